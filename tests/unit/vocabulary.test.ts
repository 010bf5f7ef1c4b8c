/**
 * Every controlled vocabulary gives each value a label and a definition, and no two values of one
 * vocabulary share a label: the one home of the words pages, exports and the CLI show.
 */
import { describe, expect, it } from 'vitest';
import * as vocabularies from '../../src/schema/vocabulary.ts';
import { loadCorpus } from '../../src/corpus/load.ts';
import { jsonSchemas } from '../../src/model/json-schema.ts';
import { glossary, glossaryProblems } from '../../src/views/glossary.ts';
import { ROOT } from '../helpers/paths.ts';

/** The exports of vocabulary.ts that are vocabularies: frozen objects whose values all carry label and definition keys. */
const all = Object.entries(vocabularies).filter(
	([, v]) =>
		typeof v === 'object' &&
		v !== null &&
		!Array.isArray(v) &&
		Object.values(v).length > 0 &&
		Object.values(v).every((t) => typeof t === 'object' && t !== null && 'label' in t),
) as [string, Record<string, { label: unknown; definition: unknown }>][];

describe('controlled vocabularies', () => {
	it('are found (the check runs on real vocabularies)', () => {
		expect(all.map(([name]) => name)).toEqual(
			expect.arrayContaining(['readingDepths', 'checklistStatuses', 'applicabilityStates', 'contrastKinds', 'designFacts']),
		);
	});

	for (const [name, terms] of all) {
		it(`${name}: every value has a non-empty label and definition, and labels are distinct`, () => {
			for (const [id, term] of Object.entries(terms)) {
				expect(typeof term.label === 'string' && term.label.trim().length > 0, `${name}.${id}.label`).toBe(true);
				expect(typeof term.definition === 'string' && term.definition.trim().length > 10, `${name}.${id}.definition`).toBe(true);
			}
			const labels = Object.values(terms).map((t) => String(t.label).toLowerCase());
			expect(new Set(labels).size, name).toBe(labels.length);
		});
	}
});

describe('the glossary', () => {
	const framework = loadCorpus({ root: ROOT }).framework!;
	const sections = glossary(framework);
	const schema = JSON.parse(jsonSchemas()['study.schema.json']!) as unknown;

	it('defines every value any field of a record accepts, each marked as the review’s term (with where) or this database’s', () => {
		expect(sections.reduce((n, s) => n + s.terms.length, 0)).toBeGreaterThan(100);
		expect(glossaryProblems(sections, schema)).toEqual([]);
	});

	it('the check fails on a value without a definition, and on a value the schema accepts that it does not define', () => {
		const first = sections[0]!;
		const blank = [
			{ ...first, terms: [...first.terms, { id: 'new_value', label: 'New', definition: '', origin: 'database' as const, where: undefined }] },
			...sections.slice(1),
		];
		expect(glossaryProblems(blank, schema)).toEqual(['silence.new_value: no definition']);
		const extra = { properties: { kind: { enum: ['availability', 'brand_new_kind'] } } };
		expect(glossaryProblems(sections, extra)).toEqual(['"brand_new_kind": a value the record schema accepts, defined nowhere in the glossary']);
	});

	it('every enum built from a vocabulary carries one definition per value for editors', () => {
		const counts: [number, number][] = [];
		const walk = (n: unknown): void => {
			if (!n || typeof n !== 'object') return;
			if (Array.isArray(n)) return n.forEach(walk);
			const o = n as Record<string, unknown>;
			if (Array.isArray(o['enumDescriptions'])) counts.push([(o['enumDescriptions'] as unknown[]).length, (o['enum'] as unknown[]).length]);
			Object.values(o).forEach(walk);
		};
		walk(schema);
		expect(counts.length).toBeGreaterThan(10);
		for (const [d, e] of counts) expect(d).toBe(e);
	});
});
