/** The built site in a real browser: pages render, with and without JavaScript. */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { SCREENSHOTS } from '../helpers/paths.ts';
import { launch, openPage } from './browser.ts';

const siteUrl = inject('siteUrl');
const hasChromium = inject('chromium');

describe.runIf(hasChromium)('built site', () => {
	let browser: Browser;
	beforeAll(async () => {
		browser = await launch();
		mkdirSync(SCREENSHOTS, { recursive: true });
	});
	afterAll(async () => browser?.close());

	it('home page shows the counts and links to the matrix', async () => {
		const { page, errors } = await openPage(browser);
		await page.goto(`${siteUrl}/`);
		await expect(page.locator('h1').textContent()).resolves.toBe('skill-evidence');
		await expect(page.locator('main').textContent()).resolves.toMatch(/66 references/);
		await page.getByRole('link', { name: 'Browse the evidence matrix' }).click();
		await page.waitForURL(`${siteUrl}/studies/`);
		await page.screenshot({ path: path.join(SCREENSHOTS, 'home-to-matrix.png'), fullPage: true });
		expect(errors).toEqual([]);
	});

	it('the matrix is a real table without JavaScript', async () => {
		const { page } = await openPage(browser, { javaScriptEnabled: false });
		await page.goto(`${siteUrl}/studies/`);
		const rows = await page.locator('table tbody tr').count();
		expect(rows).toBeGreaterThan(0);
		const first = page.locator('table tbody tr th a').first();
		await first.click();
		await expect(page.locator('h1').count()).resolves.toBe(1);
	});
});
