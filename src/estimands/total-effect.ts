// The total (availability) effect over tasks, its reported interval and the per-arm rates.
import type { RunTable } from './runs.ts';
import { mean, pairedScoreInterval, sampleVariance, wilsonInterval, type Interval } from './stats.ts';
import { TaskDifferences } from './per-task.ts';
import { armIntervals, taskBounds } from './degradation.ts';
import { armMean } from './task-runs.ts';

/** One arm's success rate: the mean over tasks of the task's mean success, with its interval. */
export interface ArmRate {
	mean: number;
	interval: Interval;
}

/** The total (availability) effect with a task-level paired interval. */
export interface TotalEffect {
	/** Mean over tasks of (mean treated − mean control). */
	estimate: number;
	tasks: number;
	/** Per-task differences d_i, in table order. */
	perTask: TaskDifferences;
	/** Sample standard deviation of the d_i (null with one task); descriptive, no interval is built from it. */
	sd: number | null;
	/** Standard error sd/√n (null with one task). */
	se: number | null;
	/**
	 * The two-sided 1 − α interval the verdict rests on (never of zero width): see {@link intervalMethod}.
	 * Null only for a table without tasks.
	 */
	interval: Interval | null;
	/**
	 * Which method made {@link interval}: `newcombe-paired` (binary success, one run per task and arm:
	 * Newcombe's method 11), `paired-score-task-means` (the same construction on task means), or
	 * `bound` (fewer than {@link FEW_TASKS} tasks: {@link boundInterval}).
	 */
	intervalMethod: 'newcombe-paired' | 'paired-score-task-means' | 'bound';
	/** With fewer than {@link FEW_TASKS} tasks, why the wide bound interval is the one reported; else null. */
	small: { reason: string } | null;
	/** Each arm's success rate (mean of task means) with a Wilson interval over tasks. */
	arms: { control: ArmRate; treatment: ArmRate; method: string };
	alpha: number;
	/** How {@link interval} was made, in words. */
	method: string;
	assumption: string;
}

/** Below this many tasks the reported interval is {@link boundInterval}. */
export const FEW_TASKS = 5;

/**
 * An interval for the mean over these tasks of μ1(x) − μ0(x) that holds with probability at least
 * 1 − α whatever the number of tasks or runs: the average of the per-task simultaneous bounds
 * (each task's interval covers with probability at least 1 − α/n, so all do together with
 * probability at least 1 − α, and then their average covers the average). It speaks of these tasks,
 * not of a task population, and is wide; it never collapses to a point.
 */
export function boundInterval(table: RunTable, alpha: number): { interval: Interval; method: string } {
	const arm = armIntervals(table.outcome, alpha / Math.max(1, table.tasks.length));
	const bounds = table.tasks.map((t) => taskBounds(arm, t));
	return {
		interval: { lower: mean(bounds.map((b) => b.lower)), upper: mean(bounds.map((b) => b.upper)) },
		method: `mean over the ${table.tasks.length} tasks of the simultaneous per-task bounds (${table.outcome === 'binary' ? 'Clopper–Pearson' : 'Hoeffding'} per arm, as for degradation): covers the mean effect on these tasks with probability at least 1 − α`,
	};
}

/**
 * Total effect: the mean over tasks of d_i = mean treated − mean control, the task being the
 * independent unit (task-clustered), with a paired score interval rather than mean ± t·sd/√n.
 *
 * Why not the t interval, as before: when every task has the same difference (all tasks 1/1
 * against 1/1, say) it has zero width, and near success rates of 0 and 1 it covers well below its
 * level even when it does not collapse (seeded simulation: 0.92 at 0.90 → 0.99 with 20 tasks and 3
 * runs). Instead:
 * - binary success with one run per task and arm: Newcombe's (1998) method 11 for paired
 *   proportions, the score interval with continuity corrections (see {@link pairedScoreInterval});
 *   his method 10, without them, falls to about 0.89 with 10 tasks at rates 0.5 and 0.5;
 * - otherwise: the same construction on the task means, each arm's Wilson interval over the n
 *   tasks using the largest variance a mean in [0, 1] can have, combined with the correlation of the
 *   task means;
 * - both cover at least 0.94 at 95% in every cell of the seeded grid in BENCHMARKS.md;
 * - fewer than {@link FEW_TASKS} tasks: {@link boundInterval}, which holds however few the tasks.
 */
