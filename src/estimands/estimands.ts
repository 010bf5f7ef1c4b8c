// The estimand computations on a validated run table: total effect, discordance, trigger split,
// noise floor, simultaneous per-task intervals with degraded shares, plug-in bias, and budget.
import { isConfidentlyDegraded, isPossiblyDegraded } from './degraded.ts';
import { inOrder, type CostColumn, type OneArmTasks, type Run, type RunTable, type TaskRuns } from './runs.ts';
import {
	clopperPearsonInterval,
	hoeffdingInterval,
	hypergeometricPmf,
	mean,
	pairedScoreInterval,
	perArmAlpha,
	sampleVariance,
	tQuantile,
	wilsonInterval,
	type Interval,
} from './stats.ts';
import { TaskDifferences, TaskIntervals } from './per-task.ts';

export { TaskDifferences, TaskIntervals, type TaskDifference, type TaskInterval } from './per-task.ts';

/** Tolerance for the floating-point checks of exact identities. */
export const IDENTITY_TOLERANCE = 1e-12;

/**
 * Calls `onPair` for each pair: a control run and a treated run of the same task with the same run
 * index (runs without a partner are left out), task by task in table order and by run index within
 * a task. A merge pass over both arms in index order; nothing is collected, so a million tasks cost
 * no memory here.
 */
export function forEachPair(table: RunTable, onPair: (control: Run, treated: Run) => void): void {
	for (const t of table.tasks) {
		const c = inOrder(t.control);
		let i = 0;
		for (const tr of inOrder(t.treatment)) {
			while (i < c.length && c[i]!.run < tr.run) i++;
			if (i < c.length && c[i]!.run === tr.run) onPair(c[i]!, tr);
		}
	}
}

/** How many pairs a task has: run indices found in both arms, matched as {@link forEachPair} matches them. */
function pairsOf(t: TaskRuns): number {
	const c = inOrder(t.control);
	const tr = inOrder(t.treatment);
	let i = 0;
	let m = 0;
	for (const r of tr) {
		while (i < c.length && c[i]!.run < r.run) i++;
		if (i < c.length && c[i]!.run === r.run) m++;
	}
	return m;
}

// loops rather than map/reduce: these run once or more per task, and a million tasks is a real table
const armSum = (t: TaskRuns, arm: 'control' | 'treatment'): number => {
	let s = 0;
	for (const r of t[arm]) s += r.success;
	return s;
};
const armMean = (t: TaskRuns, arm: 'control' | 'treatment'): number => armSum(t, arm) / t[arm].length;

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
	const values = new Float64Array(table.tasks.length);
	table.tasks.forEach((t, i) => (values[i] = armMean(t, 'treatment') - armMean(t, 'control')));
	const perTask = new TaskDifferences(table.tasks, values);
	const d = Array.from(values);
	const n = d.length;
	const estimate = mean(d);
	const sd = n < 2 ? null : Math.sqrt(sampleVariance(d));
	const se = sd === null ? null : sd / Math.sqrt(n);
	const treated = table.tasks.map((t) => armMean(t, 'treatment'));
	const control = table.tasks.map((t) => armMean(t, 'control'));
	const rate = (xs: number[]): ArmRate => {
		const m = mean(xs);
		return { mean: m, interval: wilsonInterval(Math.min(1, Math.max(0, m)), n, alpha) };
	};
	const oneRun = table.tasks.every((t) => t.control.length === 1 && t.treatment.length === 1);
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

/** Paired discordance: gains and regressions over pairs. */
export interface Discordance {
	pairs: number;
	/** Pairs with treated > control (binary: control 0, treated 1). */
	gains: number;
	/** Pairs with treated < control (binary: control 1, treated 0). */
	regressions: number;
	ties: number;
	/** gains / pairs (null without pairs). */
	pPlus: number | null;
	/** regressions / pairs (null without pairs). */
	pMinus: number | null;
	/** p+ − p−. */
	difference: number | null;
	/** Mean over pairs of (treated − control). */
	meanPairedDifference: number | null;
	/** For binary success p+ − p− equals the mean paired difference exactly; not applicable to rewards. */
	identity: { applies: boolean; holds: boolean | null };
	assumption: string;
}

