/**
 * The built site in a real browser: the matrix without and with JavaScript (sorting, every filter,
 * URL state), a study page, search with filters, and screenshots for a person to look at.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { parse as parseBibtex } from '@retorquere/bibtex-parser';
import { parse as parseCsv } from 'csv-parse/sync';
import { describe, expect, inject, it } from 'vitest';
import { loadCorpus } from '../../src/corpus/load.ts';
import { SHORT_CELL, type Facet } from '../../src/views/matrix.ts';
import { cellSortKey } from '../../src/views/matrix-state.ts';
import { quantityReadings } from '../../src/schema/labels.ts';
import { ROOT, TEST_SITE, TEST_STUDIES } from '../helpers/paths.ts';
import { downloadOf, keepScreenshot, openPage, useBrowser } from './browser.ts';
import { idsOf, testRows, visibleIds, type Row } from './matrix.ts';

const siteUrl = inject('siteUrl');
const hasChromium = inject('chromium');
const corpus = loadCorpus({ root: ROOT, studiesDir: TEST_STUDIES });
const rows = testRows(corpus);
const N = rows.length;
/** A browser fixture (tests/fixtures/browser) with comparisons, a paper the review does not cite and a quantity. */
const FIXTURE = corpus.studies.find((s) => s.data.id === 'browser-comparisons-fixture')!.data;
const fixtureQuantity = quantityReadings(FIXTURE, corpus.framework!)[0]!.id;
const ids = (pred: (r: Row) => boolean) => idsOf(rows, pred);

