/**
 * The /tools/ analyzer and `npm run analyze` give the same report on the same three-arm file: the
 * page's arm selectors do what --control and --treatment do, and the Markdown and JSON downloads
 * are byte for byte the command line's output. Two processes of the CLI beside a browser: an
 * end-to-end check, run by `npm run test:full`; the analyzer's own page tests are beside it.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { ROOT } from '../helpers/paths.ts';
import { runScript } from '../helpers/run.ts';
import { downloadOf, openPage, useBrowser } from '../browser/browser.ts';

const siteUrl = inject('siteUrl');
const hasChromium = inject('chromium');

describe.runIf(hasChromium)('the analyzer beside the command line', () => {
	const browser = useBrowser();

	it('the analyzer gives the same report as the command line on the same file, with arm selectors and a plot', async () => {
		const { page, errors } = await openPage(browser(), { acceptDownloads: true });
		await page.goto(`${siteUrl}/tools/`);
		// a three-arm copy of the example: the page's own selectors pick the two arms, as --control and --treatment do
		const example = readFileSync(path.join(ROOT, 'public/examples/runs.csv'), 'utf8');
		const threeArms = `${example}task-01,baseline,1,1,,1000\n`;
		const dir = mkdtempSync(path.join(tmpdir(), 'tools-'));
		writeFileSync(path.join(dir, 'runs.csv'), threeArms);
		await page.locator('input[name="file"]').setInputFiles(path.join(dir, 'runs.csv'));
		await expect
			.poll(() => page.locator('select[name="control"] option').allTextContents())
			.toEqual(['control (the default name)', 'control', 'treatment', 'baseline']);
		await page.locator('select[name="control"]').selectOption('control');
		await page.locator('select[name="treatment"]').selectOption('treatment');
		await page.getByRole('button', { name: 'Analyze' }).click();
		await expect.poll(() => page.locator('#analyzer-status').textContent()).toBe('Report ready.');
		const save = async (id: string) => (await downloadOf(page, page.locator(id))).text;
		const cli = runScript('analyze', ['runs.csv', '--control', 'control', '--treatment', 'treatment'], { INIT_CWD: dir });
		expect(cli.code).toBe(0);
		expect(await save('#analyzer-md')).toBe(cli.stdout);
		const cliJson = runScript('analyze', ['runs.csv', '--control', 'control', '--treatment', 'treatment', '--json'], { INIT_CWD: dir });
		expect(await save('#analyzer-json')).toBe(cliJson.stdout);
		// the page shows the CLI's numbers: the total effect line and the ignored arm
		const estimate = /- Estimate: ([^ ]+) /.exec(cli.stdout)![1]!;
		await expect(page.locator('#analyzer-report').textContent()).resolves.toContain(`Estimate: ${estimate} `);
		await expect(page.locator('#analyzer-problems').textContent()).resolves.toContain('ignores "baseline" (1 row)');
		// one interval per task in the plot, described for screen readers
		await expect(
			page.locator('#analyzer-plot svg line.plot-confident, #analyzer-plot svg line.plot-possible, #analyzer-plot svg line.plot-other').count(),
		).resolves.toBe(8);
		await expect(page.locator('#analyzer-plot svg').getAttribute('aria-label')).resolves.toMatch(/^Intervals for μ1 − μ0 of 8 tasks: /);
		rmSync(dir, { recursive: true, force: true });
		expect(errors).toEqual([]);
	});
});
