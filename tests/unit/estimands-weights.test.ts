/**
 * Weights and uncertainty in the estimand report (issue 30, items 3, 5 and 7): the noise floor is
 * weighted as the share it is read against; budget verdicts rest on intervals, not on point
 * estimates; a task in one arm only is a warning that is counted, not an error that stops the report.
 */
import { describe, expect, it } from 'vitest';
import { noiseFloor, pairedDiscordance } from '../../src/estimands/estimands.ts';
import type { Run, RunTable } from '../../src/estimands/runs.ts';
import { prng } from '../../src/lib/prng.ts';

const run = (i: number, success: number, tokens?: number): Run => ({
	line: 0,
	run: i,
	success,
	triggered: null,
	costs: tokens === undefined ? {} : { tokens },
});
const runs = (successes: readonly number[], tokens?: readonly number[]): Run[] => successes.map((s, i) => run(i + 1, s, tokens?.[i]));
const tableOf = (tasks: RunTable['tasks'], costColumns: RunTable['costColumns'] = []): RunTable => ({
	control: 'control',
	treatment: 'treatment',
	outcome: 'binary',
	hasTrigger: false,
	costColumns,
	tasks,
});

describe('noise floor and Eq. 4 weighted by pairs, as p− is', () => {
	it('unequal runs per task, by hand: 10 pairs at 0/0 and 1 pair at 1/0 give a floor of 1/22 ≈ 0.045 next to p− = 1/11', () => {
		// Task a: 10 control and 10 treated runs, all failures: 10 pairs (0, 0); s = 0 successes in N = 20 runs.
		// Task b: one control success and one treated failure: 1 pair (1, 0); s = 1 in N = 2.
		// Observed p− = regressions / pairs = 1/11 ≈ 0.0909.
		// Unbiased no-effect regression probability per task, s(N − s)/(N(N − 1)):
		//   a: 0·20/(20·19) = 0;  b: 1·1/(2·1) = 1/2.
		// p− counts pairs, so its no-effect expectation weights each task by its pairs:
		//   (10·0 + 1·1/2) / 11 = 1/22 ≈ 0.0455   (weighting tasks equally would give (0 + 1/2)/2 = 1/4).
		// Eq. 4 with plug-in rates p0(1 − p1): a: 0·(1 − 0) = 0; b: 1·(1 − 0) = 1;
		//   pair-weighted (10·0 + 1·1)/11 = 1/11 ≈ 0.0909   (task-weighted: 1/2).
		const t = tableOf([
			{ task: 'a', line: 2, control: runs(Array(10).fill(0)), treatment: runs(Array(10).fill(0)) },
			{ task: 'b', line: 22, control: runs([1]), treatment: runs([0]) },
		]);
		const nf = noiseFloor(t);
		expect(pairedDiscordance(t).pMinus).toBe(1 / 11);
		expect(nf.observed).toBe(1 / 11);
		expect(nf.pooled).toBeCloseTo(1 / 22, 15);
		expect(nf.pooled).toBeCloseTo(0.045, 3);
		expect(nf.eq4).toBeCloseTo(1 / 11, 15);
		expect(nf.weighting).toMatch(/number of pairs/);
	});

	it('a task whose runs have no partner adds nothing to the floor, as it adds nothing to p−', () => {
		// task c: runs 1 and 2 in the control arm, run 3 in the treated arm: no pair
		const base = [
			{ task: 'a', line: 2, control: runs([1, 0, 1]), treatment: runs([0, 1, 1]) },
			{ task: 'b', line: 8, control: runs([1, 1]), treatment: runs([0, 1]) },
		];
		const c = { task: 'c', line: 12, control: runs([1, 0]), treatment: [run(3, 1)] };
		const without = noiseFloor(tableOf(base));
		const withC = noiseFloor(tableOf([...base, c]));
		expect(withC.pooled).toBe(without.pooled);
		expect(withC.eq4).toBe(without.eq4);
		expect(withC.observed).toBe(without.observed);
		const none = noiseFloor(tableOf([c]));
		expect(none.pooled).toBeNull();
		expect(none.reason).toMatch(/no pairs/);
	});

	it('in seeded simulations with no effect and unequal pairs, p− and the floor average to the pair-weighted value, not the task-weighted one', () => {
		// [μ, pairs]: the share of regressing pairs under no effect is Σ m·μ(1 − μ) / Σ m
		const design: [number, number][] = [
			[0.5, 1],
			[0.05, 12],
			[0.3, 4],
		];
		const m = design.reduce((a, [, k]) => a + k, 0);
		const pairWeighted = design.reduce((a, [mu, k]) => a + k * mu * (1 - mu), 0) / m;
		const taskWeighted = design.reduce((a, [mu]) => a + mu * (1 - mu), 0) / design.length;
		expect(pairWeighted).toBeCloseTo(1.66 / 17, 12);
		expect(taskWeighted - pairWeighted).toBeGreaterThan(0.07);
		const rand = prng(20261202);
		const draw = (mu: number, k: number) => runs(Array.from({ length: k }, () => (rand() < mu ? 1 : 0)));
		let floor = 0;
		let observed = 0;
		const reps = 4000;
		for (let r = 0; r < reps; r++) {
			const nf = noiseFloor(tableOf(design.map(([mu, k], i) => ({ task: `t${i}`, line: i + 2, control: draw(mu, k), treatment: draw(mu, k) }))));
			floor += nf.pooled! / reps;
			observed += nf.observed! / reps;
		}
		expect(Math.abs(observed - pairWeighted)).toBeLessThan(0.006);
		expect(Math.abs(floor - pairWeighted)).toBeLessThan(0.006);
	});
});
