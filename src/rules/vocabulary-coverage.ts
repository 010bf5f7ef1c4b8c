/**
 * The framework files define each vocabulary term exactly once: the ids in data/ are the ids the
 * schema's enums accept, with no term missing and none repeated, so the two can never drift.
 */
import {
	axisIds,
	checklistItemIds,
	contrastKinds,
	idsOf,
	checklistItemsWithSecondPart,
	measurementLevelIds,
	quantityIds,
	triggerEventIds,
} from '../schema/vocabulary.ts';
import type { DataFileName } from '../schema/framework.ts';
import type { Problem } from '../lib/problems.ts';
import { problemAt, type Rule } from './types.ts';

export const vocabularyCoverage: Rule = {
	name: 'vocabulary-coverage',
	description: 'Each framework file defines every id of its vocabulary exactly once.',
	needsFramework: true,
	scope: 'record',
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
		// Treatment contrast kinds: every id records accept is shown in data/axes.yaml, with its origin.
		const axesFile = dataFiles['axes.yaml']!;
		const contrastAxis = framework.axes.axes.findIndex((a) => a.id === 'treatment_contrast');
		if (contrastAxis >= 0) {
			const shown = new Set<string>();
			framework.axes.axes[contrastAxis]!.values.forEach((v, i) => {
				if (!('id' in v)) return;
				if (shown.has(v.id)) {
					out.push(
						problemAt('vocabulary-coverage', axesFile, ['axes', contrastAxis, 'values', i, 'id'], `"${v.id}" is shown twice`, 'keep one value per kind'),
					);
				}
				shown.add(v.id);
			});
			for (const id of idsOf(contrastKinds)) {
				if (!shown.has(id)) {
					out.push(
						problemAt(
							'vocabulary-coverage',
							axesFile,
							['axes', contrastAxis, 'values'],
							`treatment contrast kind "${id}" (${contrastKinds[id].label}) is not shown in data/axes.yaml`,
							`add a value with id: ${id} and its origin (table_1, review_text or extension)`,
						),
					);
				}
			}
		}
		// The study schema accepts a second_part exactly on these items, so the data must agree.
		const withSecond = new Set<string>(checklistItemsWithSecondPart);
		framework.checklist.items.forEach((item, i) => {
			if (Boolean(item.second_part) !== withSecond.has(item.id)) {
				out.push(
					problemAt(
						'vocabulary-coverage',
						dataFiles['checklist.yaml']!,
						['items', i, 'id'],
						`item ${item.id} ${item.second_part ? 'has a second_part the study schema does not accept' : 'lacks the second_part the study schema expects'}`,
						'keep data/checklist.yaml and checklistItemsWithSecondPart in src/schema/vocabulary.ts in step',
					),
				);
			}
		});
		return out;
	},
};
