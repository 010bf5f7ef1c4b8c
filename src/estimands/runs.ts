// The run table: reads a runs CSV, validates every row, and returns typed runs grouped by task.
import { makeProblem, type Problem } from '../lib/problems.ts';
import { parseCsv, type CsvRow } from './csv.ts';
import { NameIds } from './name-ids.ts';

/** The optional cost columns, in the order they are reported. */
export const COST_COLUMNS = ['tokens', 'calls', 'latency'] as const;
/** One of the optional cost columns. */
export type CostColumn = (typeof COST_COLUMNS)[number];

/** The required columns. */
export const REQUIRED_COLUMNS = ['task', 'arm', 'run', 'success'] as const;
/** Every column the table understands. */
export const KNOWN_COLUMNS: readonly string[] = [...REQUIRED_COLUMNS, 'triggered', ...COST_COLUMNS];

/**
 * One run of one arm on one task. Runs read from a file are frozen, and runs with the same values
 * (a 0/1 success, the same index, trigger and costs) are one shared object, as are the one-run lists
 * of such a run (read-only, see {@link TaskRuns}): a million tasks of one run each then hold a few thousand runs and lists, not two
 * million of each. Where a run stands in the file is in the problems, and its task's first line in
 * {@link TaskRuns.line}.
 */
export interface Run {
	/** Run index within task and arm; runs with equal index in the two arms form a pair. */
	run: number;
	/** 0 or 1, or a reward in [0, 1]. */
	success: number;
	/** Whether the trigger event happened (treated runs only, when the column exists); null otherwise. */
	triggered: boolean | null;
	/** Cost values present on this row. */
	costs: Partial<Record<CostColumn, number>>;
}

/** All runs of one task, split by arm and sorted by run index. */
export interface TaskRuns {
	task: string;
	/** Line of the task's first record. */
	line: number;
	/** Read-only: lists of one shared run are shared between tasks. */
	control: readonly Run[];
	treatment: readonly Run[];
}

/** A validated run table. */
export interface RunTable {
	/** Name of the control arm as written in the file. */
	control: string;
	/** Name of the treated arm as written in the file. */
	treatment: string;
	/** `binary` when every success value is 0 or 1, else `reward`. */
	outcome: 'binary' | 'reward';
	/** Whether the file has a `triggered` column. */
	hasTrigger: boolean;
	/** Cost columns present in the file. */
	costColumns: CostColumn[];
	/** Tasks in order of first appearance. */
	tasks: TaskRuns[];
	/** Tasks with runs in one compared arm only: left out of `tasks`, and so of every number. */
	oneArmTasks?: OneArmTasks;
}

/** An arm's runs by run index: the list itself when already in order (parseRunTable's are), else a sorted copy. */
export function inOrder(runs: readonly Run[]): readonly Run[] {
	for (let k = 1; k < runs.length; k++) if (runs[k - 1]!.run > runs[k]!.run) return [...runs].sort((a, b) => a.run - b.run);
	return runs;
}

/** Tasks found in one compared arm only: how many, and the first few by line. */
export interface OneArmTasks {
	count: number;
	/** The first {@link WARNING_LIMIT} of them, in order of appearance. */
	first: { task: string; arm: string; line: number; runs: number }[];
}

/** Options for {@link parseRunTable}. */
export interface RunTableOptions {
	/** Name of the control arm; default `control`, or the other arm when only `treatment` is given. */
	control?: string | undefined;
	/** Name of the treated arm; default `treatment`, or the other arm when only `control` is given. */
	treatment?: string | undefined;
	/** How the reader names the two arms, for the error that asks them to (the command line's flags by default). */
	armHint?: string;
	/** The file's name as the reader knows it, for the problems; default `runs.csv`. */
	file?: string;
}

/**
 * The result of {@link parseRunTable}: the table when there are no errors, and all problems found,
 * in the project's one problem shape (rule `run-table`; the path is the column a problem is in).
 */
export interface RunTableResult {
	table: RunTable | null;
	problems: Problem[];
}

/** Individual warnings of one kind listed before the rest are summarised in one line. */
const WARNING_LIMIT = 10;

const DECIMAL = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;

/** Parses a plain decimal number (no hex, no Infinity, no blanks); null when it is not one. */
function parseDecimal(text: string): number | null {
	// the common cases, 0 and 1, without the regular expression
	if (text === '0') return 0;
	if (text === '1') return 1;
	if (!DECIMAL.test(text)) return null;
	const v = Number(text);
	return Number.isFinite(v) ? v : null;
}

const quote = (s: string): string => JSON.stringify(s);

/** A field a problem is in: its column's name and its 1-based column in the line. */
interface FieldAt {
	name: string;
	column: number;
}

/** Problems placed at a line kept at most; past this many the rest are counted, not kept. */
export const PROBLEM_LIMIT = 1000;

/**
 * The problems of one table, handed back in line order (file-level ones last, stable otherwise).
 * At most {@link PROBLEM_LIMIT} problems at a line are kept; the others are counted and summed up in
 * one problem put first, so a file of millions of bad rows costs the same memory as one of a thousand.
 */
