import { describe, expect, it } from 'vitest';
import { check, FIXTURE } from '../../tests/helpers/rule-context.ts';
import { depthRequirements } from './depth-requirements.ts';

/** The fixture with every design fact unknown. */
const unknownDesign = FIXTURE.replace(/\{ value: (?:true|false),/g, '{ value: unknown,');
/** ... and no results. */
const empty = unknownDesign.replace(/\nresults:\n[\s\S]*$/, '\nresults: []\n');

describe('depth-requirements', () => {
	it('is silent on a full reading that records design facts or results', () => {
		expect(check(depthRequirements, [FIXTURE])).toEqual([]);
		expect(check(depthRequirements, [unknownDesign])).toEqual([]);
	});

	it('warns on a full or main-text reading that states nothing beyond unknown, but not on a stated-design record', () => {
		const problems = check(depthRequirements, [empty]);
		expect(problems).toEqual([expect.objectContaining({ rule: 'depth-requirements', path: 'design', severity: 'warning' })]);
		expect(problems[0]!.message).toMatch(/^a full reading with every design fact unknown and no results/);
		expect(check(depthRequirements, [empty.replace('depth: full', 'depth: main_text')])[0]!.message).toMatch(/^a main-text reading/);
	});
});