/** Counts gains and regressions over all pairs (pooled across tasks) and checks p+ − p− = mean paired difference. */
export function pairedDiscordance(table: RunTable): Discordance {
	let n = 0;
	let gains = 0;
	let regressions = 0;
	let sum = 0;
	forEachPair(table, (c, tr) => {
		n++;
		if (tr.success > c.success) gains++;
		else if (tr.success < c.success) regressions++;
		sum += tr.success - c.success;
	});
	const pPlus = n ? gains / n : null;
	const pMinus = n ? regressions / n : null;
	const difference = n ? (gains - regressions) / n : null;
	const meanPairedDifference = n ? sum / n : null;
	const applies = table.outcome === 'binary';
	return {
		pairs: n,
		gains,
		regressions,
		ties: n - gains - regressions,
		pPlus,
		pMinus,
		difference,
		meanPairedDifference,
		identity: {
			applies,
			holds: applies && difference !== null && meanPairedDifference !== null ? Math.abs(difference - meanPairedDifference) <= IDENTITY_TOLERANCE : null,
		},
		assumption:
			'runs paired by run index within a task; the shares are frequencies of flips under this protocol, its coupling and its number of runs, pooled over pairs (tasks with more pairs weigh more)',
	};
}

/** The trigger split of the paired mean (the review's Eq. 3). */
export interface TriggerDecomposition {
	/** Treated runs and how many triggered. */
	treatedRuns: number;
	triggeredRuns: number;
	/** π: share of treated runs with triggered = 1. */
	rate: number;
	/** Pairs, triggered pairs, and π over paired treated runs (the weight in the identity). */
	pairs: number;
	triggeredPairs: number;
	rateInPairs: number | null;
	/** Mean paired difference over pairs whose treated run triggered; null when there are none (π = 0). */
	dPair: number | null;
	/** Mean paired difference over the other pairs; null when there are none (π = 1). */
	dSkip: number | null;
	/** Mean paired difference over all pairs. */
	tauPair: number | null;
	/** τ_pair against π·D_pair + (1 − π)·D_skip, a term with zero weight counting as 0. */
	identity: { lhs: number | null; rhs: number | null; holds: boolean | null };
	/** Why a component is undefined, when one is. */
	notes: string[];
	assumption: string;
}

/** Splits the paired mean by the treated run's trigger; null when the table has no trigger column. */
export function triggerDecomposition(table: RunTable): TriggerDecomposition | null {
	if (!table.hasTrigger) return null;
	let treatedRuns = 0;
	let triggeredRuns = 0;
	for (const t of table.tasks) {
		treatedRuns += t.treatment.length;
		for (const r of t.treatment) if (r.triggered === true) triggeredRuns++;
	}
	// pairs, and the sum of their differences, with the treated run triggered or not
	const on = { n: 0, sum: 0 };
	const off = { n: 0, sum: 0 };
	forEachPair(table, (c, tr) => {
		const side = tr.triggered === true ? on : off;
		side.n++;
		side.sum += tr.success - c.success;
	});
	const pairs = on.n + off.n;
	const diffMean = (ps: { n: number; sum: number }) => (ps.n ? ps.sum / ps.n : null);
	const dPair = diffMean(on);
	const dSkip = diffMean(off);
	// over all pairs in table order, as the other paired numbers are summed
	let all = 0;
	forEachPair(table, (c, tr) => (all += tr.success - c.success));
	const tauPair = pairs ? all / pairs : null;
	const rateInPairs = pairs ? on.n / pairs : null;
	let rhs: number | null = null;
	if (rateInPairs !== null) rhs = (dPair === null ? 0 : rateInPairs * dPair) + (dSkip === null ? 0 : (1 - rateInPairs) * dSkip);
	const notes: string[] = [];
	if (pairs === 0) notes.push('there are no pairs, so no paired contrast is defined');
	else {
		if (dPair === null) notes.push('no paired treated run triggered (π = 0), so D_pair is undefined');
		if (dSkip === null) notes.push('every paired treated run triggered (π = 1), so D_skip is undefined');
	}
	return {
		treatedRuns,
		triggeredRuns,
		rate: treatedRuns ? triggeredRuns / treatedRuns : 0,
		pairs,
		triggeredPairs: on.n,
		rateInPairs,
		dPair,
		dSkip,
		tauPair,
		identity: { lhs: tauPair, rhs, holds: tauPair !== null && rhs !== null ? Math.abs(tauPair - rhs) <= IDENTITY_TOLERANCE : null },
		notes,
		assumption:
			'the trigger is an event inside the treated run, recorded after treatment; D_pair and D_skip are paired contrasts under this protocol and coupling, and they contain within-task selection, so neither is the effect of invoking the component',
	};
}

