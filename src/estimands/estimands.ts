// The estimand computations on a validated run table, one module per report section (design,
// total effect, discordance with the trigger split and noise floor, degradation with plug-in bias,
// budget); analyze() runs them all. Everything is re-exported here.
import type { RunTable } from './runs.ts';
import { budget, type Budget } from './budget.ts';
import { degradationIntervals, plugInBias, type Degradation, type PlugInBias } from './degradation.ts';
import { describeDesign, type DesignSummary } from './design.ts';
import { noiseFloor, pairedDiscordance, triggerDecomposition, type Discordance, type NoiseFloor, type TriggerDecomposition } from './discordance.ts';
import { totalEffect, type TotalEffect } from './total-effect.ts';

export * from './budget.ts';
export * from './degradation.ts';
export * from './design.ts';
export * from './discordance.ts';
export * from './total-effect.ts';
export { IDENTITY_TOLERANCE, forEachPair } from './task-runs.ts';
export { TaskDifferences, TaskIntervals, type TaskDifference, type TaskInterval } from './per-task.ts';

/** Settings of an analysis. */
export interface AnalysisOptions {
	/** Margin ε for degradation, in [0, 1). */
	epsilon: number;
	/** Error rate α, in (0, 1). */
	alpha: number;
}

/** Everything the report shows. */
export interface Analysis {
	control: string;
	treatment: string;
	epsilon: number;
	alpha: number;
	design: DesignSummary;
	totalEffect: TotalEffect;
	discordance: Discordance;
	trigger: TriggerDecomposition | null;
	noiseFloor: NoiseFloor;
	degradation: Degradation;
	plugInBias: PlugInBias;
	budget: Budget;
}

/** Runs every computation on a validated table. */
export function analyze(table: RunTable, options: AnalysisOptions): Analysis {
	const { epsilon, alpha } = options;
	if (!(alpha > 0 && alpha < 1)) throw new RangeError(`alpha must be in (0, 1), got ${alpha}`);
	if (!(epsilon >= 0 && epsilon < 1)) throw new RangeError(`epsilon must be in [0, 1), got ${epsilon}`);
	return {
		control: table.control,
		treatment: table.treatment,
		epsilon,
		alpha,
		design: describeDesign(table),
		totalEffect: totalEffect(table, alpha),
		discordance: pairedDiscordance(table),
		trigger: triggerDecomposition(table),
		noiseFloor: noiseFloor(table),
		degradation: degradationIntervals(table, epsilon, alpha),
		plugInBias: plugInBias(table),
		budget: budget(table, alpha),
	};
}
