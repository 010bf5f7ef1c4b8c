/** The matrix's URL state: round trip, defaults left out, filter semantics. */
import {
	asksForFullRows,
	DEFAULT_STATE,
	FACETS,
	decodeFacets,
	encodeFacets,
	facetDictionary,
	matches,
	parseState,
	serializeState,
	unknownFilters,
	activeFilterCount,
	withoutFilters,
	facetCounts,
} from '../../src/views/matrix-state.ts';
import { describe, expect, it } from 'vitest';

describe('matrix URL state', () => {
	it('round-trips every field and leaves defaults out of the URL', () => {
		const search =
			'?view=table3&q=web+arena&quantity=composition_effect&contrast=model_comparison&coupling=shared_seed&budget=approximate_matching&budget=fixed_limits&level=use&depth=full&runs=2-4&runs_min=3&year=2026&status=preprint&conditions_on_post_treatment_event=yes&paired=unknown&sort=runs&dir=desc&compare=skillapt,radeg&hide=location,population';
		const state = parseState(search);
		expect(state).toEqual({
			view: 'table3',
			q: 'web arena',
			filters: {
				quantity: ['composition_effect'],
				contrast: ['model_comparison'],
				coupling: ['shared_seed'],
				budget: ['approximate_matching', 'fixed_limits'],
				level: ['use'],
				depth: ['full'],
				runs: ['2-4'],
				runs_min: ['3'],
				year: ['2026'],
				status: ['preprint'],
				conditions_on_post_treatment_event: ['yes'],
				paired: ['unknown'],
			},
			sort: 'runs',
			dir: 'desc',
			compare: ['skillapt', 'radeg'],
			hide: ['location', 'population'],
		});
		expect(serializeState(state)).toBe(search);
		expect(serializeState(DEFAULT_STATE)).toBe('');
		expect(serializeState(parseState('?view=nonsense&dir=up&sort=study&compare=Bad_Id,,x'))).toBe('?sort=study&compare=x');
		// a comma list, as a hand-written link may have it, reads as repeated values, each once
		expect(parseState('?budget=fixed_limits,approximate_matching&budget=fixed_limits').filters).toEqual({ budget: ['fixed_limits', 'approximate_matching'] });
		expect(activeFilterCount(parseState('?budget=a&budget=b&paired=yes'))).toBe(3);
	});

	it('reads the full-text request of links made before that view had its own page, and nothing else as one', () => {
		expect(asksForFullRows('?view=table3&rows=full')).toBe(true);
		expect(asksForFullRows('?rows=compact')).toBe(false);
		expect(asksForFullRows('?view=table3')).toBe(false);
		// the state the matrix carries on to the full-text page has everything else the link asked for
		expect(serializeState(parseState('?view=table3&rows=full&budget=none'))).toBe('?view=table3&budget=none');
	});

	it('names filter values the page does not offer, so they are reported, not applied', () => {
		const state = parseState('?quantity=bogus&coupling=shared_seed&paired=maybe');
		expect(unknownFilters(state, { quantity: ['composition_effect'], coupling: ['shared_seed'], paired: ['yes', 'no', 'unknown'] })).toEqual([
			{ facet: 'quantity', value: 'bogus' },
			{ facet: 'paired', value: 'maybe' },
		]);
		// only the unoffered value goes; an offered one beside it in the same facet stays
		const mixed = parseState('?coupling=shared_seed&coupling=bogus');
		expect(withoutFilters(mixed, unknownFilters(mixed, { coupling: ['shared_seed'] })).filters).toEqual({ coupling: ['shared_seed'] });
	});

	it('a row matches when, in every facet used, it has one of the chosen values, and every word matches', () => {
		const row = { facets: { coupling: ['shared_seed'], level: ['use', 'outcome'] }, text: 'skill following mbpp+ 17 llms' };
		expect(matches(row, { ...DEFAULT_STATE, filters: { level: ['outcome'] } })).toBe(true);
		expect(matches(row, { ...DEFAULT_STATE, filters: { level: ['exposure'] } })).toBe(false);
		// OR within a facet
		expect(matches(row, { ...DEFAULT_STATE, filters: { level: ['exposure', 'outcome'] } })).toBe(true);
		// AND across facets
		expect(matches(row, { ...DEFAULT_STATE, filters: { level: ['exposure', 'outcome'], coupling: ['independent'] } })).toBe(false);
		expect(matches(row, { ...DEFAULT_STATE, filters: { level: [] } })).toBe(true);
		expect(matches(row, { ...DEFAULT_STATE, filters: { coupling: ['shared_seed'], level: ['use'] }, q: 'MBPP+ llms' })).toBe(true);
		expect(matches(row, { ...DEFAULT_STATE, q: 'mbpp+ webarena' })).toBe(false);
	});
});

describe('facet counts follow the selection', () => {
	const rows = [
		{ facets: { budget: ['fixed_limits'], runs_min: ['2', '3'] }, text: 'alpha' },
		{ facets: { budget: ['approximate_matching'], runs_min: ['2'] }, text: 'beta' },
		{ facets: { budget: ['none'], runs_min: ['2', '3'] }, text: 'gamma' },
		{ facets: { budget: ['fixed_limits'], runs_min: [] }, text: 'delta' },
	];
	it('counts each value among the rows the other filters and the text keep', () => {
		const counts = facetCounts(rows, { ...DEFAULT_STATE, filters: { runs_min: ['3'] } });
		// budget counts under "at least 3 runs": alpha and gamma
		expect(Object.fromEntries(counts.get('budget')!)).toEqual({ fixed_limits: 1, none: 1 });
		// a facet's own choice does not narrow its counts: ticking "2" as well would widen
		expect(Object.fromEntries(counts.get('runs_min')!)).toEqual({ '2': 3, '3': 2 });
		const withText = facetCounts(rows, { ...DEFAULT_STATE, q: 'delta' });
		expect(Object.fromEntries(withText.get('budget')!)).toEqual({ fixed_limits: 1 });
		// with no filter, every value's count is its number of rows
		expect(Object.fromEntries(facetCounts(rows, DEFAULT_STATE).get('budget')!)).toEqual({ fixed_limits: 2, approximate_matching: 1, none: 1 });
	});
});

describe('compact facet codes', () => {
	const rows = [
		{ quantity: ['within_task_effect', 'other'], contrast: ['availability'], conditions_on_post_treatment_event: ['yes'], year: ['2026'] },
		{ quantity: ['other'], runs: ['5+'], conditions_on_post_treatment_event: ['unknown'] },
		{},
	];
	const dict = facetDictionary(rows);

	it('round-trips every row, multi-valued facets and empty ones included', () => {
		for (const r of rows) {
			const back = decodeFacets(encodeFacets(r, dict), dict);
			for (const f of FACETS) expect(back[f]).toEqual([...((r as Record<string, string[]>)[f] ?? [])]);
		}
	});

	it('is short: one index per value, not the value', () => {
		const code = encodeFacets(rows[0]!, dict);
		expect(code).not.toMatch(/within_task|availability/);
		expect(code.length).toBeLessThan(FACETS.length * 2 + 8);
	});

	it('refuses a value outside the dictionary, so a page never encodes what it cannot decode', () => {
		expect(() => encodeFacets({ contrast: ['no_such_kind'] }, dict)).toThrow(/contrast: value "no_such_kind"/);
	});

	it('ignores indices the dictionary does not hold instead of inventing values', () => {
		expect(decodeFacets('zz', dict).quantity).toEqual([]);
	});
});
