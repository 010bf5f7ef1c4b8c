// The design summary: tasks, runs per arm, pairs, run-to-run variance, and the coupling assumed.
import type { OneArmTasks, RunTable } from './runs.ts';
import { sampleVariance } from './stats.ts';
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
	// run counts per arm: the fewest, the most and the sum, in one loop over the tasks (no list of a
	// million counts; a loop, not Math.min(...xs), which overflows the call stack on a data-sized list)
	const runsOf = (arm: 'control' | 'treatment') => {
		let min = Infinity;
		let max = -Infinity;
		let sum = 0;
		for (const t of table.tasks) {
			const x = t[arm].length;
			if (x < min) min = x;
			if (x > max) max = x;
			sum += x;
		}
		return { range: { min, max }, sum };
	};
	// the mean, over tasks with two runs or more in the arm, of the variance of their runs' success
	const variance = (arm: 'control' | 'treatment') => {
		let sum = 0;
		let tasks = 0;
		for (const t of table.tasks) {
			if (t[arm].length < 2) continue;
			sum += sampleVariance(t[arm].map((r) => r.success));
			tasks++;
		}
		return tasks === 0 ? null : { value: sum / tasks, tasks };
	};
	let pairs = 0;
	for (const t of table.tasks) pairs += pairsOf(t);
	const n = { control: runsOf('control'), treatment: runsOf('treatment') };
	const totalRuns = { control: n.control.sum, treatment: n.treatment.sum };
	return {
		tasks: table.tasks.length,
		outcome: table.outcome,
		runsPerArm: { control: n.control.range, treatment: n.treatment.range },
		totalRuns,
		pairs,
		unpairedRuns: totalRuns.control + totalRuns.treatment - 2 * pairs,
		runVariance: { control: variance('control'), treatment: variance('treatment') },
		coupling:
			'within a task, run r of the control arm is paired with run r of the treated arm; the table does not record how paired runs were coupled (independent, shared seed, common prefix), and paired numbers describe whatever coupling produced them',
		oneArmTasks: table.oneArmTasks ?? { count: 0, first: [] },
	};
}
