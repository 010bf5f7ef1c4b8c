/**
 * Quality gates over the built site: no CSP violation or console error on any page type, WCAG 2.2
 * A/AA with axe in light and dark schemes, keyboard reach with visible focus, hostile payloads
 * shown as text and never run, safe external links, no inline handlers, no broken internal link
 * or fragment, and valid HTML.
 */
import AxeBuilder from '@axe-core/playwright';
import { readFileSync, readdirSync, statSync, rmSync } from 'node:fs';
import path from 'node:path';
import { HtmlValidate } from 'html-validate';
import { LinkChecker } from 'linkinator';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { FIXTURES, ROOT, TEST_SITE } from '../helpers/paths.ts';
import { runScript } from '../helpers/run.ts';
import { serve } from '../helpers/static-server.ts';
import { openPage, useBrowser } from '../browser/browser.ts';

const siteUrl = inject('siteUrl');
const hasChromium = inject('chromium');

/** One URL per page type. */
export const PAGE_TYPES: Record<string, string> = {
	home: '/',
	matrix: '/studies/',
	study: '/studies/skill-following/',
	framework: '/framework/',
	axes: '/framework/axes/',
	quantities: '/framework/quantities/',
	levels: '/framework/levels/',
	checklistItems: '/framework/checklist/',
	estimand: '/framework/estimand/',
	references: '/references/',
	search: '/search/?q=WebArena',
	gaps: '/gaps/',
	checklist: '/checklist/',
	checklistCheck: '/checklist/check/?paired=1',
	data: '/data/',
	compare: '/compare/?ids=browser-comparisons-fixture,browser-harm-fixture',
	changes: '/changes/',
	evidenceMap: '/evidence-map/',
	claims: '/claims/',
	tools: '/tools/',
	contribute: '/contribute/',
	notFound: '/404.html',
	statedDesignStudy: '/studies/gorilla/',
	mainTextStudy: '/studies/browser-comparisons-fixture/',
	leaderboardStudy: '/studies/shape-leaderboard/',
	resultTableStudy: '/studies/shape-result-table/',
	glossary: '/framework/glossary/',
	guide: '/guide/',
	guideMethods: '/guide/methods/',
	screening: '/guide/screening/',
	recordVersion: '/studies/skill-following/v1/',
	recordHistory: '/studies/skill-following/history/',
	disagreements: '/disagreements/',
	reviewAccountStudy: '/studies/browser-review-account-fixture/',
};

const PAYLOAD = '</script><script>alert("xss")</script>"><img src=x onerror=alert("img")>';

/** Records CSP violations and dialogs (alert) so a test can assert there were none. */
async function watch(page: Page): Promise<{ csp: () => Promise<string[]>; dialogs: string[] }> {
	const dialogs: string[] = [];
	page.on('dialog', async (d) => {
		dialogs.push(d.message());
		await d.dismiss();
	});
	await page.addInitScript(() => {
		(window as unknown as { __csp: string[] }).__csp = [];
		document.addEventListener('securitypolicyviolation', (e) =>
			(window as unknown as { __csp: string[] }).__csp.push(`${e.violatedDirective} ${e.blockedURI}`),
		);
	});
	return { csp: () => page.evaluate(() => (window as unknown as { __csp: string[] }).__csp), dialogs };
}

/** The WCAG 2.2 A and AA rules. */
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/**
 * axe's violations on the page, as one line each. Only violations are collected: the passes and
 * incomplete results axe gathers by default are most of its work on the long tables, and no test
 * reads them.
 */
async function axeViolations(page: Page, only: { tags?: string[]; rules?: string[] }): Promise<string[]> {
	let builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
	if (only.tags) builder = builder.withTags(only.tags);
	if (only.rules) builder = builder.withRules(only.rules);
	const result = await builder.analyze();
	return result.violations.map((v) => `${v.id}: ${v.nodes.length} × ${v.nodes[0]?.target.join(' ')} — ${v.help}`);
}

