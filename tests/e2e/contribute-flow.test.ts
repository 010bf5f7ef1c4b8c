/**
 * The whole contribution flow in a temporary copy of the project: scaffold a record, fill it,
 * validate, build, and find the new study on the matrix, its page, search and the downloads.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { serve } from '../helpers/static-server.ts';
import { ROOT, VALID } from '../helpers/paths.ts';
import { runScript } from '../helpers/run.ts';
import { copyProject } from '../helpers/project-copy.ts';
import { loadCorpus } from '../../src/corpus/load.ts';

const before = loadCorpus({ root: ROOT });
import { launch, openPage } from '../browser/browser.ts';

const hasChromium = inject('chromium');

describe.runIf(hasChromium)('contributing a study end to end', () => {
	let work: string;
	let server: { url: string; close: () => Promise<void> };
	let browser: Browser;
	const steps: Record<string, { code: number; stdout: string; stderr: string }> = {};

	beforeAll(async () => {
		mkdirSync(path.join(ROOT, 'tmp'), { recursive: true });
		work = mkdtempSync(path.join(ROOT, 'tmp', 'flow-'));
		copyProject(work);
		steps['scaffold'] = runScript('new-study', ['zeta-flow-study'], {}, work);
		steps['unfilled'] = runScript('validate', [], {}, work);
		const filled = readFileSync(path.join(VALID, 'fixture-study.yaml'), 'utf8')
			.replace('../../../data/schema', '../data/schema')
			.replace('id: fixture-study', 'id: zeta-flow-study')
			.replace('short_name: Fixture Study', 'short_name: Zeta Flow Study')
			.replace('name: FixtureBench', 'name: ZetaQuuxBench');
		writeFileSync(path.join(work, 'studies/zeta-flow-study.yaml'), filled);
		steps['validate'] = runScript('validate', [], {}, work);
		steps['gaps'] = runScript('gaps', ['studies/zeta-flow-study.yaml'], {}, work);
		steps['build'] = runScript('build', ['--out', 'dist'], {}, work);
		server = await serve(path.join(work, 'dist'));
		browser = await launch();
	}, 300_000);
	afterAll(async () => {
		await browser?.close();
		await server?.close();
		rmSync(work, { recursive: true, force: true });
	});

	it('scaffolds, then validation lists what is left to fill, then passes once filled', () => {
		expect(steps['scaffold']!.code).toBe(0);
		expect(steps['unfilled']!.code).toBe(1);
		expect(steps['unfilled']!.stdout).toContain('studies/zeta-flow-study.yaml');
		expect(steps['validate']!.code, steps['validate']!.stdout).toBe(0);
		// One warning more: the new record has no screening entry yet, and the warning says what to add.
		const warnings = before.problems.filter((p) => p.severity === 'warning').length + 1;
		expect(steps['validate']!.stdout).toMatch(/studies\/zeta-flow-study\.yaml:\d+:\d+ +id +warning .*data\/screening\.yaml has no candidate for it/);
		expect(steps['validate']!.stdout.trim().split('\n').at(-1)).toBe(
			`${before.fileCount + 1} files, 0 errors, ${warnings} warning${warnings === 1 ? '' : 's'}`,
		);
		expect(steps['gaps']!.stdout).toContain('## Reporting checklist: Zeta Flow Study (studies/zeta-flow-study.yaml)');
		expect(steps['build']!.code, steps['build']!.stderr).toBe(0);
	});

	it('the new study is a row of the matrix and has its own page', async () => {
		const { page } = await openPage(browser);
		await page.goto(`${server.url}/studies/`);
		await expect(page.locator('tr#zeta-flow-study th a').first().textContent()).resolves.toBe('Zeta Flow Study');
		await expect(page.locator('table[data-view="table5"] tbody tr').count()).resolves.toBe(before.studies.length + 1);
		await page.goto(`${server.url}/studies/zeta-flow-study/`);
		await expect(page.locator('h1').textContent()).resolves.toBe('Zeta Flow Study');
		// Built without git history: the page says so instead of inventing a date.
		await expect(page.locator('main').textContent()).resolves.toContain('built without the repository history');
	});

	it('search finds it by its benchmark', async () => {
		const { page } = await openPage(browser);
		await page.goto(`${server.url}/search/?q=ZetaQuuxBench`);
		await page.locator('#search-results[aria-busy="false"]').waitFor({ state: 'attached' });
		const hits = await page.locator('#search-results li h2 a').evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).pathname));
		expect(hits).toContain('/studies/zeta-flow-study/');
	});

	it('the downloads include it', () => {
		const dist = path.join(work, 'dist/data');
		const json = (JSON.parse(readFileSync(path.join(dist, 'studies.json'), 'utf8')) as { studies: { id: string }[] }).studies;
		expect(json.map((s) => s.id)).toContain('zeta-flow-study');
		expect(readFileSync(path.join(dist, 'studies.csv'), 'utf8')).toContain('zeta-flow-study,Zeta Flow Study');
		expect(readFileSync(path.join(dist, 'gaps.csv'), 'utf8')).toContain('zeta-flow-study,Zeta Flow Study');
		expect(readFileSync(path.join(dist, 'table3.tex'), 'utf8')).toContain('Zeta Flow Study');
	});
});
