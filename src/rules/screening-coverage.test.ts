import { describe, expect, it } from 'vitest';
import { check, FIXTURE, framework, dataFiles, screeningOf, withId, type RecordInput } from '../../tests/helpers/rule-context.ts';
import { screeningCoverage } from './screening-coverage.ts';

const run = (records: RecordInput[], candidates: string[], ownStudies = true) => {
	const file = screeningOf(candidates);
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