describe.runIf(hasChromium)('built site', () => {
	const browser = useBrowser();

	it('home page shows the counts and links to the matrix', async () => {
		const { page, errors } = await openPage(browser());
		await page.goto(`${siteUrl}/`);
		await expect(page.locator('h1').textContent()).resolves.toBe('skill-evidence');
		const counts = await page.locator('.counts').textContent();
		const full = corpus.studies.filter((s) => s.data.depth !== 'stated_design').length;
		const beyond = corpus.studies.filter((s) => s.data.provenance.source === 'paper').length;
		expect(counts).toMatch(new RegExp(`${N}\\s*studies \\(${full} read from the paper’s text, ${beyond} read beyond the review\\)`));
		const refs = corpus.framework!.references.references.length;
		const contributed = corpus.studies.filter((s) => s.data.paper.review_ref === undefined).length;
		expect(counts).toMatch(new RegExp(`${refs + contributed}\\s*papers in the bibliography \\(${refs} cited by the review\\)`));
		expect(counts).toMatch(/10\s*checklist items/);
		// The footer names both licences and links their texts in the repository.
		const footer = page.locator('footer.site-footer');
		await expect(footer.getByRole('link', { name: 'LICENSE-DATA' }).getAttribute('href')).resolves.toMatch(/\/blob\/main\/LICENSE-DATA$/);
		await expect(footer.getByRole('link', { name: 'MIT licence' }).getAttribute('href')).resolves.toMatch(/\/blob\/main\/LICENSE$/);
		await keepScreenshot(page, 'home');
		await page.getByRole('link', { name: 'Browse the evidence matrix' }).click();
		await page.waitForURL(`${siteUrl}/studies/`);
		expect(errors).toEqual([]);
	});

	it('the matrix renders both views as real tables without JavaScript', async () => {
		const { page } = await openPage(browser(), { javaScriptEnabled: false });
		await page.goto(`${siteUrl}/studies/`);
		await expect(page.locator('table[data-view="table5"] tbody tr').count()).resolves.toBe(N);
		await expect(page.locator('table[data-view="table3"] tbody tr').count()).resolves.toBe(N);
		await expect(page.locator('table[data-view="table5"]').isVisible()).resolves.toBe(true);
		await expect(page.locator('table[data-view="table3"]').isVisible()).resolves.toBe(true);
		await expect(page.locator('#matrix-filters').isVisible()).resolves.toBe(false);
		await expect(page.locator('th[scope="col"]').first().textContent()).resolves.toBe('Study (version)');
		await page.locator('#browser-harm-fixture th a').first().click();
		await expect(page.locator('h1').textContent()).resolves.toBe('Harm Fixture');
	});

	it('the matrix shows the start of a long note, and the full-text page, one link away without JavaScript, all of it', async () => {
		const harm = corpus.studies.find((s) => s.data.id === 'browser-harm-fixture')!.data;
		const limiting = harm.limiting_condition;
		if (limiting === 'not_assessed') throw new Error('browser-harm-fixture states its limiting condition');
		const whole = limiting.text.replace(/\s+/g, ' ').trim();
		const { page } = await openPage(browser(), { javaScriptEnabled: false });
		await page.goto(`${siteUrl}/studies/`);
		const cell = page.locator('#t3-browser-harm-fixture td[data-col="limiting"]');
		const short = (await cell.textContent())!.trim();
		expect(short.endsWith('…')).toBe(true);
		expect(short.length).toBeLessThanOrEqual(SHORT_CELL.limiting + 1);
		expect(whole.startsWith(short.slice(0, -1))).toBe(true);
		// the lead says so, its sentences spaced
		await expect(page.locator('p.lead').textContent()).resolves.toMatch(/scale\. Each cell shows the start of its notes/);
		await page.getByRole('link', { name: 'full-text matrix' }).click();
		await page.waitForURL(`${siteUrl}/studies/full/`);
		await expect(page.locator('table[data-view="table5"] tbody tr').count()).resolves.toBe(N);
		await expect(page.locator('#t3-browser-harm-fixture td[data-col="limiting"]').textContent()).resolves.toBe(whole);
		await expect(page.locator('table[data-view="table3"]').getAttribute('class')).resolves.not.toContain('compact');
	});

	it('a link to the full text made before it had its own page goes on to it, with its filters', async () => {
		const { page, errors } = await openPage(browser());
		await page.goto(`${siteUrl}/studies/?rows=full&budget=none&view=table3`);
		await page.waitForURL((u) => u.pathname.endsWith('/studies/full/'));
		expect(new URL(page.url()).search).toBe('?view=table3&budget=none');
		expect(await visibleIds(page, 'table3')).toEqual(ids((r) => r.facets.budget.includes('none')));
		// and the way back carries the state too
		await expect(page.getByRole('link', { name: 'Show short text' }).evaluate((a) => (a as HTMLAnchorElement).href)).resolves.toBe(
			`${siteUrl}/studies/?view=table3&budget=none`,
		);
		expect(errors).toEqual([]);
	});

	it('the view switch shows one table and is kept in the URL', async () => {
		const { page, errors } = await openPage(browser());
		await page.goto(`${siteUrl}/studies/`);
		await expect(page.locator('#table3').isVisible()).resolves.toBe(false);
		await page.getByRole('button', { name: 'Table 3: quantity and limits' }).click();
		await expect(page.locator('#table3').isVisible()).resolves.toBe(true);
		await expect(page.locator('#table5').isVisible()).resolves.toBe(false);
		expect(new URL(page.url()).searchParams.get('view')).toBe('table3');
		await expect(page.getByRole('button', { name: 'Table 3: quantity and limits' }).getAttribute('aria-pressed')).resolves.toBe('true');
		expect(errors).toEqual([]);
	});

	it('sorting by a column orders the rows, toggles direction and updates the URL', async () => {
		const { page } = await openPage(browser());
		await page.goto(`${siteUrl}/studies/`);
		const header = page.locator('table[data-view="table5"] th[data-col="runs"]');
		await header.getByRole('button').click();
		expect(new URL(page.url()).searchParams.get('sort')).toBe('runs');
		await expect(header.getAttribute('aria-sort')).resolves.toBe('ascending');
		const order = await page.locator('table[data-view="table5"] tbody tr').evaluateAll((trs) => trs.map((tr) => (tr as HTMLElement).dataset['id']));
		const keys = order.map((id) => rows.find((r) => r.id === id)!.sort.runs);
		expect(keys).toEqual([...keys].sort((a, b) => a - b));
		await header.getByRole('button').click();
		expect(new URL(page.url()).searchParams.get('dir')).toBe('desc');
		await expect(header.getAttribute('aria-sort')).resolves.toBe('descending');
		const byName = page.locator('table[data-view="table5"] thead th[data-col="study"] button');
		await byName.click();
		const names = await page.locator('table[data-view="table5"] tbody th[scope="row"] > a:first-child').allTextContents();
		expect(names).toEqual([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase(), 'en')));
		// a text column sorts by what its cells show, the unassessed last
		await page.getByRole('button', { name: 'Table 3: quantity and limits' }).click();
		await page.locator('table[data-view="table3"] thead th[data-col="limiting"] button').click();
		const cells = await page
			.locator('table[data-view="table3"] tbody td[data-col="limiting"]')
			.evaluateAll((tds) => tds.map((td) => ({ text: td.textContent ?? '', unknown: td.hasAttribute('data-unknown') })));
		const stated = cells.filter((c) => !c.unknown).map((c) => cellSortKey(c.text));
		expect(stated.length).toBeGreaterThan(1);
		expect(stated).toEqual([...stated].sort((a, b) => a.localeCompare(b, 'en')));
		expect(cells.findIndex((c) => c.unknown) === -1 || cells.slice(cells.findIndex((c) => c.unknown)).every((c) => c.unknown)).toBe(true);
	});

	const facetCases: [Facet, string][] = [
		['quantity', 'component_swap_effect'],
		['coupling', 'shared_seed'],
		['budget', 'none'],
		['level', 'activation'],
		['depth', 'full'],
		['runs', '2-4'],
		['runs_min', '3'],
		['contrast', 'model_comparison'],
		['year', '2026'],
		['status', 'preprint'],
		['paired', 'unknown'],
		['source', 'beyond'],
	];
	it('each filter narrows the rows, is kept in the URL, and unticking it brings every row back', async () => {
		// one page for every filter, as a reader tries them in turn (a matrix load per filter would cost a second each)
		const { page } = await openPage(browser());
		await page.goto(`${siteUrl}/studies/`);
		for (const [facet, value] of facetCases) {
			// Each filter is a disclosure of boxes, one per value.
			await page.locator(`#facet-${facet} > summary`).click();
			const box = page.locator(`#facet-${facet} input[value="${value}"]`);
			await box.check();
			const expected = ids((r) => r.facets[facet].includes(value));
			expect(expected.length, facet).toBeGreaterThan(0);
			expect(await visibleIds(page), facet).toEqual(expected);
			expect(new URL(page.url()).searchParams.getAll(facet), facet).toEqual([value]);
			await expect(page.locator(`#facet-${facet} [data-chosen]`).textContent(), facet).resolves.toBe('· 1 chosen');
			await expect(page.locator('#result-count').textContent(), facet).resolves.toBe(
				expected.length === N ? `${N} studies` : `Showing ${expected.length} of ${N} studies`,
			);
			await box.uncheck();
			expect(await visibleIds(page), `${facet} unticked`).toHaveLength(N);
			expect(new URL(page.url()).searchParams.has(facet), `${facet} unticked`).toBe(false);
			await page.locator(`#facet-${facet} > summary`).click();
		}
	});

	it('free text narrows the rows (a benchmark name) and is kept in the URL', async () => {
		const { page } = await openPage(browser());
		await page.goto(`${siteUrl}/studies/`);
		// Only the browser fixtures (tests/fixtures/browser) use this benchmark.
		await page.locator('#filter-q').fill('FixtureBench');
		expect(await visibleIds(page)).toEqual(['browser-comparisons-fixture', 'browser-harm-fixture']);
		expect(new URL(page.url()).searchParams.get('q')).toBe('FixtureBench');
	});

	it('the text filter searches the whole record: the same studies in either view', async () => {
		const { page } = await openPage(browser());
		// The words of the records load when a query is set; visibleIds waits until they have been applied.
		await page.goto(`${siteUrl}/studies/?q=post-treatment`);
		const inTable5 = await visibleIds(page, 'table5');
		await page.goto(`${siteUrl}/studies/?q=post-treatment&view=table3`);
		expect(await visibleIds(page, 'table3')).toEqual(inTable5);
		// Every study whose record says it conditions on a post-treatment event is among them.
		const conditioned = corpus.studies.filter((s) => s.data.design.conditions_on_post_treatment_event.value === true).map((s) => s.data.id);
		expect(inTable5).toEqual(expect.arrayContaining(conditioned));
	});

	it('design facts are filters: post-treatment conditioning in two interactions, and a reload keeps it', async () => {
		const { page, errors } = await openPage(browser());
		await page.goto(`${siteUrl}/studies/`);
		await page.locator('#facet-conditions_on_post_treatment_event > summary').click();
		await page.locator('#facet-conditions_on_post_treatment_event').getByRole('checkbox', { name: 'yes' }).check();
		// Computed from the records themselves, not from the page's own facet data.
		const expected = corpus.studies
			.filter((s) => s.data.design.conditions_on_post_treatment_event.value === true)
			.map((s) => s.data.id)
			.sort();
		expect(expected.length).toBeGreaterThan(0);
		expect(await visibleIds(page)).toEqual(expected);
		expect(new URL(page.url()).searchParams.get('conditions_on_post_treatment_event')).toBe('yes');
		await page.reload();
		expect(await visibleIds(page)).toEqual(expected);
		await expect(page.locator('#facet-conditions_on_post_treatment_event input[value="yes"]').isChecked()).resolves.toBe(true);
		await expect(page.locator('#facet-conditions_on_post_treatment_event [data-chosen]').textContent()).resolves.toBe('· 1 chosen');
		expect(errors).toEqual([]);
	});

	it('budget approximate matching OR fixed limits, AND at least 3 runs, by clicking; Back and Forward step through the states', async () => {
		const { page, errors } = await openPage(browser(), { viewport: { width: 1366, height: 768 } });
		await page.goto(`${siteUrl}/studies/`);
		await visibleIds(page);
		const tick = async (facet: string, value: string) => {
			const box = page.locator(`#facet-${facet} input[value="${value}"]`);
			if (!(await box.isVisible())) await page.locator(`#facet-${facet} > summary`).click();
			await box.check();
			return visibleIds(page);
		};
		// Computed from the records themselves, not from the page's facet data.
		const budgetIn = (kinds: string[]) => corpus.studies.filter((s) => kinds.includes(s.data.budget.kind));
		const atLeast3 = (s: (typeof corpus.studies)[number]) => {
			const r = s.data.runs.per_task_and_arm;
			if (r === 'unknown') return false;
			const low = typeof r === 'number' ? r : Math.max(r.min ?? 0, r.more_than !== undefined ? r.more_than + 1 : 0);
			return low >= 3;
		};
		const sorted = (list: typeof corpus.studies) => list.map((s) => s.data.id).sort();
		const step1 = await tick('budget', 'approximate_matching');
		expect(step1).toEqual(sorted(budgetIn(['approximate_matching'])));
		const step2 = await tick('budget', 'fixed_limits');
		expect(step2).toEqual(sorted(budgetIn(['approximate_matching', 'fixed_limits'])));
		// the count beside "at least 3 runs" already says how many the next click keeps
		const expected3 = sorted(budgetIn(['approximate_matching', 'fixed_limits']).filter(atLeast3));
		await expect(page.locator('#facet-runs_min input[value="3"] ~ .count').textContent()).resolves.toBe(`(${expected3.length})`);
		const step3 = await tick('runs_min', '3');
		expect(step3).toEqual(expected3);
		expect(new URL(page.url()).search).toBe('?budget=approximate_matching&budget=fixed_limits&runs_min=3');
		// the counts and the caption follow the selection
		await expect(page.locator('#result-count').textContent()).resolves.toBe(`Showing ${step3.length} of ${N} studies`);
		await expect(page.locator('#table5-caption [data-caption-count]').textContent()).resolves.toBe(`${step3.length} of ${N} studies (filtered)`);
		await expect(page.locator('#filter-active').textContent()).resolves.toBe('(3 active)');
		await page.goBack();
		await page.waitForURL((u) => u.search === '?budget=approximate_matching&budget=fixed_limits');
		expect(await visibleIds(page)).toEqual(step2);
		await expect(page.locator('#facet-runs_min input[value="3"]').isChecked()).resolves.toBe(false);
		await page.goBack();
		await page.waitForURL((u) => u.search === '?budget=approximate_matching');
		expect(await visibleIds(page)).toEqual(step1);
		await page.goForward();
		await page.waitForURL((u) => u.search === '?budget=approximate_matching&budget=fixed_limits');
		expect(await visibleIds(page)).toEqual(step2);
		await expect(page.locator('#facet-budget input[value="fixed_limits"]').isChecked()).resolves.toBe(true);
		expect(errors).toEqual([]);
	});

	it('every study is in exactly one runs bin, and the bins add up to the whole', async () => {
		const { page } = await openPage(browser());
		await page.goto(`${siteUrl}/studies/`);
		await visibleIds(page);
		const counts = await page.locator('#facet-runs .count').allTextContents();
		expect(counts.map((c) => Number(c.replace(/\D/g, ''))).reduce((a, b) => a + b, 0)).toBe(N);
		for (const r of rows) expect(r.facets.runs, r.id).toHaveLength(1);
	});

	it('unknown runs sort last in either direction', async () => {
		const { page } = await openPage(browser());
		await page.goto(`${siteUrl}/studies/?sort=runs`);
		const unknownLast = async () => {
			const flags = await page
				.locator('table[data-view="table5"] tbody tr')
				.evaluateAll((trs) => trs.map((tr) => (tr as HTMLTableRowElement).cells[3]!.hasAttribute('data-unknown')));
			const firstUnknown = flags.indexOf(true);
			return firstUnknown === -1 || flags.slice(firstUnknown).every(Boolean);
		};
		await expect.poll(unknownLast).toBe(true);
		await page.goto(`${siteUrl}/studies/?sort=runs&dir=desc`);
		await expect.poll(unknownLast).toBe(true);
		const known = await page
			.locator('table[data-view="table5"] tbody tr td[data-col="runs"]:not([data-unknown])')
			.evaluateAll((tds) => tds.map((td) => Number((td as HTMLElement).dataset['sort'])));
		expect(known).toEqual([...known].sort((a, b) => b - a));
	});

	it('one click limits the table to one reading depth; readers choose the columns', async () => {
		const { page } = await openPage(browser());
		await page.goto(`${siteUrl}/studies/`);
		await page.locator('#depth-switch').getByRole('button', { name: 'Main text' }).click();
		expect(await visibleIds(page)).toEqual(ids((r) => r.depth === 'main_text'));
		expect(new URL(page.url()).searchParams.get('depth')).toBe('main_text');
		await page.locator('#column-chooser summary').click();
		await page.getByRole('checkbox', { name: 'Location in paper' }).uncheck();
		await expect(page.locator('table[data-view="table5"] th[data-col="location"]').isVisible()).resolves.toBe(false);
		expect(new URL(page.url()).searchParams.get('hide')).toBe('location');
	});

	it('exports the selection, data, our summaries and the studied papers, each holding exactly the rows shown, in the shown order', async () => {
		const { page } = await openPage(browser(), { acceptDownloads: true });
		await page.goto(`${siteUrl}/studies/?conditions_on_post_treatment_event=yes&sort=study&dir=desc`);
		await visibleIds(page);
		// the shown order: sorted by name, descending
		const shown = await page
			.locator('table[data-view="table5"] tbody tr:not([hidden])')
			.evaluateAll((trs) => trs.map((tr) => (tr as HTMLElement).dataset['id']!));
		expect(shown.length).toBeGreaterThan(1);
		await page.locator('#export-selection > summary').click();
		const save = (format: string) => downloadOf(page, page.locator(`#export-selection button[data-format="${format}"]`));
		const csv = parseCsv((await save('csv')).text, { columns: true }) as { id: string }[];
		expect(csv.map((r) => r.id)).toEqual(shown);
		const json = JSON.parse((await save('json')).text) as { license: { id: string }; studies: { id: string }[] };
		expect(json.studies.map((r) => r.id)).toEqual(shown);
		expect(json.license.id).toBe('CC-BY-4.0');
		const records = await save('records-bib');
		expect(records.name).toBe('skill-evidence-selection-records.bib');
		expect(records.text).toMatch(/^@comment\{skill-evidence .*CC-BY-4\.0/);
		const bib = parseBibtex(records.text);
		expect(bib.errors).toEqual([]);
		expect(bib.entries.map((e) => e.key)).toEqual(shown.map((id) => `skillevidence_${id.replace(/-/g, '_')}`));
		const risIds = (text: string) => [...text.matchAll(/^ID {2}- (.*)$/gm)].map((m) => m[1]);
		expect(risIds((await save('records-ris')).text)).toEqual(shown.map((id) => `record-${id}`));
		expect((JSON.parse((await save('records-csl')).text) as { id: string }[]).map((i) => i.id)).toEqual(shown.map((id) => `record-${id}`));
		// The studied papers: one per paper, under the bibliography's id (ref-N, or study-<id> for a paper the review does not cite).
		const paperIds = [
			...new Set(
				corpus.studies
					.filter((s) => shown.includes(s.data.id))
					.sort((a, b) => shown.indexOf(a.data.id) - shown.indexOf(b.data.id))
					.map((s) => (s.data.paper.review_ref === undefined ? `study-${s.data.id}` : `ref-${s.data.paper.review_ref}`)),
			),
		];
		const papersCsl = JSON.parse((await save('papers-csl')).text) as { id: string; 'citation-key': string; type: string }[];
		expect(papersCsl.map((i) => i.id)).toEqual(paperIds);
		expect(papersCsl.every((i) => i.type !== 'dataset')).toBe(true);
		expect(risIds((await save('papers-ris')).text)).toEqual(paperIds);
		const papersBib = parseBibtex((await save('papers-bib')).text);
		expect(papersBib.errors).toEqual([]);
		expect(papersBib.entries.map((e) => e.key)).toEqual(papersCsl.map((i) => i['citation-key']));
	});

	it('a filter value the page does not offer is reported, not applied', async () => {
		const { page } = await openPage(browser());
		await page.goto(`${siteUrl}/studies/?quantity=bogus&budget=none`);
		await expect(page.locator('#filter-notice').textContent()).resolves.toBe(
			'This link asks for Quantity = “bogus”, which this page does not offer; that value is left out.',
		);
		expect(await visibleIds(page)).toEqual(ids((r) => r.facets.budget.includes('none')));
		expect(new URL(page.url()).search).toBe('?budget=none');
	});

	it('compare selections are kept in the URL', async () => {
		const { page } = await openPage(browser());
		await page.goto(`${siteUrl}/studies/?compare=browser-harm-fixture,browser-comparisons-fixture`);
		await expect(page.locator('#compare-link').getAttribute('href')).resolves.toBe('/compare/?ids=browser-harm-fixture,browser-comparisons-fixture');
		await page.getByRole('checkbox', { name: 'Compare Harm Fixture' }).first().uncheck();
		expect(new URL(page.url()).searchParams.get('compare')).toBe('browser-comparisons-fixture');
		// Once a study is ticked, the compare action stays at the foot of the window down the whole table.
		await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight / 2));
		const box = await page.locator('#compare-link').evaluate((a) => a.getBoundingClientRect().toJSON() as DOMRect);
		const height = await page.evaluate(() => window.innerHeight);
		expect(box.top).toBeGreaterThanOrEqual(0);
		expect(box.bottom).toBeLessThanOrEqual(height);
	});

	it('a URL with filters restores them', async () => {
		const { page, errors } = await openPage(browser());
		await page.goto(`${siteUrl}/studies/?view=table3&budget=none&level=outcome&sort=study&dir=desc`);
		await expect(page.locator('#facet-budget input[value="none"]').isChecked()).resolves.toBe(true);
		await expect(page.locator('#facet-level input[value="outcome"]').isChecked()).resolves.toBe(true);
		await expect(page.locator('#filter-active').textContent()).resolves.toBe('(2 active)');
		await expect(page.locator('#table3').isVisible()).resolves.toBe(true);
		const expected = ids((r) => r.facets.budget.includes('none') && r.facets.level.includes('outcome'));
		expect(await visibleIds(page, 'table3')).toEqual(expected);
		await expect(page.locator('table[data-view="table3"] thead th[data-col="study"]').getAttribute('aria-sort')).resolves.toBe('descending');
		await keepScreenshot(page, 'matrix-filtered');
		expect(errors).toEqual([]);
	});

	it('a study page shows its fields, grouped by the six axes', async () => {
		const { page, errors } = await openPage(browser());
		await page.goto(`${siteUrl}/studies/${FIXTURE.id}/`);
		const main = (await page.locator('main').textContent()) ?? '';
		for (const h of [
			'1. Treatment contrast',
			'2. Target population',
			'3. Outcome',
			'4. Budget constraint',
			'5. Summary measure',
			'6. Identification',
			'Design facts',
			'Reporting checklist',
			'Headline results',
			'Locations in the paper',
			'Reference',
		]) {
			await expect(page.getByRole('heading', { name: h, exact: true }).count(), h).resolves.toBe(1);
		}
		// what the fixture record says, read from it, not pinned here
		expect(main).toContain(FIXTURE.population.benchmarks[0]!.name);
		expect(main).toContain(FIXTURE.comparisons[0]!.arms[0]!.label);
		expect(main).toContain(FIXTURE.paper.title);
		expect(main).toContain(FIXTURE.paper.authors![0]);
		await expect(page.locator(`a[href$="framework/quantities/#${fixtureQuantity}"]`).count()).resolves.toBeGreaterThan(0);
		await expect(page.getByRole('link', { name: 'Edit this record' }).getAttribute('href')).resolves.toMatch(
			new RegExp(`/edit/main/studies/${FIXTURE.id}\\.yaml$`),
		);
		await keepScreenshot(page, 'study-page');
		await page.getByRole('link', { name: 'View the record (YAML)' }).click();
		await expect(page.locator('body').textContent()).resolves.toContain(`id: ${FIXTURE.id}`);
		expect(errors).toEqual([]);
	});

	it('framework terms have anchors and the quantities page lists the studies estimating each', async () => {
		const { page } = await openPage(browser());
		await page.goto(`${siteUrl}/framework/quantities/#${fixtureQuantity}`);
		const row = page.locator(`tr#${fixtureQuantity}`);
		await expect(row.locator(`a[href$="studies/${FIXTURE.id}/"]`).count()).resolves.toBe(1);
		// a paper the review does not cite is listed by its record's id
		await page.goto(`${siteUrl}/references/#study-${FIXTURE.id}`);
		await expect(page.locator(`#study-${FIXTURE.id} a[href$="studies/${FIXTURE.id}/"]`).count()).resolves.toBe(1);
	});

	async function search(page: Page, q: string): Promise<string[]> {
		await page.goto(`${siteUrl}/search/?q=${encodeURIComponent(q)}`);
		await page.locator('#search-results[aria-busy="false"]').waitFor({ state: 'attached' });
		return page.locator('#search-results li h2 a').evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).pathname));
	}

	it('search finds a study by benchmark, name, author and a quoted number', async () => {
		const { page, errors } = await openPage(browser());
		// words and figures of the browser and shape fixtures (tests/fixtures), read from the records
		const fixturePage = `/studies/${FIXTURE.id}/`;
		const bench = await search(page, FIXTURE.population.benchmarks[0]!.name);
		expect(bench).toContain(fixturePage);
		// the pages that list every study (matrix, gaps, claims, evidence map) keep their tables out of the index
		expect(bench.filter((p) => ['/studies/', '/gaps/', '/claims/', '/evidence-map/'].includes(p))).toEqual([]);
		expect(await search(page, FIXTURE.short_name)).toContain(fixturePage);
		// an author's surname that no other test record's paper has
		const surname = (a: string) => a.split(' ')[0]!;
		const elsewhere = new Set(corpus.studies.filter((s) => s.data.id !== FIXTURE.id).flatMap((s) => (s.data.paper.authors ?? []).map(surname)));
		const author = (FIXTURE.paper.authors ?? []).map(surname).find((a) => !elsewhere.has(a));
		expect(author, 'the fixture has an author of its own').toBeDefined();
		expect(await search(page, author!)).toContain(fixturePage);
		const table = corpus.studies.find((s) => s.data.id === 'shape-result-table')!;
		const figure = /value: (\d+\.\d+)/.exec(table.source)![1]!;
		expect(await search(page, figure), figure).toContain('/studies/shape-result-table/');
		expect(errors).toEqual([]);
	});

	it('search filters narrow the results and are kept in the URL', async () => {
		const { page } = await openPage(browser());
		const all = await search(page, 'skill');
		await page.getByRole('checkbox', { name: /^Component-swap effect/ }).check();
		await page.locator('#search-results[aria-busy="false"]').waitFor({ state: 'attached' });
		const narrowed = await page.locator('#search-results li h2 a').evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).pathname));
		expect(narrowed.length).toBeGreaterThan(0);
		expect(narrowed.length).toBeLessThan(all.length);
		const swap = new Set(ids((r) => r.facets.quantity.includes('component_swap_effect')).map((id) => `/studies/${id}/`));
		for (const p of narrowed) expect(swap.has(p), p).toBe(true);
		expect(new URL(page.url()).searchParams.get('quantity')).toBe('Component-swap effect');
	});

	// Questions with known answers: the records say which studies have each design trait.
	const withFact = (fact: 'conditions_on_post_treatment_event' | 'uses_logged_trajectories') =>
		corpus.studies
			.filter((s) => s.data.design[fact].value === true)
			.map((s) => `/studies/${s.data.id}/`)
			.sort();

	it('search ranks the studies with a design trait first when a reader asks for it', async () => {
		const { page } = await openPage(browser());
		for (const [q, fact] of [
			['post-treatment', 'conditions_on_post_treatment_event'],
			['logged trajectories', 'uses_logged_trajectories'],
		] as const) {
			const expected = withFact(fact);
			expect(expected.length).toBeGreaterThan(0);
			const hits = await search(page, q);
			expect(hits.slice(0, expected.length).sort(), q).toEqual(expected);
		}
	});

	it('search needs real words: a term found nowhere returns nothing, not author initials', async () => {
		const { page } = await openPage(browser());
		expect(await search(page, 'Mxyzptlkian')).toEqual([]);
		await expect(page.locator('#search-status').textContent()).resolves.toBe('No results.');
	});

	it('search shows every result on demand, and design facts filter it', async () => {
		const { page } = await openPage(browser());
		const first = await search(page, 'review');
		const more = page.locator('#search-more');
		if (await more.isVisible()) {
			await more.click();
			await expect.poll(() => page.locator('#search-results li').count()).toBeGreaterThan(first.length);
		}
		await page.goto(`${siteUrl}/search/`);
		await page.getByRole('group', { name: 'Conditions on a post-treatment event' }).getByRole('checkbox', { name: /^yes/ }).check();
		await expect
			.poll(async () => (await page.locator('#search-results li h2 a').evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).pathname))).sort())
			.toEqual(withFact('conditions_on_post_treatment_event'));
	});

	it('the matrix page ships under 20 kB of compressed JavaScript', async () => {
		const { page } = await openPage(browser());
		// every script's size; a body read that fails is counted as -1 and fails the test, not the run
		const sizes: Promise<number>[] = [];
		page.on('response', (res) => {
			if (res.request().resourceType() === 'script')
				sizes.push(
					res.body().then(
						(b) => gzipSync(b).length,
						() => -1,
					),
				);
		});
		await page.goto(`${siteUrl}/studies/`, { waitUntil: 'networkidle' });
		// read until no response was added while the others were read
		let read: number[] = [];
		while (read.length < sizes.length) read = await Promise.all([...sizes]);
		expect(read.length).toBeGreaterThan(0);
		expect(read).not.toContain(-1);
		let bytes = read.reduce((a, b) => a + b, 0);
		const inline = await page.locator('script:not([src])').evaluateAll((s) => s.map((x) => x.textContent ?? '').join(''));
		bytes += gzipSync(Buffer.from(inline)).length;
		console.log(`matrix page JavaScript: ${bytes} bytes compressed`);
		expect(bytes).toBeLessThan(20 * 1024);
	});
});

describe('scripts the pages load', () => {
	it('hold no schema code: zod stays on the server (its eval probe breaks the CSP, and it weighs 60 kB)', () => {
		const dir = path.join(TEST_SITE, '_astro');
		const scripts = readdirSync(dir).filter((n) => n.endsWith('.js'));
		expect(scripts.length).toBeGreaterThan(3);
		// `jitless` is zod's own setting, found in every build of it
		expect(scripts.filter((n) => readFileSync(path.join(dir, n), 'utf8').includes('jitless'))).toEqual([]);
	});
});
