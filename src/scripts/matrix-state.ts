/**
 * The matrix's view state as plain data: which view, which filters, which sort. Parsed from and
 * written to the URL so a filtered view can be shared and cited. No DOM here, so it is unit-tested.
 */

/** The compare page shows two to four studies side by side. */
export const MAX_COMPARE = 4;

export const FACETS = ['quantity', 'coupling', 'budget', 'level', 'depth', 'runs'] as const;
export type FacetName = (typeof FACETS)[number];
export type View = 'table5' | 'table3';

export interface MatrixState {
	view: View;
	q: string;
	filters: Partial<Record<FacetName, string>>;
	sort: string | undefined;
	dir: 'asc' | 'desc';
}

export const DEFAULT_STATE: MatrixState = { view: 'table5', q: '', filters: {}, sort: undefined, dir: 'asc' };

export function parseState(search: string): MatrixState {
	const p = new URLSearchParams(search);
	const filters: MatrixState['filters'] = {};
	for (const f of FACETS) {
		const v = p.get(f);
		if (v) filters[f] = v;
	}
	return {
		view: p.get('view') === 'table3' ? 'table3' : 'table5',
		q: p.get('q') ?? '',
		filters,
		sort: p.get('sort') ?? undefined,
		dir: p.get('dir') === 'desc' ? 'desc' : 'asc',
	};
}

/** Only non-default values go into the URL, in a fixed order, so links stay short and stable. */
export function serializeState(state: MatrixState): string {
	const p = new URLSearchParams();
	if (state.view !== 'table5') p.set('view', state.view);
	if (state.q.trim()) p.set('q', state.q.trim());
	for (const f of FACETS) {
		const v = state.filters[f];
		if (v) p.set(f, v);
	}
	if (state.sort) {
		p.set('sort', state.sort);
		if (state.dir === 'desc') p.set('dir', 'desc');
	}
	const s = p.toString();
	return s ? `?${s}` : '';
}

export interface RowFacts {
	facets: Partial<Record<FacetName, string[]>>;
	text: string;
}

/** A row matches when every set filter lists its value and every word of the text occurs. */
export function matches(row: RowFacts, state: MatrixState): boolean {
	for (const f of FACETS) {
		const want = state.filters[f];
		if (want && !(row.facets[f] ?? []).includes(want)) return false;
	}
	const words = state.q.toLowerCase().split(/\s+/).filter(Boolean);
	return words.every((w) => row.text.includes(w));
}

/** Compares two sort keys: numbers numerically, text by locale. */
export function compareKeys(a: string, b: string, numeric: boolean): number {
	if (numeric) return Number(a) - Number(b);
	return a.localeCompare(b, 'en');
}
