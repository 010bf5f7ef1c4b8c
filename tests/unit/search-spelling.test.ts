/** Latin spellings of names (src/lib/latin.ts) and the forms and order of a search query (src/client/search.ts). */
import { describe, expect, it } from 'vitest';
import { latinize, searchSpellings } from '../../src/lib/latin.ts';
import { mergeForms, phraseFirst, queryForms } from '../../src/client/search.ts';

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

	it('puts the one-word form first only when it singles pages out, then phrase matches', () => {
		const hit = (id: string, words: number[]) => ({ id, words });
		const words = [hit('apart', [1, 9]), hit('phrase', [4, 5]), hit('tau', [2, 3])];
		// "taubench": one page of three, first
		expect(mergeForms([hit('tau', [0])], words, 2).map((h) => h.id)).toEqual(['tau', 'phrase', 'apart']);
		// "tokenbudget", split back into its parts by the index: as many pages as the words apart, so no say in the order
		expect(mergeForms([hit('apart', [1]), hit('tau', [2]), hit('phrase', [4])], words, 2).map((h) => h.id)).toEqual(['phrase', 'tau', 'apart']);
		expect(mergeForms([], words, 2).map((h) => h.id)).toEqual(['phrase', 'tau', 'apart']);
	});
});
