/**
 * What the design estimates: the quantities of the review's Table 2 as read for a study, the
 * trigger event a result depends on, where the design is found, and the limiting condition.
 */
import { z } from 'zod';
import { described, Quote, text } from '../common.ts';
import { quantityIds, triggerEventIds } from '../vocabulary.ts';

export const QuantityReading = z.discriminatedUnion('id', [
	z.strictObject({
		id: described(z.enum(quantityIds), 'A row of the review’s Table 2 (data/quantities.yaml).'),
		as_read: text('How the quantity applies to this study, in our own words.', 600),
	}),
	z.strictObject({
		id: described(z.literal('other'), 'A quantity that is not a row of Table 2; name it.'),
		name: text('The quantity as the source reads it, e.g. "validity of replay for per-step model switching".', 200),
		as_read: text('How the quantity applies to this study, in our own words.', 600),
	}),
]);

export const TriggerSchema = described(
	z.strictObject({
		event: described(
			z.union([z.enum(triggerEventIds), z.literal('none'), z.literal('unknown')]),
			'The event a reported summary conditions on (data/levels.yaml), "none" when none, "unknown" when not stated.',
		),
		note: text('How the study defines the event.').optional(),
	}),
	'The trigger event a result depends on.',
);

export const Location = z.strictObject({
	where: text('Section, table, figure or appendix of the paper, e.g. "§4.3" or "App. A".', 80),
	what: text('What is found there.', 300).optional(),
});

export const LimitingCondition = z.strictObject({
	text: text('The condition that most limits interpretation, in our own words.', 800),
	quote: Quote.optional(),
});
