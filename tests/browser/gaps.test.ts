/** The gap views in a browser: traffic-light cells, the SVG figures, the checklist checker. */
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { gapAnalysis } from '../../src/gaps/gaps.ts';
import { loadCorpus } from '../../src/lib/load.ts';
import { statusDisplay } from '../../src/views/labels.ts';
import { ROOT, SCREENSHOTS, TEST_STUDIES } from '../helpers/paths.ts';
import { openPage, useBrowser } from './browser.ts';

const siteUrl = inject('siteUrl');
const hasChromium = inject('chromium');
const corpus = loadCorpus({ root: ROOT, studiesDir: TEST_STUDIES });
const analysis = gapAnalysis(corpus.studies.map((s) => s.data), corpus.framework!);

describe.runIf(hasChromium)('gap views', () => {
	const browser = useBrowser();

	it('each matrix cell shows its status by symbol and text and has an accessible name', async () => {
		const { page, errors } = await openPage(browser());
		await page.goto(`${siteUrl}/gaps/`);
		const rows = page.locator('table.gaps-matrix tbody tr');
		await expect(rows.count()).resolves.toBe(analysis.studies.length);
		for (const s of analysis.studies) {
			for (const [j, c] of s.cells.entries()) {
				const item = analysis.items[j]!;
				const link = page.locator(`tr#${s.id} td.gap-cell`).nth(j).locator('a').first();
				const d = statusDisplay[c.base.status];
				await expect(link.textContent()).resolves.toBe(`${d.symbol} ${d.text}`);
				const name = await link.getAttribute('aria-label');
				expect(name).toBe(`${s.shortName}, ${item.item}: ${d.text} (${c.base.applies === 'applies' ? 'applies' : c.base.applies === 'unknown' ? 'applicability unknown' : 'does not apply'})`);
				await expect(link.getAttribute('href')).resolves.toBe(`/studies/${s.id}/#item-${item.id}`);
			}
		}
		// A stated-design record is marked as such, so its "not assessed" cells are not read as a full reading's.
		await expect(page.locator('tr#hyset th .badge').textContent()).resolves.toContain('Stated design');
		await expect(page.locator('tr#skillapt th .badge').textContent()).resolves.toContain('Full text');
		await page.screenshot({ path: path.join(SCREENSHOTS, 'gaps.png'), fullPage: true });
		expect(errors).toEqual([]);
	});

	it('the gap counts are sortable', async () => {
		const { page } = await openPage(browser());
		await page.goto(`${siteUrl}/gaps/`);
		await page.locator('table.gaps-matrix th', { hasText: /^Gaps/ }).getByRole('button').click();
		await page.locator('table.gaps-matrix th', { hasText: /^Gaps/ }).getByRole('button').click();
		const counts = await page.locator('table.gaps-matrix tbody tr').evaluateAll((trs) => trs.map((tr) => Number(tr.querySelector('td:nth-last-child(2)')!.textContent)));
		expect(counts).toEqual([...counts].sort((a, b) => b - a));
		await expect(page.locator('table.gaps-matrix th', { hasText: /^Gaps/ }).getAttribute('aria-sort')).resolves.toBe('descending');
	});

	it('both SVG figures parse as XML; the matrix has one mark per cell', async () => {
		const { page } = await openPage(browser());
		await page.goto(`${siteUrl}/gaps/`);
		const result = await page.evaluate(async () => {
			const parse = async (url: string) => {
				const text = await (await fetch(url)).text();
				const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
				return { error: doc.querySelector('parsererror')?.textContent ?? null, doc };
			};
			const m = await parse('/gaps/checklist-matrix.svg');
			const s = await parse('/gaps/checklist-summary.svg');
			return {
				matrixError: m.error,
				summaryError: s.error,
				marks: m.doc.querySelectorAll('g.mark').length,
				statuses: [...m.doc.querySelectorAll('g.mark')].map((g) => g.getAttribute('data-status')),
				fonts: [...new Set([...m.doc.querySelectorAll('text'), ...s.doc.querySelectorAll('text')].map((t) => t.getAttribute('font-family')))],
				segments: s.doc.querySelectorAll('g.segment').length,
			};
		});
		expect(result.matrixError).toBeNull();
		expect(result.summaryError).toBeNull();
		expect(result.marks).toBe(analysis.studies.length * 10);
		expect(result.statuses).toEqual(analysis.studies.flatMap((s) => s.cells.map((c) => c.base.status)));
		expect(result.fonts).toEqual(['Helvetica, Arial, sans-serif']);
		const nonZero = analysis.summaries.reduce((n, s) => n + [s.reported, s.partial, s.notReported, s.notAssessed, s.applicabilityUnknown, s.notApplicable].filter((x) => x > 0).length, 0);
		expect(result.segments).toBe(nonZero);
	});

	it('a study page lists applicability, status and what a complete report would add', async () => {
		const { page } = await openPage(browser());
		// A fixture made for this test (tests/fixtures/browser): a harm claim without degradation shares, coupling partly reported.
		await page.goto(`${siteUrl}/studies/browser-harm-fixture/#checklist`);
		const second = page.locator('#item-discordance_degradation-second');
		await expect(second.locator('td').first().textContent()).resolves.toBe('yes');
		await expect(second.locator('.status').textContent()).resolves.toBe('○ Not reported');
		await expect(page.locator('#complete-report + ul li').count()).resolves.toBe(2);
	});

	it('the checklist checker applies the rules to a described design, in the URL', async () => {
		const { page, errors } = await openPage(browser());
		await page.goto(`${siteUrl}/checklist/check/`);
		await expect(page.locator('#check-summary').textContent()).resolves.toBe('3 of 10 items apply to this design.');
		await page.getByRole('checkbox', { name: /^Paired design/ }).check();
		await page.getByRole('checkbox', { name: /^Claims harm to tasks/ }).check();
		await expect(page.locator('#check-summary').textContent()).resolves.toBe('4 of 10 items apply to this design.');
		await expect(page.locator('#discordance_degradation .applies-badge-second').textContent()).resolves.toBe('✓ applies');
		expect(new URL(page.url()).searchParams.get('paired')).toBe('1');
		await page.goto(`${siteUrl}/checklist/check/?stochastic_agent=1&uses_logged_trajectories=1`);
		await expect(page.locator('#check-summary').textContent()).resolves.toBe('6 of 10 items apply to this design.');
		await expect(page.locator('#protocol').isVisible()).resolves.toBe(true);
		await expect(page.locator('#library_state').isVisible()).resolves.toBe(false);
		expect(errors).toEqual([]);
	});

	it('without JavaScript the checker shows the full checklist with each condition', async () => {
		const { page } = await openPage(browser(), { javaScriptEnabled: false });
		await page.goto(`${siteUrl}/checklist/check/`);
		await expect(page.locator('#check-items > li:visible').count()).resolves.toBe(10);
		await expect(page.locator('#trigger_stratification .when').textContent()).resolves.toBe('Applies when: optional retrieval or invocation.');
	});
});