class TableProblems {
	private readonly list: Problem[] = [];
	private readonly file: string;
	private atLines = 0;
	private errors = 0;
	private readonly dropped = { error: 0, warning: 0 };
	constructor(file: string) {
		this.file = file;
	}
	private add(severity: Problem['severity'], message: string, line?: number, field?: FieldAt): void {
		if (severity === 'error') this.errors++;
		if (line !== undefined) {
			if (this.atLines >= PROBLEM_LIMIT) {
				this.dropped[severity]++;
				return;
			}
			this.atLines++;
		}
		this.list.push(
			makeProblem({
				rule: 'run-table',
				file: this.file,
				message,
				severity,
				path: field?.name ?? '',
				position: line === undefined ? undefined : { line, column: field?.column ?? 1 },
			}),
		);
	}
	error(message: string, line?: number, field?: FieldAt): void {
		this.add('error', message, line, field);
	}
	warn(message: string, line?: number): void {
		this.add('warning', message, line);
	}
	get hasErrors(): boolean {
		return this.errors > 0;
	}
	/** Whether no more problems are kept and some are errors: no table will be made, so rows need not be kept either. */
	get full(): boolean {
		return this.atLines >= PROBLEM_LIMIT && this.errors > 0;
	}
	inOrder(): Problem[] {
		const sorted = this.list
			.map((p, i) => ({ p, i }))
			.sort((a, b) => (a.p.line ?? Infinity) - (b.p.line ?? Infinity) || a.i - b.i)
			.map((x) => x.p);
		const { error, warning } = this.dropped;
		if (error + warning === 0) return sorted;
		const n = (k: number, what: string) => `${k.toLocaleString('en')} ${what}${k === 1 ? '' : 's'}`;
		const kinds = [error > 0 ? n(error, 'error') : '', warning > 0 ? n(warning, 'warning') : ''].filter(Boolean).join(' and ');
		const summary = makeProblem({
			rule: 'run-table',
			file: this.file,
			message: `... and ${kinds} more, not listed: only the first ${PROBLEM_LIMIT.toLocaleString('en')} problems at a line are kept; fix these and read the file again`,
			severity: error > 0 ? 'error' : 'warning',
			path: '',
		});
		// first, so that a reader who sees only the top of a long list learns how long it was
		return [summary, ...sorted];
	}
}

/**
 * What one pass over the file gathers. Each usable row (task, arm and run index readable) goes into
 * {@link RowColumns}, numbers in typed arrays and task and arm as ids, so a row costs a few dozen
 * bytes and no objects while the file is read. Arms are decided after the pass; the runs are then
 * made from the columns, task by task, for the two compared arms only (see {@link groupRuns}).
 */
interface Rows {
	hasTrigger: boolean;
	costColumns: CostColumn[];
	/** Task ids in order of first appearance (of a row that is filed), and the names by id. */
	tasks: NameIds;
	/** Each arm's first line, in order of appearance. */
	armLines: Map<string, number>;
	/** Each arm's number of rows. */
	armRows: Map<string, { count: number }>;
	nonBinaryArms: Set<string>;
	rowCount: number;
	/** Whether the problem limit is reached with errors (see TableProblems.full): rows are then counted, not kept. */
	full: () => boolean;
	/** The previous row's arm, its row count and its id. */
	last: ArmSeen;
	/** The arm seen before the last one (arms often alternate row by row). */
	before: ArmSeen;
}

/** An arm as {@link keepRow} last saw it. */
interface ArmSeen {
	arm: string;
	armRows: { count: number };
	armId: number;
}

/** Column positions, looked up once from the header rather than once per field. */
interface Columns {
	count: number;
	task: number;
	arm: number;
	run: number;
	success: number;
	triggered: number;
	costs: [CostColumn, number][];
}

/** Checks the header; the column positions, or null when a required column is missing. */
function readHeader(row: CsvRow, problems: TableProblems): Columns | null {
	const names = row.fields.map((f) => f.trim().toLowerCase());
	const index = new Map<string, number>();
	names.forEach((name, i) => {
		if (name === '') problems.error(`column ${i + 1} of the header has no name`, row.line);
		else if (index.has(name)) problems.error(`column ${quote(name)} appears twice in the header`, row.line);
		else index.set(name, i);
	});
	const missing = REQUIRED_COLUMNS.filter((c) => !index.has(c));
	if (missing.length > 0) {
		const plural = missing.length === 1 ? 'column' : 'columns';
		problems.error(`missing required ${plural} ${missing.map(quote).join(', ')} (the header has ${names.map(quote).join(', ')})`, row.line);
		return null;
	}
	for (const name of names) if (name !== '' && !KNOWN_COLUMNS.includes(name)) problems.warn(`column ${quote(name)} is not used`, row.line);
	const pos = (name: string) => index.get(name) ?? -1;
	return {
		count: names.length,
		task: pos('task'),
		arm: pos('arm'),
		run: pos('run'),
		success: pos('success'),
		triggered: pos('triggered'),
		costs: COST_COLUMNS.filter((c) => index.has(c)).map((c) => [c, pos(c)]),
	};
}

const EMPTY_COSTS: Partial<Record<CostColumn, number>> = Object.freeze({});

/** A record's field, trimmed; empty for a column the header lacks. */
const fieldText = (fields: readonly string[], i: number): string => (i < 0 ? '' : (fields[i] ?? '').trim());

/** Where a field is, for its problem: the column's name and the field's start, counted on the text as written when it is not quoted. */
const fieldAt = (fields: readonly string[], name: string, i: number): FieldAt => ({
	name,
	column: 1 + fields.slice(0, i).reduce((n, f) => n + f.length + 1, 0),
});

