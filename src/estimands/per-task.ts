// The report's per-task lists (the total effect's differences, the degradation section's intervals),
// kept in typed columns: a million tasks hold 8 to 40 bytes each here, where a million objects held
// 50 to 160. Each is read like an array and written to JSON as one.
import { asciiBytes, JsonArrayOf, NUMBER_ROOM, type ElementBytes, type JsonBytes } from '../lib/json-stream.ts';
import type { TaskRuns } from './runs.ts';

/** One task's simultaneous interval for μ1(x) − μ0(x). */
export interface TaskInterval {
	task: string;
	line: number;
	nControl: number;
	nTreatment: number;
	controlMean: number;
	treatedMean: number;
	estimate: number;
	lower: number;
	upper: number;
	/** U_x < −ε. */
	confidentlyDegraded: boolean;
	/** L_x < −ε and the task's own runs show a decline; never for equal arm means (see isPossiblyDegraded). */
	possiblyDegraded: boolean;
	/** L_x < −ε: the interval reaches below the margin, so the task counts in the possibly degraded share (the bound). */
	reachesBelowMargin: boolean;
	/** Whether the most extreme data possible with these run counts would give U_x < −ε. */
	canBeShownDegraded: boolean;
}

/** An object's keys written as JSON.stringify(…, null, 2) writes them at `indent`, each with what leads up to its value, as bytes. */
function keyBytes(indent: string, keys: readonly string[]): Uint8Array[] {
	return keys.map((k, i) => asciiBytes(`${i === 0 ? '{' : ','}\n${indent}  ${JSON.stringify(k)}: `));
}

const TRUE = asciiBytes('true');
const FALSE = asciiBytes('false');

const CONFIDENT = 1;
const POSSIBLE = 2;
const REACHES = 4;
const CAN_BE_SHOWN = 8;

/**
 * The intervals of a table's tasks, in table order: a read-only list (length, at, iteration, slice,
 * map, every) whose elements are made when asked for. JSON.stringify and the streamed writer both
 * write it as an array of {@link TaskInterval} objects.
 */
export class TaskIntervals extends JsonArrayOf<TaskInterval> implements Iterable<TaskInterval> {
	readonly length: number;
	readonly #tasks: readonly Pick<TaskRuns, 'task' | 'line'>[];
	readonly #runs: Int32Array;
	readonly #values: Float64Array;
	readonly #flags: Uint8Array;

	/** Room for the intervals of these tasks; {@link set} fills task i. */
	constructor(tasks: readonly Pick<TaskRuns, 'task' | 'line'>[]) {
		super();
		this.length = tasks.length;
		this.#tasks = tasks;
		this.#runs = new Int32Array(2 * tasks.length);
		this.#values = new Float64Array(4 * tasks.length);
		this.#flags = new Uint8Array(tasks.length);
	}

	override get items(): Iterable<TaskInterval> {
		return this;
	}

	/** Fills task i (its name and line come from the table; the estimate is treatedMean − controlMean). */
	set(i: number, t: Omit<TaskInterval, 'task' | 'line' | 'estimate'>): void {
		this.#runs[2 * i] = t.nControl;
		this.#runs[2 * i + 1] = t.nTreatment;
		this.#values[4 * i] = t.controlMean;
		this.#values[4 * i + 1] = t.treatedMean;
		this.#values[4 * i + 2] = t.lower;
		this.#values[4 * i + 3] = t.upper;
		this.#flags[i] =
			(t.confidentlyDegraded ? CONFIDENT : 0) |
			(t.possiblyDegraded ? POSSIBLE : 0) |
			(t.reachesBelowMargin ? REACHES : 0) |
			(t.canBeShownDegraded ? CAN_BE_SHOWN : 0);
	}

	/** Task i's interval (negative i counts from the end); undefined outside the list. */
	at(index: number): TaskInterval | undefined {
		const i = index < 0 ? this.length + index : index;
		if (!(i >= 0 && i < this.length)) return undefined;
		const v = this.#values;
		const f = this.#flags[i]!;
		const controlMean = v[4 * i]!;
		const treatedMean = v[4 * i + 1]!;
		return {
			task: this.#tasks[i]!.task,
			line: this.#tasks[i]!.line,
			nControl: this.#runs[2 * i]!,
			nTreatment: this.#runs[2 * i + 1]!,
			controlMean,
			treatedMean,
			estimate: treatedMean - controlMean,
			lower: v[4 * i + 2]!,
			upper: v[4 * i + 3]!,
			confidentlyDegraded: (f & CONFIDENT) !== 0,
			possiblyDegraded: (f & POSSIBLE) !== 0,
			reachesBelowMargin: (f & REACHES) !== 0,
			canBeShownDegraded: (f & CAN_BE_SHOWN) !== 0,
		};
	}

	*[Symbol.iterator](): Iterator<TaskInterval> {
		for (let i = 0; i < this.length; i++) yield this.at(i)!;
	}

	/** Elements start to end (end excluded), as Array.prototype.slice takes them. */
	slice(start = 0, end = this.length): TaskInterval[] {
		const from = Math.max(0, start < 0 ? this.length + start : start);
		const to = Math.min(this.length, end < 0 ? this.length + end : end);
		const out: TaskInterval[] = [];
		for (let i = from; i < to; i++) out.push(this.at(i)!);
		return out;
	}

