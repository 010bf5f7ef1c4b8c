/**
 * The browser tests hand a finished test's page to the next test with the same context options
 * (tests/browser/browser.ts): the next test must find nothing of the one before, and a page that a
 * test changed beyond what a reset undoes must not be handed on.
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { openPage, useBrowser } from './browser.ts';

const siteUrl = inject('siteUrl');
const hasChromium = inject('chromium');

describe.runIf(hasChromium)('pages handed from test to test', () => {
	const browser = useBrowser();
	let first: Page | undefined;
	let tainted: Page | undefined;
	const heardByTheFirst: string[] = [];

	it('a test leaves storage, a listener, print media and a page error behind', async () => {
		const { page } = await openPage(browser());
		first = page;
		await page.goto(`${siteUrl}/`);
		await page.evaluate(() => {
			localStorage.setItem('left', 'behind');
			sessionStorage.setItem('left', 'behind');
		});
		await page.emulateMedia({ media: 'print' });
		page.on('console', (msg) => heardByTheFirst.push(msg.text()));
		await page.evaluate(() => setTimeout(() => console.error('late error of the previous test'), 0));
	});

	it('the next test with the same options gets that page, reset: blank, no storage, screen media, no listener', async () => {
		const { page, errors } = await openPage(browser());
		expect(page).toBe(first);
		expect(page.url()).toBe('about:blank');
		await page.goto(`${siteUrl}/`);
		// a console message reaches this test's listener, and no longer the first test's
		heardByTheFirst.length = 0;
		const heard = page.waitForEvent('console', (msg) => msg.text() === 'heard');
		await page.evaluate(() => console.log('heard'));
		await heard;
		expect(heardByTheFirst).toEqual([]);
		await expect(page.evaluate(() => [localStorage.getItem('left'), sessionStorage.getItem('left')])).resolves.toEqual([null, null]);
		await expect(page.evaluate(() => matchMedia('print').matches)).resolves.toBe(false);
		expect(errors).toEqual([]);
	});

	it('other options get a page of their own', async () => {
		const { page } = await openPage(browser(), { viewport: { width: 390, height: 844 } });
		expect(page).not.toBe(first);
		expect(page.viewportSize()).toEqual({ width: 390, height: 844 });
	});

	it('a test that adds an init script is not followed by its page', async () => {
		const { page } = await openPage(browser());
		expect(page).toBe(first);
		tainted = page;
		await page.addInitScript(() => {
			(window as unknown as { leaked: boolean }).leaked = true;
		});
	});

	it('so the next test gets a new page, without the init script', async () => {
		const { page } = await openPage(browser());
		expect(page).not.toBe(tainted);
		expect(tainted?.isClosed()).toBe(true);
		await page.goto(`${siteUrl}/`);
		await expect(page.evaluate(() => (window as unknown as { leaked?: boolean }).leaked ?? false)).resolves.toBe(false);
	});
});
