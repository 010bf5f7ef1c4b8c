/**
 * The framework files define each vocabulary term exactly once: the ids in data/ are the ids the
 * schema's enums accept, with no term missing and none repeated, so the two can never drift.
 */
import { axisIds, checklistItemIds, measurementLevelIds, quantityIds, triggerEventIds } from '../schema/vocabulary.ts';
import type { DataFileName } from '../schema/framework.ts';
import type { Problem } from '../lib/problems.ts';
import { problemAt, type Rule } from './types.ts';

export const vocabularyCoverage: Rule = {
	name: 'vocabulary-coverage',
	description: 'Each framework file defines every id of its vocabulary exactly once.',
	needsFramework: true,
	check: ({ framework, dataFiles }) => {
		const out: Problem[] = [];
		const cover = (file: DataFileName, list: string, rows: readonly { id: string }[], ids: readonly string[]) => {
			const source = dataFiles[file]!;
			const seen = new Set<string>();
			rows.forEach((row, i) => {
				if (seen.has(row.id)) out.push(problemAt('vocabulary-coverage', source, [list, i, 'id'], `"${row.id}" is defined twice`, 'define each term once'));
				seen.add(row.id);
			});
			for (const id of ids) {
				if (!seen.has(id)) out.push(problemAt('vocabulary-coverage', source, [list], `"${id}" is not defined`, `add an entry with id: ${id}`));
			}
		};
		cover('axes.yaml', 'axes', framework.axes.axes, axisIds);
		cover('quantities.yaml', 'quantities', framework.quantities.quantities, quantityIds);
		cover('levels.yaml', 'levels', framework.levels.levels, measurementLevelIds);
		cover('levels.yaml', 'trigger_events', framework.levels.trigger_events, triggerEventIds);
		cover('checklist.yaml', 'items', framework.checklist.items, checklistItemIds);
		return out;
	},
};
