/**
 * The study page: a stated-design record gets a compact page (no section whose every value is
 * unknown or not assessed, one line on what the reading leaves out); every page has a table of
 * contents whose links resolve and a citation box before its first section.
 */
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { loadCorpus } from '../../src/corpus/load.ts';
import { checklistRecorded, designFactsRecorded, runsRecorded, studyPagePlan } from '../../src/views/study-page.ts';
import { ROOT, TEST_STUDIES } from '../helpers/paths.ts';
import { openPage, useBrowser } from './browser.ts';

const siteUrl = inject('siteUrl');
const hasChromium = inject('chromium');
const studies = loadCorpus({ root: ROOT, studiesDir: TEST_STUDIES }).studies.map((s) => s.data);
// A stated-design record that states no result, no design fact, no checklist status and no runs: computed, never named.
const stated = studies.find(
	(s) => s.depth === 'stated_design' && s.results.length === 0 && !designFactsRecorded(s) && !checklistRecorded(s) && !runsRecorded(s.runs),
);
const FIXTURE = 'browser-comparisons-fixture';

/** The ids every table-of-contents link points to, and whether each resolves to exactly one element. */
async function tocTargets(page: Page): Promise<{ id: string; found: number }[]> {
	return page.locator('nav[aria-label="On this page"] a').evaluateAll((as) =>
		as.map((a) => {
			const id = decodeURIComponent((a as HTMLAnchorElement).hash.slice(1));
			return { id, found: document.querySelectorAll(`[id="${CSS.escape(id)}"]`).length };
		}),
	);
}

