/**
 * The build publishes only what validated. What stops before Astro (refused folders, invalid
 * records, options) calls the script's main in this process. Builds that run, whole or interrupted, are
 * in `npm run test:full`: tests/e2e/determinism.test.ts (which also checks that the published records
 * are exactly what the loader returns) and tests/e2e/build-interrupt.test.ts.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT } from '../helpers/paths.ts';
import { runMain } from '../helpers/run.ts';
import { main } from '../../scripts/build.ts';
import { BUILD_NODE_FLAGS } from '../../scripts/node-flags.ts';
import { BUILD_MARKER } from '../../src/lib/out-dir.ts';
import { spawnSync } from 'node:child_process';

mkdirSync(path.join(ROOT, 'tmp'), { recursive: true });
const work = mkdtempSync(path.join(ROOT, 'tmp', 'build-test-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('npm run build', () => {
	it('runs with the same V8 settings however it is started (npm run build, npm start, npm run bench)', () => {
		const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
		expect(BUILD_NODE_FLAGS.length).toBeGreaterThan(0);
		expect(pkg.scripts['build']).toBe(`node ${BUILD_NODE_FLAGS.join(' ')} scripts/build.ts`);
		for (const file of ['scripts/start.ts', 'scripts/bench/bench.ts']) {
			expect(readFileSync(path.join(ROOT, file), 'utf8'), file).toMatch(/spawnSync\(process\.execPath, \[\.\.\.BUILD_NODE_FLAGS, 'scripts\/build\.ts'/);
		}
		// and V8 takes them: under a stream of short-lived objects the young generation grows to two semi-spaces of the size given, no more
		const script =
			"const kept = []; for (let i = 0; i < 3e6; i++) kept.push({ i, s: 'x' + i }); console.log(require('v8').getHeapSpaceStatistics().find((s) => s.space_name === 'new_space').space_size)";
		const res = spawnSync(process.execPath, [...BUILD_NODE_FLAGS, '-e', script], { encoding: 'utf8' });
		expect(res.status, res.stderr).toBe(0);
		const semi = Number(/--max-semi-space-size=(\d+)/.exec(BUILD_NODE_FLAGS.join(' '))?.[1]);
		expect(Number(res.stdout) / 2 ** 20).toBeLessThanOrEqual(2 * semi);
	});

	it('sets the bundler allocator before anything loads Vite: its first import, keeping a value already set', () => {
		const source = readFileSync(path.join(ROOT, 'scripts/build.ts'), 'utf8');
		expect(/^import\s[^;]*;/m.exec(source)?.[0]).toBe("import '../src/lib/native-allocator.ts';");
		const res = spawnSync(
			process.execPath,
			[
				'--input-type=module',
				'-e',
				"await import('./src/lib/native-allocator.ts'); console.log(process.env.MIMALLOC_ARENA_EAGER_COMMIT, process.env.MIMALLOC_PURGE_DELAY)",
			],
			{ cwd: ROOT, encoding: 'utf8', env: { ...process.env, MIMALLOC_ARENA_EAGER_COMMIT: undefined, MIMALLOC_PURGE_DELAY: '25' } },
		);
		expect(res.stdout.trim()).toBe('0 25');
	});

	it('stops before Astro on invalid records and creates no output folder', async () => {
		const out = path.join(work, 'never');
		const res = await runMain(main, ['--studies', 'tests/fixtures/invalid/bad-enum', '--out', out]);
		expect(res.code).toBe(1);
		expect(res.stdout).toContain('tests/fixtures/invalid/bad-enum/bad-enum.yaml:29:13  comparisons[0].coupling.kind');
		expect(res.stderr).toContain('build stopped: validation failed');
		expect(existsSync(out)).toBe(false);
		expect(readdirSync(work).filter((n) => n.includes('never'))).toEqual([]);
	});

	it('leaves a previous build untouched when validation fails', async () => {
		const out = path.join(work, 'previous');
		mkdirSync(out);
		writeFileSync(path.join(out, 'index.html'), 'previous build');
		writeFileSync(path.join(out, BUILD_MARKER), '');
		const res = await runMain(main, ['--studies', 'tests/fixtures/invalid/syntax-error', '--out', out]);
		expect(res.code).toBe(1);
		expect(readdirSync(out).sort()).toEqual([BUILD_MARKER, 'index.html']);
		expect(readFileSync(path.join(out, 'index.html'), 'utf8')).toBe('previous build');
	});

	it('refuses every output folder whose loss would destroy work, and says why', async () => {
		const before = readdirSync(ROOT).sort();
		for (const [out, why] of [
			['.', /is the repository or a folder that holds it/],
			['..', /is the repository or a folder that holds it/],
			['studies', /is studies\/, part of the project/],
			['src', /is src\/, part of the project/],
			['data/site', /is inside data\/, part of the project/],
			['node_modules', /is node_modules\/, part of the project/],
			['.git', /is \.git\/, part of the project/],
			['README.md', /is a file, not a folder/],
		] as const) {
			const res = await runMain(main, ['--out', out]);
			expect(res.code, out).toBe(1);
			expect(res.stderr, out).toMatch(why);
			expect(res.stderr, out).not.toMatch(/\n\s+at /);
		}
		// a non-empty folder that no build made
		const notABuild = path.join(work, 'notes');
		mkdirSync(notABuild);
		writeFileSync(path.join(notABuild, 'draft.txt'), 'mine');
		const res = await runMain(main, ['--out', notABuild]);
		expect(res.code).toBe(1);
		expect(res.stderr).toMatch(/holds files that are not a previous build/);
		expect(readFileSync(path.join(notABuild, 'draft.txt'), 'utf8')).toBe('mine');
		expect(readdirSync(ROOT).sort()).toEqual(before);
	});

	it('--help shows usage and an example; an unknown option is one line and the usage, exit 2', async () => {
		const help = await runMain(main, ['--help']);
		expect(help.code).toBe(0);
		expect(help.stdout).toMatch(/^usage: npm run build -- \[--out DIR\] \[--studies DIR\]\n[\s\S]*example: npm run build -- --out tmp\/site/);
		const bad = await runMain(main, ['--outt', 'x']);
		expect(bad.code).toBe(2);
		expect(bad.stderr).toBe("build: Unknown option '--outt'\nusage: npm run build -- [--out DIR] [--studies DIR]\n");
	});
});
