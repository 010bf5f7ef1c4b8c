/**
 * Labels and display forms of typed values, shared by pages, exports and client scripts. Pure
 * functions over typed data: no Astro, no DOM.
 */
import { boundsRange, formatCount } from './bounds.ts';
import type { Framework } from './framework.ts';
import type { ChecklistStatus, Study } from './study.ts';
import {
	applicabilityStates,
	budgetKinds,
	checklistStatuses,
	comparisonUnits,
	contrastKinds,
	couplingKinds,
	designFacts,
	identificationKinds,
	outcomeKinds,
	populationKinds,
	publicationStatuses,
	readingDepths,
	silenceMarkers,
	summaryMeasures,
	uncertaintyMethods,
	type Term,
	type Vocabulary,
} from './vocabulary.ts';

export const vocabularies = {
	contrast: contrastKinds,
	coupling: couplingKinds,
	unit: comparisonUnits,
	population: populationKinds,
	budget: budgetKinds,
	outcome: outcomeKinds,
	summary: summaryMeasures,
	identification: identificationKinds,
	uncertainty: uncertaintyMethods,
	status: checklistStatuses,
	depth: readingDepths,
	publication: publicationStatuses,
	fact: designFacts,
} as const;

export function label<Id extends string>(v: Vocabulary<Id>, id: Id): string {
	return v[id].label;
}

/** Runs per task and arm as shown in tables: "1", "2–3", "at least 3", "unknown". */
export function runsLabel(runs: Study['runs']['per_task_and_arm']): string {
	return runs === 'unknown' ? 'unknown' : formatCount(runs);
}

/** A benchmark as listed: its name, version and size ("WebArena (812 tasks)", "BFCL v4 (more than 4,000 samples)"). */
export function benchmarkText(b: Study['population']['benchmarks'][number]): string {
	const name = b.version ? `${b.name} ${b.version}` : b.name;
	return b.size ? `${name} (${formatCount(b.size.value)} ${b.size.unit})` : name;
}

/** How many models: "12 models", "at least 20 models", or "number of models not stated". */
export function modelsCountText(count: Study['population']['models']['count']): string {
	if (count === 'unknown') return 'number of models not stated';
	return `${formatCount(count)} model${count === 1 ? '' : 's'}`;
}

/**
 * Bins of the runs filter. Each study falls in exactly one: a count in its bin, a range in the bin
 * that holds all of it, and a range that spans bins ("at least 3", "3–5") in `range`, since which
 * bin it belongs to is not known. Thresholds ("at least 3 runs") are the `runs_min` facet.
 */
export const runBuckets = [
	{ id: '1', label: '1 run', definition: 'Every task is run once per arm.' },
	{ id: '2-4', label: '2–4 runs', definition: 'Two to four runs per task and arm (a stated count or a range within 2–4).' },
	{ id: '5+', label: '5 or more runs', definition: 'Five or more runs per task and arm (a stated count or a range from 5 up).' },
	{
		id: 'range',
		label: 'A range across bins',
		definition: 'The source gives a range or a bound that spans these bins (for example “at least 3”), so no one bin holds it.',
	},
	{ id: 'unknown', label: 'unknown', definition: 'The source does not state how many runs each task gets per arm.' },
] as const;
export type RunBucket = (typeof runBuckets)[number]['id'];

export function runBucketsOf(runs: Study['runs']['per_task_and_arm']): RunBucket[] {
	if (runs === 'unknown') return ['unknown'];
	const [min, max] = boundsRange(runs);
	if (min === 1 && max === 1) return ['1'];
	if (min >= 2 && max <= 4) return ['2-4'];
	if (min >= 5) return ['5+'];
	return ['range'];
}

/** Thresholds of the runs filter: a study meets one when its stated count, or its range's lower bound, reaches it. */
export const runThresholds = [
	{ id: '2', label: 'at least 2 runs', definition: 'Two or more runs per task and arm, as far as the source states (a lower bound counts).' },
	{ id: '3', label: 'at least 3 runs', definition: 'Three or more runs per task and arm, as far as the source states (a lower bound counts).' },
	{ id: '5', label: 'at least 5 runs', definition: 'Five or more runs per task and arm, as far as the source states (a lower bound counts).' },
] as const;

export function runThresholdsOf(runs: Study['runs']['per_task_and_arm']): string[] {
	if (runs === 'unknown') return [];
	const [min] = boundsRange(runs);
	return runThresholds.filter((t) => min >= Number(t.id)).map((t) => t.id);
}

/** Sort key of runs: unknown sorts last. */
export function runsSortKey(runs: Study['runs']['per_task_and_arm']): number {
	if (runs === 'unknown') return Number.MAX_SAFE_INTEGER;
	const [low, high] = boundsRange(runs);
	return low > 0 ? low : Math.min(high, Number.MAX_SAFE_INTEGER);
}

