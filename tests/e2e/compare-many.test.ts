/**
 * The compare page with many studies: headers that stay in view while the table scrolls (and on
 * /gaps/), the reader's choice of fields and of differing rows kept in the URL, each cell's source
 * location and the citation of a comparison, on a laptop and a phone (its axe check at both sizes is in
 * tests/e2e/quality.test.ts).
 * Ids and expected values are read from the built compare.json, never pinned.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { openPage, useBrowser } from '../browser/browser.ts';

const siteUrl = inject('siteUrl');
const hasChromium = inject('chromium');

interface Field {
	group: string;
	label: string;
	text: string;
	where?: string;
}
interface Entry {
	name: string;
	version?: number;
	version_url?: string;
	fields: Field[];
}

const SIZES = [
	{ width: 1366, height: 768 },
	{ width: 390, height: 844 },
];
const TWINS = ['browser-compare-twin-a', 'browser-compare-twin-b'];

/** Each row as "group / label", in the JSON's order, with whether the studies' texts differ. */
function expectedRows(all: Record<string, Entry>, ids: readonly string[]): { key: string; differs: boolean }[] {
	const keys: string[] = [];
	for (const id of ids) for (const f of all[id]!.fields) if (!keys.includes(`${f.group} / ${f.label}`)) keys.push(`${f.group} / ${f.label}`);
	return keys.map((key) => {
		const values = ids.map((id) => all[id]!.fields.find((f) => `${f.group} / ${f.label}` === key)?.text ?? '—');
		return { key, differs: new Set(values).size > 1 };
	});
}

/** The rows a reader sees, as "group / label". */
const shownRows = (page: Page) =>
	page
		.locator('table.compare')
		.evaluate((table) =>
			[...(table as HTMLTableElement).tBodies].flatMap((body) =>
				body.hidden
					? []
					: [...body.rows]
							.filter((tr) => !tr.hidden && tr.querySelector('th[scope=row]'))
							.map((tr) => `${body.querySelector('th.group')!.textContent} / ${tr.querySelector('th[scope=row]')!.firstChild!.textContent}`),
			),
		);

/** Whether a box lies inside the window (a pixel of rounding allowed). */
const inWindow = (b: { x: number; y: number; width: number; height: number }, w: { width: number; height: number }) =>
	b.y >= -1 && b.y + b.height <= w.height + 1 && b.x >= -1 && b.x < w.width;

/**
 * Brings a table's scroll box to the top of the window, then turns the mouse wheel over it, as a
 * reader scrolling down through the table does; waits until the wheel has scrolled (the box or the
 * page, whichever took it).
 */
async function wheelDown(page: Page, box: string, distance: number): Promise<void> {
	const el = page.locator(box);
	await el.evaluate((e) => e.scrollIntoView({ block: 'start' }));
	const start = await el.evaluate((e) => e.scrollTop + window.scrollY);
	const r = (await el.boundingBox())!;
	await page.mouse.move(r.x + Math.min(r.width / 2, 150), r.y + Math.min(r.height / 2, 300));
	for (let done = 0; done < distance; done += 100) await page.mouse.wheel(0, 100);
	// At least half of it: a wheel tick may be taken by the browser's latching onto the box, and a scroll of half already carries headers that do not stick far off the window.
	await expect.poll(() => el.evaluate((e) => e.scrollTop + window.scrollY)).toBeGreaterThanOrEqual(start + distance / 2);
}

