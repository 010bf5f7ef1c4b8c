/**
 * The total effect's interval (issue 30): Newcombe's paired score interval against numbers computed
 * independently from the formulas of his 1998 paper, a never-degenerate interval on a table where
 * every task has the same difference (through the CLI, Markdown and JSON), per-arm success rates,
 * and coverage on a small seeded grid (the full grid is in BENCHMARKS.md).
 */
import { describe, expect, it } from 'vitest';
import { coverage, type CoverageCell } from '../../scripts/bench/coverage.ts';
import { totalEffect } from '../../src/estimands/estimands.ts';
import type { Run, RunTable } from '../../src/estimands/runs.ts';
import { pairedScoreInterval, wilsonInterval, wilsonIntervalCC } from '../../src/estimands/stats.ts';
import { runMain } from '../helpers/run.ts';
import { main as analyze } from '../../scripts/analyze.ts';
import { wilsonInterval as referenceWilson } from '../support/reference-stats.ts';

/** Two intervals equal to 12 decimals (the two Wilson forms differ in rounding only). */
function expectSame(a: { lower: number; upper: number }, b: { lower: number; upper: number }): void {
	expect(a.lower).toBeCloseTo(b.lower, 12);
	expect(a.upper).toBeCloseTo(b.upper, 12);
}

/** The pairs of a 2×2 table as (treated, control) lists: a both succeed, b only treated, c only control, d neither. */
function pairs(a: number, b: number, c: number, d: number): { treated: number[]; control: number[] } {
	const rows = [
		...Array<[number, number]>(a).fill([1, 1]),
		...Array<[number, number]>(b).fill([1, 0]),
		...Array<[number, number]>(c).fill([0, 1]),
		...Array<[number, number]>(d).fill([0, 0]),
	];
	return { treated: rows.map((r) => r[0]), control: rows.map((r) => r[1]) };
}

describe("Newcombe's paired score interval", () => {
	// Expected values: a separate Python implementation of the formulas in Newcombe (1998), Stat Med
	// 17:2635 (methods 10 and 11) and 17:857 (Wilson with and without continuity correction), run on
	// the paper's paired example a = 36, b = 12, c = 2, d = 0 and on two small tables.
	it('method 10 (no continuity correction) on the paper example 36, 12, 2, 0', () => {
		const { treated, control } = pairs(36, 12, 2, 0);
		const ci = pairedScoreInterval(treated, control, 0.05);
		expect(ci.lower).toBeCloseTo(0.05693, 5);
		expect(ci.upper).toBeCloseTo(0.340428, 5);
	});

	it('method 11 (continuity-corrected, what the toolkit reports) on 36, 12, 2, 0, on 3, 2, 0, 5 and on 5, 0, 0, 0', () => {
		const e = pairs(36, 12, 2, 0);
		const ci = pairedScoreInterval(e.treated, e.control, 0.05, true);
		expect(ci.lower).toBeCloseTo(0.040685, 5);
		expect(ci.upper).toBeCloseTo(0.352237, 5);
		const f = pairs(3, 2, 0, 5); // ad − bc = 15 > n/2: the correction lowers φ
		const g = pairedScoreInterval(f.treated, f.control, 0.05, true);
		expect(g.lower).toBeCloseTo(-0.14472, 5);
		expect(g.upper).toBeCloseTo(0.482918, 5);
		const h = pairs(5, 0, 0, 0); // every margin but one empty: φ = 0
		expect(pairedScoreInterval(h.treated, h.control, 0.05, true).lower).toBeCloseTo(-0.537056, 5);
		expect(pairedScoreInterval(h.treated, h.control, 0.05, true).upper).toBeCloseTo(0.537056, 5);
	});

	it("Wilson's interval with and without continuity correction", () => {
		expectSame(wilsonInterval(0.8, 10, 0.05), referenceWilson(8, 10, 0.05));
		expect(wilsonIntervalCC(0.8, 10, 0.05).lower).toBeCloseTo(0.442181, 6);
		expect(wilsonIntervalCC(0.8, 10, 0.05).upper).toBeCloseTo(0.964573, 6);
		expect(wilsonIntervalCC(0, 10, 0.05)).toEqual({ lower: 0, upper: expect.closeTo(0.344537, 6) as number });
	});
});

describe('five tasks, one run each, all 1 against 1 (tests/fixtures/runs/all-equal.csv)', () => {
	const file = 'tests/fixtures/runs/all-equal.csv';

	it('Markdown: the printed interval is not of zero width, names its method, and the verdict rests on it', async () => {
		const { code, stdout } = await runMain(analyze, [file]);
		expect(code).toBe(0);
		expect(stdout).toContain("- 95% interval (Newcombe's paired score interval): [-0.5371, 0.5371].");
		expect(stdout).toContain('Newcombe 1998, method 11');
		expect(stdout).toContain("no clear change in mean success: the 95% Newcombe's paired score interval includes 0.");
		expect(stdout).not.toContain('[0.0000, 0.0000]');
		expect(stdout).toContain('- Success rate per arm (95% interval): control 1.0000 [0.5655, 1.0000], treated 1.0000 [0.5655, 1.0000]');
	});

	it('JSON: interval, intervalMethod and method, and the arm rates', async () => {
		const { code, stdout } = await runMain(analyze, [file, '--json']);
		expect(code).toBe(0);
		const te = JSON.parse(stdout).analysis.totalEffect;
		expect(te.intervalMethod).toBe('newcombe-paired');
		expect(te.method).toMatch(/method 11/);
		expect(te.interval.lower).toBeCloseTo(-0.537056, 5);
		expect(te.interval.upper).toBeCloseTo(0.537056, 5);
		expect(te.small).toBeNull();
		expect(te.arms.treatment.mean).toBe(1);
		expect(te.arms.treatment.interval.lower).toBeCloseTo(5 / (5 + 1.959963985 ** 2), 6);
	});
});