/** A yes/no/unknown fact as symbol and text, so meaning never rests on colour. */
export function factDisplay(value: boolean | 'unknown'): { symbol: string; text: string } {
	if (value === 'unknown') return { symbol: '?', text: 'unknown' };
	return value ? { symbol: '✓', text: 'yes' } : { symbol: '✗', text: 'no' };
}

/** Checklist status as symbol, text and a CSS class (status-<id with hyphens>), all from the vocabulary; shape and text carry the meaning. */
export const statusDisplay = badges(checklistStatuses, (id) => ({ className: `status-${id.replaceAll('_', '-')}` })) as Record<
	ChecklistStatus,
	{ symbol: string; text: string; className: string }
>;

/**
 * Applicability as it is written: `text` in a sentence ("… (does not apply)"), `answer` in a
 * column headed "Applies" (yes / no / unknown). Both come from the one vocabulary.
 */
export const applicabilityDisplay: Record<keyof typeof applicabilityStates, { text: string; answer: string }> = {
	applies: { text: applicabilityStates.applies.label.toLowerCase(), answer: 'yes' },
	does_not_apply: { text: applicabilityStates.does_not_apply.label.toLowerCase(), answer: 'no' },
	unknown: { text: applicabilityStates.unknown.label.toLowerCase(), answer: 'unknown' },
};

/** Reading depth as a badge: a filled or hollow shape plus text, both from the vocabulary. */
export const depthDisplay: Record<Study['depth'], { symbol: string; text: string }> = badges(readingDepths);

/** Each value of a vocabulary whose terms carry a symbol, as a badge: symbol, text, and what `extra` adds, in display order. */
function badges<Id extends string, X extends object = object>(
	v: Vocabulary<Id, Term & { symbol: string }>,
	extra: (id: Id) => X = () => ({}) as X,
): Record<Id, { symbol: string; text: string } & X> {
	return Object.fromEntries(
		Object.entries<Term & { symbol: string }>(v).map(([id, t]) => [id, { symbol: t.symbol, text: t.label, ...extra(id as Id) }]),
	) as Record<Id, { symbol: string; text: string } & X>;
}

const labelCache = new WeakMap<Framework, ReturnType<typeof buildLabels>>();

/** Labels of framework terms by id, built once per framework (pages and rows ask for them many times). */
export function frameworkLabels(framework: Framework): ReturnType<typeof buildLabels> {
	let labels = labelCache.get(framework);
	if (!labels) {
		labels = buildLabels(framework);
		labelCache.set(framework, labels);
	}
	return labels;
}

function buildLabels(framework: Framework) {
	return {
		quantity: new Map(framework.quantities.quantities.map((q) => [q.id as string, q.name])),
		level: new Map(framework.levels.levels.map((l) => [l.id as string, l.label])),
		event: new Map(framework.levels.trigger_events.map((e) => [e.id as string, e.label])),
		item: new Map(framework.checklist.items.map((i) => [i.id as string, i.item])),
		axis: new Map(framework.axes.axes.map((a) => [a.id as string, a.label])),
	};
}

/** The quantity readings of a study with their display names ("other" carries its own name). */
export function quantityReadings(study: Study, framework: Framework): { id: string; name: string; asRead: string; inTable2: boolean }[] {
	if (study.quantities === 'not_assessed') return [];
	const names = frameworkLabels(framework).quantity;
	return study.quantities.map((q) =>
		q.id === 'other'
			? { id: 'other', name: q.name, asRead: q.as_read, inTable2: false }
			: { id: q.id, name: names.get(q.id) ?? q.id, asRead: q.as_read, inTable2: true },
	);
}

/** What a page, an export or a facet shows for a field no judgement was recorded on. */
export const NOT_ASSESSED_TEXT = silenceMarkers.not_assessed.label;

/** A nullable text field that may also say `none_stated` or `not_assessed`. */
export function statedText(value: string): { text: string; stated: boolean } {
	if (value === 'none_stated') return { text: 'None stated in the source', stated: false };
	if (value === 'not_assessed') return { text: NOT_ASSESSED_TEXT, stated: false };
	return { text: value, stated: true };
}

/** The condition that limits a study's interpretation, or "Not assessed". */
export function limitingText(study: Pick<Study, 'limiting_condition'>): string {
	return limitingStated(study).text;
}

/** The limiting condition with whether it was assessed, so a page decides by the flag, not by comparing the text. */
export function limitingStated(study: Pick<Study, 'limiting_condition'>): { text: string; stated: boolean } {
	return statedText(study.limiting_condition === 'not_assessed' ? 'not_assessed' : study.limiting_condition.text);
}

/** Joins short texts: sentences by a space, fragments by a semicolon. */
export function joinSentences(parts: readonly string[]): string {
	return parts.reduce((acc, part, i) => (i === 0 ? part : `${acc}${/[.!?]$/.test(acc) ? ' ' : '; '}${part}`), '');
}