/** Column headers in the window after scrolling down; row headers in it after scrolling the box all the way right. */
async function expectStickyHeaders(page: Page, box: string, colHeaders: string, rowHeader: string, size: { width: number; height: number }) {
	await wheelDown(page, box, 600);
	const heads = await page.locator(colHeaders).evaluateAll((ths) => ths.map((th) => JSON.parse(JSON.stringify(th.getBoundingClientRect())) as DOMRect));
	expect(heads.length).toBeGreaterThan(1);
	for (const h of heads.filter((h) => h.x < size.width && h.x + h.width > 0)) expect(inWindow(h, size), JSON.stringify(h)).toBe(true);
	// The first column header and the first study's header are among those in view.
	expect(inWindow(heads[0]!, size), 'corner header').toBe(true);
	expect(inWindow(heads[1]!, size), 'first column header').toBe(true);
	// Sideways (when the table is wider than its box): every row header whose row is in the window stays in it.
	if (await page.locator(box).evaluate((e) => e.scrollWidth > e.clientWidth)) {
		await page.locator(box).evaluate((e) => (e.scrollLeft = e.scrollWidth));
		await expect.poll(() => page.locator(box).evaluate((e) => e.scrollLeft)).toBeGreaterThan(0);
	}
	const rows = await page
		.locator(rowHeader)
		.evaluateAll((ths) =>
			ths
				.map((th) => JSON.parse(JSON.stringify(th.getBoundingClientRect())) as DOMRect)
				.filter((b) => b.height > 0 && b.y > 0 && b.y + b.height < window.innerHeight),
		);
	expect(rows.length).toBeGreaterThan(0);
	for (const b of rows) expect(b.x >= -1 && b.x + b.width <= size.width + 1, `row header at x=${b.x}`).toBe(true);
	// Only the box scrolls sideways, never the page.
	await expect(page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).resolves.toBe(true);
}

