/**
 * Every controlled vocabulary gives each value a label and a definition, and no two values of one
 * vocabulary share a label: the one home of the words pages, exports and the CLI show.
 */
import { describe, expect, it } from 'vitest';
import * as vocabularies from '../../src/schema/vocabulary.ts';

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
