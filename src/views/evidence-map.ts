/**
 * The evidence-gap map: measurement levels (plus protocol validity) against the quantity a study
 * estimates, each cell listing its studies with reading depth and year, empty cells kept as gaps;
 * and the claims table: every headline result with the caveat and quantity it belongs to.
 */
import type { Framework } from '../schema/framework.ts';
import type { Study } from '../schema/study.ts';
import { stagesOf, studySource, tableSummary } from './study-parts.ts';
import { limitingText, quantityReadings } from '../schema/labels.ts';
import { resolvePaper } from './paper.ts';
import { SHADE_LEVELS, shadeLevel } from './shade.ts';
import { cellMatrixQuery, NOT_ASSESSED, PROTOCOL_VALIDITY } from './map-links.ts';
import { OTHER_QUANTITY, UNASSESSED_QUANTITY } from './facets.ts';

export interface MapStudy {
	id: string;
	shortName: string;
	depth: Study['depth'];
	year: number | undefined;
	source: 'review' | 'beyond';
}

export interface MapCell {
	column: string;
	studies: MapStudy[];
	/** 0 for a gap, else 1 (fewest studies) to SHADE_LEVELS (most), relative to the fullest cell. */
	shade: number;
	/** The evidence matrix's query listing the same studies, or null where the map's row or column is no matrix facet (see map-links.ts). */
	matrixQuery: string | null;
}

export interface MapRow {
	id: string;
	label: string;
	cells: MapCell[];
}

export interface MapColumn {
	id: string;
	/** The full name, as the framework data gives it. */
	label: string;
	/** A short heading for a narrow column; the full name stays available beside it. */
	short: string;
	/** True for the Table 2 quantities, which have an entry on the framework's quantities page. */
	inTable2: boolean;
	/** What the quantity compares (Table 2 quantities), or what the column collects. */
	note: string;
}

export interface EvidenceMap {
	columns: MapColumn[];
	rows: MapRow[];
	years: number[];
	/** Studies in the fullest cell. */
	maxCount: number;
	/** The range of study counts each shade stands for, lightest first (levels no count falls in are left out). */
	shades: { level: number; from: number; to: number }[];
}

/** A study as the map and the claims table show it. */
function mapStudy(s: Study, framework: Framework): MapStudy {
	return { id: s.id, shortName: s.short_name, depth: s.depth, year: resolvePaper(s, framework.references.references).year, source: studySource(s) };
}

export function evidenceMap(studies: readonly Study[], framework: Framework): EvidenceMap {
	const columns: MapColumn[] = [
		...framework.quantities.quantities.map((q) => ({
			id: q.id as string,
			label: q.name,
			short: shortName(q.name),
			inTable2: true,
			note: `Contrast: ${q.contrast}`,
		})),
		// The quantity facet's two extra values, worded once in the facet registry.
		{
			id: OTHER_QUANTITY.id,
			label: OTHER_QUANTITY.label,
			short: OTHER_QUANTITY.short ?? OTHER_QUANTITY.label,
			inTable2: false,
			note: OTHER_QUANTITY.definition ?? '',
		},
		{
			id: UNASSESSED_QUANTITY.id,
			label: `Quantity ${UNASSESSED_QUANTITY.label.toLowerCase()}`,
			short: UNASSESSED_QUANTITY.label,
			inTable2: false,
			note: UNASSESSED_QUANTITY.definition ?? '',
		},
	];
	const rowDefs = [...framework.levels.levels.map((l) => ({ id: l.id as string, label: l.label })), { id: PROTOCOL_VALIDITY, label: 'Protocol validity' }];
	// Where each study sits, worked out once per study rather than once per cell.
	const placed = studies.map((s) => ({
		entry: mapStudy(s, framework),
		rows: new Set<string>([
			...s.levels,
			...(stagesOf(s).includes('protocol_validity') || s.comparisons.some((c) => c.kind === 'protocol_validity') ? [PROTOCOL_VALIDITY] : []),
		]),
		columns: new Set<string>(s.quantities === 'not_assessed' ? [NOT_ASSESSED] : quantityReadings(s, framework).map((q) => q.id)),
	}));
	const placements = rowDefs.map((r) => ({
		id: r.id,
		label: r.label,
		cells: columns.map((c) => ({
			column: c.id,
			studies: placed.filter((p) => p.rows.has(r.id) && p.columns.has(c.id)).map((p) => p.entry),
		})),
	}));
	const maxCount = Math.max(0, ...placements.flatMap((r) => r.cells.map((c) => c.studies.length)));
	const rows = placements.map((r) => ({
		...r,
		cells: r.cells.map((c) => ({ ...c, shade: shadeLevel(c.studies.length, maxCount), matrixQuery: cellMatrixQuery(r.id, c.column) })),
	}));
	const years = [...new Set(placed.map((p) => p.entry.year).filter((y): y is number => y !== undefined))].sort();
	return { columns, rows, years, maxCount, shades: shadeScale(maxCount) };
}

/** A quantity's name without its trailing parenthesis, e.g. the metrics a component metric names. */
function shortName(name: string): string {
	return name.replace(/\s*\([^)]*\)\s*$/, '') || name;
}

/** For each shade, the smallest and largest count it stands for when the fullest cell holds `max` studies. */
export function shadeScale(max: number): { level: number; from: number; to: number }[] {
	const scale: { level: number; from: number; to: number }[] = [];
	for (let n = 1; n <= max; n++) {
		const level = shadeLevel(n, max);
		const last = scale.at(-1);
		if (last?.level === level) last.to = n;
		else scale.push({ level, from: n, to: n });
	}
	return scale.filter((s) => s.level >= 1 && s.level <= SHADE_LEVELS);
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
		const caveat = limitingText(s);
		return s.results.map((r) => ({
			study,
			label: r.label,
			value: 'value' in r ? String(r.value) : tableSummary(r),
			unit: r.unit,
			contrast: r.contrast,
			context: r.context,
			location: r.location,
			quantities,
			caveat,
		}));
	});
}