/** The state each scripted page marks once its script has run, so a check never sees the page half enhanced. */
const READY: [RegExp, string][] = [
	[/\/studies\/(?:\?|$)/, '#matrix-filters[data-state="ready"]'],
	[/\/search\//, '#search-results[aria-busy="false"]'],
	[/\/compare\/\?/, '#compare-output[data-state="ready"]'],
];

async function settle(page: Page, url: string): Promise<void> {
	await page.goto(url, { waitUntil: 'networkidle' });
	for (const [pattern, selector] of READY) if (pattern.test(url)) await page.locator(selector).waitFor({ state: 'attached' });
}

function htmlFiles(dir: string): string[] {
	return readdirSync(dir).flatMap((name) => {
		const p = path.join(dir, name);
		if (statSync(p).isDirectory()) return name === 'pagefind' ? [] : htmlFiles(p);
		return p.endsWith('.html') ? [p] : [];
	});
}

describe.runIf(hasChromium)('security: CSP and console', () => {
	const browser = useBrowser();

	for (const [name, url] of Object.entries(PAGE_TYPES)) {
		it(`${name}: no CSP violation and no console error`, async () => {
			const { page, errors } = await openPage(browser());
			const w = await watch(page);
			await settle(page, `${siteUrl}${url}`);
			await expect(page.locator('meta[http-equiv="content-security-policy"]').count()).resolves.toBe(1);
			expect(await w.csp()).toEqual([]);
			expect(errors.filter((e) => !(name === 'notFound' && /404/.test(e)))).toEqual([]);
		});
	}
});

describe.runIf(hasChromium)('accessibility: axe, WCAG 2.2 A and AA', () => {
	const browser = useBrowser();

	// Each page type and scheme in a context of its own, a few at a time (vitest's maxConcurrency for
	// this project): axe is most of this suite's time, and the pages share nothing.
	for (const scheme of ['light', 'dark'] as const) {
		for (const [name, url] of Object.entries(PAGE_TYPES)) {
			it.concurrent(`${name} (${scheme}): zero violations`, async ({ expect, onTestFinished }) => {
				const { page } = await openPage(browser(), { colorScheme: scheme }, onTestFinished);
				await settle(page, `${siteUrl}${url}`);
				const summary = await axeViolations(page, { tags: WCAG });
				expect(summary).toEqual([]);
			});
		}
	}

	for (const scheme of ['light', 'dark'] as const) {
		it.concurrent(`tools with a finished report, its tables and plot (${scheme}): zero violations`, async ({ expect, onTestFinished }) => {
			const { page } = await openPage(browser(), { colorScheme: scheme }, onTestFinished);
			await settle(page, `${siteUrl}/tools/`);
			await page.getByRole('button', { name: 'Paste the example' }).click();
			await expect.poll(() => page.locator('textarea[name="csv"]').inputValue()).toMatch(/^task,arm,run,success/);
			await page.getByRole('button', { name: 'Analyze' }).click();
			await expect.poll(() => page.locator('#analyzer-status').textContent()).toBe('Report ready.');
			expect(await axeViolations(page, { tags: WCAG })).toEqual([]);
		});
	}

	// The compare page at its fullest: eight studies side by side, only the rows that differ, on a laptop and a phone.
	for (const viewport of [
		{ width: 1366, height: 768 },
		{ width: 390, height: 844 },
	]) {
		it.concurrent(`compare with 8 studies at ${viewport.width} × ${viewport.height}: zero violations`, async ({ expect, onTestFinished }) => {
			const all = (await (await fetch(`${siteUrl}/data/compare.json`)).json()) as Record<string, unknown>;
			const eight = Object.keys(all).slice(0, 8);
			expect(eight).toHaveLength(8);
			const { page } = await openPage(browser(), { viewport }, onTestFinished);
			await settle(page, `${siteUrl}/compare/?ids=${eight.join(',')}&only=differs`);
			expect(await axeViolations(page, { tags: WCAG })).toEqual([]);
		});
	}

	it('keyboard only: the search, every filter and sort control, a compare box and a study link are reachable, with visible focus', async () => {
		const { page } = await openPage(browser());
		await page.goto(`${siteUrl}/studies/`);
		const reached = new Set<string>();
		const invisible: string[] = [];
		for (let i = 0; i < 120; i++) {
			await page.keyboard.press('Tab');
			const info = await page.evaluate(() => {
				const el = document.activeElement as HTMLElement | null;
				if (!el || el === document.body) return null;
				const s = getComputedStyle(el);
				const key =
					el.id ||
					(el.tagName === 'SUMMARY' && el.parentElement?.id ? `summary:${el.parentElement.id}` : '') ||
					(el.classList.contains('sort-button') ? `sort:${el.closest('table')?.dataset['view']}:${el.closest('th')?.dataset['col']}` : '') ||
					(el.getAttribute('aria-label')?.startsWith('Compare ') ? 'compare-box' : '') ||
					(el.tagName === 'A' && el.closest('tbody th') ? 'study-link' : '') ||
					el.tagName;
				return { key, visible: s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0 };
			});
			if (!info) continue;
			reached.add(info.key);
			if (!info.visible) invisible.push(info.key);
		}
		for (const id of [
			'site-search',
			'summary:filter-panel',
			'filter-q',
			'summary:facet-quantity',
			'summary:facet-coupling',
			'summary:facet-budget',
			'summary:facet-level',
			'summary:facet-depth',
			'summary:facet-runs',
			'summary:facet-paired',
			'summary:export-selection',
			'compare-link',
			'compare-box',
			'study-link',
		]) {
			expect(reached, id).toContain(id);
		}
		for (const col of ['study', 'arms', 'population', 'runs', 'location']) expect(reached).toContain(`sort:table5:${col}`);
		expect(invisible).toEqual([]);
		// The view switch and the Table 3 sort buttons, once that view is shown.
		await page.getByRole('button', { name: 'Table 3: quantity and limits' }).focus();
		await page.keyboard.press('Enter');
		await page.keyboard.press('Tab');
		await expect(page.locator('#table3').isVisible()).resolves.toBe(true);
	});
});

describe.runIf(hasChromium)('layout: nothing overflows sideways', () => {
	const browser = useBrowser();

	// One test per page and width, each with its own budget: together they were one test that a busy machine could not finish in time.
	for (const width of [1366, 390]) {
		for (const [name, url] of Object.entries(PAGE_TYPES)) {
			it(`${name} is no wider than a ${width} px window${width === 390 ? ", with axe's focusable-scroll, landmark and target-size checks clean" : ''}`, async () => {
				const { page } = await openPage(browser(), { viewport: { width, height: 900 } });
				await settle(page, `${siteUrl}${url}`);
				const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
				expect(scrollWidth, `${name} (${url})`).toBeLessThanOrEqual(width);
				if (width === 390) expect(await axeViolations(page, { rules: ['scrollable-region-focusable', 'landmark-unique', 'target-size'] })).toEqual([]);
			});
		}
	}
});

describe.runIf(hasChromium)('hostile payloads are shown literally and never run', () => {
	const browser = useBrowser();
	let server: { url: string; close: () => Promise<void> };
	const out = path.join(ROOT, 'tmp', 'payload-site');

	beforeAll(async () => {
		// the test's own folder: a copy left by an older build (without the build marker) would be refused
		rmSync(out, { recursive: true, force: true });
		const res = runScript('build', ['--studies', path.relative(ROOT, path.join(FIXTURES, 'hostile/payload')), '--out', out]);
		if (res.code !== 0) throw new Error(res.stderr);
		server = await serve(out);
	});
	afterAll(async () => server?.close());

	for (const url of [
		'/studies/payload-study/',
		'/studies/',
		'/gaps/',
		'/compare/?ids=payload-study,payload-study',
		'/search/?q=alert',
		'/references/',
		'/data/',
	]) {
		it(`${url}: nothing executes`, async () => {
			const { page, errors } = await openPage(browser());
			const w = await watch(page);
			await page.goto(`${server.url}${url}`, { waitUntil: 'networkidle' });
			await page.waitForTimeout(300);
			expect(w.dialogs).toEqual([]);
			expect(await page.evaluate(() => document.querySelectorAll('img[src="x"], img[onerror]').length)).toBe(0);
			expect(await w.csp()).toEqual([]);
			expect(errors).toEqual([]);
		});
	}

	it('the payload text is shown literally and survives in the JSON-LD', async () => {
		const { page } = await openPage(browser());
		await page.goto(`${server.url}/studies/payload-study/`);
		await expect(page.locator('h1').textContent()).resolves.toBe(PAYLOAD);
		await expect(page.locator('#notes + p').textContent()).resolves.toBe(PAYLOAD);
		const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!) as { name: string };
		expect(ld.name.startsWith(PAYLOAD)).toBe(true);
		await expect(page.locator('script').count()).resolves.toBe(
			await page.locator('script[type="application/ld+json"], script[type="module"], script[src]').count(),
		);
		await page.goto(`${server.url}/studies/`);
		await expect(page.locator('tr#payload-study th a').first().textContent()).resolves.toBe(PAYLOAD);
	});
});

