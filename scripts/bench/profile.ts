/**
 * npm run bench:profile -- <folder of .cpuprofile files> [--match REGEX]
 *
 * Sums a V8 CPU profile (node --cpu-prof) by package and by function, each inclusive of what it
 * calls: the reading behind scripts/bench/PROFILE.md. One table per profile file (a worker thread
 * writes its own).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { check, cliOrAnswer, fromUser, processIo, say, type CliIo, type CliSpec } from '../../src/lib/cli.ts';

interface ProfileNode {
	id: number;
	callFrame: { functionName: string; url: string; lineNumber: number };
	children?: number[];
}
interface Profile {
	nodes: ProfileNode[];
	samples: number[];
	timeDeltas: number[];
}

/** The package a frame belongs to: a node_modules package, a folder of src/, or a built chunk. */
function packageOf(url: string): string {
	if (!url) return '(native, idle or GC)';
	const dep = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
	if (dep) return dep[1]!;
	if (url.includes('/src/')) return `src/${url.split('/src/')[1]!.split('/')[0]}`;
	if (url.startsWith('node:')) return 'node:';
	return url.split('/').slice(-2).join('/');
}

const functionOf = (n: ProfileNode) =>
	`${n.callFrame.functionName || '(anonymous)'} ${n.callFrame.url.split('/').slice(-2).join('/')}:${n.callFrame.lineNumber + 1}`;

/** Seconds per key, each sample counted once for every distinct key on its stack. */
export function inclusive(profile: Profile, keyOf: (n: ProfileNode) => string): Map<string, number> {
	const byId = new Map(profile.nodes.map((n) => [n.id, n]));
	const parent = new Map<number, number>();
	for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
	const self = new Map<number, number>();
	profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
	const out = new Map<string, number>();
	for (const [id, micros] of self) {
		const seen = new Set<string>();
		for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) {
			const key = keyOf(byId.get(cur)!);
			if (seen.has(key)) continue;
			seen.add(key);
			out.set(key, (out.get(key) ?? 0) + micros / 1e6);
		}
	}
	return out;
}

const SPEC: CliSpec = {
	name: 'bench:profile',
	usage: '<folder of .cpuprofile files> [--match REGEX]',
	summary: 'Sums V8 CPU profiles by package and by function, inclusive of what each calls.',
	example: 'node --cpu-prof --cpu-prof-dir=tmp/prof scripts/build.ts && npm run bench:profile -- tmp/prof',
	options: { match: { type: 'string' } },
	checks: { match: check.regex },
	allowPositionals: true,
	positionals: { min: 1, max: 1, what: 'folder of .cpuprofile files', check: check.folder },
};

/** The command on `argv` (the arguments after the script), its output written to `io`; returns the exit code. */
export function main(argv: string[], io: CliIo = processIo()): number {
	const args = cliOrAnswer<{ match?: string }>(SPEC, argv, io);
	// --help or a bad option: answered, with its exit code
	if (typeof args === 'number') return args;
	let code = 0;
	const dir = fromUser(args.positionals[0]!, io);
	const files = readdirSync(dir).filter((f) => f.endsWith('.cpuprofile'));
	if (files.length === 0) {
		say(io.stderr, `bench:profile: ${args.positionals[0]} holds no .cpuprofile file; make them with node --cpu-prof --cpu-prof-dir=${args.positionals[0]} …`);
		code = 1;
	}
	const match = new RegExp(args.values.match ?? '.', 'i');
	const top = (m: Map<string, number>, n: number) =>
		[...m]
			.filter(([k]) => match.test(k))
			.sort((a, b) => b[1] - a[1])
			.slice(0, n)
			.map(([k, v]) => `${v.toFixed(2).padStart(8)} s  ${k}`);
	for (const file of files) {
		let profile: Profile;
		try {
			profile = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Profile;
		} catch (e) {
			say(io.stderr, `bench:profile: ${file} is not a V8 CPU profile (${(e as Error).message.split('\n')[0]}); skipped`);
			code = 1;
			continue;
		}
		const total = profile.timeDeltas.reduce((a, b) => a + b, 0) / 1e6;
		say(
			io.stdout,
			`${file}: ${total.toFixed(1)} s sampled\n\nby package:\n${top(
				inclusive(profile, (n) => packageOf(n.callFrame.url)),
				20,
			).join('\n')}`,
		);
		say(io.stdout, `\nby function:\n${top(inclusive(profile, functionOf), 30).join('\n')}\n`);
	}
	return code;
}

// run as a script (node scripts/bench/profile.ts), not when a test imports main
if (import.meta.main) process.exitCode = main(process.argv.slice(2));
