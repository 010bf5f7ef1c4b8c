/** The MDX guides under /guide/: they load cleanly, and their live numbers and lists follow the data. */
import { describe, expect, inject, it } from 'vitest';
import { loadCorpus } from '../../src/corpus/load.ts';
import { checklistStatuses, designFacts, readingDepths } from '../../src/schema/vocabulary.ts';
import { statusDisplay } from '../../src/schema/labels.ts';
import { ROOT, TEST_STUDIES } from '../helpers/paths.ts';
import { openPage, useBrowser } from '../browser/browser.ts';

const siteUrl = inject('siteUrl');
const hasChromium = inject('chromium');
const corpus = loadCorpus({ root: ROOT, studiesDir: TEST_STUDIES });
const studies = corpus.studies.map((s) => s.data);
const framework = corpus.framework!;

const GUIDES = ['/guide/', '/guide/reading/', '/guide/methods/', '/guide/cite/'];

describe.runIf(hasChromium)('guides', () => {
	const browser = useBrowser();

	for (const path of GUIDES) {
		it(`${path} loads without console errors and has one h1`, async () => {
			const { page, errors } = await openPage(browser());
			const response = await page.goto(`${siteUrl}${path}`);
			expect(response?.status()).toBe(200);
			await expect(page.locator('h1').count()).resolves.toBe(1);
			await expect(page.locator('h1').textContent()).resolves.toBeTruthy();
			expect(errors).toEqual([]);
		});
	}

	it('the index links to every other guide', async () => {
		const { page } = await openPage(browser());
		await page.goto(`${siteUrl}/guide/`);
		const links = await page.locator('main a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
		for (const path of GUIDES.slice(1)) expect(links).toContain(path);
	});

	it('/guide/reading/ states the counts computed from the records', async () => {
		const { page } = await openPage(browser());
		await page.goto(`${siteUrl}/guide/reading/`);
		const live = (name: string) => page.locator(`main [data-live="${name}"]`).allTextContents();
		// Every place the page states the number of studies agrees with the records.
		const totals = [...(await live('studies')), ...(await live('studies-total'))];
		expect(totals.length).toBeGreaterThan(0);
		for (const t of totals) expect(Number(t.trim())).toBe(studies.length);
		for (const depth of Object.keys(readingDepths) as (keyof typeof readingDepths)[]) {
			const expected = studies.filter((s) => s.depth === depth).length;
			const shown = await live(`depth-${depth}`);
			expect(shown.length, depth).toBeGreaterThan(0);
			for (const t of shown) expect(Number(t.trim()), depth).toBe(expected);
		}
		// Each depth is named with its label, in the depth table.
		const depthRows = await page.locator('main table tbody th[scope="row"]').allTextContents();
		for (const t of Object.values(readingDepths)) expect(depthRows.join('\n')).toContain(t.label);
		const items = await live('checklist-items');
		expect(items.length).toBeGreaterThan(0);
		for (const t of items) expect(Number(t.trim())).toBe(framework.checklist.items.length);
	});

	it('/guide/reading/ shows every checklist status with its symbol, label and definition', async () => {
		const { page } = await openPage(browser());
		await page.goto(`${siteUrl}/guide/reading/`);
		for (const [status, d] of Object.entries(statusDisplay)) {
			const entry = page.locator(`main [data-status="${status}"]`);
			await expect(entry.count()).resolves.toBe(1);
			await expect(entry.locator('dt .sym').textContent()).resolves.toBe(d.symbol);
			await expect(entry.locator('dt').textContent()).resolves.toContain(d.text);
			await expect(entry.locator('dd').textContent()).resolves.toBe(checklistStatuses[status as keyof typeof checklistStatuses].definition);
		}
	});

	it('/guide/methods/ lists every design fact, axis and reading depth, and every item with its condition', async () => {
		const { page } = await openPage(browser());
		await page.goto(`${siteUrl}/guide/methods/`);
		const facts = await page.locator('main [data-live="design-facts"] .fact-label').allTextContents();
		expect(facts).toEqual(Object.values(designFacts).map((t) => t.label));
		const axes = await page.locator('main [data-live="axes-list"] li').allTextContents();
		expect(axes.length).toBe(framework.axes.axes.length);
		for (const [i, axis] of framework.axes.axes.entries()) {
			expect(axes[i]).toContain(axis.label);
			expect(axes[i]).toContain(axis.question);
		}
		const depths = await page.locator('main [data-live="depth-definitions"] dd').allTextContents();
		expect(depths).toEqual(Object.values(readingDepths).map((t) => t.definition));
		for (const item of framework.checklist.items) {
			const row = page.locator(`main tr[data-item="${item.id}"]`);
			await expect(row.locator('th').textContent()).resolves.toBe(item.item);
			const cell = (await row.locator('td').textContent()) ?? '';
			const when = item.applies_when;
			if (when === 'all') expect(cell).toContain('every design');
			else for (const f of when.any_of) expect(cell).toContain(designFacts[f].label.toLowerCase());
			if (item.second_part) expect(cell).toContain('Second part');
		}
		// Fact links in the conditions table land on the fact's definition on the same page.
		const targets = await page.locator('main tr[data-item] a[href^="#fact-"]').evaluateAll((as) => as.map((a) => a.getAttribute('href')!.slice(1)));
		for (const id of new Set(targets)) await expect(page.locator(`[id="${id}"]`).count()).resolves.toBe(1);
	});

	it('/contribute/ shows the contributing guide with one h1 and the live counts of the database', async () => {
		const { page, errors } = await openPage(browser());
		await page.goto(`${siteUrl}/contribute/`);
		await expect(page.locator('h1').count()).resolves.toBe(1);
		await expect(page.locator('h1').textContent()).resolves.toBe('Contributing a study');
		await expect(page.locator('[data-live="studies"]').textContent()).resolves.toBe(String(studies.length));
		await expect(page.locator('[data-live="contributed-papers"]').textContent()).resolves.toBe(
			String(studies.filter((s) => s.paper.review_ref === undefined).length),
		);
		expect(errors).toEqual([]);
	});

	it('/guide/cite/ states the number of bibliography entries computed from the data', async () => {
		const { page } = await openPage(browser());
		await page.goto(`${siteUrl}/guide/cite/`);
		const reviewRefs = framework.references.references.length;
		const contributed = studies.filter((s) => s.paper.review_ref === undefined).length;
		const text = async (name: string) => (await page.locator(`main [data-live="${name}"]`).allTextContents()).map((t) => Number(t.trim()));
		expect(await text('bibliography')).toEqual([reviewRefs + contributed]);
		expect(new Set(await text('review-references'))).toEqual(new Set([reviewRefs]));
		expect(await text('contributed-papers')).toEqual([contributed]);
		const links = await page.locator('main a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
		expect(links).toContain('/data/references.bib');
		expect(links).toContain('/data/review-references.bib');
		// The stated number is the number of entries the download actually holds.
		const bib = await (await fetch(`${siteUrl}/data/references.bib`)).text();
		expect(bib.match(/^@(?!comment\{)/gm)?.length).toBe(reviewRefs + contributed);
	});
});
