/**
 * A reading that claims depth says something. The schema already makes a full or main-text record
 * state every design field; this rule warns when such a record states nothing beyond "unknown":
 * every design fact unknown and no result, which is what an untouched skeleton looks like.
 */
import type { Problem } from '../lib/problems.ts';
import { problemAt, type Rule } from './types.ts';

const RULE = 'depth-requirements';

export const depthRequirements: Rule = {
	name: RULE,
	description: 'A full or main-text reading records at least one design fact or one result.',
	needsFramework: false,
	scope: 'record',
	check: ({ records }) =>
		records.flatMap((s): Problem[] => {
			const { depth, design, results } = s.data;
			if (depth === undefined || depth === 'stated_design' || !design || !results) return [];
			const known = Object.values(design).some((f) => f.value !== 'unknown');
			if (known || results.length > 0) return [];
			return [
				problemAt(
					RULE,
					s,
					['design'],
					`a ${depth === 'full' ? 'full' : 'main-text'} reading with every design fact unknown and no results says nothing a reader can use`,
					'settle the design facts the paper answers (with their basis) and add its headline results; if only the abstract was read, use depth: stated_design',
					{ atKey: true, severity: 'warning' },
				),
			];
		}),
};
