/** The evidence map, the claims table and the estimand tools in a browser. */
import { describe, expect, inject, it } from 'vitest';
import { openPage, useBrowser } from './browser.ts';

const siteUrl = inject('siteUrl');
const hasChromium = inject('chromium');

describe.runIf(hasChromium)('evidence map, claims and tools', () => {
	const browser = useBrowser();

	it('the map is a readable table without JavaScript, with gaps shown', async () => {
		const { page } = await openPage(browser(), { javaScriptEnabled: false });
		await page.goto(`${siteUrl}/evidence-map/`);
		await expect(page.locator('table.evidence-map tbody tr').count()).resolves.toBe(6);
		await expect(page.locator('td.map-cell.gap').first().textContent()).resolves.toBe('— gap');
		const cell = page.locator('#level-outcome td').nth(4);
		await cell.locator('summary').click();
		await expect(cell.locator('a').allTextContents()).resolves.toContain('Budget study');
	});

	it('the depth filter hides stated-design studies, recounts cells and keeps the URL', async () => {
		const { page, errors } = await openPage(browser());
		await page.goto(`${siteUrl}/evidence-map/`);
		const swap = page.locator('#level-retrieval td').nth(3);
		const before = Number(await swap.locator('.count').textContent());
		await page.locator('#map-depth').selectOption('full');
		const after = Number(await swap.locator('.count').textContent());
		expect(after).toBeLessThan(before);
		expect(new URL(page.url()).searchParams.get('depth')).toBe('full');
		await page.goto(`${siteUrl}/evidence-map/?depth=stated_design`);
		await expect(page.locator('#map-depth').inputValue()).resolves.toBe('stated_design');
		expect(errors).toEqual([]);
	});

	it('the claims table lists results of both depths beside their caveats', async () => {
		const { page } = await openPage(browser());
		await page.goto(`${siteUrl}/claims/`);
		const rows = page.locator('table.claims tbody tr');
		expect(await rows.count()).toBeGreaterThan(20);
		const skillapt = rows.filter({ hasText: '0.838 vs. 0.838' });
		await expect(skillapt.locator('td').nth(4).textContent()).resolves.toMatch(/111 of 113/);
		await expect(rows.filter({ hasText: 'SameCapRisk' }).count()).resolves.toBeGreaterThan(0);
	});

	it('the tools reproduce the review’s examples and analyze a pasted table in the page', async () => {
		const { page, errors } = await openPage(browser());
		await page.goto(`${siteUrl}/tools/`);
		const coin = page.locator('#coin + p + .table-scroll table tbody tr');
		await expect(coin.nth(0).locator('td').first().textContent()).resolves.toBe('1/2');
		await expect(coin.nth(1).locator('td').first().textContent()).resolves.toBe('0');
		await expect(page.locator('#coupling-out').textContent()).resolves.toBe('positive: 0.0000 · independent: 0.2500 · negative: 0.5000');
		await expect(page.locator('#bias-out').textContent()).resolves.toBe('treated count lower: 0.3438; tie: 0.3125');
		await expect(page.locator('#value-out').textContent()).resolves.toBe('v = -0.1000');
		const requests: string[] = [];
		page.on('request', (r) => requests.push(r.url()));
		const csv = ['task,arm,run,success', 't1,control,1,1', 't1,treatment,1,0', 't2,control,1,0', 't2,treatment,1,1', 't3,control,1,1', 't3,treatment,1,1'].join('\n');
		await page.locator('textarea[name="csv"]').fill(csv);
		await page.getByRole('button', { name: 'Analyze' }).click();
		await expect(page.locator('#analyzer-out').textContent()).resolves.toMatch(/Discordance/i);
		expect(requests).toEqual([]);
		await page.locator('textarea[name="csv"]').fill('task,arm,run\nt1,control,1');
		await page.getByRole('button', { name: 'Analyze' }).click();
		await expect(page.locator('#analyzer-out').textContent()).resolves.toMatch(/success/);
		expect(errors).toEqual([]);
	});
});
