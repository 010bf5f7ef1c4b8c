/**
 * Estimand toolkit: the review's analytic examples (Sections 3.5–3.8), the statistics helpers
 * against published values, and the computations on a small hand-checked table.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
	analyze,
	degradationIntervals,
	naiveDegradationGivenTotal,
	noiseFloor,
	pairedDiscordance,
	plugInBias,
	runsNeededToShowDegradation,
	totalEffect,
	boundInterval,
	triggerDecomposition,
} from '../../src/estimands/estimands.ts';
import {
	compareBinomialCounts,
	fairCoinTriggerExample,
	plugInBiasExample,
	regressionProbability,
	stateLevelValue,
	stateLevelValueExample,
} from '../../src/estimands/examples.ts';
import { Fraction } from '../../src/estimands/fraction.ts';
import { parseRunTable, type RunTable } from '../../src/estimands/runs.ts';
import { binomialPmf, binomialPmfExact, perArmAlpha, normalQuantile, tCdf, tQuantile } from '../../src/estimands/stats.ts';
import { naiveDegradationProbability, newcombeInterval, wilsonInterval } from '../support/reference-stats.ts';
import { FIXTURES } from '../helpers/paths.ts';

const F = Fraction.of;
const RUNS = path.join(FIXTURES, 'runs');

function table(csv: string, options = {}): RunTable {
	const { table: t, problems } = parseRunTable(csv, options);
	if (!t) throw new Error(problems.map((p) => `${p.line}: ${p.message}`).join('\n'));
	return t;
}
const fixture = (name: string) => table(readFileSync(path.join(RUNS, name), 'utf8'));

describe('review examples (exact)', () => {
	it('fair coin, Section 3.5: D_pair is 1/2 with an independent control run and 0 when both arms read one coin', () => {
		const ind = fairCoinTriggerExample('independent');
		expect(ind.dPair.equals(F(1, 2))).toBe(true);
		expect(ind.dPair.toNumber()).toBe(0.5);
		expect(ind.taskEffect.toString()).toBe('0');
		expect(ind.treatedSelection.toString()).toBe('1/2');
		expect(ind.controlSelection.toString()).toBe('0');

		const same = fairCoinTriggerExample('same-coin');
		expect(same.dPair.toNumber()).toBe(0);
		expect(same.taskEffect.toString()).toBe('0');
		expect(same.treatedSelection.toString()).toBe('1/2');
		expect(same.controlSelection.toString()).toBe('1/2');
		// Eq. 2 holds term by term
		for (const t of [ind, same]) expect(t.dPair.equals(t.taskEffect.add(t.treatedSelection).sub(t.controlSelection))).toBe(true);
	});

	it('fair coin through the toolkit: tables enumerating the coin outcomes give D_pair 0.5 and 0', () => {
		// one pair per equally likely outcome: treated coin u1 (triggers when 1), control coin u0
		const rows = (pairsList: [number, number][]) =>
			'task,arm,run,success,triggered\n' + pairsList.map(([u1, u0], i) => `x${i},control,1,${u0},\nx${i},treatment,1,${u1},${u1}`).join('\n');
		const independent = triggerDecomposition(
			table(
				rows([
					[0, 0],
					[0, 1],
					[1, 0],
					[1, 1],
				]),
			),
		)!;
		expect(independent.dPair).toBe(0.5);
		expect(independent.rate).toBe(0.5);
		expect(independent.tauPair).toBe(0);
		expect(independent.dSkip).toBe(-0.5);
		const sameCoin = triggerDecomposition(
			table(
				rows([
					[0, 0],
					[1, 1],
				]),
			),
		)!;
		expect(sameCoin.dPair).toBe(0);
		expect(sameCoin.dSkip).toBe(0);
	});

	it('regression probability at p0 = p1 = 1/2, Section 3.7: 0, 1/4 and 1/2 under positive, independent and negative coupling', () => {
		const h = F(1, 2);
		expect(regressionProbability(h, h, 'positive').toNumber()).toBe(0);
		expect(regressionProbability(h, h, 'independent').toNumber()).toBe(0.25);
		expect(regressionProbability(h, h, 'negative').toNumber()).toBe(0.5);
		expect(regressionProbability(F(7, 10), F(4, 10), 'positive').toString()).toBe('3/10');
		expect(regressionProbability(F(7, 10), F(4, 10), 'independent').toString()).toBe('21/50');
		expect(regressionProbability(F(7, 10), F(4, 10), 'negative').toString()).toBe('3/5');
	});

	it('plug-in bias with three runs per arm, Section 3.7: ties 20/64, treated lower 22/64', () => {
		const { below, tie, above } = plugInBiasExample();
		expect(below.equals(F(22, 64))).toBe(true);
		expect(below.toString()).toBe('11/32');
		expect(tie.equals(F(20, 64))).toBe(true);
		expect(above.equals(F(22, 64))).toBe(true);
		expect(below.toNumber()).toBe(0.34375);
		expect(below.toNumber()).toBeCloseTo(0.34, 2);
		// the floating-point version agrees exactly here
		expect(naiveDegradationProbability(3, 0.5, 0.5)).toBe(22 / 64);
		// one run per arm: p0(1 − p1)
		expect(compareBinomialCounts(1, F(3, 10), F(3, 10)).below.toString()).toBe('21/100');
	});

	it('state-level value, Section 3.8: success difference 0.1, weighted cost difference 0.2 gives v = −0.1', () => {
		const v = stateLevelValueExample();
		expect(v.equals(F(-1, 10))).toBe(true);
		expect(v.toNumber()).toBe(-0.1);
		expect(stateLevelValue(F(1, 10), F(4, 10), F(1, 2)).toString()).toBe('-1/10');
		expect(stateLevelValue(F(3, 10), F(1, 10), F(2)).toString()).toBe('1/10');
	});
});

describe('statistics helpers', () => {
	it('normal quantiles', () => {
		expect(normalQuantile(0.975)).toBeCloseTo(1.959964, 6);
		expect(normalQuantile(0.025)).toBeCloseTo(-1.959964, 6);
		expect(normalQuantile(0.995)).toBeCloseTo(2.575829, 6);
		expect(normalQuantile(0.5)).toBe(0);
		expect(normalQuantile(1e-10)).toBeCloseTo(-6.361341, 5);
		expect(normalQuantile(1)).toBe(Infinity);
		expect(() => normalQuantile(1.5)).toThrow(RangeError);
	});

	it('Student-t quantiles', () => {
		expect(tQuantile(0.975, 10)).toBeCloseTo(2.228139, 6);
		expect(tQuantile(0.025, 10)).toBeCloseTo(-2.228139, 6);
		expect(tQuantile(0.975, 1)).toBeCloseTo(12.706205, 6);
		expect(tQuantile(0.975, 2)).toBeCloseTo(4.302653, 6);
		expect(tQuantile(0.975, 3)).toBeCloseTo(3.182446, 6);
		expect(tQuantile(0.975, 30)).toBeCloseTo(2.042272, 6);
		expect(tQuantile(0.995, 100)).toBeCloseTo(2.625891, 6);
		expect(tQuantile(0.5, 7)).toBe(0);
		expect(tQuantile(0.975, Infinity)).toBe(normalQuantile(0.975));
		expect(tCdf(2.228139, 10)).toBeCloseTo(0.975, 6);
	});

	it('Wilson interval for 8/10 and the all-or-nothing cases', () => {
		const w = wilsonInterval(8, 10, 0.05);
		expect(w.lower).toBeCloseTo(0.490162, 6);
		expect(w.upper).toBeCloseTo(0.943318, 6);
		const z2 = normalQuantile(0.975) ** 2;
		expect(wilsonInterval(0, 10, 0.05).lower).toBe(0);
		expect(wilsonInterval(0, 10, 0.05).upper).toBeCloseTo(z2 / (10 + z2), 12);
		expect(wilsonInterval(10, 10, 0.05).lower).toBeCloseTo(10 / (10 + z2), 12);
	});

	it("Newcombe's hybrid score interval against his 1998 examples", () => {
		const a = newcombeInterval(56, 70, 48, 80, 0.05);
		expect(a.lower).toBeCloseTo(0.0524, 4);
		expect(a.upper).toBeCloseTo(0.3339, 4);
		const b = newcombeInterval(9, 10, 3, 10, 0.05);
		expect(b.lower).toBeCloseTo(0.1705, 4);
		expect(b.upper).toBeCloseTo(0.809, 4);
		const c = newcombeInterval(5, 56, 0, 29, 0.05);
		expect(c.lower).toBeCloseTo(-0.0381, 4);
		expect(c.upper).toBeCloseTo(0.1926, 4);
	});

	it('binomial pmf, floating and exact', () => {
		expect(binomialPmf(1, 3, 0.5)).toBe(0.375);
		expect(binomialPmfExact(2, 3, F(1, 2)).toString()).toBe('3/8');
		expect(binomialPmfExact(2, 5, F(1, 3)).toString()).toBe('80/243');
		expect(binomialPmf(2, 5, 1 / 3)).toBeCloseTo(80 / 243, 15);
		let s = 0;
		for (let k = 0; k <= 40; k++) s += binomialPmf(k, 40, 0.37);
		expect(s).toBeCloseTo(1, 12);
		expect(binomialPmf(500, 2000, 0.25)).toBeCloseTo(0.0205975714, 9);
	});
});

describe('computations on tests/fixtures/runs/basic.csv (checked by hand)', () => {
	const t = fixture('basic.csv');

	// Changed deliberately (issue 30): with 4 tasks the reported interval is the bound interval, not the t(3) interval.
	it('total effect: mean of per-task differences 2/3, −1/3, 1/3, 0; with 4 tasks the reported interval is the bound interval', () => {
		const te = totalEffect(t, 0.05);
		[2 / 3, -1 / 3, 1 / 3, 0].forEach((v, i) => expect(te.perTask.at(i)!.difference).toBeCloseTo(v, 15));
		expect(te.estimate).toBeCloseTo(1 / 6, 12);
		expect(te.sd).toBeCloseTo(Math.sqrt(5 / 27), 12);
		expect(te.se).toBeCloseTo(Math.sqrt(5 / 27) / 2, 12);
		expect(te.intervalMethod).toBe('bound');
		expect(te.interval).toEqual(boundInterval(t, 0.05).interval);
		expect(te.small?.reason).toMatch(/only 4 tasks/);
	});

	it('discordance: 4 gains and 2 regressions in 12 pairs; p+ − p− equals the mean paired difference', () => {
		const d = pairedDiscordance(t);
		expect([d.pairs, d.gains, d.regressions, d.ties]).toEqual([12, 4, 2, 6]);
		expect(d.pPlus).toBe(4 / 12);
		expect(d.pMinus).toBe(2 / 12);
		expect(d.difference).toBe(2 / 12);
		expect(d.meanPairedDifference).toBeCloseTo(1 / 6, 15);
		expect(d.identity).toEqual({ applies: true, holds: true });
	});

	it('trigger: π = 1/2, D_pair = 1/3, D_skip = 0, τ_pair = 1/6 = π·D_pair + (1 − π)·D_skip', () => {
		const tr = triggerDecomposition(t)!;
		expect(tr.rate).toBe(0.5);
		expect(tr.rateInPairs).toBe(0.5);
		expect(tr.dPair).toBeCloseTo(1 / 3, 15);
		expect(tr.dSkip).toBe(0);
		expect(tr.tauPair).toBeCloseTo(1 / 6, 15);
		expect(tr.identity.holds).toBe(true);
		expect(tr.notes).toEqual([]);
	});

	it('trigger: D_pair undefined at π = 0, D_skip undefined at π = 1', () => {
		const csv = (trig: number) => `task,arm,run,success,triggered\na,control,1,0,\na,treatment,1,1,${trig}\nb,control,1,1,\nb,treatment,1,1,${trig}\n`;
		const none = triggerDecomposition(table(csv(0)))!;
		expect(none.rate).toBe(0);
		expect(none.dPair).toBeNull();
		expect(none.dSkip).toBe(0.5);
		expect(none.identity).toEqual({ lhs: 0.5, rhs: 0.5, holds: true });
		expect(none.notes.join(' ')).toMatch(/π = 0.*D_pair is undefined/);
		const all = triggerDecomposition(table(csv(1)))!;
		expect(all.rate).toBe(1);
		expect(all.dSkip).toBeNull();
		expect(all.dPair).toBe(0.5);
		expect(all.notes.join(' ')).toMatch(/π = 1.*D_skip is undefined/);
		expect(triggerDecomposition(table('task,arm,run,success\na,control,1,0\na,treatment,1,1\n'))).toBeNull();
	});

	it('noise floor: mean s(N − s)/(N(N − 1)) = 26/120 (unbiased; q(1 − q) would give 26/144), Eq. 4 plug-in = 5/36, observed p− = 1/6', () => {
		const nf = noiseFloor(t);
		// tasks with 4, 5, 1 and 4 successes in N = 6 runs: (8 + 5 + 5 + 8) / 30 / 4
		expect(nf.pooled).toBeCloseTo(26 / 120, 15);
		expect(nf.eq4).toBeCloseTo(5 / 36, 15);
		expect(nf.observed).toBe(2 / 12);
	});

	/** Runs per arm needed when the most extreme data give U = 1 − 2·(a/2)^(1/k) with a the per-arm level: k > ln(a/2) / ln((1 + ε)/2). */
	const closedFormRuns = (eps: number, alpha: number, n: number) => Math.floor(Math.log(perArmAlpha(alpha / n) / 2) / Math.log((1 + eps) / 2)) + 1;

	it('degradation: refused with 3 runs per arm over 4 tasks at α = 0.05, ε = 0.05; 9 runs would do', () => {
		const dg = degradationIntervals(t, 0.05, 0.05);
		expect(dg.perTaskAlpha).toBe(0.0125);
		expect(dg.refused).toBe(true);
		expect(dg.confidentlyDegraded).toBeNull();
		expect(closedFormRuns(0.05, 0.05, 4)).toBe(9);
		expect(dg.runsNeeded).toBe(9);
		expect(dg.refusal).toContain('no task can be shown degraded with 3 runs per arm');
		expect(dg.refusal).toContain('at least 9 runs per arm would be needed');
	});

	it('runs needed: matches the closed form for several designs, for rewards too, and none at ε ≥ 1', () => {
		for (const [eps, alpha, n] of [
			[0.05, 0.05, 50],
			[0.2, 0.1, 200],
			[0, 0.05, 1],
			[0.5, 0.01, 1000],
		] as const) {
			expect(runsNeededToShowDegradation(eps, alpha, n)).toBe(closedFormRuns(eps, alpha, n));
			// Hoeffding for rewards: U = 2h − 1 with h = √(ln(2/a)/2k), so k > ln(2/a) / (2((1 − ε)/2)²)
			const a = perArmAlpha(alpha / n);
			expect(runsNeededToShowDegradation(eps, alpha, n, 'reward')).toBe(Math.floor(Math.log(2 / a) / (2 * ((1 - eps) / 2) ** 2)) + 1);
		}
		expect(runsNeededToShowDegradation(0.05, 0.05, 50)).toBe(13);
		expect(runsNeededToShowDegradation(1, 0.05, 10)).toBeNull();
	});

	it("naive plug-in share: 1/4 observed; its no-effect expectation is hypergeometric given each task's successes", () => {
		const pb = plugInBias(t);
		expect(pb.observedShare).toBe(0.25);
		// 3 runs per arm; with s successes of 6 the treated arm holds x1 ~ Hypergeometric(6, s, 3):
		// s = 4: P(x1 = 1) = 4/20; s = 5: P(x1 = 2) = 10/20; s = 1: P(x1 = 0) = 10/20
		expect(naiveDegradationGivenTotal(4, 3, 3)).toBeCloseTo(4 / 20, 13);
		expect(naiveDegradationGivenTotal(5, 3, 3)).toBeCloseTo(10 / 20, 13);
		expect(naiveDegradationGivenTotal(1, 3, 3)).toBeCloseTo(10 / 20, 13);
		expect(pb.expectedWithNoEffect).toBeCloseTo((0.2 + 0.5 + 0.5 + 0.2) / 4, 13);
	});

	it('the binomial no-effect probability at a known rate still matches brute-force enumeration', () => {
		// enumerate the 2^6 outcomes of three runs per arm at each task's pooled rate
		const brute = (q: number) => {
			let s = 0;
			for (let m = 0; m < 64; m++) {
				const bits = [...Array(6).keys()].map((i) => (m >> i) & 1);
				const p = bits.reduce((acc, b) => acc * (b ? q : 1 - q), 1);
				const treated = bits[0]! + bits[1]! + bits[2]!;
				const control = bits[3]! + bits[4]! + bits[5]!;
				if (treated < control) s += p;
			}
			return s;
		};
		for (const q of [2 / 3, 5 / 6, 1 / 6, 0.5]) expect(naiveDegradationProbability(3, q, q)).toBeCloseTo(brute(q), 14);
	});

	it('budget: per-arm means and cost–success points', () => {
		const b = analyze(t, { epsilon: 0.05, alpha: 0.05 }).budget;
		expect(b.success).toEqual({ control: 0.5, treatment: 8 / 12 });
		// The point estimates read as a trade-off (30 tokens for 1/6 success, 180 per unit), but the success
		// difference's interval, [−0.52, 0.85] as for the total effect, includes 0, and every task's cost
		// difference is the same (no spread to measure): no verdict, and no finite cost per extra success.
		expect(b.columns.map((c) => [c.column, c.points[0].cost, c.points[1].cost, c.dominance])).toEqual([
			['tokens', 100, 130, 'not distinguishable'],
			['calls', 2, 3, 'not distinguishable'],
			['latency', 10, 12.5, 'not distinguishable'],
		]);
		expect(b.columns[0]!.successDifference!.interval!.lower).toBeCloseTo(1 / 6 - (tQuantile(0.975, 3) * Math.sqrt(5 / 27)) / 2, 12);
		expect(b.columns[0]!.costDifference!.interval).toBeNull();
		expect(b.columns[0]!.costPerExtraSuccess!.status).toBe('unbounded');
	});
});

