/**
 * Downloadable tables: the Table 5 and Table 3 columns as CSV (one row per study), the gap matrix
 * as CSV, and LaTeX booktabs versions of both views. Cells come from the same view models the
 * pages render, so a download never disagrees with the site.
 */
import { latexUnicode } from '../lib/latex.ts';
import { stringify } from 'csv-stringify/sync';
import type { GapAnalysis } from '../gaps/gaps.ts';
import type { Study } from '../schema/study.ts';
import type { Screening } from '../schema/screening.ts';
import type { DisagreementRow } from '../views/disagreements.ts';
import { tableGrid } from '../views/study-parts.ts';
import { joinSentences, NOT_ASSESSED_TEXT } from '../schema/labels.ts';
import { table3Columns, table5Columns, type MatrixRow } from '../views/matrix.ts';

export const STUDY_CSV_COLUMNS = [
	'id',
	'study',
	'version_read',
	'review_ref',
	'reading_depth',
	'source',
	'arms',
	'coupling',
	'shared_between_arms',
	'benchmarks',
	'models',
	'inclusion',
	'censoring',
	'runs_per_task_and_arm',
	'endpoints',
	'budget',
	'budget_detail',
	'locations',
	'quantities',
	'limiting_condition',
	'record_version',
	'last_changed',
	'url',
] as const;

/** A record's version (its number of changes in the repository) and the date of the last; undefined without history. */
export interface RecordState {
	version: number;
	lastChanged: string | undefined;
}

export function studyCells(row: MatrixRow, url: string, state?: RecordState): Record<(typeof STUDY_CSV_COLUMNS)[number], string> {
	return {
		id: row.id,
		study: row.shortName,
		version_read: row.version,
		review_ref: row.paper.reviewRef === undefined ? '' : String(row.paper.reviewRef),
		reading_depth: row.depth,
		source: row.facets.source[0] ?? '',
		arms: row.arms.summary,
		coupling: row.coupling.label,
		shared_between_arms: row.coupling.shared.join('; '),
		benchmarks: row.population.benchmarks.join('; '),
		models: row.population.models,
		inclusion: row.population.inclusion.text,
		censoring: row.population.censoring.text,
		runs_per_task_and_arm: row.runs,
		endpoints: joinSentences(row.endpoints),
		budget: row.budget.label,
		budget_detail: row.budget.detail ?? '',
		locations: row.locations.join(', '),
		quantities: row.quantities.map((q) => q.name).join('; '),
		limiting_condition: row.limiting,
		record_version: state ? String(state.version) : '',
		last_changed: state?.lastChanged ?? '',
		url,
	};
}

/**
 * How every CSV is written: RFC 4180 with a header row (line breaks inside cells are quoted, not
 * lost), and a cell that a spreadsheet would run as a formula (beginning with =, +, -, @, a tab or
 * a carriage return) prefixed with a quote, so it opens as text.
 */
export const CSV_OPTIONS = { header: true, record_delimiter: 'unix', escape_formulas: true } as const;

/** studies.csv: the header row, then one row per study. */
export function studiesCsv(
	rows: readonly MatrixRow[],
	urlOf: (id: string) => string,
	stateOf: (id: string) => RecordState | undefined = () => undefined,
): string {
	return [...studiesCsvPieces(rows, urlOf, stateOf)].join('');
}

/** studies.csv a row at a time: the header, then each study's row. */
export function* studiesCsvPieces(
	rows: readonly MatrixRow[],
	urlOf: (id: string) => string,
	stateOf: (id: string) => RecordState | undefined = () => undefined,
): Generator<string> {
	const columns = [...STUDY_CSV_COLUMNS];
	yield stringify([], { ...CSV_OPTIONS, columns });
	for (const r of rows) yield stringify([studyCells(r, urlOf(r.id), stateOf(r.id))], { ...CSV_OPTIONS, header: false, columns });
}

/** The gap matrix; `sources` (study id -> review or beyond) adds the source facet as a column. */
export function gapsCsv(analysis: GapAnalysis, sources?: ReadonlyMap<string, string>): string {
	const columns = ['id', 'study', ...(sources ? ['source'] : [])];
	for (const item of analysis.items) {
		columns.push(item.id);
		if (item.second_part) columns.push(`${item.id}_second_part`);
	}
	columns.push('gaps', 'not_assessed');
	const records = analysis.studies.map((s) => {
		const rec: Record<string, string | number> = { id: s.id, study: s.shortName, gaps: s.gaps, not_assessed: s.notAssessed };
		if (sources) rec['source'] = sources.get(s.id) ?? '';
		s.cells.forEach((c) => {
			rec[c.item] = c.base.status;
			if (c.second) rec[`${c.item}_second_part`] = c.second.status;
		});
		return rec;
	});
	return stringify(records, { ...CSV_OPTIONS, columns });
}

/**
 * Escapes text for a LaTeX table cell: the ten special characters, square brackets (a cell that
 * starts with [ after a row break would be read as \\[dimension]), line breaks and controls
 * (spaces), and every non-ASCII character pdflatex cannot take from UTF-8 (src/lib/latex.ts).
 */