/** Regression rates expected with no effect, beside the observed one. */
export interface NoiseFloor {
	/** Binary success only. */
	applies: boolean;
	/**
	 * Mean over pairs (each task weighted by its number of pairs, as p− is) of s(N − s)/(N(N − 1)),
	 * s the task's successes in its N runs of both arms: unbiased for μ(1 − μ) under no effect.
	 * Null without pairs.
	 */
	pooled: number | null;
	/** Eq. 4 with the per-task plug-in rates, p0(1 − p1), weighted by pairs in the same way; null without pairs. */
	eq4: number | null;
	/** The observed regression share p−. */
	observed: number | null;
	/** How the tasks are weighted: by their pairs, because p− counts pairs. */
	weighting: string;
	reason: string | null;
	assumption: string;
}

/**
 * Noise floor for the regression share: what independent runs would show with no effect, and Eq. 4.
 * p− pools pairs over tasks, so its expectation is the pair-weighted mean over tasks of each task's
 * regression probability; both baselines here are weighted the same way (a task with no pairs adds
 * nothing to p− and nothing to them).
 */
export function noiseFloor(table: RunTable): NoiseFloor {
	const observed = pairedDiscordance(table).pMinus;
	const assumption =
		'each pair is two independent runs given the task; under that coupling regressions occur even when the two arms have equal success probabilities';
	const weighting = 'each task weighted by its number of pairs, as in p− (a task with more pairs weighs more); tasks without a pair add nothing';
	if (table.outcome !== 'binary') {
		return { applies: false, pooled: null, eq4: null, observed, weighting, reason: 'defined for binary success only; the table has rewards', assumption };
	}
	let weight = 0;
	let pooledSum = 0;
	let eq4Sum = 0;
	for (const t of table.tasks) {
		const m = pairsOf(t);
		if (m === 0) continue;
		// q(1 − q) is biased low by the factor 1 − 1/N (N runs of the task in both arms); s(N − s)/(N(N − 1)) is unbiased for μ(1 − μ).
		// A task with a pair has N ≥ 2.
		const N = t.control.length + t.treatment.length;
		const s = armSum(t, 'control') + armSum(t, 'treatment');
		weight += m;
		pooledSum += (m * s * (N - s)) / (N * (N - 1));
		eq4Sum += m * armMean(t, 'control') * (1 - armMean(t, 'treatment'));
	}
	if (weight === 0)
		return {
			applies: true,
			pooled: null,
			eq4: null,
			observed,
			weighting,
			reason: 'there are no pairs, so there is no regression share to compare with',
			assumption,
		};
	return { applies: true, pooled: pooledSum / weight, eq4: eq4Sum / weight, observed, weighting, reason: null, assumption };
}

/** Confidently and possibly degraded shares from simultaneous per-task intervals. */
export interface Degradation {
	epsilon: number;
	alpha: number;
	/** α/n, the level of each interval is 1 − α/n (Bonferroni). */
	perTaskAlpha: number;
	/** Every task's interval, in table order. */
	tasks: TaskIntervals;
	/** Share with U_x < −ε (null when refused). */
	confidentlyDegraded: { count: number; share: number } | null;
	/**
	 * Share with L_x < −ε (null when refused): every task whose interval reaches below the margin,
	 * including those not marked possibly degraded because their runs show no decline, since only
	 * this count bounds the degraded share when all intervals cover.
	 */
	possiblyDegraded: { count: number; share: number } | null;
	/** Tasks counted in the possibly degraded share whose own runs show no decline (treated mean not below control mean). */
	possibleWithoutDecline: number;
	/** True when no task could be shown degraded whatever its data. */
	refused: boolean;
	/** The refusal, in words. */
	refusal: string | null;
	/** Tasks whose run counts could never give U_x < −ε. */
	tasksTooFewRuns: number;
	/** Smallest equal number of runs per arm for which the most extreme data give U_x < −ε (null if none, e.g. ε ≥ 1). */
	runsNeeded: number | null;
	method: string;
	assumption: string;
}

/**
 * The interval of one arm's mean at the per-arm level that makes a task's two arms cover together
 * with probability at least 1 − α/n: Clopper–Pearson for binary success, Hoeffding for rewards.
 * Clopper–Pearson bounds depend only on (successes, runs), so each pair is computed once.
 */
