/**
 * An interrupted build cleans up: the folders of builds killed before it are removed when it starts,
 * and its own are removed when SIGINT ends it, which exits 130 and says why. A build process, so it is
 * in `npm run test:full` with the other whole builds.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { WAIT_MS } from '../helpers/budgets.ts';
import { ROOT } from '../helpers/paths.ts';
import { childEnv, TEST_ENV } from '../helpers/run.ts';

mkdirSync(path.join(ROOT, 'tmp'), { recursive: true });
const work = mkdtempSync(path.join(ROOT, 'tmp', 'build-interrupt-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('npm run build, interrupted', () => {
	it('removes the folders of a killed build, and cleans up after SIGINT', async () => {
		const out = path.join(work, 'site');
		// folders a build killed with SIGKILL would leave: its pid is not running
		const dead = 2 ** 22 + 12345;
		for (const kind of ['tmp', 'cache', 'old']) mkdirSync(path.join(work, `.site.${kind}-${dead}`));
		const child = spawn(process.execPath, ['scripts/build.ts', '--studies', 'tests/fixtures/valid', '--out', out], {
			cwd: ROOT,
			env: { ...childEnv(), ...TEST_ENV, INIT_CWD: ROOT },
		});
		let stdout = '';
		child.stdout.on('data', (d) => (stdout += String(d)));
		let stderr = '';
		child.stderr.on('data', (d) => (stderr += String(d)));
		// interrupt once Astro is at work (the temporary folder exists)
		const tmp = path.join(work, `.site.tmp-${child.pid}`);
		await expect.poll(() => existsSync(tmp) || existsSync(path.join(work, `.site.cache-${child.pid}`)), { timeout: WAIT_MS, interval: 50 }).toBe(true);
		child.kill('SIGINT');
		const code = await new Promise<number | null>((resolve) => child.on('exit', (c) => resolve(c)));
		expect(stdout).toContain('removed 3 folder(s) left by interrupted builds');
		expect(code).toBe(130);
		expect(stderr).toContain('build interrupted (SIGINT)');
		expect(readdirSync(work).filter((n) => n.startsWith('.site.'))).toEqual([]);
		expect(existsSync(out)).toBe(false);
	});
});
