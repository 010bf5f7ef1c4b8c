/** The benchmark's helpers: the Starlight peer's pages carry our page's text, and growth exponents fit. */
import { describe, expect, it } from 'vitest';
import { growthExponent, median } from '../../scripts/bench/measure.ts';
import { studyPageMarkdown } from '../../scripts/bench/peer.ts';

describe('growthExponent', () => {
	it('recovers the power of an exact power law, and 1 for linear growth', () => {
		expect(growthExponent([200, 1000, 2000, 5000].map((n) => [n, 3 * n ** 1.5]))).toBeCloseTo(1.5, 10);
		expect(growthExponent([200, 1000, 5000].map((n) => [n, 0.01 * n]))).toBeCloseTo(1, 10);
		expect(growthExponent([200, 1000].map((n) => [n, 7]))).toBeCloseTo(0, 10);
	});
});

describe('median', () => {
	it('takes the middle value, the lower one of an even count, without reordering its input', () => {
		const xs = [5, 1, 3];
		expect(median(xs)).toBe(3);
		expect(xs).toEqual([5, 1, 3]);
		expect(median([4, 1, 3, 2])).toBe(2);
	});
});

describe('studyPageMarkdown', () => {
	it('keeps the text of <main>, with headings, list items and table rows, drops scripts and the h1, and leaves entities encoded', () => {
		const html = [
			'<html><head><title>x</title></head><body><nav>Site menu</nav><main id="main">',
			'<h1>Study A</h1><p>Arms are <em>coupled</em> by seed &amp; task.</p>',
			'<script>alert(1)</script><style>p{}</style>',
			'<h2 id="runs">Runs</h2><ul><li>three runs</li><li>two &lt;arms&gt;</li></ul>',
			'<table><tr><th>Item</th><td>Reported</td></tr></table>',
			'</main><footer>Footer</footer></body></html>',
		].join('');
		const { title, body } = studyPageMarkdown(html);
		expect(title).toBe('Study A');
		expect(body).toBe('Arms are coupled by seed &amp; task.\n\n## Runs\n\n- three runs\n\n- two &lt;arms&gt;\n\n| Item | Reported |');
		expect(body).not.toMatch(/alert|Site menu|Footer|# Study A/);
	});
});
