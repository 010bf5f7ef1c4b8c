/**
 * A study the review never saw, as a contributor adds it: the browser fixtures (tests/fixtures/
 * browser) sit beside the repository's records in the test site. A main-text reading with two
 * comparisons shows its headline in the matrix and every comparison on its page; its paper joins
 * the bibliography; search finds it.
 */
import { describe, expect, inject, it } from 'vitest';
import { openPage, useBrowser } from './browser.ts';

const siteUrl = inject('siteUrl');
const hasChromium = inject('chromium');
const ID = 'browser-comparisons-fixture';

describe.runIf(hasChromium)('a reading beyond the review', () => {
	const browser = useBrowser();

	it('its page says how it was read and shows every comparison, headline first', async () => {
		const { page, errors } = await openPage(browser());
		await page.goto(`${siteUrl}/studies/${ID}/`);
		await expect(page.locator('.notice').allTextContents()).resolves.toEqual([
			expect.stringContaining('Main text only.'),
			expect.stringContaining('A reading beyond the review.'),
		]);
		await expect(page.getByText('Not read: Appendices A-C (not available)').count()).resolves.toBe(1);
		await expect(page.locator('#treatment-contrast ~ section h3').allTextContents()).resolves.toEqual([
			'Comparison 1 (headline): Model comparison',
			'Comparison 2: Method or prompting comparison',
		]);
		// Once on the page, outside the citation formats (which carry it as a note of the paper's entry).
		await expect(
			page
				.locator('main')
				.getByText('Later published')
				.filter({ hasNot: page.locator('pre') })
				.evaluateAll((els) => els.filter((e) => !e.closest('#cite-box')).length),
		).resolves.toBe(1);
		const result = page.locator('#results ~ section table tbody tr').first();
		await expect(result.textContent()).resolves.toMatch(/Comparison: Model comparison.*Arms: Model B vs\. Model A.*Model: Model B.*Benchmark: FixtureBench/);
		await page.getByRole('link', { name: 'Harm Fixture' }).click();
		await expect(page.locator('h1').textContent()).resolves.toBe('Harm Fixture');
		expect(errors).toEqual([]);
	});

	it('the matrix shows its headline comparison and its reading depth', async () => {
		const { page } = await openPage(browser(), { javaScriptEnabled: false });
		await page.goto(`${siteUrl}/studies/`);
		const row = page.locator(`tr#${ID}`);
		await expect(row.textContent()).resolves.toMatch(/Model A.*Model B/);
		await expect(row.textContent()).resolves.not.toContain('Function calling');
		await expect(row.locator('th .badge').textContent()).resolves.toContain('Main text');
	});

	it('its paper is in the site-wide bibliography, apart from the review’s collection', async () => {
		const { page } = await openPage(browser());
		const bib = await (await page.request.get(`${siteUrl}/data/references.bib`)).text();
		expect(bib).toContain('title = {{A} fixture benchmark comparing models and prompting methods}');
		expect(bib).toContain('keywords = {contributed-study}');
		const review = await (await page.request.get(`${siteUrl}/data/review-references.bib`)).text();
		expect(review).not.toContain('A fixture benchmark comparing models');
		await page.goto(`${siteUrl}/references/#study-${ID}`);
		await page.locator(`#study-${ID}`).getByRole('link', { name: 'study record' }).click();
		await expect(page.locator('h1').textContent()).resolves.toBe('Comparisons Fixture');
	});

	it('search finds it by name and by the benchmark its paper uses', async () => {
		const { page } = await openPage(browser());
		await page.goto(`${siteUrl}/search/?q=${encodeURIComponent('Comparisons Fixture')}`);
		await page.locator('#search-results[aria-busy="false"]').waitFor({ state: 'attached' });
		const hits = await page.locator('#search-results li h2 a').evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).pathname));
		expect(hits).toContain(`/studies/${ID}/`);
	});
});
