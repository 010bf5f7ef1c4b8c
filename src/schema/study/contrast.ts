/**
 * Axis 1 of Table 1, the treatment contrast: the arms, how their runs are coupled, the unit
 * compared, and the comparisons a study makes.
 */
import { z } from 'zod';
import { described, line, text, vocabularyEnum } from '../common.ts';
import { comparisonUnits, contrastKinds, couplingKinds } from '../vocabulary.ts';
import { SnakeId } from './shared.ts';

const FactorName = SnakeId('A factor an arm sets, in snake_case, e.g. "model", "mode" or "level".', 'model');

export const Arm = z.strictObject({
	id: SnakeId('Short snake_case id of the arm, unique within the study (across all its comparisons).', 'skills_enabled'),
	label: line('Short name of the arm as shown in tables.', 120),
	description: text('What this arm sees and does.').optional(),
	factors: described(
		z.record(FactorName, line('The level this arm sets, e.g. "gpt-4o" or "native function calling".', 120)),
		'For crossed designs: the level of each factor this arm sets, e.g. {model: gpt-4o, mode: native function calling}. A comparison that lists these factors crosses them.',
	).optional(),
});
export type Arm = z.output<typeof Arm>;

/** An arm of a comparison: defined in place, or named by the id of one of the record's top-level arms. */
const ArmEntry = z.union([SnakeId('The id of an arm defined once in the record’s top-level arms, shared by the comparisons that name it.', 'gpt_4o'), Arm]);

const Coupling = described(
	z.strictObject({
		kind: vocabularyEnum(couplingKinds, 'How the runs of the arms are coupled.'),
		shared: described(
			z.array(text('One thing shared by the arms, e.g. "generation seed".', 200)),
			'What the arms share (task prompt, seed, decoding, environment, evaluator, executor, paths...). Empty when nothing is stated.',
		),
		note: text('What the source leaves open about the coupling.').optional(),
	}),
	'Coupling of the arms and what they share.',
);

const Unit = described(
	z.strictObject({
		kind: vocabularyEnum(comparisonUnits, 'The unit compared across arms.'),
		note: text('Detail on the unit.').optional(),
	}),
	'Unit of comparison.',
);

/** One comparison of a study. A full reading states its arms, coupling and unit. */
const comparison = (full: boolean) =>
	z.strictObject({
		id: SnakeId('Short snake_case id of the comparison, unique within the study, e.g. "models" or "skills_on_off".', 'models'),
		headline: described(
			z.boolean(),
			'true on the study’s headline comparison, the one the evidence matrix shows; needed when a study has more than one comparison.',
		).optional(),
		kind: vocabularyEnum(
			contrastKinds,
			'What is changed between the arms (Table 1, treatment contrast; data/axes.yaml marks the review’s kinds and our extensions).',
		),
		description: text('The contrast in one or two sentences of our own.'),
		arms: full
			? described(
					z.array(ArmEntry).min(1),
					'The arms compared, in the order the study presents them: each defined here, or named by the id of a top-level arm.',
				)
			: described(
					z.array(ArmEntry),
					'The arms compared, in the order the study presents them (each defined here, or named by the id of a top-level arm); may be empty when the source does not name them.',
				).default([]),
		factors: described(
			z.array(FactorName).min(1),
			'For a crossed design (model × mode, model × level): the factors the arms cross; every arm of the comparison sets a level of each.',
		).optional(),
		arms_noun: text(
			'What the arms are, in the plural, for a count such as "69 model configurations"; used when there are too many arms to list.',
			60,
		).optional(),
		coupling: full ? Coupling : Coupling.default({ kind: 'unknown', shared: [] }),
		unit: full ? Unit : Unit.default({ kind: 'unknown' }),
	});

/** Axis 1 of Table 1 for each comparison; the one marked headline feeds the evidence matrix. */
export const comparisons = (full: boolean) =>
	described(
		z.array(comparison(full)).min(1),
		'Axis 1 of Table 1: what is compared, with arms, coupling and unit, one entry per comparison the study makes. Mark the headline one with headline: true when there are several.',
	);