/** Reads every record into `rows` and its columns, checking each field; one pass. */
function readRows(text: string, problems: TableProblems): { rows: Rows; store: RowColumns | null; sawHeader: boolean; columns: Columns | null } {
	const rows: Rows = {
		hasTrigger: false,
		costColumns: [],
		tasks: new NameIds(),
		armLines: new Map(),
		armRows: new Map(),
		nonBinaryArms: new Set(),
		rowCount: 0,
		full: () => problems.full,
		last: { arm: '', armRows: { count: 0 }, armId: -1 },
		before: { arm: '', armRows: { count: 0 }, armId: -1 },
	};
	let columns: Columns | null = null;
	let sawHeader = false;
	let store: RowColumns | null = null;
	const onRow = (row: CsvRow): void => {
		if (!sawHeader) {
			sawHeader = true;
			columns = readHeader(row, problems);
			if (columns) {
				rows.hasTrigger = columns.triggered >= 0;
				rows.costColumns = columns.costs.map(([c]) => c);
				store = new RowColumns(columns.costs.length, lineCount(text));
			}
		} else if (columns) readRecord(row, columns, rows, store!, problems);
	};
	// without quotes or carriage returns a record is a line and a field what lies between commas
	if (!text.includes('"') && !text.includes('\r')) {
		readLines(text, (line, start, end) => {
			if (columns && store) readLine(text, start, end, line, columns, rows, store, problems);
			else if (!sawHeader) onRow({ line, fields: text.slice(start, end).split(',') });
		});
	} else parseCsv(text, onRow, (e) => problems.error(e.message, e.line));
	return { rows, store, sawHeader, columns };
}

/** How many lines the text has at most (line breaks, plus one): no more records than that. */
function lineCount(text: string): number {
	let n = 1;
	for (let at = text.indexOf('\n'); at >= 0; at = text.indexOf('\n', at + 1)) n++;
	return n;
}

/** Calls `onLine` with each non-empty line's number and bounds (the text holds no carriage return); a leading byte-order mark is dropped. */
function readLines(text: string, onLine: (line: number, start: number, end: number) => void): void {
	const n = text.length;
	let pos = text.charCodeAt(0) === 0xfeff ? 1 : 0;
	for (let line = 1; pos <= n; line++) {
		let end = text.indexOf('\n', pos);
		if (end < 0) end = n;
		if (end > pos) onLine(line, pos, end);
		pos = end + 1;
	}
}

/** Field starts of the line being read (one more entry than fields: the end of the last field, plus one). */
let cuts = new Int32Array(8);

/** A field's text can be read as it stands: it neither starts nor ends with a character trim() might remove (or anything not printable ASCII). */
const plainEnds = (text: string, start: number, end: number): boolean => {
	if (end <= start) return false;
	const a = text.charCodeAt(start);
	const b = text.charCodeAt(end - 1);
	return a > 32 && a < 127 && b > 32 && b < 127;
};

/** A field of digits only (at most 15, so exact), as a number; -1 otherwise. */
function digitsAt(text: string, start: number, end: number): number {
	if (end <= start || end - start > 15) return -1;
	let v = 0;
	for (let i = start; i < end; i++) {
		const d = text.charCodeAt(i) - 48;
		if (d < 0 || d > 9) return -1;
		v = v * 10 + d;
	}
	return v;
}

/**
 * Reads one line of a file without quotes: the common record (plain task and arm, a run index and
 * costs of digits only, success and triggered 0 or 1 or blank) straight from the text, with no
 * field strings made but the task's and arm's when they change; anything else goes through
 * {@link readRecord} with the line split at its commas, which is exactly what the CSV parser gives.
 */
function readLine(text: string, start: number, end: number, line: number, at: Columns, rows: Rows, store: RowColumns, problems: TableProblems): void {
	const count = at.count;
	if (cuts.length < count + 1) cuts = new Int32Array(count + 1);
	cuts[0] = start;
	let k = 1;
	for (let p = start; k <= count;) {
		const c = text.indexOf(',', p);
		if (c < 0 || c >= end) break;
		cuts[k++] = c + 1;
		p = c + 1;
	}
	const general = () => readRecord({ line, fields: text.slice(start, end).split(',') }, at, rows, store, problems);
	if (k !== count) return general();
	cuts[count] = end + 1;
	const from = (j: number) => cuts[j]!;
	const to = (j: number) => cuts[j + 1]! - 1;
	const ts = from(at.task);
	const te = to(at.task);
	const as = from(at.arm);
	const ae = to(at.arm);
	if (!plainEnds(text, ts, te) || !plainEnds(text, as, ae)) return general();
	const run = digitsAt(text, from(at.run), to(at.run));
	const ss = from(at.success);
	const success = to(at.success) - ss === 1 ? text.charCodeAt(ss) - 48 : -1;
	if (run < 0 || (success !== 0 && success !== 1)) return general();
	let trig = '';
	if (at.triggered >= 0) {
		const gs = from(at.triggered);
		const len = to(at.triggered) - gs;
		const g = len === 1 ? text.charCodeAt(gs) : -1;
		if (len > 1 || (len === 1 && g !== 48 && g !== 49)) return general();
		trig = len === 0 ? '' : g === 48 ? '0' : '1';
	}
	const costs = store.scratch;
	for (let c = 0; c < at.costs.length; c++) {
		const i = at.costs[c]![1];
		const cs = from(i);
		const ce = to(i);
		const v = ce === cs ? Number.NaN : digitsAt(text, cs, ce);
		if (v < 0) return general();
		costs[c] = v;
	}
	// the arm's name as keepRow last saw it, when it is one of the last two: no string made
	const { last, before } = rows;
	const armLength = ae - as;
	const arm =
		armLength === last.arm.length && text.startsWith(last.arm, as)
			? last.arm
			: armLength === before.arm.length && text.startsWith(before.arm, as)
				? before.arm
				: text.slice(as, ae);
	keepRow(rows, store, line, rows.full() ? -1 : rows.tasks.idOfRange(text, ts, te), arm, run, success, trig);
}

