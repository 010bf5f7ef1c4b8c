/**
 * Design facts, from which checklist applicability is computed, and the statuses of the items of
 * the review's Table 4 (data/checklist.yaml).
 */
import { z } from 'zod';
import { described, text, vocabularyEnum, YesNoUnknown } from '../common.ts';
import { checklistItemIds, checklistItemsWithSecondPart, checklistStatuses, designFacts, idsOf } from '../vocabulary.ts';

const DesignFact = z.strictObject({
	value: YesNoUnknown,
	basis: text('Where this fact comes from: a section of the review or a location in the paper.', 300),
});

export const DesignSchema = described(
	z.strictObject(
		Object.fromEntries(idsOf(designFacts).map((fact) => [fact, described(DesignFact, designFacts[fact].definition)])) as Record<
			keyof typeof designFacts,
			typeof DesignFact
		>,
	),
	'Design facts from which checklist applicability is computed; each names its basis.',
);

const Judgement = {
	status: vocabularyEnum(checklistStatuses, 'reported, partial, not_reported, not_applicable or not_assessed.'),
	note: text('What the study reports or misses for this item, in our own words.', 800).optional(),
	basis: text('Where the judgement comes from: a section of the review or a location in the paper. For not_assessed, say which source is silent.', 300),
};

const ChecklistEntry = z.strictObject(Judgement);

const ChecklistEntryWithSecondPart = z.strictObject({
	...Judgement,
	second_part: described(z.strictObject(Judgement), 'The conditional second part of the item: its second_part in data/checklist.yaml.').optional(),
});

const withSecondPart: ReadonlySet<string> = new Set(checklistItemsWithSecondPart);

/**
 * One entry per item of Table 4. What each item asks for lives only in data/checklist.yaml; the
 * JSON Schema and the new-record skeleton take that wording from there (checklistWording).
 */
export const ChecklistSchema = described(
	z.strictObject(
		Object.fromEntries(
			checklistItemIds.map((id) => [
				id,
				described(withSecondPart.has(id) ? ChecklistEntryWithSecondPart : ChecklistEntry, `The checklist item "${id}" of data/checklist.yaml.`),
			]),
		) as {
			[K in (typeof checklistItemIds)[number]]: K extends (typeof checklistItemsWithSecondPart)[number]
				? typeof ChecklistEntryWithSecondPart
				: typeof ChecklistEntry;
		},
	),
	'One status with its basis for each of the ten items of Table 4 (data/checklist.yaml).',
);
