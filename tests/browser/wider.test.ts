/** The evidence map, the claims table and the estimand tools in a browser. */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { ROOT } from '../helpers/paths.ts';
import { runScript } from '../helpers/run.ts';
import { openPage, useBrowser } from './browser.ts';

const siteUrl = inject('siteUrl');
const hasChromium = inject('chromium');

describe.runIf(hasChromium)('evidence map, claims and tools', () => {
	const browser = useBrowser();

	it('the map is a readable table without JavaScript, with gaps shown', async () => {
		const { page } = await openPage(browser(), { javaScriptEnabled: false });
		await page.goto(`${siteUrl}/evidence-map/`);
		await expect(page.locator('table.evidence-map tbody tr').count()).resolves.toBe(6);
		await expect(page.locator('td.map-cell.gap').first().textContent()).resolves.toBe('— gap');
		const cell = page.locator('#level-outcome td').nth(4);
		await cell.locator('summary').click();
		await expect(cell.locator('a').allTextContents()).resolves.toContain('Budget study');
	});

	it('the depth filter hides stated-design studies, recounts cells and keeps the URL', async () => {
		const { page, errors } = await openPage(browser());
		await page.goto(`${siteUrl}/evidence-map/`);
		const swap = page.locator('#level-retrieval td').nth(3);
		const before = Number(await swap.locator('.count').textContent());
		await page.locator('#map-depth').selectOption('full');
		const after = Number(await swap.locator('.count').textContent());
		expect(after).toBeLessThan(before);
		expect(new URL(page.url()).searchParams.get('depth')).toBe('full');
		await page.goto(`${siteUrl}/evidence-map/?depth=stated_design`);
		await expect(page.locator('#map-depth').inputValue()).resolves.toBe('stated_design');
		expect(errors).toEqual([]);
	});

	it('the claims table lists results of both depths beside their caveats', async () => {
		const { page } = await openPage(browser());
		await page.goto(`${siteUrl}/claims/`);
		const rows = page.locator('table.claims tbody tr');
		expect(await rows.count()).toBeGreaterThan(20);
		const skillapt = rows.filter({ hasText: '0.838 vs. 0.838' });
		await expect(skillapt.locator('td').nth(4).textContent()).resolves.toMatch(/111 of 113/);
		await expect(rows.filter({ hasText: 'SameCapRisk' }).count()).resolves.toBeGreaterThan(0);
	});

	it('the tools reproduce the review’s examples and analyze a pasted table in the page', async () => {
		const { page, errors } = await openPage(browser());
		await page.goto(`${siteUrl}/tools/`);
		const coin = page.locator('#coin + p + .table-scroll table tbody tr');
		await expect(coin.nth(0).locator('td').first().textContent()).resolves.toBe('1/2');
		await expect(coin.nth(1).locator('td').first().textContent()).resolves.toBe('0');
		await expect(page.locator('#coupling-out').textContent()).resolves.toBe('positive: 0.0000 · independent: 0.2500 · negative: 0.5000');
		await expect(page.locator('#bias-out').textContent()).resolves.toBe('treated count lower: 0.3438; tie: 0.3125');
		await expect(page.locator('#value-out').textContent()).resolves.toBe('v = -0.1000');
		const requests: string[] = [];
		page.on('request', (r) => requests.push(`${r.method()} ${new URL(r.url()).pathname}`));
		const csv = ['task,arm,run,success', 't1,control,1,1', 't1,treatment,1,0', 't2,control,1,0', 't2,treatment,1,1', 't3,control,1,1', 't3,treatment,1,1'].join(
			'\n',
		);
		await page.locator('textarea[name="csv"]').fill(csv);
		await page.getByRole('button', { name: 'Analyze' }).click();
		// the report is HTML: headings, lists and real tables, not Markdown in a <pre>
		await expect.poll(() => page.locator('#analyzer-report h5', { hasText: 'Paired discordance' }).count()).toBe(1);
		await expect(page.locator('#analyzer-report table').count()).resolves.toBeGreaterThanOrEqual(2);
		await expect(page.locator('#analyzer-report').textContent()).resolves.not.toContain('| ---');
		// nothing leaves the page: the only requests fetch the page's own scripts (the analysis worker)
		expect(requests.filter((r) => !/^GET \/_astro\/[\w.-]+\.js$/.test(r))).toEqual([]);
		await page.locator('textarea[name="csv"]').fill('task,arm,run\nt1,control,1');
		await page.getByRole('button', { name: 'Analyze' }).click();
		await expect.poll(() => page.locator('#analyzer-problems').textContent()).toMatch(/missing required column "success"/);
		await expect(page.locator('#analyzer-status').textContent()).resolves.toMatch(/^No report/);
		expect(errors).toEqual([]);
	});

	it('every tool field is checked, with the message next to it; out-of-range probabilities give no result', async () => {
		const { page, errors } = await openPage(browser());
		await page.goto(`${siteUrl}/tools/`);
		await page.locator('#coupling-form input[name="p0"]').fill('1.7');
		await expect(page.locator('#coupling-p0-error').textContent()).resolves.toBe('1.7 is out of range; enter a number between 0 and 1.');
		await expect(page.locator('#coupling-form input[name="p0"]').getAttribute('aria-invalid')).resolves.toBe('true');
		await expect(page.locator('#coupling-out').textContent()).resolves.toBe('Correct the field marked above to see the result.');
		await page.locator('#analyzer-form input[name="alpha"]').fill('');
		await page.getByRole('button', { name: 'Analyze' }).click();
		await expect(page.locator('#analyzer-alpha-error').textContent()).resolves.toBe('Enter a number between 0.0001 and 0.5.');
		await expect(page.locator('#analyzer-table-error').textContent()).resolves.toBe('Choose a CSV file or paste a run table.');
		await expect(page.locator('#analyzer-result').isHidden()).resolves.toBe(true);
		expect(errors).toEqual([]);
	});

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
		const save = async (id: string) => {
			const [download] = await Promise.all([page.waitForEvent('download'), page.locator(id).click()]);
			const chunks: Buffer[] = [];
			for await (const chunk of (await download.createReadStream())!) chunks.push(chunk as Buffer);
			return Buffer.concat(chunks).toString('utf8');
		};
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
