/** Every cross-file rule, run in this order by the loader. */
import { checklistApplicability } from './checklist-applicability.ts';
import { depthRequirements } from './depth-requirements.ts';
import { idMatchesFileName } from './id-matches-file-name.ts';
import { invisibleCharacters } from './invisible-characters.ts';
import { referencesResolve } from './references-resolve.ts';
import { reservedIds } from './reserved-ids.ts';
import { reviewAccount } from './review-account.ts';
import { schemaComment } from './schema-comment.ts';
import { screeningCoverage } from './screening-coverage.ts';
import type { Rule } from './types.ts';
import { studyConsistency } from './study-consistency.ts';
import { uniqueIds } from './unique-ids.ts';
import { uniqueShortNames } from './unique-short-names.ts';
import { vocabularyCoverage } from './vocabulary-coverage.ts';

export type { Rule, RuleContext, RuleScope } from './types.ts';

export const rules: readonly Rule[] = [
	idMatchesFileName,
	reservedIds,
	uniqueIds,
	uniqueShortNames,
	depthRequirements,
	studyConsistency,
	referencesResolve,
	reviewAccount,
	vocabularyCoverage,
	checklistApplicability,
	screeningCoverage,
	schemaComment,
	invisibleCharacters,
];
