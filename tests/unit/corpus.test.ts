/**
 * The database as shipped: it validates cleanly, the review's thirteen core studies are among its
 * full readings, and every id a record uses resolves. Nothing here depends on how many records or
 * references the repository holds: contributors add both.
 */
import { describe, expect, it } from 'vitest';
import { loadCorpus } from '../../src/corpus/load.ts';
import { checklistItemIds, quantityIds } from '../../src/schema/vocabulary.ts';
import { ROOT } from '../helpers/paths.ts';

const corpus = loadCorpus({ root: ROOT, studiesDir: 'studies' });
const framework = corpus.framework!;

export const CORE_IDS = [
	'skill-following',
	'regression-tax',
	'budget-study',
	'skill-shadowing',
	'skillsbench',
	'skillapt',
	'radeg',
	'confidence-gated-retrieval',
	'replay-gap',
	'failure-prevention',
	'state-path-menu',
	'capability-pages',
	'tabagent',
];

describe('the shipped corpus', () => {
	it("validates with no error (a warning, such as a shared short name from a contributor's copy, is allowed)", () => {
		expect(corpus.problems.filter((p) => p.severity === 'error')).toEqual([]);
	});

	it("keeps the thirteen core studies as full readings, through the review or from the paper beside the review's account", () => {
		const byId = new Map(corpus.studies.map((s) => [s.data.id, s.data]));
		for (const id of CORE_IDS) {
			const s = byId.get(id);
			expect(s?.depth, id).toBe('full');
			expect(['review', 'paper'], id).toContain(s?.provenance.source);
			if (s?.provenance.source === 'paper') expect(s.review_account, id).toBeDefined();
		}
	});

	it('holds every framework vocabulary the records use', () => {
		// Fixed by the review's tables, not by contributions: the schema's id lists and the data agree.
		expect(framework.quantities.quantities.map((q) => q.id).sort()).toEqual([...quantityIds].sort());
		expect(framework.checklist.items.map((i) => i.id).sort()).toEqual([...checklistItemIds].sort());
	});

	it('every reference number, quantity id and checklist id a record uses resolves', () => {
		const refs = new Set(framework.references.references.map((r) => r.n));
		const quantities = new Set(framework.quantities.quantities.map((q) => q.id));
		const items = new Set(framework.checklist.items.map((i) => i.id));
		expect([...quantities].sort()).toEqual([...quantityIds].sort());
		expect([...items].sort()).toEqual([...checklistItemIds].sort());
		for (const { data: s } of corpus.studies) {
			if (s.paper.review_ref !== undefined) expect(refs.has(s.paper.review_ref), `${s.id} review_ref`).toBe(true);
			for (const n of s.related_refs ?? []) expect(refs.has(n), `${s.id} related ${n}`).toBe(true);
			if (s.quantities !== 'not_assessed') for (const q of s.quantities) if (q.id !== 'other') expect(quantities.has(q.id), `${s.id} ${q.id}`).toBe(true);
			for (const item of Object.keys(s.checklist)) expect(items.has(item as never), `${s.id} ${item}`).toBe(true);
		}
	});

	it('the core studies carry the reference numbers the review gives them', () => {
		const refOf = Object.fromEntries(corpus.studies.map((s) => [s.data.id, s.data.paper.review_ref]));
		expect(refOf).toMatchObject({
			'skill-following': 12,
			'regression-tax': 14,
			'budget-study': 13,
			'skill-shadowing': 28,
			skillsbench: 15,
			skillapt: 25,
			radeg: 26,
			'confidence-gated-retrieval': 36,
			'replay-gap': 44,
			'failure-prevention': 34,
			'state-path-menu': 22,
			'capability-pages': 35,
			tabagent: 11,
		});
	});
});
