/**
 * The "expected with no effect" baselines are unbiased: seeded simulations of tables with no
 * effect and known per-task success probabilities, where the old plug-in forms fall short by a
 * known factor. Closed forms are checked in estimands.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { noiseFloor, plugInBias } from '../../src/estimands/estimands.ts';
import { naiveDegradationProbability } from '../support/reference-stats.ts';
import type { Run, RunTable } from '../../src/estimands/runs.ts';
import { prng } from '../../src/lib/prng.ts';

const MU = [0.1, 0.3, 0.5, 0.7, 0.95];
const RUNS = 3;
const REPLICATES = 4000;

/** One table with no effect: every task's runs in both arms succeed with the task's μ. */
function noEffectTable(rand: () => number): RunTable {
	const runs = (mu: number): Run[] => Array.from({ length: RUNS }, (_, i) => ({ run: i + 1, success: rand() < mu ? 1 : 0, triggered: null, costs: {} }));
	return {
		control: 'control',
		treatment: 'treatment',
		outcome: 'binary',
		hasTrigger: false,
		costColumns: [],
		tasks: MU.map((mu, i) => ({ task: `t${i}`, line: i + 2, control: runs(mu), treatment: runs(mu) })),
	};
}

describe('no-effect baselines in simulation (seeded)', () => {
	const rand = prng(20261201);
	const tables = Array.from({ length: REPLICATES }, () => noEffectTable(rand));
	const avg = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

	it('the noise floor averages to the true mean of μ(1 − μ); the plug-in q(1 − q) would fall short by 1 − 1/N', () => {
		const truth = avg(MU.map((m) => m * (1 - m)));
		const floor = avg(tables.map((t) => noiseFloor(t).pooled!));
		expect(Math.abs(floor - truth)).toBeLessThan(0.006);
		// the biased form sits a known distance away, far outside that tolerance
		expect(truth * (1 - 1 / (2 * RUNS)) - truth).toBeLessThan(-0.02);
	});

	it('the expected naive share averages to the true no-effect probability, as the observed share does', () => {
		const truth = avg(MU.map((m) => naiveDegradationProbability(RUNS, m, m)));
		const expected = avg(tables.map((t) => plugInBias(t).expectedWithNoEffect!));
		const observed = avg(tables.map((t) => plugInBias(t).observedShare));
		expect(Math.abs(expected - truth)).toBeLessThan(0.006);
		expect(Math.abs(observed - truth)).toBeLessThan(0.01);
	});
});
