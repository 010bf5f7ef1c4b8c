/**
 * Stated-design records: they may leave design fields to explicit unknown / not_assessed defaults,
 * a review-sourced one must name its stages, and the wider literature of Sections 1 and 4.1-4.5
 * is covered.
 */
import { describe, expect, it } from 'vitest';
import { loadCorpus, parseAndCheck } from '../../src/corpus/load.ts';
import { depthRequirements } from '../../src/rules/depth-requirements.ts';
import { stagesOf } from '../../src/views/study-parts.ts';
import { StudySchema } from '../../src/schema/study.ts';
import { ROOT } from '../helpers/paths.ts';

const corpus = loadCorpus({ root: ROOT });
const framework = corpus.framework!;
const minimal = [
	'# yaml-language-server: $schema=../data/schema/study.schema.json',
	'id: minimal-stated',
	'short_name: Minimal',
	'depth: stated_design',
	'provenance: { source: review, version_read: unknown, review_tables: [Text only], review_sections: ["4.1"], stages: [exposure] }',
	'paper: { review_ref: 47 }',
	'comparisons: [{ id: retrievers, kind: other, description: A retriever is described. }]',
	'population: { kind: other }',
	'levels: [retrieval]',
	'',
].join('\n');

describe('stated_design records', () => {
	it('may omit the design fields, which then read as unknown and not assessed', () => {
		const res = parseAndCheck('studies/minimal-stated.yaml', '', minimal, StudySchema);
		if (!res.file) throw new Error(JSON.stringify(res.problems));
		const s = res.file.data;
		expect(s.runs.per_task_and_arm).toBe('unknown');
		expect(s.quantities).toBe('not_assessed');
		expect(s.limiting_condition).toBe('not_assessed');
		expect(Object.values(s.design).every((f) => f.value === 'unknown')).toBe(true);
		expect(Object.values(s.checklist).every((c) => c.status === 'not_assessed')).toBe(true);
		expect(depthRequirements.check({ studies: [res.file], records: [res.file], framework, dataFiles: corpus.dataFiles })).toEqual([]);
		// Their output re-validates: defaults are valid values, not placeholders.
		expect(StudySchema.safeParse(JSON.parse(JSON.stringify(s))).success).toBe(true);
	});

	it('must name the stages of Section 4 that discuss them when the review is the source', () => {
		const res = parseAndCheck('studies/minimal-stated.yaml', '', minimal.replace(', stages: [exposure]', ''), StudySchema);
		expect(res.problems).toMatchObject([{ path: 'provenance.stages', message: expect.stringContaining('missing required field "stages"') }]);
	});

	it('need no stages when read from the paper itself', () => {
		const own = minimal.replace(
			/provenance: .*\n/,
			'provenance: { source: paper, reader: A Reader, date: "2026-11-29", version_read: arXiv v1, text_read: abstract only }\n',
		);
		const res = parseAndCheck('studies/minimal-stated.yaml', '', own, StudySchema);
		expect(res.problems).toEqual([]);
		expect(stagesOf(res.file!.data)).toEqual([]);
	});

	it('every shipped record validates, and every re-serialized record re-validates', () => {
		expect(corpus.problems.filter((p) => p.severity === 'error')).toEqual([]);
		for (const s of corpus.studies) expect(StudySchema.safeParse(JSON.parse(JSON.stringify(s.data))).success, s.data.id).toBe(true);
	});
});

describe('the wider literature', () => {
	/** Every reference the review cites in Section 4 (from "4 Evidence Synthesis" to "5 Discussion", read off the review text). */
	const CITED_IN_SECTION_4 = [
		9, 11, 12, 13, 14, 15, 22, 23, 25, 26, 27, 28, 32, 33, 34, 35, 36, 37, 38, 39, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62,
		63, 64, 65, 66,
	];

	it('every reference is classified by kind', () => {
		const kinds = new Set(framework.references.references.map((r) => r.kind));
		expect(framework.references.references.every((r) => r.kind)).toBe(true);
		expect([...kinds].sort()).toEqual(['benchmark', 'empirical_study', 'guideline', 'methodology', 'survey']);
	});

	it('every empirical reference of Sections 4.1-4.5 has a record or is classified non-empirical', () => {
		const recorded = new Set(corpus.studies.map((s) => s.data.paper.review_ref));
		const kind = new Map(framework.references.references.map((r) => [r.n, r.kind]));
		const missing = CITED_IN_SECTION_4.filter((n) => kind.get(n) === 'empirical_study' && !recorded.has(n));
		expect(missing).toEqual([]);
	});

	it('every empirical reference anywhere in the review has a record', () => {
		const recorded = new Set(corpus.studies.map((s) => s.data.paper.review_ref));
		const missing = framework.references.references.filter((r) => r.kind === 'empirical_study' && !recorded.has(r.n)).map((r) => r.n);
		expect(missing).toEqual([]);
	});

	it('every stated-design record made from the review names its stages', () => {
		const stated = corpus.studies.filter((s) => s.data.depth === 'stated_design' && s.data.provenance.source === 'review');
		for (const s of stated) expect(stagesOf(s.data).length, s.data.id).toBeGreaterThan(0);
	});
});
