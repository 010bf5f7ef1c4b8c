/**
 * The estimand toolkit's benchmark: synthetic run tables of a given shape (tasks × runs per arm,
 * seeded), each analysed by `npm run analyze` in a fresh process, Markdown and JSON, with its wall
 * time and peak memory. Used by `npm run bench` (and `npm run bench -- --only analyze`).
 */
import { spawnSync } from 'node:child_process';
import { closeSync, openSync, readFileSync, readSync, rmSync, statSync, writeFileSync } from 'node:fs';
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

/** Task names padded to this length make a million one-run tasks a file of about 120 MB, near the reader's 128 MB limit. */
export const LONG_NAME = 45;

/**
 * Writes a run table with a tokens column: each task has its own success rate, both arms share it.
 * With `nameLength`, task names are padded to that many characters. Returns the number of runs.
 */
export function writeRunTable(file: string, tasks: number, runs: number, seed = 1, nameLength = 0): number {
	const rand = prng(seed);
	const lines = ['task,arm,run,success,tokens'];
	for (let t = 0; t < tasks; t++) {
		const p = rand();
		const name = nameLength > 0 ? `t${t}-`.padEnd(nameLength, 'x') : `t${t}`;
		for (const arm of ['control', 'treatment'])
			for (let r = 1; r <= runs; r++) lines.push(`${name},${arm},${r},${rand() < p ? 1 : 0},${Math.floor(rand() * 1000)}`);
	}
	writeFileSync(file, `${lines.join('\n')}\n`);
	return lines.length - 1;
}

export interface AnalyzeTiming {
	tasks: number;
	runs: number;
	rows: number;
	/** Length of the task names when padded, else 0. */
	nameLength: number;
	json: boolean;
	fileBytes: number;
	outputBytes: number;
	ms: number;
	maxRssKb: number;
}

