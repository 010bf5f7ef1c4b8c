/** Launches Debian's Chromium through playwright-core; nothing downloads a browser. */
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';
import { afterAll, beforeAll, onTestFinished } from 'vitest';
import { toolPath } from '../helpers/tools.ts';
import { WAIT_MS } from '../helpers/budgets.ts';

/** Debian's Chromium, or what CHROMIUM_PATH names (.ci/tools lists where it is looked for). */
export const CHROMIUM = toolPath('chromium') ?? '/usr/bin/chromium';

export function launch(): Promise<Browser> {
	return chromium.launch({
		executablePath: CHROMIUM,
		args: [
			'--no-sandbox',
			'--disable-gpu',
			'--disable-quic',
			'--no-first-run',
			'--disable-background-networking',
			'--disable-component-update',
			'--disable-sync',
		],
	});
}

/**
 * A page that records console errors and page errors, so tests can assert there are none. Its
 * context closes when the test finishes, so pages of finished tests do not keep running beside the
 * next ones; a concurrent test passes its own `onTestFinished` (from its test context).
 */
export async function openPage(
	browser: Browser,
	options: BrowserContextOptions = {},
	whenFinished: (fn: () => Promise<void>) => void = onTestFinished,
): Promise<{ page: Page; errors: string[] }> {
	const context = await browser.newContext(options);
	// A close that never returns (a page caught mid-navigation) must not hold the run: the
	// browser itself closes after the block (useBrowser).
	whenFinished(() => Promise.race([context.close().catch(() => undefined), new Promise<void>((r) => setTimeout(r, WAIT_MS).unref())]));
	// Waits are on states; this bounds only a state that never comes (tests/helpers/budgets.ts).
	context.setDefaultTimeout(WAIT_MS);
	context.setDefaultNavigationTimeout(WAIT_MS);
	const page = await context.newPage();
	const errors: string[] = [];
	page.on('console', (msg) => {
		if (msg.type() === 'error') errors.push(msg.text());
	});
	page.on('pageerror', (err) => errors.push(err.message));
	return { page, errors };
}

/** One browser for the enclosing describe block: launched before its tests, closed after them. */
export function useBrowser(): () => Browser {
	let browser: Browser | undefined;
	beforeAll(async () => {
		browser = await launch();
	});
	afterAll(async () => browser?.close());
	return () => {
		if (!browser) throw new Error('the browser is not running yet');
		return browser;
	};
}