export function totalEffect(table: RunTable, alpha: number): TotalEffect {
	// each task's two arm means and their difference, in columns filled by one loop over the tasks
	const values = new Float64Array(table.tasks.length);
	const treated = new Float64Array(table.tasks.length);
	const control = new Float64Array(table.tasks.length);
	let oneRun = true;
	for (let i = 0; i < table.tasks.length; i++) {
		const t = table.tasks[i]!;
		treated[i] = armMean(t, 'treatment');
		control[i] = armMean(t, 'control');
		values[i] = treated[i]! - control[i]!;
		if (t.control.length !== 1 || t.treatment.length !== 1) oneRun = false;
	}
	const perTask = new TaskDifferences(table.tasks, values);
	// read in place: the list's own column, not a copy of a million numbers
	const d = values;
	const n = d.length;
	const estimate = mean(d);
	const sd = n < 2 ? null : Math.sqrt(sampleVariance(d));
	const se = sd === null ? null : sd / Math.sqrt(n);
	const rate = (xs: Float64Array): ArmRate => {
		const m = mean(xs);
		return { mean: m, interval: wilsonInterval(Math.min(1, Math.max(0, m)), n, alpha) };
	};
	const arms = {
		control: rate(control),
		treatment: rate(treated),
		method: `Wilson (1927) score interval on the mean over the ${n} tasks of each task's success rate, with n = ${n} tasks${
			oneRun
				? ' (one run per task: the pooled proportion)'
				: ': runs of a task are not independent of each other, so the task is the unit; the variance μ(1 − μ)/n it assumes is the largest a mean of task means in [0, 1] can have'
		}`,
	};
	const assumption =
		'tasks are independent draws from the task population of interest; runs within a task may be dependent; the value is the effect of making the component available under this protocol';
	const base = { estimate, tasks: n, perTask, sd, se, arms, alpha, assumption };
	if (n < FEW_TASKS) {
		const reason =
			n === 0
				? 'no tasks'
				: n === 1
					? 'one task: a task-clustered interval needs more tasks'
					: `only ${n} tasks: a large-sample interval for the task population leans on more tasks than these`;
		if (n === 0) return { ...base, interval: null, intervalMethod: 'bound', small: { reason }, method: 'no interval: the table has no tasks' };
		const b = boundInterval(table, alpha);
		return { ...base, interval: b.interval, intervalMethod: 'bound', small: { reason }, method: b.method };
	}
	let minRuns = Infinity;
	for (const t of table.tasks) minRuns = Math.min(minRuns, t.control.length, t.treatment.length);
	const interval = pairedScoreInterval(treated, control, alpha, true, minRuns);
	if (oneRun && table.outcome === 'binary') {
		return {
			...base,
			interval,
			intervalMethod: 'newcombe-paired',
			small: null,
			method: `Newcombe's paired score interval with continuity correction (Newcombe 1998, method 11): continuity-corrected Wilson intervals for the two arms' success rates over the ${n} tasks, combined with the corrected phi coefficient of the paired outcomes`,
		};
	}
	return {
		...base,
		interval,
		intervalMethod: 'paired-score-task-means',
		small: null,
		method: `paired score interval on task means (Newcombe 1998 method 11 applied to the ${n} tasks' mean success per arm): each arm's continuity-corrected Wilson interval with n = ${n} tasks and the Bernoulli variance bound, combined with the correlation of the task means, its continuity correction scaled to the ${minRuns} run${minRuns === 1 ? '' : 's'} of the task with fewest`,
	};
}
