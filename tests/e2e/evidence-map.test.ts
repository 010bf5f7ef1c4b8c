/**
 * The evidence map in a browser: it fits the screen without widening the page, each cell's count
 * matches the studies it lists (computed from the records, never a fixed number), and a cell opens
 * from the keyboard.
 */
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { describe, expect, inject, it } from 'vitest';
import { loadCorpus } from '../../src/corpus/load.ts';
import { evidenceMap } from '../../src/views/evidence-map.ts';
import { depthDisplay } from '../../src/schema/labels.ts';
import { idsOf, readingDepths } from '../../src/schema/vocabulary.ts';
import { studyPath } from '../../src/lib/routes.ts';
import { ROOT, SCREENSHOTS, TEST_STUDIES } from '../helpers/paths.ts';
import { openPage, useBrowser } from '../browser/browser.ts';

const siteUrl = inject('siteUrl');
const hasChromium = inject('chromium');
const corpus = loadCorpus({ root: ROOT, studiesDir: TEST_STUDIES });
const map = evidenceMap(
	corpus.studies.map((s) => s.data),
	corpus.framework!,
);
/** Every cell with its position and the studies the records place in it. */
const cells = map.rows.flatMap((r) => r.cells.map((c, index) => ({ row: r.id, index, studies: c.studies })));
/** The fullest cell in a row whose header is a link (so the keyboard test can start from that link). */
const target = cells.filter((c) => c.row !== 'protocol_validity').reduce((a, b) => (b.studies.length > a.studies.length ? b : a));

/** The fullest cell that links to the matrix, and a study read from the main text only (a browser fixture is one). */
const linked = cells.filter((c) => map.rows.find((r) => r.id === c.row)!.cells[c.index]!.matrixQuery !== null);
const linkTarget = linked.reduce((a, b) => (b.studies.length > a.studies.length ? b : a));
const mainText = corpus.studies.find((s) => s.data.depth === 'main_text')!.data;

const desktop = { width: 1366, height: 900 };
/** The smaller desktop screen the map must fit on whole. */
const laptop = { width: 1366, height: 768 };
const phone = { width: 390, height: 844 };
const viewports = [desktop, phone];

describe.runIf(hasChromium)('evidence map layout', () => {
	const browser = useBrowser();

	for (const viewport of viewports) {
		for (const javaScriptEnabled of [true, false]) {
			it(`no horizontal page overflow at ${viewport.width} px (JavaScript ${javaScriptEnabled ? 'on' : 'off'})`, async () => {
				const { page, errors } = await openPage(browser(), { viewport, javaScriptEnabled });
				await page.goto(`${siteUrl}/evidence-map/`);
				const m = await page.evaluate(() => {
					const table = document.querySelector('table.evidence-map')!;
					const box = table.closest('.table-scroll')!;
					return {
						scrollWidth: document.documentElement.scrollWidth,
						innerWidth: window.innerWidth,
						tableRight: table.getBoundingClientRect().right,
						tableWidth: table.getBoundingClientRect().width,
						boxWidth: box.clientWidth,
						boxTabIndex: box.getAttribute('tabindex'),
						boxLabel: document.getElementById(box.getAttribute('aria-labelledby') ?? '')?.textContent ?? '',
					};
				});
				expect(m.scrollWidth).toBeLessThanOrEqual(m.innerWidth);
				if (viewport.width >= 1366) {
					// The whole map is in view: no scrolling inside its box either.
					expect(m.tableWidth).toBeLessThanOrEqual(m.boxWidth + 1);
					expect(m.tableRight).toBeLessThanOrEqual(m.innerWidth);
				} else {
					// On a phone the table may scroll, inside its own labelled, focusable region.
					expect(m.boxTabIndex).toBe('0');
					expect(m.boxLabel).toBe('Studies by measurement level and quantity');
				}
				if (javaScriptEnabled) {
					await page.screenshot({ path: path.join(SCREENSHOTS, `evidence-map-${viewport.width}.png`), fullPage: true });
					expect(errors).toEqual([]);
				}
			});
		}
	}

	it('at 1366 px the open fullest cell still leaves the page without horizontal overflow', async () => {
		const { page } = await openPage(browser(), { viewport: desktop });
		await page.goto(`${siteUrl}/evidence-map/`);
		await page.locator('td.map-cell details').evaluateAll((ds) => ds.forEach((d) => ((d as HTMLDetailsElement).open = true)));
		const m = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
		expect(m.scrollWidth).toBeLessThanOrEqual(m.innerWidth);
	});

	it('every column heading is short on screen and carries the full quantity name', async () => {
		const { page } = await openPage(browser());
		await page.goto(`${siteUrl}/evidence-map/`);
		for (const c of map.columns) {
			await expect(page.getByRole('columnheader', { name: c.label, exact: true }).count()).resolves.toBe(1);
			const head = page.locator('table.evidence-map thead th.q-head').nth(map.columns.indexOf(c));
			// What a sighted reader sees is the short form; the full name is there for screen readers and on hover.
			await expect(head.evaluate((th) => (th.querySelector('[aria-hidden="true"]') ?? th).textContent!.trim())).resolves.toBe(c.short);
			if (c.short !== c.label) await expect(head.getAttribute('title')).resolves.toBe(c.label);
		}
	});
});

