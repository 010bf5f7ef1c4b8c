/**
 * The Starlight peer of npm run bench: the documentation site a researcher would most likely build
 * instead of this one. Each record becomes one Markdown page carrying the text of our own study
 * page (its <main>: headings, paragraphs, lists and table rows), built by Starlight with its
 * built-in Pagefind search, in the same run and on the same machine as our build.
 *
 * Starlight is not one of the project's packages: scripts/bench/starlight is a package of its own
 * (its package.json and lock pin Starlight and the same Astro and Vite as ours), installed into its
 * own node_modules the first time the bench needs it, so `npm install` at the root never fetches it.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { removeScratch } from '../../src/lib/out-dir.ts';
import { median } from './measure.ts';

/** The peer's project: its Astro config, content collection, package.json and lock. */
export const STARLIGHT_DIR = path.join(import.meta.dirname, 'starlight');
const PEER_MODULES = path.join(STARLIGHT_DIR, 'node_modules');
/** The repository: the peer's folders are made in its scratch folder. */
const ROOT = path.resolve(import.meta.dirname, '../..');

const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as { version?: string; dependencies?: Record<string, string> };

/** The Starlight version the peer's package.json pins (and the benchmark's report names). */
export const STARLIGHT_VERSION = readJson(path.join(STARLIGHT_DIR, 'package.json')).dependencies!['@astrojs/starlight']!;

/** Whether the peer's node_modules holds the Starlight and Astro its package.json pins. */
export function starlightPeerInstalled(): boolean {
	const pinned = readJson(path.join(STARLIGHT_DIR, 'package.json')).dependencies!;
	return Object.entries(pinned).every(([name, version]) => {
		const manifest = path.join(PEER_MODULES, name, 'package.json');
		return existsSync(manifest) && readJson(manifest).version === version;
	});
}

/**
 * Installs the peer's packages from its lock (`npm ci` in scripts/bench/starlight) unless they are
 * there already; throws, saying what to run, if npm fails (offline, say).
 */
export function installStarlightPeer(): void {
	if (starlightPeerInstalled()) return;
	const where = path.relative(process.cwd(), STARLIGHT_DIR) || '.';
	console.log(`The Starlight peer is a package of its own, not installed yet: npm ci --prefix ${where} (about 270 packages, once)`);
	// --prefix on the command line, and without the variables `npm run` sets for the project
	// (npm_config_local_prefix names its root), so the install cannot land in the project's own
	// node_modules; the user's npm settings (registry, certificates) are kept.
	const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !/^npm_(config_local_prefix$|package_|lifecycle_|command$)/i.test(k)));
	const args = ['ci', '--prefix', STARLIGHT_DIR, '--ignore-scripts', '--no-audit', '--no-fund'];
	// Under `npm run`, the npm that runs the bench; otherwise the one on PATH.
	const npmCli = process.env.npm_execpath;
	const res = npmCli?.endsWith('npm-cli.js')
		? spawnSync(process.execPath, [npmCli, ...args], { cwd: STARLIGHT_DIR, env, stdio: 'inherit' })
		: spawnSync('npm', args, { cwd: STARLIGHT_DIR, env, stdio: 'inherit', shell: process.platform === 'win32' });
	if (res.status !== 0 || !starlightPeerInstalled()) {
		throw new Error(
			`Installing the Starlight peer failed (${res.error?.message ?? `npm exited with ${res.status}`}); run it yourself and try again: npm ci --prefix ${where}`,
		);
	}
}

/** Block elements that end a line of text, and the Markdown each one opens with. */
const BLOCK_START: Record<string, string> = { h1: '# ', h2: '## ', h3: '### ', h4: '#### ', li: '- ', tr: '| ' };

/**
 * The text of a built study page as Markdown: the <main> element with scripts, styles and hidden
 * templates dropped, headings, list items and table rows kept as such. Entities stay encoded, so
 * the text cannot turn into HTML.
 */
