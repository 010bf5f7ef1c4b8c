/**
 * What a study page shows: which of its sections hold anything the record states, the table of
 * contents of the sections present, and, for a stated-design record, the one line that names what
 * the reading leaves out. Pure functions over typed data: no Astro, no DOM.
 *
 * A full or main-text reading keeps every section (a section with nothing recorded says so in one
 * line). A stated-design record shows what its source states and leaves out every section whose
 * values are all unknown or not assessed.
 */
import type { StudyGaps } from '../gaps/gaps.ts';
import type { ChecklistItem } from '../model/applicability.ts';
import type { Study } from '../schema/study.ts';
import type { stageIds } from '../schema/study.ts';
import { reviewStages } from '../schema/vocabulary.ts';
import { applicabilityDisplay, statedText } from '../schema/labels.ts';
import type { Comparison } from './study-parts.ts';

/** The h2 sections of a study page, in page order. */
export const studySections = [
	{ id: 'treatment-contrast', title: '1. Treatment contrast' },
	{ id: 'target-population', title: '2. Target population' },
	{ id: 'outcome', title: '3. Outcome' },
	{ id: 'budget-constraint', title: '4. Budget constraint' },
	{ id: 'summary-measure', title: '5. Summary measure' },
	{ id: 'identification', title: '6. Identification' },
	{ id: 'results', title: 'Headline results' },
	{ id: 'review-account', title: 'The review’s account' },
	{ id: 'design-facts', title: 'Design facts' },
	{ id: 'checklist', title: 'Reporting checklist' },
	{ id: 'locations', title: 'Locations in the paper' },
	{ id: 'quotes', title: 'Quotations' },
	{ id: 'notes', title: 'Notes' },
	{ id: 'reference', title: 'Reference' },
	{ id: 'cite', title: 'Cite' },
	{ id: 'record', title: 'The record' },
] as const;

export type SectionId = (typeof studySections)[number]['id'];
export type Section = (typeof studySections)[number];

/** The review's stages as the page names them. */
/** A stage as the study page writes it: the review stage's label. */
export const stageLabels = Object.fromEntries(Object.entries(reviewStages).map(([id, t]) => [id, t.label])) as Record<(typeof stageIds)[number], string>;

/** Whether a checklist item applies, as the checklist table writes it. */
/** Applicability in the checklist table's "Applies" column. */
export const appliesText = Object.fromEntries(Object.entries(applicabilityDisplay).map(([k, v]) => [k, v.answer])) as Record<
	keyof typeof applicabilityDisplay,
	string
>;

// ---------------------------------------------------------------- what a record states

export function armsRecorded(c: Comparison): boolean {
	return c.arms.length > 0;
}

export function couplingRecorded(c: Comparison): boolean {
	return c.coupling.kind !== 'unknown' || c.coupling.shared.length > 0 || c.coupling.note !== undefined;
}

export function unitRecorded(c: Comparison): boolean {
	return c.unit.kind !== 'unknown' || c.unit.note !== undefined;
}

export function runsRecorded(runs: Study['runs']): boolean {
	return (
		runs.per_task_and_arm !== 'unknown' ||
		runs.variance_estimated !== 'unknown' ||
		runs.uncertainty.method !== 'unknown' ||
		runs.note !== undefined ||
		runs.uncertainty.note !== undefined ||
		runs.uncertainty.resamples !== undefined
	);
}

export function benchmarksRecorded(p: Study['population']): boolean {
	return p.benchmarks.length > 0;
}

export function modelsRecorded(p: Study['population']): boolean {
	return p.models.count !== 'unknown' || p.models.names.length > 0 || p.models.note !== undefined;
}

export function outcomeRecorded(study: Study): boolean {
	return study.outcome.endpoints.length > 0;
}

export function budgetRecorded(study: Study): boolean {
	return study.budget.kind !== 'unknown' || study.budget.detail !== undefined;
}

export function summaryRecorded(study: Study): boolean {
	return study.summary_measures.length > 0;
}

export function identificationRecorded(study: Study): boolean {
	const id = study.identification;
	return id.kind !== 'unknown' || id.assumptions.length > 0 || id.note !== undefined;
}

/** Some design fact is known (true or false). */
export function designFactsRecorded(study: Study): boolean {
	return Object.values(study.design).some((f) => f.value !== 'unknown');
}

/** Some checklist part has a status other than not assessed. */
export function checklistRecorded(study: Study): boolean {
	return Object.values(study.checklist).some(
		(e: { status: string; second_part?: { status: string } | undefined }) =>
			e.status !== 'not_assessed' || (e.second_part !== undefined && e.second_part.status !== 'not_assessed'),
	);
}

// ---------------------------------------------------------------- the page plan

/** One row of a definition list that a compact page may leave out. */
export interface PopulationRows {
	benchmarks: boolean;
	models: boolean;
	inclusion: boolean;
	censoring: boolean;
}

export interface StudyPagePlan {
	/** A stated-design record: sections with nothing stated are left out. */
	compact: boolean;
	/** The h2 sections on the page, in order: the table of contents. */
	sections: Section[];
	/** Per comparison id: which of its rows to show. */
	comparisonRows: Map<string, { arms: boolean; coupling: boolean; unit: boolean }>;
	showRuns: boolean;
	population: PopulationRows;
	/** Rows of the facts list under the title. */
	showVersionRead: boolean;
	showQuantities: boolean;
	showLimiting: boolean;
	/** What a compact page leaves out, in reader's words, in page order; empty on a full page. */
	notCovered: string[];
	/** The one line that says what the reading does not cover; undefined when it covers everything shown. */
	coverageNote: string | undefined;
}

