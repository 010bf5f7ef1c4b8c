import { describe, expect, it } from 'vitest';
import { check, FIXTURE, withId } from '../../tests/helpers/rule-context.ts';
import { idMatchesFileName } from './id-matches-file-name.ts';

describe('id-matches-file-name', () => {
	it('is silent when the id is the file name', () => {
		expect(check(idMatchesFileName, [FIXTURE, withId('other-study')])).toEqual([]);
	});

	it('names an id that differs from its file name, at the id, with both fixes', () => {
		const problems = check(idMatchesFileName, [{ file: 'studies/renamed.yaml', yaml: FIXTURE }]);
		expect(problems).toEqual([
			expect.objectContaining({
				rule: 'id-matches-file-name',
				file: 'studies/renamed.yaml',
				path: 'id',
				message: 'id "fixture-study" does not match the file name "renamed.yaml"',
				tip: 'set id: renamed, or rename the file to fixture-study.yaml',
			}),
		]);
	});
});
