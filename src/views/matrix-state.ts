/**
 * The matrix's view state as plain data: which view, which filters, which sort. Parsed from and
 * written to the URL so a filtered view can be shared and cited. No DOM here, so it is unit-tested.
 */

import { designFacts, idsOf } from '../schema/vocabulary.ts';
import { designFacetRegistry, type DesignFacetName } from './facets.ts';
import { capQuery, LIST_PARAM_MAX } from '../lib/text.ts';

/** Facets of the design and of the paper, in the order the filter form shows them: the facet registry's order. */
export const DESIGN_FACETS = Object.keys(designFacetRegistry) as DesignFacetName[];
/** One facet per design fact (yes / no / unknown), named by the fact's id. */
export const FACT_FACETS = idsOf(designFacts);
export const FACETS: readonly FacetName[] = [...DESIGN_FACETS, ...FACT_FACETS];
export type FacetName = DesignFacetName | keyof typeof designFacts;
export type View = 'table5' | 'table3';

export interface MatrixState {
	view: View;
	q: string;
	/** Chosen values per facet: a row matches one of them (OR) in every facet that has any (AND). */
	filters: Partial<Record<FacetName, string[]>>;
	sort: string | undefined;
	dir: 'asc' | 'desc';
	/** Studies ticked for comparison, in the order they were ticked. */
	compare: string[];
	/** Columns the reader chose to hide. */
	hide: string[];
}

export const DEFAULT_STATE: MatrixState = { view: 'table5', q: '', filters: {}, sort: undefined, dir: 'asc', compare: [], hide: [] };

const STUDY_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function parseState(search: string): MatrixState {
	const p = new URLSearchParams(search);
	const filters: MatrixState['filters'] = {};
	for (const f of FACETS) {
		// `?budget=a&budget=b`, and `?budget=a,b` as a hand-written link may have it
		const values = [
			...new Set(
				p
					.getAll(f)
					.flatMap((v) => v.split(','))
					.map((v) => v.trim())
					.filter(Boolean),
			),
		].slice(0, LIST_PARAM_MAX);
		if (values.length > 0) filters[f] = values;
	}
	return {
		view: p.get('view') === 'table3' ? 'table3' : 'table5',
		// a long text is cut (the page says so): every row is matched against it at every keystroke
		q: capQuery(p.get('q')).q,
		filters,
		sort: p.get('sort') ?? undefined,
		dir: p.get('dir') === 'desc' ? 'desc' : 'asc',
		compare: [...new Set((p.get('compare') ?? '').split(',').filter((id) => STUDY_ID.test(id)))],
		hide: [...new Set((p.get('hide') ?? '').split(',').filter((c) => /^[a-z_]+$/.test(c)))],
	};
}

/**
 * Whether a link asks for every note whole the way links did before that view had its own page
 * (/studies/?rows=full, now /studies/full/): the matrix page then goes on to that page.
 */
export const asksForFullRows = (search: string): boolean => new URLSearchParams(search).get('rows') === 'full';

/** Only non-default values go into the URL, in a fixed order, so links stay short and stable. */
export function serializeState(state: MatrixState): string {
	const p = new URLSearchParams();
	if (state.view !== 'table5') p.set('view', state.view);
	if (state.q.trim()) p.set('q', state.q.trim());
	for (const f of FACETS) for (const v of state.filters[f] ?? []) p.append(f, v);
	if (state.sort) {
		p.set('sort', state.sort);
		if (state.dir === 'desc') p.set('dir', 'desc');
	}
	if (state.compare.length > 0) p.set('compare', state.compare.join(','));
	if (state.hide.length > 0) p.set('hide', state.hide.join(','));
	const s = p.toString().replace(/%2C/g, ',');
	return s ? `?${s}` : '';
}

export interface RowFacts {
	facets: Partial<Record<FacetName, string[]>>;
	text: string;
}

/**
 * Filter values the page does not offer (from an old or hand-edited link): they are reported and
 * dropped, never silently applied. `known` lists the values each facet offers.
 */
export function unknownFilters(state: MatrixState, known: Partial<Record<FacetName, readonly string[]>>): { facet: FacetName; value: string }[] {
	return (Object.entries(state.filters) as [FacetName, string[]][]).flatMap(([facet, values]) =>
		values.filter((v) => !(known[facet] ?? []).includes(v)).map((value) => ({ facet, value })),
	);
}

