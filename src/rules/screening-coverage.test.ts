import { describe, expect, it } from 'vitest';
import { check, dataFileOf, FIXTURE, framework, dataFiles, withId, type RecordInput } from '../../tests/helpers/rule-context.ts';
import { ScreeningFileSchema } from '../schema/screening.ts';
import { screeningCoverage } from './screening-coverage.ts';

/** A screening of one query whose candidates are these YAML lines. */
const screening = (candidates: string[]) =>
	dataFileOf(
		'data/screening.yaml',
		[
			'closed: 2026-12-02',
			'criteria: [{ id: I1, text: It evaluates tools or skills of LLM agents. }]',
			'sources: [{ id: pages, label: web pages, name: Stored web pages, kind: database }]',
			'queries: [{ n: 1, source: pages, query: skill library agents, date: 2026-12-01, results: 8, new: 4 }]',
			'candidates:',
			...candidates.map((c) => `  - { title: A title, authors: Doe J et al, year: 2025, reason: Why., found_by: 1, ${c} }`),
			'',
		].join('\n'),
		ScreeningFileSchema,
	);

const run = (records: RecordInput[], candidates: string[], ownStudies = true) => {
	const file = screening(candidates);
	return check(screeningCoverage, records, {
		framework: { ...framework, screening: file.data },
		dataFiles: { ...dataFiles, 'screening.yaml': file },
		ownStudies,
	});
};

describe('screening-coverage', () => {
	it('is silent when each paper reading has a candidate that says why', () => {
		expect(run([FIXTURE], ['id: a, decision: included, record: fixture-study'])).toEqual([]);
	});

	it('names a candidate whose record does not exist, and warns on a paper reading the screening leaves out', () => {
		const problems = run(
			[FIXTURE, withId('unscreened')],
			['id: a, decision: included, record: fixture-study', 'id: b, decision: not_retrievable, record: ghost'],
		);
		expect(problems.map((p) => [p.rule, p.file, p.path, p.severity])).toEqual([
			['screening-coverage', 'data/screening.yaml', 'candidates[1].record', 'error'],
			['screening-coverage', 'studies/unscreened.yaml', 'id', 'warning'],
		]);
	});

	it('holds nothing against a folder that is not the project’s own records', () => {
		expect(run([FIXTURE, withId('unscreened')], ['id: b, decision: not_retrievable, record: ghost'], false)).toEqual([]);
	});
});
