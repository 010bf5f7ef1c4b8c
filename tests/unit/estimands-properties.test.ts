/**
 * Estimand toolkit, randomised checks with seeded generators: the trigger decomposition and the
 * discordance identity on many random tables, and the coverage of the degraded-share bounds in
 * simulations with known per-task success probabilities.
 */
import { describe, expect, it } from 'vitest';
import { degradationIntervals, pairedDiscordance, triggerDecomposition } from '../../src/estimands/estimands.ts';
import type { Run, RunTable } from '../../src/estimands/runs.ts';
import { prng } from '../../src/lib/prng.ts';

const run = (i: number, success: number, triggered: boolean | null): Run => ({ run: i, success, triggered, costs: {} });

/** A random table: 1–15 tasks, 1–6 run indices per task, some runs dropped from one arm, binary or reward success. */
function randomTable(rand: () => number): RunTable {
	const binary = rand() < 0.7;
	// trigger propensity per table, including the edge cases π = 0 and π = 1
	const r = rand();
	const pTrig = r < 0.1 ? 0 : r < 0.2 ? 1 : rand();
	const outcome = () => (binary ? (rand() < 0.5 ? 1 : 0) : Math.round(rand() * 100) / 100);
	const tasks = Array.from({ length: 1 + Math.floor(rand() * 15) }, (_, ti) => {
		const k = 1 + Math.floor(rand() * 6);
		const control: Run[] = [];
		const treatment: Run[] = [];
		for (let i = 1; i <= k; i++) {
			if (rand() > 0.1) control.push(run(i, outcome(), null));
			if (rand() > 0.1) treatment.push(run(i, outcome(), rand() < pTrig));
		}
		if (control.length === 0) control.push(run(k + 1, outcome(), null));
		if (treatment.length === 0) treatment.push(run(k + 2, outcome(), rand() < pTrig));
		return { task: `t${ti}`, line: ti + 2, control, treatment };
	});
	return { control: 'control', treatment: 'treatment', outcome: binary ? 'binary' : 'reward', hasTrigger: true, costColumns: [], tasks };
}

describe('decomposition identities on random tables', () => {
	it('τ_pair = π·D_pair + (1 − π)·D_skip, and p+ − p− = mean paired difference for binary success', () => {
		const rand = prng(20260101);
		let checked = 0;
		let piZero = 0;
		let piOne = 0;
		for (let s = 0; s < 2000; s++) {
			const t = randomTable(rand);
			// independent recomputation of the paired quantities
			const pairs: { d: number; trig: boolean }[] = [];
			for (const task of t.tasks)
				for (const tr of task.treatment) {
					const c = task.control.find((x) => x.run === tr.run);
					if (c) pairs.push({ d: tr.success - c.success, trig: tr.triggered === true });
				}
			const dec = triggerDecomposition(t)!;
			const disc = pairedDiscordance(t);
			expect(dec.pairs).toBe(pairs.length);
			expect(disc.pairs).toBe(pairs.length);
			if (pairs.length === 0) {
				expect(dec.identity.holds).toBeNull();
				continue;
			}
			const avg = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
			const on = pairs.filter((p) => p.trig).map((p) => p.d);
			const off = pairs.filter((p) => !p.trig).map((p) => p.d);
			const pi = on.length / pairs.length;
			expect(dec.rateInPairs).toBe(pi);
			expect(dec.tauPair).toBeCloseTo(avg(pairs.map((p) => p.d)), 12);
			if (on.length === 0) {
				piZero++;
				expect(dec.dPair).toBeNull();
			} else expect(dec.dPair).toBeCloseTo(avg(on), 12);
			if (off.length === 0) {
				piOne++;
				expect(dec.dSkip).toBeNull();
			} else expect(dec.dSkip).toBeCloseTo(avg(off), 12);
			const rhs = (on.length ? pi * avg(on) : 0) + (off.length ? (1 - pi) * avg(off) : 0);
			expect(Math.abs(dec.tauPair! - rhs)).toBeLessThan(1e-12);
			expect(dec.identity.holds).toBe(true);
			// discordance
			expect(disc.gains + disc.regressions + disc.ties).toBe(pairs.length);
			expect(disc.gains).toBe(pairs.filter((p) => p.d > 0).length);
			expect(disc.regressions).toBe(pairs.filter((p) => p.d < 0).length);
			if (t.outcome === 'binary') {
				expect(disc.identity.holds).toBe(true);
				expect(Math.abs(disc.difference! - avg(pairs.map((p) => p.d)))).toBeLessThan(1e-12);
			} else expect(disc.identity.holds).toBeNull();
			checked++;
		}
		expect(checked).toBeGreaterThan(1900);
		// the edge cases were exercised
		expect(piZero).toBeGreaterThan(50);
		expect(piOne).toBeGreaterThan(50);
	});
});

