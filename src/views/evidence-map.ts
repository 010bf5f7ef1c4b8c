/**
 * The evidence-gap map: measurement levels (plus protocol validity) against the quantity a study
 * estimates, each cell listing its studies with reading depth and year, empty cells kept as gaps;
 * and the claims table: every headline result with the caveat and quantity it belongs to.
 */
import type { Framework } from '../schema/framework.ts';
import type { Study } from '../schema/study.ts';
import { stagesOf } from './study-parts.ts';
import { quantityReadings } from './labels.ts';
import { resolvePaper } from './paper.ts';

export interface MapStudy {
	id: string;
	shortName: string;
	depth: Study['depth'];
	year: number | undefined;
}

export interface MapRow {
	id: string;
	label: string;
	cells: { column: string; studies: MapStudy[] }[];
}

export interface EvidenceMap {
	columns: { id: string; label: string }[];
	rows: MapRow[];
	years: number[];
}

const PROTOCOL_VALIDITY = 'protocol_validity';
const NOT_ASSESSED = 'not_assessed';

/** A study as the map and the claims table show it. */
function mapStudy(s: Study, framework: Framework): MapStudy {
	return { id: s.id, shortName: s.short_name, depth: s.depth, year: resolvePaper(s, framework.references.references).year };
}

export function evidenceMap(studies: readonly Study[], framework: Framework): EvidenceMap {
	const columns = [
		...framework.quantities.quantities.map((q) => ({ id: q.id as string, label: q.name })),
		{ id: 'other', label: 'Other (not in Table 2)' },
		{ id: NOT_ASSESSED, label: 'Quantity not assessed' },
	];
	const rowDefs = [
		...framework.levels.levels.map((l) => ({ id: l.id as string, label: l.label })),
		{ id: PROTOCOL_VALIDITY, label: 'Protocol validity' },
	];
	// Where each study sits, worked out once per study rather than once per cell.
	const placed = studies.map((s) => ({
		entry: mapStudy(s, framework),
		rows: new Set<string>([...s.levels, ...(stagesOf(s).includes('protocol_validity') || s.comparisons.some((c) => c.kind === 'protocol_validity') ? [PROTOCOL_VALIDITY] : [])]),
		columns: new Set<string>(s.quantities === 'not_assessed' ? [NOT_ASSESSED] : quantityReadings(s, framework).map((q) => q.id)),
	}));
	const rows = rowDefs.map((r) => ({
		id: r.id,
		label: r.label,
		cells: columns.map((c) => ({
			column: c.id,
			studies: placed.filter((p) => p.rows.has(r.id) && p.columns.has(c.id)).map((p) => p.entry),
		})),
	}));
	const years = [...new Set(placed.map((p) => p.entry.year).filter((y): y is number => y !== undefined))].sort();
	return { columns, rows, years };
}

export interface Claim {
	study: MapStudy;
	label: string;
	value: string;
	unit: string;
	contrast: string | undefined;
	context: string;
	location: string;
	quantities: string[];
	caveat: string;
}

/** Every headline result in the database, with its study's limiting condition and quantity. */
export function claims(studies: readonly Study[], framework: Framework): Claim[] {
	return studies.flatMap((s) => {
		const study = mapStudy(s, framework);
		const quantities = quantityReadings(s, framework).map((q) => q.name);
		const caveat = s.limiting_condition === 'not_assessed' ? 'Not assessed' : s.limiting_condition.text;
		return s.results.map((r) => ({
			study,
			label: r.label,
			value: String(r.value),
			unit: r.unit,
			contrast: r.contrast,
			context: r.context,
			location: r.location,
			quantities,
			caveat,
		}));
	});
}
