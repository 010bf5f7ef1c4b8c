/**
 * Results and discrepancies: the figures a study reports, each one figure or a table of figures,
 * and reported numbers that disagree within the source.
 */
import { z } from 'zod';
import { described, Quote, text, vocabularyEnum } from '../common.ts';
import { dimensionKinds, discrepancyStatuses } from '../vocabulary.ts';
import { SnakeId } from './shared.ts';

const FigureValue = described(
	z.union([z.number(), text('A figure as reported when it is not one number, e.g. "0.737 to 0.898".', 120)]),
	'The figure exactly as the source reports it.',
);

/** What every result says, in either form. */
const resultCommon = {
	label: text('What was measured, in a few words.', 200),
	unit: text('Unit of the figure: "pass rate", "percentage points", "share of tasks", "count"...', 80),
	contrast: text('Which arms or contrast the figure belongs to, in words.', 300).optional(),
	comparison: SnakeId('The id of the comparison the figure belongs to (one of the record’s comparisons).', 'models').optional(),
	endpoint: SnakeId('The id of the endpoint the figure measures (one of outcome.endpoints), when the study reports several.', 'pass_rate').optional(),
	context: text('Population, models, benchmark and conditions behind the figure.', 600),
	location: text('Where the figure is reported (review section or paper location).', 120),
	quote: Quote.optional(),
};

/** One figure: the short form of a result. */
const SingleResult = z.strictObject({
	...resultCommon,
	value: FigureValue,
	arms: described(
		z.array(SnakeId('An arm id of this record.', 'skills_enabled')).min(1),
		'The arm or arms the figure belongs to: one arm for a level, two for a difference (treated first). Checked against the record’s arms.',
	).optional(),
	model: text('The model the figure belongs to, as listed in population.models.names.', 120).optional(),
	benchmark: text('The benchmark, split or domain the figure belongs to, as named in population.benchmarks.', 120).optional(),
});

const Dimension = z.strictObject({
	name: text('What the dimension varies, e.g. "model", "ability level" or "metric".', 60),
	refers_to: vocabularyEnum(dimensionKinds, 'What the values name, so the validator can check them against the record (other: not checked).').default('other'),
	values: described(z.array(text('One value of the dimension, as the source labels it.', 120)).min(1), 'The values, in the order the source gives them.'),
});

const Cell = z.strictObject({
	at: described(
		z.array(text('The value of one dimension.', 120)).min(1),
		'Where the figure sits: one value per dimension, in the order of table.dimensions, e.g. [gpt-4o, level 1, pass rate].',
	),
	value: FigureValue,
	unit: text('The unit of this figure, when it differs from the result’s unit (e.g. a time column among rates).', 80).optional(),
	location: text('Where this figure is, when it differs from the result’s location.', 120).optional(),
	note: text('A footnote the source gives this figure.', 300).optional(),
});

/** A table of figures: the long form of a result, e.g. model × split × metric. */
const TableResult = z.strictObject({
	...resultCommon,
	table: described(
		z.strictObject({
			dimensions: described(z.array(Dimension).min(1).max(4), 'The dimensions of the table (one to four), e.g. model, split and metric.'),
			cells: described(z.array(Cell).min(1), 'One entry per figure reported; a combination the source leaves empty is simply left out.'),
		}),
		'The figures as a table with named dimensions; the study page shows it as a table, the downloads as data, long-format CSV rows and a LaTeX table.',
	),
});

export const ResultSchema = described(
	z.union([SingleResult, TableResult]),
	'One figure (value, with its arms, model and benchmark), or a table of figures (table, with its dimensions and cells).',
);

export const Discrepancy = z.strictObject({
	what: text('The quantity whose reported values disagree.', 200),
	values: described(
		z
			.array(
				z.strictObject({
					value: described(z.union([z.number(), text('The value as reported.', 120)]), 'One of the reported values.'),
					source: text('Where this value is reported.', 200),
				}),
			)
			.min(2),
		'Every reported value, each with its location.',
	),
	status: vocabularyEnum(discrepancyStatuses, 'Whether the discrepancy is resolved in the version read.'),
	note: text('What is known about the discrepancy.').optional(),
});
