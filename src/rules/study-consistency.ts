/** Within a record: arm ids are unique, a runs range is ordered, quantities and levels are not repeated. */
import type { PathSegment, Problem } from '../lib/problems.ts';
import { problemAt, type Rule } from './types.ts';

function duplicates<T>(items: readonly T[]): number[] {
	const seen = new Set<T>();
	const out: number[] = [];
	items.forEach((item, i) => {
		if (seen.has(item)) out.push(i);
		seen.add(item);
	});
	return out;
}

export const studyConsistency: Rule = {
	name: 'study-consistency',
	description: 'Arm ids, quantities and levels are not repeated within a study, and a runs range has min <= max.',
	needsFramework: false,
	check: ({ studies }) =>
		studies.flatMap((s) => {
			const out: Problem[] = [];
			const d = s.data;
			const lists: [PathSegment[], readonly string[], string][] = [
				[['contrast', 'arms'], d.contrast.arms.map((a) => a.id), 'arm id'],
				[['levels'], d.levels, 'measurement level'],
				[['quantities'], d.quantities === 'not_assessed' ? [] : d.quantities.map((q) => q.id), 'quantity'],
				[['summary_measures'], d.summary_measures, 'summary measure'],
			];
			for (const [base, values, what] of lists) {
				for (const i of duplicates(values)) {
					const at = what === 'arm id' || what === 'quantity' ? [...base, i, 'id'] : [...base, i];
					out.push(problemAt('study-consistency', s, at, `${what} "${values[i]}" is listed twice`, 'remove the repeated entry'));
				}
			}
			const runs = d.runs.per_task_and_arm;
			if (typeof runs === 'object' && runs.min > runs.max) {
				out.push(
					problemAt('study-consistency', s, ['runs', 'per_task_and_arm', 'min'], `min (${runs.min}) is larger than max (${runs.max})`, 'swap the two values'),
				);
			}
			if (typeof runs === 'object' && runs.min === runs.max) {
				out.push(
					problemAt('study-consistency', s, ['runs', 'per_task_and_arm'], `min and max are both ${runs.min}`, `write per_task_and_arm: ${runs.min}`),
				);
			}
			return out;
		}),
};
