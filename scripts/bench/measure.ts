/** What the benchmark's parts share: timing a build in a fresh process, medians, and growth fits. */
import { spawnSync } from 'node:child_process';

/** The middle value (the lower middle for an even count). */
export function median(xs: readonly number[]): number {
	const s = [...xs].sort((a, b) => a - b);
	return s[Math.floor((s.length - 1) / 2)]!;
}

/** A build stopped at its time limit (`timeAstroBuild`'s `limitMs`): it ran longer than that, unfinished. */
export class BuildLimitReached extends Error {
	readonly root: string;
	readonly limitMs: number;
	constructor(root: string, limitMs: number) {
		super(`Astro build of ${root} did not finish within ${(limitMs / 60_000).toFixed(1)} min and was stopped`);
		this.root = root;
		this.limitMs = limitMs;
	}
}

/**
 * An Astro build of `root` in a fresh process: its time and the process's peak memory. With
 * `limitMs`, a build still running then is killed and BuildLimitReached is thrown.
 */
export function timeAstroBuild(root: string, outDir: string, env: NodeJS.ProcessEnv, cwd = root, limitMs?: number): { ms: number; maxRssKb: number } {
	const script = `const t0 = performance.now(); const { build } = await import('astro'); await build({ root: ${JSON.stringify(root)}, outDir: ${JSON.stringify(outDir)}, logLevel: 'error' }); console.log(JSON.stringify({ ms: performance.now() - t0, maxRssKb: process.resourceUsage().maxRSS }));`;
	const res = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
		cwd,
		env,
		encoding: 'utf8',
		maxBuffer: 1 << 26,
		...(limitMs === undefined ? {} : { timeout: limitMs, killSignal: 'SIGKILL' as const }),
	});
	if (limitMs !== undefined && (res.error as NodeJS.ErrnoException | undefined)?.code === 'ETIMEDOUT') throw new BuildLimitReached(root, limitMs);
	if (res.status !== 0) throw new Error(`Astro build of ${root} failed:\n${res.stderr}`);
	return JSON.parse(res.stdout.trim().split('\n').at(-1)!) as { ms: number; maxRssKb: number };
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