describe('per-arm success rates', () => {
	const run = (i: number, success: number): Run => ({ run: i, success, triggered: null, costs: {} });
	const table = (tasks: [number[], number[]][]): RunTable => ({
		control: 'control',
		treatment: 'treatment',
		outcome: 'binary',
		hasTrigger: false,
		costColumns: [],
		tasks: tasks.map(([c, t], i) => ({ task: `t${i}`, line: i + 2, control: c.map((s, r) => run(r + 1, s)), treatment: t.map((s, r) => run(r + 1, s)) })),
	});

	it('one run per task: Wilson on the pooled proportion', () => {
		const t = table([
			[[1], [1]],
			[[0], [1]],
			[[0], [0]],
			[[1], [1]],
			[[0], [1]],
			[[0], [1]],
		]);
		const te = totalEffect(t, 0.05);
		expect(te.arms.control.mean).toBeCloseTo(2 / 6, 12);
		expectSame(te.arms.control.interval, referenceWilson(2, 6, 0.05));
		expectSame(te.arms.treatment.interval, referenceWilson(5, 6, 0.05));
	});

	it('several runs per task: Wilson on the mean of task means with n = tasks, not n = runs (runs of a task are clustered)', () => {
		const t = table(Array.from({ length: 6 }, (_, i): [number[], number[]] => [i < 3 ? [1, 1, 1, 1] : [0, 0, 0, 0], [1, 1, 1, i < 3 ? 1 : 0]]));
		const te = totalEffect(t, 0.05);
		expectSame(te.arms.control.interval, referenceWilson(3, 6, 0.05));
		expect(te.arms.treatment.mean).toBeCloseTo(0.875, 12);
		expectSame(te.arms.treatment.interval, referenceWilson(0.875 * 6, 6, 0.05));
		// pooling the 24 runs as if independent would give a narrower interval than the tasks justify
		expect(referenceWilson(12, 24, 0.05).upper - referenceWilson(12, 24, 0.05).lower).toBeLessThan(
			te.arms.control.interval.upper - te.arms.control.interval.lower,
		);
	});
});

describe('coverage on a small seeded grid (the full grid: BENCHMARKS.md)', () => {
	// 1,000 tables per cell: the Monte Carlo standard error of a coverage near 0.95 is
	// √(0.95·0.05/1000) ≈ 0.0069, and each cell must reach 0.94 less three of them, 0.94 − 0.0207 = 0.919.
	const SIMS = 1000;
	const ALLOWANCE = 3 * Math.sqrt((0.95 * 0.05) / SIMS);
	const cells: CoverageCell[] = [
		{ p0: 0.9, p1: 0.99, tasks: 20, runs: 3, tasksVary: false },
		{ p0: 0.01, p1: 0.05, tasks: 100, runs: 1, tasksVary: false },
		{ p0: 0.98, p1: 0.98, tasks: 20, runs: 1, tasksVary: false },
		{ p0: 0.02, p1: 0.02, tasks: 5, runs: 1, tasksVary: false },
		{ p0: 0.5, p1: 0.5, tasks: 10, runs: 1, tasksVary: true },
		{ p0: 0.1, p1: 0.9, tasks: 10, runs: 1, tasksVary: false },
		{ p0: 0.02, p1: 0.98, tasks: 5, runs: 3, tasksVary: false },
		{ p0: 0.3, p1: 0.7, tasks: 10, runs: 10, tasksVary: true },
	];
	cells.forEach((cell, k) => {
		it(`${cell.p0} → ${cell.p1}, ${cell.tasks} tasks, ${cell.runs} run(s), ${cell.tasksVary ? 'varying' : 'same'} task rates: at least ${(0.94 - ALLOWANCE).toFixed(3)}`, () => {
			const r = coverage(cell, SIMS, 500 + k)['Newcombe 11 (reported)']!;
			expect(r.coverage).toBeGreaterThanOrEqual(0.94 - ALLOWANCE);
		});
	});

	it('the check has power: the t interval reported before falls far below in the same kind of cell', () => {
		const r = coverage({ p0: 0.02, p1: 0.98, tasks: 20, runs: 1, tasksVary: false }, SIMS, 502);
		expect(r['t interval (before)']!.coverage).toBeLessThan(0.94 - ALLOWANCE);
		// and so does Newcombe's method 10 where the continuity correction matters
		expect(coverage({ p0: 0.5, p1: 0.5, tasks: 10, runs: 1, tasksVary: true }, SIMS, 504)['Newcombe 10']!.coverage).toBeLessThan(0.94 - ALLOWANCE);
	});
});
