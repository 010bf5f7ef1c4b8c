/** The evidence map and claims table, from the shipped corpus. */
import { describe, expect, it } from 'vitest';
import { loadCorpus } from '../../src/lib/load.ts';
import { claims, evidenceMap } from '../../src/views/evidence-map.ts';
import { ROOT } from '../helpers/paths.ts';

const corpus = loadCorpus({ root: ROOT });
const studies = corpus.studies.map((s) => s.data);
const map = evidenceMap(studies, corpus.framework!);
const cell = (row: string, column: string) => map.rows.find((r) => r.id === row)!.cells.find((c) => c.column === column)!.studies.map((s) => s.id);

describe('evidence map', () => {
	it('has the five levels plus protocol validity against the eleven quantities, other and not assessed', () => {
		expect(map.rows.map((r) => r.id)).toEqual(['exposure', 'retrieval', 'activation', 'use', 'outcome', 'protocol_validity']);
		expect(map.columns).toHaveLength(13);
	});

	it('places each study by its levels and quantities, both depths included', () => {
		expect(cell('outcome', 'budget_constrained_comparison')).toEqual(['budget-study']);
		expect(cell('activation', 'state_intervention_value')).toEqual(['skillapt']);
		expect(cell('protocol_validity', 'other')).toContain('replay-gap');
		expect(cell('retrieval', 'component_swap_effect')).toEqual(expect.arrayContaining(['capability-pages', 'skilldag']));
		const depths = new Set(map.rows.flatMap((r) => r.cells.flatMap((c) => c.studies.map((s) => s.depth))));
		expect(depths).toEqual(new Set(['full', 'stated_design']));
	});

	it('keeps empty cells as gaps', () => {
		expect(cell('use', 'degradation_share')).toEqual([]);
		const empty = map.rows.flatMap((r) => r.cells).filter((c) => c.studies.length === 0).length;
		expect(empty).toBeGreaterThan(20);
	});

	it('every study appears at least once', () => {
		const placed = new Set(map.rows.flatMap((r) => r.cells.flatMap((c) => c.studies.map((s) => s.id))));
		expect(studies.filter((s) => !placed.has(s.id)).map((s) => s.id)).toEqual([]);
	});
});

describe('claims', () => {
	it('lists every headline result with its study, caveat and quantity', () => {
		const list = claims(studies, corpus.framework!);
		expect(list).toHaveLength(studies.reduce((n, s) => n + s.results.length, 0));
		const c = list.find((x) => x.study.id === 'skillapt' && x.value === '0.838 vs. 0.838')!;
		expect(c.quantities).toEqual(['State-level intervention value']);
		expect(c.caveat).toMatch(/111 of 113/);
		expect(list.some((x) => x.study.depth === 'stated_design')).toBe(true);
	});
});