/** Trigger codes in {@link RowColumns}: blank, 0, 1, or other text (kept in `RowColumns.triggerText`). */
const TRIGGER_BLANK = -1;
const TRIGGER_OTHER = 2;

/**
 * The usable rows of the file, one entry per row in file order across typed arrays made as long as
 * the file has lines (they grow by doubling past that). Cost values are NaN where the row has none.
 */
class RowColumns {
	length = 0;
	private capacity: number;
	task: Int32Array;
	arm: Int32Array;
	line: Int32Array;
	run: Float64Array;
	success: Float64Array;
	trigger: Int8Array;
	costs: Float64Array[];
	/** Arm names by id, and ids by name. */
	readonly armNames: string[] = [];
	readonly armIds = new Map<string, number>();
	/** Trigger text of rows whose value is not blank, 0 or 1, by row. */
	readonly triggerText = new Map<number, string>();
	/** One row's cost values while it is read. */
	readonly scratch: Float64Array;
	/** Columns for `capacity` rows to start with (the lines of the file: no column then grows). */
	constructor(costColumns: number, capacity = 1024) {
		const n = (this.capacity = Math.max(1, capacity));
		this.task = new Int32Array(n);
		this.arm = new Int32Array(n);
		this.line = new Int32Array(n);
		this.run = new Float64Array(n);
		this.success = new Float64Array(n);
		this.trigger = new Int8Array(n);
		this.costs = Array.from({ length: costColumns }, () => new Float64Array(this.capacity));
		this.scratch = new Float64Array(costColumns);
	}
	armId(arm: string): number {
		let id = this.armIds.get(arm);
		if (id === undefined) {
			id = this.armNames.length;
			this.armNames.push(arm);
			this.armIds.set(arm, id);
		}
		return id;
	}
	/** Room for one more row; returns its index. */
	add(): number {
		if (this.length === this.capacity) {
			this.capacity *= 2;
			const grow = <A extends Int32Array | Float64Array | Int8Array>(a: A): A => {
				const b = new (a.constructor as new (n: number) => A)(this.capacity);
				b.set(a);
				return b;
			};
			this.task = grow(this.task);
			this.arm = grow(this.arm);
			this.line = grow(this.line);
			this.run = grow(this.run);
			this.success = grow(this.success);
			this.trigger = grow(this.trigger);
			this.costs = this.costs.map(grow);
		}
		return this.length++;
	}
}

/**
 * A number read back from a typed array, as a small integer when it is one: V8 then stores it in the
 * run object itself rather than in a separate boxed double (-0 stays -0).
 */
const small = (v: number): number => (v === (v | 0) && (v !== 0 || 1 / v > 0) ? v | 0 : v);

/** Shared cost objects of one value each, by column and value (as EMPTY_COSTS is shared by runs without costs). */
type SharedCosts = Map<CostColumn, Map<number, Partial<Record<CostColumn, number>>>>;
/** Values shared per column at most: past this many distinct values a cost object is made per run. */
const SHARED_COSTS_LIMIT = 1 << 16;

/**
 * A cost object holding its first value, written as a literal so that it has room for one property,
 * not four. When it is also the last (one cost column, or a run with a value in its last column
 * only), runs with the same value share one frozen object: token counts repeat, and a million runs
 * need not hold a million copies.
 */
function oneCost(sharedCosts: SharedCosts, column: CostColumn, v: number, last: boolean): Partial<Record<CostColumn, number>> {
	const share = last && !Object.is(v, -0);
	let byValue = share ? sharedCosts.get(column) : undefined;
	const known = byValue?.get(v);
	if (known) return known;
	const made = column === 'tokens' ? { tokens: v } : column === 'calls' ? { calls: v } : { latency: v };
	if (!share) return made;
	if (!byValue) sharedCosts.set(column, (byValue = new Map()));
	if (byValue.size < SHARED_COSTS_LIMIT) byValue.set(v, Object.freeze(made));
	return made;
}

/** A row whose task, arm and run index an earlier row already has. */
interface Duplicate {
	arm: string;
	task: string;
	run: number;
	line: number;
	/** Line of the row it repeats. */
	first: number;
}

/** The runs made from the columns, and the duplicates set aside on the way. */
interface Grouped {
	/** Tasks with a run in either compared arm, in order of first appearance, each arm's runs in file order. */
	tasks: TaskRuns[];
	/** Every duplicate, in any arm, by line. */
	duplicates: Duplicate[];
	/** 1 for a row that repeats an earlier run: it takes no part in any later check. */
	isDuplicate: Uint8Array;
	/** The line of the run with this index in this arm of `tasks[k]` (not a duplicate). */
	lineOf: (k: number, arm: string, run: number) => number;
	/**
	 * By entry of `tasks`: {@link PAIRED} when both arms have runs, with the same indices in the same
	 * order, {@link PAIRED_SINGLE} when they are one run each, else 0: what the pairing check needs to
	 * know of most tasks, without reading them again.
	 */
	paired: Uint8Array;
}

const PAIRED = 1;
const PAIRED_SINGLE = 2;

/** Distinct runs shared at most; past this many, runs are made one per row. */
const SHARED_RUNS_LIMIT = 1 << 16;