describe('simultaneous intervals bound the true degraded share', () => {
	it('confidently ≤ true ≤ possibly in at least 1 − α of simulations, with power to detect degradation', () => {
		const rand = prng(7);
		const alpha = 0.05;
		const epsilon = 0.05;
		// Clopper–Pearson at level √(1 − α/n) is conservative: enough runs that the clearly degraded tasks can be found
		const k = 120;
		// [p0, p1] per task: clearly degraded, degraded near the margin, just inside the margin (not degraded), null, improved, extremes
		const truth: [number, number][] = [
			[0.8, 0.4],
			[0.7, 0.3],
			[0.9, 0.5],
			[0.6, 0.2],
			[0.95, 0.6],
			[0.6, 0.5],
			[0.5, 0.4],
			[0.56, 0.5],
			[0.5, 0.46],
			[0.5, 0.5],
			[0.2, 0.2],
			[0.9, 0.9],
			[0.05, 0.05],
			[0.99, 0.99],
			[0.3, 0.6],
			[0.4, 0.9],
			[0.1, 0.3],
			[0.0, 0.0],
			[1.0, 1.0],
			[0.5, 0.45],
		];
		const n = truth.length;
		const trueShare = truth.filter(([p0, p1]) => p1 - p0 < -epsilon).length / n;
		expect(trueShare).toBe(8 / 20);
		const sims = 600;
		let bounded = 0;
		let allCover = 0;
		let confidentSum = 0;
		for (let s = 0; s < sims; s++) {
			const tasks = truth.map(([p0, p1], i) => {
				const draw = (p: number, treated: boolean) => Array.from({ length: k }, (_, r) => run(r + 1, rand() < p ? 1 : 0, treated ? false : null));
				return { task: `x${i}`, line: i + 2, control: draw(p0, false), treatment: draw(p1, true) };
			});
			const t: RunTable = { control: 'control', treatment: 'treatment', outcome: 'binary', hasTrigger: false, costColumns: [], tasks };
			const dg = degradationIntervals(t, epsilon, alpha);
			expect(dg.refused).toBe(false);
			const conf = dg.confidentlyDegraded!.share;
			const poss = dg.possiblyDegraded!.share;
			if (conf <= trueShare && trueShare <= poss) bounded++;
			if (dg.tasks.every((x, i) => x.lower <= truth[i]![1] - truth[i]![0] && truth[i]![1] - truth[i]![0] <= x.upper)) allCover++;
			confidentSum += conf;
		}
		expect(bounded / sims).toBeGreaterThanOrEqual(1 - alpha);
		// every interval has guaranteed coverage 1 − α/n, so all n cover together in at least 1 − α of tables
		expect(allCover / sims).toBeGreaterThanOrEqual(1 - alpha);
		// not vacuous: most of the clearly degraded tasks are found
		expect(confidentSum / sims).toBeGreaterThan(0.15);
	});

	it('with too few runs the shares are refused rather than reported', () => {
		const tasks = Array.from({ length: 20 }, (_, i) => ({
			task: `x${i}`,
			line: i + 2,
			control: [1, 2, 3].map((r) => run(r, 1, null)),
			treatment: [1, 2, 3].map((r) => run(r, 0, false)),
		}));
		const dg = degradationIntervals({ control: 'c', treatment: 't', outcome: 'binary', hasTrigger: false, costColumns: [], tasks }, 0.05, 0.05);
		expect(dg.refused).toBe(true);
		expect(dg.confidentlyDegraded).toBeNull();
		expect(dg.possiblyDegraded).toBeNull();
		// k > ln(a/2) / ln((1 + ε)/2) with a = 1 − √(1 − 0.05/20): k > 11.45
		expect(dg.runsNeeded).toBe(12);
		expect(dg.refusal).toMatch(/no task can be shown degraded with 3 runs per arm at α = 0.05 over n = 20 tasks/);
	});
});
