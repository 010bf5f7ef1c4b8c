// The estimand computations on a validated run table: total effect, discordance, trigger split,
// noise floor, simultaneous per-task intervals with degraded shares, plug-in bias, and budget.
import { isConfidentlyDegraded, isPossiblyDegraded } from './degraded.ts';
import type { CostColumn, OneArmTasks, Run, RunTable, TaskRuns } from './runs.ts';
import { clopperPearsonInterval, hoeffdingInterval, hypergeometricPmf, mean, perArmAlpha, sampleVariance, tQuantile, type Interval } from './stats.ts';

/** Tolerance for the floating-point checks of exact identities. */
export const IDENTITY_TOLERANCE = 1e-12;

/** A treated run and a control run of the same task with the same run index. */
export interface Pair {
	task: string;
	run: number;
	control: number;
	treated: number;
	/** The treated run's trigger, or null when the table has no trigger column. */
	triggered: boolean | null;
}

const pairCache = new WeakMap<RunTable, Pair[]>();

/**
 * Pairs the runs of each task by run index (runs without a partner are left out). Both arms are
 * sorted by run index (parseRunTable sorts them), so a merge pass pairs them without a lookup
 * table; the pairs of a table are computed once and shared by every section.
 */
export function pairRuns(table: RunTable): Pair[] {
	const cached = pairCache.get(table);
	if (cached) return cached;
	const out: Pair[] = [];
	for (const t of table.tasks) {
		const inOrder = (runs: readonly Run[]) => (runs.every((r, k) => k === 0 || runs[k - 1]!.run <= r.run) ? runs : [...runs].sort((a, b) => a.run - b.run));
		const c = inOrder(t.control);
		let i = 0;
		for (const tr of inOrder(t.treatment)) {
			while (i < c.length && c[i]!.run < tr.run) i++;
			if (i < c.length && c[i]!.run === tr.run) out.push({ task: t.task, run: tr.run, control: c[i]!.success, treated: tr.success, triggered: tr.triggered });
		}
	}
	pairCache.set(table, out);
	return out;
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
	const pairs = pairRuns(table).length;
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

/** The total (availability) effect with a task-clustered t interval. */
export interface TotalEffect {
	/** Mean over tasks of (mean treated − mean control). */
	estimate: number;
	tasks: number;
	/** Per-task differences d_i, in table order. */
	perTask: { task: string; difference: number }[];
	/** Sample standard deviation of the d_i (null with one task). */
	sd: number | null;
	/** Standard error sd/√n (null with one task). */
	se: number | null;
	/** t_{n−1, 1−α/2} (null with one task). */
	t: number | null;
	/** Two-sided 1 − α interval, or null with fewer than two tasks. */
	interval: Interval | null;
	/**
	 * With fewer than {@link FEW_TASKS} tasks, or when every task's difference is the same (the t
	 * interval then has zero width), an interval that still holds: see {@link boundInterval}.
	 */
	small: { reason: string; interval: Interval; method: string } | null;
	alpha: number;
	method: string;
	assumption: string;
}

/** Below this many tasks the report adds {@link boundInterval} to the t interval. */
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
 * Total effect: the mean over tasks of d_i = mean treated − mean control, with the interval
 * mean ± t_{n−1,1−α/2}·sd(d)/√n (clipped to [−1, 1]), which treats tasks as the independent units
 * (task-clustered).
 */
export function totalEffect(table: RunTable, alpha: number): TotalEffect {
	const perTask = table.tasks.map((t) => ({ task: t.task, difference: armMean(t, 'treatment') - armMean(t, 'control') }));
	const d = perTask.map((x) => x.difference);
	const n = d.length;
	const estimate = mean(d);
	const sdRaw = n < 2 ? null : Math.sqrt(sampleVariance(d));
	const reason =
		n < 2
			? 'one task: a task-clustered interval needs at least two'
			: sdRaw === 0
				? `every task has the same difference (${d[0]}), so the t interval has zero width and says nothing about its uncertainty`
				: n < FEW_TASKS
					? `only ${n} tasks: the t interval leans on the differences being close to normal, which so few cannot show`
					: null;
	const base = {
		small: reason === null ? null : { reason, ...boundInterval(table, alpha) },
		estimate,
		tasks: n,
		perTask,
		alpha,
		method: `task-clustered t interval: per-task differences d_i averaged over the ${n} tasks, mean ± t(n−1, 1−α/2)·sd(d)/√n, clipped to [−1, 1]`,
		assumption:
			'tasks are independent draws from the task population of interest; runs within a task may be dependent; the value is the effect of making the component available under this protocol',
	};
	if (n < 2 || sdRaw === null) return { ...base, sd: null, se: null, t: null, interval: null };
	const sd = sdRaw;
	const se = sd / Math.sqrt(n);
	const t = tQuantile(1 - alpha / 2, n - 1);
	// a difference of two means in [0, 1] lies in [−1, 1], so the interval is clipped there
	return { ...base, sd, se, t, interval: { lower: Math.max(-1, estimate - t * se), upper: Math.min(1, estimate + t * se) } };
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
	const pairs = pairRuns(table);
	const n = pairs.length;
	const gains = pairs.filter((p) => p.treated > p.control).length;
	const regressions = pairs.filter((p) => p.treated < p.control).length;
	const pPlus = n ? gains / n : null;
	const pMinus = n ? regressions / n : null;
	const difference = n ? (gains - regressions) / n : null;
	const meanPairedDifference = n ? mean(pairs.map((p) => p.treated - p.control)) : null;
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
	const treated = table.tasks.flatMap((t) => t.treatment);
	const triggeredRuns = treated.filter((r) => r.triggered === true).length;
	const pairs = pairRuns(table);
	const on = pairs.filter((p) => p.triggered === true);
	const off = pairs.filter((p) => p.triggered !== true);
	const diffMean = (ps: Pair[]) => (ps.length ? mean(ps.map((p) => p.treated - p.control)) : null);
	const dPair = diffMean(on);
	const dSkip = diffMean(off);
	const tauPair = diffMean(pairs);
	const rateInPairs = pairs.length ? on.length / pairs.length : null;
	let rhs: number | null = null;
	if (rateInPairs !== null) rhs = (dPair === null ? 0 : rateInPairs * dPair) + (dSkip === null ? 0 : (1 - rateInPairs) * dSkip);
	const notes: string[] = [];
	if (pairs.length === 0) notes.push('there are no pairs, so no paired contrast is defined');
	else {
		if (dPair === null) notes.push('no paired treated run triggered (π = 0), so D_pair is undefined');
		if (dSkip === null) notes.push('every paired treated run triggered (π = 1), so D_skip is undefined');
	}
	return {
		treatedRuns: treated.length,
		triggeredRuns,
		rate: treated.length ? triggeredRuns / treated.length : 0,
		pairs: pairs.length,
		triggeredPairs: on.length,
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
	const pairsPerTask = new Map<string, number>();
	for (const p of pairRuns(table)) pairsPerTask.set(p.task, (pairsPerTask.get(p.task) ?? 0) + 1);
	let weight = 0;
	let pooledSum = 0;
	let eq4Sum = 0;
	for (const t of table.tasks) {
		const m = pairsPerTask.get(t.task) ?? 0;
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

/** One task's simultaneous interval for μ1(x) − μ0(x). */
export interface TaskInterval {
	task: string;
	line: number;
	nControl: number;
	nTreatment: number;
	controlMean: number;
	treatedMean: number;
	estimate: number;
	lower: number;
	upper: number;
	/** U_x < −ε. */
	confidentlyDegraded: boolean;
	/** L_x < −ε and the task's own runs show a decline; never for equal arm means (see isPossiblyDegraded). */
	possiblyDegraded: boolean;
	/** L_x < −ε: the interval reaches below the margin, so the task counts in the possibly degraded share (the bound). */
	reachesBelowMargin: boolean;
	/** Whether the most extreme data possible with these run counts would give U_x < −ε. */
	canBeShownDegraded: boolean;
}

/** Confidently and possibly degraded shares from simultaneous per-task intervals. */
export interface Degradation {
	epsilon: number;
	alpha: number;
	/** α/n, the level of each interval is 1 − α/n (Bonferroni). */
	perTaskAlpha: number;
	tasks: TaskInterval[];
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
	const tasks: TaskInterval[] = table.tasks.map((t) => {
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
		return {
			task: t.task,
			line: t.line,
			nControl: n0,
			nTreatment: n1,
			controlMean,
			treatedMean,
			estimate,
			lower,
			upper,
			confidentlyDegraded: isConfidentlyDegraded({ upper }, epsilon),
			possiblyDegraded: isPossiblyDegraded({ lower, estimate }, epsilon),
			reachesBelowMargin,
			canBeShownDegraded,
		};
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
	const naive = new Map<string, number>();
	const below = table.tasks.filter((t) => armMean(t, 'treatment') < armMean(t, 'control')).length;
	const expected =
		table.outcome === 'binary'
			? mean(
					table.tasks.map((t) => {
						// the probability depends only on (successes, runs per arm): computed once per distinct triple
						const s = armSum(t, 'control') + armSum(t, 'treatment');
						const key = `${s}/${t.control.length}/${t.treatment.length}`;
						let p = naive.get(key);
						if (p === undefined) naive.set(key, (p = naiveDegradationGivenTotal(s, t.control.length, t.treatment.length)));
						return p;
					}),
				)
			: null;
	return {
		observedShare: below / table.tasks.length,
		observedCount: below,
		expectedWithNoEffect: expected,
		assumption:
			'with no effect the runs of a task are exchangeable between arms, so given its total successes the treated runs hold a hypergeometric share of them; this is the share a naive count would report when nothing changed',
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

/** Per-arm means of one cost column and the comparison of the two points. */
export interface CostComparison {
	column: CostColumn;
	points: [FrontierPoint, FrontierPoint];
	/** Tasks with a value in both arms: the tasks both points average over. */
	tasks: number;
	/** treated − control mean cost. */
	difference: number;
	/** Which arm is at least as good on both axes and better on one, or `trade-off`, or `equal`; null when refused. */
	dominance: 'treatment' | 'control' | 'trade-off' | 'equal' | null;
	/** Extra cost per unit of extra success when the treated arm costs more and succeeds more. */
	costPerExtraSuccess: number | null;
	/** Why no verdict is given (a result that is not a finite number), or null. */
	refused: string | null;
}

/** Cost per arm for every cost column present. */
export interface Budget {
	/** Mean over tasks of each arm's per-task mean success: the two terms of the total effect. */
	success: { control: number; treatment: number };
	columns: CostComparison[];
	assumption: string;
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
 */
export function budget(table: RunTable): Budget {
	const perTask = (arm: 'control' | 'treatment') => runningMean(table.tasks.map((t) => armMean(t, arm)));
	const success = { control: perTask('control'), treatment: perTask('treatment') };
	const names = { control: table.control, treatment: table.treatment };
	const columns: CostComparison[] = [];
	for (const column of table.costColumns) {
		// one pass: per task and arm, the running means of cost and success over the runs with a value
		const acc = { control: { cost: 0, success: 0, runs: 0, all: 0 }, treatment: { cost: 0, success: 0, runs: 0, all: 0 } };
		let tasks = 0;
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
		const dc = t.cost - c.cost;
		const ds = t.success - c.success;
		const finite = [c.cost, t.cost, dc, ds].every(Number.isFinite);
		let dominance: CostComparison['dominance'] = null;
		if (finite) {
			if (dc === 0 && ds === 0) dominance = 'equal';
			else if (dc <= 0 && ds >= 0) dominance = 'treatment';
			else if (dc >= 0 && ds <= 0) dominance = 'control';
			else dominance = 'trade-off';
		}
		const perSuccess = finite && dc > 0 && ds > 0 ? dc / ds : null;
		columns.push({
			column,
			points: [c, t],
			tasks,
			difference: dc,
			dominance,
			costPerExtraSuccess: perSuccess !== null && Number.isFinite(perSuccess) ? perSuccess : null,
			refused: finite ? null : `the ${column} means are not finite numbers (values too large to average); no comparison is made`,
		});
	}
	return {
		success,
		columns,
		assumption:
			'costs and success are averaged per task and then over tasks, over the recorded runs of each arm, with no common budget cap; the points describe spending under this protocol, not an equal-budget comparison',
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
		budget: budget(table),
	};
}
