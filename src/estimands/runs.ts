// The run table: reads a runs CSV, validates every row, and returns typed runs grouped by task.
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
}

/** An error or warning, placed at a line when it concerns one record. */
export interface TableProblem {
	severity: 'error' | 'warning';
	/** 1-based line, when the problem belongs to a record (the header is line 1). */
	line?: number;
	message: string;
}

/** Options for {@link parseRunTable}. */
export interface RunTableOptions {
	/** Name of the control arm; default `control`, or the other arm when only `treatment` is given. */
	control?: string | undefined;
	/** Name of the treated arm; default `treatment`, or the other arm when only `control` is given. */
	treatment?: string | undefined;
	/** How the reader names the two arms, for the error that asks them to (the command line's flags by default). */
	armHint?: string;
}

/** The result of {@link parseRunTable}: the table when there are no errors, and all problems found. */
export interface RunTableResult {
	table: RunTable | null;
	problems: TableProblem[];
}

/** Individual warnings of one kind listed before the rest are summarised in one line. */
const WARNING_LIMIT = 10;

const DECIMAL = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;

/** Parses a plain decimal number (no hex, no Infinity, no blanks); null when it is not one. */
function parseDecimal(text: string): number | null {
	if (!DECIMAL.test(text)) return null;
	const v = Number(text);
	return Number.isFinite(v) ? v : null;
}

/** `problem` prefixed with its location as a CLI prints it: `file:line: message` or `file: message`. */
export function formatProblem(file: string, p: TableProblem): string {
	const where = p.line !== undefined ? `${file}:${p.line}` : file;
	return `${where}: ${p.severity === 'warning' ? 'warning: ' : ''}${p.message}`;
}

const quote = (s: string): string => JSON.stringify(s);

interface RawRow {
	line: number;
	task: string;
	arm: string;
	run: number | null;
	success: number | null;
	triggeredText: string | null;
	costs: Partial<Record<CostColumn, number>>;
}

/**
 * Reads and validates a run table. Checks the header (required columns present, no duplicates),
 * each record (field count, non-empty task and arm, integer run index, success in [0, 1],
 * triggered 0/1 on treated rows, non-negative costs), the arms (exactly two, named by the options
 * or `control`/`treatment`), duplicate runs, and tasks present in one arm only. Every problem is
 * returned at once; `table` is null when any is an error. Warnings cover unused columns, tasks with
 * a single run in an arm, runs without a partner of the same index, and a single task.
 */
