/** What the benchmark's parts share: timing a build in a fresh process, medians, and growth fits. */
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The middle value (the lower middle for an even count). */
export function median(xs: readonly number[]): number {
	const s = [...xs].sort((a, b) => a - b);
	return s[Math.floor((s.length - 1) / 2)]!;
}

/** A build stopped at its time limit (`timeAstroBuild`'s `limitMs`): it ran longer than that, unfinished. */
export class BuildLimitReached extends Error {
	readonly root: string;
	readonly limitMs: number;
	/** The build's peak memory as last written before it was stopped (every few seconds): a lower bound on what it would have reached. */
	readonly maxRssKb: number | undefined;
	constructor(root: string, limitMs: number, maxRssKb?: number) {
		super(`Astro build of ${root} did not finish within ${(limitMs / 60_000).toFixed(1)} min and was stopped`);
		this.root = root;
		this.limitMs = limitMs;
		this.maxRssKb = maxRssKb;
	}
}

/** How often a build with a time limit writes its peak memory so far, for the case it is stopped. */
const PEAK_EVERY_MS = 2000;

/**
 * An Astro build of `root` in a fresh process: its time and the process's peak memory. With
 * `limitMs`, a build still running then is killed and BuildLimitReached is thrown.
 */
export function timeAstroBuild(root: string, outDir: string, env: NodeJS.ProcessEnv, cwd = root, limitMs?: number): { ms: number; maxRssKb: number } {
	// with a limit, the build writes its peak memory so far to a file every few seconds, read if it is stopped
	const peakFile = limitMs === undefined ? undefined : path.join(tmpdir(), `bench-peak-${randomUUID()}`);
	const watch = peakFile
		? `const { writeFileSync } = await import('node:fs'); setInterval(() => writeFileSync(${JSON.stringify(peakFile)}, String(process.resourceUsage().maxRSS)), ${PEAK_EVERY_MS}).unref();`
		: '';
	const script = `${watch} const t0 = performance.now(); const { build } = await import('astro'); await build({ root: ${JSON.stringify(root)}, outDir: ${JSON.stringify(outDir)}, logLevel: 'error' }); console.log(JSON.stringify({ ms: performance.now() - t0, maxRssKb: process.resourceUsage().maxRSS }));`;
	try {
		const res = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
			cwd,
			env,
			encoding: 'utf8',
			maxBuffer: 1 << 26,
			...(limitMs === undefined ? {} : { timeout: limitMs, killSignal: 'SIGKILL' as const }),
		});
		if (limitMs !== undefined && (res.error as NodeJS.ErrnoException | undefined)?.code === 'ETIMEDOUT') {
			throw new BuildLimitReached(root, limitMs, readPeak(peakFile));
		}
		if (res.status !== 0) throw new Error(`Astro build of ${root} failed:\n${res.stderr}`);
		return JSON.parse(res.stdout.trim().split('\n').at(-1)!) as { ms: number; maxRssKb: number };
	} finally {
		if (peakFile) rmSync(peakFile, { force: true });
	}
}

/** The peak memory (kB) a stopped build last wrote, or undefined when it wrote none. */
function readPeak(file: string | undefined): number | undefined {
	let kb = 0;
	try {
		kb = file ? Number(readFileSync(file, 'utf8')) : 0;
	} catch {
		// stopped before its first write
	}
	return kb > 0 ? kb : undefined;
}

/** The slope of log y against log n: y grows as n to this power. */
export function growthExponent(points: readonly [number, number][]): number {
	const xs = points.map(([n]) => Math.log(n));
	const ys = points.map(([, y]) => Math.log(y));
	const mx = xs.reduce((a, b) => a + b, 0) / xs.length;
	const my = ys.reduce((a, b) => a + b, 0) / ys.length;
	const sxy = xs.reduce((a, x, i) => a + (x - mx) * (ys[i]! - my), 0);
	const sxx = xs.reduce((a, x) => a + (x - mx) ** 2, 0);
	return sxy / sxx;
}
