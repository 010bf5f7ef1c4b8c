/**
 * The study record: one YAML file under studies/, describing one evaluation study along the six
 * axes of the review's Table 1, with the design facts, the quantity it estimates, the condition
 * that limits its interpretation, the checklist statuses and the headline results.
 *
 * Every object is strict (a typo'd key is an error) and every field explains itself.
 */
import { z } from 'zod';
import { described, Quote, ReferenceNumber, StudyId, line, text, vocabularyEnum } from './common.ts';
import { checklistItemIds, checklistStatuses, designFacts, idsOf, measurementLevelIds, NOT_STATED, summaryMeasures } from './vocabulary.ts';
import { NotAssessed } from './study/shared.ts';
import { PaperSchema, provenance, ReviewAccount, stageIds } from './study/provenance.ts';
import { Arm, comparisons } from './study/contrast.ts';
import { population, RunsSchema } from './study/population.ts';
import { BudgetSchema, IdentificationSchema, outcome } from './study/outcome.ts';
import { LimitingCondition, Location, QuantityReading, TriggerSchema } from './study/estimand.ts';
import { ChecklistSchema, DesignSchema } from './study/checklist.ts';
import { Discrepancy, ResultSchema } from './study/results.ts';

export { BudgetSchema, ChecklistSchema, DesignSchema, IdentificationSchema, PaperSchema, ResultSchema, RunsSchema, stageIds, TriggerSchema, type Arm };

// ---------------------------------------------------------------- the record

const unknownDesign = Object.fromEntries(idsOf(designFacts).map((f) => [f, { value: 'unknown' as const, basis: NOT_STATED }])) as z.output<typeof DesignSchema>;
const notAssessed = { status: 'not_assessed' as const, basis: NOT_STATED };
const notAssessedChecklist = {
	...Object.fromEntries(checklistItemIds.map((id) => [id, notAssessed])),
	discordance_degradation: { ...notAssessed, second_part: notAssessed },
	budget: { ...notAssessed, second_part: notAssessed },
} as z.output<typeof ChecklistSchema>;

const Quantities = described(
	z.union([z.array(QuantityReading).min(1), NotAssessed]),
	'The quantities the design estimates as rows of Table 2, or "not_assessed" when the source does not say.',
);
const Limiting = described(z.union([LimitingCondition, NotAssessed]), 'The condition that most limits interpretation, or "not_assessed".');
const Locations = described(z.array(Location), 'Where the design and results are found in the paper (of the version read).');
const Results = described(
	z.array(ResultSchema),
	'Results with their numbers exactly as reported: each one figure (value, naming its comparison, arms, model and benchmark where it can) or a table of figures (table, with named dimensions and one cell per figure); never several figures packed into one string.',
);
const SummaryMeasures = (full: boolean) => {
	const item = vocabularyEnum(summaryMeasures, 'A summary measure.');
	return full
		? described(z.array(item).min(1), 'Axis 5 of Table 1: the summary measures reported.')
		: described(z.array(item), 'Axis 5 of Table 1: the summary measures reported; may be empty.').default([]);
};

const DEPTH_DESCRIPTIONS = {
	full: 'The whole paper (appendices included) was read; every design field is stated, with unknown / not_assessed / none_stated where the paper is silent.',
	main_text:
		'The main text of the paper was read, but not its appendices or supplement; every design field is stated, with unknown where only the unread parts could settle it.',
	stated_design:
		'Only the stated design and headline results were recorded (through the review, or from the paper’s abstract); fields left out read as unknown / not assessed.',
} as const;

/**
 * The fields of a record at one reading depth. A full or main-text reading must state every design
 * field (writing unknown / not_assessed where the paper is silent); a stated-design record may leave
 * them to their defaults, which read as unknown / not assessed.
 */
