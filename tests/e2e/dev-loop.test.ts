/**
 * The contributor's live loop: with `npm run dev` running, saving a record updates its page; saving
 * a record with a problem shows the problem in the terminal and in the browser's error overlay
 * while the server keeps running; fixing it brings the page back. Runs on a copy of the records.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ROOT, VALID } from '../helpers/paths.ts';
import { openPage, useBrowser } from '../browser/browser.ts';
import { WAIT_MS } from '../helpers/budgets.ts';
import { childEnv } from '../helpers/run.ts';

const hasChromium = inject('chromium');
const PORT = 4391;
// As a contributor opens it: under the published base path, astro.config.mjs's default.
const base = `http://127.0.0.1:${PORT}/skill-evidence`;
const dir = path.join(ROOT, 'tmp', 'dev-loop-studies');
const record = path.join(dir, 'fixture-study.yaml');
let server: ChildProcess | undefined;
let log = '';

async function waitFor(check: () => Promise<boolean> | boolean, what: string, ms = WAIT_MS): Promise<void> {
	const end = Date.now() + ms;
	while (Date.now() < end) {
		if (
			await Promise.resolve()
				.then(check)
				.catch(() => false)
		)
			return;
		await new Promise((r) => setTimeout(r, 250));
	}
	throw new Error(`timed out waiting for ${what}\n${log.slice(-3000)}`);
}

const h1 = async () => {
	const res = await fetch(`${base}/studies/fixture-study/`);
	return res.ok ? /<h1[^>]*>([^<]*)<\/h1>/.exec(await res.text())?.[1] : `HTTP ${res.status}`;
};

describe.runIf(hasChromium)('npm run dev', () => {
	const browser = useBrowser();

	beforeAll(async () => {
		rmSync(dir, { recursive: true, force: true });
		mkdirSync(dir, { recursive: true });
		cpSync(path.join(VALID, 'fixture-study.yaml'), record);
		// --ignore-lock: a server of its own, in the foreground, whatever other dev server runs (and never backgrounded).
		server = spawn(
			process.execPath,
			[path.join(ROOT, 'node_modules/astro/bin/astro.mjs'), 'dev', '--port', String(PORT), '--host', '127.0.0.1', '--ignore-lock'],
			{
				cwd: ROOT,
				// As a contributor runs it: not under the test runner's NODE_ENV=test, which the dev server does not serve under.
				env: { ...childEnv(), STUDIES_DIR: path.relative(ROOT, dir), ASTRO_TELEMETRY_DISABLED: '1', NO_COLOR: '1', NODE_ENV: 'development' },
			},
		);
		server.stdout!.on('data', (d: Buffer) => (log += d.toString()));
		server.stderr!.on('data', (d: Buffer) => (log += d.toString()));
		await waitFor(async () => (await h1()) === 'Fixture Study', 'the dev server to serve the fixture', 2 * WAIT_MS);
	}, 3 * WAIT_MS);

	afterAll(() => {
		server?.kill('SIGTERM');
		rmSync(dir, { recursive: true, force: true });
	});

	it('shows an edited record without a restart', async () => {
		writeFileSync(record, readFileSync(record, 'utf8').replace('short_name: Fixture Study', 'short_name: Fixture Study, edited'));
		await waitFor(async () => (await h1()) === 'Fixture Study, edited', 'the edited name on the page');
	});

	it('reports a problem in the terminal and the error overlay, keeps running, and recovers', async () => {
		const good = readFileSync(record, 'utf8');
		writeFileSync(record, good.replace('kind: availability', 'kind: availabilty'));
		await waitFor(() => log.includes('got "availabilty"'), 'the problem in the terminal');
		expect(log).toContain('did you mean `availability`?');
		const { page } = await openPage(browser());
		const context = page.context();
		const overlay = page.locator('vite-error-overlay');
		// The page lists the problems, and its dev client, once connected, receives the overlay.
		await page.goto(`${base}/studies/fixture-study/`);
		await overlay.waitFor();
		const text = await overlay.evaluate(
			(el) => el.shadowRoot?.querySelector('#message-content, .message, #message')?.textContent ?? el.shadowRoot?.textContent ?? '',
		);
		expect(text).toContain('got "availabilty"');
		// The overlay's code frame and "Open in editor" point at the record's line, not at our code.
		const where = await overlay.evaluate((el) => el.shadowRoot?.querySelector('#code header h2')?.getAttribute('title') ?? '');
		expect(where).toBe(`${record}:${good.split('\n').findIndex((l) => l.includes('kind: availability')) + 1}:11`);
		// Without JavaScript the page itself lists the problem.
		const bare = await fetch(`${base}/studies/fixture-study/`, { headers: { accept: 'text/html' } });
		expect(bare.status).toBe(500);
		expect(await bare.text()).toContain('got &#34;availabilty&#34;');
		// The terminal printed the problem once, for the change, whatever the loaders and requests since,
		// and no stack frame of the framework or of our code.
		expect(log.split('got "availabilty"').length - 1).toBe(1);
		expect(log).not.toMatch(/\n\s+at (?!\S+\.yaml:\d+:\d+$)/m);
		// Closed before the fix: the fix makes the dev client reload the page, and a context closed
		// while that reload is under way can wait on it for good (CI, run 33).
		await context.close();
		writeFileSync(record, good);
		await waitFor(async () => (await h1()) === 'Fixture Study, edited', 'the page after the fix');
		expect(server!.exitCode).toBeNull();
	});
});
