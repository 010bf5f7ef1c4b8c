/**
 * The build publishes only what validated, and the Astro collections see exactly what the loader
 * returns: one fixture is built into a site and its JSON compared with the loader's output.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadCorpus } from '../../src/lib/load.ts';
import { ROOT, VALID } from '../helpers/paths.ts';
import { runScript } from '../helpers/run.ts';

mkdirSync(path.join(ROOT, 'tmp'), { recursive: true });
const work = mkdtempSync(path.join(ROOT, 'tmp', 'build-test-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('npm run build', () => {
	it('stops before Astro on invalid records and creates no output folder', () => {
		const out = path.join(work, 'never');
		const res = runScript('build', ['--studies', 'tests/fixtures/invalid/bad-enum', '--out', out]);
		expect(res.code).toBe(1);
		expect(res.stdout).toContain('tests/fixtures/invalid/bad-enum/bad-enum.yaml:29:13  comparisons[0].coupling.kind');
		expect(res.stderr).toContain('build stopped: validation failed');
		expect(existsSync(out)).toBe(false);
		expect(readdirSync(work).filter((n) => n.includes('never'))).toEqual([]);
	});

	it('leaves a previous build untouched when validation fails', () => {
		const out = path.join(work, 'previous');
		mkdirSync(out);
		writeFileSync(path.join(out, 'index.html'), 'previous build');
		const res = runScript('build', ['--studies', 'tests/fixtures/invalid/syntax-error', '--out', out]);
		expect(res.code).toBe(1);
		expect(readdirSync(out)).toEqual(['index.html']);
		expect(readFileSync(path.join(out, 'index.html'), 'utf8')).toBe('previous build');
	});

	it('builds a fixture whose collection data equal the loader output', () => {
		const out = path.join(work, 'fixture-site');
		const res = runScript('build', ['--studies', 'tests/fixtures/valid', '--out', out]);
		expect(res.stderr).toBe('');
		expect(res.code).toBe(0);
		const viaAstro = (JSON.parse(readFileSync(path.join(out, 'data/studies.json'), 'utf8')) as { studies: unknown[] }).studies;
		const viaLoader = loadCorpus({ root: ROOT, studiesDir: VALID }).studies.map((s) => s.data);
		expect(viaAstro).toEqual(JSON.parse(JSON.stringify(viaLoader)));
		expect(viaAstro).toHaveLength(1);
		expect(existsSync(path.join(out, 'studies/fixture-study/index.html'))).toBe(true);
		expect(existsSync(path.join(out, 'pagefind/pagefind.js'))).toBe(true);
	});
});
