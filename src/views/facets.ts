/**
 * The facet registry: every facet a reader can filter studies by, with its label, its one-line
 * definition, the glossary anchor that defines its values, and where its options come from (a
 * vocabulary, the framework data, fixed bins, or the values the rows hold). The evidence matrix's
 * filters, the search page's Pagefind filters and the evidence map's quantity columns all read it,
 * so a facet's wording has one home and a value added to a vocabulary shows up in every one of them.
 *
 * Pure data and functions over it: no zod, no DOM, so client scripts can import it.
 */
import {
	budgetKinds,
	contrastKinds,
	couplingKinds,
	designFacts,
	publicationStatuses,
	readingDepths,
	silenceMarkers,
	studySources,
	type Vocabulary,
} from '../schema/vocabulary.ts';
import { factDisplay, runBuckets, runThresholds } from '../schema/labels.ts';

/** One option of a facet as the registry gives it: id, label and what it means; `short` for a narrow column heading. */
export interface FacetEntry {
	id: string;
	label: string;
	definition?: string;
	short?: string;
}

/** Where a facet's options come from. */
export type FacetOptions =
	| { from: 'vocabulary'; terms: Vocabulary<string> }
	| { from: 'framework'; list: 'quantities' | 'levels' }
	| { from: 'bins'; bins: readonly FacetEntry[] }
	/** The values the rows hold, newest first (the year). */
	| { from: 'rows' };

export interface FacetSpec {
	label: string;
	/** What the facet is about, in one line. */
	definition: string;
	options: FacetOptions;
	/** Options added after the listed ones, shown only when some study has them. */
	extras?: readonly FacetEntry[];
	/** The anchor on the glossary page that defines the values (/framework/glossary/#…). */
	glossary?: string;
	/** Whether study pages hand the facet to Pagefind, so the search page can filter by it. */
	search?: boolean;
}

const vocab = (terms: Vocabulary<string>): FacetOptions => ({ from: 'vocabulary', terms });

/** A quantity the review's Table 2 does not list; the record names it. */
export const OTHER_QUANTITY: FacetEntry = {
	id: 'other',
	label: 'Other (not in Table 2)',
	short: 'Other',
	definition: 'A quantity the review’s Table 2 does not list; the record names it.',
};

/** A record that names no quantity: the silence marker's label, and what it means for this facet. */
export const UNASSESSED_QUANTITY: FacetEntry = {
	id: 'not_assessed',
	label: silenceMarkers.not_assessed.label,
	definition: 'The source the record was read from does not say which quantity the design estimates.',
};

/** Facets of the design and of the paper, in the order the filter form shows them (and the URL writes them). */
export const designFacetRegistry = {
	source: {
		label: 'Source',
		definition: 'Whether the review discusses the study, or it was read beyond the review.',
		options: vocab(studySources),
		glossary: 'study-source',
	},
	quantity: {
		label: 'Quantity',
		definition: 'What the design estimates, as read against the review’s Table 2.',
		options: { from: 'framework', list: 'quantities' },
		extras: [OTHER_QUANTITY, UNASSESSED_QUANTITY],
		glossary: 'quantities',
		search: true,
	},
	contrast: {
		label: 'Contrast kind',
		definition: 'What differs between the arms of any of the study’s comparisons.',
		options: vocab(contrastKinds),
		glossary: 'contrast',
	},
	coupling: {
		label: 'Coupling',
		definition: 'How the arms of the headline comparison relate to each other at a task.',
		options: vocab(couplingKinds),
		glossary: 'coupling',
		search: true,
	},
	budget: {
		label: 'Budget',
		definition: 'How the study constrains or matches resources (tokens, calls, time, cost) across arms.',
		options: vocab(budgetKinds),
		glossary: 'budget',
		search: true,
	},
	level: {
		label: 'Measurement level',
		definition: 'Where along the path from exposure to outcome the study measures.',
		options: { from: 'framework', list: 'levels' },
		glossary: 'levels',
		search: true,
	},
	depth: {
		label: 'Reading depth',
		definition: 'How much of the source was read to make the record.',
		options: vocab(readingDepths),
		glossary: 'reading-depth',
		search: true,
	},
	runs: {
		label: 'Runs per task and arm',
		definition: 'How many times each task is run in each arm; every study is in one bin.',
		options: { from: 'bins', bins: runBuckets },
	},
	runs_min: {
		label: 'Runs: threshold',
		definition: 'Studies whose stated runs per task and arm reach a minimum (a lower bound counts).',
		options: { from: 'bins', bins: runThresholds },
	},
	year: {
		label: 'Year',
		definition: 'The year of the studied paper (n.d. when the record gives none).',
		options: { from: 'rows' },
	},
	status: {
		label: 'Publication status',
		definition: 'Whether the paper was published, accepted, or is a preprint or other document.',
		options: vocab(publicationStatuses),
		glossary: 'publication-status',
	},
} as const satisfies Record<string, FacetSpec>;