export function armIntervals(outcome: 'binary' | 'reward', perTaskAlpha: number): (sum: number, runs: number) => Interval {
	const a = perArmAlpha(perTaskAlpha);
	if (outcome === 'reward') return (sum, runs) => hoeffdingInterval(sum, runs, a);
	const cache = new Map<number, Interval>();
	return (sum, runs) => {
		const key = sum * 4_294_967_296 + runs;
		let i = cache.get(key);
		if (i === undefined) cache.set(key, (i = clopperPearsonInterval(sum, runs, a)));
		return i;
	};
}

/** One task's interval for μ1 − μ0 from its two arms' intervals: [l1 − u0, u1 − l0]. */
function taskBounds(arm: (sum: number, runs: number) => Interval, t: TaskRuns): Interval {
	const i1 = arm(armSum(t, 'treatment'), t.treatment.length);
	const i0 = arm(armSum(t, 'control'), t.control.length);
	return { lower: i1.lower - i0.upper, upper: i1.upper - i0.lower };
}

/** The upper bound on μ1 − μ0 from the most extreme data: every treated run fails, every control run succeeds. */
function extremeUpper(arm: (sum: number, runs: number) => Interval, n1: number, n0: number): number {
	return arm(0, n1).upper - arm(n0, n0).lower;
}

/**
 * The smallest k such that, with k runs in each arm, the most extreme data (treated all 0,
 * control all 1) give an upper bound below −ε at per-task level 1 − α/n. Null when no k up to
 * 10^6 does (always so for ε ≥ 1).
 */
export function runsNeededToShowDegradation(epsilon: number, alpha: number, tasks: number, outcome: 'binary' | 'reward' = 'binary'): number | null {
	if (epsilon >= 1) return null;
	const arm = armIntervals(outcome, alpha / Math.max(1, tasks));
	const ok = (k: number) => extremeUpper(arm, k, k) < -epsilon;
	let hi = 1;
	while (!ok(hi)) {
		hi *= 2;
		if (hi > 1_000_000) return null;
	}
	let lo = Math.floor(hi / 2); // ok(lo) is false unless hi = 1
	if (hi === 1) return 1;
	while (hi - lo > 1) {
		const mid = Math.floor((lo + hi) / 2);
		if (ok(mid)) hi = mid;
		else lo = mid;
	}
	return hi;
}

/**
 * Per-task intervals for μ1(x) − μ0(x), each covering with probability at least 1 − α/n, so that
 * all n hold together with probability at least 1 − α (Bonferroni), and the confidently (U_x < −ε)
 * and possibly (L_x < −ε) degraded shares. Refuses when no task's run counts allow U_x < −ε.
 *
 * Why not Newcombe's score interval, as before: at levels like 1 − α/n its coverage falls far below
 * nominal near the ends (exact enumeration with 5 runs per arm finds a miss probability near 0.09
 * against a budget of 2.5e-4), so the simultaneous statement did not hold. Each arm now gets an
 * interval with guaranteed coverage at level √(1 − α/n) — Clopper–Pearson for binary success,
 * Hoeffding for rewards in [0, 1] — and the two arms, independent, cover together with probability
 * at least 1 − α/n; the difference then lies in [l1 − u0, u1 − l0]. The price is width: it is
 * conservative, never anti-conservative.
 */
