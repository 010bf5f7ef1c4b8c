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
	// the common cases, 0 and 1, without the regular expression
	if (text === '0') return 0;
	if (text === '1') return 1;
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
		problems: problems
			.map((p, i) => ({ p, i }))
			.sort((a, b) => (a.p.line ?? Infinity) - (b.p.line ?? Infinity) || a.i - b.i)
			.map((x) => x.p),
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
	// Rows become runs as they are read, grouped by task and arm at once; arms are decided after the
	// pass. A run's trigger value waits in `triggerText` for rows where it is not a plain 0, 1 or blank.
	type Group = { arm: string; runs: Run[]; index?: Map<number, Run> };
	type TaskGroups = { line: number; arms: Group[] };
	const tasks = new Map<string, TaskGroups>();
	const armLines = new Map<string, number>();
	const nonBinaryArms = new Set<string>();
	const triggerText = new Map<Run, string>();
	const duplicates: { arm: string; task: string; run: number; line: number; first: number }[] = [];
	let rowCount = 0;
	const groupOf = (t: TaskGroups, arm: string): Group | undefined => t.arms.find((g) => g.arm === arm);
	/** The run of a group with this index, if any: duplicates and partners are both found this way. */
	const previous = (g: Group, run: number): Run | undefined => {
		// a short list is scanned, a long one gets an index, so the check stays linear in the rows
		if (g.runs.length < 16) return g.runs.find((x) => x.run === run);
		if (!g.index) g.index = new Map(g.runs.map((x) => [x.run, x]));
		return g.index.get(run);
	};
	// column positions, looked up once from the header rather than once per field
	let at: { task: number; arm: number; run: number; success: number; triggered: number; costs: [CostColumn, number][] } = {
		task: -1,
		arm: -1,
		run: -1,
		success: -1,
		triggered: -1,
		costs: [],
	};
	const field = (fields: string[], i: number): string => (i < 0 ? '' : (fields[i] ?? '').trim());
	const EMPTY_COSTS: Partial<Record<CostColumn, number>> = Object.freeze({});
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
		const pos = (name: string) => index.get(name) ?? -1;
		at = {
			task: pos('task'),
			arm: pos('arm'),
			run: pos('run'),
			success: pos('success'),
			triggered: pos('triggered'),
			costs: costColumns.map((c) => [c, pos(c)]),
		};
	};
	const readRecord = ({ line, fields }: CsvRow): void => {
		if (fields.length !== header!.names.length) {
			error(`expected ${header!.names.length} fields as in the header, got ${fields.length}`, line);
			return;
		}
		const task = field(fields, at.task);
		const arm = field(fields, at.arm);
		if (task === '') error('task must not be empty', line);
		if (arm === '') error('arm must not be empty', line);
		const runText = field(fields, at.run);
		let run: number | null = parseDecimal(runText);
		if (run === null || !Number.isInteger(run) || run < 0) {
			error(`run must be a non-negative integer (the run's index within its task and arm), got ${quote(runText)}`, line);
			run = null;
		}
		const successText = field(fields, at.success);
		let success = parseDecimal(successText);
		if (success === null || success < 0 || success > 1) {
			error(`success must be 0, 1 or a reward in [0, 1], got ${quote(successText)}`, line);
			success = null;
		}
		// rows without cost values share one empty object
		let costs = EMPTY_COSTS;
		for (const [c, i] of at.costs) {
			const t = field(fields, i);
			if (t === '') continue;
			const v = parseDecimal(t);
			if (v === null || v < 0) error(`${c} must be a non-negative number (or empty), got ${quote(t)}`, line);
			else {
				if (costs === EMPTY_COSTS) costs = {};
				costs[c] = v;
			}
		}
		rowCount++;
		if (arm === '') return;
		// one record (and one string) per arm name, however many rows repeat it
		let info = armInfo.get(arm);
		if (info === undefined) {
			armInfo.set(arm, (info = { name: arm, rows: 0 }));
			armLines.set(arm, line);
		}
		info.rows++;
		const armName = info.name;
		if (success !== null && success !== 0 && success !== 1) nonBinaryArms.add(armName);
		if (task === '' || run === null) return;
		const trig = hasTrigger ? field(fields, at.triggered) : '';
		const r: Run = { line, run, success: success ?? Number.NaN, triggered: trig === '1' ? true : trig === '0' ? false : null, costs };
		if (trig !== '' && trig !== '0' && trig !== '1') triggerText.set(r, trig);
		let t = tasks.get(task);
		if (!t) tasks.set(task, (t = { line, arms: [] }));
		let g = groupOf(t, armName);
		if (!g) t.arms.push((g = { arm: armName, runs: [] }));
		const dup = previous(g, run);
		if (dup) {
			duplicates.push({ arm: armName, task, run, line, first: dup.line });
			return;
		}
		g.runs.push(r);
		g.index?.set(run, r);
	};
	const armInfo = new Map<string, { name: string; rows: number }>();
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

	if (rowCount === 0) {
		error('the file has a header but no runs');
		return done(null);
	}

	// arms: any number; two are compared, the others are listed and ignored
	const found = [...armLines].map(([a, l]) => `${quote(a)} (first on line ${l})`).join(', ');
	const hint = options.armHint ?? 'name them with --control and --treatment';
	const byCase = new Map<string, string[]>();
	for (const a of armLines.keys()) byCase.set(a.toLowerCase(), [...(byCase.get(a.toLowerCase()) ?? []), a]);
	for (const same of byCase.values()) {
		if (same.length > 1)
			warn(`arms ${same.map(quote).join(' and ')} differ only in case; arm names are case-sensitive, so they are different arms`, armLines.get(same[1]!));
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
			const what = flagged
				? `arm ${unknown.map(quote).join(' and ')} given ${options.armHint ? '' : 'on the command line '}is not in the file`
				: 'no arms named "control" and "treatment"';
			error(`${what}; the arms found are ${found}; ${hint}`);
		} else if (wantControl === wantTreatment) {
			error(`the control and treated arms must differ, both are ${quote(wantControl)}`);
		} else {
			control = wantControl;
			treatment = wantTreatment;
			const ignored = arms.filter((a) => a !== control && a !== treatment);
			if (ignored.length > 0) {
				const rows = ignored.reduce((n, a) => n + (armInfo.get(a)?.rows ?? 0), 0);
				warn(
					`the file has ${arms.length} arms; this report compares ${quote(control)} with ${quote(treatment)} and ignores ${ignored.map(quote).join(', ')} (${rows} row${rows === 1 ? '' : 's'})`,
				);
			}
		}
	}
	// rows of ignored arms take no part, their duplicates included
	const compared = (arm: string) => control === undefined || treatment === undefined || arm === control || arm === treatment;
	for (const d of duplicates) {
		if (compared(d.arm)) error(`duplicate run: task ${quote(d.task)}, arm ${quote(d.arm)}, run ${d.run} already appears on line ${d.first}`, d.line);
	}

	// triggered: read on treated rows only
	if (hasTrigger && treatment !== undefined) {
		let ignoredAt: { line: number; text: string } | null = null;
		for (const t of tasks.values()) {
			for (const g of t.arms) {
				for (const r of g.runs) {
					const text = triggerText.get(r) ?? (r.triggered === null ? '' : r.triggered ? '1' : '0');
					if (g.arm === treatment) {
						if (text !== '0' && text !== '1') error(`triggered must be 0 or 1 on rows of the treated arm ${quote(treatment)}, got ${quote(text)}`, r.line);
					} else {
						if (text !== '' && text !== '0' && (ignoredAt === null || r.line < ignoredAt.line)) ignoredAt = { line: r.line, text };
						r.triggered = null;
					}
				}
			}
		}
		if (ignoredAt)
			warn(
				`triggered is read only on rows of the treated arm ${quote(treatment)}; values on other rows (here ${quote(ignoredAt.text)}) are ignored`,
				ignoredAt.line,
			);
	}

	// one-arm tasks, pairing, single runs: the first few of each are listed, the rest counted
	if (control !== undefined && treatment !== undefined) {
		const single: { task: string; line: number; arms: string[] }[] = [];
		let singleCount = 0;
		const unpaired: { task: string; line: number; arm: string; run: number }[] = [];
		let unpairedCount = 0;
		for (const [task, t] of tasks) {
			const c = groupOf(t, control)?.runs ?? [];
			const tr = groupOf(t, treatment)?.runs ?? [];
			if (c.length === 0 && tr.length === 0) continue; // only in ignored arms
			if (c.length === 0 || tr.length === 0) {
				const [has, lacks] = c.length === 0 ? [treatment, control] : [control, treatment];
				error(`task ${quote(task)} has runs in arm ${quote(has)} but none in arm ${quote(lacks)}`, (c[0] ?? tr[0])!.line);
				continue;
			}
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
				for (const r of c) if (!previous(gt, r.run)) note(r, control);
				for (const r of tr) if (!previous(gc, r.run)) note(r, treatment);
			}
		}
		for (const s of single) {
			const armText = s.arms.length === 2 ? 'both arms' : `arm ${quote(s.arms[0]!)}`;
			warn(`task ${quote(s.task)} has a single run in ${armText}: its run-to-run variance cannot be estimated and its per-task interval is very wide`, s.line);
		}
		if (singleCount > WARNING_LIMIT) warn(`... and ${singleCount - WARNING_LIMIT} more tasks with a single run in an arm (${singleCount} in all)`);
		for (const u of unpaired) {
			const other = u.arm === control ? treatment : control;
			warn(
				`task ${quote(u.task)}: run ${u.run} of arm ${quote(u.arm)} has no run ${u.run} in arm ${quote(other)}; it counts in the means but not in the paired statistics`,
				u.line,
			);
		}
		if (unpairedCount > WARNING_LIMIT) warn(`... and ${unpairedCount - WARNING_LIMIT} more runs without a partner (${unpairedCount} in all)`);
		if (tasks.size === 1) warn('only one task: the task-clustered interval for the total effect needs at least two');
	}

	if (problems.some((p) => p.severity === 'error') || control === undefined || treatment === undefined) return done(null);

	const sorted = (runs: Run[]): Run[] => (runs.every((r, i) => i === 0 || runs[i - 1]!.run <= r.run) ? runs : runs.sort((a, b) => a.run - b.run));
	const outTasks: TaskRuns[] = [];
	for (const [task, t] of tasks) {
		const c = groupOf(t, control)?.runs;
		const tr = groupOf(t, treatment)?.runs;
		if (c && tr) outTasks.push({ task, line: Math.min(c[0]!.line, tr[0]!.line), control: sorted(c), treatment: sorted(tr) });
	}
	const outcome = nonBinaryArms.has(control) || nonBinaryArms.has(treatment) ? 'reward' : 'binary';
	return done({ control, treatment, outcome, hasTrigger, costColumns, tasks: outTasks });
}
