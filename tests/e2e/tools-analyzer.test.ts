/**
 * The /tools/ analyzer in a browser, as a reader first meets it: a two-arm table is analysed at the
 * first press of Analyze, the copy and download actions appear only beside a current report, a
 * task with equal success in both arms is not marked degraded, and the report's headings sit in
 * the page's outline without skipping a level.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { main as analyzeCli } from '../../scripts/analyze.ts';
import { ROOT } from '../helpers/paths.ts';
import { runMain } from '../helpers/run.ts';
import { openPage, useBrowser } from '../browser/browser.ts';

const siteUrl = inject('siteUrl');
const hasChromium = inject('chromium');

/** A run table of two arms named neither control nor treatment: task `same` succeeds 3/3 in both, `worse` loses two runs. */
const TWO_ARMS = [
	'task,arm,run,success',
	...['plain', 'with-skill'].flatMap((arm) => [1, 2, 3].map((r) => `same,${arm},${r},1`)),
	...[1, 2, 3].map((r) => `worse,plain,${r},1`),
	...[1, 2, 3].map((r) => `worse,with-skill,${r},${r === 1 ? 1 : 0}`),
].join('\n');

/** The same table with the default arm names, for the tests that do not depend on the preselection. */
const NAMED = TWO_ARMS.replaceAll('plain', 'control').replaceAll('with-skill', 'treatment');

const status = (page: Page) => page.locator('#analyzer-status').textContent();
const actionsVisible = (page: Page) =>
	Promise.all(['#analyzer-copy', '#analyzer-md', '#analyzer-json'].map((id) => page.locator(id).isVisible())).then((v) => v.some(Boolean));

