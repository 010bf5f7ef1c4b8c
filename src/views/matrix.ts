/**
 * The evidence matrix as data: one row per study with the cells of the review's Table 5 and
 * Table 3 views, the facets the filters use, and the sort keys. The page renders these rows; the
 * client script only reads the data attributes the page writes from them.
 */
import type { Framework } from '../schema/framework.ts';
import type { Study } from '../schema/study.ts';
import { armsAreCounted, armsSummary, headlineComparison, studySource } from './study-parts.ts';
import { budgetKinds, couplingKinds, designFacts, idsOf } from '../schema/vocabulary.ts';
import { DESIGN_FACETS, FACT_FACETS, type FacetName } from './matrix-state.ts';
import { designFacetRegistry, facetEntries, factFacet, UNASSESSED_QUANTITY, type FacetSpec } from './facets.ts';
import {
	benchmarkText,
	factDisplay,
	frameworkLabels,
	label,
	limitingStated,
	modelsCountText,
	quantityReadings,
	runBucketsOf,
	runThresholdsOf,
	runsLabel,
	runsSortKey,
	joinSentences,
	statedText,
	type RunBucket,
} from '../schema/labels.ts';
import { resolvePaper, type Paper } from './paper.ts';
import { cutAtWord } from '../lib/text.ts';

export type Facet = FacetName;

/** A design fact as a facet value: the text it is shown with (yes / no / unknown). */
const factValue = (v: boolean | 'unknown') => factDisplay(v).text;

/**
 * Every word of the record, once each, lower case: what the text filter searches, so the same
 * query finds the same studies whatever view is shown. Design facts that hold add their labels
 * ("conditions on a post-treatment event"), since a reader asks in words, not ids.
 */
