/** Citing a record, comparing studies, changes, feeds and downloads, in a browser. */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { downloads } from '../../src/exports/downloads.ts';
import { openPage, useBrowser } from './browser.ts';
import { ROOT, TEST_SITE, TEST_STUDIES } from '../helpers/paths.ts';
import { loadCorpus } from '../../src/corpus/load.ts';
import { versionCount } from '../../src/lib/record-versions.ts';
import { studyFilePath } from '../../src/lib/routes.ts';
import { resolvePaper } from '../../src/views/paper.ts';
import { escapeRegExp } from '../../src/lib/text.ts';

const siteUrl = inject('siteUrl');
const hasChromium = inject('chromium');

const corpus = loadCorpus({ root: ROOT, studiesDir: TEST_STUDIES });
const framework = corpus.framework!;
const FIXTURE = 'browser-comparisons-fixture';
/**
 * A record with a history in git, as every record of studies/ has once committed (the fixtures
 * have none under studies/): whichever comes first, so no particular record is pinned here.
 */
const versioned = corpus.studies.map((s) => s.data).find((s) => versionCount(studyFilePath(s.id, 'yaml')) > 0)!;
const versions = versioned ? versionCount(studyFilePath(versioned.id, 'yaml')) : 0;

describe.runIf(hasChromium)('cite, compare, changes and downloads', () => {
	const browser = useBrowser();

	it('a study page cites the summary and the paper in four formats, with working copy buttons', async () => {
		const { page, errors } = await openPage(browser(), { permissions: ['clipboard-read', 'clipboard-write'] });
		await page.goto(`${siteUrl}/studies/${versioned.id}/`);
		const apa = await page.locator('#cite-record-formats-apa').textContent();
		// the record's citation names its version, the database's release and the version's permanent address
		const release = (JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { version: string }).version;
		expect(apa).toMatch(
			new RegExp(
				`^skill-evidence contributors\\. \\(\\d{4}\\)\\. ${escapeRegExp(versioned.short_name)}: structured study summary \\(skill-evidence record ${versioned.id}, version ${versions}\\) \\(Version ${escapeRegExp(release)}\\) \\[Dataset\\]\\. skill-evidence\\. https://skill-evidence\\.github\\.io/studies/${versioned.id}/v${versions}/$`,
			),
		);
		// the paper's citation: its year and the start of its title, in APA and in BibTeX
		const paper = resolvePaper(versioned, framework.references.references);
		const titleStart = (paper.title ?? '').split(/[:?]/)[0]!;
		await expect(page.locator('#cite-paper-formats-apa').textContent()).resolves.toMatch(new RegExp(`\\(${paper.year}\\)\\. ${escapeRegExp(titleStart)}`));
		const bibtex = (await page.locator('#cite-paper-formats-bibtex').textContent())!;
		expect(bibtex).toMatch(/^@\w+\{[^,\s]+,\n/);
		await expect(page.locator('#cite-record-formats-ris').textContent()).resolves.toContain('TY  - DATA');
		await expect(page.locator('main').textContent()).resolves.toMatch(/Last changed\s*\d{4}-\d{2}-\d{2}/);
		await page.getByRole('button', { name: 'Copy BibTeX citation of the studied paper' }).click();
		await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(bibtex);
		expect(errors).toEqual([]);
	});

	it('the citation text is selectable without JavaScript; copy buttons stay hidden', async () => {
		const { page } = await openPage(browser(), { javaScriptEnabled: false });
		await page.goto(`${siteUrl}/studies/${FIXTURE}/`);
		await expect(page.locator('#cite-record-formats-apa').isVisible()).resolves.toBe(true);
		await expect(page.locator('button.copy').first().isVisible()).resolves.toBe(false);
	});

	it('study pages carry JSON-LD for the dataset and the paper, and Open Graph metadata', async () => {
		const { page } = await openPage(browser());
		await page.goto(`${siteUrl}/studies/browser-comparisons-fixture/`);
		const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!) as Record<string, unknown>;
		expect(ld).toMatchObject({
			'@type': 'Dataset',
			url: 'https://skill-evidence.github.io/studies/browser-comparisons-fixture/',
			about: { '@type': 'ScholarlyArticle' },
		});
		await expect(page.locator('meta[property="og:title"]').getAttribute('content')).resolves.toBe('Comparisons Fixture: structured study summary');
	});

	it('two studies ticked in the matrix open side by side, with differences marked', async () => {
		const { page, errors } = await openPage(browser());
		await page.goto(`${siteUrl}/studies/`);
		await page.getByRole('checkbox', { name: 'Compare Compare Twin A' }).first().check();
		await page.getByRole('checkbox', { name: 'Compare Compare Twin B' }).first().check();
		await expect(page.locator('#compare-link').getAttribute('aria-disabled')).resolves.toBe('false');
		await page.locator('#compare-link').click();
		await page.waitForURL(/\/compare\/\?ids=browser-compare-twin-a,browser-compare-twin-b$/);
		await page.waitForSelector('table.compare');
		await expect(page.locator('table.compare thead th').allTextContents()).resolves.toEqual(['Field', 'Compare Twin A', 'Compare Twin B']);
		// the twins differ in their paper and agree on everything else (tests/fixtures/browser/)
		const row = (label: string) => page.locator('table.compare tr', { has: page.locator('th', { hasText: new RegExp(`^${label}`) }) }).first();
		await expect(row('Paper').getAttribute('class')).resolves.toBe('differs');
		await expect(row('Paper').locator('th').textContent()).resolves.toBe('Paper ≠ differs');
		await expect(row('Kind').getAttribute('class')).resolves.not.toBe('differs');
		const kinds = await row('Kind').locator('td').allTextContents();
		expect(kinds).toHaveLength(2);
		expect(kinds[0]).toBe(kinds[1]);
		await expect(page.locator('#compare-status').textContent()).resolves.toMatch(/^\d+ of (\d+) fields differ; \1 rows shown\.$/);
		expect(errors).toEqual([]);
	});

	it('compare refuses unknown ids with a message (tests/e2e/compare-many.test.ts compares many studies)', async () => {
		const { page } = await openPage(browser());
		await page.goto(`${siteUrl}/compare/?ids=browser-harm-fixture,nope`);
		await expect.poll(() => page.locator('#compare-status').textContent()).toBe('No study with id nope.');
	});

	it('every element id of the matrix and gaps pages that a study id could equal is reserved', async () => {
		const { RESERVED_IDS, RESERVED_PREFIXES } = await import('../../src/schema/reserved-ids.ts');
		const studyIds = new Set(corpus.studies.map((s) => s.data.id));
		for (const path of ['/studies/', '/studies/full/', '/gaps/']) {
			const html = await (await fetch(`${siteUrl}${path}`)).text();
			const ids = [...html.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]!);
			const own = ids.filter((id) => !studyIds.has(id) && !RESERVED_PREFIXES.some((p) => id.startsWith(p)) && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(id));
			expect(
				own.filter((id) => !RESERVED_IDS.has(id)),
				`${path}: add these to src/schema/reserved-ids.ts`,
			).toEqual([]);
			expect(own.length, path).toBeGreaterThan(5);
		}
	});

	it('every page under /studies/ that is not a study’s is a reserved id, so no study can take its address', async () => {
		const { RESERVED_PATHS } = await import('../../src/schema/reserved-ids.ts');
		const studyIds = new Set(corpus.studies.map((s) => s.data.id));
		const pages = readdirSync(path.join(TEST_SITE, 'studies'), { withFileTypes: true })
			.filter((d) => d.isDirectory() && !studyIds.has(d.name))
			.map((d) => d.name);
		expect(pages).toContain('full');
		expect(pages.filter((p) => !RESERVED_PATHS.has(p))).toEqual([]);
	});

	it('the changes page, the RSS feed and the sitemap list the records', async () => {
		const { page } = await openPage(browser());
		await page.goto(`${siteUrl}/changes/`);
		await expect(page.locator(`ol.changes a[href="/studies/${versioned.id}/"]`).count()).resolves.toBeGreaterThan(0);
		const rss = await (await page.request.get(`${siteUrl}/changes.xml`)).text();
		expect(rss).toContain(`<title>Added: ${versioned.short_name}</title>`);
		const sitemap = await (await page.request.get(`${siteUrl}/sitemap-0.xml`)).text();
		expect(sitemap).toContain(`https://skill-evidence.github.io/studies/${versioned.id}/`);
		expect(sitemap).toContain(`https://skill-evidence.github.io/studies/${FIXTURE}/`);
	});

	it('every download on /data/ is served', async () => {
		const { page } = await openPage(browser());
		await page.goto(`${siteUrl}/data/`);
		const links = await page.locator('ul.downloads a').evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).pathname));
		expect(links).toEqual(downloads.map((d) => `/data/${d.file}`));
		for (const l of links) expect((await page.request.get(`${siteUrl}${l}`)).status(), l).toBe(200);
	});
});
