/**
 * Seeded coverage simulation of the total effect's interval: for each cell (success rates of the
 * two arms, tasks, runs per task and arm, same or varying task rates) it draws run tables, builds
 * the interval from the task means, and counts how often it holds the true mean effect. Used by
 * the benchmark (`npm run bench -- --only analyze`, the full grid) and by a unit test (a small grid).
 */
import { pairedScoreInterval, mean, sampleVariance, tQuantile, type Interval } from '../../src/estimands/stats.ts';
import { prng } from '../../src/lib/prng.ts';

/** One cell of the grid. */
export interface CoverageCell {
	/** Mean success rate of the control and treated arm over the task population. */
	p0: number;
	p1: number;
	tasks: number;
	runs: number;
	/**
	 * `same`: every task has rates p0, p1. `varying`: each task draws W ~ U(0, 1) and gets
	 * μ = 2pW (p ≤ 0.5) or 1 − 2(1 − p)W (p > 0.5) in each arm, the same W in both: task rates
	 * spread over their whole range, arms correlated, and the effect varies by task; its mean is p1 − p0 exactly.
	 */
	tasksVary: boolean;
}

/** The interval methods compared. */
export const METHODS: Record<string, (t: number[], c: number[], alpha: number, runs: number) => Interval> = {
	/**
	 * What the toolkit reports from 5 tasks on: Newcombe's method 11 (continuity-corrected) on 0/1
	 * outcomes, and on task means with the correlation's correction scaled to 1/(2·runs).
	 */
	'Newcombe 11 (reported)': (t: number[], c: number[], alpha: number, runs: number): Interval => pairedScoreInterval(t, c, alpha, true, runs),
	/** Newcombe's method 10: the same without continuity corrections. */
	'Newcombe 10': (t: number[], c: number[], alpha: number): Interval => pairedScoreInterval(t, c, alpha),
	/** The task-clustered t interval the toolkit reported before. */
	't interval (before)': (t: number[], c: number[], alpha: number): Interval => {
		const d = t.map((x, i) => x - c[i]!);
		const m = mean(d);
		const h = (tQuantile(1 - alpha / 2, d.length - 1) * Math.sqrt(sampleVariance(d))) / Math.sqrt(d.length);
		return { lower: Math.max(-1, m - h), upper: Math.min(1, m + h) };
	},
};

/** A task's rate in one arm: the arm's rate p, or the varying form driven by w (see {@link CoverageCell}). */
function taskRate(p: number, w: number, vary: boolean): number {
	if (!vary) return p;
	return p <= 0.5 ? 2 * p * w : 1 - 2 * (1 - p) * w;
}

/** A method's result in one cell: share of tables whose interval holds p1 − p0, its Monte Carlo standard error, and the mean width. */
export interface CellResult {
	coverage: number;
	se: number;
	width: number;
}

/** Coverage of each method in one cell over `sims` seeded tables (see {@link CellResult}). */
export function coverage(cell: CoverageCell, sims: number, seed: number, alpha = 0.05): Record<string, CellResult> {
	const rand = prng(seed);
	const truth = cell.p1 - cell.p0;
	const names = Object.keys(METHODS);
	const hits = new Map(names.map((k) => [k, 0]));
	const widths = new Map(names.map((k) => [k, 0]));
	const treated = new Array<number>(cell.tasks);
	const control = new Array<number>(cell.tasks);
	for (let s = 0; s < sims; s++) {
		for (let i = 0; i < cell.tasks; i++) {
			const w = rand();
			const mu0 = taskRate(cell.p0, w, cell.tasksVary);
			const mu1 = taskRate(cell.p1, w, cell.tasksVary);
			let x0 = 0;
			let x1 = 0;
			for (let r = 0; r < cell.runs; r++) {
				if (rand() < mu0) x0++;
				if (rand() < mu1) x1++;
			}
			control[i] = x0 / cell.runs;
			treated[i] = x1 / cell.runs;
		}
		for (const name of names) {
			const ci = METHODS[name]!(treated, control, alpha, cell.runs);
			// a zero-width t interval (every difference equal) counts as a miss unless it sits on the truth
			if (ci.lower - 1e-12 <= truth && truth <= ci.upper + 1e-12) hits.set(name, hits.get(name)! + 1);
			widths.set(name, widths.get(name)! + ci.upper - ci.lower);
		}
	}
	const out: Record<string, CellResult> = {};
	for (const name of names) {
		const c = hits.get(name)! / sims;
		out[name] = { coverage: c, se: Math.sqrt((c * (1 - c)) / sims), width: widths.get(name)! / sims };
	}
	return out;
}

