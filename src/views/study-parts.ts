/**
 * Parts of a study record that pages, exports and client scripts ask for: its headline comparison,
 * all its arms, the review stages that discuss it. Type-only imports, so client bundles stay free
 * of the schema library.
 */
import type { Study, TableResultData, stageIds } from '../schema/study.ts';

export type Comparison = Study['comparisons'][number];
export type Arm = Comparison['arms'][number];

/** The study's headline comparison: the one marked headline, or its only one. */
export function headlineComparison(study: Pick<Study, 'comparisons'>): Comparison {
	return study.comparisons.find((c) => c.headline === true) ?? study.comparisons[0]!;
}

/** Whether a study is one of the review's (it cites the paper) or read beyond it: the source facet of every view. */
export function studySource(study: Pick<Study, 'paper'>): 'review' | 'beyond' {
	return study.paper.review_ref === undefined ? 'beyond' : 'review';
}

/** The stages of the review's Section 4 that discuss the study; none for a study the review never saw. */
export function stagesOf(study: Pick<Study, 'provenance'>): readonly (typeof stageIds)[number][] {
	return study.provenance.source === 'review' ? (study.provenance.stages ?? []) : [];
}

/** Every arm of the study, across its comparisons, each once (an arm shared by comparisons appears once). */
export function armsOf(study: Pick<Study, 'comparisons'>): Arm[] {
	const seen = new Set<string>();
	return study.comparisons.flatMap((c) => c.arms).filter((a) => !seen.has(a.id) && Boolean(seen.add(a.id)));
}

/** Above this many arms, a comparison is told as a count ("69 model configurations"), never as a list. */
export const MAX_LISTED_ARMS = 12;

/** The levels of each factor a crossed comparison varies, in the order the arms give them. */
export function factorLevels(c: Pick<Comparison, 'arms' | 'factors'>): { factor: string; levels: string[] }[] {
	return (c.factors ?? []).map((factor) => ({
		factor,
		levels: [...new Set(c.arms.flatMap((a) => (a.factors?.[factor] !== undefined ? [a.factors[factor]] : [])))],
	}));
}

/** Whether a comparison's arms are too many to list. */
export function armsAreCounted(c: Pick<Comparison, 'arms' | 'kind'>): boolean {
	return c.kind === 'leaderboard' || c.arms.length > MAX_LISTED_ARMS;
}

/**
 * The arms of a comparison in a line: "A vs. B" when there are a few; otherwise a count, with its
 * crossed factors when it has them: "69 model configurations", "24 arms: model (12) × mode (2)".
 */
export function armsSummary(c: Pick<Comparison, 'arms' | 'kind' | 'factors' | 'arms_noun'>): string {
	if (!armsAreCounted(c)) return c.arms.map((a) => a.label).join(' vs. ');
	const noun = c.arms_noun ?? (c.arms.length === 1 ? 'arm' : 'arms');
	const crossed = factorLevels(c);
	return crossed.length > 0 ? `${c.arms.length} ${noun}: ${crossed.map((f) => `${f.factor} (${f.levels.length})`).join(' × ')}` : `${c.arms.length} ${noun}`;
}

/** A result table in a few words: "36 figures: model × level × metric". */
export function tableSummary(r: Pick<TableResultData, 'table'>): string {
	return `${r.table.cells.length} figure${r.table.cells.length === 1 ? '' : 's'}: ${r.table.dimensions.map((d) => d.name).join(' × ')}`;
}

export interface TableGrid {
	/** Names of the dimensions that index rows, then the one that indexes columns. */
	rowDimensions: string[];
	columnDimension: string | undefined;
	columns: string[];
	/** One row per combination of the row dimensions that holds a figure; `cells` align with `columns`. */
	rows: { keys: string[]; cells: ({ value: string; unit?: string; note?: string; location?: string } | undefined)[] }[];
}

/**
 * A result table laid out for a page: the last dimension across (columns), the others down (rows),
 * in the order the source gives their values. A table of one dimension has one column of values.
 */
export function tableGrid(r: Pick<TableResultData, 'table'>): TableGrid {
	const dims = r.table.dimensions;
	const byKey = new Map(r.table.cells.map((c) => [JSON.stringify(c.at), c]));
	const across = dims.length > 1 ? dims.at(-1)! : undefined;
	const down = across ? dims.slice(0, -1) : dims;
	const columns = across ? across.values : ['Value'];
	const combos = down.reduce<string[][]>((acc, d) => acc.flatMap((prefix) => d.values.map((v) => [...prefix, v])), [[]]);
	const rows = combos.flatMap((keys) => {
		const cells = columns.map((col) => {
			const cell = byKey.get(JSON.stringify(across ? [...keys, col] : keys));
			if (!cell) return undefined;
			return {
				value: String(cell.value),
				...(cell.unit ? { unit: cell.unit } : {}),
				...(cell.note ? { note: cell.note } : {}),
				...(cell.location ? { location: cell.location } : {}),
			};
		});
		return cells.some(Boolean) ? [{ keys, cells }] : [];
	});
	return { rowDimensions: down.map((d) => d.name), columnDimension: across?.name, columns, rows };
}
