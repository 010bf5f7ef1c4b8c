/**
 * The independent CSL-JSON checker in tests/support: its lists match what was read from the CSL 1.0.2
 * specification and csl-data.json, a correct item passes, and each kind of fault is reported with the
 * variable it concerns.
 */
import { describe, expect, it } from 'vitest';
import {
	CSL_DATE_VARIABLES,
	CSL_ITEM_TYPES,
	CSL_JSON_EXTRA_FIELDS,
	CSL_NAME_VARIABLES,
	CSL_NUMBER_VARIABLES,
	CSL_STANDARD_VARIABLES,
	checkCslData,
	checkCslItem,
} from '../support/csl-data-model.ts';

/** A correct item using every kind of value: names, dates, number, standard and extra fields. */
function goodItem(): Record<string, unknown> {
	return {
		id: 'doe-2024',
		type: 'paper-conference',
		'citation-key': 'doe2024',
		title: 'Skills for agents',
		'container-title': 'Proceedings of a conference',
		author: [{ family: 'Doe', given: 'Jane', 'non-dropping-particle': 'van', 'parse-names': false }, { literal: 'The Skills Consortium' }],
		editor: [{ family: 'Roe', given: 'R.', suffix: 'Jr.', 'comma-suffix': true }],
		issued: { 'date-parts': [[2024, '3', 7]] },
		accessed: {
			'date-parts': [
				[2025, 1],
				[2025, 2],
			],
		},
		'event-date': { literal: 'Spring 2024', circa: true },
		volume: 12,
		page: '101-118',
		'part-number': '2',
		DOI: '10.1234/example',
		URL: 'https://example.org/doe-2024',
		language: 'en',
		categories: ['agents', 'skills'],
		journalAbbreviation: 'Proc. Conf.',
		custom: { 'metadata-double-checked': true },
	};
}

describe('the CSL 1.0.2 lists as read', () => {
	it('have the counts of the specification appendices', () => {
		expect(CSL_ITEM_TYPES.size).toBe(45);
		expect(CSL_STANDARD_VARIABLES.size).toBe(47);
		expect(CSL_NUMBER_VARIABLES.size).toBe(18);
		expect(CSL_DATE_VARIABLES.size).toBe(6);
		expect(CSL_NAME_VARIABLES.size).toBe(27);
	});

	it('put each variable and extra field in exactly one kind', () => {
		const all = [...CSL_STANDARD_VARIABLES, ...CSL_NUMBER_VARIABLES, ...CSL_DATE_VARIABLES, ...CSL_NAME_VARIABLES, ...CSL_JSON_EXTRA_FIELDS.keys()];
		expect(new Set(all).size).toBe(all.length);
		expect(all).not.toContain('id');
		expect(all).not.toContain('type');
	});

	it('include the item types and variables named in the brief', () => {
		for (const t of ['article', 'article-journal', 'dataset', 'paper-conference', 'report', 'book', 'software']) {
			expect(CSL_ITEM_TYPES.has(t), t).toBe(true);
		}
		expect(CSL_NAME_VARIABLES.has('editor-translator')).toBe(true);
		expect(CSL_NUMBER_VARIABLES.has('version')).toBe(true);
		expect(CSL_STANDARD_VARIABLES.has('citation-key')).toBe(true);
	});
});