/** Rows of one task below this many are checked for duplicates by a scan; from this many on, through a map. */
const SCAN_LIMIT = 16;

/**
 * Turns the columns into runs: the rows are put in task order (a counting sort on the task id, so
 * each task's rows stay in file order), a row whose task and arm already have its run index is a
 * duplicate of the first such row, and the other rows of the two compared arms become runs. Runs
 * of other arms are never made, and no per-task structure outlives the pass but the runs themselves.
 */
function groupRuns(store: RowColumns, rows: Rows, arms: { control: number; treatment: number } | null): Grouped {
	const n = store.length;
	const taskCount = rows.tasks.names.length;
	const start = new Int32Array(taskCount + 1);
	for (let i = 0; i < n; i++) start[store.task[i]! + 1]!++;
	for (let k = 0; k < taskCount; k++) start[k + 1]! += start[k]!;
	const order = new Int32Array(n);
	const next = start.slice(0, taskCount);
	for (let i = 0; i < n; i++) order[next[store.task[i]!]!++] = i;
	const isDuplicate = new Uint8Array(n);
	const paired = new Uint8Array(taskCount);
	const duplicates: Duplicate[] = [];
	const tasks: TaskRuns[] = [];
	const costNames = rows.costColumns;
	const sharedCosts: SharedCosts = new Map();
	// shared runs: by cost object (itself shared, or none), then by index, success and trigger
	const sharedRuns = new Map<Partial<Record<CostColumn, number>>, Map<number, Run>>();
	let sharedCount = 0;
	const makeRun = (i: number, treated: boolean): Run => {
		let costs = EMPTY_COSTS;
		for (let c = 0; c < costNames.length; c++) {
			const v = store.costs[c]![i]!;
			if (Number.isNaN(v)) continue;
			if (costs === EMPTY_COSTS) costs = oneCost(sharedCosts, costNames[c]!, small(v), c === costNames.length - 1);
			else costs[costNames[c]!] = small(v);
		}
		// triggered is read on treated rows only; anything but 0 or 1 there is an error, so no table is made with it
		const code = treated ? store.trigger[i]! : TRIGGER_BLANK;
		const run = small(store.run[i]!);
		const success = small(store.success[i]!);
		const triggered = code === 1 ? true : code === 0 ? false : null;
		if (!Object.isFrozen(costs) || (success !== 0 && success !== 1) || run > 0x3fffffff) return Object.freeze({ run, success, triggered, costs });
		const key = run * 6 + success * 3 + (code === 1 ? 2 : code === 0 ? 1 : 0);
		let byKey = sharedRuns.get(costs);
		const known = byKey?.get(key);
		if (known) return known;
		const made = Object.freeze({ run, success, triggered, costs });
		if (sharedCount < SHARED_RUNS_LIMIT) {
			if (!byKey) sharedRuns.set(costs, (byKey = new Map()));
			byKey.set(key, made);
			sharedCount++;
			singles.set(made, [made]);
		}
		return made;
	};
	// a one-run arm of a shared run is a shared list too (read-only by its type; a frozen array is slower to read)
	const singles = new Map<Run, Run[]>();
	// an arm's runs: its one run, or its list once it has two. A list grown by push keeps room for more;
	// a copy is its exact length, and a one-run arm makes no list of its own (a million tasks of one run each)
	const exact = (one: Run | null, runs: Run[] | null): Run[] => (runs !== null ? runs.slice() : one === null ? [] : (singles.get(one) ?? [one]));
	// the task id of each entry of `tasks`, to find a run's line again
	const ids = new Int32Array(taskCount);
	for (let k = 0; k < taskCount; k++) {
		const from = start[k]!;
		const to = start[k + 1]!;
		// (arm, run) → first line, for a task with many rows
		const seen = to - from >= SCAN_LIMIT ? new Map<number, Map<number, number>>() : null;
		let control: Run | null = null;
		let treatment: Run | null = null;
		let controls: Run[] | null = null;
		let treatments: Run[] | null = null;
		let firstLine = 0;
		for (let j = from; j < to; j++) {
			const i = order[j]!;
			const arm = store.arm[i]!;
			const run = store.run[i]!;
			let first = -1;
			if (seen) {
				let byRun = seen.get(arm);
				if (!byRun) seen.set(arm, (byRun = new Map()));
				first = byRun.get(run) ?? -1;
				if (first < 0) byRun.set(run, store.line[i]!);
			} else {
				for (let q = from; q < j; q++) {
					const p = order[q]!;
					if (isDuplicate[p] === 0 && store.arm[p] === arm && store.run[p] === run) {
						first = store.line[p]!;
						break;
					}
				}
			}
			if (first >= 0) {
				isDuplicate[i] = 1;
				duplicates.push({ arm: store.armNames[arm]!, task: rows.tasks.names[k]!, run, line: store.line[i]!, first });
				continue;
			}
			if (arms === null || (arm !== arms.control && arm !== arms.treatment)) continue;
			// rows are in file order within the task: the first compared row has its first line
			if (control === null && treatment === null) firstLine = store.line[i]!;
			if (arm === arms.control) {
				const r = makeRun(i, false);
				if (control === null) control = r;
				else (controls ??= [control]).push(r);
			} else {
				const r = makeRun(i, true);
				if (treatment === null) treatment = r;
				else (treatments ??= [treatment]).push(r);
			}
		}
		if (control === null && treatment === null) continue;
		const c = exact(control, controls);
		const t = exact(treatment, treatments);
		let same = c.length > 0 && c.length === t.length;
		for (let i = 0; same && i < c.length; i++) same = c[i]!.run === t[i]!.run;
		paired[tasks.length] = !same ? 0 : c.length === 1 ? PAIRED_SINGLE : PAIRED;
		ids[tasks.length] = k;
		tasks.push({ task: rows.tasks.names[k]!, line: firstLine, control: c, treatment: t });
	}
	duplicates.sort((a, b) => a.line - b.line);
	const lineOf = (k: number, arm: string, run: number): number => {
		const task = ids[k]!;
		const armId = store.armIds.get(arm);
		for (let j = start[task]!; j < start[task + 1]!; j++) {
			const i = order[j]!;
			if (isDuplicate[i] === 0 && store.arm[i] === armId && store.run[i] === run) return store.line[i]!;
		}
		return tasks[k]!.line;
	};
	return { tasks, duplicates, isDuplicate, lineOf, paired };
}