describe('built HTML', () => {
	const files = htmlFiles(TEST_SITE);
	const origin = 'https://skill-evidence.github.io';

	it('external links open safely (rel="noopener noreferrer")', () => {
		const bad: string[] = [];
		for (const f of files) {
			for (const m of readFileSync(f, 'utf8').matchAll(/<a\s[^>]*href="(https?:[^"]+)"[^>]*>/g)) {
				if (m[1]!.startsWith(origin)) continue;
				const rel = /\srel="([^"]*)"/.exec(m[0])?.[1] ?? '';
				if (!rel.includes('noopener') || !rel.includes('noreferrer')) bad.push(`${path.relative(TEST_SITE, f)}: ${m[1]}`);
			}
		}
		expect(files.length).toBeGreaterThan(30);
		expect(bad).toEqual([]);
	});

	it('no inline event handlers', () => {
		const bad = files.filter((f) => /<[a-z][^>]*\son[a-z]+=/i.test(readFileSync(f, 'utf8').replace(/="[^"]*"/g, '=""')));
		expect(bad).toEqual([]);
	});

	it('set:html is used only for JSON made script-safe (JSON-LD and the matrix facet codes)', () => {
		const uses: string[] = [];
		const walk = (dir: string) => {
			for (const name of readdirSync(dir)) {
				const p = path.join(dir, name);
				if (statSync(p).isDirectory()) walk(p);
				else if (/\.(astro|ts)$/.test(p))
					for (const line of readFileSync(p, 'utf8').split('\n')) if (line.includes('set:html')) uses.push(`${path.relative(ROOT, p)}: ${line.trim()}`);
			}
		};
		walk(path.join(ROOT, 'src'));
		expect(uses.sort()).toEqual([
			'src/components/EvidenceMatrix.astro: <script is:inline type="application/json" id="facet-codes" set:html={scriptSafeJson(facetCodes)} />',
			'src/pages/studies/[id].astro: <script type="application/ld+json" set:html={scriptSafeJson(meta.jsonLd)} />',
		]);
	});

	it('html-validate reports no error on any page', async () => {
		const validator = new HtmlValidate(JSON.parse(readFileSync(path.join(ROOT, '.htmlvalidate.json'), 'utf8')));
		const errors: string[] = [];
		for (const f of files) {
			const report = await validator.validateFile(f);
			for (const r of report.results) for (const m of r.messages) errors.push(`${path.relative(TEST_SITE, f)}:${m.line} ${m.ruleId} ${m.message}`);
		}
		expect(errors).toEqual([]);
	});

	it('no internal link or fragment is broken (checked offline)', async () => {
		const checker = new LinkChecker();
		const result = await checker.check({
			path: `${siteUrl}/`,
			recurse: true,
			checkFragments: true,
			// A busy 2-core machine (CI beside other work) answered 20 requests at once with connection
			// errors (status 0) on 576 good links: fewer at a time, and a request that failed to connect
			// is tried again. A link that answers 404 is broken at once, as before.
			concurrency: 4,
			retryErrors: true,
			retryErrorsCount: 3,
			linksToSkip: async (link) => !link.startsWith(siteUrl),
		});
		const why = (l: (typeof result.links)[number]) => (l.status ? '' : ` ${String((l.failureDetails?.[0] as Error | undefined)?.message ?? '')}`);
		const broken = result.links.filter((l) => l.state === 'BROKEN').map((l) => `${l.status ?? ''} ${l.url} (from ${l.parent ?? '?'})${why(l)}`);
		expect(result.links.length).toBeGreaterThan(200);
		expect(broken).toEqual([]);
	});
});
