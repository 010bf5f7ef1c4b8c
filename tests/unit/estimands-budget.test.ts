/**
 * The budget section uses the same notion of success per arm as the total effect (per-task means,
 * averaged over tasks), so the two cannot disagree in sign; costs use the same runs as success;
 * missing values are counted; results that are not finite numbers are refused.
 */
import { describe, expect, it } from 'vitest';
import { budget, totalEffect } from '../../src/estimands/estimands.ts';
import type { Run, RunTable } from '../../src/estimands/runs.ts';

const run = (i: number, success: number, tokens?: number): Run => ({
	run: i,
	success,
	triggered: null,
	costs: tokens === undefined ? {} : { tokens },
});
const runs = (successes: number[], tokens?: (number | undefined)[]) => successes.map((s, i) => run(i + 1, s, tokens ? tokens[i] : 100));
const table = (tasks: RunTable['tasks']): RunTable => ({
	control: 'control',
	treatment: 'treatment',
	outcome: 'binary',
	hasTrigger: false,
	costColumns: ['tokens'],
	tasks,
});

describe('budget', () => {
	// Both tasks get worse; pooling runs across tasks with unequal run counts would say the treated arm succeeds more.
	const worse = table([
		{ task: 'a', line: 2, control: runs([1]), treatment: runs([1, 1, 1, 1, 1, 1, 1, 1, 1, 0]) },
		{ task: 'b', line: 3, control: runs([1, 1, 0, 0, 0, 0, 0, 0, 0, 0]), treatment: runs([0]) },
	]);

	it('agrees in sign and value with the total effect when every run has a cost', () => {
		const b = budget(worse, 0.05);
		const te = totalEffect(worse, 0.05);
		expect(te.estimate).toBeCloseTo(-0.15, 12);
		expect(b.success.treatment - b.success.control).toBeCloseTo(te.estimate, 12);
		// pooled over runs it would be 9/11 against 3/11
		expect(b.columns[0]!.points[1].success).toBeLessThan(b.columns[0]!.points[0].success);
		// the points alone would say the control arm dominates; two tasks at t(1) = 12.7 and equal costs
		// everywhere leave neither difference distinguishable from 0
		expect(b.columns[0]!.successDifference!.estimate).toBeCloseTo(te.estimate, 12);
		expect(b.columns[0]!.dominance).toBe('not distinguishable');
	});

	it('averages cost and success over the same runs, and counts the runs without a cost', () => {
		const t = table([
			{ task: 'a', line: 2, control: runs([1, 0], [100, undefined]), treatment: runs([1, 1], [200, 300]) },
			{ task: 'b', line: 3, control: runs([0], [undefined]), treatment: runs([1], [50]) },
		]);
		const [c] = budget(t, 0.05).columns;
		expect(c!.tasks).toBe(1);
		expect(c!.points[0]).toMatchObject({ cost: 100, success: 1, runs: 1, missing: 2 });
		expect(c!.points[1]).toMatchObject({ cost: 250, success: 1, runs: 2, missing: 1 });
	});

	it('refuses a comparison whose means are not finite, instead of a verdict', () => {
		const t = table([
			{ task: 'a', line: 2, control: runs([0, 0], [1e308, 1e308]), treatment: runs([1, 1], [-1e308, -1e308]) },
			{ task: 'b', line: 3, control: runs([0], [1e308]), treatment: runs([1], [-1e308]) },
		]);
		const [c] = budget(t, 0.05).columns;
		expect(c!.dominance).toBeNull();
		expect(c!.refused).toMatch(/not finite/);
	});

	it('keeps the mean of very large costs finite when it is representable', () => {
		const t = table([{ task: 'a', line: 2, control: runs([0, 1], [1e308, 1e308]), treatment: runs([1, 1], [1e308, 1e308]) }]);
		const [c] = budget(t, 0.05).columns;
		expect(c!.points[0].cost).toBe(1e308);
		expect(c!.refused).toBeNull();
		// one task: no interval, so no verdict
		expect(c!.successDifference!.reason).toMatch(/one task/);
		expect(c!.dominance).toBe('not distinguishable');
	});
});
