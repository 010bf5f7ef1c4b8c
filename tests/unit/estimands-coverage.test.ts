/**
 * The per-task interval for μ1 − μ0 covers with probability at least its level everywhere: exact
 * enumeration over every outcome of both arms, on a grid of true (μ0, μ1), at the extreme levels a
 * Bonferroni correction asks for. The same enumeration shows that Newcombe's score interval, used
 * before, misses far more often than its level allows; so the check has power.
 */
import { describe, expect, it } from 'vitest';
import { armIntervals, degradationIntervals } from '../../src/estimands/estimands.ts';
import type { Run, RunTable } from '../../src/estimands/runs.ts';
import { binomialPmf, type Interval } from '../../src/estimands/stats.ts';
import { newcombeInterval } from '../support/reference-stats.ts';
import { prng } from '../../src/lib/prng.ts';

const GRID = Array.from({ length: 101 }, (_, i) => i / 100);

/** The largest probability, over the grid, that the interval built from (x1 of n1, x0 of n0) misses μ1 − μ0. */
function worstMiss(n1: number, n0: number, interval: (x1: number, x0: number) => Interval): { miss: number; mu0: number; mu1: number } {
	const intervals = Array.from({ length: n1 + 1 }, (_, x1) => Array.from({ length: n0 + 1 }, (_, x0) => interval(x1, x0)));
	const pmf = (n: number) => GRID.map((mu) => Array.from({ length: n + 1 }, (_, x) => binomialPmf(x, n, mu)));
	const p1 = pmf(n1);
	const p0 = pmf(n0);
	let worst = { miss: 0, mu0: 0, mu1: 0 };
	GRID.forEach((mu0, i0) =>
		GRID.forEach((mu1, i1) => {
			const d = mu1 - mu0;
			let miss = 0;
			for (let x1 = 0; x1 <= n1; x1++) {
				for (let x0 = 0; x0 <= n0; x0++) {
					const ci = intervals[x1]![x0]!;
					if (d < ci.lower - 1e-12 || d > ci.upper + 1e-12) miss += p1[i1]![x1]! * p0[i0]![x0]!;
				}
			}
			if (miss > worst.miss) worst = { miss, mu0, mu1 };
		}),
	);
	return worst;
}

const ours = (perTaskAlpha: number) => {
	const arm = armIntervals('binary', perTaskAlpha);
	return (n1: number, n0: number) =>
		(x1: number, x0: number): Interval => {
			const i1 = arm(x1, n1);
			const i0 = arm(x0, n0);
			return { lower: i1.lower - i0.upper, upper: i1.upper - i0.lower };
		};
};

describe('per-task interval coverage by exact enumeration', () => {
	for (const perTaskAlpha of [0.05 / 200, 0.05 / 4, 0.1]) {
		for (const [n1, n0] of [
			[3, 3],
			[5, 5],
			[10, 10],
			[3, 7],
		] as const) {
			it(`misses μ1 − μ0 with probability at most ${perTaskAlpha} anywhere, ${n1} treated and ${n0} control runs`, () => {
				const w = worstMiss(n1, n0, ours(perTaskAlpha)(n1, n0));
				expect(w.miss, `worst at μ0 = ${w.mu0}, μ1 = ${w.mu1}`).toBeLessThanOrEqual(perTaskAlpha);
			});
		}
	}

	it("Newcombe's score interval at the same level misses far more often (why it was replaced)", () => {
		const a = 0.05 / 200;
		const w = worstMiss(5, 5, (x1, x0) => newcombeInterval(x1, 5, x0, 5, a));
		expect(w.miss).toBeGreaterThan(100 * a);
	});
});

describe('simultaneous coverage in simulation (seeded)', () => {
	it('200 tasks, a quarter moving from 0.05 to 0.95, 10 runs per arm: all 200 intervals cover together in at least 95% of tables', () => {
		const rand = prng(16);
		const run = (i: number, p: number): Run => ({ run: i, success: rand() < p ? 1 : 0, triggered: null, costs: {} });
		const truth: [number, number][] = Array.from({ length: 200 }, (_, i): [number, number] => (i < 50 ? [0.05, 0.95] : [0.5, 0.5]));
		const sims = 300;
		let allCover = 0;
		for (let s = 0; s < sims; s++) {
			const tasks = truth.map(([p0, p1], i) => ({
				task: `x${i}`,
				line: i + 2,
				control: Array.from({ length: 10 }, (_, r) => run(r + 1, p0)),
				treatment: Array.from({ length: 10 }, (_, r) => run(r + 1, p1)),
			}));
			const t: RunTable = { control: 'control', treatment: 'treatment', outcome: 'binary', hasTrigger: false, costColumns: [], tasks };
			const dg = degradationIntervals(t, 0.05, 0.05);
			if (dg.tasks.every((x, i) => x.lower <= truth[i]![1] - truth[i]![0] && truth[i]![1] - truth[i]![0] <= x.upper)) allCover++;
		}
		expect(allCover / sims).toBeGreaterThanOrEqual(0.95);
	});
});
