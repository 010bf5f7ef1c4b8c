/** Launches Debian's Chromium through playwright-core; nothing downloads a browser. */
import { chromium, type Browser, type BrowserContextOptions, type Locator, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject, onTestFinished } from 'vitest';
import { toolPath } from '../helpers/tools.ts';
import { WAIT_MS } from '../helpers/budgets.ts';
import { SCREENSHOTS } from '../helpers/paths.ts';
import { mkdirSync } from 'node:fs';
import path from 'node:path';

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
 * The pages a browser keeps between tests, by the options their context was made with. Opening a
 * page costs a new renderer process (about three times the time of loading the matrix in a page
 * that is already open, measured beside other work), so a test's page is reset and handed to the
 * next test that asks for the same options, instead of being closed.
 */
interface Pooled {
	key: string;
	page: Page;
	busy: boolean;
	/** The test changed what a reset cannot undo (an init script, an exposed function, a route, permissions): closed after it. */
	tainted: boolean;
	/** The listeners added to the page since it was handed out, removed one by one by the reset (Playwright's own stay). */
	listeners: [string, (...args: unknown[]) => unknown][];
}
const pools = new WeakMap<Browser, Pooled[]>();

/** Methods after which a page cannot be handed on: what they add stays for every later navigation. */
const TAINTING = {
	page: ['addInitScript', 'exposeBinding', 'exposeFunction', 'route', 'routeFromHAR', 'routeWebSocket', 'close'],
	context: [
		'addInitScript',
		'exposeBinding',
		'exposeFunction',
		'route',
		'routeFromHAR',
		'routeWebSocket',
		'grantPermissions',
		'clearPermissions',
		'setGeolocation',
		'setExtraHTTPHeaders',
		'setHTTPCredentials',
		'setOffline',
		'close',
	],
} as const;

/** Calls `before` with a method's arguments each time one of the named methods of `target` is called, then the method. */
function beforeCalls(target: object, methods: readonly string[], before: (args: unknown[]) => void): void {
	const t = target as Record<string, unknown>;
	for (const name of methods) {
		const original = t[name];
		if (typeof original !== 'function') continue;
		t[name] = (...args: unknown[]) => {
			before(args);
			return (original as (...a: unknown[]) => unknown).apply(target, args);
		};
	}
}

/** A promise that settles as `promise` does, or with `fallback` once WAIT_MS has passed: a call that never returns does not hold the run. */
function bounded<T>(promise: Promise<T>, fallback: T): Promise<T> {
	return Promise.race([promise, new Promise<T>((r) => setTimeout(() => r(fallback), WAIT_MS).unref())]);
}

/** The same text for the same options, whatever the order of their keys, at every depth. */
function stableKey(value: unknown): string {
	if (Array.isArray(value)) return `[${value.map(stableKey).join(',')}]`;
	if (value && typeof value === 'object')
		return `{${Object.keys(value)
			.sort()
			.map((k) => `${JSON.stringify(k)}:${stableKey((value as Record<string, unknown>)[k])}`)
			.join(',')}}`;
	return JSON.stringify(value) ?? 'undefined';
}

/**
 * Makes a finished test's page ready for the next one: no listener, storage, cookie or media
 * emulation of the test is left, and the page shows about:blank, so nothing of it keeps running.
 * Returns false when the page cannot be handed on.
 */
async function reset(entry: Pooled, options: BrowserContextOptions): Promise<boolean> {
	const { page } = entry;
	if (entry.tainted || page.isClosed()) return false;
	try {
		for (const [event, listener] of entry.listeners.splice(0)) page.off(event as 'console', listener);
		if (/^https?:/.test(page.url())) {
			await page.evaluate(() => {
				localStorage.clear();
				sessionStorage.clear();
			});
		}
		await page.context().clearCookies();
		await page.emulateMedia({ media: null });
		await page.setViewportSize(options.viewport ?? { width: 1280, height: 720 });
		await page.goto('about:blank');
		return true;
	} catch {
		return false;
	}
}