describe.runIf(hasChromium)('study page', () => {
	const browser = useBrowser();

	it('the corpus holds a stated-design record to check', () => {
		expect(stated, 'no stated-design record without results, design facts, checklist statuses and runs').toBeDefined();
	});

	it('a stated-design page leaves out the sections it cannot fill and says so in one line', async () => {
		const study = stated!;
		const plan = studyPagePlan(study);
		const { page, errors } = await openPage(browser());
		await page.goto(`${siteUrl}/studies/${study.id}/`);
		await expect(page.getByRole('heading', { name: 'Design facts', exact: true }).count()).resolves.toBe(0);
		await expect(page.getByRole('heading', { name: 'Reporting checklist', exact: true }).count()).resolves.toBe(0);
		await expect(page.locator('table').count()).resolves.toBe(0);
		await expect(page.locator('.status-not-assessed').count()).resolves.toBe(0);
		// What the source states stays.
		await expect(page.getByRole('heading', { name: '1. Treatment contrast', exact: true }).count()).resolves.toBe(1);
		await expect(page.getByRole('heading', { name: '2. Target population', exact: true }).count()).resolves.toBe(1);
		// The one line on what the reading does not cover.
		const coverage = page.locator('.coverage');
		await expect(coverage.count()).resolves.toBe(1);
		expect(plan.coverageNote).toMatch(/design facts.*checklist statuses/);
		await expect(coverage.textContent()).resolves.toBe(plan.coverageNote);
		// Links from the gap views into the checklist still land on the page, at that line.
		for (const id of ['checklist', 'item-question_contrast', 'item-budget-second']) {
			await expect(page.locator(`#not-covered #${id}`).count(), id).resolves.toBe(1);
		}
		expect(errors).toEqual([]);
	});

	it('a stated-design page is much shorter than a full reading’s', async () => {
		const { page } = await openPage(browser(), { viewport: { width: 1366, height: 900 } });
		await page.goto(`${siteUrl}/studies/${stated!.id}/`);
		const compact = await page.evaluate(() => document.documentElement.scrollHeight);
		await page.goto(`${siteUrl}/studies/${FIXTURE}/`);
		const full = await page.evaluate(() => document.documentElement.scrollHeight);
		expect(compact).toBeLessThan(full);
	});

	for (const id of [FIXTURE, 'stated']) {
		it(`the table of contents lists every section and each link resolves (${id})`, async () => {
			const { page } = await openPage(browser(), { javaScriptEnabled: false });
			await page.goto(`${siteUrl}/studies/${id === 'stated' ? stated!.id : id}/`);
			const targets = await tocTargets(page);
			expect(targets.length).toBeGreaterThan(0);
			for (const t of targets) expect(t, t.id).toEqual({ id: t.id, found: 1 });
			const h2 = await page.locator('main h2[id]').evaluateAll((hs) => hs.map((h) => h.id));
			expect(targets.map((t) => t.id)).toEqual(h2);
			await page.locator('nav[aria-label="On this page"] a').last().click();
			expect(new URL(page.url()).hash).toBe(`#${h2.at(-1)}`);
		});
	}

	it('the citation box comes before the first section, with BibTeX and working copy buttons', async () => {
		const { page, errors } = await openPage(browser(), { permissions: ['clipboard-read', 'clipboard-write'] });
		await page.goto(`${siteUrl}/studies/${FIXTURE}/`);
		const box = page.locator('#cite-box');
		await expect(box.count()).resolves.toBe(1);
		const before = await page.evaluate(() => {
			const b = document.getElementById('cite-box')!;
			const h2 = document.querySelector('main h2')!;
			return Boolean(b.compareDocumentPosition(h2) & Node.DOCUMENT_POSITION_FOLLOWING) && !b.contains(h2);
		});
		expect(before).toBe(true);
		await expect(box.locator('#cite-record-formats-apa').textContent()).resolves.toContain('Comparisons Fixture');
		await expect(box.locator('#cite-record-formats-bibtex').textContent()).resolves.toMatch(/^@/);
		await expect(box.locator('#cite-paper-formats-bibtex').textContent()).resolves.toMatch(/^@\w+\{/);
		// APA and BibTeX are shown without a click; RIS and CSL-JSON are folded, one click away.
		await expect(box.locator('#cite-record-formats-bibtex').isVisible()).resolves.toBe(true);
		await expect(box.locator('#cite-paper-formats-bibtex').isVisible()).resolves.toBe(true);
		await expect(box.locator('#cite-record-formats-ris').isVisible()).resolves.toBe(false);
		await box.locator('#cite-record-formats summary', { hasText: 'RIS' }).click();
		await expect(box.locator('#cite-record-formats-ris').isVisible()).resolves.toBe(true);
		await box.getByRole('button', { name: 'Copy BibTeX citation of the studied paper' }).click();
		await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toMatch(/^@/);
		// Every id once on the page (the full citation data stay in the Cite section below).
		const dupes = await page.evaluate(() => {
			const seen = new Map<string, number>();
			for (const el of document.querySelectorAll('[id]')) seen.set(el.id, (seen.get(el.id) ?? 0) + 1);
			return [...seen].filter(([, n]) => n > 1).map(([id]) => id);
		});
		expect(dupes).toEqual([]);
		await expect(page.locator('#cite ~ dl').first().textContent()).resolves.toContain('Accessed');
		expect(errors).toEqual([]);
	});

	it('a main-text reading keeps every section, its comparisons and its notices', async () => {
		const { page } = await openPage(browser());
		await page.goto(`${siteUrl}/studies/${FIXTURE}/`);
		for (const h of ['Design facts', 'Reporting checklist', 'Locations in the paper', '3. Outcome', '6. Identification']) {
			await expect(page.getByRole('heading', { name: h, exact: true }).count(), h).resolves.toBe(1);
		}
		await expect(page.locator('#treatment-contrast ~ section h3').allTextContents()).resolves.toEqual([
			'Comparison 1 (headline): Model comparison',
			'Comparison 2: Method or prompting comparison',
		]);
		await expect(page.locator('.notice').count()).resolves.toBe(2);
		await expect(page.locator('.coverage').count()).resolves.toBe(0);
	});
});

describe.runIf(hasChromium)('records of new shapes (tests/fixtures/shapes)', () => {
	const browser = useBrowser();

	it('a result table is a real table on the study page: a header per dimension, a cell per figure, blanks marked', async () => {
		const { page, errors } = await openPage(browser(), { viewport: { width: 390, height: 844 } });
		await page.goto(`${siteUrl}/studies/shape-result-table/`);
		const table = page.locator('div.result-table table');
		await expect(table.count()).resolves.toBe(1);
		// model and level down, the metric (endpoint ids) across
		await expect(table.locator('thead th').allTextContents()).resolves.toEqual(['model', 'level', 'metric: pass_rate', 'metric: win_rate']);
		await expect(table.locator('tbody tr').count()).resolves.toBe(6 * 3);
		await expect(table.locator('tbody th[scope="row"]').first().textContent()).resolves.toBe('Model A');
		// the page stays within a phone's width; the table scrolls in its own region, which the keyboard can reach
		expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
		await expect(page.locator('div.result-table section.table-scroll').getAttribute('tabindex')).resolves.toBe('0');
		expect(errors).toEqual([]);
	});

	it('a leaderboard is told as a count on the matrix, linked to its arms on the study page', async () => {
		const { page } = await openPage(browser());
		await page.goto(`${siteUrl}/studies/`);
		const cell = page.locator('table[data-view="table5"] tr[data-id="shape-leaderboard"] td[data-col="arms"] a');
		await expect(cell.textContent()).resolves.toBe('70 model configurations: model (35) × mode (2)');
		await cell.click();
		await page.waitForURL(/\/studies\/shape-leaderboard\/#comparison-leaderboard$/);
		// the arms table lists every configuration with its levels
		const arms = page.locator('table.arms-table').first();
		await expect(arms.locator('tbody tr').count()).resolves.toBe(70);
		await expect(arms.locator('thead th').allTextContents()).resolves.toEqual(['Arm', 'model', 'mode', 'Description']);
		// a comparison that shares two of its arms lists them by label
		await expect(page.locator('#comparison-fine_tuning').count()).resolves.toBe(1);
	});
});