describe.runIf(hasChromium)('compare many studies', () => {
	const browser = useBrowser();
	let all: Record<string, Entry>;
	let eight: string[];

	beforeAll(async () => {
		all = (await (await fetch(`${siteUrl}/data/compare.json`)).json()) as Record<string, Entry>;
		eight = Object.keys(all).slice(0, 8);
		expect(eight).toHaveLength(8);
	});
	const url = (ids: readonly string[], extra = '') => `${siteUrl}/compare/?ids=${ids.join(',')}${extra}`;
	const ready = (page: Page) => page.locator('#compare-output[data-state="ready"]').waitFor({ state: 'attached' });

	for (const size of SIZES) {
		it(`at ${size.width} × ${size.height}, 8 studies keep their column and row headers in view`, async () => {
			const { page, errors } = await openPage(browser(), { viewport: size });
			await page.goto(url(eight));
			await ready(page);
			await expect(page.locator('table.compare thead th').count()).resolves.toBe(9);
			// Eight columns are wider than the window at both sizes: the box, not the page, scrolls sideways.
			await expect(page.locator('#compare-output .table-scroll').evaluate((e) => e.scrollWidth > e.clientWidth)).resolves.toBe(true);
			await expectStickyHeaders(page, '#compare-output .table-scroll', 'table.compare thead th', 'table.compare tbody th[scope=row]', size);
			expect(errors).toEqual([]);
		});

		it(`at ${size.width} × ${size.height}, /gaps/ keeps its column and row headers in view`, async () => {
			const { page } = await openPage(browser(), { viewport: size });
			await page.goto(`${siteUrl}/gaps/`);
			await expectStickyHeaders(
				page,
				'section.table-scroll:has(table.gaps-matrix)',
				'table.gaps-matrix thead th',
				'table.gaps-matrix tbody th[scope=row]',
				size,
			);
		});
	}

	it('"only rows that differ" hides exactly the rows whose values are all equal, and the URL keeps it', async () => {
		for (const ids of [eight, TWINS]) {
			const { page } = await openPage(browser());
			await page.goto(url(ids));
			await ready(page);
			const rows = expectedRows(all, ids);
			await expect(shownRows(page)).resolves.toEqual(rows.map((r) => r.key));
			// By keyboard: focus the toggle and press Space.
			await page.locator('#only-differs').focus();
			await page.keyboard.press('Space');
			const differing = rows.filter((r) => r.differs).map((r) => r.key);
			await expect(shownRows(page)).resolves.toEqual(differing);
			expect(new URL(page.url()).searchParams.get('only')).toBe('differs');
			expect(new URL(page.url()).searchParams.get('ids')).toBe(ids.join(','));
			await expect(page.locator('#compare-status').textContent()).resolves.toBe(
				`${differing.length} of ${rows.length} fields differ; ${differing.length} rows shown.`,
			);
			if (ids === TWINS) {
				// The twins differ in their paper and agree elsewhere, so both kinds of row are there.
				expect(differing.length).toBeGreaterThan(0);
				expect(differing.length).toBeLessThan(rows.length);
			}
			// A shared link opens the same view.
			await page.goto(page.url());
			await ready(page);
			await expect(page.locator('#only-differs').isChecked()).resolves.toBe(true);
			await expect(shownRows(page)).resolves.toEqual(differing);
		}
	});

	it('the reader picks the groups of fields; the choice is in the URL and a reload keeps it', async () => {
		const { page } = await openPage(browser());
		await page.goto(url(eight));
		await ready(page);
		const groups = await page
			.locator('input[name=groups]')
			.evaluateAll((bs) => bs.map((b) => [(b as HTMLInputElement).value, b.parentElement!.textContent!.trim()]));
		const keep = [groups[1]!, groups[groups.length - 1]!];
		for (const [value] of groups) if (!keep.some(([k]) => k === value)) await page.locator(`input[name=groups][value="${value}"]`).uncheck();
		expect(new URL(page.url()).searchParams.get('groups')).toBe(keep.map(([k]) => k).join(','));
		const expected = expectedRows(all, eight)
			.map((r) => r.key)
			.filter((k) => keep.some(([, label]) => k.startsWith(`${label} / `)));
		expect(expected.length).toBeGreaterThan(0);
		await expect(shownRows(page)).resolves.toEqual(expected);
		await page.goto(page.url());
		await ready(page);
		await expect(shownRows(page)).resolves.toEqual(expected);
		await expect(page.locator('input[name=groups]:checked').count()).resolves.toBe(2);
	});

	it('each cell shows where its record says the fact is reported, and nothing is invented', async () => {
		const { page } = await openPage(browser());
		await page.goto(url(eight));
		await ready(page);
		const cells = await page.locator('table.compare').evaluate((table) =>
			[...(table as HTMLTableElement).tBodies].flatMap((body) =>
				[...body.rows]
					.filter((tr) => tr.querySelector('th[scope=row]'))
					.map((tr) => ({
						key: `${body.querySelector('th.group')!.textContent} / ${tr.querySelector('th[scope=row]')!.firstChild!.textContent}`,
						wheres: [...tr.cells].slice(1).map((td) => td.querySelector('small')?.textContent ?? null),
					})),
			),
		);
		let located = 0;
		for (const { key, wheres } of cells) {
			const recorded = eight.map((id) => all[id]!.fields.find((f) => `${f.group} / ${f.label}` === key)?.where);
			const any = recorded.some(Boolean);
			expect(wheres, key).toEqual(recorded.map((w) => (w ? `Where: ${w}` : any ? 'location not recorded' : null)));
			located += recorded.filter(Boolean).length;
		}
		// The records compared name some locations (every full reading gives its design facts a basis).
		if (eight.some((id) => all[id]!.fields.some((f) => f.where))) expect(located).toBeGreaterThan(0);
	});

	it('a comparison is citable: its URL, the access date and every record version, with a copy button', async () => {
		const { page, errors } = await openPage(browser(), { permissions: ['clipboard-read', 'clipboard-write'] });
		await page.goto(url(eight, '&only=differs'));
		await ready(page);
		const text = (await page.locator('#cite-compare-text').textContent())!;
		const lines = text.split('\n');
		expect(lines[1]).toMatch(new RegExp(`^URL: https?://[^ ]+/compare/\\?ids=${eight.join(',')}&only=differs$`));
		expect(lines[2]).toMatch(/^Accessed: \d{4}-\d{2}-\d{2}$/);
		for (const id of eight) {
			const e = all[id]!;
			expect(lines).toContain(e.version ? `- ${e.name} (${id}): version ${e.version}, ${e.version_url}` : `- ${e.name} (${id}): version not recorded`);
		}
		await page.getByRole('button', { name: 'Copy the citation of this comparison' }).click();
		await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(text);
		expect(errors).toEqual([]);
	});

	it('compares more than four studies, and warns past twelve', async () => {
		const { page } = await openPage(browser());
		const ids = Object.keys(all).slice(0, 13);
		expect(ids).toHaveLength(13);
		await page.goto(url(ids.slice(0, 5)));
		await ready(page);
		await expect(page.locator('table.compare thead th').count()).resolves.toBe(6);
		await expect(page.locator('#compare-warn').isVisible()).resolves.toBe(false);
		await page.goto(url(ids));
		await ready(page);
		await expect(page.locator('table.compare thead th').count()).resolves.toBe(14);
		await expect(page.locator('#compare-warn').textContent()).resolves.toMatch(/^You are comparing 13 studies\./);
	});
});