describe.runIf(hasChromium)('evidence map cells', () => {
	const browser = useBrowser();

	it('each cell shows the number of studies the records place in it, as a number and a shade', async () => {
		const { page } = await openPage(browser(), { javaScriptEnabled: false });
		await page.goto(`${siteUrl}/evidence-map/`);
		const shown = await page.locator('table.evidence-map tbody tr').evaluateAll((trs) =>
			trs.map((tr) =>
				[...tr.querySelectorAll('td.map-cell')].map((td) => ({
					count: (td as HTMLElement).dataset['count'],
					text: td.querySelector('.count')?.textContent ?? null,
					items: td.querySelectorAll('li').length,
					shade: (td as HTMLElement).dataset['shade'],
				})),
			),
		);
		expect(shown).toEqual(
			map.rows.map((r) =>
				r.cells.map((c) => ({
					count: String(c.studies.length),
					text: c.studies.length === 0 ? null : String(c.studies.length),
					items: c.studies.length,
					shade: String(c.shade),
				})),
			),
		);
	});

	it('opening a cell lists as many studies as its count, each with its reading depth as symbol and text', async () => {
		const { page } = await openPage(browser(), { javaScriptEnabled: false });
		await page.goto(`${siteUrl}/evidence-map/`);
		const cell = page.locator(`#level-${target.row} td.map-cell`).nth(target.index);
		await expect(cell.locator('.count').textContent()).resolves.toBe(String(target.studies.length));
		await expect(cell.locator('li').first().isVisible()).resolves.toBe(false);
		await cell.locator('summary').click();
		const items = cell.locator('li');
		await expect(items.filter({ visible: true }).count()).resolves.toBe(target.studies.length);
		await expect(cell.locator('li a').evaluateAll((as) => as.map((a) => a.getAttribute('href')))).resolves.toEqual(
			target.studies.map((s) => `/studies/${s.id}/`),
		);
		for (const [i, s] of target.studies.entries()) {
			const d = depthDisplay[s.depth];
			const li = items.nth(i);
			await expect(li.locator('[aria-hidden="true"]').textContent()).resolves.toBe(d.symbol);
			await expect(li.locator('.visually-hidden').textContent()).resolves.toBe(`(${d.text})`);
		}
	});

	it('a cell opens and closes from the keyboard', async () => {
		const { page, errors } = await openPage(browser(), { viewport: desktop });
		await page.goto(`${siteUrl}/evidence-map/`);
		const row = page.locator(`#level-${target.row}`);
		const cell = row.locator('td.map-cell').nth(target.index);
		// Tab from the row's heading link through the filled cells before the target.
		const before = cells.filter((c) => c.row === target.row && c.index < target.index && c.studies.length > 0).length;
		await row.locator('th a').focus();
		for (let i = 0; i <= before; i++) await page.keyboard.press('Tab');
		await expect(cell.locator('summary').evaluate((s) => s === document.activeElement)).resolves.toBe(true);
		await page.keyboard.press('Enter');
		await expect(cell.locator('details').evaluate((d) => (d as HTMLDetailsElement).open)).resolves.toBe(true);
		await expect(cell.locator('li').filter({ visible: true }).count()).resolves.toBe(target.studies.length);
		// The first study's link is next in the tab order.
		await page.keyboard.press('Tab');
		await expect(page.evaluate(() => document.activeElement?.getAttribute('href'))).resolves.toBe(`/studies/${target.studies[0]!.id}/`);
		await page.keyboard.press('Shift+Tab');
		await page.keyboard.press('Space');
		await expect(cell.locator('details').evaluate((d) => (d as HTMLDetailsElement).open)).resolves.toBe(false);
		expect(errors).toEqual([]);
	});
});