export function studyPageMarkdown(html: string): { title: string; body: string } {
	const main = /<main\b[^>]*>([\s\S]*?)<\/main>/.exec(html)?.[1] ?? '';
	const title = (/<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(main)?.[1] ?? 'Study').replace(/<[^>]+>/g, '').trim();
	const text = main
		.replace(/<(script|style|template|svg|h1)\b[\s\S]*?<\/\1>/g, '')
		.replace(/<(h[1-4]|li|tr)\b[^>]*>/g, (_m, tag: string) => `\n\n${BLOCK_START[tag]}`)
		.replace(/<\/(td|th)>/g, ' | ')
		.replace(
			/<\/?(p|div|section|ul|ol|dl|dt|dd|table|thead|tbody|details|summary|figure|figcaption|pre|blockquote|header|footer|nav|aside|br)\b[^>]*>/g,
			'\n\n',
		)
		.replace(/<[^>]+>/g, '')
		.replace(/[ \t]+/g, ' ')
		.replace(/ *\n */g, '\n')
		.replace(/\n{3,}/g, '\n\n')
		.trim();
	// The title is the page's own heading in Starlight.
	return { title, body: text };
}

/**
 * Writes the peer's project into `peerDir`: Starlight's template, its installed packages linked
 * (installStarlightPeer first), and one page per study of `ourDist`.
 */
export function writeStarlightPeer(ourDist: string, ids: readonly string[], peerDir: string): void {
	removeScratch(peerDir, ROOT);
	cpSync(STARLIGHT_DIR, peerDir, { recursive: true, filter: (src) => src !== PEER_MODULES });
	symlinkSync(PEER_MODULES, path.join(peerDir, 'node_modules'), 'junction');
	const docs = path.join(peerDir, 'src/content/docs');
	mkdirSync(path.join(docs, 'studies'), { recursive: true });
	writeFileSync(path.join(docs, 'index.md'), '---\ntitle: Studies\n---\n\nOne page per study record.\n');
	for (const id of ids) {
		const { title, body } = studyPageMarkdown(readFileSync(path.join(ourDist, 'studies', id, 'index.html'), 'utf8'));
		writeFileSync(path.join(docs, 'studies', `${id}.md`), `---\ntitle: ${JSON.stringify(title)}\n---\n\n${body}\n`);
	}
}

/** How a site's search is driven in the browser: the page, how to open the search, its input and a result. */
export interface SearchUi {
	page: string;
	open?: string;
	input: string;
	result: string;
}

/** Our search page. */
export const OUR_SEARCH: SearchUi = { page: '/search/', input: '#search-q', result: '#search-results li' };
/** Starlight's search dialog (Pagefind's default UI), opened from the header button. */
export const STARLIGHT_SEARCH: SearchUi = { page: '/', open: 'button[data-open-modal]', input: '.pagefind-ui__search-input', result: '.pagefind-ui__result' };

export interface SearchResult {
	medianMs: number;
	worstMs: number;
	/** Bytes of the first search: everything under /pagefind/ fetched from typing to the first result. */
	firstSearchBytes: number;
	/** Time from typing the first query to its first result, cold (nothing of the index loaded). */
	firstSearchMs: number;
}

/**
 * Time from a query being typed to its first result on screen, in headless Chromium: the first,
 * cold search with the bytes it downloads, then the median and worst of all queries (each after
 * the results of the one before are cleared).
 */