export function latexEscape(text: string): string {
	let out = '';
	for (const ch of text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ')) {
		switch (ch) {
			case '\\':
				out += '\\textbackslash{}';
				break;
			case '~':
				out += '\\textasciitilde{}';
				break;
			case '^':
				out += '\\textasciicircum{}';
				break;
			case '{':
			case '}':
			case '&':
			case '%':
			case '$':
			case '#':
			case '_':
				out += `\\${ch}`;
				break;
			case '[':
			case ']':
				out += `{${ch}}`;
				break;
			default:
				out += latexUnicode(ch);
		}
	}
	return out;
}

/**
 * At most this many characters of a cell per unit of column width (a share of \\linewidth) go in
 * one physical row: about 30 lines of a 10 pt column, well under a page. Longtable breaks pages
 * only between rows, so a longer cell continues in the rows that follow, and nothing is cut off.
 */
const CHARS_PER_LINEWIDTH = 2000;

/** A cell's text in pieces of at most `max` characters, broken at spaces where it can be. */
export function splitCell(text: string, max: number): string[] {
	const out: string[] = [];
	let rest = text;
	while (rest.length > max) {
		const cut = rest.lastIndexOf(' ', max);
		const at = cut > max / 2 ? cut : max;
		out.push(rest.slice(0, at).trimEnd());
		rest = rest.slice(at).trimStart();
	}
	out.push(rest);
	return out;
}

/** A logical row as physical rows: every cell that is too long for one row continues, in its column, in the next ones. */
function physicalRows(cells: readonly string[], widths: readonly number[]): string[][] {
	const pieces = cells.map((c, i) => splitCell(c, Math.max(80, Math.floor((widths[i] ?? 0.2) * CHARS_PER_LINEWIDTH))));
	const n = Math.max(...pieces.map((p) => p.length));
	return Array.from({ length: n }, (_, r) => pieces.map((p) => p[r] ?? ''));
}

function latexTable(caption: string, label: string, spec: string, header: string[], body: string[][]): string {
	const widths = [...spec.matchAll(/p\{([\d.]+)\\linewidth\}/g)].map((m) => Number(m[1]));
	const lines = [
		'% Generated by skill-evidence. UTF-8; compiles with pdflatex given \\usepackage[utf8]{inputenc}, \\usepackage[T1]{fontenc}, \\usepackage{booktabs} and \\usepackage{longtable}.',
		`\\begin{longtable}{${spec}}`,
		`\\caption{${latexEscape(caption)}}\\label{${label}}\\\\`,
		'\\toprule',
		`${header.map(latexEscape).join(' & ')} \\\\`,
		'\\midrule',
		'\\endhead',
		...body.flatMap((cells) => physicalRows(cells, widths).map((row) => `${row.map(latexEscape).join(' & ')} \\\\`)),
		'\\bottomrule',
		'\\end{longtable}',
	];
	return `${lines.join('\n')}\n`;
}

export function table5Latex(rows: readonly MatrixRow[]): string {
	return latexTable(
		'Study-level evidence: arms and coupling, population, runs, endpoint, budget and location in the paper',
		'tab:skill-evidence-designs',
		'p{0.13\\linewidth}p{0.2\\linewidth}p{0.22\\linewidth}p{0.25\\linewidth}p{0.12\\linewidth}',
		table5Columns.map((c) => c.label),
		rows.map((r) => [
			`${r.shortName} (${r.version})`,
			`${r.arms.summary}; coupling: ${r.coupling.label}${r.coupling.shared.length ? ` (shared: ${r.coupling.shared.join(', ')})` : ''}`,
			`${r.population.benchmarks.join('; ')}; ${r.population.models}; inclusion: ${r.population.inclusion.text}; censoring: ${r.population.censoring.text}`,
			`Runs per task and arm: ${r.runs}; ${joinSentences(r.endpoints)}; budget: ${r.budget.label}${r.budget.detail ? ` (${r.budget.detail})` : ''}`,
			r.locations.join(', '),
		]),
	);
}

export function table3Latex(rows: readonly MatrixRow[]): string {
	return latexTable(
		'What each design estimates and the condition that limits its interpretation',
		'tab:skill-evidence-quantities',
		'p{0.18\\linewidth}p{0.32\\linewidth}p{0.42\\linewidth}',
		table3Columns.map((c) => c.label),
		rows.map((r) => [r.shortName, r.quantities.map((q) => q.name).join('; ') || NOT_ASSESSED_TEXT, r.limiting]),
	);
}

/** At most this many dimensions a result table has (the schema's limit), each with a name and a value column in the CSV. */
const MAX_DIMENSIONS = 4;

/** The columns of results.csv: one row per figure, long format. */
export const RESULT_CSV_COLUMNS = [
	'id',
	'study',
	'result',
	'comparison',
	'endpoint',
	'arms',
	'model',
	'benchmark',
	...Array.from({ length: MAX_DIMENSIONS }, (_, i) => [`dimension_${i + 1}`, `value_of_dimension_${i + 1}`]).flat(),
	'value',
	'unit',
	'location',
	'note',
] as const;

type ResultCsvRow = Partial<Record<(typeof RESULT_CSV_COLUMNS)[number], string>>;

