// Paired discordance (gains and regressions), the trigger split of the paired mean, and the noise floor
// the regression share is read against.
import type { RunTable } from './runs.ts';
import { IDENTITY_TOLERANCE, armMean, armSum, forEachPair, pairsOf } from './task-runs.ts';

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