export async function searchLatency(dist: string, ui: SearchUi, queries: readonly string[]): Promise<SearchResult> {
	const { serve } = await import('../../tests/helpers/static-server.ts');
	const { launch } = await import('../../tests/browser/browser.ts');
	const server = await serve(dist);
	const browser = await launch();
	try {
		const page = await browser.newPage();
		let bytes = 0;
		page.on('response', async (r) => {
			if (r.url().includes('/pagefind/')) bytes += (await r.body().catch(() => Buffer.alloc(0))).length;
		});
		await page.goto(`${server.url}${ui.page}`, { waitUntil: 'networkidle' });
		if (ui.open) await page.click(ui.open);
		await page.waitForSelector(ui.input);
		const type = (query: string) =>
			page.evaluate(
				async ({ query, ui }) => {
					const input = document.querySelector<HTMLInputElement>(ui.input)!;
					return new Promise<number>((resolve) => {
						const t0 = performance.now();
						const obs = new MutationObserver(() => {
							if (document.querySelector(ui.result)) {
								obs.disconnect();
								resolve(performance.now() - t0);
							}
						});
						obs.observe(document.body, { childList: true, subtree: true });
						input.value = query;
						input.dispatchEvent(new Event('input', { bubbles: true }));
					});
				},
				{ query, ui },
			);
		const clear = async () => {
			await page.fill(ui.input, '');
			await page.waitForFunction((sel) => document.querySelectorAll(sel).length === 0, ui.result);
		};
		bytes = 0;
		const firstSearchMs = await type(queries[0]!);
		await page.waitForLoadState('networkidle');
		const firstSearchBytes = bytes;
		const times: number[] = [];
		for (const q of queries) {
			await clear();
			times.push(await type(q));
		}
		return { medianMs: median(times), worstMs: Math.max(...times), firstSearchBytes, firstSearchMs };
	} finally {
		await browser.close();
		await server.close();
	}
}

/**
 * The dev server's loop on a corpus: start `astro dev` on it, open one study page, then change that
 * record's short name `edits` times, timing each until the page shows the new name (one edit alone
 * is at the mercy of this machine's run-to-run spread). The record is restored after.
 */
export async function devRebuildMs(root: string, studiesDir: string, id: string, env: NodeJS.ProcessEnv, edits = 3): Promise<number[]> {
	const { spawn } = await import('node:child_process');
	const port = 4397;
	const url = `http://127.0.0.1:${port}/studies/${id}/`;
	const file = path.join(studiesDir, `${id}.yaml`);
	const original = readFileSync(file, 'utf8');
	const server = spawn(
		process.execPath,
		[path.join(root, 'node_modules/astro/bin/astro.mjs'), 'dev', '--port', String(port), '--host', '127.0.0.1', '--ignore-lock'],
		{
			cwd: root,
			env: { ...env, STUDIES_DIR: studiesDir, NODE_ENV: 'development' },
			stdio: 'ignore',
		},
	);
	const h1 = async () => {
		const res = await fetch(url).catch(() => undefined);
		return res?.ok ? (/<h1[^>]*>([^<]*)<\/h1>/.exec(await res.text())?.[1] ?? '') : '';
	};
	const until = async (check: () => Promise<boolean>, ms: number, what: string) => {
		const end = Date.now() + ms;
		while (Date.now() < end) {
			if (await check()) return;
			await new Promise((r) => setTimeout(r, 25));
		}
		throw new Error(`dev server: timed out waiting for ${what}`);
	};
	const rename = (name: string) => writeFileSync(file, original.replace(/^short_name: .*$/m, `short_name: ${name}`));
	try {
		await until(async () => (await h1()) !== '', 300_000, 'the first page');
		// An untimed edit first: the page can be served before the loaders watch the files, and an
		// edit in that window is never seen. It is written again until the page shows it.
		const warm = `Warm-up ${Date.now()}`;
		for (let attempt = 0; (await h1()) !== warm; attempt++) {
			if (attempt > 20) throw new Error('dev server: the warm-up edit never showed');
			rename(warm);
			await until(async () => (await h1()) === warm, 10_000, 'the warm-up edit').catch(() => undefined);
		}
		const times: number[] = [];
		for (let i = 0; i < edits; i++) {
			const name = `Edited ${i} ${Date.now()}`;
			const t0 = performance.now();
			rename(name);
			await until(async () => (await h1()) === name, 120_000, 'the edited page');
			times.push(performance.now() - t0);
		}
		return times;
	} finally {
		server.kill('SIGTERM');
		writeFileSync(file, original);
	}
}