function studyVariant<const D extends 'full' | 'main_text' | 'stated_design'>(depth: D) {
	const full = depth !== 'stated_design';
	return z.strictObject({
		id: StudyId,
		short_name: line('Short name used in tables, e.g. "Skill Following".', 80),
		depth: described(z.literal(depth), DEPTH_DESCRIPTIONS[depth]),
		provenance: provenance(depth),
		paper: PaperSchema,
		review_account: ReviewAccount.optional(),
		arms: described(
			z.array(Arm).min(1),
			'Arms defined once for the whole record, for arms that several comparisons share; a comparison names them by id.',
		).optional(),
		comparisons: comparisons(full),
		population: population(full),
		outcome: full ? outcome(true) : outcome(false).default({ endpoints: [] }),
		budget: full ? BudgetSchema : BudgetSchema.default({ kind: 'unknown' }),
		summary_measures: SummaryMeasures(full),
		identification: full ? IdentificationSchema : IdentificationSchema.default({ kind: 'unknown', assumptions: [] }),
		runs: full ? RunsSchema : RunsSchema.default({ per_task_and_arm: 'unknown', variance_estimated: 'unknown', uncertainty: { method: 'unknown' } }),
		quantities: full ? Quantities : Quantities.default('not_assessed'),
		levels: described(
			z.array(described(z.enum(measurementLevelIds), 'A measurement level (data/levels.yaml).')).min(1),
			'Measurement levels the study touches (Section 3.1).',
		),
		trigger: TriggerSchema.optional(),
		limiting_condition: full ? Limiting : Limiting.default('not_assessed'),
		locations: full ? Locations : Locations.default([]),
		design: full ? DesignSchema : DesignSchema.default(unknownDesign),
		checklist: full ? ChecklistSchema : ChecklistSchema.default(notAssessedChecklist),
		results: full ? Results : Results.default([]),
		discrepancies: described(z.array(Discrepancy), 'Reported numbers that disagree within the source.').optional(),
		quotes: described(z.array(Quote), 'Further short attributed quotations.').optional(),
		related_refs: described(
			z.array(ReferenceNumber),
			'Numbers of related works in the review’s bibliography (data/references.yaml) that the record mentions.',
		).optional(),
		related_studies: described(z.array(StudyId), 'Ids of related study records in this database (any study, whether or not the review covers it).').optional(),
		notes: text('Anything else a reader should know, in our own words.', 2000).optional(),
	});
}

export const FullStudySchema = studyVariant('full');
export const MainTextStudySchema = studyVariant('main_text');
export const StatedDesignStudySchema = studyVariant('stated_design');

const StudyVariants = z.discriminatedUnion('depth', [FullStudySchema, MainTextStudySchema, StatedDesignStudySchema]);
type ParsedStudy = z.output<typeof StudyVariants>;
type ParsedComparison = ParsedStudy['comparisons'][number];
/** A comparison as pages and exports read it: every arm an object, shared ones copied from the record's arms. */
export type Comparison = Omit<ParsedComparison, 'arms'> & { arms: Arm[] };

/** Marks an arm whose id names no top-level arm; the study-consistency rule reports it. */
const UNRESOLVED = Symbol('unresolved arm');

/** Whether an arm was named by an id that the record's top-level arms do not define. */
export function isUnresolvedArm(arm: Arm): boolean {
	return UNRESOLVED in arm;
}

/** Every comparison's arms as objects: an id is replaced by the top-level arm it names. */
function resolveArms<S extends ParsedStudy>(study: S): Omit<S, 'comparisons'> & { comparisons: Comparison[] } {
	const shared = new Map((study.arms ?? []).map((a) => [a.id, a]));
	return {
		...study,
		comparisons: study.comparisons.map((c) => ({
			...c,
			arms: c.arms.map((a) => {
				if (typeof a !== 'string') return a;
				const found = shared.get(a);
				if (found) return found;
				const stub: Arm = { id: a, label: a };
				Object.defineProperty(stub, UNRESOLVED, { value: true });
				return stub;
			}),
		})),
	};
}

/**
 * A study record, one kind per reading depth: the `depth` key picks the kind (the JSON Schema
 * branches on it with if/then, so an editor reports only the chosen kind's problems). After
 * parsing, every comparison's arms are objects (pages never see an arm id in their place).
 */
export const StudySchema = StudyVariants.transform((s) => resolveArms(s));

/** What an author writes. */
export type StudyInput = z.input<typeof StudySchema>;
/** What pages, exports and gap analysis receive after validation. */
export type Study = z.output<typeof StudySchema>;
export type Result = Study['results'][number];
/** A result in its short form: one figure. */
export type SingleResultData = Extract<Result, { value: unknown }>;
/** A result in its long form: a table of figures. */
export type TableResultData = Extract<Result, { table: unknown }>;
export type ChecklistStatus = keyof typeof checklistStatuses;
