/**
 * Small or degenerate samples: when every task has the same difference the t interval has zero
 * width, and with very few tasks it leans on normality; the report then says so and adds an
 * interval that holds whatever the sample (the mean of the simultaneous per-task bounds), whose
 * coverage a seeded simulation checks.
 */
import { describe, expect, it } from 'vitest';
import { boundInterval, FEW_TASKS, totalEffect } from '../../src/estimands/estimands.ts';
import type { Run, RunTable } from '../../src/estimands/runs.ts';
import { estimandReportMarkdown } from '../../src/estimands/report.ts';
import { analyze } from '../../src/estimands/estimands.ts';
import { prng } from '../../src/lib/prng.ts';

const run = (i: number, success: number): Run => ({ run: i, success, triggered: null, costs: {} });
const table = (pairs: [number[], number[]][]): RunTable => ({
	control: 'control',
	treatment: 'treatment',
	outcome: 'binary',
	hasTrigger: false,
	costColumns: [],
	tasks: pairs.map(([c, t], i) => ({ task: `t${i}`, line: i + 2, control: c.map((s, r) => run(r + 1, s)), treatment: t.map((s, r) => run(r + 1, s)) })),
});

describe('total effect with a small or degenerate sample', () => {
	// Changed deliberately (issue 30): the zero-width t interval is no longer reported; Newcombe's paired score interval is.
	it('every task at 100% in both arms: the reported interval is not of zero width, and the verdict rests on it', () => {
		const t = table(Array.from({ length: 10 }, (): [number[], number[]] => [[1], [1]]));
		const te = totalEffect(t, 0.05);
		expect(te.intervalMethod).toBe('newcombe-paired');
		expect(te.small).toBeNull();
		expect(te.interval!.lower).toBeLessThan(-0.2);
		expect(te.interval!.upper).toBeGreaterThan(0.2);
		const report = estimandReportMarkdown(analyze(t, { epsilon: 0.05, alpha: 0.05 }), { file: 'x.csv' });
		expect(report).toContain(`- 95% interval (Newcombe's paired score interval): [${te.interval!.lower.toFixed(4)}, ${te.interval!.upper.toFixed(4)}].`);
		expect(report).toContain("the 95% Newcombe's paired score interval includes 0");
	});

	it(`fewer than ${FEW_TASKS} tasks get the bound interval too; ${FEW_TASKS} or more with spread do not`, () => {
		expect(
			totalEffect(
				table([
					[
						[0, 1],
						[1, 1],
					],
					[
						[1, 1],
						[0, 1],
					],
				]),
				0.05,
			).small?.reason,
		).toMatch(/only 2 tasks/);
		const many = table(Array.from({ length: FEW_TASKS }, (_, i): [number[], number[]] => [[i % 2], [1]]));
		expect(totalEffect(many, 0.05).small).toBeNull();
	});

	it('the bound interval covers the mean effect of the tasks in at least 1 − α of tables (10 tasks × 1 run, seeded)', () => {
		const rand = prng(4);
		for (const [mu0, mu1] of [
			[0.97, 0.97],
			[0.1, 0.9],
			[0.5, 0.3],
		] as const) {
			let covered = 0;
			const sims = 400;
			for (let s = 0; s < sims; s++) {
				const t = table(Array.from({ length: 10 }, (): [number[], number[]] => [[rand() < mu0 ? 1 : 0], [rand() < mu1 ? 1 : 0]]));
				const { interval } = boundInterval(t, 0.05);
				if (interval.lower <= mu1 - mu0 && mu1 - mu0 <= interval.upper) covered++;
			}
			expect(covered / sims, `μ0 = ${mu0}, μ1 = ${mu1}`).toBeGreaterThanOrEqual(0.95);
		}
	});
});