/** Checks one record's fields and files its run under its task and arm. */
function readRecord({ line, fields }: CsvRow, at: Columns, rows: Rows, store: RowColumns, problems: TableProblems): void {
	if (fields.length !== at.count) {
		problems.error(`expected ${at.count} fields as in the header, got ${fields.length}`, line);
		return;
	}
	const task = fieldText(fields, at.task);
	const arm = fieldText(fields, at.arm);
	if (task === '') problems.error('task must not be empty', line, fieldAt(fields, 'task', at.task));
	if (arm === '') problems.error('arm must not be empty', line, fieldAt(fields, 'arm', at.arm));
	const runText = fieldText(fields, at.run);
	let run: number | null = parseDecimal(runText);
	if (run === null || !Number.isInteger(run) || run < 0) {
		problems.error(`run must be a non-negative integer (the run's index within its task and arm), got ${quote(runText)}`, line, fieldAt(fields, 'run', at.run));
		run = null;
	}
	const successText = fieldText(fields, at.success);
	let success = parseDecimal(successText);
	if (success === null || success < 0 || success > 1) {
		problems.error(`success must be 0, 1 or a reward in [0, 1], got ${quote(successText)}`, line, fieldAt(fields, 'success', at.success));
		success = null;
	}
	// NaN for a missing or unreadable value (the latter is an error, so no table is made from it)
	const costs = store.scratch;
	for (let c = 0; c < at.costs.length; c++) {
		const [name, i] = at.costs[c]!;
		const t = fieldText(fields, i);
		const v = t === '' ? null : parseDecimal(t);
		if (t !== '' && (v === null || v < 0)) problems.error(`${name} must be a non-negative number (or empty), got ${quote(t)}`, line, fieldAt(fields, name, i));
		costs[c] = v === null || v < 0 ? Number.NaN : v;
	}
	// a task gets its id (its place in the table) from its first row that is filed
	const taskId = arm !== '' && task !== '' && run !== null && !rows.full() ? rows.tasks.idOf(task) : -1;
	keepRow(rows, store, line, taskId, arm, run, success, rows.hasTrigger ? fieldText(fields, at.triggered) : '');
}

/**
 * Counts a checked row under its arm and, when its task and run index are usable, files it in the
 * columns (its costs are in `store.scratch`). An empty arm is a missing one; taskId is -1 for a row
 * not filed (no task, or no run index).
 */
function keepRow(rows: Rows, store: RowColumns, line: number, taskId: number, arm: string, run: number | null, success: number | null, trig: string): void {
	rows.rowCount++;
	// past the problem limit, with errors, no table will be made: rows are counted, not kept
	if (rows.full()) return;
	if (arm === '') return;
	// rows of one arm usually come together, or two arms alternate: the last two arms are checked before the maps
	let last = rows.last;
	if (arm !== last.arm) {
		const before = rows.before;
		rows.before = last;
		if (arm === before.arm) rows.last = last = before;
		else {
			let rowsOfArm = rows.armRows.get(arm);
			if (!rowsOfArm) {
				rows.armRows.set(arm, (rowsOfArm = { count: 0 }));
				rows.armLines.set(arm, line);
			}
			rows.last = last = { arm, armRows: rowsOfArm, armId: store.armId(arm) };
		}
	}
	last.armRows.count++;
	if (success !== null && success !== 0 && success !== 1) rows.nonBinaryArms.add(arm);
	if (taskId < 0 || run === null) return;
	const i = store.add();
	store.task[i] = taskId;
	store.arm[i] = last.armId;
	store.line[i] = line;
	store.run[i] = run;
	store.success[i] = success ?? Number.NaN;
	const code = trig === '' ? TRIGGER_BLANK : trig === '0' ? 0 : trig === '1' ? 1 : TRIGGER_OTHER;
	store.trigger[i] = code;
	if (code === TRIGGER_OTHER) store.triggerText.set(i, trig);
	const costs = store.scratch;
	for (let c = 0; c < costs.length; c++) store.costs[c]![i] = costs[c]!;
}