/** "a", "a and b", "a, b and c". */
export function listText(parts: readonly string[]): string {
	if (parts.length <= 1) return parts.join('');
	return `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

/** Which sections and rows a study page shows. */
export function studyPagePlan(study: Study): StudyPagePlan {
	const compact = study.depth === 'stated_design';
	const keep = (recorded: boolean) => !compact || recorded;
	const comparisonRows = new Map(
		study.comparisons.map((c) => [c.id, { arms: keep(armsRecorded(c)), coupling: keep(couplingRecorded(c)), unit: keep(unitRecorded(c)) }]),
	);
	const p = study.population;
	const population: PopulationRows = {
		benchmarks: keep(benchmarksRecorded(p)),
		models: keep(modelsRecorded(p)),
		inclusion: keep(p.inclusion !== 'not_assessed'),
		censoring: keep(p.censoring !== 'not_assessed'),
	};
	const shown: Record<SectionId, boolean> = {
		'treatment-contrast': true,
		'target-population': true,
		outcome: keep(outcomeRecorded(study)),
		'budget-constraint': keep(budgetRecorded(study)),
		'summary-measure': keep(summaryRecorded(study)),
		identification: keep(identificationRecorded(study)),
		results: keep(study.results.length > 0 || (study.discrepancies?.length ?? 0) > 0),
		'review-account': study.review_account !== undefined,
		'design-facts': keep(designFactsRecorded(study)),
		checklist: keep(checklistRecorded(study)),
		locations: keep(study.locations.length > 0),
		quotes: (study.quotes?.length ?? 0) > 0,
		notes: study.notes !== undefined,
		reference: true,
		cite: true,
		record: true,
	};
	const rows = [...comparisonRows.values()];
	const showQuantities = keep(study.quantities !== 'not_assessed');
	const showLimiting = keep(study.limiting_condition !== 'not_assessed');
	const showRuns = keep(runsRecorded(study.runs));
	const left: [boolean, string][] = [
		[rows.every((r) => !r.arms), 'arms'],
		[rows.every((r) => !r.coupling && !r.unit), 'coupling'],
		[!showRuns, 'runs'],
		[!population.benchmarks && !population.models, 'benchmarks and models'],
		[!shown.outcome, 'outcome'],
		[!shown['budget-constraint'], 'budget'],
		[!shown['summary-measure'], 'summary measure'],
		[!shown.identification, 'identification'],
		[!showQuantities, 'quantity estimated'],
		[!showLimiting, 'limiting condition'],
		[!shown['design-facts'], 'design facts'],
		[!shown.checklist, 'checklist statuses'],
		[!shown.locations, 'locations in the paper'],
	];
	const notCovered = compact ? left.filter(([out]) => out).map(([, what]) => what) : [];
	const source = study.provenance.source === 'review' ? 'The review' : 'The paper’s abstract';
	const coverageNote =
		notCovered.length === 0
			? undefined
			: `${source} characterizes this study by its stated design only: ${listText(notCovered)} ${notCovered.length === 1 ? 'is' : 'are'} not assessed here.`;
	// The line on what the reading leaves out goes in the notes section, which a compact page then always has.
	if (coverageNote !== undefined) shown.notes = true;
	return {
		compact,
		sections: studySections.filter((s) => shown[s.id]),
		comparisonRows,
		showRuns,
		population,
		showVersionRead: keep(study.provenance.version_read !== 'unknown'),
		showQuantities,
		showLimiting,
		notCovered,
		coverageNote,
	};
}

/** The headline comparison first: it is the one the evidence matrix shows. */
export function orderedComparisons(study: Pick<Study, 'comparisons'>, headline: Comparison): Comparison[] {
	return [headline, ...study.comparisons.filter((c) => c !== headline)];
}

/** The title of a comparison's heading: numbered, the headline marked, when there are several. */
export function comparisonTitle(count: number, index: number, kindLabel: string): string {
	return `${count > 1 ? `Comparison ${index + 1}${index === 0 ? ' (headline)' : ''}` : 'Comparison'}: ${kindLabel}`;
}

/** Checklist parts that are gaps, with what a complete report would add. */
export function completeReport(
	gaps: StudyGaps,
	items: readonly ChecklistItem[],
): { name: string; status: StudyGaps['cells'][number]['base']['status']; what: string }[] {
	return gaps.cells.flatMap((cell, i) => {
		const item = items[i]!;
		const out = [];
		if (cell.base.gap) out.push({ name: item.item, status: cell.base.status, what: item.what_to_report });
		if (cell.second?.gap && item.second_part)
			out.push({ name: `${item.item}, second part`, status: cell.second.status, what: item.second_part.what_to_report });
		return out;
	});
}

/**
 * Ids of the checklist rows other pages link to (`#item-…`, `#item-…-second`). A page that leaves the
 * checklist out keeps them as anchors on its coverage line, so those links still land on the answer.
 */
export function checklistAnchors(gaps: StudyGaps): string[] {
	return gaps.cells.flatMap((cell) => (cell.second ? [`item-${cell.item}`, `item-${cell.item}-second`] : [`item-${cell.item}`]));
}

/** Inclusion and censoring as the page shows them. */
export function populationTexts(p: Study['population']): { inclusion: ReturnType<typeof statedText>; censoring: ReturnType<typeof statedText> } {
	return { inclusion: statedText(p.inclusion), censoring: statedText(p.censoring) };
}

/** An http(s) address, or undefined: only those become links. */
export function webLink(url: string | undefined): string | undefined {
	return url && /^https?:\/\//.test(url) ? url : undefined;
}

/** Whether a study page shows a section. */
export function hasSection(plan: StudyPagePlan, id: SectionId): boolean {
	return plan.sections.some((s) => s.id === id);
}
