/**
 * Schemas of the framework data under data/: the six axes (Table 1), the reported quantities
 * (Table 2), measurement levels and trigger events (Section 3.1), the checklist (Table 4), the
 * estimand vocabulary (Section 3.2) and the bibliography. One schema per data file.
 */
import { z } from 'zod';
import { ReferenceSchema } from './bibliography.ts';
import { described, ReferenceNumber, text } from './common.ts';
import { ScreeningFileSchema } from './screening.ts';
import { axisIds, checklistItemIds, contrastKinds, designFacts, idsOf, measurementLevelIds, quantityIds, triggerEventIds } from './vocabulary.ts';

const Label = text('Short human label.', 120);
const Definition = text('One-line definition in our own words.', 600);
const Examples = described(z.array(ReferenceNumber), 'Reference numbers the review gives as examples.');

export const AxesFileSchema = z.strictObject({
	axes: described(
		z
			.array(
				z.strictObject({
					id: described(z.enum(axisIds), 'Axis id.'),
					label: Label,
					question: text('The question the axis answers.', 300),
					values: described(
						z
							.array(
								z.union([
									z.strictObject({
										id: described(
											z.enum(idsOf(contrastKinds)),
											'The treatment contrast kind this value stands for; its label and definition are those of contrastKinds in src/schema/vocabulary.ts.',
										),
										origin: described(
											z.enum(['table_1', 'review_text', 'extension']),
											'Where the value comes from: a value of the review’s Table 1, a kind the review names only in its text, or an extension of this database.',
										),
										where: text('Where in the review, or for which studies, the value is used.', 200).optional(),
									}),
									z.strictObject({ label: Label, definition: Definition.optional() }),
								]),
							)
							.min(1),
						'Values of the axis found in the literature (Table 1).',
					),
				}),
			)
			.length(axisIds.length),
		'The six axes of Table 1, in order.',
	),
});

export const QuantitiesFileSchema = z.strictObject({
	quantities: described(
		z
			.array(
				z.strictObject({
					id: described(z.enum(quantityIds), 'Quantity id, referenced by study records.'),
					name: Label,
					contrast: text('The contrast the quantity compares.', 300),
					population: text('The population it averages over.', 300),
					supports: text('What the quantity supports.', 600),
					does_not_support: text('What it does not support.', 600),
					descriptive: described(z.boolean(), 'True when the quantity is descriptive, not causal.'),
					examples: Examples,
					examples_note: text('Remark on the examples (e.g. "none found").', 300).optional(),
					section: text('Section of the review that discusses it.', 40).optional(),
					origin: described(
						z.enum(['table_2', 'extension']),
						'table_2 for a row of the review’s Table 2; extension for a quantity this database adds for studies beyond the review.',
					),
					where: text('For an extension: which studies called for it.', 200).optional(),
				}),
			)
			.length(quantityIds.length),
		'The eleven rows of Table 2, then this database’s extensions, each marked with its origin.',
	),
});

export const LevelsFileSchema = z.strictObject({
	levels: described(
		z
			.array(
				z.strictObject({
					id: described(z.enum(measurementLevelIds), 'Level id.'),
					label: Label,
					definition: Definition,
					examples: Examples,
				}),
			)
			.length(measurementLevelIds.length),
		'The five measurement levels of Section 3.1, in workflow order.',
	),
	trigger_events: described(
		z
			.array(
				z.strictObject({
					id: described(z.enum(triggerEventIds), 'Event id.'),
					label: Label,
					definition: Definition,
					notation: text('Notation used in the review, if any.', 40).optional(),
				}),
			)
			.length(triggerEventIds.length),
		'Event definitions on which trigger-conditioned results depend (Section 3.1).',
	),
});

/** An applicability condition over a record's design facts. */
export const ApplicabilitySchema = described(
	z.union([
		z.literal('all'),
		z.strictObject({
			any_of: described(z.array(described(z.enum(idsOf(designFacts)), 'A design fact.')).min(1), 'The item applies when any of these design facts is true.'),
		}),
	]),
	'"all", or the design facts of which any one makes the item apply.',
);

