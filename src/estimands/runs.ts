// The run table: reads a runs CSV, validates every row, and returns typed runs grouped by task.
import { makeProblem, type Problem } from '../lib/problems.ts';
import { parseCsv, type CsvRow } from './csv.ts';

/** The optional cost columns, in the order they are reported. */
export const COST_COLUMNS = ['tokens', 'calls', 'latency'] as const;
/** One of the optional cost columns. */
export type CostColumn = (typeof COST_COLUMNS)[number];

/** The required columns. */
export const REQUIRED_COLUMNS = ['task', 'arm', 'run', 'success'] as const;
/** Every column the table understands. */
export const KNOWN_COLUMNS: readonly string[] = [...REQUIRED_COLUMNS, 'triggered', ...COST_COLUMNS];

/** One run of one arm on one task. */
export interface Run {
	/** 1-based line of the CSV record. */
	line: number;
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
	control: Run[];
	treatment: Run[];
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

/** The problems of one table, handed back in line order (file-level ones last, stable otherwise). */
class TableProblems {
	private readonly list: Problem[] = [];
	private readonly file: string;
	constructor(file: string) {
		this.file = file;
	}
	private add(severity: Problem['severity'], message: string, line?: number, field?: FieldAt): void {
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
		return this.list.some((p) => p.severity === 'error');
	}
	inOrder(): Problem[] {
		return this.list
			.map((p, i) => ({ p, i }))
			.sort((a, b) => (a.p.line ?? Infinity) - (b.p.line ?? Infinity) || a.i - b.i)
			.map((x) => x.p);
	}
}

type Group = { arm: string; runs: Run[]; index?: Map<number, Run> };
/** A task's runs by arm; `id` is its place in order of first appearance (the columns' task id). */
type TaskGroups = { id: number; line: number; arms: Group[] };

/** The run of a group with this index, if any: duplicates and partners are both found this way. */
function runWithIndex(g: Group, run: number): Run | undefined {
	// a short list is scanned, a long one gets an index, so the check stays linear in the rows
	if (g.runs.length < 16) return g.runs.find((x) => x.run === run);
	if (!g.index) g.index = new Map(g.runs.map((x) => [x.run, x]));
	return g.index.get(run);
}

const groupOf = (t: TaskGroups, arm: string): Group | undefined => t.arms.find((g) => g.arm === arm);

/**
 * What one pass over the file gathers. Each usable row (task, arm and run index readable) goes into
 * {@link RowColumns}, numbers in typed arrays and task and arm as ids, so a row costs a few dozen
 * bytes and no objects while the file is read; the runs are made from the columns after the pass,
 * task by task, each arm's list at its final length. Arms are decided after the pass; a run's
 * trigger value waits in `triggerText` for rows where it is not a plain 0, 1 or blank.
 */
interface Rows {
	hasTrigger: boolean;
	costColumns: CostColumn[];
	tasks: Map<string, TaskGroups>;
	/** Each arm's first line, in order of appearance. */
	armLines: Map<string, number>;
	armRows: Map<string, number>;
	nonBinaryArms: Set<string>;
	triggerText: Map<Run, string>;
	duplicates: { arm: string; task: string; run: number; line: number; first: number }[];
	rowCount: number;
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

/** Reads every record into `rows`, checking each field; one pass, rows grouped as they come. */
function readRows(text: string, problems: TableProblems): { rows: Rows; sawHeader: boolean; columns: Columns | null } {
	const rows: Rows = {
		hasTrigger: false,
		costColumns: [],
		tasks: new Map(),
		armLines: new Map(),
		armRows: new Map(),
		nonBinaryArms: new Set(),
		triggerText: new Map(),
		duplicates: [],
		rowCount: 0,
	};
	let columns: Columns | null = null;
	let sawHeader = false;
	let store: RowColumns | null = null;
	const csv = parseCsv(text, (row) => {
		if (!sawHeader) {
			sawHeader = true;
			columns = readHeader(row, problems);
			if (columns) {
				rows.hasTrigger = columns.triggered >= 0;
				rows.costColumns = columns.costs.map(([c]) => c);
				store = new RowColumns(columns.costs.length);
			}
		} else if (columns) readRecord(row, columns, rows, store!, problems);
	});
	for (const e of csv.errors) problems.error(e.message, e.line);
	if (store) makeRuns(store, rows);
	return { rows, sawHeader, columns };
}

/** Trigger codes in {@link RowColumns}: blank, 0, 1, or other text (kept in `Rows.triggerText`). */
const TRIGGER_BLANK = -1;
const TRIGGER_OTHER = 2;

/**
 * The usable rows of the file, one entry per row in file order across typed arrays that grow by
 * doubling. Cost values are NaN where the row has none.
 */
class RowColumns {
	length = 0;
	private capacity = 1024;
	task = new Int32Array(this.capacity);
	arm = new Int32Array(this.capacity);
	line = new Int32Array(this.capacity);
	run = new Float64Array(this.capacity);
	success = new Float64Array(this.capacity);
	trigger = new Int8Array(this.capacity);
	costs: Float64Array[];
	/** Arm names by id, and ids by name. */
	readonly armNames: string[] = [];
	readonly armIds = new Map<string, number>();
	/** Trigger text of rows whose value is not blank, 0 or 1, by row. */
	readonly triggerText = new Map<number, string>();
	constructor(costColumns: number) {
		this.costs = Array.from({ length: costColumns }, () => new Float64Array(this.capacity));
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

/**
 * Turns the columns into runs grouped by task and arm (tasks in order of first appearance, each
 * arm's runs in file order), setting duplicates aside as the row-by-row grouping did: a row whose
 * run index its task and arm already have is a duplicate of that first row.
 */
function makeRuns(store: RowColumns, rows: Rows): void {
	const n = store.length;
	const taskCount = rows.tasks.size;
	// the rows of each task, in file order: a counting sort on the task id
	const start = new Int32Array(taskCount + 1);
	for (let i = 0; i < n; i++) start[store.task[i]! + 1]!++;
	for (let k = 0; k < taskCount; k++) start[k + 1]! += start[k]!;
	const order = new Int32Array(n);
	const next = start.slice(0, taskCount);
	for (let i = 0; i < n; i++) order[next[store.task[i]!]!++] = i;
	const costNames = rows.costColumns;
	const sharedCosts: SharedCosts = new Map();
	// the map holds the tasks in order of first appearance, which is the order of their ids
	for (const [task, t] of rows.tasks) {
		const k = t.id;
		const arms: Group[] = [];
		for (let j = start[k]!; j < start[k + 1]!; j++) {
			const i = order[j]!;
			const arm = store.armNames[store.arm[i]!]!;
			let g: Group | undefined;
			for (const x of arms) if (x.arm === arm) g = x;
			if (!g) arms.push((g = { arm, runs: [] }));
			const run = store.run[i]!;
			const line = store.line[i]!;
			const dup = runWithIndex(g, run);
			if (dup) {
				rows.duplicates.push({ arm, task, run, line, first: dup.line });
				continue;
			}
			let costs = EMPTY_COSTS;
			for (let c = 0; c < costNames.length; c++) {
				const v = store.costs[c]![i]!;
				if (Number.isNaN(v)) continue;
				if (costs === EMPTY_COSTS) costs = oneCost(sharedCosts, costNames[c]!, small(v), c === costNames.length - 1);
				else costs[costNames[c]!] = small(v);
			}
			const code = store.trigger[i]!;
			const r: Run = { line, run: small(run), success: small(store.success[i]!), triggered: code === 1 ? true : code === 0 ? false : null, costs };
			if (code === TRIGGER_OTHER) rows.triggerText.set(r, store.triggerText.get(i)!);
			g.runs.push(r);
			g.index?.set(run, r);
		}
		// a list grown by push keeps room for more; a copy is its exact length (a million tasks of one run each)
		for (const g of arms) g.runs = g.runs.slice();
		t.arms = arms.slice();
	}
	rows.duplicates.sort((a, b) => a.line - b.line);
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
	const costs: number[] = [];
	for (const [c, i] of at.costs) {
		const t = fieldText(fields, i);
		const v = t === '' ? null : parseDecimal(t);
		if (t !== '' && (v === null || v < 0)) problems.error(`${c} must be a non-negative number (or empty), got ${quote(t)}`, line, fieldAt(fields, c, i));
		costs.push(v === null || v < 0 ? Number.NaN : v);
	}
	rows.rowCount++;
	if (arm === '') return;
	if (!rows.armLines.has(arm)) rows.armLines.set(arm, line);
	rows.armRows.set(arm, (rows.armRows.get(arm) ?? 0) + 1);
	if (success !== null && success !== 0 && success !== 1) rows.nonBinaryArms.add(arm);
	if (task === '' || run === null) return;
	const trig = rows.hasTrigger ? fieldText(fields, at.triggered) : '';
	let t = rows.tasks.get(task);
	if (!t) rows.tasks.set(task, (t = { id: rows.tasks.size, line, arms: [] }));
	const i = store.add();
	store.task[i] = t.id;
	store.arm[i] = store.armId(arm);
	store.line[i] = line;
	store.run[i] = run;
	store.success[i] = success ?? Number.NaN;
	store.trigger[i] = trig === '' ? TRIGGER_BLANK : trig === '0' ? 0 : trig === '1' ? 1 : TRIGGER_OTHER;
	if (store.trigger[i] === TRIGGER_OTHER) store.triggerText.set(i, trig);
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
		const n = ignored.reduce((sum, a) => sum + (rows.armRows.get(a) ?? 0), 0);
		problems.warn(
			`the file has ${arms.length} arms; this report compares ${quote(control)} with ${quote(treatment)} and ignores ${ignored.map(quote).join(', ')} (${n} row${n === 1 ? '' : 's'})`,
		);
	}
	return { control, treatment };
}

/** Duplicate runs are errors in the compared arms; rows of ignored arms take no part. */
function reportDuplicates(rows: Rows, arms: { control: string; treatment: string } | undefined, problems: TableProblems): void {
	const compared = (arm: string) => arms === undefined || arm === arms.control || arm === arms.treatment;
	for (const d of rows.duplicates) {
		if (compared(d.arm)) problems.error(`duplicate run: task ${quote(d.task)}, arm ${quote(d.arm)}, run ${d.run} already appears on line ${d.first}`, d.line);
	}
}

/** `triggered` is read on treated rows only: it must be 0 or 1 there, and is dropped elsewhere. */
function checkTriggers(rows: Rows, treatment: string, problems: TableProblems): void {
	let ignoredAt: { line: number; text: string } | null = null;
	for (const t of rows.tasks.values()) {
		for (const g of t.arms) {
			for (const r of g.runs) {
				const text = rows.triggerText.get(r) ?? (r.triggered === null ? '' : r.triggered ? '1' : '0');
				if (g.arm === treatment) {
					if (text !== '0' && text !== '1')
						problems.error(`triggered must be 0 or 1 on rows of the treated arm ${quote(treatment)}, got ${quote(text)}`, r.line);
				} else {
					if (text !== '' && text !== '0' && (ignoredAt === null || r.line < ignoredAt.line)) ignoredAt = { line: r.line, text };
					r.triggered = null;
				}
			}
		}
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
function checkPairing(rows: Rows, { control, treatment }: { control: string; treatment: string }, problems: TableProblems): OneArmTasks {
	const oneArm: OneArmTasks = { count: 0, first: [] };
	let bothArms = 0;
	const single: { task: string; line: number; arms: string[] }[] = [];
	let singleCount = 0;
	const unpaired: { task: string; line: number; arm: string; run: number }[] = [];
	let unpairedCount = 0;
	for (const [task, t] of rows.tasks) {
		const c = groupOf(t, control)?.runs ?? [];
		const tr = groupOf(t, treatment)?.runs ?? [];
		if (c.length === 0 && tr.length === 0) continue; // only in ignored arms
		if (c.length === 0 || tr.length === 0) {
			const [has, lacks, present] = c.length === 0 ? [treatment, control, tr] : [control, treatment, c];
			oneArm.count++;
			if (oneArm.first.length < WARNING_LIMIT) {
				oneArm.first.push({ task, arm: has, line: present[0]!.line, runs: present.length });
				problems.warn(`task ${quote(task)} has runs in arm ${quote(has)} but none in arm ${quote(lacks)}; it is left out of the analysis`, present[0]!.line);
			}
			continue;
		}
		bothArms++;
		const line = Math.min(c[0]!.line, tr[0]!.line);
		if (c.length === 1 || tr.length === 1) {
			singleCount++;
			if (single.length < WARNING_LIMIT) single.push({ task, line, arms: [control, treatment].filter((a) => (a === control ? c : tr).length === 1) });
		}
		// partners by run index, looked up the way duplicates are (scan or index)
		if (c.length !== tr.length || c.some((r, i) => r.run !== tr[i]!.run)) {
			const note = (r: Run, arm: string) => {
				unpairedCount++;
				if (unpaired.length < WARNING_LIMIT) unpaired.push({ task, line: r.line, arm, run: r.run });
			};
			const [gc, gt] = [groupOf(t, control)!, groupOf(t, treatment)!];
			for (const r of c) if (!runWithIndex(gt, r.run)) note(r, control);
			for (const r of tr) if (!runWithIndex(gc, r.run)) note(r, treatment);
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
function assembleTable(rows: Rows, { control, treatment }: { control: string; treatment: string }, oneArmTasks: OneArmTasks): RunTable {
	const sorted = (runs: Run[]): Run[] => (runs.every((r, i) => i === 0 || runs[i - 1]!.run <= r.run) ? runs : runs.sort((a, b) => a.run - b.run));
	const tasks: TaskRuns[] = [];
	for (const [task, t] of rows.tasks) {
		const c = groupOf(t, control)?.runs;
		const tr = groupOf(t, treatment)?.runs;
		if (c && tr) tasks.push({ task, line: Math.min(c[0]!.line, tr[0]!.line), control: sorted(c), treatment: sorted(tr) });
	}
	const outcome = rows.nonBinaryArms.has(control) || rows.nonBinaryArms.has(treatment) ? 'reward' : 'binary';
	return { control, treatment, outcome, hasTrigger: rows.hasTrigger, costColumns: rows.costColumns, tasks, oneArmTasks };
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
	const { rows, sawHeader, columns } = readRows(text, problems);
	if (!sawHeader) {
		problems.error('the file is empty; expected a header with the columns task, arm, run, success');
		return done(null);
	}
	if (columns === null) return done(null);
	if (rows.rowCount === 0) {
		problems.error('the file has a header but no runs');
		return done(null);
	}
	const arms = chooseArms(rows, options, problems);
	reportDuplicates(rows, arms, problems);
	if (arms === undefined) return done(null);
	if (rows.hasTrigger) checkTriggers(rows, arms.treatment, problems);
	const oneArm = checkPairing(rows, arms, problems);
	return done(problems.hasErrors ? null : assembleTable(rows, arms, oneArm));
}