export function parseRunTable(text: string, options: RunTableOptions = {}): RunTableResult {
	const problems: TableProblem[] = [];
	// problems in line order; file-level ones (no line) after the rest; stable otherwise
	const done = (table: RunTable | null): RunTableResult => ({
		table,
		problems: problems.map((p, i) => ({ p, i })).sort((a, b) => (a.p.line ?? Infinity) - (b.p.line ?? Infinity) || a.i - b.i).map((x) => x.p),
	});
	const error = (message: string, line?: number): void => {
		problems.push(line === undefined ? { severity: 'error', message } : { severity: 'error', line, message });
	};
	const warn = (message: string, line?: number): void => {
		problems.push(line === undefined ? { severity: 'warning', message } : { severity: 'warning', line, message });
	};

	// Records are read as the CSV parser hands them over, so the file's rows are never all held as text.
	let header: { line: number; names: string[]; index: Map<string, number> } | null = null;
	let stopped = false;
	let hasTrigger = false;
	let costColumns: CostColumn[] = [];
	const raw: RawRow[] = [];
	const col = (fields: string[], name: string): string => {
		const i = header!.index.get(name);
		return i === undefined ? '' : (fields[i] ?? '').trim();
	};
	const readHeader = (row: CsvRow): void => {
		const names = row.fields.map((f) => f.trim().toLowerCase());
		const index = new Map<string, number>();
		names.forEach((name, i) => {
			if (name === '') error(`column ${i + 1} of the header has no name`, row.line);
			else if (index.has(name)) error(`column ${quote(name)} appears twice in the header`, row.line);
			else index.set(name, i);
		});
		const missing = REQUIRED_COLUMNS.filter((c) => !index.has(c));
		if (missing.length > 0) {
			const plural = missing.length === 1 ? 'column' : 'columns';
			error(`missing required ${plural} ${missing.map(quote).join(', ')} (the header has ${names.map(quote).join(', ')})`, row.line);
			stopped = true;
			return;
		}
		for (const name of names) if (name !== '' && !KNOWN_COLUMNS.includes(name)) warn(`column ${quote(name)} is not used`, row.line);
		header = { line: row.line, names, index };
		hasTrigger = index.has('triggered');
		costColumns = COST_COLUMNS.filter((c) => index.has(c));
	};
	const readRecord = ({ line, fields }: CsvRow): void => {
		if (fields.length !== header!.names.length) {
			error(`expected ${header!.names.length} fields as in the header, got ${fields.length}`, line);
			return;
		}
		const task = col(fields, 'task');
		const arm = col(fields, 'arm');
		if (task === '') error('task must not be empty', line);
		if (arm === '') error('arm must not be empty', line);
		const runText = col(fields, 'run');
		let run: number | null = parseDecimal(runText);
		if (run === null || !Number.isInteger(run) || run < 0) {
			error(`run must be a non-negative integer (the run's index within its task and arm), got ${quote(runText)}`, line);
			run = null;
		}
		const successText = col(fields, 'success');
		let success = parseDecimal(successText);
		if (success === null || success < 0 || success > 1) {
			error(`success must be 0, 1 or a reward in [0, 1], got ${quote(successText)}`, line);
			success = null;
		}
		const costs: Partial<Record<CostColumn, number>> = {};
		for (const c of costColumns) {
			const t = col(fields, c);
			if (t === '') continue;
			const v = parseDecimal(t);
			if (v === null || v < 0) error(`${c} must be a non-negative number (or empty), got ${quote(t)}`, line);
			else costs[c] = v;
		}
		raw.push({ line, task, arm, run, success, triggeredText: hasTrigger ? col(fields, 'triggered') : null, costs });
	};
	let sawHeader = false;
	const csv = parseCsv(text, (row) => {
		if (stopped) return;
		if (!sawHeader) {
			sawHeader = true;
			readHeader(row);
		} else readRecord(row);
	});
	for (const e of csv.errors) error(e.message, e.line);
	if (!sawHeader) {
		error('the file is empty; expected a header with the columns task, arm, run, success');
		return done(null);
	}
	if (stopped || header === null) return done(null);

	if (raw.length === 0) {
		error('the file has a header but no runs');
		return done(null);
	}

	// arms: any number; two are compared, the others are listed and ignored
	const armLines = new Map<string, number>();
	for (const r of raw) if (r.arm !== '' && !armLines.has(r.arm)) armLines.set(r.arm, r.line);
	const found = [...armLines].map(([a, l]) => `${quote(a)} (first on line ${l})`).join(', ');
	const hint = options.armHint ?? 'name them with --control and --treatment';
	const byCase = new Map<string, string[]>();
	for (const a of armLines.keys()) byCase.set(a.toLowerCase(), [...(byCase.get(a.toLowerCase()) ?? []), a]);
	for (const same of byCase.values()) {
		if (same.length > 1) warn(`arms ${same.map(quote).join(' and ')} differ only in case; arm names are case-sensitive, so they are different arms`, armLines.get(same[1]!));
	}
	let control: string | undefined;
	let treatment: string | undefined;
	if (armLines.size < 2) {
		error(`expected at least two arms, found ${armLines.size}: ${found || 'none'}`);
	} else {
		const arms = [...armLines.keys()];
		// with exactly two arms, naming one names the other
		const other = (a: string): string | undefined => (arms.length === 2 ? arms.find((x) => x !== a) : undefined);
		const wantControl = options.control ?? (options.treatment !== undefined ? other(options.treatment) : 'control');
		const wantTreatment = options.treatment ?? (options.control !== undefined ? other(options.control) : 'treatment');
		const flagged = options.control !== undefined || options.treatment !== undefined;
		const unknown = [wantControl, wantTreatment].filter((a): a is string => a !== undefined && !armLines.has(a));
		if (wantControl === undefined || wantTreatment === undefined) {
			error(`the file has ${arms.length} arms, so both must be named: ${found}; ${hint}`);
		} else if (unknown.length > 0) {
			const what = flagged ? `arm ${unknown.map(quote).join(' and ')} given ${options.armHint ? '' : 'on the command line '}is not in the file` : 'no arms named "control" and "treatment"';
			error(`${what}; the arms found are ${found}; ${hint}`);
		} else if (wantControl === wantTreatment) {
			error(`the control and treated arms must differ, both are ${quote(wantControl)}`);
		} else {
			control = wantControl;
			treatment = wantTreatment;
			const ignored = arms.filter((a) => a !== control && a !== treatment);
			if (ignored.length > 0) {
				const rows = raw.filter((r) => ignored.includes(r.arm)).length;
				warn(`the file has ${arms.length} arms; this report compares ${quote(control)} with ${quote(treatment)} and ignores ${ignored.map(quote).join(', ')} (${rows} row${rows === 1 ? '' : 's'})`);
			}
		}
	}

	// triggered: read on treated rows only
	if (hasTrigger && treatment !== undefined) {
		let ignoredControl = false;
		for (const r of raw) {
			const t = r.triggeredText ?? '';
			if (r.arm === treatment) {
				if (t !== '0' && t !== '1') error(`triggered must be 0 or 1 on rows of the treated arm ${quote(treatment)}, got ${quote(t)}`, r.line);
			} else if (t !== '' && t !== '0' && !ignoredControl) {
				ignoredControl = true;
				warn(`triggered is read only on rows of the treated arm ${quote(treatment)}; values on other rows (here ${quote(t)}) are ignored`, r.line);
			}
		}
	}

	// group by task, check duplicates, one-arm tasks, pairing, single runs
	// rows of ignored arms take no part; duplicates are found by run index within task and arm:
	// a short list is scanned, a long one gets an index, so the check stays linear in the rows
	const compared = (arm: string) => control === undefined || treatment === undefined || arm === control || arm === treatment;
	// arms of a task as a short list (two, in a valid table): a Map per task costs too much at a million tasks
	const tasks = new Map<string, { line: number; arms: { arm: string; rows: RawRow[] }[] }>();
	const rowsOf = (t: { arms: { arm: string; rows: RawRow[] }[] }, arm: string): RawRow[] | undefined => t.arms.find((a) => a.arm === arm)?.rows;
	const runIndex = new WeakMap<RawRow[], Map<number, RawRow>>();
	const previous = (list: RawRow[], run: number): RawRow | undefined => {
		if (list.length < 16) return list.find((x) => x.run === run);
		let idx = runIndex.get(list);
		if (!idx) runIndex.set(list, (idx = new Map(list.map((x) => [x.run!, x]))));
		return idx.get(run);
	};
	for (const r of raw) {
		if (r.task === '' || r.arm === '' || r.run === null || !compared(r.arm)) continue;
		let t = tasks.get(r.task);
		if (!t) {
			t = { line: r.line, arms: [] };
			tasks.set(r.task, t);
		}
		let list = rowsOf(t, r.arm);
		if (!list) t.arms.push({ arm: r.arm, rows: (list = []) });
		const dup = previous(list, r.run);
		if (dup) {
			error(`duplicate run: task ${quote(r.task)}, arm ${quote(r.arm)}, run ${r.run} already appears on line ${dup.line}`, r.line);
			continue;
		}
		list.push(r);
		runIndex.get(list)?.set(r.run, r);
	}
	if (control !== undefined && treatment !== undefined) {
		const single: { task: string; line: number; arms: string[] }[] = [];
		const unpaired: { task: string; line: number; arm: string; run: number }[] = [];
		for (const [task, t] of tasks) {
			const c = rowsOf(t, control) ?? [];
			const tr = rowsOf(t, treatment) ?? [];
			if (c.length === 0 || tr.length === 0) {
				const [has, lacks] = c.length === 0 ? [treatment, control] : [control, treatment];
				error(`task ${quote(task)} has runs in arm ${quote(has)} but none in arm ${quote(lacks)}`, t.line);
				continue;
			}
			const singleArms = [control, treatment].filter((a) => (a === control ? c : tr).length === 1);
			if (singleArms.length > 0) single.push({ task, line: t.line, arms: singleArms });
			// partners by run index: scanned for short lists, through a set for long ones (two sets per task would cost more than the rows)
			const partner = (rows: RawRow[]): ((run: number) => boolean) => {
				if (rows.length < 16) return (run) => rows.some((x) => x.run === run);
				const set = new Set(rows.map((x) => x.run));
				return (run) => set.has(run);
			};
			if (c.length !== tr.length || c.some((r, i) => r.run !== tr[i]!.run)) {
				const inT = partner(tr);
				const inC = partner(c);
				for (const r of c) if (!inT(r.run!)) unpaired.push({ task, line: r.line, arm: control, run: r.run! });
				for (const r of tr) if (!inC(r.run!)) unpaired.push({ task, line: r.line, arm: treatment, run: r.run! });
			}
		}
		single.slice(0, WARNING_LIMIT).forEach((s) => {
			const armText = s.arms.length === 2 ? 'both arms' : `arm ${quote(s.arms[0]!)}`;
			warn(`task ${quote(s.task)} has a single run in ${armText}: its run-to-run variance cannot be estimated and its per-task interval is very wide`, s.line);
		});
		if (single.length > WARNING_LIMIT) warn(`... and ${single.length - WARNING_LIMIT} more tasks with a single run in an arm (${single.length} in all)`);
		unpaired.slice(0, WARNING_LIMIT).forEach((u) => {
			const other = u.arm === control ? treatment : control;
			warn(`task ${quote(u.task)}: run ${u.run} of arm ${quote(u.arm)} has no run ${u.run} in arm ${quote(other)}; it counts in the means but not in the paired statistics`, u.line);
		});
		if (unpaired.length > WARNING_LIMIT) warn(`... and ${unpaired.length - WARNING_LIMIT} more runs without a partner (${unpaired.length} in all)`);
		if (tasks.size === 1) warn('only one task: the task-clustered interval for the total effect needs at least two');
	}

	if (problems.some((p) => p.severity === 'error') || control === undefined || treatment === undefined) return done(null);

	const toRun = (r: RawRow, treated: boolean): Run => ({
		line: r.line,
		run: r.run!,
		success: r.success!,
		triggered: treated && hasTrigger ? r.triggeredText === '1' : null,
		costs: r.costs,
	});
	const byRun = (a: Run, b: Run): number => a.run - b.run;
	const sorted = (runs: Run[]): Run[] => (runs.every((r, i) => i === 0 || runs[i - 1]!.run <= r.run) ? runs : runs.sort(byRun));
	const outTasks: TaskRuns[] = [...tasks].map(([task, t]) => ({
		task,
		line: t.line,
		control: sorted((rowsOf(t, control) ?? []).map((r) => toRun(r, false))),
		treatment: sorted((rowsOf(t, treatment) ?? []).map((r) => toRun(r, true))),
	}));
	const outcome = raw.every((r) => !compared(r.arm) || r.success === 0 || r.success === 1) ? 'binary' : 'reward';
	return done({ control, treatment, outcome, hasTrigger, costColumns, tasks: outTasks });
}