/**
 * A page that records console errors and page errors, so tests can assert there are none. When the
 * test finishes the page is reset and kept for the next test with the same context options (see
 * Pooled), or its context is closed, so pages of finished tests do not keep running beside the next
 * ones; a concurrent test passes its own `onTestFinished` (from its test context).
 */
export async function openPage(
	browser: Browser,
	options: BrowserContextOptions = {},
	whenFinished: (fn: () => Promise<void>) => void = onTestFinished,
): Promise<{ page: Page; errors: string[] }> {
	const key = stableKey(options);
	const pool = pools.get(browser) ?? [];
	pools.set(browser, pool);
	let entry = pool.find((e) => e.key === key && !e.busy);
	if (!entry) {
		const context = await browser.newContext(options);
		// Waits are on states; this bounds only a state that never comes (tests/helpers/budgets.ts).
		context.setDefaultTimeout(WAIT_MS);
		context.setDefaultNavigationTimeout(WAIT_MS);
		const created: Pooled = { key, page: await context.newPage(), busy: true, tainted: false, listeners: [] };
		// the listeners the test adds, for the reset to remove exactly those
		beforeCalls(created.page, ['on', 'once', 'addListener', 'prependListener', 'prependOnceListener'], ([event, listener]) =>
			created.listeners.push([event as string, listener as (...args: unknown[]) => unknown]),
		);
		const taint = () => (created.tainted = true);
		beforeCalls(created.page, TAINTING.page, taint);
		beforeCalls(context, TAINTING.context, taint);
		pool.push(created);
		entry = created;
	}
	entry.busy = true;
	const { page } = entry;
	const held = entry;
	whenFinished(async () => {
		if (await bounded(reset(held, options), false)) {
			held.busy = false;
			return;
		}
		pool.splice(pool.indexOf(held), 1);
		// a close caught mid-navigation may never return: the browser itself closes after the block (useBrowser)
		await bounded(
			page
				.context()
				.close()
				.catch(() => undefined),
			undefined,
		);
	});
	const errors: string[] = [];
	page.on('console', (msg) => {
		if (msg.type() === 'error') errors.push(msg.text());
	});
	page.on('pageerror', (err) => errors.push(err.message));
	return { page, errors };
}

/** The browser this worker shares between its test files, when the project runs them in one module cache (see useBrowser). */
let shared: Promise<Browser> | undefined;

/**
 * One browser for the enclosing describe block. A project whose files share a worker's module
 * cache (`isolate: false`, the browser project) launches one browser per worker and hands it, with
 * its page pool, to every block: launching Chromium and opening its first page cost more than most
 * tests. It is closed with the worker (Playwright closes the browsers it launched when the process
 * exits). Otherwise (the e2e project) each block launches its own and closes it after its tests.
 */
export function useBrowser(): () => Browser {
	let browser: Browser | undefined;
	const share = inject('sharedBrowser');
	beforeAll(async () => {
		if (!share) {
			browser = await launch();
			return;
		}
		browser = await (shared ??= launch());
		// a browser that crashed or was closed is not handed on
		if (!browser.isConnected()) browser = await (shared = launch());
	});
	afterAll(async () => {
		if (!share) await browser?.close();
	});
	return () => {
		if (!browser) throw new Error('the browser is not running yet');
		return browser;
	};
}

/**
 * A full-page screenshot in tmp/screenshots, for a person to look at, when the run asks for them
 * (`SCREENSHOTS=1 npm test`). Off by default: a screenshot asserts nothing, and the four the
 * browser tests took cost about 7 s of CPU in every run.
 */
export async function keepScreenshot(page: Page, name: string): Promise<void> {
	if (process.env['SCREENSHOTS'] !== '1') return;
	mkdirSync(SCREENSHOTS, { recursive: true });
	await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: true });
}

/** What clicking `button` downloads: the name the browser suggests and the file read as UTF-8 text. */
export async function downloadOf(page: Page, button: Locator): Promise<{ name: string; text: string }> {
	const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
	const chunks: Buffer[] = [];
	for await (const chunk of (await download.createReadStream())!) chunks.push(chunk as Buffer);
	return { name: download.suggestedFilename(), text: Buffer.concat(chunks).toString('utf8') };
}
