// The design summary: tasks, runs per arm, pairs, run-to-run variance, and the coupling assumed.
import type { OneArmTasks, RunTable } from './runs.ts';
import { mean, sampleVariance } from './stats.ts';
import { pairsOf } from './task-runs.ts';

/** Counts describing the design: tasks, runs per arm, pairs. */
export interface DesignSummary {
	tasks: number;
	outcome: 'binary' | 'reward';
	runsPerArm: { control: { min: number; max: number }; treatment: { min: number; max: number } };
	totalRuns: { control: number; treatment: number };
	pairs: number;
	unpairedRuns: number;
	/** Mean within-task sample variance of success per arm, over tasks with at least two runs in that arm. */
	runVariance: { control: { value: number; tasks: number } | null; treatment: { value: number; tasks: number } | null };
	/** The coupling assumption behind every paired number. */
	coupling: string;
	/** Tasks with runs in one compared arm only, left out of every number (count 0 when none). */
	oneArmTasks: OneArmTasks;
}

/** Summarises the design of a run table (see {@link DesignSummary}). */
export function describeDesign(table: RunTable): DesignSummary {
	const counts = (arm: 'control' | 'treatment') => table.tasks.map((t) => t[arm].length);
	// a loop, not Math.min(...xs): spreading a data-sized array overflows the call stack
	const range = (xs: number[]) => {
		let min = Infinity;
		let max = -Infinity;
		for (const x of xs) {
			if (x < min) min = x;
			if (x > max) max = x;
		}
		return { min, max };
	};
	const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
	const variance = (arm: 'control' | 'treatment') => {
		const vs = table.tasks.filter((t) => t[arm].length >= 2).map((t) => sampleVariance(t[arm].map((r) => r.success)));
		return vs.length === 0 ? null : { value: mean(vs), tasks: vs.length };
	};
	let pairs = 0;
	for (const t of table.tasks) pairs += pairsOf(t);
	const n = { control: counts('control'), treatment: counts('treatment') };
	const totalRuns = { control: sum(n.control), treatment: sum(n.treatment) };
	return {
		tasks: table.tasks.length,
		outcome: table.outcome,
		runsPerArm: { control: range(n.control), treatment: range(n.treatment) },
		totalRuns,
		pairs,
		unpairedRuns: totalRuns.control + totalRuns.treatment - 2 * pairs,
		runVariance: { control: variance('control'), treatment: variance('treatment') },
		coupling:
			'within a task, run r of the control arm is paired with run r of the treated arm; the table does not record how paired runs were coupled (independent, shared seed, common prefix), and paired numbers describe whatever coupling produced them',
		oneArmTasks: table.oneArmTasks ?? { count: 0, first: [] },
	};
}