/** Decides which two arms are compared (any number may be present); undefined after an error. */
function chooseArms(rows: Rows, options: RunTableOptions, problems: TableProblems): { control: string; treatment: string } | undefined {
	const { armLines } = rows;
	const found = [...armLines].map(([a, l]) => `${quote(a)} (first on line ${l})`).join(', ');
	const hint = options.armHint ?? 'name them with --control and --treatment';
	const byCase = new Map<string, string[]>();
	for (const a of armLines.keys()) byCase.set(a.toLowerCase(), [...(byCase.get(a.toLowerCase()) ?? []), a]);
	for (const same of byCase.values()) {
		if (same.length > 1)
			problems.warn(
				`arms ${same.map(quote).join(' and ')} differ only in case; arm names are case-sensitive, so they are different arms`,
				armLines.get(same[1]!),
			);
	}
	if (armLines.size < 2) {
		problems.error(`expected at least two arms, found ${armLines.size}: ${found || 'none'}`);
		return undefined;
	}
	const arms = [...armLines.keys()];
	// with exactly two arms, naming one names the other
	const other = (a: string): string | undefined => (arms.length === 2 ? arms.find((x) => x !== a) : undefined);
	const control = options.control ?? (options.treatment !== undefined ? other(options.treatment) : 'control');
	const treatment = options.treatment ?? (options.control !== undefined ? other(options.control) : 'treatment');
	const flagged = options.control !== undefined || options.treatment !== undefined;
	const unknown = [control, treatment].filter((a): a is string => a !== undefined && !armLines.has(a));
	if (control === undefined || treatment === undefined) {
		problems.error(`the file has ${arms.length} arms, so both must be named: ${found}; ${hint}`);
		return undefined;
	}
	if (unknown.length > 0) {
		const what = flagged
			? `arm ${unknown.map(quote).join(' and ')} given ${options.armHint ? '' : 'on the command line '}is not in the file`
			: 'no arms named "control" and "treatment"';
		problems.error(`${what}; the arms found are ${found}; ${hint}`);
		return undefined;
	}
	if (control === treatment) {
		problems.error(`the control and treated arms must differ, both are ${quote(control)}`);
		return undefined;
	}
	const ignored = arms.filter((a) => a !== control && a !== treatment);
	if (ignored.length > 0) {
		const n = ignored.reduce((sum, a) => sum + (rows.armRows.get(a)?.count ?? 0), 0);
		problems.warn(
			`the file has ${arms.length} arms; this report compares ${quote(control)} with ${quote(treatment)} and ignores ${ignored.map(quote).join(', ')} (${n} row${n === 1 ? '' : 's'})`,
		);
	}
	return { control, treatment };
}

/** Duplicate runs are errors in the compared arms (in every arm when the arms are not known); rows of ignored arms take no part. */
function reportDuplicates(duplicates: readonly Duplicate[], arms: { control: string; treatment: string } | undefined, problems: TableProblems): void {
	const compared = (arm: string) => arms === undefined || arm === arms.control || arm === arms.treatment;
	for (const d of duplicates) {
		if (compared(d.arm)) problems.error(`duplicate run: task ${quote(d.task)}, arm ${quote(d.arm)}, run ${d.run} already appears on line ${d.first}`, d.line);
	}
}

/** `triggered` is read on treated rows only: it must be 0 or 1 there, and is dropped elsewhere (read from the columns, duplicates left out). */
function checkTriggers(store: RowColumns, isDuplicate: Uint8Array, treatment: string, problems: TableProblems): void {
	const treated = store.armIds.get(treatment) ?? -1;
	let ignoredAt: { line: number; text: string } | null = null;
	for (let i = 0; i < store.length; i++) {
		if (isDuplicate[i] === 1) continue;
		const code = store.trigger[i]!;
		const text = code === TRIGGER_OTHER ? store.triggerText.get(i)! : code === TRIGGER_BLANK ? '' : code === 1 ? '1' : '0';
		const line = store.line[i]!;
		if (store.arm[i] === treated) {
			if (text !== '0' && text !== '1') problems.error(`triggered must be 0 or 1 on rows of the treated arm ${quote(treatment)}, got ${quote(text)}`, line);
		} else if (text !== '' && text !== '0' && (ignoredAt === null || line < ignoredAt.line)) ignoredAt = { line, text };
	}
	if (ignoredAt)
		problems.warn(
			`triggered is read only on rows of the treated arm ${quote(treatment)}; values on other rows (here ${quote(ignoredAt.text)}) are ignored`,
			ignoredAt.line,
		);
}

/**
 * Tasks in one arm only, single runs and runs without a partner are warnings (the first few listed,
 * the rest counted); one-arm tasks are left out of the table and returned so the report can count
 * them. No task in both arms is an error.
 */
