/** The compare page's pure parts: aligning fields with their locations, the URL state, the rows shown, the citation. */
import { describe, expect, it } from 'vitest';
import { alignFields, compareCitation, compareQuery, COMPARE_GROUPS, parseCompareState, visibleRows, type CompareField } from '../../src/views/compare.ts';

const f = (group: string, label: string, text: string, where?: string): CompareField => ({ group, label, text, ...(where ? { where } : {}) });

describe('alignFields', () => {
	it('keeps each study’s location beside its value, and compares values only', () => {
		const rows = alignFields([
			[f('Design facts', 'Stochastic agent', 'yes', 'Table 2'), f('Study', 'Paper', 'A')],
			[f('Design facts', 'Stochastic agent', 'yes'), f('Study', 'Paper', 'B')],
		]);
		expect(rows).toEqual([
			{ group: 'Design facts', label: 'Stochastic agent', values: ['yes', 'yes'], wheres: ['Table 2', undefined], differs: false },
			{ group: 'Study', label: 'Paper', values: ['A', 'B'], wheres: [undefined, undefined], differs: true },
		]);
	});
});

describe('compare URL state', () => {
	it('reads comma lists and repeated parameters, drops unknown groups, and keeps the page’s group order', () => {
		expect(parseCompareState('?ids=a,b&ids=c,a&groups=checklist,nope,study&only=differs')).toEqual({
			ids: ['a', 'b', 'c'],
			groups: ['study', 'checklist'],
			onlyDiffers: true,
		});
		expect(parseCompareState('?ids=a')).toEqual({ ids: ['a'], groups: [], onlyDiffers: false });
	});

	it('writes a query that reads back the same, leaving out groups when all are shown', () => {
		const state = { ids: ['x', 'y'], groups: ['design' as const, 'runs' as const], onlyDiffers: true };
		expect(compareQuery(state)).toBe('?ids=x,y&groups=runs,design&only=differs');
		expect(parseCompareState(compareQuery(state))).toEqual({ ...state, groups: ['runs', 'design'] });
		expect(compareQuery({ ids: ['x', 'y'], groups: COMPARE_GROUPS.map((g) => g.id), onlyDiffers: false })).toBe('?ids=x,y');
	});
});

describe('visibleRows', () => {
	const rows = alignFields([
		[f('Study', 'Paper', 'A'), f('Outcome', 'Endpoints', 'Cost'), f('Outcome', 'Other', 'same')],
		[f('Study', 'Paper', 'B'), f('Outcome', 'Endpoints', 'Cost'), f('Outcome', 'Other', 'same')],
	]);
	it('shows every row by default, the chosen groups only, and only differing rows when asked', () => {
		expect(visibleRows(rows, { groups: [], onlyDiffers: false })).toHaveLength(3);
		expect(visibleRows(rows, { groups: ['outcome'], onlyDiffers: false }).map((r) => r.label)).toEqual(['Endpoints', 'Other']);
		expect(visibleRows(rows, { groups: [], onlyDiffers: true }).map((r) => r.label)).toEqual(['Paper']);
		expect(visibleRows(rows, { groups: ['outcome'], onlyDiffers: true })).toEqual([]);
	});
});

describe('compareCitation', () => {
	it('names the URL, the access date and each record’s version, or says it is not recorded', () => {
		const text = compareCitation({
			url: 'https://example.org/compare/?ids=a,b',
			accessed: '2026-01-02',
			studies: [
				{ id: 'a', name: 'A', version: 3, version_url: 'https://example.org/studies/a/v3/' },
				{ id: 'b', name: 'B' },
			],
			state: { groups: ['design'], onlyDiffers: true },
		});
		expect(text.split('\n')).toEqual([
			'skill-evidence contributors. Comparison of 2 study records (fields: Design facts; only fields that differ). skill-evidence.',
			'URL: https://example.org/compare/?ids=a,b',
			'Accessed: 2026-01-02',
			'Record versions compared:',
			'- A (a): version 3, https://example.org/studies/a/v3/',
			'- B (b): version not recorded',
		]);
	});
});
