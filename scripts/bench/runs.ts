/**
 * The estimand toolkit's benchmark: synthetic run tables of a given shape (tasks × runs per arm,
 * seeded), each analysed in a fresh process from reading the file to the finished Markdown report,
 * with its wall time and peak memory. Used by `npm run bench` (and `npm run bench -- --only analyze`).
 */
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { prng } from '../../src/lib/prng.ts';

/** Shapes measured: tasks × runs per arm (rows = tasks × runs × 2 arms). */
export const RUN_SHAPES: readonly [number, number][] = [
	[1_000_000, 1],
	[500_000, 1],
	[100_000, 5],
	[1_000, 500],
	[100, 5_000],
];

/** Writes a run table with a tokens column: each task has its own success rate, both arms share it. */
export function writeRunTable(file: string, tasks: number, runs: number, seed = 1): number {
	const rand = prng(seed);
	const lines = ['task,arm,run,success,tokens'];
	for (let t = 0; t < tasks; t++) {
		const p = rand();
		for (const arm of ['control', 'treatment'])
			for (let r = 1; r <= runs; r++) lines.push(`t${t},${arm},${r},${rand() < p ? 1 : 0},${Math.floor(rand() * 1000)}`);
	}
	writeFileSync(file, `${lines.join('\n')}\n`);
	return lines.length - 1;
}

export interface AnalyzeTiming {
	tasks: number;
	runs: number;
	rows: number;
	ms: number;
	maxRssKb: number;
}

/** Reads, validates, analyses and reports one file in a fresh Node process; returns its time and peak memory. */
export function timeAnalysis(root: string, file: string): { ms: number; maxRssKb: number } {
	const script = `
		const { readFileSync } = await import('node:fs');
		const { parseRunTable } = await import(${JSON.stringify(path.join(root, 'src/estimands/runs.ts'))});
		const { analyze } = await import(${JSON.stringify(path.join(root, 'src/estimands/estimands.ts'))});
		const { estimandReportMarkdown } = await import(${JSON.stringify(path.join(root, 'src/estimands/report.ts'))});
		const t0 = performance.now();
		const { table } = parseRunTable(readFileSync(${JSON.stringify(file)}, 'utf8'));
		estimandReportMarkdown(analyze(table, { epsilon: 0.05, alpha: 0.05 }), { file: 'x.csv' });
		console.log(JSON.stringify({ ms: performance.now() - t0, maxRssKb: process.resourceUsage().maxRSS }));`;
	const res = spawnSync(process.execPath, ['--input-type=module', '-e', script], { cwd: root, encoding: 'utf8', maxBuffer: 1 << 26 });
	if (res.status !== 0) throw new Error(`analysis of ${file} failed:\n${res.stderr}`);
	return JSON.parse(res.stdout.trim().split('\n').at(-1)!) as { ms: number; maxRssKb: number };
}

/** Every shape, measured once each. */
export function benchAnalysis(root: string, work: string): AnalyzeTiming[] {
	return RUN_SHAPES.map(([tasks, runs]) => {
		const file = path.join(work, `runs-${tasks}x${runs}.csv`);
		const rows = writeRunTable(file, tasks, runs);
		return { tasks, runs, rows, ...timeAnalysis(root, file) };
	});
}

/** The BENCHMARKS.md section, between markers so that `--only analyze` can replace it alone. */
export function analysisSection(timings: readonly AnalyzeTiming[]): string[] {
	const n = (x: number) => x.toLocaleString('en');
	return [
		'<!-- analyze:start -->',
		'## Estimand toolkit (`npm run analyze`)',
		'',
		'Each table is read, validated, analysed and reported in a fresh process (`scripts/bench/runs.ts`); targets: each under 5 s and 1.5 GB.',
		'',
		'| tasks × runs per arm | rows | time | peak memory | within both targets |',
		'| --- | ---: | ---: | ---: | --- |',
		...timings.map(
			(t) =>
				`| ${n(t.tasks)} × ${n(t.runs)} | ${n(t.rows)} | ${(t.ms / 1000).toFixed(2)} s | ${(t.maxRssKb / 1024).toFixed(0)} MB | ${t.ms <= 5000 && t.maxRssKb <= 1.5 * 1024 * 1024 ? 'yes' : '**no**'} |`,
		),
		'<!-- analyze:end -->',
	];
}