function checkPairing(
	{ tasks, lineOf, paired }: Pick<Grouped, 'tasks' | 'lineOf' | 'paired'>,
	{ control, treatment }: { control: string; treatment: string },
	problems: TableProblems,
): OneArmTasks {
	const oneArm: OneArmTasks = { count: 0, first: [] };
	let bothArms = 0;
	const single: { task: string; line: number; arms: string[] }[] = [];
	let singleCount = 0;
	const unpaired: { task: string; line: number; arm: string; run: number }[] = [];
	let unpairedCount = 0;
	for (let k = 0; k < tasks.length; k++) {
		// most tasks are settled by groupRuns' note: both arms, runs paired (one each, or more)
		const code = paired[k];
		if (code === PAIRED) {
			bothArms++;
			continue;
		}
		if (code === PAIRED_SINGLE) {
			bothArms++;
			singleCount++;
			if (single.length < WARNING_LIMIT) single.push({ task: tasks[k]!.task, line: tasks[k]!.line, arms: [control, treatment] });
			continue;
		}
		const { task, line, control: c, treatment: tr } = tasks[k]!;
		if (c.length === 0 || tr.length === 0) {
			// the task's first line is its present arm's
			const [has, lacks, present] = c.length === 0 ? [treatment, control, tr] : [control, treatment, c];
			oneArm.count++;
			if (oneArm.first.length < WARNING_LIMIT) {
				oneArm.first.push({ task, arm: has, line, runs: present.length });
				problems.warn(`task ${quote(task)} has runs in arm ${quote(has)} but none in arm ${quote(lacks)}; it is left out of the analysis`, line);
			}
			continue;
		}
		bothArms++;
		if (c.length === 1 || tr.length === 1) {
			singleCount++;
			if (single.length < WARNING_LIMIT) single.push({ task, line, arms: [control, treatment].filter((a) => (a === control ? c : tr).length === 1) });
		}
		// partners by run index: the common case, the same indices in the same order, needs no lookup
		let same = c.length === tr.length;
		for (let i = 0; same && i < c.length; i++) same = c[i]!.run === tr[i]!.run;
		if (!same) {
			const note = (r: Run, arm: string) => {
				unpairedCount++;
				if (unpaired.length < WARNING_LIMIT) unpaired.push({ task, line: lineOf(k, arm, r.run), arm, run: r.run });
			};
			const inControl = new Set(c.map((r) => r.run));
			const inTreatment = new Set(tr.map((r) => r.run));
			for (const r of c) if (!inTreatment.has(r.run)) note(r, control);
			for (const r of tr) if (!inControl.has(r.run)) note(r, treatment);
		}
	}
	for (const s of single) {
		const armText = s.arms.length === 2 ? 'both arms' : `arm ${quote(s.arms[0]!)}`;
		problems.warn(
			`task ${quote(s.task)} has a single run in ${armText}: its run-to-run variance cannot be estimated and its per-task interval is very wide`,
			s.line,
		);
	}
	if (singleCount > WARNING_LIMIT) problems.warn(`... and ${singleCount - WARNING_LIMIT} more tasks with a single run in an arm (${singleCount} in all)`);
	for (const u of unpaired) {
		const other = u.arm === control ? treatment : control;
		problems.warn(
			`task ${quote(u.task)}: run ${u.run} of arm ${quote(u.arm)} has no run ${u.run} in arm ${quote(other)}; it counts in the means but not in the paired statistics`,
			u.line,
		);
	}
	if (unpairedCount > WARNING_LIMIT) problems.warn(`... and ${unpairedCount - WARNING_LIMIT} more runs without a partner (${unpairedCount} in all)`);
	if (oneArm.count > WARNING_LIMIT) problems.warn(`... and ${oneArm.count - WARNING_LIMIT} more tasks in one arm only, also left out (${oneArm.count} in all)`);
	if (bothArms === 0) problems.error(`no task has runs in both arms ${quote(control)} and ${quote(treatment)}, so there is nothing to compare`);
	else if (bothArms === 1) problems.warn('only one task: the task-clustered interval for the total effect needs at least two');
	return oneArm;
}

/** The validated table: tasks with runs in both compared arms, each arm's runs sorted by index. */
function assembleTable(tasks: TaskRuns[], rows: Rows, { control, treatment }: { control: string; treatment: string }, oneArmTasks: OneArmTasks): RunTable {
	// the one-arm tasks are taken out of the list in place: no second list of a million tasks
	const both = tasks;
	let kept = 0;
	for (let k = 0; k < tasks.length; k++) {
		const t = tasks[k]!;
		if (t.control.length === 0 || t.treatment.length === 0) continue;
		t.control = inOrder(t.control);
		t.treatment = inOrder(t.treatment);
		both[kept++] = t;
	}
	both.length = kept;
	const outcome = rows.nonBinaryArms.has(control) || rows.nonBinaryArms.has(treatment) ? 'reward' : 'binary';
	return { control, treatment, outcome, hasTrigger: rows.hasTrigger, costColumns: rows.costColumns, tasks: both, oneArmTasks };
}

/**
 * Reads and validates a run table. Checks the header (required columns present, no duplicates),
 * each record (field count, non-empty task and arm, integer run index, success in [0, 1],
 * triggered 0/1 on treated rows, non-negative costs), the arms (exactly two, named by the options
 * or `control`/`treatment`), duplicate runs, and that some task has runs in both arms. Every problem
 * is returned at once; `table` is null when any is an error. Warnings cover unused columns, tasks in
 * one arm only (left out of the table, and counted in it), tasks with a single run in an arm, runs
 * without a partner of the same index, and a single task.
 */
export function parseRunTable(text: string, options: RunTableOptions = {}): RunTableResult {
	const problems = new TableProblems(options.file ?? 'runs.csv');
	const done = (table: RunTable | null): RunTableResult => ({ table, problems: problems.inOrder() });
	const { rows, store, sawHeader, columns } = readRows(text, problems);
	if (!sawHeader) {
		problems.error('the file is empty; expected a header with the columns task, arm, run, success');
		return done(null);
	}
	if (columns === null || store === null) return done(null);
	if (rows.rowCount === 0) {
		problems.error('the file has a header but no runs');
		return done(null);
	}
	const arms = chooseArms(rows, options, problems);
	// an arm seen only on rows without a usable task or run index has no id, and so no runs
	const ids = arms && { control: store.armIds.get(arms.control) ?? -1, treatment: store.armIds.get(arms.treatment) ?? -1 };
	const grouped = groupRuns(store, rows, ids ?? null);
	reportDuplicates(grouped.duplicates, arms, problems);
	if (arms === undefined) return done(null);
	if (rows.hasTrigger) checkTriggers(store, grouped.isDuplicate, arms.treatment, problems);
	const oneArm = checkPairing(grouped, arms, problems);
	return done(problems.hasErrors ? null : assembleTable(grouped.tasks, rows, arms, oneArm));
}