export function recordWords(study: Study, extra: readonly string[] = []): string {
	const words = new Set<string>();
	const add = (text: string) => {
		for (const w of text.toLowerCase().split(/\s+/)) {
			const t = w.replace(/^[("'“‘[]+|[)"'”’\].,;:!?]+$/g, '');
			if (t) words.add(t);
		}
	};
	const walk = (v: unknown): void => {
		if (typeof v === 'string') add(v);
		else if (typeof v === 'number') add(String(v));
		else if (Array.isArray(v)) v.forEach(walk);
		else if (v && typeof v === 'object') Object.values(v).forEach(walk);
	};
	walk(study);
	for (const f of idsOf(designFacts)) if (study.design[f].value === true) add(designFacts[f].label);
	extra.forEach(add);
	return [...words].join(' ');
}

export interface MatrixRow {
	id: string;
	shortName: string;
	paper: Paper;
	version: string;
	depth: Study['depth'];
	/** The headline comparison's arms: their count, and a line that lists them, or counts them when there are many. */
	arms: { count: number; summary: string; counted: boolean; comparison: string; labels: string[] };
	coupling: { kind: string; label: string; shared: string[]; note: string | undefined };
	population: {
		benchmarks: string[];
		models: string;
		inclusion: { text: string; stated: boolean };
		censoring: { text: string; stated: boolean };
	};
	runs: string;
	endpoints: string[];
	budget: { label: string; detail: string | undefined };
	locations: string[];
	quantities: { id: string; name: string; inTable2: boolean }[];
	limiting: string;
	/** False when no limiting condition was assessed: pages decide by this flag, never by comparing `limiting` with a label. */
	limitingStated: boolean;
	levels: { id: string; label: string }[];
	facets: Record<Facet, string[]>;
	/** Every word of the record and its paper, lower case (recordWords): what the text filter searches. */
	text: string;
	/**
	 * The sort key of the one column that does not sort by what it shows: runs, as a number. The
	 * others sort by their text (cellSortKey), the study column by the study's name, so the page
	 * does not carry each note a second time.
	 */
	sort: { runs: number };
}

export interface Column {
	id: string;
	label: string;
	/** Numeric columns sort as numbers. */
	numeric?: boolean;
}

export const table5Columns: readonly Column[] = [
	{ id: 'study', label: 'Study (version)' },
	{ id: 'arms', label: 'Arms and coupling' },
	{ id: 'population', label: 'Population, inclusion, censoring' },
	{ id: 'runs', label: 'Runs; endpoint; budget', numeric: true },
	{ id: 'location', label: 'Location in paper' },
];

export const table3Columns: readonly Column[] = [
	{ id: 'study', label: 'Study' },
	{ id: 'quantity', label: 'Quantity (as read)' },
	{ id: 'limiting', label: 'Condition that limits interpretation' },
];

/** Above this many model names, the matrix and the tables give the count and leave the list to the study page. */
const MAX_LISTED_MODELS = 12;

function modelsText(models: Study['population']['models']): string {
	const count = modelsCountText(models.count);
	if (models.names.length > MAX_LISTED_MODELS) return `${count} (${models.names.length} named on the study page)`;
	return models.names.length > 0 ? `${count}: ${models.names.join(', ')}` : count;
}

/** Rows by framework and study object: the matrix page and several downloads ask for the same rows in one build. */
const rowCache = new WeakMap<Framework, WeakMap<Study, MatrixRow>>();

export function matrixRow(study: Study, framework: Framework): MatrixRow {
	let byStudy = rowCache.get(framework);
	if (!byStudy) rowCache.set(framework, (byStudy = new WeakMap()));
	let row = byStudy.get(study);
	if (!row) byStudy.set(study, (row = buildMatrixRow(study, framework)));
	return row;
}

function buildMatrixRow(study: Study, framework: Framework): MatrixRow {
	const labels = frameworkLabels(framework);
	const paper = resolvePaper(study, framework.references.references);
	const quantities = quantityReadings(study, framework).map(({ id, name, inTable2 }) => ({ id, name, inTable2 }));
	const limitingFact = limitingStated(study);
	const limiting = limitingFact.text;
	const runs = runsLabel(study.runs.per_task_and_arm);
	const headline = headlineComparison(study);
	const row: Omit<MatrixRow, 'text' | 'sort'> = {
		id: study.id,
		shortName: study.short_name,
		paper,
		version: study.provenance.version_read,
		depth: study.depth,
		arms: {
			count: headline.arms.length,
			summary: armsSummary(headline),
			counted: armsAreCounted(headline),
			comparison: headline.id,
			labels: headline.arms.map((a) => a.label),
		},
		coupling: {
			kind: headline.coupling.kind,
			label: label(couplingKinds, headline.coupling.kind),
			shared: headline.coupling.shared,
			note: headline.coupling.note,
		},
		population: {
			benchmarks: study.population.benchmarks.map(benchmarkText),
			models: modelsText(study.population.models),
			inclusion: statedText(study.population.inclusion),
			censoring: statedText(study.population.censoring),
		},
		runs,
		endpoints: study.outcome.endpoints.map((e) => e.description),
		budget: { label: label(budgetKinds, study.budget.kind), detail: study.budget.detail },
		locations: study.locations.map((l) => l.where),
		quantities,
		limiting,
		limitingStated: limitingFact.stated,
		levels: study.levels.map((id) => ({ id, label: labels.level.get(id) ?? id })),
		facets: {
			source: [studySource(study)],
			// A record that names no quantity is found as "not assessed" (the evidence map's column of that name links here).
			quantity: quantities.length > 0 ? quantities.map((q) => q.id) : [UNASSESSED_QUANTITY.id],
			coupling: [headline.coupling.kind],
			budget: [study.budget.kind],
			level: [...study.levels],
			depth: [study.depth],
			runs: runBucketsOf(study.runs.per_task_and_arm),
			runs_min: runThresholdsOf(study.runs.per_task_and_arm),
			// Every comparison's kind, so a study whose second comparison is a method comparison is found too.
			contrast: [...new Set(study.comparisons.map((c) => c.kind))],
			year: [paper.year === undefined ? 'n.d.' : String(paper.year)],
			status: paper.status ? [paper.status] : [],
			...(Object.fromEntries(FACT_FACETS.map((f) => [f, [factValue(study.design[f].value)]])) as Record<keyof typeof designFacts, string[]>),
		},
	};
	const labelsShown = [
		row.coupling.label,
		row.budget.label,
		...quantities.map((q) => q.name),
		...row.levels.map((l) => l.label),
		...row.population.benchmarks,
		row.population.models,
	];
	const text = recordWords(study, [row.paper.title ?? '', ...row.paper.authors, row.paper.venue ?? '', ...labelsShown]);
	return {
		...row,
		text,
		sort: {
			runs: runsSortKey(study.runs.per_task_and_arm),
		},
	};
}

/** One piece of a matrix cell: an optional bold label, its text, and a link into the study page or a muted look. */
export interface CellPart {
	label?: string;
	text: string;
	/** A fragment of the study's page (`#comparison-…`) the text links to. */
	anchor?: string;
	muted?: boolean;
}

/** The columns whose cells are notes of any length; the matrix page shows them short (shortCell). */
export type NoteColumn = 'arms' | 'population' | 'runs' | 'location' | 'limiting';

/** One of a row's note cells as pieces, in the order the page shows them (only that cell is made: a page asks for each cell once). */
export function noteCell(r: MatrixRow, col: NoteColumn): CellPart[] {
	switch (col) {
		case 'arms':
			return [
				r.arms.count === 0
					? { text: 'Arms not stated', muted: true }
					: { text: r.arms.summary, ...(r.arms.counted ? { anchor: `#comparison-${r.arms.comparison}` } : {}) },
				{ label: 'Coupling', text: r.coupling.shared.length > 0 ? `${r.coupling.label}; shared: ${r.coupling.shared.join(', ')}` : r.coupling.label },
			];
		case 'population':
			return [
				...(r.population.benchmarks.length > 0 ? [{ text: r.population.benchmarks.join('; ') }] : []),
				{ text: r.population.models },
				{ label: 'Inclusion', text: r.population.inclusion.text },
				{ label: 'Censoring', text: r.population.censoring.text },
			];
		case 'runs':
			return [
				{ label: 'Runs per task and arm', text: r.runs },
				{ label: 'Endpoint', text: r.endpoints.length > 0 ? joinSentences(r.endpoints) : 'not stated in the source' },
				{ label: 'Budget', text: r.budget.detail ? `${r.budget.label} — ${r.budget.detail}` : r.budget.label },
			];
		case 'location':
			return [r.locations.length > 0 ? { text: r.locations.join(', ') } : { text: 'not recorded', muted: true }];
		case 'limiting':
			return [{ text: r.limiting }];
	}
}

/**
 * How many characters of a note cell, labels included, the matrix page carries, by column. A
 * compact row shows three lines of a cell: in the Table 5 view about 40 to 60 characters on a wide
 * screen and up to about 130 on a phone, where the cells stack, so those cuts fall past what is on
 * screen. The Table 3 view gives the limiting condition most of the width (about 300 characters in
 * three lines); it shows the first 160, so that the page stays light at a thousand studies. The
 * full-text page (/studies/full/) and each study's page carry every note whole.
 */
export const SHORT_CELL: Readonly<Record<NoteColumn, number>> = { arms: 130, population: 130, runs: 130, location: 130, limiting: 160 };

/**
 * A cell cut to `budget` characters, labels included: pieces in order, the last one that fits
 * ended at a word break with an ellipsis, the rest left out. `cut` says whether anything was.
 */
export function shortCell(parts: readonly CellPart[], budget: number): { parts: CellPart[]; cut: boolean } {
	const out: CellPart[] = [];
	let left = budget;
	for (const part of parts) {
		const room = left - (part.label ? part.label.length + 2 : 0);
		// too little room left to say anything: an ellipsis says that more follows
		if (room < 12) return { parts: [...out, { text: '…' }], cut: true };
		if (part.text.length > room) return { parts: [...out, { ...part, text: cutAtWord(part.text, room) }], cut: true };
		out.push(part);
		left = room - part.text.length - 3;
	}
	return { parts: out, cut: false };
}

export interface FilterOption {
	value: string;
	label: string;
	count: number;
	/** What the value means (from the vocabulary or the framework data), shown beside its box. */
	definition?: string;
}

export interface FilterDef {
	facet: Facet;
	label: string;
	/** What the facet is about, in one line. */
	definition: string;
	options: FilterOption[];
	/** Design-fact filters are shown in a group of their own. */
	group?: 'design_fact';
	/** The anchor on the glossary page that defines the values (/framework/glossary/#…). */
	glossary?: string;
}

/** Every filter with all its options (including those no study has yet), counted over the rows; wording and options from the facet registry. */
export function filterDefs(rows: readonly MatrixRow[], framework: Framework): FilterDef[] {
	const lists = { quantities: framework.quantities.quantities, levels: framework.levels.levels };
	const def = (facet: Facet, spec: FacetSpec): FilterDef => {
		const held = new Set(rows.flatMap((r) => r.facets[facet]));
		return {
			facet,
			label: spec.label,
			definition: spec.definition,
			...(spec.glossary ? { glossary: spec.glossary } : {}),
			options: facetEntries(spec, lists, held).map((o) => ({
				value: o.id,
				label: o.label,
				count: rows.filter((r) => r.facets[facet].includes(o.id)).length,
				...(o.definition ? { definition: o.definition } : {}),
			})),
		};
	};
	return [
		...DESIGN_FACETS.map((f) => def(f, designFacetRegistry[f])),
		...FACT_FACETS.map((f): FilterDef => ({ ...def(f, factFacet(f)), group: 'design_fact' })),
	];
}

export type { RunBucket };