	map<U>(f: (t: TaskInterval, i: number) => U): U[] {
		const out: U[] = [];
		for (let i = 0; i < this.length; i++) out.push(f(this.at(i)!, i));
		return out;
	}

	every(f: (t: TaskInterval, i: number) => boolean): boolean {
		for (let i = 0; i < this.length; i++) if (!f(this.at(i)!, i)) return false;
		return true;
	}

	/** Each interval's JSON text, as JSON.stringify(interval, null, 2) writes it at this indentation, written from the columns as bytes. */
	override elementBytes(indent: string): ElementBytes {
		const [task, line, nControl, nTreatment, controlMean, treatedMean, estimate, lower, upper, confident, possible, reaches, canBeShown] = keyBytes(indent, [
			'task',
			'line',
			'nControl',
			'nTreatment',
			'controlMean',
			'treatedMean',
			'estimate',
			'lower',
			'upper',
			'confidentlyDegraded',
			'possiblyDegraded',
			'reachesBelowMargin',
			'canBeShownDegraded',
		]);
		const end = asciiBytes(`\n${indent}}`);
		// everything but the name, with room for each number
		const fixed = 250 + 13 * indent.length + 8 * NUMBER_ROOM;
		const tasks = this.#tasks;
		const runs = this.#runs;
		const v = this.#values;
		const flags = this.#flags;
		const flag = (out: JsonBytes, on: boolean) => out.raw(on ? TRUE : FALSE);
		return {
			count: this.length,
			write(out: JsonBytes, i: number): void {
				const t = tasks[i]!;
				out.room(fixed);
				out.raw(task!);
				out.str(t.task);
				out.room(fixed);
				out.raw(line!);
				out.num(t.line);
				out.raw(nControl!);
				out.int(runs[2 * i]!);
				out.raw(nTreatment!);
				out.int(runs[2 * i + 1]!);
				const c = v[4 * i]!;
				const tr = v[4 * i + 1]!;
				out.raw(controlMean!);
				out.num(c);
				out.raw(treatedMean!);
				out.num(tr);
				out.raw(estimate!);
				out.num(tr - c);
				out.raw(lower!);
				out.num(v[4 * i + 2]!);
				out.raw(upper!);
				out.num(v[4 * i + 3]!);
				const f = flags[i]!;
				out.raw(confident!);
				flag(out, (f & CONFIDENT) !== 0);
				out.raw(possible!);
				flag(out, (f & POSSIBLE) !== 0);
				out.raw(reaches!);
				flag(out, (f & REACHES) !== 0);
				out.raw(canBeShown!);
				flag(out, (f & CAN_BE_SHOWN) !== 0);
				out.raw(end);
			},
		};
	}

	/** JSON.stringify writes the list as the array of its intervals. */
	toJSON(): TaskInterval[] {
		return this.slice();
	}
}

/** One task's treated mean minus its control mean. */
export interface TaskDifference {
	task: string;
	difference: number;
}

/** The per-task differences of a table's tasks, in table order: a read-only list like {@link TaskIntervals}. */
export class TaskDifferences extends JsonArrayOf<TaskDifference> implements Iterable<TaskDifference> {
	readonly length: number;
	readonly #tasks: readonly Pick<TaskRuns, 'task'>[];
	/** The differences by task, in table order. */
	readonly values: Float64Array;

	constructor(tasks: readonly Pick<TaskRuns, 'task'>[], values: Float64Array) {
		super();
		this.length = tasks.length;
		this.#tasks = tasks;
		this.values = values;
	}

	override get items(): Iterable<TaskDifference> {
		return this;
	}

	/** Task i's difference (negative i counts from the end); undefined outside the list. */
	at(index: number): TaskDifference | undefined {
		const i = index < 0 ? this.length + index : index;
		if (!(i >= 0 && i < this.length)) return undefined;
		return { task: this.#tasks[i]!.task, difference: this.values[i]! };
	}

	*[Symbol.iterator](): Iterator<TaskDifference> {
		for (let i = 0; i < this.length; i++) yield this.at(i)!;
	}

	/** Each difference's JSON text, as JSON.stringify writes it at this indentation, written from the column as bytes. */
	override elementBytes(indent: string): ElementBytes {
		const [task, difference] = keyBytes(indent, ['task', 'difference']) as [Uint8Array, Uint8Array];
		const end = asciiBytes(`\n${indent}}`);
		const fixed = 40 + 2 * indent.length + NUMBER_ROOM;
		const tasks = this.#tasks;
		const values = this.values;
		return {
			count: this.length,
			write(out: JsonBytes, i: number): void {
				out.room(fixed);
				out.raw(task);
				out.str(tasks[i]!.task);
				out.room(fixed);
				out.raw(difference);
				out.num(values[i]!);
				out.raw(end);
			},
		};
	}

	/** JSON.stringify writes the list as the array of its differences. */
	toJSON(): TaskDifference[] {
		return [...this];
	}
}
