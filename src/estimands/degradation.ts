// Simultaneous per-task intervals with the confidently and possibly degraded shares, and the plug-in
// bias of a naive degradation count.
import { isConfidentlyDegraded, isPossiblyDegraded } from './degraded.ts';
import type { RunTable, TaskRuns } from './runs.ts';
import { clopperPearsonInterval, hoeffdingInterval, hypergeometricPmf, perArmAlpha, type Interval } from './stats.ts';
import { TaskIntervals } from './per-task.ts';
import { armMean, armSum } from './task-runs.ts';

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
		// a small integer key for the usual counts (a Map looks those up without boxing them); the rest below 0
		const key = runs < 32_768 && sum < 32_768 ? sum * 32_768 + runs : -1 - (sum * 4_294_967_296 + runs);
		let i = cache.get(key);
		if (i === undefined) cache.set(key, (i = clopperPearsonInterval(sum, runs, a)));
		return i;
	};
}

/** One task's interval for μ1 − μ0 from its two arms' intervals: [l1 − u0, u1 − l0]. */
export function taskBounds(arm: (sum: number, runs: number) => Interval, t: TaskRuns): Interval {
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
	// run counts repeat from task to task: the extreme bound and the set of counts are updated only when they change
	let lastN1 = -1;
	let lastN0 = -1;
	let canBeShownDegraded = false;
	table.tasks.forEach((t, i) => {
		const n1 = t.treatment.length;
		const n0 = t.control.length;
		// each arm's sum once, for its mean and its interval (taskBounds, with the sums at hand)
		const s0 = armSum(t, 'control');
		const s1 = armSum(t, 'treatment');
		const controlMean = s0 / n0;
		const treatedMean = s1 / n1;
		const i1 = arm(s1, n1);
		const i0 = arm(s0, n0);
		const lower = i1.lower - i0.upper;
		const upper = i1.upper - i0.lower;
		if (n1 !== lastN1 || n0 !== lastN0) {
			canBeShownDegraded = extremeUpper(arm, n1, n0) < -epsilon;
			ks.add(n0).add(n1);
			lastN1 = n1;
			lastN0 = n0;
		}
		if (!canBeShownDegraded) tooFew++;
		if (upper < -epsilon) confident++;
		const estimate = treatedMean - controlMean;
		const reachesBelowMargin = lower < -epsilon;
		if (reachesBelowMargin) possible++;
		if (reachesBelowMargin && !isPossiblyDegraded({ lower, estimate }, epsilon)) possibleWithoutDecline++;
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
	let below = 0;
	for (const t of table.tasks) if (armMean(t, 'treatment') < armMean(t, 'control')) below++;
	let expected: number | null = null;
	if (table.outcome === 'binary') {
		// the mean over tasks (summed in table order, as mean() sums a list), with no list of a million probabilities
		let sum = 0;
		for (const t of table.tasks) {
			// the probability depends only on (successes, runs per arm): computed once per distinct triple
			const s = armSum(t, 'control') + armSum(t, 'treatment');
			const runs = t.control.length * 67_108_864 + t.treatment.length;
			let bySuccesses = naive.get(runs);
			if (!bySuccesses) naive.set(runs, (bySuccesses = new Map()));
			let p = bySuccesses.get(s);
			if (p === undefined) bySuccesses.set(s, (p = naiveDegradationGivenTotal(s, t.control.length, t.treatment.length)));
			sum += p;
		}
		expected = sum / table.tasks.length;
	}
	return {
		observedShare: below / table.tasks.length,
		observedCount: below,
		expectedWithNoEffect: expected,
		assumption:
			'with no effect the runs of a task are exchangeable between arms, so given its total successes the treated runs hold a hypergeometric share of them; this is the share a naive count would report when nothing changed. The share counts tasks, so it and its no-effect value weight every task equally, whatever its number of runs',
	};
}
