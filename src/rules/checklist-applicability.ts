/**
 * A recorded checklist status agrees with the applicability computed from the design facts:
 * `not_applicable` only where the item does not apply, never where it applies or where a fact it
 * depends on is unknown; and the conditional second part is recorded exactly for the items that
 * have one (the schema refuses it on the others).
 */
import { applicabilityOf, type Applicability, type ChecklistItem, type DesignFacts } from '../model/applicability.ts';
import type { Problem } from '../lib/problems.ts';
import type { SourceFile } from '../lib/source-file.ts';
import { problemAt, type Rule } from './types.ts';

const RULE = 'checklist-applicability';

function factsOf(condition: ChecklistItem['applies_when'], design: DesignFacts, value: boolean | 'unknown'): string[] {
	return condition === 'all' ? [] : condition.any_of.filter((f) => design[f].value === value);
}

function checkPart(
	source: SourceFile<{ design: DesignFacts }>,
	path: (string | number)[],
	status: string,
	applies: Applicability,
	condition: ChecklistItem['applies_when'],
	what: string,
): Problem[] {
	const design = source.data.design;
	if (applies === 'applies' && status === 'not_applicable') {
		const because = condition === 'all' ? 'it applies to all designs' : `design.${factsOf(condition, design, true).join(', design.')} is true`;
		return [
			problemAt(
				RULE,
				source,
				[...path, 'status'],
				`${what} is recorded not_applicable, but it applies: ${because}`,
				'record what the study reports (reported, partial, not_reported) or not_assessed, or correct the design fact',
			),
		];
	}
	if (applies === 'does_not_apply' && status !== 'not_applicable') {
		return [
			problemAt(
				RULE,
				source,
				[...path, 'status'],
				`${what} does not apply to this design but is recorded ${status}`,
				'record not_applicable, or correct the design fact that rules it out',
			),
		];
	}
	if (applies === 'unknown' && status === 'not_applicable') {
		const unknown = condition === 'all' ? [] : factsOf(condition, design, 'unknown');
		return [
			problemAt(
				RULE,
				source,
				[...path, 'status'],
				`${what} is recorded not_applicable, but whether it applies depends on unknown design facts (${unknown.join(', ')})`,
				'record not_assessed, or settle the design fact from the source',
			),
		];
	}
	return [];
}

export const checklistApplicability: Rule = {
	name: RULE,
	description: 'Checklist statuses agree with the applicability computed from the design facts (Table 4).',
	needsFramework: true,
	scope: 'record',
	check: ({ records, framework }) =>
		records.flatMap((record) => {
			const { design, checklist } = record.data;
			// Checked wherever both parts passed their schema, even when the rest of the file did not.
			if (!design || !checklist) return [];
			const source = { ...record, data: { design } };
			const out: Problem[] = [];
			for (const item of framework.checklist.items) {
				const entry = checklist[item.id] as { status: string; second_part?: { status: string } };
				const a = applicabilityOf(item, design);
				const path = ['checklist', item.id];
				out.push(...checkPart(source, path, entry.status, a.base, item.applies_when, `checklist item ${item.id}`));
				// Only the items with a second part in data/checklist.yaml accept one in the schema (vocabulary-coverage).
				if (!item.second_part) continue;
				if (!entry.second_part) {
					if (a.base !== 'does_not_apply') {
						out.push(
							problemAt(
								RULE,
								source,
								path,
								`checklist item ${item.id} needs its second_part (${item.second_part.what_to_report.split(/[;.,]/)[0]})`,
								'add second_part with status and basis',
								{ atKey: true },
							),
						);
					}
					continue;
				}
				out.push(
					...checkPart(source, [...path, 'second_part'], entry.second_part.status, a.second!, item.second_part.applies_when, `the second part of ${item.id}`),
				);
			}
			return out;
		}),
};