/** The node options `npm run analyze` runs the script with (package.json), so the bench measures that command. */
export function analyzeNodeArgs(root: string): string[] {
	const scripts = (JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
	const words = scripts['analyze']!.split(/\s+/);
	if (words[0] !== 'node' || words.at(-1) !== 'scripts/analyze.ts')
		throw new Error(`package.json's analyze script is not "node [options] scripts/analyze.ts": ${scripts['analyze']}`);
	return words.slice(1, -1);
}

/**
 * Runs `npm run analyze` on one file in a child process, as a reader would (without npm's own start-up),
 * its report written to a file: the wall time from start to exit, the peak memory (a module loaded
 * first records the process's maxRSS as it exits) and the size of the report.
 */
export function timeAnalysis(root: string, file: string, json: boolean, work: string): { ms: number; maxRssKb: number; outputBytes: number } {
	const rssFile = path.join(work, 'maxrss.txt');
	const outFile = path.join(work, json ? 'report.json' : 'report.md');
	rmSync(rssFile, { force: true });
	const out = openSync(outFile, 'w');
	const t0 = performance.now();
	let res;
	try {
		res = spawnSync(
			process.execPath,
			[...analyzeNodeArgs(root), '--import', path.join(root, 'scripts/bench/maxrss.ts'), 'scripts/analyze.ts', file, ...(json ? ['--json'] : [])],
			{ cwd: root, env: { ...process.env, BENCH_MAXRSS_FILE: rssFile }, stdio: ['ignore', out, 'pipe'], encoding: 'utf8', maxBuffer: 1 << 26 },
		);
	} finally {
		closeSync(out);
	}
	const ms = performance.now() - t0;
	if (res.status !== 0) throw new Error(`npm run analyze -- ${file}${json ? ' --json' : ''} failed (exit ${res.status}):\n${res.stderr.slice(-4000)}`);
	const outputBytes = statSync(outFile).size;
	// the report is complete: JSON ends its top-level object, Markdown its last section (only the end is read: a JSON report can be longer than a string may be)
	const fd = openSync(outFile, 'r');
	const end = Buffer.alloc(Math.min(200, outputBytes));
	readSync(fd, end, 0, end.length, outputBytes - end.length);
	closeSync(fd);
	const tail = end.toString('utf8');
	if (json ? !tail.endsWith('}\n') : !tail.includes('it is not computed from whole-run tables')) throw new Error(`the report of ${file} is cut short`);
	rmSync(outFile);
	return { ms, maxRssKb: Number(readFileSync(rssFile, 'utf8')), outputBytes };
}

/** What is measured: every shape as Markdown, a million one-run tasks as JSON too, and the same with long task names (about 120 MB) in both formats. */
export function benchAnalysis(root: string, work: string): AnalyzeTiming[] {
	const out: AnalyzeTiming[] = [];
	const measure = (tasks: number, runs: number, nameLength: number, formats: boolean[]) => {
		const file = path.join(work, `runs-${tasks}x${runs}${nameLength ? `-names${nameLength}` : ''}.csv`);
		const rows = writeRunTable(file, tasks, runs, 1, nameLength);
		const fileBytes = statSync(file).size;
		for (const json of formats) {
			console.log(`[analyze] ${tasks} × ${runs}${nameLength ? `, names of ${nameLength} characters` : ''}, ${json ? 'JSON' : 'Markdown'}`);
			out.push({ tasks, runs, rows, nameLength, json, fileBytes, ...timeAnalysis(root, file, json, work) });
		}
		rmSync(file);
	};
	// One untimed run first: in a fresh checkout the first processes read Node and the modules from a
	// cold disk, which made the first timed rows of a full run a second or two slower than any after.
	const warmUp = path.join(work, 'runs-warm-up.csv');
	writeRunTable(warmUp, 10_000, 1);
	timeAnalysis(root, warmUp, false, work);
	rmSync(warmUp);
	for (const [tasks, runs] of RUN_SHAPES) measure(tasks, runs, 0, tasks === 1_000_000 && runs === 1 ? [false, true] : [false]);
	measure(1_000_000, 1, LONG_NAME, [false, true]);
	return out;
}

/** Targets: a million one-run tasks in 5 s and 1.0 GB in either format; every other table in 5 s and 1.5 GB. */
const target = (t: AnalyzeTiming) => (t.tasks === 1_000_000 && t.runs === 1 && t.nameLength === 0 ? { ms: 5000, mb: 1024 } : { ms: 5000, mb: 1536 });

/** The BENCHMARKS.md section, between markers so that `--only analyze` can replace it alone. */
export function analysisSection(timings: readonly AnalyzeTiming[], nodeArgs: readonly string[]): string[] {
	const n = (x: number) => x.toLocaleString('en');
	const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MB`;
	return [
		'<!-- analyze:start -->',
		'## Estimand toolkit (`npm run analyze`)',
		'',
		`Each table is written, then read, validated, analysed and reported by \`scripts/analyze.ts\` in a fresh process started as \`npm run analyze\` starts it (\`${['node', ...nodeArgs, 'scripts/analyze.ts'].join(' ')}\`), its report written to a file (\`scripts/bench/runs.ts\`). An untimed run of a small table comes first, so no row pays for a cold start. Time is from start to exit; peak memory is the process's maximum resident set. Targets: a million tasks of one run each under 5 s and 1.0 GB in both formats; the other tables under 5 s and 1.5 GB. The long-name table (about 120 MB, inside the 128 MB the reader accepts) is there to show that both reports are written; it has no time target.`,
		'',
		'| tasks × runs per arm | task names | rows | file | report | output | time | peak memory | within targets |',
		'| --- | --- | ---: | ---: | --- | ---: | ---: | ---: | --- |',
		...timings.map((t) => {
			const goal = target(t);
			const long = t.nameLength > 0;
			const within = long ? 'written' : t.ms <= goal.ms && t.maxRssKb <= goal.mb * 1024 ? 'yes' : '**no**';
			return `| ${n(t.tasks)} × ${n(t.runs)} | ${long ? `${t.nameLength} characters` : 'short'} | ${n(t.rows)} | ${mb(t.fileBytes)} | ${t.json ? 'JSON' : 'Markdown'} | ${mb(t.outputBytes)} | ${(t.ms / 1000).toFixed(2)} s | ${(t.maxRssKb / 1024).toFixed(0)} MB | ${within} |`;
		}),
		'<!-- analyze:end -->',
	];
}
