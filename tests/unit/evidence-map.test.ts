/** The evidence map and claims table, on fixture studies made for the test (never the shipped corpus). */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadCorpus, parseAndCheck } from '../../src/corpus/load.ts';
import { StudySchema, type Study } from '../../src/schema/study.ts';
import { shadeLevel, SHADE_LEVELS } from '../../src/views/shade.ts';
import { claims, evidenceMap, shadeScale } from '../../src/views/evidence-map.ts';
import { cellMatrixQuery } from '../../src/views/map-links.ts';
import { matrixRow } from '../../src/views/matrix.ts';
import { matches, parseState } from '../../src/views/matrix-state.ts';
import { ROOT, VALID } from '../helpers/paths.ts';

const framework = loadCorpus({ root: ROOT, studiesDir: VALID }).framework!;
const base = readFileSync(path.join(VALID, 'fixture-study.yaml'), 'utf8');
function fixture(id: string, edit: (yaml: string) => string = (y) => y): Study {
	const res = parseAndCheck(`${id}.yaml`, '', edit(base.replace('id: fixture-study', `id: ${id}`)), StudySchema);
	if (!res.file) throw new Error(JSON.stringify(res.problems));
	return res.file.data;
}

/** A full reading at the outcome level estimating a total effect (the fixture as it is). */
const full = fixture('full-reading');
/** A stated design at the retrieval level whose quantity is not assessed. */
const stated = fixture('stated-design', () =>
	[
		'id: stated-design',
		'short_name: Stated',
		'depth: stated_design',
		'provenance: { source: review, version_read: unknown, review_tables: [Text only], review_sections: ["4.1"], stages: [protocol_validity] }',
		'paper: { review_ref: 47 }',
		'comparisons: [{ id: c, kind: other, description: Not described. }]',
		'population: { kind: other }',
		'levels: [retrieval]',
		'',
	].join('\n'),
);
/** A main-text reading whose comparison tests a protocol, estimating a quantity outside Table 2. */
const protocol = fixture('protocol-check', (y) =>
	y
		.replace('depth: full', 'depth: main_text')
		.replace('kind: availability', 'kind: protocol_validity')
		.replace(
			/quantities:\n {2}- id: total_availability_effect\n {4}as_read: .*\n/,
			'quantities:\n  - { id: other, name: Replay validity, as_read: Replay checked against executed runs. }\n',
		),
);
const studies = [full, stated, protocol];
const map = evidenceMap(studies, framework);
const cell = (row: string, column: string) =>
	map.rows
		.find((r) => r.id === row)!
		.cells.find((c) => c.column === column)!
		.studies.map((s) => s.id);

describe('evidence map', () => {
	it('has the five levels plus protocol validity against the Table 2 quantities, other and not assessed', () => {
		expect(map.rows.map((r) => r.id)).toEqual(['exposure', 'retrieval', 'activation', 'use', 'outcome', 'protocol_validity']);
		expect(map.columns.map((c) => c.id)).toEqual([...framework.quantities.quantities.map((q) => q.id), 'other', 'not_assessed']);
	});

	it('places each study by its levels and quantities, every reading depth included', () => {
		expect(cell('outcome', 'total_availability_effect')).toEqual(['full-reading']);
		expect(cell('retrieval', 'not_assessed')).toEqual(['stated-design']);
		// A study the review discusses under protocol validity, or whose comparison tests a protocol, gets that row too.
		expect(cell('protocol_validity', 'not_assessed')).toEqual(['stated-design']);
		expect(cell('protocol_validity', 'other')).toEqual(['protocol-check']);
		const depths = new Set(map.rows.flatMap((r) => r.cells.flatMap((c) => c.studies.map((s) => s.depth))));
		expect(depths).toEqual(new Set(['full', 'main_text', 'stated_design']));
	});

	it('keeps empty cells as gaps', () => {
		expect(cell('use', 'degradation_share')).toEqual([]);
		const filled = map.rows.flatMap((r) => r.cells).filter((c) => c.studies.length > 0).length;
		expect(filled).toBe(5);
	});

	it('every study appears at least once', () => {
		const placed = new Set(map.rows.flatMap((r) => r.cells.flatMap((c) => c.studies.map((s) => s.id))));
		expect(studies.filter((s) => !placed.has(s.id)).map((s) => s.id)).toEqual([]);
	});
});

