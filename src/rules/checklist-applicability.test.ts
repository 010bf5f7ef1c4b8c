import { describe, expect, it } from 'vitest';
import { check, FIXTURE } from '../../tests/helpers/rule-context.ts';
import { checklistApplicability } from './checklist-applicability.ts';

describe('checklist-applicability', () => {
	it('is silent when every status agrees with the design facts', () => {
		expect(check(checklistApplicability, [FIXTURE])).toEqual([]);
	});

	it('names an item recorded for a design it does not apply to', () => {
		const problems = check(checklistApplicability, [FIXTURE.replace('identification: { status: not_applicable,', 'identification: { status: reported,')]);
		expect(problems.map((p) => [p.rule, p.path, p.message])).toEqual([
			['checklist-applicability', 'checklist.identification.status', 'checklist item identification does not apply to this design but is recorded reported'],
		]);
	});

	it('names an item recorded not_applicable where a design fact makes it apply, or where the fact is unknown', () => {
		const applies = check(checklistApplicability, [
			FIXTURE.replace('conditions_on_post_treatment_event: { value: false,', 'conditions_on_post_treatment_event: { value: true,'),
		]);
		expect(applies.map((p) => p.path)).toEqual(['checklist.identification.status']);
		expect(applies[0]!.message).toContain('design.conditions_on_post_treatment_event is true');
		const unknown = check(checklistApplicability, [
			FIXTURE.replace('conditions_on_post_treatment_event: { value: false,', 'conditions_on_post_treatment_event: { value: unknown,'),
		]);
		expect(unknown.map((p) => p.path)).toEqual(['checklist.identification.status']);
		expect(unknown[0]!.message).toContain('depends on unknown design facts (conditions_on_post_treatment_event)');
	});
});
