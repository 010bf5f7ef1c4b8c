/** A study id may not equal an element id of the pages that use study ids as anchors, or a page's name under /studies/ (see src/schema/reserved-ids.ts). */
import { reservedIdProblem } from '../schema/reserved-ids.ts';
import { problemAt, type Rule } from './types.ts';

export const reservedIds: Rule = {
	name: 'reserved-ids',
	description: 'A study id is not one the matrix or gaps page uses for its own elements, nor the name of a page under /studies/.',
	needsFramework: false,
	scope: 'record',
	check: ({ records }) =>
		records.flatMap((s) => {
			const why = s.data.id === undefined ? null : reservedIdProblem(s.data.id);
			return why ? [problemAt('reserved-ids', s, ['id'], why, `choose another id (and rename the file to match), e.g. ${s.data.id}-study`)] : [];
		}),
};
