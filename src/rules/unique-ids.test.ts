import { describe, expect, it } from 'vitest';
import { check, FIXTURE, withId } from '../../tests/helpers/rule-context.ts';
import { uniqueIds } from './unique-ids.ts';

describe('unique-ids', () => {
	it('is silent when every record has its own id', () => {
		expect(check(uniqueIds, [FIXTURE, withId('second'), withId('third')])).toEqual([]);
	});

	it('names the second record with an id, and the file that has it first', () => {
		const problems = check(uniqueIds, [FIXTURE, withId('second'), { file: 'studies/copy.yaml', yaml: FIXTURE }]);
		expect(problems).toEqual([
			expect.objectContaining({
				rule: 'unique-ids',
				file: 'studies/copy.yaml',
				path: 'id',
				message: 'id collision: "fixture-study" is also the id of studies/fixture-study.yaml',
			}),
		]);
	});
});
