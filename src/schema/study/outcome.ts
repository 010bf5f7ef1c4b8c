/**
 * Axes 3 to 6 of Table 1: the outcome (endpoints), the budget constraint and the identification
 * assumptions (axis 5, the summary measures, is a field of the record itself).
 */
import { z } from 'zod';
import { described, text, vocabularyEnum } from '../common.ts';
import { budgetKinds, evaluatorKinds, identificationKinds, outcomeKinds, scoringUnits } from '../vocabulary.ts';
import { SnakeId } from './shared.ts';

const Endpoint = z.strictObject({
	id: SnakeId('Short snake_case id of the endpoint, for results that name it (needed when results report more than one endpoint).', 'pass_rate').optional(),
	kind: vocabularyEnum(outcomeKinds, 'Kind of endpoint.'),
	description: text('The endpoint as the study defines it.', 400),
	evaluator: vocabularyEnum(evaluatorKinds, 'Who or what decides whether an output is correct.').optional(),
	scored_per: vocabularyEnum(scoringUnits, 'What one score is given to: a call, a turn, a dialogue, a task or a query.').optional(),
});

export const outcome = (full: boolean) =>
	described(
		z.strictObject({
			endpoints: full
				? described(z.array(Endpoint).min(1), 'Endpoints, primary first.')
				: described(z.array(Endpoint), 'Endpoints, primary first; may be empty when the source does not state them.'),
		}),
		'Axis 3 of Table 1: the outcome or endpoint.',
	);

export const BudgetSchema = described(
	z.strictObject({
		kind: vocabularyEnum(budgetKinds, 'Budget constraint across arms (Table 1).'),
		detail: text('Caps, limits and how spending is compared.').optional(),
	}),
	'Axis 4 of Table 1: the budget constraint.',
);

export const IdentificationSchema = described(
	z.strictObject({
		kind: vocabularyEnum(identificationKinds, 'On what the causal reading of the summary rests.'),
		assumptions: described(z.array(text('One assumption, named.', 400)), 'Assumptions under which the summary is causal; empty when none are stated.'),
		note: text('What is known or missing about identification.').optional(),
	}),
	'Axis 6 of Table 1: identification assumptions, or an explicit "protocol-specific".',
);