export function degradationIntervals(table: RunTable, epsilon: number, alpha: number): Degradation {
	const n = table.tasks.length;
	const a = alpha / n;
	const arm = armIntervals(table.outcome, a);
	let tooFew = 0;
	let confident = 0;
	let possible = 0;
	let possibleWithoutDecline = 0;
	const ks = new Set<number>();
	const tasks = new TaskIntervals(table.tasks);
	table.tasks.forEach((t, i) => {
		const n1 = t.treatment.length;
		const n0 = t.control.length;
		const controlMean = armMean(t, 'control');
		const treatedMean = armMean(t, 'treatment');
		const { lower, upper } = taskBounds(arm, t);
		const canBeShownDegraded = extremeUpper(arm, n1, n0) < -epsilon;
		if (!canBeShownDegraded) tooFew++;
		if (upper < -epsilon) confident++;
		const estimate = treatedMean - controlMean;
		const reachesBelowMargin = lower < -epsilon;
		if (reachesBelowMargin) possible++;
		if (reachesBelowMargin && !isPossiblyDegraded({ lower, estimate }, epsilon)) possibleWithoutDecline++;
		ks.add(n0).add(n1);
		tasks.set(i, {
			nControl: n0,
			nTreatment: n1,
			controlMean,
			treatedMean,
			lower,
			upper,
			confidentlyDegraded: isConfidentlyDegraded({ upper }, epsilon),
			possiblyDegraded: isPossiblyDegraded({ lower, estimate }, epsilon),
			reachesBelowMargin,
			canBeShownDegraded,
		});
	});
	const runsNeeded = runsNeededToShowDegradation(epsilon, alpha, n, table.outcome);
	const refused = tooFew === n;
	const kText = ks.size === 1 ? `${[...ks][0]} run${[...ks][0] === 1 ? '' : 's'} per arm` : 'these numbers of runs per arm';
	const need = runsNeeded === null ? 'no number of runs per arm suffices at this margin' : `at least ${runsNeeded} runs per arm would be needed`;
	const count = (c: number) => ({ count: c, share: c / n });
	return {
		epsilon,
		alpha,
		perTaskAlpha: a,
		tasks,
		confidentlyDegraded: refused ? null : count(confident),
		possiblyDegraded: refused ? null : count(possible),
		possibleWithoutDecline,
		refused,
		refusal: refused
			? `no task can be shown degraded with ${kText} at α = ${alpha} over n = ${n} tasks and margin ε = ${epsilon}: even all-failure treated runs against all-success control runs leave U_x ≥ −ε; ${need}`
			: null,
		tasksTooFewRuns: tooFew,
		runsNeeded,
		method: `${table.outcome === 'binary' ? 'Clopper–Pearson' : 'Hoeffding'} interval for each arm at level √(1 − α/n), combined as [l1 − u0, u1 − l0], so each task's interval for μ1 − μ0 covers with probability at least 1 − α/n = 1 − ${alpha}/${n} (Bonferroni over n = ${n} tasks)`,
		assumption: `runs within each arm of a task are independent draws with a common ${table.outcome === 'binary' ? 'success probability' : 'mean reward in [0, 1]'}, and the two arms are independent; the shares bound the degraded share of these n tasks when all intervals cover, which they do together with probability at least 1 − α`,
	};
}

/**
 * Under no effect the N runs of a task are exchangeable: given its s successes, the treated arm's
 * n1 runs hold a hypergeometric number of them. The probability that the treated sample mean is
 * then below the control mean, exactly; unbiased for the no-effect share, where plugging the pooled
 * rate into two binomials is not (it ignores that the rate was estimated from these same runs).
 */
export function naiveDegradationGivenTotal(successes: number, n0: number, n1: number): number {
	const N = n0 + n1;
	let total = 0;
	for (let x1 = Math.max(0, successes - n0); x1 <= Math.min(n1, successes); x1++) {
		if (x1 * n0 < (successes - x1) * n1) total += hypergeometricPmf(x1, N, successes, n1);
	}
	return total;
}

/** The naive plug-in degradation share against what it would be with no effect at all. */
export interface PlugInBias {
	/** Share of tasks whose treated sample mean is below the control sample mean. */
	observedShare: number;
	observedCount: number;
	/**
	 * Expected value of that share if the arms did not differ: mean over tasks of the exact
	 * probability given each task's total successes and run counts (hypergeometric; binary success only).
	 */
	expectedWithNoEffect: number | null;
	assumption: string;
}

/** Observed naive degradation share and its expectation under no effect (see {@link PlugInBias}). */
export function plugInBias(table: RunTable): PlugInBias {
	// by run counts (both below 2^26: the reader's size limit allows far fewer runs), then by successes
	const naive = new Map<number, Map<number, number>>();
	const below = table.tasks.filter((t) => armMean(t, 'treatment') < armMean(t, 'control')).length;
	const expected =
		table.outcome === 'binary'
			? mean(
					table.tasks.map((t) => {
						// the probability depends only on (successes, runs per arm): computed once per distinct triple
						const s = armSum(t, 'control') + armSum(t, 'treatment');
						const runs = t.control.length * 67_108_864 + t.treatment.length;
						let bySuccesses = naive.get(runs);
						if (!bySuccesses) naive.set(runs, (bySuccesses = new Map()));
						let p = bySuccesses.get(s);
						if (p === undefined) bySuccesses.set(s, (p = naiveDegradationGivenTotal(s, t.control.length, t.treatment.length)));
						return p;
					}),
				)
			: null;
	return {
		observedShare: below / table.tasks.length,
		observedCount: below,
		expectedWithNoEffect: expected,
		assumption:
			'with no effect the runs of a task are exchangeable between arms, so given its total successes the treated runs hold a hypergeometric share of them; this is the share a naive count would report when nothing changed. The share counts tasks, so it and its no-effect value weight every task equally, whatever its number of runs',
	};
}

