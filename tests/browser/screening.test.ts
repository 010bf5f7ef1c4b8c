/**
 * The literature behind the database, in a browser: the screening page's flow diagram and table
 * agree with each other and with data/screening.yaml, and its downloads hold every candidate; a
 * reading of a study the review cites shows the review's account beside the paper's facts, and
 * the site-wide list of disagreements reaches it; the source facet restricts the gaps grid and the
 * evidence map and is kept in the URL (the matrix's source facet is tried with the other facets).
 * Every expected figure is computed here from the data, never written in.
 */
import { parse as parseCsv } from 'csv-parse/sync';
import { describe, expect, inject, it } from 'vitest';
import { loadCorpus } from '../../src/corpus/load.ts';
import { studySource } from '../../src/views/study-parts.ts';
import { prismaFlow, prismaRows } from '../../src/views/screening.ts';
import { ROOT, TEST_STUDIES } from '../helpers/paths.ts';
import { openPage, useBrowser } from './browser.ts';

const siteUrl = inject('siteUrl');
const hasChromium = inject('chromium');
const corpus = loadCorpus({ root: ROOT, studiesDir: TEST_STUDIES });
const screening = corpus.framework!.screening;
const studies = corpus.studies.map((s) => s.data);
const FIXTURE = 'browser-review-account-fixture';

describe.runIf(hasChromium)('search, screening and the review’s account', () => {
	const browser = useBrowser();

	it('the flow diagram and its table give the numbers of data/screening.yaml', async () => {
		const { page, errors } = await openPage(browser(), { javaScriptEnabled: false });
		await page.goto(`${siteUrl}/guide/screening/`);
		const expected = prismaRows(prismaFlow(screening));
		const table = await page
			.locator('table:has(#flow-caption) tbody tr')
			.evaluateAll((trs) => trs.map((tr) => [...tr.children].map((c) => c.textContent?.trim() ?? '')));
		expect(table).toEqual(expected.map((r) => [r.stage, r.what, String(r.count)]));
		// The figure is the downloadable SVG itself, named for a screen reader; the SVG describes every number.
		await expect(page.getByRole('img', { name: /^PRISMA 2020 flow of the screening/ }).count()).resolves.toBe(1);
		const file = await page.request.get(`${siteUrl}/data/screening-flow.svg`);
		const desc = /<desc[^>]*>([\s\S]*?)<\/desc>/.exec(await file.text())?.[1] ?? '';
		expect(await file.text()).toMatch(/<svg [^>]*role="img"/);
		for (const r of expected) expect(desc).toContain(`${r.what}: ${r.count}`);
		// Every excluded candidate is listed with its reason; every candidate is on the page.
		const excluded = screening.candidates.filter((c) => c.decision === 'excluded');
		await expect(page.locator('table:has(#excluded-caption) tbody tr').count()).resolves.toBe(excluded.length);
		for (const c of excluded.slice(0, 5))
			await expect(page.locator('table:has(#excluded-caption)').getByText(c.reason, { exact: true }).count()).resolves.toBe(1);
		await expect(page.locator('#included + ul > li').count()).resolves.toBe(screening.candidates.filter((c) => c.decision === 'included').length);
		expect(errors).toEqual([]);
	});

	it('the downloads hold every candidate and the flow', async () => {
		const { page } = await openPage(browser());
		const csv = parseCsv(await (await page.request.get(`${siteUrl}/data/screening.csv`)).text(), { columns: true, bom: true }) as Record<string, string>[];
		expect(csv.map((r) => [r['id'], r['decision']])).toEqual(screening.candidates.map((c) => [c.id, c.decision]));
		const json = (await (await page.request.get(`${siteUrl}/data/screening.json`)).json()) as { flow: unknown; candidates: unknown[] };
		expect(json.flow).toEqual(prismaFlow(screening));
		expect(json.candidates).toHaveLength(screening.candidates.length);
		const svg = await page.request.get(`${siteUrl}/data/screening-flow.svg`);
		expect(svg.headers()['content-type']).toMatch(/svg/);
	});

	it('a reading of a cited study shows the review’s account, the second reading, and every disagreement with both locations', async () => {
		const { page, errors } = await openPage(browser());
		await page.goto(`${siteUrl}/disagreements/`);
		const row = page.locator('table.disagreements tbody tr', { hasText: 'Review Account Fixture' });
		await expect(row.textContent()).resolves.toMatch(
			/Number of fixture tasks.*40 tasks.*review, §4\.4.*48 tasks in v3.*arXiv v3, Table 1.*A later version added eight tasks/s,
		);
		const csv = parseCsv(await (await page.request.get(`${siteUrl}/data/disagreements.csv`)).text(), { columns: true, bom: true }) as Record<string, string>[];
		expect(csv.filter((r) => r['id'] === FIXTURE).map((r) => [r['review_where'], r['paper_where'], r['paper_version']])).toEqual([
			['§4.4', 'Table 1', 'arXiv v3'],
		]);
		await row.getByRole('link', { name: 'Review Account Fixture' }).click();
		await page.waitForURL(`**/studies/${FIXTURE}/#review-account`);
		await expect(page.locator('#review-account').isVisible()).resolves.toBe(true);
		await expect(page.getByText('The review names this benchmark among the environments').count()).resolves.toBe(1);
		await expect(page.locator('table.disagreements tbody tr').count()).resolves.toBe(1);
		await expect(
			page
				.getByText(
					'Read twice: a second, independent reading by Second Test Reader was reconciled with it on 2026-10-03, settling 4 differences against the text.',
				)
				.count(),
		).resolves.toBe(1);
		expect(errors).toEqual([]);
	});

	it('the gaps grid keeps to the studies of one source, and the URL keeps the choice', async () => {
		const { page, errors } = await openPage(browser());
		await page.goto(`${siteUrl}/gaps/`);
		await page.locator('#gaps-source').selectOption('beyond');
		const shown = await page.locator('table.gaps-matrix tbody tr:not([hidden])').evaluateAll((trs) => trs.map((tr) => tr.id).sort());
		expect(shown).toEqual(
			studies
				.filter((s) => studySource(s) === 'beyond')
				.map((s) => s.id)
				.sort(),
		);
		expect(new URL(page.url()).searchParams.get('source')).toBe('beyond');
		await page.goto(`${siteUrl}/gaps/?source=review`);
		await expect(page.locator('#gaps-source').inputValue()).resolves.toBe('review');
		const review = await page.locator('table.gaps-matrix tbody tr:not([hidden])').evaluateAll((trs) => trs.map((tr) => tr.id).sort());
		expect(review).toEqual(
			studies
				.filter((s) => studySource(s) === 'review')
				.map((s) => s.id)
				.sort(),
		);
		expect(errors).toEqual([]);
	});

	it('the evidence map keeps to the studies of one source, and the URL keeps the choice', async () => {
		const { page, errors } = await openPage(browser());
		await page.goto(`${siteUrl}/evidence-map/`);
		const placements = () =>
			page.locator('td.map-cell li:not([hidden])').evaluateAll((lis) => [...new Set(lis.map((li) => (li as HTMLElement).dataset['source']))].sort());
		await expect(placements()).resolves.toEqual(['beyond', 'review']);
		await page.locator('#map-source').selectOption('review');
		await expect(placements()).resolves.toEqual(['review']);
		expect(new URL(page.url()).searchParams.get('source')).toBe('review');
		await page.goto(`${siteUrl}/evidence-map/?source=beyond`);
		await expect(page.locator('#map-source').inputValue()).resolves.toBe('beyond');
		await expect(placements()).resolves.toEqual(['beyond']);
		expect(errors).toEqual([]);
	});
});
