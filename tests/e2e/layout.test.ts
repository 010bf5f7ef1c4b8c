/**
 * Layout at the sizes and in the media readers use: the matrix on a phone (folded filters, stacked
 * rows), at a laptop's size (rows at a glance, the header in view) and in print, and the gap grid at
 * 1366 px and in both colour schemes. Moved here from tests/browser (npm test keeps the journeys,
 * this file the look at each size): `npm run test:full`.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { statusDisplay } from '../../src/schema/labels.ts';
import { SCREENSHOTS } from '../helpers/paths.ts';
import { openPage, useBrowser } from '../browser/browser.ts';
import { visibleIds } from '../browser/matrix.ts';

const siteUrl = inject('siteUrl');
const hasChromium = inject('chromium');

describe.runIf(hasChromium)('layout of the matrix and the gap grid', () => {
	const browser = useBrowser();
	beforeAll(() => {
		mkdirSync(SCREENSHOTS, { recursive: true });
	});

	it('on a phone the filters fold into one disclosure with its count, and the table starts on the first screen', async () => {
		const { page } = await openPage(browser(), { viewport: { width: 390, height: 844 } });
		await page.goto(`${siteUrl}/studies/?budget=none`);
		await visibleIds(page);
		await expect(page.locator('#filter-panel').getAttribute('open')).resolves.toBeNull();
		await expect(page.locator('#filter-panel > summary').textContent()).resolves.toMatch(/^Filters \(1 active\)$/);
		const top = await page.locator('table[data-view="table5"]').evaluate((t) => t.getBoundingClientRect().top + window.scrollY);
		expect(top).toBeLessThan(844);
		await page.locator('#filter-panel > summary').click();
		await expect(page.locator('#facet-budget > summary').isVisible()).resolves.toBe(true);
	});

	it('rows read at a glance: at least 12 to a 1366x900 screen, the header in view while scrolling', async () => {
		const { page } = await openPage(browser(), { viewport: { width: 1366, height: 900 } });
		await page.goto(`${siteUrl}/studies/`);
		const heights = await page.locator('table[data-view="table5"] tbody tr').evaluateAll((trs) => trs.map((tr) => tr.getBoundingClientRect().height));
		const mean = heights.reduce((a, b) => a + b, 0) / heights.length;
		expect(900 / mean).toBeGreaterThanOrEqual(12);
		// the study column keeps its width beside a long version note (browser-harm-fixture's), so the note columns get the rest
		const [study, ...notes] = await page.locator('table[data-view="table5"] thead th').evaluateAll((ths) => ths.map((th) => th.getBoundingClientRect().width));
		expect(study).toBeLessThanOrEqual(Math.min(...notes) * 1.5);
		await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight / 2));
		const top = await page
			.locator('table[data-view="table5"] thead th')
			.first()
			.evaluate((th) => th.getBoundingClientRect().top);
		expect(top).toBeGreaterThanOrEqual(0);
		expect(top).toBeLessThan(5);
		// Full text on demand: its own page, which the link carries the view to.
		await page.getByRole('button', { name: 'Table 3: quantity and limits' }).click();
		await page.getByRole('link', { name: 'Show full text' }).click();
		await page.waitForURL((u) => u.pathname.endsWith('/studies/full/'));
		expect(new URL(page.url()).searchParams.get('view')).toBe('table3');
		await expect(page.locator('table[data-view="table5"]').getAttribute('class')).resolves.not.toContain('compact');
	});

	it('on a phone the rows are stacked cards and nothing overflows sideways', async () => {
		const { page } = await openPage(browser(), { viewport: { width: 390, height: 844 } });
		await page.goto(`${siteUrl}/studies/`);
		expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
		await expect(
			page
				.locator('table[data-view="table5"] tbody tr')
				.first()
				.evaluate((tr) => getComputedStyle(tr).display),
		).resolves.toBe('block');
		const label = await page
			.locator('table[data-view="table5"] tbody td[data-col="population"]')
			.first()
			.evaluate((td) => getComputedStyle(td, '::before').content);
		expect(label).toBe('"Population, inclusion, censoring"');
		await page.screenshot({ path: path.join(SCREENSHOTS, 'matrix-390.png') });
	});

	it('the matrix prints both views without the controls', async () => {
		const { page } = await openPage(browser());
		await page.goto(`${siteUrl}/studies/?view=table3`);
		await page.emulateMedia({ media: 'print' });
		await expect(page.locator('#table5').isVisible()).resolves.toBe(true);
		await expect(page.locator('#table3').isVisible()).resolves.toBe(true);
		await expect(page.locator('#matrix-filters').isVisible()).resolves.toBe(false);
		await expect(page.locator('.site-header').isVisible()).resolves.toBe(false);
	});

	it('the grid fits a 1366 px wide window without horizontal scrolling', async () => {
		const { page } = await openPage(browser(), { viewport: { width: 1366, height: 900 } });
		await page.goto(`${siteUrl}/gaps/`);
		const m = await page.evaluate(() => {
			const table = document.querySelector('table.gaps-matrix')!;
			const box = table.closest('section')!;
			return {
				table: table.getBoundingClientRect().width,
				box: box.clientWidth,
				boxScroll: box.scrollWidth,
				doc: document.documentElement.scrollWidth,
				inner: window.innerWidth,
			};
		});
		expect(m.table).toBeLessThanOrEqual(m.box);
		expect(m.boxScroll).toBeLessThanOrEqual(m.box);
		expect(m.doc).toBeLessThanOrEqual(m.inner);
	});

	for (const colorScheme of ['light', 'dark'] as const) {
		it(`cells are filled, one look per status, with readable symbols (${colorScheme})`, async () => {
			const { page } = await openPage(browser(), { colorScheme });
			await page.goto(`${siteUrl}/gaps/`);
			const looks = await page.locator('table.gaps-matrix td.gap-cell a').evaluateAll((links) => {
				const rgb = (c: string) => (c.match(/[\d.]+/g) ?? []).map(Number);
				const lum = (c: string) => {
					const [r, g, b] = rgb(c)
						.map((v) => v / 255)
						.map((v) => (v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
					return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
				};
				const out: Record<string, { bg: string; image: string; alpha: number; contrast: number }> = {};
				for (const a of links) {
					const st = getComputedStyle(a);
					const [l1, l2] = [lum(st.color), lum(st.backgroundColor)].sort((x, y) => y - x);
					const alpha = rgb(st.backgroundColor)[3] ?? 1;
					out[(a as HTMLElement).dataset['status'] ?? a.parentElement!.dataset['status']!] = {
						bg: st.backgroundColor,
						image: st.backgroundImage,
						alpha,
						contrast: (l1! + 0.05) / (l2! + 0.05),
					};
				}
				return out;
			});
			// The browser fixtures hold every status, so all five looks are on the page.
			const statuses = Object.keys(statusDisplay);
			expect(Object.keys(looks).sort()).toEqual([...statuses].sort());
			for (const s of statuses) {
				expect(looks[s]!.alpha, s).toBe(1);
				expect(looks[s]!.contrast, s).toBeGreaterThanOrEqual(4.5);
			}
			expect(new Set(statuses.map((s) => `${looks[s]!.bg} ${looks[s]!.image}`)).size).toBe(statuses.length);
		});
	}
});