/** One arm's mean cost and success, a point for a cost–success frontier. */
export interface FrontierPoint {
	arm: string;
	role: 'control' | 'treatment';
	/** Mean over tasks of the task's mean cost (over its runs with a value). */
	cost: number;
	/** Mean over the same tasks of the task's mean success over the same runs. */
	success: number;
	/** Runs with a value in this cost column. */
	runs: number;
	/** Runs of this arm without a value in this column (left out of both axes). */
	missing: number;
}

/** A task-level paired t interval for a mean difference, or why there is none. */
export interface PairedDifference {
	/** Mean over tasks of the per-task difference, treated − control. */
	estimate: number;
	/** Two-sided 1 − α interval, mean ± t(T − 1, 1 − α/2)·sd/√T; null with fewer than two tasks or no spread. */
	interval: Interval | null;
	/** Sample standard deviation of the per-task differences (null with one task). */
	sd: number | null;
	/** `higher` or `lower` when the interval lies above or below 0; else `not distinguishable`. */
	reading: 'higher' | 'lower' | 'not distinguishable';
	/** Why there is no interval, or null. */
	reason: string | null;
}

/** Cost per unit of extra success with its interval, or why it has none. */
export interface CostPerExtraSuccess {
	/** Mean cost difference over mean success difference; null unless the success interval lies above 0. */
	estimate: number | null;
	/** Fieller interval at level 1 − α; null whenever the estimate is. */
	interval: Interval | null;
	/** `bounded`, or why not: the success difference's interval includes 0 (`unbounded`), lies below 0, or is missing. */
	status: 'bounded' | 'unbounded' | 'no extra success' | 'no interval';
	/** The status in words. */
	note: string;
	method: string;
}

/** Per-arm means of one cost column and the comparison of the two points. */
export interface CostComparison {
	column: CostColumn;
	points: [FrontierPoint, FrontierPoint];
	/** Tasks with a value in both arms: the tasks both points average over. */
	tasks: number;
	/** treated − control mean cost. */
	difference: number;
	/** Paired over tasks: the cost difference and the success difference (over the runs with a value), each with its interval. */
	costDifference: PairedDifference | null;
	successDifference: PairedDifference | null;
	/**
	 * What the two intervals support: `treatment` or `control` dominates (better on both axes, each
	 * interval excluding 0 in that direction), `trade-off` (one arm is distinguishably better on one
	 * axis and worse on the other), or `not distinguishable`; null when refused.
	 */
	dominance: 'treatment' | 'control' | 'trade-off' | 'not distinguishable' | null;
	/** Extra cost per unit of extra success, with a Fieller interval; null when refused. */
	costPerExtraSuccess: CostPerExtraSuccess | null;
	/** Why no verdict is given (a result that is not a finite number), or null. */
	refused: string | null;
}

/** Cost per arm for every cost column present. */
export interface Budget {
	/** Mean over tasks of each arm's per-task mean success: the two terms of the total effect. */
	success: { control: number; treatment: number };
	columns: CostComparison[];
	alpha: number;
	/** How the intervals and verdicts are made. */
	method: string;
	assumption: string;
}

/** Mean and sample covariance matrix of paired values, in two passes (no large sums of squares). */
function meanAndCovariance(xs: readonly number[], ys: readonly number[]): { mx: number; my: number; vxx: number; vyy: number; vxy: number } {
	const n = xs.length;
	const mx = runningMean(xs);
	const my = runningMean(ys);
	let vxx = 0;
	let vyy = 0;
	let vxy = 0;
	for (let i = 0; i < n; i++) {
		const dx = xs[i]! - mx;
		const dy = ys[i]! - my;
		vxx += (dx * dx - vxx) / (i + 1);
		vyy += (dy * dy - vyy) / (i + 1);
		vxy += (dx * dy - vxy) / (i + 1);
	}
	// running means of the products, turned into the n − 1 denominator
	const k = n / (n - 1);
	return { mx, my, vxx: vxx * k, vyy: vyy * k, vxy: vxy * k };
}

