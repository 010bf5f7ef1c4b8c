/**
 * Axis 2 of Table 1, the target population (benchmarks, models, inclusion and censoring), with the
 * runs per task and arm and how uncertainty is handled.
 */
import { z } from 'zod';
import { bounds, described, line, text, vocabularyEnum, YesNoUnknown } from '../common.ts';
import { populationKinds, uncertaintyMethods } from '../vocabulary.ts';
import { NotAssessed } from './shared.ts';

const Count = described(
	z.strictObject({
		value: described(
			z.union([z.int().nonnegative(), bounds('units counted')]),
			'The number as the source reports it, or its bounds when the source words it so ({more_than: 67000} for "more than 67,000").',
		),
		unit: text('What is counted: tasks, queries, states, pairs, rollouts...', 60),
	}),
	'A count with its unit.',
);

const Benchmark = z.strictObject({
	name: line('Benchmark, split or environment name, e.g. "WebArena" or "MBPP+".', 120),
	version: line('The benchmark’s version or release as the source names it, e.g. "v4" or "2024-06 snapshot".', 60).optional(),
	size: Count.optional(),
	note: text('Sampling, partitions or other detail about this benchmark.').optional(),
});

const Models = described(
	z.strictObject({
		count: described(
			z.union([z.int().positive(), bounds('models', 1), z.literal('unknown')]),
			'How many models: a number, bounds such as {min: 20} when the source gives no exact count, or "unknown".',
		),
		names: described(z.array(line('A model name as reported.', 120)), 'Model names where the source gives them; results name their model from this list.'),
		note: text('Harnesses, executors or configurations.').optional(),
	}),
	'The models or agent configurations evaluated.',
);

const Inclusion = described(
	z.union([text('The inclusion or filtering rule.'), z.literal('none_stated'), NotAssessed]),
	'Inclusion rule for tasks or units; "none_stated" when the source states none; "not_assessed" when not recorded.',
);

const Censoring = described(
	z.union([text('The censoring rule and what it removed.'), z.literal('none_stated'), NotAssessed]),
	'Censoring of units or pairs; "none_stated" when the source states none; "not_assessed" when not recorded.',
);

const Benchmarks = described(z.array(Benchmark), 'Benchmarks with their task counts; results name their benchmark from this list.');

/** Axis 2. A full reading states every part; a stated-design record may leave them to "unknown". */
export const population = (full: boolean) =>
	described(
		z.strictObject({
			kind: vocabularyEnum(populationKinds, 'Over what the reported quantity is averaged (Table 1, target population).'),
			description: text('The population in a sentence of our own.').optional(),
			benchmarks: full ? Benchmarks : Benchmarks.default([]),
			models: full ? Models : Models.default({ count: 'unknown', names: [] }),
			inclusion: full ? Inclusion : Inclusion.default('not_assessed'),
			censoring: full ? Censoring : Censoring.default('not_assessed'),
		}),
		'Axis 2 of Table 1: the target population with inclusion and censoring rules.',
	);

// ---------------------------------------------------------------- runs and uncertainty

const RunBounds = bounds('runs per task and arm (across configurations, the fewest and the most)', 1);

export const RunsSchema = described(
	z.strictObject({
		per_task_and_arm: described(
			z.union([z.int().positive(), RunBounds, z.literal('unknown')]),
			'Repeated executions per task and arm: an exact positive integer, bounds such as {min: 3} ("at least 3") or {min: 3, max: 5}, or "unknown". Bootstrap resamples are not runs.',
		),
		note: text('How runs are counted or pooled, in our words.').optional(),
		variance_estimated: described(YesNoUnknown, 'Whether run-to-run variance is estimated.'),
		uncertainty: described(
			z.strictObject({
				method: vocabularyEnum(uncertaintyMethods, 'How uncertainty is quantified.'),
				resamples: described(z.int().positive(), 'Number of bootstrap resamples, when stated.').optional(),
				note: text('Detail on the uncertainty method.').optional(),
			}),
			'How uncertainty is handled.',
		),
	}),
	'Runs per task and arm, run-to-run variance, and uncertainty.',
);
