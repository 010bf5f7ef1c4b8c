/**
 * The build publishes only what validated, and the Astro collections see exactly what the loader
 * returns: one fixture is built into a site and its JSON compared with the loader's output. What
 * stops before Astro (refused folders, invalid records, options) calls the script's main in this
 * process; the real build and the interrupted one run as processes, side by side.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCorpus } from '../../src/corpus/load.ts';
import { ROOT, VALID } from '../helpers/paths.ts';
import { runMain, runScriptAsync, type RunResult } from '../helpers/run.ts';
import { main } from '../../scripts/build.ts';
import { BUILD_MARKER } from '../../src/lib/out-dir.ts';
import { spawn, spawnSync } from 'node:child_process';

mkdirSync(path.join(ROOT, 'tmp'), { recursive: true });
const work = mkdtempSync(path.join(ROOT, 'tmp', 'build-test-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('npm run build', () => {
	// The fixture build starts with the file and is checked after the in-process cases, which run on
	// this core while it builds on the other.
	let fixtureBuild: Promise<RunResult>;
	beforeAll(() => {
		fixtureBuild = runScriptAsync('build', ['--studies', 'tests/fixtures/valid', '--out', path.join(work, 'fixture-site')]);
		// awaited by its test; a failure to start is that test's to report, not an unhandled rejection
		fixtureBuild.catch(() => undefined);
	});
	// also when a filter skipped its test: the build writes into the work folder, removed after this
	afterAll(() => fixtureBuild.catch(() => undefined));

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

	// a process: Astro builds in, and reads the environment of, the process it runs in
	it('builds a fixture whose collection data equal the loader output', async () => {
		const out = path.join(work, 'fixture-site');
		const res = await fixtureBuild;
		expect(res.stderr).toBe('');
		expect(res.code).toBe(0);
		const viaAstro = (JSON.parse(readFileSync(path.join(out, 'data/studies.json'), 'utf8')) as { studies: unknown[] }).studies;
		const viaLoader = loadCorpus({ root: ROOT, studiesDir: VALID }).studies.map((s) => s.data);
		expect(viaAstro).toEqual(JSON.parse(JSON.stringify(viaLoader)));
		expect(viaAstro).toHaveLength(1);
		expect(existsSync(path.join(out, 'studies/fixture-study/index.html'))).toBe(true);
		expect(existsSync(path.join(out, 'pagefind/pagefind.js'))).toBe(true);
	});

	// a process: the signal ends it (run after the fixture build, not beside it: two builds on two cores take as long as one after the other)
	it('removes the folders of a killed build, and cleans up after SIGINT', async () => {
		const out = path.join(work, 'site');
		// folders a build killed with SIGKILL would leave: its pid is not running
		const dead = 2 ** 22 + 12345;
		for (const kind of ['tmp', 'cache', 'old']) mkdirSync(path.join(work, `.site.${kind}-${dead}`));
		const child = spawn(process.execPath, ['scripts/build.ts', '--studies', 'tests/fixtures/valid', '--out', out], {
			cwd: ROOT,
			env: { ...process.env, INIT_CWD: ROOT, NO_COLOR: '1' },
		});
		let stdout = '';
		child.stdout.on('data', (d) => (stdout += String(d)));
		let stderr = '';
		child.stderr.on('data', (d) => (stderr += String(d)));
		// interrupt once Astro is at work (the temporary folder exists)
		const tmp = path.join(work, `.site.tmp-${child.pid}`);
		await expect.poll(() => existsSync(tmp) || existsSync(path.join(work, `.site.cache-${child.pid}`)), { timeout: 60_000, interval: 50 }).toBe(true);
		child.kill('SIGINT');
		const code = await new Promise<number | null>((resolve) => child.on('exit', (c) => resolve(c)));
		expect(stdout).toContain('removed 3 folder(s) left by interrupted builds');
		expect(code).toBe(130);
		expect(stderr).toContain('build interrupted (SIGINT)');
		expect(readdirSync(work).filter((n) => n.startsWith('.site.'))).toEqual([]);
		expect(existsSync(out)).toBe(false);
	}, 90_000);
});