/** Every figure of every study as one row: a single result is one row, a result table one row per cell with its coordinates. */
export function resultRows(studies: readonly Study[]): ResultCsvRow[] {
	return studies.flatMap((s) =>
		s.results.flatMap((r): ResultCsvRow[] => {
			const base: ResultCsvRow = { id: s.id, study: s.short_name, result: r.label, comparison: r.comparison ?? '', endpoint: r.endpoint ?? '' };
			if ('value' in r) {
				return [
					{
						...base,
						arms: (r.arms ?? []).join('; '),
						model: r.model ?? '',
						benchmark: r.benchmark ?? '',
						value: String(r.value),
						unit: r.unit,
						location: r.location,
					},
				];
			}
			return r.table.cells.map((cell) => {
				const row: ResultCsvRow = {
					...base,
					value: String(cell.value),
					unit: cell.unit ?? r.unit,
					location: cell.location ?? r.location,
					note: cell.note ?? '',
				};
				r.table.dimensions.forEach((d, i) => {
					row[`dimension_${i + 1}` as keyof ResultCsvRow] = d.name;
					row[`value_of_dimension_${i + 1}` as keyof ResultCsvRow] = cell.at[i]!;
				});
				return row;
			});
		}),
	);
}

/**
 * results.csv a study at a time: the header, then each study's rows, the same text as one
 * stringify of every row. At 5,000 records the rows of every figure at once were about a gigabyte.
 */
export function* resultsCsvPieces(studies: readonly Study[]): Generator<string> {
	const columns = [...RESULT_CSV_COLUMNS];
	yield stringify([], { ...CSV_OPTIONS, columns });
	for (const s of studies) yield stringify(resultRows([s]), { ...CSV_OPTIONS, header: false, columns });
}

/**
 * results.tex a table at a time: every result table of every study as a longtable of its own (the
 * last dimension across, the others down, as on the study page), so a table of any length breaks
 * across pages, the tables apart by an empty line; the single figures follow in one longtable.
 */
export function* resultsLatexPieces(studies: readonly Study[]): Generator<string> {
	let n = 0;
	for (const s of studies) {
		for (const r of s.results) {
			if (!('table' in r)) continue;
			n++;
			const grid = tableGrid(r);
			const width = (0.9 / (grid.rowDimensions.length + grid.columns.length)).toFixed(3);
			yield `${n > 1 ? '\n' : ''}${latexTable(
				`${s.short_name}: ${r.label} (${r.unit}; ${r.location})`,
				`tab:skill-evidence-result-${n}`,
				Array.from({ length: grid.rowDimensions.length + grid.columns.length }, () => `p{${width}\\linewidth}`).join(''),
				[...grid.rowDimensions, ...grid.columns.map((c) => (grid.columnDimension ? `${grid.columnDimension}: ${c}` : c))],
				grid.rows.map((row) => [...row.keys, ...row.cells.map((c) => (c ? `${c.value}${c.unit ? ` ${c.unit}` : ''}` : '--'))]),
			)}`;
		}
	}
	const singles = studies.flatMap((s) => s.results.flatMap((r) => ('value' in r ? [[s.short_name, r.label, `${String(r.value)} ${r.unit}`, r.location]] : [])));
	if (singles.length > 0) {
		yield `${n > 0 ? '\n' : ''}${latexTable(
			'Single reported figures, with unit and location in the paper',
			'tab:skill-evidence-figures',
			'p{0.15\\linewidth}p{0.4\\linewidth}p{0.2\\linewidth}p{0.15\\linewidth}',
			['Study', 'Result', 'Value', 'Where'],
			singles,
		)}`;
	}
}

/** The screened candidates, one row each (data/screening.yaml). */
export function screeningCsv(screening: Screening): string {
	const columns = ['id', 'title', 'authors', 'year', 'arxiv', 'found_by', 'decision', 'stage', 'criterion', 'reason', 'record', 'full_text'];
	return stringify(
		screening.candidates.map((c) => ({
			...c,
			arxiv: c.arxiv ?? '',
			found_by: String(c.found_by),
			stage: c.stage ?? '',
			criterion: c.criterion ?? '',
			record: c.record ?? '',
			full_text: c.full_text ? `${c.full_text.version}; ${c.full_text.where}` : '',
		})),
		{ ...CSV_OPTIONS, columns },
	);
}

/** Every point where the review and a paper disagree, one row each, with both locations. */
export function disagreementsCsv(rows: readonly DisagreementRow[]): string {
	const columns = ['id', 'study', 'review_ref', 'on', 'review_says', 'review_where', 'paper_says', 'paper_where', 'paper_version', 'note'];
	return stringify(
		rows.map((r) => ({
			id: r.id,
			study: r.shortName,
			review_ref: r.reviewRef === undefined ? '' : String(r.reviewRef),
			on: r.what,
			review_says: r.review.says,
			review_where: r.review.where,
			paper_says: r.paper.says,
			paper_where: r.paper.where,
			paper_version: r.paper.version,
			note: r.note ?? '',
		})),
		{ ...CSV_OPTIONS, columns },
	);
}
