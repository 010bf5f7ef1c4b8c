/**
 * The evidence map, the claims table and the estimand tools in a browser. The analyzer's deeper
 * checks (its page, and its report beside the command line's) run in `npm run test:full`:
 * tests/e2e/tools-analyzer.test.ts and tests/e2e/tools-cli-parity.test.ts.
 */
import { describe, expect, inject, it } from 'vitest';
import { loadCorpus } from '../../src/corpus/load.ts';
import { claims, evidenceMap } from '../../src/views/evidence-map.ts';
import { ROOT, TEST_STUDIES } from '../helpers/paths.ts';
import { openPage, useBrowser } from './browser.ts';

const siteUrl = inject('siteUrl');
const hasChromium = inject('chromium');

// What the pages should show, made from the records the test site was built from; the rows asserted
// on are fixtures (tests/fixtures/browser/), so a change to studies/ never breaks these tests.
const corpus = loadCorpus({ root: ROOT, studiesDir: TEST_STUDIES });
const testStudies = corpus.studies.map((s) => s.data);
const map = evidenceMap(testStudies, corpus.framework!);
const claimList = claims(testStudies, corpus.framework!);
/** A main-text fixture with one headline result, and a stated-design one. */
const FIXTURE = 'browser-comparisons-fixture';
const FIXTURE_NAME = 'Comparisons Fixture';
const STATED_DESIGN = 'browser-compare-twin-a';
/** The first cell of the map that lists the study. */
const cellOf = (id: string) => map.rows.flatMap((r) => r.cells.map((c) => ({ row: r.id, ...c }))).find((c) => c.studies.some((st) => st.id === id))!;

describe.runIf(hasChromium)('evidence map, claims and tools', () => {
	const browser = useBrowser();

	it('the map is a readable table without JavaScript, with gaps shown', async () => {
		const { page } = await openPage(browser(), { javaScriptEnabled: false });
		await page.goto(`${siteUrl}/evidence-map/`);
		await expect(page.locator('table.evidence-map tbody tr').count()).resolves.toBe(map.rows.length);
		// the gaps are the cells the map gives no study, each marked in words
		const gaps = map.rows.flatMap((r) => r.cells.filter((c) => c.studies.length === 0).map((c) => `${r.id} ${c.column}`));
		const shownGaps = page.locator('td.map-cell.gap');
		await expect(
			shownGaps.evaluateAll((tds) => tds.map((td) => `${(td as HTMLElement).dataset['row']} ${(td as HTMLElement).dataset['column']}`)),
		).resolves.toEqual(gaps);
		await expect(shownGaps.allTextContents()).resolves.toEqual(gaps.map(() => '— gap'));
		const at = cellOf(FIXTURE);
		const cell = page.locator(`td[data-row="${at.row}"][data-column="${at.column}"]`);
		await cell.locator('summary').click();
		await expect(cell.locator('a').allTextContents()).resolves.toContain(FIXTURE_NAME);
	});

	it('the depth filter hides the studies of other depths, recounts cells and keeps the URL', async () => {
		const { page, errors } = await openPage(browser());
		await page.goto(`${siteUrl}/evidence-map/`);
		// the cell of a stated-design fixture, with studies of other depths beside it or not
		const at = cellOf(STATED_DESIGN);
		const count = page.locator(`td[data-row="${at.row}"][data-column="${at.column}"] .count`);
		await expect(count.textContent()).resolves.toBe(String(at.studies.length));
		await page.locator('#map-depth').selectOption('full');
		await expect(count.textContent()).resolves.toBe(String(at.studies.filter((st) => st.depth === 'full').length));
		expect(new URL(page.url()).searchParams.get('depth')).toBe('full');
		await page.goto(`${siteUrl}/evidence-map/?depth=stated_design`);
		await expect(page.locator('#map-depth').inputValue()).resolves.toBe('stated_design');
		await expect(count.textContent()).resolves.toBe(String(at.studies.filter((st) => st.depth === 'stated_design').length));
		expect(errors).toEqual([]);
	});

	it('the claims table lists results of every depth beside their caveats', async () => {
		const { page } = await openPage(browser());
		await page.goto(`${siteUrl}/claims/`);
		const rows = page.locator('table.claims tbody tr');
		await expect(rows.count()).resolves.toBe(claimList.length);
		const claim = claimList.find((c) => c.study.id === FIXTURE)!;
		const row = rows.filter({ has: page.locator('th', { hasText: FIXTURE_NAME }) }).filter({ has: page.locator('td', { hasText: claim.label }) });
		await expect(row.count()).resolves.toBe(1);
		await expect(row.locator('td').nth(1).textContent()).resolves.toBe(`${claim.value} ${claim.unit}`);
		await expect(row.locator('td').nth(4).textContent()).resolves.toBe(claim.caveat);
		// a full reading's results are listed beside those of a main-text reading
		await expect(rows.filter({ has: page.locator('th', { hasText: 'Harm Fixture' }) }).count()).resolves.toBeGreaterThan(0);
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
});