describe.runIf(hasChromium)('the run-table analyzer', () => {
	const browser = useBrowser();

	/** The tools page, freshly opened. */
	const openTools = async () => {
		const opened = await openPage(browser());
		await opened.page.goto(`${siteUrl}/tools/`);
		return opened;
	};

	/** The tools page with `table` pasted and analysed, its report ready. */
	const analysed = async (table: string) => {
		const opened = await openTools();
		await opened.page.locator('textarea[name="csv"]').fill(table);
		// straight from the text box to the button, as a reader does
		await opened.page.getByRole('button', { name: 'Analyze' }).click();
		await expect.poll(() => status(opened.page)).toBe('Report ready.');
		return opened;
	};

	it('a pasted two-arm table is analysed at the first Analyze, its arms preselected (first in the file as control)', async () => {
		const { page, errors } = await analysed(TWO_ARMS);
		await expect(page.locator('#analyzer-report p').first().textContent()).resolves.toMatch(/^treated arm with-skill, control arm plain; 2 tasks;/);
		await expect.poll(() => page.locator('select[name="control"]').inputValue()).toBe('plain');
		await expect(page.locator('select[name="treatment"]').inputValue()).resolves.toBe('with-skill');
		expect(errors).toEqual([]);
	});

	it('a chosen two-arm file fills the selectors with its pair before Analyze', async () => {
		const { page, errors } = await openTools();
		const dir = mkdtempSync(path.join(tmpdir(), 'tools-arms-'));
		writeFileSync(path.join(dir, 'runs.csv'), TWO_ARMS.replaceAll('plain', 'baseline').replaceAll('with-skill', 'b'));
		try {
			await page.locator('input[name="file"]').setInputFiles(path.join(dir, 'runs.csv'));
			await expect.poll(() => page.locator('select[name="control"]').inputValue()).toBe('baseline');
			await expect(page.locator('select[name="treatment"]').inputValue()).resolves.toBe('b');
			await page.getByRole('button', { name: 'Analyze' }).click();
			await expect.poll(() => status(page)).toBe('Report ready.');
		} finally {
			rmSync(dir, { recursive: true, force: true });
		}
		expect(errors).toEqual([]);
	});

	it('copy and download appear only beside a report that matches the input', async () => {
		const { page, errors } = await openTools();
		await page.locator('#analyzer-form').waitFor();
		expect(await actionsVisible(page)).toBe(false);
		// a table that gives no report: problems are listed, nothing to copy
		await page.locator('textarea[name="csv"]').fill('task,arm,run\nt1,plain,1');
		await page.getByRole('button', { name: 'Analyze' }).click();
		await expect.poll(() => status(page)).toMatch(/^No report/);
		expect(await actionsVisible(page)).toBe(false);
		await page.locator('textarea[name="csv"]').fill(TWO_ARMS);
		await page.getByRole('button', { name: 'Analyze' }).click();
		await expect.poll(() => status(page)).toBe('Report ready.');
		await expect(page.getByRole('button', { name: 'Copy the report (Markdown)' }).isVisible()).resolves.toBe(true);
		await expect(page.getByRole('link', { name: 'Download Markdown' }).isVisible()).resolves.toBe(true);
		// editing the table makes the report out of date: the actions go, and the page says why
		await page.locator('textarea[name="csv"]').press('End');
		await page.locator('textarea[name="csv"]').pressSequentially('\n');
		expect(await actionsVisible(page)).toBe(false);
		await expect(page.locator('#analyzer-stale').isVisible()).resolves.toBe(true);
		await expect(status(page)).resolves.toMatch(/input has changed/);
		// so does a changed setting
		await page.getByRole('button', { name: 'Analyze' }).click();
		await expect.poll(() => status(page)).toBe('Report ready.');
		expect(await actionsVisible(page)).toBe(true);
		await page.locator('#analyzer-form input[name="epsilon"]').fill('0.1');
		expect(await actionsVisible(page)).toBe(false);
		expect(errors).toEqual([]);
	});

	it('a Latin-1 file is refused and a UTF-16 file read, each with the words and position `npm run analyze` prints (issue 32)', async () => {
		const { page, errors } = await openTools();
		const fixtures = path.join(ROOT, 'tests/fixtures/runs');
		// each problem as the page lists it: its line, and the tip under it
		const listed = () =>
			page
				.locator('#analyzer-problems li')
				.evaluateAll((lis) =>
					lis.map((li) => [li.firstChild?.textContent ?? '', li.querySelector('.problem-tip')?.textContent ?? ''].filter(Boolean).join('\n    ')),
				);
		for (const [name, outcome] of [
			['latin1.csv', /^No report/],
			['utf16le.csv', /^Report ready/],
		] as const) {
			// the command line run where the file is, so that both name it as the page does
			const cli = await runMain(analyzeCli, [name], { INIT_CWD: fixtures });
			const printed = cli.stderr
				.split('\n')
				.filter((l) => (l.startsWith(`${name}:`) || l.startsWith(`${name} `) || l.startsWith('    tip:')) && !l.endsWith('because of the errors above'));
			expect(printed.length, cli.stderr).toBeGreaterThan(0);
			await page.locator('input[name="file"]').setInputFiles(path.join(fixtures, name));
			await page.getByRole('button', { name: 'Analyze' }).click();
			await expect.poll(() => status(page)).toMatch(outcome);
			expect((await listed()).join('\n')).toBe(printed.join('\n'));
		}
		// read as UTF-16, the two tasks stay two
		await expect(page.locator('#analyzer-report p').first().textContent()).resolves.toMatch(/; 2 tasks;/);
		expect(errors).toEqual([]);
	});

	it('a task at 3/3 against 3/3 is not marked degraded, in the table or the plot', async () => {
		const { page, errors } = await analysed(NAMED);
		const row = (task: string) => page.locator('#analyzer-report tr', { has: page.locator('td:first-child', { hasText: new RegExp(`^${task}$`) }) });
		await expect(row('same').locator('td').last().textContent()).resolves.toBe('no');
		await expect(row('worse').locator('td').last().textContent()).resolves.toBe('possibly');
		// the plot draws the tasks in order of their upper bounds; `same` is the one with the higher one
		await expect(page.locator('#analyzer-plot svg line.plot-possible').count()).resolves.toBe(1);
		await expect(page.locator('#analyzer-plot svg line.plot-other').count()).resolves.toBe(1);
		expect(errors).toEqual([]);
	});

	it('the report’s headings continue the page outline: no skipped level, each under its own section', async () => {
		const { page, errors } = await analysed(NAMED);
		const headings = await page
			.locator('main :is(h1, h2, h3, h4, h5, h6)')
			.evaluateAll((hs) =>
				hs.filter((h) => (h as HTMLElement).offsetParent !== null).map((h) => ({ level: Number(h.tagName[1]), text: h.textContent!.trim() })),
			);
		expect(headings[0]).toEqual({ level: 1, text: 'Estimand tools' });
		for (const [i, h] of headings.entries())
			if (i > 0) expect(h.level, `${h.text} after ${headings[i - 1]!.text}`).toBeLessThanOrEqual(headings[i - 1]!.level + 1);
		const parent = (text: string) => {
			const i = headings.findIndex((h) => h.text === text);
			expect(i, text).toBeGreaterThan(0);
			return headings
				.slice(0, i)
				.reverse()
				.find((p) => p.level < headings[i]!.level)?.text;
		};
		expect(parent('Estimand report: pasted.csv')).toBe('Analyze a run table');
		expect(parent('Total effect')).toBe('Estimand report: pasted.csv');
		expect(parent('Paired discordance')).toBe('Discordance and degradation');
		expect(errors).toEqual([]);
	});
});
