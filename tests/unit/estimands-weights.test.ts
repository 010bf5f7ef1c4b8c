/**
 * Weights and uncertainty in the estimand report (issue 30, items 3, 5 and 7): the noise floor is
 * weighted as the share it is read against; budget verdicts rest on intervals, not on point
 * estimates; a task in one arm only is a warning that is counted, not an error that stops the report.
 */
import { describe, expect, it } from 'vitest';
import { analyze, budget, noiseFloor, pairedDiscordance, plugInBias } from '../../src/estimands/estimands.ts';
import { tQuantile } from '../../src/estimands/stats.ts';
import { estimandReportMarkdown, jsonReport } from '../../src/estimands/report.ts';
import { parseRunTable, type Run, type RunTable } from '../../src/estimands/runs.ts';
import { problemLine } from '../../src/lib/report.ts';
import { prng } from '../../src/lib/prng.ts';

const run = (i: number, success: number, tokens?: number): Run => ({
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
		// The naive plug-in share counts tasks, not pairs, so its no-effect value stays an equal-weight mean:
		// observed 1/2 (task b is below), expected (0 + 1/2)/2 = 1/4 (a: s = 0 gives 0; b: s = 1 of 2 runs,
		// the treated run holds it with probability 1/2).
		const pb = plugInBias(t);
		expect(pb.observedShare).toBe(1 / 2);
		expect(pb.expectedWithNoEffect).toBeCloseTo(1 / 4, 15);
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

describe('a task in one arm only is a warning, left out and counted', () => {
	const header = 'task,arm,run,success';
	// 12 one-arm tasks after two complete ones: the first ten are named, the rest counted
	const csv = [
		header,
		'a,control,1,1',
		'a,treatment,1,0',
		'b,control,1,0',
		'b,treatment,1,1',
		...Array.from({ length: 12 }, (_, i) => `only${i},${i % 2 ? 'control' : 'treatment'},1,1`),
	].join('\n');

	it('names the first ten, counts all twelve, and analyses the two tasks in both arms', () => {
		const { table, problems } = parseRunTable(csv);
		expect(problems.filter((p) => p.severity === 'error')).toEqual([]);
		const oneArm = problems.filter((p) => /left out/.test(p.message));
		expect(oneArm).toHaveLength(11);
		expect(oneArm[0]!.message).toBe('task "only0" has runs in arm "treatment" but none in arm "control"; it is left out of the analysis');
		expect(oneArm[10]!.message).toBe('... and 2 more tasks in one arm only, also left out (12 in all)');
		expect(table!.tasks).toHaveLength(2);
		expect(table!.oneArmTasks!.count).toBe(12);
		expect(table!.oneArmTasks!.first.map((t) => t.task)).toEqual(Array.from({ length: 10 }, (_, i) => `only${i}`));
		const a = analyze(table!, { epsilon: 0.05, alpha: 0.05 });
		expect(a.design.tasks).toBe(2);
		expect(a.design.oneArmTasks.count).toBe(12);
		const md = estimandReportMarkdown(a, { file: 'runs.csv', warnings: problems });
		expect(md).toContain('- **Left out:** 12 tasks with runs in one arm only');
		expect(md).toContain('"only4" (1 run in "treatment" only, line 10), and 7 more.');
		expect(jsonReport(a, { file: 'runs.csv', warnings: problems }).analysis.design.oneArmTasks.count).toBe(12);
	});

	it('the page lists it as a warning beside the report: the worker gets a table, and the problem line says warning', () => {
		// the /tools/ worker posts a report whenever parseRunTable returns a table, with its problems listed as problemLine prints them
		const { table, problems } = parseRunTable(csv, { file: 'pasted.csv' });
		expect(table).not.toBeNull();
		expect(problemLine(problems.find((p) => /only0/.test(p.message))!)).toBe(
			'pasted.csv:6:1  warning task "only0" has runs in arm "treatment" but none in arm "control"; it is left out of the analysis',
		);
	});

	it('a table without one-arm tasks reports none, and says nothing about it', () => {
		const { table } = parseRunTable([header, 'a,control,1,1', 'a,treatment,1,0', 'b,control,1,0', 'b,treatment,1,1'].join('\n'));
		const a = analyze(table!, { epsilon: 0.05, alpha: 0.05 });
		expect(a.design.oneArmTasks).toEqual({ count: 0, first: [] });
		expect(estimandReportMarkdown(a, { file: 'runs.csv' })).not.toContain('Left out');
	});
});

describe('budget verdicts rest on intervals', () => {
	/** A task from its runs: success and tokens per run, control then treated. */
	const task = (name: string, control: [number[], number[]], treatment: [number[], number[]]) => ({
		task: name,
		line: 0,
		control: runs(control[0], control[1]),
		treatment: runs(treatment[0], treatment[1]),
	});
	const withTokens = (tasks: RunTable['tasks']) => tableOf(tasks, ['tokens']);
	/** mean ± t(n − 1, 0.975)·sd/√n, computed here from the definition. */
	const tInterval = (xs: number[]) => {
		const n = xs.length;
		const m = xs.reduce((a, b) => a + b, 0) / n;
		const sd = Math.sqrt(xs.reduce((a, x) => a + (x - m) ** 2, 0) / (n - 1));
		const h = (tQuantile(0.975, n - 1) * sd) / Math.sqrt(n);
		return { m, lower: m - h, upper: m + h };
	};

	it('one flipped task and half a token no longer make an arm dominate: not distinguishable', () => {
		// six tasks with one run per arm; only t0 flips (0 → 1), and t0 costs half a token less; the others differ by ±1 token around 0
		const t = withTokens([task('t0', [[0], [100]], [[1], [99.5]]), ...[1, -1, 1, -1, 0].map((d, i) => task(`t${i + 1}`, [[1], [100]], [[1], [100 + d]]))]);
		const [c] = budget(t, 0.05).columns;
		// the point estimates alone: success +1/6, cost −0.5/6, which the old rule called "treated arm dominates"
		expect(c!.successDifference!.estimate).toBeCloseTo(1 / 6, 12);
		expect(c!.costDifference!.estimate).toBeCloseTo(-0.5 / 6, 12);
		expect(c!.successDifference!.reading).toBe('not distinguishable');
		expect(c!.dominance).toBe('not distinguishable');
		expect(c!.costPerExtraSuccess!.status).toBe('unbounded');
		expect(c!.costPerExtraSuccess!.estimate).toBeNull();
		expect(c!.costPerExtraSuccess!.interval).toBeNull();
		const md = estimandReportMarkdown(analyze(t, { epsilon: 0.05, alpha: 0.05 }), { file: 'runs.csv' });
		expect(md).not.toContain('arm dominates');
		expect(md).toMatch(/\| not distinguishable on either axis \|/);
	});

	it('treated dominates when both paired intervals exclude 0 in its favour, and the intervals are the t intervals by definition', () => {
		// two runs per arm; success difference per task 1 or 1/2, tokens difference per task −10 ± a little
		const ds = [1, 0.5, 1, 1, 0.5, 1];
		const dc = [-10, -12, -8, -11, -9, -10];
		const t = withTokens(
			ds.map((d, i) =>
				task(
					`t${i}`,
					[
						[0, 0],
						[100, 100],
					],
					[
						[1, d === 1 ? 1 : 0],
						[100 + dc[i]!, 100 + dc[i]!],
					],
				),
			),
		);
		const [c] = budget(t, 0.05).columns;
		const s = tInterval(ds);
		const k = tInterval(dc);
		expect(c!.successDifference!.interval!.lower).toBeCloseTo(s.lower, 12);
		expect(c!.successDifference!.interval!.upper).toBeCloseTo(s.upper, 12);
		expect(c!.costDifference!.interval!.lower).toBeCloseTo(k.lower, 12);
		expect(c!.costDifference!.interval!.upper).toBeCloseTo(k.upper, 12);
		expect(s.lower).toBeGreaterThan(0);
		expect(k.upper).toBeLessThan(0);
		expect(c!.dominance).toBe('treatment');
		const md = estimandReportMarkdown(analyze(t, { epsilon: 0.05, alpha: 0.05 }), { file: 'runs.csv' });
		expect(md).toContain('treated arm dominates (both intervals exclude 0)');
		// the mirror image: swap the arms and the control arm dominates
		const mirrored = withTokens(t.tasks.map((x) => ({ ...x, control: x.treatment, treatment: x.control })));
		expect(budget(mirrored, 0.05).columns[0]!.dominance).toBe('control');
	});

	it('cost per extra success: the Fieller interval solves its quadratic at both ends, and collapses to k when every cost difference is k times the success difference', () => {
		const ds = [1, 0.5, 1, 0.5, 1, 1, 0.5];
		const dc = [30, 25, 50, 10, 35, 20, 15];
		const make = (costs: number[]) =>
			withTokens(
				ds.map((d, i) =>
					task(
						`t${i}`,
						[
							[0, 0],
							[100, 100],
						],
						[
							[1, d === 1 ? 1 : 0],
							[100 + costs[i]!, 100 + costs[i]!],
						],
					),
				),
			);
		const [c] = budget(make(dc), 0.05).columns;
		expect(c!.dominance).toBe('trade-off');
		const ps = c!.costPerExtraSuccess!;
		expect(ps.status).toBe('bounded');
		const n = ds.length;
		const avg = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / n;
		const [ms, mc] = [avg(ds), avg(dc)];
		const cov = (xs: number[], mx: number, ys: number[], my: number) => xs.reduce((a, x, i) => a + (x - mx) * (ys[i]! - my), 0) / (n - 1);
		const [sss, scc, scs] = [cov(ds, ms, ds, ms), cov(dc, mc, dc, mc), cov(ds, ms, dc, mc)];
		const t2 = tQuantile(0.975, n - 1) ** 2;
		// Fieller: (d̄c − R·d̄s)² = t²·(s_cc − 2R·s_cs + R²·s_ss)/n at each end of the interval
		const gap = (r: number) => (mc - r * ms) ** 2 - (t2 * (scc - 2 * r * scs + r * r * sss)) / n;
		expect(ps.estimate).toBeCloseTo(mc / ms, 12);
		expect(gap(ps.interval!.lower)).toBeCloseTo(0, 9);
		expect(gap(ps.interval!.upper)).toBeCloseTo(0, 9);
		expect(ps.interval!.lower).toBeLessThan(ps.estimate!);
		expect(ps.interval!.upper).toBeGreaterThan(ps.estimate!);
		// every task pays exactly 40 tokens per unit of success: the ratio is known without error
		const exact = budget(make(ds.map((d) => 40 * d)), 0.05).columns[0]!.costPerExtraSuccess!;
		expect(exact.estimate).toBeCloseTo(40, 10);
		expect(exact.interval!.lower).toBeCloseTo(40, 6);
		expect(exact.interval!.upper).toBeCloseTo(40, 6);
		const md = estimandReportMarkdown(analyze(make(dc), { epsilon: 0.05, alpha: 0.05 }), { file: 'runs.csv' });
		expect(md).toContain(`- tokens per unit of extra success: ${(mc / ms).toFixed(2)}, 95% Fieller interval [`);
		expect(md).toContain('trade-off: the treated arm succeeds more and costs more');
	});

	it('says in words, with no number, that the cost per extra success is unbounded when the success interval includes 0, and undefined when it lies below 0', () => {
		const flat = withTokens([0, 1, 0, 1].map((d, i) => task(`t${i}`, [[1 - d], [100]], [[d], [130 + i]])));
		const a = analyze(flat, { epsilon: 0.05, alpha: 0.05 });
		const ps = a.budget.columns[0]!.costPerExtraSuccess!;
		expect(ps.status).toBe('unbounded');
		const md = estimandReportMarkdown(a, { file: 'runs.csv' });
		expect(md).toContain('- tokens per unit of extra success: unbounded: the interval on the success difference includes 0');
		expect(md).not.toMatch(/tokens per unit of extra success: [\d-]/);
		const json = JSON.parse(JSON.stringify(jsonReport(a, { file: 'runs.csv' })));
		expect(json.analysis.budget.columns[0].costPerExtraSuccess).toMatchObject({ estimate: null, interval: null, status: 'unbounded' });
		const worse = withTokens(
			[0, 1, 2, 3].map((i) =>
				task(
					`t${i}`,
					[
						[1, 1],
						[100, 100],
					],
					[
						[0, i % 2],
						[100 + i, 100 + i],
					],
				),
			),
		);
		expect(budget(worse, 0.05).columns[0]!.costPerExtraSuccess!.status).toBe('no extra success');
	});
});

describe('budget intervals in seeded simulation', () => {
	/** 30 tasks, one run per arm: control success 0.5, treated a reward drawn by `success`; tokens drawn by `tokens` from the treated reward. */
	const simulate = (success: () => number, tokens: (u: number) => number) =>
		tableOf(
			Array.from({ length: 30 }, (_, i) => {
				const u = success();
				return { task: `t${i}`, line: i + 2, control: runs([0.5], [100]), treatment: runs([u], [tokens(u)]) };
			}),
			['tokens'],
		);

	it('the Fieller interval covers the true cost per extra success in about 95% of tables', () => {
		// treated reward u uniform on [0.5, 1], so the success gain u − 0.5 has mean 0.25; treated tokens
		// 100 + 40·(u − 0.5) + noise of mean 0, so the true ratio is E[dc]/E[ds] = 40·0.25/0.25 = 40
		const rand = prng(305);
		let covered = 0;
		let bounded = 0;
		const sims = 1000;
		for (let s = 0; s < sims; s++) {
			const t = simulate(
				() => 0.5 + 0.5 * rand(),
				(u) => 100 + 40 * (u - 0.5) + 20 * (rand() - 0.5),
			);
			const ps = budget({ ...t, outcome: 'reward' }, 0.05).columns[0]!.costPerExtraSuccess!;
			if (ps.status !== 'bounded') continue;
			bounded++;
			if (ps.interval!.lower <= 40 && 40 <= ps.interval!.upper) covered++;
		}
		// the success gain (0.25 against a spread of about 0.14) is clear in every table
		expect(bounded).toBe(sims);
		expect(covered / sims).toBeGreaterThan(0.93);
		expect(covered / sims).toBeLessThan(0.97);
	});

	it('with no true success difference, "treated dominates" is claimed in at most about α/2 of tables', () => {
		const rand = prng(306);
		let claimed = 0;
		const sims = 2000;
		for (let s = 0; s < sims; s++) {
			// treated reward uniform on [0, 1]: mean 0.5, the control's; tokens clearly lower
			const t = simulate(
				() => rand(),
				() => 80 + 10 * rand(),
			);
			if (budget({ ...t, outcome: 'reward' }, 0.05).columns[0]!.dominance === 'treatment') claimed++;
		}
		// binomial standard error at 0.025 with 2000 tables: about 0.0035
		expect(claimed / sims).toBeLessThan(0.035);
		expect(claimed).toBeGreaterThan(0);
	});
});
