import { describe, expect, it } from 'vitest';
import { check, FIXTURE as text } from '../../tests/helpers/rule-context.ts';
import { schemaComment } from './schema-comment.ts';

describe('schema-comment', () => {
	it('accepts a record whose first line is the editor hint, and warns at 1:1 otherwise', () => {
		expect(check(schemaComment, [text])).toEqual([]);
		const without = text.split('\n').slice(1).join('\n');
		expect(check(schemaComment, [without])).toEqual([
			expect.objectContaining({
				line: 1,
				column: 1,
				severity: 'warning',
				rule: 'schema-comment',
				message: 'first line is not the editor schema hint (study.schema.json)',
			}),
		]);
	});
});
