/**
 * The evidence matrix as data: one row per study with the cells of the review's Table 5 and
 * Table 3 views, the facets the filters use, and the sort keys. The page renders these rows; the
 * client script only reads the data attributes the page writes from them.
 */
import type { Framework } from '../schema/framework.ts';
import type { Study } from '../schema/study.ts';
import { headlineComparison } from './study-parts.ts';
import { budgetKinds, couplingKinds, readingDepths } from '../schema/vocabulary.ts';
import {
	frameworkLabels,
	label,
	quantityReadings,
	runBuckets,
	runBucketsOf,
	runsLabel,
	runsSortKey,
	statedText,
	vocabularies,
	type RunBucket,
} from './labels.ts';
import { resolvePaper, type Paper } from './paper.ts';

export type Facet = 'quantity' | 'coupling' | 'budget' | 'level' | 'depth' | 'runs';

export interface MatrixRow {
	id: string;
	shortName: string;
	paper: Paper;
	version: string;
	depth: Study['depth'];
	arms: string[];
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
	levels: { id: string; label: string }[];
	facets: Record<Facet, string[]>;
	/** Lower-case searchable text that the row does not show (title, authors); the row's own text is searched too. */
	text: string;
	/** Sort keys per column id. */
	sort: Record<string, string | number>;
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

function benchmarkText(b: Study['population']['benchmarks'][number]): string {
	return b.size ? `${b.name} (${b.size.value.toLocaleString('en')} ${b.size.unit})` : b.name;
}

function modelsText(models: Study['population']['models']): string {
	const count = models.count === 'unknown' ? 'number of models not stated' : `${models.count} model${models.count === 1 ? '' : 's'}`;
	return models.names.length > 0 ? `${count}: ${models.names.join(', ')}` : count;
}

export function matrixRow(study: Study, framework: Framework): MatrixRow {
	const labels = frameworkLabels(framework);
	const paper = resolvePaper(study, framework.references.references);
	const quantities = quantityReadings(study, framework).map(({ id, name, inTable2 }) => ({ id, name, inTable2 }));
	const limiting = study.limiting_condition === 'not_assessed' ? 'Not assessed' : study.limiting_condition.text;
	const runs = runsLabel(study.runs.per_task_and_arm);
	const headline = headlineComparison(study);
	const row: Omit<MatrixRow, 'text' | 'sort'> = {
		id: study.id,
		shortName: study.short_name,
		paper,
		version: study.provenance.version_read,
		depth: study.depth,
		arms: headline.arms.map((a) => a.label),
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
		levels: study.levels.map((id) => ({ id, label: labels.level.get(id) ?? id })),
		facets: {
			quantity: quantities.map((q) => q.id),
			coupling: [headline.coupling.kind],
			budget: [study.budget.kind],
			level: [...study.levels],
			depth: [study.depth],
			runs: runBucketsOf(study.runs.per_task_and_arm),
		},
	};
	// The row's visible text is searched in the browser; only what it does not show travels as data.
	const text = [row.paper.title ?? '', row.paper.authors.join(' ')].join(' ').toLowerCase();
	return {
		...row,
		text,
		sort: {
			study: row.shortName.toLowerCase(),
			arms: `${row.coupling.label} ${row.arms.join(' ')}`.toLowerCase(),
			population: row.population.benchmarks.join(' ').toLowerCase(),
			runs: runsSortKey(study.runs.per_task_and_arm),
			location: row.locations.join(' ').toLowerCase(),
			quantity: row.quantities.map((q) => q.name).join(' ').toLowerCase() || '~',
			limiting: row.limiting.toLowerCase(),
		},
	};
}

export interface FilterOption {
	value: string;
	label: string;
	count: number;
}

export interface FilterDef {
	facet: Facet;
	label: string;
	options: FilterOption[];
}

/** Every filter with all its options (including those no study has yet), counted over the rows. */
export function filterDefs(rows: readonly MatrixRow[], framework: Framework): FilterDef[] {
	const count = (facet: Facet, value: string) => rows.filter((r) => r.facets[facet].includes(value)).length;
	const from = (facet: Facet, entries: [string, string][]): FilterOption[] =>
		entries.map(([value, text]) => ({ value, label: text, count: count(facet, value) }));
	const hasOther = rows.some((r) => r.facets.quantity.includes('other'));
	return [
		{
			facet: 'quantity',
			label: 'Quantity',
			options: from('quantity', [
				...framework.quantities.quantities.map((q): [string, string] => [q.id, q.name]),
				...(hasOther ? [['other', 'Other (not in Table 2)'] as [string, string]] : []),
			]),
		},
		{ facet: 'coupling', label: 'Coupling', options: from('coupling', Object.entries(vocabularies.coupling).map(([id, t]) => [id, t.label])) },
		{ facet: 'budget', label: 'Budget', options: from('budget', Object.entries(vocabularies.budget).map(([id, t]) => [id, t.label])) },
		{ facet: 'level', label: 'Measurement level', options: from('level', framework.levels.levels.map((l) => [l.id, l.label])) },
		{ facet: 'depth', label: 'Reading depth', options: from('depth', Object.entries(readingDepths).map(([id, t]) => [id, t.label])) },
		{ facet: 'runs', label: 'Runs per task and arm', options: from('runs', runBuckets.map((b): [string, string] => [b.id, b.label])) },
	];
}

export type { RunBucket };