export type DesignFacetName = keyof typeof designFacetRegistry;
export type FactFacetName = keyof typeof designFacts;

/** The three values of a design-fact facet, worded as a design fact is shown everywhere else (factDisplay). */
export const factValues: readonly FacetEntry[] = [
	{ id: factDisplay(true).text, label: factDisplay(true).text, definition: 'The record states that the fact holds.' },
	{ id: factDisplay(false).text, label: factDisplay(false).text, definition: 'The record states that it does not hold.' },
	{ id: factDisplay('unknown').text, label: factDisplay('unknown').text, definition: 'The source does not settle it.' },
];

/** The facet of one design fact: named, defined and anchored by the fact itself. */
export function factFacet(fact: FactFacetName): FacetSpec {
	return {
		label: designFacts[fact].label,
		definition: designFacts[fact].definition,
		options: { from: 'bins', bins: factValues },
		glossary: `design-facts-${fact}`,
		search: true,
	};
}

/** Any facet's registry entry by its id: a design facet, or a design fact. */
export function facetSpec(id: string): FacetSpec | undefined {
	if (Object.hasOwn(designFacetRegistry, id)) return designFacetRegistry[id as DesignFacetName];
	if (Object.hasOwn(designFacts, id)) return factFacet(id as FactFacetName);
	return undefined;
}

/** The facets study pages hand to Pagefind, in registry order: the search page builds its filters in this order, with these labels. */
export function searchFacets(): string[] {
	return [...Object.keys(designFacetRegistry), ...Object.keys(designFacts)].filter((id) => facetSpec(id)?.search === true);
}

/** The framework lists a facet's options can come from, as the registry reads them. */
export interface FacetFrameworkLists {
	quantities: readonly { id: string; name: string; supports: string }[];
	levels: readonly { id: string; label: string; definition: string }[];
}

/**
 * A facet's options in display order: the vocabulary's values, the framework's terms, the bins, or
 * the values `rowValues` holds (newest first); then the extras that `rowValues` contains.
 */
export function facetEntries(spec: FacetSpec, framework: FacetFrameworkLists, rowValues: ReadonlySet<string> = new Set()): FacetEntry[] {
	const o = spec.options;
	const listed: FacetEntry[] =
		o.from === 'vocabulary'
			? Object.entries(o.terms).map(([id, t]) => ({ id, label: t.label, definition: t.definition, ...(t.short ? { short: t.short } : {}) }))
			: o.from === 'bins'
				? [...o.bins]
				: o.from === 'rows'
					? [...rowValues].sort((a, b) => b.localeCompare(a)).map((id) => ({ id, label: id }))
					: o.list === 'quantities'
						? framework.quantities.map((q) => ({ id: q.id, label: q.name, definition: q.supports }))
						: framework.levels.map((l) => ({ id: l.id, label: l.label, definition: l.definition }));
	return [...listed, ...(spec.extras ?? []).filter((e) => rowValues.has(e.id))];
}

/** The label of one value of a facet (a Pagefind filter value, a chosen filter's chip), or the value itself when the registry has none. */
export function facetValueLabel(facet: string, value: string, framework: FacetFrameworkLists): string {
	const spec = facetSpec(facet);
	if (!spec) return value;
	const all = facetEntries(spec, framework, new Set((spec.extras ?? []).map((e) => e.id)));
	return all.find((e) => e.id === value)?.label ?? value;
}
