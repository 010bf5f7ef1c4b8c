/** Latin spellings of names (src/lib/latin.ts) and the forms and order of a search query (src/client/search.ts). */
import { describe, expect, it } from 'vitest';
import { latinize, searchSpellings } from '../../src/lib/latin.ts';
import { phraseFirst, queryForms } from '../../src/client/search.ts';

describe('latin spellings', () => {
	it('names Greek letters, drops accents and plain-writes superscripts', () => {
		expect(latinize('τ-bench')).toBe('tau-bench');
		expect(latinize('τ²-Bench')).toBe('tau2-Bench');
		expect(latinize('Ψ and ά, café')).toBe('psi and alpha, cafe');
		expect(searchSpellings('ψ-fixture-bench')).toEqual(['psi-fixture-bench', 'psi fixture bench', 'psifixturebench']);
		expect(searchSpellings('WebArena')).toEqual([]);
	});

	it('reads "tau-bench", "tau bench" and "τ-bench" as the same query', () => {
		const forms = ['tau-bench', 'tau bench', ' τ-bench '].map(queryForms);
		for (const f of forms) expect(f).toEqual({ joined: 'taubench', words: 'tau bench' });
		expect(queryForms('WebArena')).toEqual({ words: 'WebArena' });
	});

	it('puts pages holding the words as a phrase first, otherwise keeping the order', () => {
		const hits = [
			{ id: 'apart', words: [3, 9] },
			{ id: 'phrase', words: [20, 21] },
			{ id: 'also-apart', words: [1, 5] },
		];
		expect(phraseFirst(hits, 2).map((h) => h.id)).toEqual(['phrase', 'apart', 'also-apart']);
		expect(phraseFirst(hits, 1)).toBe(hits);
	});
});