/** Pairs of arm rates on the grid: equal rates at both ends, small moves at the ends, large moves, the middle. */
export const RATE_PAIRS: readonly [number, number][] = [
	[0.01, 0.01],
	[0.02, 0.02],
	[0.5, 0.5],
	[0.98, 0.98],
	[0.99, 0.99],
	[0.01, 0.05],
	[0.05, 0.01],
	[0.9, 0.99],
	[0.99, 0.9],
	[0.3, 0.7],
	[0.1, 0.9],
	[0.02, 0.98],
	[0.95, 0.5],
];

/** The full grid: every rate pair × 5, 10, 20, 50, 100 tasks × 1, 3, 10 runs × same or varying task rates. */
export function fullGrid(): CoverageCell[] {
	const cells: CoverageCell[] = [];
	for (const [p0, p1] of RATE_PAIRS)
		for (const tasks of [5, 10, 20, 50, 100])
			for (const runs of [1, 3, 10]) for (const tasksVary of [false, true]) cells.push({ p0, p1, tasks, runs, tasksVary });
	return cells;
}

/** Simulated tables per cell in the benchmark: the Monte Carlo standard error at 0.95 is then √(0.95·0.05/4000) ≈ 0.0034. */
export const BENCH_SIMS = 4000;

/** Coverage of every method in every cell of the full grid, each cell with its own seed (1000 + its index). */
export function fullGridCoverage(sims = BENCH_SIMS): { cell: CoverageCell; results: Record<string, CellResult> }[] {
	return fullGrid().map((cell, k) => ({ cell, results: coverage(cell, sims, 1000 + k) }));
}

/** The coverage part of the BENCHMARKS.md analyze section: the worst cell of each method, then every cell. */
export function coverageSection(rows: readonly { cell: CoverageCell; results: Record<string, CellResult> }[], sims = BENCH_SIMS): string[] {
	const names = Object.keys(METHODS);
	const f = (x: number) => x.toFixed(3);
	const label = (c: CoverageCell) => `${c.p0} → ${c.p1} | ${c.tasks} | ${c.runs} | ${c.tasksVary ? 'varying' : 'same'}`;
	const worst = names.map((name) => {
		let w = rows[0]!;
		for (const r of rows) if (r.results[name]!.coverage < w.results[name]!.coverage) w = r;
		return { name, w };
	});
	const below = (name: string) => rows.filter((r) => r.results[name]!.coverage < 0.94).length;
	return [
		'### Coverage of the total effect interval',
		'',
		`Seeded simulation (\`scripts/bench/coverage.ts\`, mulberry32, seed 1000 + cell index), ${sims.toLocaleString('en')} tables per cell, nominal level 0.95. A cell is the two arms' mean success rates p0 → p1, the number of tasks, the runs per task and arm, and whether task rates are the same for every task or vary (each task draws W ~ U(0, 1) and gets 2pW, or 1 − 2(1 − p)W above 0.5, in both arms with the same W: rates spread, arms correlated, the effect varies by task, and its mean is p1 − p0 exactly). Coverage is the share of tables whose interval holds p1 − p0; its Monte Carlo standard error is √(c(1 − c)/${sims}), about ${Math.sqrt((0.95 * 0.05) / sims).toFixed(4)} at 0.95, so a cell whose true coverage is 0.947 reads below 0.94 about once in 50. "Newcombe 11 (reported)" is what \`npm run analyze\` reports from 5 tasks on (fewer tasks get the bound interval). The t interval reads 1.000 where both rates are equal and near 0 or 1 because a zero-width interval at 0 holds a true difference of exactly 0; its misses show once the rates differ. Width is the mean of upper − lower: the reported interval pays for its coverage with width, and with several runs per task it does not narrow as runs are added (each arm's Wilson interval takes the largest variance a task mean can have).`,
		'',
		'| method | cells | cells below 0.94 | worst cell (p0 → p1, tasks, runs, task rates) | its coverage (MC s.e.) |',
		'| --- | ---: | ---: | --- | ---: |',
		...worst.map(({ name, w }) => {
			const r = w.results[name]!;
			return `| ${name} | ${rows.length} | ${below(name)} | ${label(w.cell).replace(/ \| /g, ', ')} | ${f(r.coverage)} (${r.se.toFixed(4)}) |`;
		}),
		'',
		'<details><summary>Every cell: coverage (Monte Carlo standard error) and mean width</summary>',
		'',
		`| p0 → p1 | tasks | runs | task rates | ${names.map((n) => `${n} coverage (s.e.) | width`).join(' | ')} |`,
		`| --- | ---: | ---: | --- | ${names.map(() => '---: | ---:').join(' | ')} |`,
		...rows.map(
			(r) =>
				`| ${label(r.cell)} | ${names.map((n) => `${f(r.results[n]!.coverage)} (${r.results[n]!.se.toFixed(4)}) | ${f(r.results[n]!.width)}`).join(' | ')} |`,
		),
		'',
		'</details>',
	];
}