/** The paired t interval for a mean difference over tasks (see {@link PairedDifference}). */
function pairedDifference(estimate: number, variance: number, n: number, t: number, what: string): PairedDifference {
	const none = (reason: string): PairedDifference => ({
		estimate,
		interval: null,
		sd: n < 2 ? null : Math.sqrt(variance),
		reading: 'not distinguishable',
		reason,
	});
	if (n < 2) return none('one task: a task-level interval needs at least two');
	if (!Number.isFinite(variance)) return none(`the spread of the ${what} differences is not a finite number`);
	if (variance === 0) return none(`every task has the same ${what} difference, so a t interval has zero width and says nothing about its uncertainty`);
	const sd = Math.sqrt(variance);
	const half = (t * sd) / Math.sqrt(n);
	const interval = { lower: estimate - half, upper: estimate + half };
	return { estimate, interval, sd, reading: interval.lower > 0 ? 'higher' : interval.upper < 0 ? 'lower' : 'not distinguishable', reason: null };
}

const FIELLER_METHOD =
	'Fieller interval for (mean cost difference)/(mean success difference) over tasks: the values R with (d̄c − R·d̄s)² ≤ t²·(s_cc − 2R·s_cs + R²·s_ss)/T, where s are the sample (co)variances of the per-task differences and t = t(T − 1, 1 − α/2); it is a finite interval exactly when the t interval for the success difference excludes 0';

/**
 * Cost per extra success, R = d̄c/d̄s, with the Fieller interval (see FIELLER_METHOD). Only when the
 * success difference's interval lies above 0: otherwise the extra success may be nil and the set of R
 * that the data allow is unbounded, which is said in words rather than given as a number.
 */
function costPerExtraSuccess(
	success: PairedDifference,
	m: { mx: number; my: number; vxx: number; vyy: number; vxy: number },
	n: number,
	t: number,
): CostPerExtraSuccess {
	const method = FIELLER_METHOD;
	const missing = (status: CostPerExtraSuccess['status'], note: string): CostPerExtraSuccess => ({ estimate: null, interval: null, status, note, method });
	if (success.interval === null) return missing('no interval', `undefined: there is no interval on the success difference (${success.reason})`);
	if (success.reading === 'lower')
		return missing('no extra success', 'undefined: the treated arm succeeds less (the success interval lies below 0), so there is no extra success to price');
	if (success.reading !== 'higher')
		return missing(
			'unbounded',
			'unbounded: the interval on the success difference includes 0, so the extra success may be nil and no finite cost per extra success is supported',
		);
	// x: success differences, y: cost differences; the quadratic a·R² − 2b·R + c ≤ 0
	const q = (t * t) / n;
	const a = m.mx * m.mx - q * m.vxx;
	const b = m.mx * m.my - q * m.vxy;
	const c = m.my * m.my - q * m.vyy;
	const disc = b * b - a * c;
	// a > 0 because the success interval excludes 0; disc ≥ 0 because the estimate satisfies the inequality
	const root = Math.sqrt(Math.max(0, disc));
	const interval = { lower: (b - root) / a, upper: (b + root) / a };
	const estimate = m.my / m.mx;
	if (![a, interval.lower, interval.upper, estimate].every(Number.isFinite) || a <= 0)
		return missing('no interval', 'undefined: the cost and success differences are too large to combine as finite numbers');
	return { estimate, interval, status: 'bounded', note: 'bounded: the success interval lies above 0', method };
}

/** The verdict the two axis readings support (see {@link CostComparison.dominance}). */
function verdictOf(success: PairedDifference['reading'], cost: PairedDifference['reading']): NonNullable<CostComparison['dominance']> {
	if (success === 'higher' && cost === 'lower') return 'treatment';
	if (success === 'lower' && cost === 'higher') return 'control';
	if ((success === 'higher' && cost === 'higher') || (success === 'lower' && cost === 'lower')) return 'trade-off';
	return 'not distinguishable';
}

/** Mean of finite numbers without overflow in the sum: a running mean. */
function runningMean(values: readonly number[]): number {
	let m = 0;
	values.forEach((v, i) => {
		m += (v - m) / (i + 1);
	});
	return values.length === 0 ? Number.NaN : m;
}

