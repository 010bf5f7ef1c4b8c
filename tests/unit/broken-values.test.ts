/** The scanner behind the built site's "no undefined anywhere" check can fail, and spares a record's own prose. */
import { describe, expect, it } from 'vitest';
import { brokenValues } from '../support/broken-values.ts';

describe('broken values in built text', () => {
	it('finds a missing bound, NaN, a printed object and a null after a separator', () => {
		const hits = brokenValues('<td>3–undefined</td> rate NaN% <p>[object Object]</p> version: null', 'x.html', ' ');
		expect(hits.map((h) => h.context)).toEqual([
			expect.stringContaining('3–undefined'),
			expect.stringContaining('NaN%'),
			expect.stringContaining('[object Object]'),
			expect.stringContaining('version: null'),
		]);
		expect(hits.every((h) => h.file === 'x.html')).toBe(true);
	});

	it('accepts the word where a record uses it with the same neighbours, whatever the escaping', () => {
		const records = ' the order is undefined when ties occur ';
		expect(brokenValues('<p>the order is <em>undefined</em> when ties occur</p>', 'a.html', records)).toEqual([]);
		expect(brokenValues('note = {the order is undefined when}', 'a.bib', records)).toEqual([]);
		expect(brokenValues('the order is undefined \\emph{when} ties', 'a.tex', records)).toEqual([]);
		// the same word elsewhere is still a hit
		expect(brokenValues('<td>runs: 3 undefined</td>', 'a.html', records)).toHaveLength(1);
	});
});
