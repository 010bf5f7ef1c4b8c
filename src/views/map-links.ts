/**
 * Links from the evidence map's cells to the evidence matrix (/studies/) filtered to the same
 * studies. The query is written by the matrix's own serializeState, so the link format has one
 * owner. Small on purpose: the map's script imports it to keep links in step with the map's filters.
 */
import { DEFAULT_STATE, serializeState, type FacetName } from './matrix-state.ts';
import { UNASSESSED_QUANTITY } from './facets.ts';

/** The map's filters, which are matrix facets of the same names and values. */
export type MapFilters = Partial<Record<'depth' | 'source' | 'year', string>>;

/**
 * Map rows are measurement levels (the matrix's `level` facet) plus protocol validity, which is no
 * matrix facet; map columns are quantities (the `quantity` facet, with `other`, and `not_assessed`
 * for a record that names none). A cell in the protocol-validity row gets no link (null) rather
 * than one to a different set of studies.
 */
export const PROTOCOL_VALIDITY = 'protocol_validity';
export const NOT_ASSESSED = UNASSESSED_QUANTITY.id;
const ROWS_WITHOUT_FACET: readonly string[] = [PROTOCOL_VALIDITY];

/** The matrix query (`?level=…&quantity=…`, then the map's filters) that lists a cell's studies, or null. */
export function cellMatrixQuery(row: string, column: string, filters: MapFilters = {}): string | null {
	if (ROWS_WITHOUT_FACET.includes(row)) return null;
	const set: Partial<Record<FacetName, string[]>> = { level: [row], quantity: [column] };
	for (const [facet, value] of Object.entries(filters) as [keyof MapFilters, string | undefined][]) if (value) set[facet] = [value];
	return serializeState({ ...DEFAULT_STATE, filters: set });
}
