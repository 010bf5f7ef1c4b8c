/**
 * The facet registry (src/views/facets.ts) is the one home of each facet's wording: the matrix's
 * filters, the search page's Pagefind filters and the glossary agree with it.
 */
import { describe, expect, it } from 'vitest';
import { loadCorpus } from '../../src/corpus/load.ts';
import { designFacts } from '../../src/schema/vocabulary.ts';
import { glossaryVocabularies } from '../../src/schema/glossary.ts';
import { designFacetRegistry, facetEntries, facetSpec, facetValueLabel, searchFacets, UNASSESSED_QUANTITY } from '../../src/views/facets.ts';
import { DESIGN_FACETS, FACETS } from '../../src/views/matrix-state.ts';
import { filterDefs } from '../../src/views/matrix.ts';
import { glossary } from '../../src/views/glossary.ts';
import { ROOT } from '../helpers/paths.ts';

describe('the facet registry', () => {
	const framework = loadCorpus({ root: ROOT }).framework!;
	const lists = { quantities: framework.quantities.quantities, levels: framework.levels.levels };

	it('sets the matrix’s facets and their order, design facts after the design facets', () => {
		expect(DESIGN_FACETS).toEqual(Object.keys(designFacetRegistry));
		expect(FACETS).toEqual([...Object.keys(designFacetRegistry), ...Object.keys(designFacts)]);
	});

	it('gives the matrix filters their wording and every value of their vocabularies, even with no rows', () => {
		const defs = filterDefs([], framework);
		expect(defs.map((d) => d.facet)).toEqual(FACETS);
		for (const d of defs) {
			const spec = facetSpec(d.facet)!;
			expect([d.label, d.definition, d.glossary]).toEqual([spec.label, spec.definition, spec.glossary]);
			if (spec.options.from === 'vocabulary')
				expect(d.options.map((o) => [o.value, o.label, o.definition])).toEqual(
					Object.entries(spec.options.terms).map(([id, t]) => [id, t.label, t.definition]),
				);
		}
	});

	it('points each facet at a glossary section that lists the same values with the same definitions', () => {
		const sections = new Map(glossary(framework).map((s) => [s.id, s]));
		for (const [id, spec] of Object.entries(designFacetRegistry)) {
			if (!('glossary' in spec)) continue;
			const section = sections.get(spec.glossary);
			expect(section, id).toBeDefined();
			if (spec.options.from !== 'vocabulary') continue;
			expect(glossaryVocabularies.find((g) => g.id === spec.glossary)?.terms, id).toBe(spec.options.terms);
		}
		const facts = sections.get('design-facts')!;
		for (const f of Object.keys(designFacts)) expect(`${facts.id}-${f}`).toBe(facetSpec(f)!.glossary);
	});

	it('names every search filter, and labels its values as the matrix does', () => {
		for (const id of searchFacets()) expect(facetSpec(id)?.label, id).toBeTruthy();
		expect(facetValueLabel('depth', 'main_text', lists)).toBe('Main text');
		expect(facetValueLabel('quantity', UNASSESSED_QUANTITY.id, lists)).toBe(UNASSESSED_QUANTITY.label);
		expect(facetValueLabel('nonexistent', 'x', lists)).toBe('x');
	});

	it('adds a facet’s extra values only when some row holds them', () => {
		const quantity = designFacetRegistry.quantity;
		const plain = facetEntries(quantity, lists).map((e) => e.id);
		expect(plain).not.toContain(UNASSESSED_QUANTITY.id);
		expect(facetEntries(quantity, lists, new Set([UNASSESSED_QUANTITY.id])).map((e) => e.id)).toEqual([...plain, UNASSESSED_QUANTITY.id]);
	});
});
