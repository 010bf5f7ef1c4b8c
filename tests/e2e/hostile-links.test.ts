/**
 * Links a reader did not write well, or someone wrote to break the page (issue 32): a filter value
 * of 100 kB, a search text of 400 kB, 100 kB of unknown compare ids, and ids that name object
 * properties. Each is echoed cut short, or refused, and the page keeps working. Moved here from
 * tests/browser: `npm run test:full`.
 */
import { describe, expect, inject, it } from 'vitest';
import { openPage, useBrowser } from '../browser/browser.ts';
import { idsOf, testRows, visibleIds, type Row } from '../browser/matrix.ts';

const siteUrl = inject('siteUrl');
const hasChromium = inject('chromium');
const rows = testRows();
const ids = (pred: (r: Row) => boolean) => idsOf(rows, pred);

describe.runIf(hasChromium)('hostile links', () => {
	const browser = useBrowser();

	it('a filter value of 100 kB is echoed cut to 80 characters, with its length (issue 32)', async () => {
		const { page } = await openPage(browser());
		await page.goto(`${siteUrl}/studies/?quantity=${'x'.repeat(100_000)}&budget=none`);
		await expect(page.locator('#filter-notice').textContent()).resolves.toBe(
			`This link asks for Quantity = “${'x'.repeat(80)}… (100,000 characters)”, which this page does not offer; that value is left out.`,
		);
		expect(await visibleIds(page)).toEqual(ids((r) => r.facets.budget.includes('none')));
	});

	it('a search text of 400 kB in a link is cut to 256 characters, and both search boxes say so (issue 32)', async () => {
		const { page, errors } = await openPage(browser());
		const long = `webarena ${'a'.repeat(400_000)}`;
		const said = `The search text in this link is ${long.length.toLocaleString('en')} characters long; only its first 256 are searched.`;
		await page.goto(`${siteUrl}/search/?q=${long}`);
		await page.locator('#search-results[aria-busy="false"]').waitFor({ state: 'attached' });
		await expect(page.locator('#search-note').textContent()).resolves.toBe(said);
		await expect(page.locator('#search-q').inputValue()).resolves.toBe(long.slice(0, 256));
		expect(new URL(page.url()).searchParams.get('q')).toBe(long.slice(0, 256));
		// the studies table's text filter takes its text from a link the same way
		await page.goto(`${siteUrl}/studies/?q=${long}`);
		await visibleIds(page);
		await expect(page.locator('#filter-notice').textContent()).resolves.toBe(said);
		await expect(page.locator('#filter-q').inputValue()).resolves.toBe(long.slice(0, 256));
		expect(new URL(page.url()).searchParams.get('q')).toBe(long.slice(0, 256));
		expect(errors).toEqual([]);
	});

	it('a link of 100 kB of unknown ids is echoed cut short: five ids of at most 80 characters, and how many more (issue 32)', async () => {
		const { page, errors } = await openPage(browser());
		const long = 'x'.repeat(100_000);
		const asked = ['browser-harm-fixture', long, ...Array.from({ length: 20 }, (_, i) => `nope${i}`)];
		await page.goto(`${siteUrl}/compare/?ids=${asked.join(',')}`);
		await expect
			.poll(() => page.locator('#compare-status').textContent())
			.toBe(`No study with id ${'x'.repeat(80)}… (100,000 characters), nope0, nope1, nope2, nope3, 16 more.`);
		expect(errors).toEqual([]);
	});

	it('ids that name object properties (__proto__, constructor) are unknown ids, not a crash', async () => {
		for (const bad of ['__proto__', 'constructor', 'toString']) {
			const { page, errors } = await openPage(browser());
			await page.goto(`${siteUrl}/compare/?ids=browser-harm-fixture,${bad}`);
			await expect.poll(() => page.locator('#compare-status').textContent()).toBe(`No study with id ${bad}.`);
			expect(errors, bad).toEqual([]);
		}
	});
});
