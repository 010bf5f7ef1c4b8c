/**
 * Which checklist items apply to a study, computed from its design facts and the "Applies to"
 * conditions of data/checklist.yaml (Table 4). Pure functions over typed data; no Astro.
 *
 * A fact can be true, false or unknown, so applicability has three values too: an item whose
 * condition depends on an unknown fact neither applies nor fails to apply until the fact is known.
 */
import type { z } from 'zod';
import type { ApplicabilitySchema, ChecklistItem } from '../schema/framework.ts';
import type { Study } from '../schema/study.ts';
import type { applicabilityStates } from '../schema/vocabulary.ts';

export type Applicability = keyof typeof applicabilityStates;
export type Condition = z.output<typeof ApplicabilitySchema>;
export type { ChecklistItem };
export type DesignFacts = Study['design'];

/** Evaluates "all" or "any of these facts" over three-valued facts. */
export function evaluate(condition: Condition, design: DesignFacts): Applicability {
	if (condition === 'all') return 'applies';
	const values = condition.any_of.map((fact) => design[fact].value);
	if (values.includes(true)) return 'applies';
	if (values.every((v) => v === false)) return 'does_not_apply';
	return 'unknown';
}

/** Both parts must apply; either part failing to apply settles it. */
function both(a: Applicability, b: Applicability): Applicability {
	if (a === 'does_not_apply' || b === 'does_not_apply') return 'does_not_apply';
	if (a === 'applies' && b === 'applies') return 'applies';
	return 'unknown';
}

export interface ItemApplicability {
	item: ChecklistItem['id'];
	/** The item itself (its first part). */
	base: Applicability;
	/** The conditional second part, for the two items that have one; it needs the base to apply too. */
	second?: Applicability;
}

export function applicabilityOf(item: ChecklistItem, design: DesignFacts): ItemApplicability {
	const base = evaluate(item.applies_when, design);
	return item.second_part ? { item: item.id, base, second: both(base, evaluate(item.second_part.applies_when, design)) } : { item: item.id, base };
}