describe('degradation shares with enough runs (tests/fixtures/runs/degraded.csv)', () => {
	it('one task confidently degraded, two possibly', () => {
		const dg = degradationIntervals(fixture('degraded.csv'), 0.05, 0.05);
		expect(dg.refused).toBe(false);
		expect(dg.confidentlyDegraded).toEqual({ count: 1, share: 1 / 3 });
		expect(dg.possiblyDegraded).toEqual({ count: 2, share: 2 / 3 });
		const d1 = dg.tasks.at(0)!;
		// By hand, d1 is 4/20 treated against 20/20 control; each arm at level √(1 − 0.05/3).
		const tail = perArmAlpha(0.05 / 3) / 2;
		// Clopper–Pearson bounds solve binomial tail equations; checked here with binomial sums, not the beta function.
		const cdf = (k: number, n: number, p: number) => Array.from({ length: k + 1 }, (_, x) => binomialPmf(x, n, p)).reduce((a, b) => a + b, 0);
		const u1 = d1.upper + tail ** (1 / 20); // U = u1 − l0 with l0 = tail^(1/20) for 20/20
		expect(cdf(4, 20, u1)).toBeCloseTo(tail, 12); // P(X ≤ 4 | p = u1) = tail
		const l1 = d1.lower + 1; // L = l1 − u0 with u0 = 1 for 20/20
		expect(1 - cdf(3, 20, l1)).toBeCloseTo(tail, 12); // P(X ≥ 4 | p = l1) = tail
		expect(d1.upper).toBeCloseTo(-0.247, 3);
	});

	it('rewards: intervals from summed rewards; the noise floor and the binary identity are not applied', () => {
		const t = table('task,arm,run,success\na,control,1,0.9\na,control,2,0.7\na,treatment,1,0.2\na,treatment,2,0.5\n');
		expect(t.outcome).toBe('reward');
		const d = pairedDiscordance(t);
		expect(d.regressions).toBe(2);
		expect(d.identity).toEqual({ applies: false, holds: null });
		expect(noiseFloor(t).applies).toBe(false);
		expect(totalEffect(t, 0.05).estimate).toBeCloseTo(-0.45, 12);
		// changed deliberately (issue 30): one or two tasks get the bound interval (Hoeffding per arm for rewards), not none or a clipped t interval
		expect(totalEffect(t, 0.05).intervalMethod).toBe('bound');
		expect(totalEffect(t, 0.05).interval).toEqual(boundInterval(t, 0.05).interval);
		const two = table('task,arm,run,success\na,control,1,0.9\na,treatment,1,0.45\nb,control,1,0.1\nb,treatment,1,0.3\n');
		const te = totalEffect(two, 0.05);
		expect(te.estimate).toBeCloseTo(-0.125, 12);
		expect(te.se).toBeCloseTo(0.325, 12);
		expect(te.interval).toEqual(boundInterval(two, 0.05).interval);
		expect(te.interval!.lower).toBeLessThan(-0.125);
		expect(te.interval!.upper).toBeGreaterThan(-0.125);
	});
});