/**
 * Mean cost and success per arm, both averaged per task first, as the total effect is: a task
 * with more runs does not weigh more, so the success difference here has the total effect's value
 * (and sign) whenever every run has a cost. For each cost column, both axes use the same runs (those
 * with a value) and the same tasks (those with a value in both arms); runs without a value are
 * counted and reported. A result that is not a finite number is refused, never turned into a verdict.
 * The verdict (which arm dominates, or a trade-off) comes from paired task-level t intervals on the
 * success and cost differences at level 1 − α, never from the points alone: an axis counts only when
 * its interval excludes 0. Cost per extra success gets a Fieller interval (see FIELLER_METHOD).
 */
export function budget(table: RunTable, alpha: number): Budget {
	const perTask = (arm: 'control' | 'treatment') => runningMean(table.tasks.map((t) => armMean(t, arm)));
	const success = { control: perTask('control'), treatment: perTask('treatment') };
	const names = { control: table.control, treatment: table.treatment };
	const columns: CostComparison[] = [];
	for (const column of table.costColumns) {
		// one pass: per task and arm, the running means of cost and success over the runs with a value
		const acc = { control: { cost: 0, success: 0, runs: 0, all: 0 }, treatment: { cost: 0, success: 0, runs: 0, all: 0 } };
		let tasks = 0;
		// per-task paired differences over the runs with a value: success and cost, treated − control
		const ds: number[] = [];
		const dc: number[] = [];
		const taskMeans = (runs: readonly Run[]) => {
			let cost = 0;
			let success = 0;
			let k = 0;
			for (const r of runs) {
				const v = r.costs[column];
				if (v === undefined) continue;
				k++;
				cost += (v - cost) / k;
				success += (r.success - success) / k;
			}
			return { cost, success, k };
		};
		for (const task of table.tasks) {
			acc.control.all += task.control.length;
			acc.treatment.all += task.treatment.length;
			const mc = taskMeans(task.control);
			const mt = taskMeans(task.treatment);
			if (mc.k === 0 || mt.k === 0) continue;
			tasks++;
			ds.push(mt.success - mc.success);
			dc.push(mt.cost - mc.cost);
			for (const [role, m] of [
				['control', mc],
				['treatment', mt],
			] as const) {
				const a = acc[role];
				a.cost += (m.cost - a.cost) / tasks;
				a.success += (m.success - a.success) / tasks;
				a.runs += m.k;
			}
		}
		if (tasks === 0) continue;
		const point = (role: 'control' | 'treatment'): FrontierPoint => ({
			arm: names[role],
			role,
			cost: acc[role].cost,
			success: acc[role].success,
			runs: acc[role].runs,
			missing: acc[role].all - acc[role].runs,
		});
		const c = point('control');
		const t = point('treatment');
		const finite = [c.cost, t.cost, t.cost - c.cost, t.success - c.success].every(Number.isFinite);
		const refused = finite ? null : `the ${column} means are not finite numbers (values too large to average); no comparison is made`;
		if (!finite) {
			columns.push({
				column,
				points: [c, t],
				tasks,
				difference: t.cost - c.cost,
				costDifference: null,
				successDifference: null,
				dominance: null,
				costPerExtraSuccess: null,
				refused,
			});
			continue;
		}
		const m = meanAndCovariance(ds, dc);
		const tq = tasks < 2 ? Number.NaN : tQuantile(1 - alpha / 2, tasks - 1);
		const successDifference = pairedDifference(m.mx, m.vxx, tasks, tq, 'success');
		const costDifference = pairedDifference(m.my, m.vyy, tasks, tq, column);
		columns.push({
			column,
			points: [c, t],
			tasks,
			difference: t.cost - c.cost,
			costDifference,
			successDifference,
			dominance: verdictOf(successDifference.reading, costDifference.reading),
			costPerExtraSuccess: costPerExtraSuccess(successDifference, m, tasks, tq),
			refused: null,
		});
	}
	return {
		success,
		columns,
		alpha,
		method:
			'per cost column, each task with a value in both arms gives a success difference and a cost difference (treated − control, over its runs with a value); each axis gets a task-level paired t interval at 1 − α, and an axis is read as higher or lower only when its interval excludes 0. A verdict (dominates, trade-off) needs both axes read, and is wrong only if a reading it uses is wrong, which happens with probability at most α/2 per axis; otherwise the arms are not distinguishable. Cost per extra success: ' +
			FIELLER_METHOD,
		assumption:
			'tasks are independent draws, and the per-task differences close enough to normal for t intervals (with fewer than 5 tasks this cannot be checked); costs and success are averaged per task and then over tasks, over the recorded runs of each arm, with no common budget cap; the points describe spending under this protocol, not an equal-budget comparison',
	};
}

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
