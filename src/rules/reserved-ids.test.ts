import { describe, expect, it } from 'vitest';
import { check, FIXTURE, withId } from '../../tests/helpers/rule-context.ts';
import { reservedIds } from './reserved-ids.ts';

describe('reserved-ids', () => {
	it('is silent on an id no page uses for its own elements', () => {
		expect(check(reservedIds, [FIXTURE])).toEqual([]);
	});

	it('refuses an id the matrix page uses for an element, at the id, and suggests another', () => {
		const problems = check(reservedIds, [withId('compare-bar')]);
		expect(problems).toEqual([expect.objectContaining({ rule: 'reserved-ids', file: 'studies/compare-bar.yaml', path: 'id', severity: 'error' })]);
		expect(problems[0]!.tip).toContain('compare-bar-study');
	});

	it('refuses an id whose study page would take the address of the full-text matrix, /studies/full/', () => {
		expect(check(reservedIds, [withId('full')])).toEqual([
			expect.objectContaining({ rule: 'reserved-ids', path: 'id', message: expect.stringContaining('/studies/full/') }),
		]);
		expect(check(reservedIds, [withId('full-study')])).toEqual([]);
	});

	it('refuses the names Windows keeps for devices, which no Windows checkout could hold as files', () => {
		for (const id of ['con', 'nul', 'aux', 'prn', 'com1', 'lpt9']) {
			const problems = check(reservedIds, [withId(id)]);
			expect(problems, id).toEqual([expect.objectContaining({ rule: 'reserved-ids', path: 'id', message: expect.stringContaining('device name') })]);
		}
		for (const id of ['con-study', 'console', 'com10', 'null']) expect(check(reservedIds, [withId(id)]), id).toEqual([]);
	});
});
