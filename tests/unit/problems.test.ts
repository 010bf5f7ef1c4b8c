/** The one problem builder: every check's problems come out in the same shape. */
import { describe, expect, it } from 'vitest';
import { makeProblem } from '../../src/lib/problems.ts';

describe('makeProblem', () => {
	it('places a problem when a position is known, formats a path, and defaults to an error without a tip', () => {
		expect(makeProblem({ rule: 'schema', file: 'studies/a.yaml', position: { line: 3, column: 5 }, path: ['comparisons', 0, 'arms'], message: 'm' })).toEqual({
			file: 'studies/a.yaml',
			line: 3,
			column: 5,
			path: 'comparisons[0].arms',
			message: 'm',
			severity: 'error',
			rule: 'schema',
		});
	});

	it('leaves out what it does not know, and keeps a given severity, tip and text path', () => {
		const p = makeProblem({ rule: 'files', file: 'studies/.x', message: 'm', tip: 't', severity: 'warning', path: '' });
		expect(p).toEqual({ file: 'studies/.x', path: '', message: 'm', tip: 't', severity: 'warning', rule: 'files' });
		expect('line' in p).toBe(false);
	});
});
