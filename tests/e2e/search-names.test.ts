/**
 * Search finds a study by its name however a reader spells it: a name with a Greek letter
 * (the fixture ψ-fixture-bench, tests/fixtures/browser/browser-greek-name-fixture.yaml) by its
 * Latin spelling, with a hyphen, a space or the letter itself, and its page comes first.
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { openPage, useBrowser } from '../browser/browser.ts';

const siteUrl = inject('siteUrl');
const hasChromium = inject('chromium');
const FIXTURE_PAGE = '/studies/browser-greek-name-fixture/';

/** The result paths once the search page has finished the query in its address. */
async function search(page: Page, q: string): Promise<string[]> {
	await page.goto(`${siteUrl}/search/?q=${encodeURIComponent(q)}`);
	await page.locator('#search-results[aria-busy="false"]').waitFor({ state: 'attached' });
	return page.locator('#search-results li h2 a').evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).pathname));
}

describe.runIf(hasChromium)('search by a study’s name', () => {
	const browser = useBrowser();

	it('finds a Greek-lettered name first by its Latin spelling, hyphenated or spaced, and by the letter', async () => {
		const { page, errors } = await openPage(browser());
		for (const q of ['psi-fixture-bench', 'psi fixture bench', 'ψ-fixture-bench', 'PSI-FIXTURE-BENCH']) {
			expect((await search(page, q))[0], q).toBe(FIXTURE_PAGE);
		}
		expect(errors).toEqual([]);
	});

	it('types the name in the search box and the page comes first as the results update', async () => {
		const { page } = await openPage(browser());
		await page.goto(`${siteUrl}/search/`);
		await page.locator('#search-results[aria-busy="false"]').waitFor({ state: 'attached' });
		await page.getByLabel('Search terms').pressSequentially('psi fixture bench');
		await expect
			.poll(() =>
				page
					.locator('#search-results li h2 a')
					.first()
					.evaluate((a) => (a as HTMLAnchorElement).pathname),
			)
			.toBe(FIXTURE_PAGE);
		await expect(page.locator('#search-results li h2 a').first().textContent()).resolves.toBe('ψ-fixture-bench');
	});
});