describe.runIf(hasChromium)('evidence map: first screen, reading depths, links to the matrix', () => {
	const browser = useBrowser();

	it('at 1366 × 768 the whole map, its last row included, is in the first screen once the page has loaded', async () => {
		const { page, errors } = await openPage(browser(), { viewport: laptop });
		await page.goto(`${siteUrl}/evidence-map/`);
		// the filters appear once the script has run: the layout is then final
		await page.locator('#map-filters').waitFor({ state: 'visible' });
		const m = await page.evaluate(() => ({
			tableBottom: document.querySelector('table.evidence-map')!.getBoundingClientRect().bottom,
			lastRowBottom: document.querySelector('table.evidence-map tbody tr:last-child')!.getBoundingClientRect().bottom,
			scrollWidth: document.documentElement.scrollWidth,
			innerWidth: window.innerWidth,
		}));
		expect(m.lastRowBottom).toBeLessThanOrEqual(laptop.height);
		expect(m.tableBottom).toBeLessThanOrEqual(laptop.height);
		expect(m.scrollWidth).toBeLessThanOrEqual(m.innerWidth);
		expect(errors).toEqual([]);
	});

	it('the depth filter offers every reading depth of the vocabulary, main text included, and shows only that depth', async () => {
		const { page, errors } = await openPage(browser());
		await page.goto(`${siteUrl}/evidence-map/`);
		const options = await page.locator('#map-depth option').evaluateAll((os) => os.map((o) => [(o as HTMLOptionElement).value, o.textContent]));
		expect(options).toEqual([['', 'Any'], ...idsOf(readingDepths).map((d) => [d, readingDepths[d].label])]);
		await page.locator('#map-depth').selectOption('main_text');
		const row = page.locator(`#level-${mainText.levels[0]}`);
		const shown = await row.locator('td.map-cell li:not([hidden])').evaluateAll((lis) => lis.map((li) => (li as HTMLElement).dataset['depth']));
		expect(shown.length).toBeGreaterThan(0);
		expect(new Set(shown)).toEqual(new Set(['main_text']));
		expect(errors).toEqual([]);
	});

	it('each reading depth has a style of its own: a main-text study is not drawn as a stated design', async () => {
		const { page } = await openPage(browser(), { javaScriptEnabled: false });
		await page.goto(`${siteUrl}/evidence-map/`);
		// every study's mark carries its own depth's class
		const marks = await page
			.locator('td.map-cell li')
			.evaluateAll((lis) => lis.map((li) => [(li as HTMLElement).dataset['depth'], li.querySelector('[aria-hidden="true"]')!.className]));
		expect(marks.length).toBeGreaterThan(0);
		for (const [depth, cls] of marks) expect(cls).toBe(`depth-${depth}`);
		const style = (depth: string) =>
			page.locator(`.map-legend .depth-${depth}`).evaluate((el) => {
				const cs = getComputedStyle(el);
				return `${cs.color} ${cs.fontWeight}`;
			});
		const styles = await Promise.all(idsOf(readingDepths).map(style));
		expect(new Set(styles).size).toBe(styles.length);
	});

	it('a depth badge’s title is its depth’s definition from the vocabulary (main text is not called a stated design)', async () => {
		const { page } = await openPage(browser(), { javaScriptEnabled: false });
		await page.goto(`${siteUrl}/${studyPath(mainText.id)}`);
		await expect(page.locator('main .badge', { hasText: readingDepths.main_text.label }).first().getAttribute('title')).resolves.toBe(
			readingDepths.main_text.definition,
		);
	});

	it('every cell with studies links to the evidence matrix filtered to that cell, where the map’s row and column are matrix facets', async () => {
		const { page } = await openPage(browser(), { javaScriptEnabled: false });
		await page.goto(`${siteUrl}/evidence-map/`);
		const hrefs = await page
			.locator('table.evidence-map tbody tr')
			.evaluateAll((trs) =>
				trs.map((tr) => [...tr.querySelectorAll('td.map-cell')].map((td) => td.querySelector('a.matrix-link')?.getAttribute('href') ?? null)),
			);
		expect(hrefs).toEqual(map.rows.map((r) => r.cells.map((c) => (c.studies.length > 0 && c.matrixQuery !== null ? `/studies/${c.matrixQuery}` : null))));
	});

	it('following a cell’s link lists exactly the cell’s studies in the matrix, and the map’s depth filter goes along', async () => {
		const { page, errors } = await openPage(browser(), { viewport: desktop });
		await page.goto(`${siteUrl}/evidence-map/`);
		const cell = page.locator(`#level-${linkTarget.row} td.map-cell`).nth(linkTarget.index);
		await cell.locator('summary').click();
		await cell.getByRole('link', { name: /^In the matrix\s+for / }).click();
		await page.waitForURL(/\/studies\/\?/);
		const shownIds = () =>
			page
				.locator('table.matrix[data-view="table5"] tbody tr')
				.evaluateAll((trs) => trs.filter((tr) => !(tr as HTMLElement).hidden).map((tr) => (tr as HTMLElement).dataset['id']));
		await expect.poll(async () => (await shownIds()).sort()).toEqual(linkTarget.studies.map((s) => s.id).sort());
		// with the map filtered to full readings, the link asks the matrix for full readings only
		await page.goto(`${siteUrl}/evidence-map/?depth=full`);
		await cell.locator('summary').click();
		const link = cell.getByRole('link', { name: /^In the matrix\s+for / });
		await expect.poll(async () => new URL((await link.getAttribute('href'))!, siteUrl).searchParams.get('depth')).toBe('full');
		await link.click();
		await page.waitForURL(/depth=full/);
		await expect
			.poll(async () => (await shownIds()).sort())
			.toEqual(
				linkTarget.studies
					.filter((s) => s.depth === 'full')
					.map((s) => s.id)
					.sort(),
			);
		expect(errors).toEqual([]);
	});

	for (const colorScheme of ['light', 'dark'] as const)
		it(`with every cell open, its study and matrix links pass axe (WCAG 2.2 A and AA, ${colorScheme})`, async () => {
			const { page } = await openPage(browser(), { colorScheme, viewport: desktop });
			await page.goto(`${siteUrl}/evidence-map/`);
			await page.locator('#map-filters').waitFor({ state: 'visible' });
			await page.locator('td.map-cell details').evaluateAll((ds) => ds.forEach((d) => ((d as HTMLDetailsElement).open = true)));
			const result = await new AxeBuilder({ page })
				.options({ resultTypes: ['violations'] })
				.include('table.evidence-map')
				.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'])
				.analyze();
			expect(result.violations.map((v) => `${v.id}: ${v.nodes.length} × ${v.nodes[0]?.target.join(' ')}`)).toEqual([]);
		});
});
