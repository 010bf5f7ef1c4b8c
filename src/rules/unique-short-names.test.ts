import { describe, expect, it } from 'vitest';
import { check, FIXTURE, withId } from '../../tests/helpers/rule-context.ts';
import { uniqueShortNames } from './unique-short-names.ts';

const named = (id: string, name: string) => withId(id, FIXTURE.replace('short_name: Fixture Study', `short_name: ${name}`));

describe('unique-short-names', () => {
	it('is silent when the short names differ', () => {
		expect(check(uniqueShortNames, [FIXTURE, named('other', 'Fixture Study 2025')])).toEqual([]);
	});

	it('warns on a short name used twice, whatever its case and spaces, and names the first file', () => {
		const problems = check(uniqueShortNames, [FIXTURE, named('other', ' fixture STUDY')]);
		expect(problems).toEqual([
			expect.objectContaining({
				rule: 'unique-short-names',
				file: 'studies/other.yaml',
				path: 'short_name',
				severity: 'warning',
				message: expect.stringContaining('is also the short name of studies/fixture-study.yaml'),
			}),
		]);
	});
});