export const ChecklistFileSchema = z.strictObject({
	items: described(
		z
			.array(
				z.strictObject({
					id: described(z.enum(checklistItemIds), 'Item id, referenced by study records.'),
					item: Label,
					short: described(
						z.string().regex(/^\S{1,8}$/, 'one word of at most 8 characters'),
						'A column heading of at most 8 characters, with no spaces, for grids that show all ten items side by side (the full name stays beside it).',
					),
					what_to_report: text('What to report.', 600),
					applies_to: text('The designs it applies to, as the review words the column.', 300),
					applies_when: ApplicabilitySchema,
					second_part: z
						.strictObject({
							what_to_report: text('What the conditional second part asks for.', 600),
							applies_when: ApplicabilitySchema,
						})
						.optional()
						.meta({ description: 'The conditional second part of the item, when it has one.' }),
				}),
			)
			.length(checklistItemIds.length)
			.superRefine((items, ctx) => {
				const seen = new Set<string>();
				for (const [i, item] of items.entries()) {
					const key = item.short.toLowerCase();
					if (seen.has(key)) ctx.addIssue({ code: 'custom', path: [i, 'short'], message: `short heading "${item.short}" is used by another item` });
					seen.add(key);
				}
			}),
		'The ten items of Table 4.',
	),
});

export type ChecklistItem = z.output<typeof ChecklistFileSchema>['items'][number];

/**
 * The wording of each checklist item, keyed by its field path in a study record
 * ("checklist.budget", "checklist.budget.second_part"): data/checklist.yaml is its only home, and
 * the JSON Schema and the new-record skeleton show it beside the field.
 */
export function checklistWording(items: readonly ChecklistItem[]): Record<string, string> {
	const out: Record<string, string> = {};
	for (const item of items) {
		out[`checklist.${item.id}`] = `${item.item}: ${item.what_to_report}`;
		if (item.second_part) out[`checklist.${item.id}.second_part`] = `Second part of ${item.item}: ${item.second_part.what_to_report}`;
	}
	return out;
}

export const EstimandFileSchema = z.strictObject({
	intercurrent_events: described(
		z
			.array(
				z.strictObject({
					id: described(z.string().regex(/^[a-z0-9]+(?:_[a-z0-9]+)*$/), 'snake_case id.'),
					label: Label,
					definition: Definition,
				}),
			)
			.min(1),
		'Intercurrent events of Section 3.2.',
	),
	estimand_attributes: described(
		z
			.array(
				z.strictObject({
					id: described(z.string().regex(/^[a-z0-9]+(?:_[a-z0-9]+)*$/), 'snake_case id.'),
					label: Label,
					definition: Definition,
					axis: described(z.enum(axisIds), 'The axis of Table 1 it corresponds to.').optional(),
				}),
			)
			.length(5),
		'The five estimand attributes of ICH E9(R1).',
	),
});

export const ReferencesFileSchema = z.strictObject({
	references: described(z.array(ReferenceSchema).min(1), 'The review’s bibliography, numbered as in the review.'),
});

/** Each data file and its schema; a file in data/ not listed here is an error. */
export const dataFileSchemas = {
	'axes.yaml': AxesFileSchema,
	'quantities.yaml': QuantitiesFileSchema,
	'levels.yaml': LevelsFileSchema,
	'checklist.yaml': ChecklistFileSchema,
	'estimand.yaml': EstimandFileSchema,
	'references.yaml': ReferencesFileSchema,
	'screening.yaml': ScreeningFileSchema,
} as const;

export type DataFileName = keyof typeof dataFileSchemas;
export type Framework = { [K in DataFileName as K extends `${infer B}.yaml` ? B : never]: z.output<(typeof dataFileSchemas)[K]> };