describe('links from map cells to the evidence matrix', () => {
	const rows = studies.map((st) => ({ id: st.id, depth: st.depth, row: matrixRow(st, framework) }));
	/** The studies the matrix lists for a query, read with the matrix's own parser and filter. */
	const listed = (query: string) =>
		rows
			.filter((r) => matches(r.row, parseState(query)))
			.map((r) => r.id)
			.sort();

	it('a cell in a level row and a quantity column links to the matrix filtered to exactly its studies', () => {
		const linked = map.rows.flatMap((r) => r.cells.filter((c) => c.matrixQuery !== null).map((c) => ({ row: r.id, ...c })));
		expect(linked.filter((c) => c.studies.length > 0).length).toBeGreaterThan(0);
		for (const c of linked) expect(listed(c.matrixQuery!), `${c.row} × ${c.column}`).toEqual(c.studies.map((x) => x.id).sort());
		expect(cell('outcome', 'total_availability_effect')).toEqual(['full-reading']);
		expect(map.rows.find((r) => r.id === 'outcome')!.cells.find((c) => c.column === 'total_availability_effect')!.matrixQuery).toBe(
			'?quantity=total_availability_effect&level=outcome',
		);
	});

	it('the map’s filters carry over as the matrix facets of the same names', () => {
		const q = cellMatrixQuery('outcome', 'total_availability_effect', { depth: 'main_text', source: '' })!;
		expect(new URLSearchParams(q).get('depth')).toBe('main_text');
		expect(listed(q)).toEqual([]);
		expect(listed(cellMatrixQuery('outcome', 'total_availability_effect', { depth: 'full' })!)).toEqual(['full-reading']);
	});

	it('no link where the map’s row has no matrix facet (protocol validity)', () => {
		for (const r of map.rows) for (const c of r.cells) expect(c.matrixQuery === null, `${r.id} × ${c.column}`).toBe(r.id === 'protocol_validity');
	});
});

describe('evidence map compactness', () => {
	it('gives each column a short heading and keeps the full name', () => {
		const metric = map.columns.find((c) => c.id === 'component_metric')!;
		expect(metric.label).toBe(framework.quantities.quantities.find((q) => q.id === 'component_metric')!.name);
		expect(metric.short).not.toMatch(/\(/);
		expect(metric.label.startsWith(metric.short)).toBe(true);
		for (const c of map.columns) expect(c.short.length).toBeLessThanOrEqual(c.label.length);
	});

	it('shades a cell by its count relative to the fullest cell, gaps unshaded', () => {
		const counts = map.rows.flatMap((r) => r.cells.map((c) => c.studies.length));
		expect(map.maxCount).toBe(Math.max(...counts));
		for (const c of map.rows.flatMap((r) => r.cells)) {
			expect(c.shade).toBe(c.studies.length === 0 ? 0 : shadeLevel(c.studies.length, map.maxCount));
			if (c.studies.length > 0) expect(c.shade).toBeGreaterThanOrEqual(1);
		}
		expect(shadeLevel(0, 8)).toBe(0);
		expect(shadeLevel(1, 8)).toBe(1);
		expect(shadeLevel(8, 8)).toBe(SHADE_LEVELS);
		expect(shadeLevel(5, 8)).toBeGreaterThan(shadeLevel(4, 8));
	});

	it('the shade scale covers every count from 1 to the maximum once, lightest first', () => {
		for (const max of [1, 2, 3, 8, 13]) {
			const scale = shadeScale(max);
			expect(scale[0]!.from).toBe(1);
			expect(scale.at(-1)!.to).toBe(max);
			for (const [i, s] of scale.entries()) if (i > 0) expect(s.from).toBe(scale[i - 1]!.to + 1);
			expect(scale.map((s) => s.level)).toEqual([...scale.map((s) => s.level)].sort((a, b) => a - b));
		}
		expect(shadeScale(0)).toEqual([]);
	});
});

describe('claims', () => {
	it('lists every headline result with its study, caveat and quantity', () => {
		const list = claims(studies, framework);
		expect(list).toHaveLength(2);
		expect(list.find((x) => x.study.id === 'full-reading')).toMatchObject({
			value: '0.05',
			caveat: 'One benchmark only.',
			quantities: ['Total availability effect'],
		});
		expect(list.find((x) => x.study.id === 'protocol-check')!.quantities).toEqual(['Replay validity']);
	});
});
