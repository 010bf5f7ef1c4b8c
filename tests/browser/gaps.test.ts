/** The gap views in a browser: the traffic-light grid, the SVG figures, the checklist checker. */
import { describe, expect, inject, it } from 'vitest';
import { gapAnalysis } from '../../src/gaps/gaps.ts';
import { loadCorpus } from '../../src/corpus/load.ts';
import { depthDisplay, statusDisplay } from '../../src/schema/labels.ts';
import { ROOT, TEST_STUDIES } from '../helpers/paths.ts';
import { keepScreenshot, openPage, useBrowser } from './browser.ts';

const siteUrl = inject('siteUrl');
const hasChromium = inject('chromium');
const corpus = loadCorpus({ root: ROOT, studiesDir: TEST_STUDIES });
const analysis = gapAnalysis(
	corpus.studies.map((s) => s.data),
	corpus.framework!,
);
const appliesText = { applies: 'applies', does_not_apply: 'does not apply', unknown: 'applicability unknown' } as const;

describe.runIf(hasChromium)('gap views', () => {
	const browser = useBrowser();

	it('each grid cell shows its status by symbol and fill, has an accessible name and links to the checklist row', async () => {
		const { page, errors } = await openPage(browser());
		await page.goto(`${siteUrl}/gaps/`);
		const rows = await page.locator('table.gaps-matrix tbody tr').evaluateAll((trs) =>
			trs.map((tr) => ({
				id: tr.id,
				badge: tr.querySelector('th .badge')?.textContent ?? '',
				cells: [...tr.querySelectorAll('td.gap-cell')].map((td) =>
					[...td.querySelectorAll('a')].map((a) => ({
						sym: a.querySelector('.sym')?.textContent ?? '',
						text: a.textContent?.replace(/\s+/g, ' ').trim() ?? '',
						name: a.getAttribute('aria-label'),
						href: a.getAttribute('href'),
						fill: [...a.classList].find((c) => c.startsWith('fill-')),
					})),
				),
			})),
		);
		// Default order: most gaps first, then the better-assessed study, then by name.
		const expected = [...analysis.studies].sort((a, b) => b.gaps - a.gaps || a.notAssessed - b.notAssessed || a.shortName.localeCompare(b.shortName, 'en'));
		expect(rows.map((r) => r.id)).toEqual(expected.map((s) => s.id));
		for (const [i, s] of expected.entries()) {
			const row = rows[i]!;
			// The reading depth is marked, so a stated-design record's "not assessed" cells are not read as a full reading's.
			expect(row.badge).toContain(depthDisplay[s.depth].text);
			for (const [j, c] of s.cells.entries()) {
				const item = analysis.items[j]!;
				const links = row.cells[j]!;
				expect(links.length).toBe(c.second ? 2 : 1);
				const d = statusDisplay[c.base.status];
				expect(links[0]).toEqual({
					sym: d.symbol,
					text: d.symbol,
					name: `${s.shortName}, ${item.item}: ${d.text} (${appliesText[c.base.applies]})`,
					href: `/studies/${s.id}/#item-${item.id}`,
					fill: `fill-${c.base.status.replace('_', '-')}`,
				});
				if (c.second) {
					const d2 = statusDisplay[c.second.status];
					// The second part is marked "2nd" and the mark is part of its accessible name.
					expect(links[1]).toEqual({
						sym: d2.symbol,
						text: `2nd ${d2.symbol}`,
						name: `${s.shortName}, ${item.item}, 2nd part: ${d2.text} (${appliesText[c.second.applies]})`,
						href: `/studies/${s.id}/#item-${item.id}-second`,
						fill: `fill-${c.second.status.replace('_', '-')}`,
					});
				}
			}
		}
		await keepScreenshot(page, 'gaps');
		expect(errors).toEqual([]);
	});

	it('short column headings carry the full item name for screen readers and are explained in the legend', async () => {
		const { page } = await openPage(browser());
		await page.goto(`${siteUrl}/gaps/`);
		const headers = page.locator('table.gaps-matrix thead th.item-col');
		await expect(headers.count()).resolves.toBe(analysis.items.length);
		const legend = await page
			.locator('.column-legend > div')
			.evaluateAll((divs) => divs.map((d) => ({ short: d.querySelector('dt')!.textContent!.trim(), full: d.querySelector('dd')!.textContent!.trim() })));
		expect(legend.map((l) => l.full)).toEqual(analysis.items.map((i) => i.item));
		for (const [j, item] of analysis.items.entries()) {
			const th = headers.nth(j);
			await expect(th.locator('abbr').getAttribute('title')).resolves.toBe(item.item);
			await expect(th.locator('abbr').textContent()).resolves.toBe(legend[j]!.short);
			expect(legend[j]!.short.length).toBeLessThanOrEqual(item.item.length);
			// The sort button is named by the full item name, not the abbreviation.
			await expect(th.getByRole('button', { name: item.item, exact: true }).count()).resolves.toBe(1);
		}
	});

	it('hiding the studies with nothing assessed hides exactly those rows, and the URL keeps it', async () => {
		const nothing = (s: (typeof analysis.studies)[number]) =>
			s.cells.flatMap((c) => (c.second ? [c.base, c.second] : [c.base])).every((p) => p.status === 'not_assessed');
		const hidden = analysis.studies
			.filter(nothing)
			.map((s) => s.id)
			.sort();
		const shown = analysis.studies
			.filter((s) => !nothing(s))
			.map((s) => s.id)
			.sort();
		expect(shown.length).toBeGreaterThan(0);
		const { page, errors } = await openPage(browser());
		const visibleIds = () => page.locator('table.gaps-matrix tbody tr:visible').evaluateAll((trs) => trs.map((tr) => tr.id).sort());
		await page.goto(`${siteUrl}/gaps/`);
		const box = page.getByRole('checkbox', { name: /^Hide studies with nothing assessed/ });
		await expect(box.isChecked()).resolves.toBe(false);
		await expect(visibleIds()).resolves.toEqual(analysis.studies.map((s) => s.id).sort());
		await box.check();
		await expect(visibleIds()).resolves.toEqual(shown);
		expect(new URL(page.url()).searchParams.get('hide')).toBe('unassessed');
		await expect(page.locator('#gaps-shown').textContent()).resolves.toBe(`Showing ${shown.length} of ${analysis.studies.length} studies.`);
		// Sorting keeps the hidden rows hidden.
		await page.locator('table.gaps-matrix th', { hasText: /^Gaps/ }).getByRole('button').click();
		await expect(visibleIds()).resolves.toEqual(shown);
		// A link with the state opens the shorter grid.
		await page.goto(`${siteUrl}/gaps/?hide=unassessed`);
		await expect(box.isChecked()).resolves.toBe(true);
		await expect(visibleIds()).resolves.toEqual(shown);
		await expect(page.locator('table.gaps-matrix tbody tr[hidden]').evaluateAll((trs) => trs.map((tr) => tr.id).sort())).resolves.toEqual(hidden);
		await box.uncheck();
		await expect(visibleIds()).resolves.toEqual(analysis.studies.map((s) => s.id).sort());
		expect(new URL(page.url()).searchParams.has('hide')).toBe(false);
		expect(errors).toEqual([]);
	});

	it('without JavaScript every row shows and the hide control is not offered', async () => {
		const { page } = await openPage(browser(), { javaScriptEnabled: false });
		await page.goto(`${siteUrl}/gaps/?hide=unassessed`);
		await expect(page.locator('table.gaps-matrix tbody tr:visible').count()).resolves.toBe(analysis.studies.length);
		await expect(page.locator('#gaps-controls').isVisible()).resolves.toBe(false);
	});

	it('the rows sort by number of gaps', async () => {
		const { page } = await openPage(browser());
		await page.goto(`${siteUrl}/gaps/`);
		const gapsButton = page.locator('table.gaps-matrix th', { hasText: /^Gaps/ }).getByRole('button');
		const counts = () =>
			page.locator('table.gaps-matrix tbody tr').evaluateAll((trs) => trs.map((tr) => Number(tr.querySelector('td:nth-last-child(2)')!.textContent)));
		await gapsButton.click();
		await expect(counts()).resolves.toEqual(analysis.studies.map((s) => s.gaps).sort((a, b) => a - b));
		await expect(page.locator('table.gaps-matrix th', { hasText: /^Gaps/ }).getAttribute('aria-sort')).resolves.toBe('ascending');
		await gapsButton.click();
		await expect(counts()).resolves.toEqual(analysis.studies.map((s) => s.gaps).sort((a, b) => b - a));
		await expect(page.locator('table.gaps-matrix th', { hasText: /^Gaps/ }).getAttribute('aria-sort')).resolves.toBe('descending');
	});

	it('both SVG figures parse as XML; the matrix has one mark per cell', async () => {
		const { page } = await openPage(browser());
		await page.goto(`${siteUrl}/gaps/`);
		const result = await page.evaluate(async () => {
			const parse = async (url: string) => {
				const text = await (await fetch(url)).text();
				const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
				return { error: doc.querySelector('parsererror')?.textContent ?? null, doc };
			};
			const m = await parse('/gaps/checklist-matrix.svg');
			const s = await parse('/gaps/checklist-summary.svg');
			return {
				matrixError: m.error,
				summaryError: s.error,
				marks: m.doc.querySelectorAll('g.mark').length,
				statuses: [...m.doc.querySelectorAll('g.mark')].map((g) => g.getAttribute('data-status')),
				fonts: [...new Set([...m.doc.querySelectorAll('text'), ...s.doc.querySelectorAll('text')].map((t) => t.getAttribute('font-family')))],
				segments: s.doc.querySelectorAll('g.segment').length,
			};
		});
		expect(result.matrixError).toBeNull();
		expect(result.summaryError).toBeNull();
		expect(result.marks).toBe(analysis.studies.length * 10);
		expect(result.statuses).toEqual(analysis.studies.flatMap((s) => s.cells.map((c) => c.base.status)));
		expect(result.fonts).toEqual(['Helvetica, Arial, sans-serif']);
		const nonZero = analysis.summaries.reduce(
			(n, s) => n + [s.reported, s.partial, s.notReported, s.notAssessed, s.applicabilityUnknown, s.notApplicable].filter((x) => x > 0).length,
			0,
		);
		expect(result.segments).toBe(nonZero);
	});

	it('a study page lists applicability, status and what a complete report would add', async () => {
		const { page } = await openPage(browser());
		// A fixture made for this test (tests/fixtures/browser): a harm claim without degradation shares, coupling partly reported.
		await page.goto(`${siteUrl}/studies/browser-harm-fixture/#checklist`);
		const second = page.locator('#item-discordance_degradation-second');
		await expect(second.locator('td').first().textContent()).resolves.toBe('yes');
		await expect(second.locator('.status').textContent()).resolves.toBe('○ Not reported');
		await expect(page.locator('#complete-report + ul li').count()).resolves.toBe(2);
	});

	it('the checklist checker applies the rules to a described design, in the URL', async () => {
		const { page, errors } = await openPage(browser());
		await page.goto(`${siteUrl}/checklist/check/`);
		await expect(page.locator('#check-summary').textContent()).resolves.toBe('3 of 10 items apply to this design.');
		await page.getByRole('checkbox', { name: /^Paired design/ }).check();
		await page.getByRole('checkbox', { name: /^Claims harm to tasks/ }).check();
		await expect(page.locator('#check-summary').textContent()).resolves.toBe('4 of 10 items apply to this design.');
		await expect(page.locator('#discordance_degradation .applies-badge-second').textContent()).resolves.toBe('✓ applies');
		expect(new URL(page.url()).searchParams.get('paired')).toBe('1');
		await page.goto(`${siteUrl}/checklist/check/?stochastic_agent=1&uses_logged_trajectories=1`);
		await expect(page.locator('#check-summary').textContent()).resolves.toBe('6 of 10 items apply to this design.');
		await expect(page.locator('#protocol').isVisible()).resolves.toBe(true);
		await expect(page.locator('#library_state').isVisible()).resolves.toBe(false);
		expect(errors).toEqual([]);
	});

	it('without JavaScript the checker shows the full checklist with each condition', async () => {
		const { page } = await openPage(browser(), { javaScriptEnabled: false });
		await page.goto(`${siteUrl}/checklist/check/`);
		await expect(page.locator('#check-items > li:visible').count()).resolves.toBe(10);
		await expect(page.locator('#trigger_stratification .when').textContent()).resolves.toBe('Applies when: optional retrieval or invocation.');
	});
});
