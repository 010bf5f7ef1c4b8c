/** No two records share an id (and so a permalink). */
import { problemAt, type Rule } from './types.ts';

export const uniqueIds: Rule = {
	name: 'unique-ids',
	description: 'Every study id is used by one record only.',
	needsFramework: false,
	scope: 'corpus',
	check: ({ records }) => {
		const first = new Map<string, string>();
		return records.flatMap((s) => {
			if (s.data.id === undefined) return [];
			const earlier = first.get(s.data.id);
			if (earlier === undefined) {
				first.set(s.data.id, s.file);
				return [];
			}
			return [
				problemAt('unique-ids', s, ['id'], `id collision: "${s.data.id}" is also the id of ${earlier}`, 'give each record its own id, equal to its file name'),
			];
		});
	},
};