/** The state without the given filter values (those a page does not offer). */
export function withoutFilters(state: MatrixState, drop: readonly { facet: FacetName; value: string }[]): MatrixState {
	const filters: MatrixState['filters'] = {};
	for (const [facet, values] of Object.entries(state.filters) as [FacetName, string[]][]) {
		const kept = values.filter((v) => !drop.some((d) => d.facet === facet && d.value === v));
		if (kept.length > 0) filters[facet] = kept;
	}
	return { ...state, filters };
}

/** How many filter values are chosen, over all facets (the count a folded filter form shows). */
export function activeFilterCount(state: MatrixState): number {
	return Object.values(state.filters).reduce((n, values) => n + (values?.length ?? 0), 0);
}

/**
 * A row matches when, in every facet with chosen values, it has one of them (OR within a facet,
 * AND across facets), and every word of the text occurs.
 */
export function matches(row: RowFacts, state: MatrixState): boolean {
	for (const f of FACETS) {
		const want = state.filters[f];
		if (want && want.length > 0 && !want.some((v) => (row.facets[f] ?? []).includes(v))) return false;
	}
	const words = state.q.toLowerCase().split(/\s+/).filter(Boolean);
	return words.every((w) => row.text.includes(w));
}

/**
 * What each filter value would show now: per facet, how many rows match every other filter (and
 * the text) and have that value. A facet's own choices are left out of its counts, since ticking
 * another value of it widens the selection (OR) rather than narrowing it.
 */
export function facetCounts(rows: readonly RowFacts[], state: MatrixState): Map<FacetName, Map<string, number>> {
	const out = new Map<FacetName, Map<string, number>>();
	for (const f of FACETS) {
		const others: MatrixState = { ...state, filters: { ...state.filters } };
		delete others.filters[f];
		const counts = new Map<string, number>();
		for (const row of rows) {
			if (!matches(row, others)) continue;
			for (const v of row.facets[f] ?? []) counts.set(v, (counts.get(v) ?? 0) + 1);
		}
		out.set(f, counts);
	}
	return out;
}

/**
 * Orders two rows by their sort keys in the chosen direction, with rows whose value is unknown
 * (or not assessed, or not recorded) last whichever the direction.
 */
export function compareRows(a: { key: string; unknown: boolean }, b: { key: string; unknown: boolean }, numeric: boolean, dir: 'asc' | 'desc'): number {
	if (a.unknown !== b.unknown) return a.unknown ? 1 : -1;
	return compareKeys(a.key, b.key, numeric) * (dir === 'asc' ? 1 : -1);
}

/** A column that sorts by what it shows: its text, in one line, lower case. */
export const cellSortKey = (text: string): string => text.replace(/\s+/g, ' ').trim().toLowerCase();

/** Compares two sort keys: numbers numerically, text by locale. */
export function compareKeys(a: string, b: string, numeric: boolean): number {
	if (numeric) return Number(a) - Number(b);
	return a.localeCompare(b, 'en');
}

/**
 * Facet values per row, written compactly. The page lists every value a facet takes once (the
 * dictionary); each row carries one short code: per facet in FACETS order, the indices of its
 * values in base 36 joined by "+", facets separated by ".". A thousand rows of nineteen named
 * data attributes cost more than the rest of the table, as gzip cannot match across them.
 */
export type FacetDictionary = Record<string, string[]>;
export type FacetValues = Partial<Record<FacetName, readonly string[]>>;

export function facetDictionary(rows: readonly FacetValues[]): FacetDictionary {
	return Object.fromEntries(FACETS.map((f) => [f, [...new Set(rows.flatMap((r) => r[f] ?? []))].sort()]));
}

export function encodeFacets(values: FacetValues, dict: FacetDictionary): string {
	return FACETS.map((f) =>
		(values[f] ?? [])
			.map((v) => {
				const i = dict[f]?.indexOf(v) ?? -1;
				if (i < 0) throw new Error(`facet ${f}: value "${v}" is not in the dictionary`);
				return i.toString(36);
			})
			.join('+'),
	).join('.');
}

export function decodeFacets(code: string, dict: FacetDictionary): Record<FacetName, string[]> {
	const parts = code.split('.');
	return Object.fromEntries(
		FACETS.map((f, i) => [
			f,
			(parts[i] ?? '')
				.split('+')
				.filter(Boolean)
				.map((c) => dict[f]?.[parseInt(c, 36)])
				.filter((v): v is string => v !== undefined),
		]),
	) as Record<FacetName, string[]>;
}