describe('checkCslItem', () => {
	it('passes a correct item', () => {
		expect(checkCslItem(goodItem())).toEqual([]);
	});

	it('passes a minimal item with a numeric id', () => {
		expect(checkCslItem({ id: 7, type: 'dataset' })).toEqual([]);
	});

	it('rejects a non-object item', () => {
		expect(checkCslItem('doe-2024')).toEqual(['item: must be an object, got string']);
		expect(checkCslItem(null)).toHaveLength(1);
		expect(checkCslItem([])).toHaveLength(1);
	});

	it('requires id and type', () => {
		const problems = checkCslItem({ title: 'No id' });
		expect(problems).toContain('id: missing (required)');
		expect(problems).toContain('type: missing (required)');
	});

	it('rejects an id that is neither string nor number', () => {
		expect(checkCslItem({ ...goodItem(), id: { x: 1 } })).toEqual(['id: must be a string or number, got object']);
	});

	it('rejects a type outside CSL 1.0.2', () => {
		const problems = checkCslItem({ ...goodItem(), type: 'conference-paper' });
		expect(problems).toHaveLength(1);
		expect(problems[0]).toMatch(/^type: "conference-paper"/);
	});

	it('rejects an unknown variable, naming it', () => {
		const problems = checkCslItem({ ...goodItem(), doi: '10.1/x', container: { 'date-parts': [[2020]] } });
		expect(problems).toHaveLength(2);
		expect(problems[0]).toMatch(/^doi: unknown variable/);
		expect(problems[1]).toMatch(/^container: unknown variable/);
	});

	it('rejects a name variable given as a string', () => {
		const problems = checkCslItem({ ...goodItem(), author: 'Jane Doe' });
		expect(problems).toEqual(['author: name variable must be an array of name objects, got string']);
	});

	it('rejects bad name objects, naming variable and index', () => {
		const problems = checkCslItem({
			...goodItem(),
			translator: ['Jane Doe', { family: 'Doe', middle: 'Q' }, { family: 3 }, {}],
		});
		expect(problems).toEqual([
			'translator[0]: a name must be an object, got string',
			'translator[1]: unknown name part "middle"',
			'translator[2].family: must be string, got number',
			'translator[3]: a name needs family, given or literal',
		]);
	});

	it('rejects a date without date-parts, literal or raw', () => {
		const problems = checkCslItem({ ...goodItem(), issued: { season: 2 } });
		expect(problems).toEqual(['issued: a date needs date-parts (or literal or raw)']);
		expect(checkCslItem({ ...goodItem(), issued: {} })).toEqual(problems);
	});

	it('rejects a date given as a string', () => {
		const problems = checkCslItem({ ...goodItem(), issued: '2024-03-07' });
		expect(problems).toEqual(['issued: a date must be an object, got string']);
	});

	it('rejects date-parts with 4 parts', () => {
		const problems = checkCslItem({ ...goodItem(), issued: { 'date-parts': [[2024, 3, 7, 12]] } });
		expect(problems).toHaveLength(1);
		expect(problems[0]).toMatch(/^issued\.date-parts\[0\]: must hold 1 to 3 parts/);
	});

	it('rejects date-parts with no date, three dates or non-numeric parts', () => {
		expect(checkCslItem({ ...goodItem(), submitted: { 'date-parts': [] } })).toEqual(['submitted.date-parts: must hold 1 or 2 dates, holds 0']);
		expect(checkCslItem({ ...goodItem(), submitted: { 'date-parts': [[2020], [2021], [2022]] } })).toHaveLength(1);
		expect(checkCslItem({ ...goodItem(), submitted: { 'date-parts': [[2020, 'March', 1.5]] } })).toEqual([
			'submitted.date-parts[0][1]: must be an integer or a string of digits, got "March"',
			'submitted.date-parts[0][2]: must be an integer or a string of digits, got 1.5',
		]);
		expect(checkCslItem({ ...goodItem(), submitted: { 'date-parts': [[2020]], year: 2020 } })).toEqual(['submitted: unknown date field "year"']);
	});

	it('rejects a number variable given as an object', () => {
		const problems = checkCslItem({ ...goodItem(), volume: { n: 12 } });
		expect(problems).toEqual(['volume: number variable must be a string or number, got object']);
	});

	it('rejects a standard variable given as a number', () => {
		expect(checkCslItem({ ...goodItem(), title: 42 })).toEqual(['title: standard variable must be a string, got number']);
	});

	it('checks the CSL-JSON extras with the schema shapes', () => {
		expect(checkCslItem({ ...goodItem(), categories: 'agents' })).toEqual(['categories: CSL-JSON field must be an array of strings, got string']);
		expect(checkCslItem({ ...goodItem(), custom: ['x'] })).toEqual(['custom: CSL-JSON field must be an object, got array']);
		expect(checkCslItem({ ...goodItem(), printing: 2, shortTitle: 'Skills' })).toEqual([]);
	});
});

describe('checkCslData', () => {
	it('passes a correct array, and an empty one', () => {
		expect(checkCslData([goodItem(), { id: 2, type: 'report' }])).toEqual([]);
		expect(checkCslData([])).toEqual([]);
	});

	it('rejects a non-array top level', () => {
		const problems = checkCslData(goodItem());
		expect(problems).toEqual(['CSL-JSON: top level must be an array of items, got object']);
	});

	it('prefixes item problems with index and id', () => {
		const problems = checkCslData([goodItem(), { ...goodItem(), id: 'bad', 'number-of-pages': [] }, 'x']);
		expect(problems).toEqual([
			'[1] (id "bad") number-of-pages: number variable must be a string or number, got array',
			'[2] item: must be an object, got string',
		]);
	});
});
