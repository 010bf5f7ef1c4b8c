/**
 * The one place where YAML becomes data. Reads a file's bytes, refuses hostile or ambiguous input
 * with a placed message, parses once with js-yaml 5 (YAML 1.2 core schema: dates stay strings),
 * and keeps a map from every value path to its line and column so any later check can point at
 * the exact spot.
 */
import {
	CORE_SCHEMA,
	EVENT_ID,
	SCALAR_STYLE,
	constructFromEvents,
	getScalarValue,
	parseEvents,
	type AliasEvent,
	type Event,
	type MappingEvent,
	type ScalarEvent,
	type SequenceEvent,
	type YAMLException,
} from 'js-yaml';
import { formatPath, makeProblem, type PathSegment, type Problem } from './problems.ts';

/** Largest record file accepted. Real records are a few kB; this leaves ample room. */
export const MAX_FILE_BYTES = 1024 * 1024;
/** Deepest nesting accepted; records are far shallower. */
export const MAX_DEPTH = 64;

export interface Position {
	line: number;
	column: number;
}

export interface PathPositions {
	/** Where the value starts. */
	value: Position;
	/** Where the key naming the value starts, for mapping members. */
	key?: Position;
}

/**
 * Positions of every value in a parsed document, keyed by `formatPath(path)`. A map made with
 * `fill` is filled by it on the first look-up: most files never have a problem to place, and the
 * positions of every value of 5,000 records were the largest part of a build's memory.
 */
export class PositionMap {
	readonly #map = new Map<string, PathPositions>();
	readonly #fallback: Position;
	#fill: ((map: PositionMap) => void) | undefined;

	constructor(fallback: Position = { line: 1, column: 1 }, fill?: (map: PositionMap) => void) {
		this.#fallback = fallback;
		this.#fill = fill;
	}

	/** The map, filled first when it is filled on demand. */
	#ready(): Map<string, PathPositions> {
		const fill = this.#fill;
		if (fill) {
			this.#fill = undefined;
			fill(this);
		}
		return this.#map;
	}

	/** The first registration wins: a repeated key's value is dropped, so its positions are too. */
	set(path: readonly PathSegment[], positions: PathPositions): void {
		const key = formatPath(path);
		if (!this.#map.has(key)) this.#map.set(key, positions);
	}

	get(path: readonly PathSegment[]): PathPositions | undefined {
		return this.#ready().get(formatPath(path));
	}

	/** The value at `path`, or the nearest enclosing value that exists (for missing fields). */
	valueAt(path: readonly PathSegment[]): Position {
		const map = this.#ready();
		for (let n = path.length; n >= 0; n--) {
			const hit = map.get(formatPath(path.slice(0, n)));
			if (hit) return hit.value;
		}
		return this.#fallback;
	}

	/** The key of the member at `path` when there is one, else its value position. */
	keyAt(path: readonly PathSegment[]): Position {
		return this.get(path)?.key ?? this.valueAt(path);
	}
}

export type ParseResult =
	/** `problems` holds what could be read past (a repeated key: its first value is kept). */
	{ ok: true; data: unknown; positions: PositionMap; source: string; problems: Problem[] } | { ok: false; problems: Problem[] };

/** Turns source offsets into 1-based line and column. */
class LineIndex {
	readonly #starts: number[] = [0];
	constructor(source: string) {
		for (let i = 0; i < source.length; i++) if (source.charCodeAt(i) === 10) this.#starts.push(i + 1);
	}
	at(offset: number): Position {
		let lo = 0;
		let hi = this.#starts.length - 1;
		while (lo < hi) {
			const mid = (lo + hi + 1) >> 1;
			if (this.#starts[mid]! <= offset) lo = mid;
			else hi = mid - 1;
		}
		return { line: lo + 1, column: offset - this.#starts[lo]! + 1 };
	}
}

function problem(file: string, pos: Position | undefined, message: string, tip?: string, path = ''): Problem {
	return makeProblem({ rule: 'yaml', file, position: pos, path, message, tip });
}

/** Position of the first byte that is not valid UTF-8, measured in decoded text before it. */
function firstInvalidUtf8(bytes: Uint8Array): number {
	let i = 0;
	while (i < bytes.length) {
		const b = bytes[i]!;
		const len = b < 0x80 ? 1 : b >= 0xc2 && b < 0xe0 ? 2 : b >= 0xe0 && b < 0xf0 ? 3 : b >= 0xf0 && b < 0xf5 ? 4 : 0;
		if (len === 0 || i + len > bytes.length) return i;
		try {
			new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(i, i + len));
		} catch {
			return i;
		}
		i += len;
	}
	return i;
}

/** Decodes bytes as strict UTF-8; returns the text or a placed problem. */
export function decodeUtf8(file: string, bytes: Uint8Array | { length: number }): { text: string } | { problem: Problem } {
	if (bytes.length > MAX_FILE_BYTES || !(bytes instanceof Uint8Array)) {
		return {
			problem: problem(
				file,
				undefined,
				`file is ${bytes.length.toLocaleString('en')} bytes; the limit is ${MAX_FILE_BYTES.toLocaleString('en')} bytes`,
				'a record is a few kilobytes: split long text or remove pasted material',
			),
		};
	}
	if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) {
		return {
			problem: problem(file, { line: 1, column: 1 }, 'file starts with a byte-order mark (BOM)', 'save the file as UTF-8 without BOM'),
		};
	}
	try {
		return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes) };
	} catch {
		const at = firstInvalidUtf8(bytes);
		const before = new TextDecoder('utf-8').decode(bytes.subarray(0, at));
		return {
			problem: problem(
				file,
				new LineIndex(before).at(before.length),
				`file is not valid UTF-8 (byte 0x${bytes[at]?.toString(16).padStart(2, '0') ?? '??'} at offset ${at})`,
				'save the file as UTF-8; binary content does not belong in a record',
			),
		};
	}
}

interface Frame {
	kind: 'map' | 'seq';
	path: PathSegment[];
	/** Mapping: the key waiting for its value, or undefined when a key comes next. */
	pendingKey?: { name: string; pos: Position } | undefined;
	keys?: Set<string>;
	index: number;
}

/** An event that opens a value. */
type NodeEvent = ScalarEvent | MappingEvent | SequenceEvent;

/**
 * One pass over the event stream: records where every value is, and collects what a record may
 * not hold (anchors, aliases, tags, complex keys, a second document) and repeated keys. Repeated
 * keys are recoverable: their events are dropped before the value is constructed.
 */
class EventWalk {
	/** Where every value is registered; undefined for a walk that only checks. */
	readonly positions: PositionMap | undefined;
	/** Problems that stop the file from being read. */
	readonly problems: Problem[] = [];
	/** Problems that do not stop the file from being read (repeated keys). */
	readonly recoverable: Problem[] = [];
	/** Indexes of the events of repeated keys, to drop. */
	readonly dropKeyAt = new Set<number>();
	private readonly stack: Frame[] = [];
	private documents = 0;
	private readonly file: string;
	private readonly source: string;
	private readonly lines: LineIndex;

	constructor(file: string, source: string, lines: LineIndex, positions?: PositionMap) {
		this.file = file;
		this.source = source;
		this.lines = lines;
		this.positions = positions;
	}

	walk(events: readonly Event[]): this {
		for (const [index, ev] of events.entries()) {
			if (ev.type === EVENT_ID.DOCUMENT) this.document();
			else if (ev.type === EVENT_ID.ALIAS) this.alias(ev);
			else if (ev.type === EVENT_ID.SCALAR || ev.type === EVENT_ID.MAPPING || ev.type === EVENT_ID.SEQUENCE) this.node(ev, index);
			else if (ev.type === EVENT_ID.POP) this.stack.pop();
		}
		return this;
	}

	private refuse(pos: Position | undefined, message: string, tip: string): void {
		this.problems.push(problem(this.file, pos, message, tip));
	}

	private document(): void {
		if (++this.documents === 2) this.refuse(undefined, 'file holds more than one YAML document (a second `---`)', 'keep one record per file');
	}

	private alias(ev: AliasEvent): void {
		const pos = this.lines.at(ev.anchorStart - 1);
		this.refuse(pos, 'aliases (*name) are not allowed', 'write the value out in full; records must read the same in any YAML tool');
		this.enter(pos);
	}

	/** The path of the value the current event opens, and registers the key position. */
	private enter(pos: Position): PathSegment[] | undefined {
		const top = this.stack[this.stack.length - 1];
		if (!top) {
			this.positions?.set([], { value: pos });
			return [];
		}
		if (top.kind === 'seq') {
			const path = [...top.path, top.index++];
			this.positions?.set(path, { value: pos });
			return path;
		}
		const key = top.pendingKey;
		if (!key) return undefined; // this event is a key
		top.pendingKey = undefined;
		const path = [...top.path, key.name];
		this.positions?.set(path, { value: pos, key: key.pos });
		return path;
	}

	/** Where a scalar, mapping or sequence starts: quoted scalars at their opening quote, anchored nodes at their `&`. */
	private startOf(ev: NodeEvent): Position {
		const quoted = ev.type === EVENT_ID.SCALAR && (ev.style === SCALAR_STYLE.SINGLE_QUOTED || ev.style === SCALAR_STYLE.DOUBLE_QUOTED);
		const start = ev.type === EVENT_ID.SCALAR ? ev.valueStart - (quoted ? 1 : 0) : ev.start;
		const owner = this.stack[this.stack.length - 1];
		// An empty value (`key:` with nothing after it) has no offset of its own: point at its key.
		if (ev.anchorStart >= 0) return this.lines.at(ev.anchorStart - 1);
		return start >= 0 ? this.lines.at(start) : (owner?.pendingKey?.pos ?? this.lines.at(0));
	}

	private node(ev: NodeEvent, index: number): void {
		const pos = this.startOf(ev);
		if (ev.anchorStart >= 0) this.refuse(pos, 'anchors (&name) are not allowed', 'write the value out in full instead of anchoring and reusing it');
		if (ev.tagStart >= 0) {
			this.refuse(
				this.lines.at(ev.tagStart),
				`tags (${this.source.slice(ev.tagStart, ev.tagEnd)}) are not allowed`,
				'remove the tag; write plain values and quote strings that look like numbers',
			);
		}
		const top = this.stack[this.stack.length - 1];
		if (top?.kind === 'map' && !top.pendingKey) {
			this.key(ev, index, pos, top);
			return;
		}
		const path = this.enter(pos) ?? [];
		if (ev.type === EVENT_ID.MAPPING) this.stack.push({ kind: 'map', path, keys: new Set(), index: 0 });
		else if (ev.type === EVENT_ID.SEQUENCE) this.stack.push({ kind: 'seq', path, index: 0 });
	}

	/** A mapping key: plain text only, and once per mapping. */
	private key(ev: NodeEvent, index: number, pos: Position, top: Frame): void {
		if (ev.type !== EVENT_ID.SCALAR) {
			this.refuse(pos, 'complex mapping keys are not allowed', 'use plain text keys');
			this.stack.push({ kind: 'seq', path: [...top.path, '?'], index: 0 });
			top.pendingKey = { name: '?', pos };
			return;
		}
		const name = getScalarValue(this.source, ev);
		if (top.keys!.has(name)) {
			this.dropKeyAt.add(index);
			this.recoverable.push(
				problem(this.file, pos, `duplicate key "${name}"`, 'each key may appear once in a mapping; merge the two entries', formatPath([...top.path, name])),
			);
		}
		top.keys!.add(name);
		top.pendingKey = { name, pos };
	}
}

const byPosition = (a: Problem, b: Problem) => (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0);

/**
 * Parses YAML text: one document, no anchors, aliases or tags, no duplicate keys, scalar keys only.
 * Reports every such problem found in the event stream, then constructs the value. A repeated key
 * is reported but read past (its first value is kept), so the rest of the file is still checked.
 */
export function parseYaml(file: string, source: string): ParseResult {
	const nul = source.indexOf('\0');
	if (nul !== -1) {
		return { ok: false, problems: [problem(file, new LineIndex(source).at(nul), 'file contains a NUL byte', 'remove binary content; records are plain text')] };
	}

	let events: Event[];
	try {
		events = parseEvents(source, { filename: file, maxDepth: MAX_DEPTH });
	} catch (err) {
		return { ok: false, problems: [colonInValue(file, source, err) ?? fromYamlException(file, err)] };
	}
	// A thousands comma inside { } or [ ] parses, but as two entries: say so before the schema
	// reports the halves as an unknown key and a wrong value.
	const commas = commaInFlowValues(file, source);
	if (commas.length > 0) return { ok: false, problems: commas };
	if (!events.some((e) => e.type === EVENT_ID.DOCUMENT) || events.length <= 2) {
		return {
			ok: false,
			problems: [problem(file, { line: 1, column: 1 }, 'file is empty: no YAML document found', 'start from a skeleton: npm run new-study -- <id>')],
		};
	}
	const positions = positionsOnDemand(file, () => source);

	// Most files hold nothing the walk refuses: construct them at once. js-yaml refuses a repeated
	// key itself, so any failure here means the file needs the walk, which says what it found.
	if (plainEvents(events)) {
		try {
			const [data] = constructFromEvents(events, { source, filename: file, schema: CORE_SCHEMA, maxAliases: 0 });
			return { ok: true, data, positions, source, problems: [] };
		} catch {
			// read again below, by the walk
		}
	}

	const walk = new EventWalk(file, source, new LineIndex(source)).walk(events);
	if (walk.problems.length > 0) return { ok: false, problems: [...walk.problems, ...walk.recoverable].sort(byPosition) };

	let docsOut: unknown[];
	try {
		docsOut = constructFromEvents(dropRepeatedKeys(events, walk.dropKeyAt), { source, filename: file, schema: CORE_SCHEMA, maxAliases: 0 });
	} catch (err) {
		return { ok: false, problems: [fromYamlException(file, err)] };
	}
	return { ok: true, data: docsOut[0], positions, source, problems: walk.recoverable };
}

/**
 * Whether an event stream holds none of what {@link EventWalk} refuses: one document, no anchor,
 * alias or tag, and plain scalars as mapping keys. Repeated keys are left to the constructor, which
 * refuses two keys of the same value; between plain keys that is the walk's test, the same text.
 */
function plainEvents(events: readonly Event[]): boolean {
	let documents = 0;
	// per open collection: a sequence, or a mapping waiting for a key or for a value
	const open: number[] = [];
	const SEQ = 0;
	const KEY = 1;
	const VALUE = 2;
	for (const ev of events) {
		if (ev.type === EVENT_ID.POP) open.pop();
		else if (ev.type === EVENT_ID.DOCUMENT) {
			if (++documents > 1) return false;
		} else if (ev.type === EVENT_ID.ALIAS) return false;
		else if (ev.type === EVENT_ID.SCALAR || ev.type === EVENT_ID.MAPPING || ev.type === EVENT_ID.SEQUENCE) {
			if (ev.anchorStart >= 0 || ev.tagStart >= 0) return false;
			const top = open.length - 1;
			if (open[top] === KEY) {
				// a quoted key may repeat a plain one as written ("1.0" and 1.0) and not as a value
				if (ev.type !== EVENT_ID.SCALAR || ev.style !== SCALAR_STYLE.PLAIN) return false;
				open[top] = VALUE;
			} else if (open[top] === VALUE) open[top] = KEY;
			if (ev.type === EVENT_ID.MAPPING) open.push(KEY);
			else if (ev.type === EVENT_ID.SEQUENCE) open.push(SEQ);
		}
	}
	return true;
}

/**
 * The positions of a file that parsed, found again by the same walk when something first asks for
 * one (a problem to place), from the text `text()` gives then: the text as parsed, or the file read
 * again (a build keeps no record's text, src/corpus/load.ts).
 */
export function positionsOnDemand(file: string, text: () => string): PositionMap {
	return new PositionMap(undefined, (map) => {
		const source = text();
		try {
			new EventWalk(file, source, new LineIndex(source), map).walk(parseEvents(source, { filename: file, maxDepth: MAX_DEPTH }));
		} catch {
			// a file changed since it parsed, and no longer parses: its values have no position left
		}
	});
}

/** The event stream without the repeated keys at `keys` and their values (a scalar or a whole subtree). */
function dropRepeatedKeys(events: Event[], keys: ReadonlySet<number>): Event[] {
	if (keys.size === 0) return events;
	const out: Event[] = [];
	for (let i = 0; i < events.length; i++) {
		if (!keys.has(i)) {
			out.push(events[i]!);
			continue;
		}
		// Skip the key, then its value: one event, or an opening event up to its matching POP.
		let depth = 0;
		let j = i + 1;
		do {
			const t = events[j]!.type;
			if (t === EVENT_ID.MAPPING || t === EVENT_ID.SEQUENCE) depth++;
			else if (t === EVENT_ID.POP) depth--;
			j++;
		} while (depth > 0 && j < events.length);
		i = j - 1;
	}
	return out;
}

/** A double-quoted YAML scalar holding the text as written. */
const quoted = (text: string) => `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;

/**
 * The commonest slip in a record: an unquoted value holding ": " (`short_name: Bench: leaderboard`),
 * which YAML reads as a second key. Said as such, with the line rewritten, instead of the parser's
 * "bad indentation".
 */
function colonInValue(file: string, source: string, err: unknown): Problem | undefined {
	const ex = err as Partial<YAMLException>;
	if (!ex?.mark || typeof ex.reason !== 'string' || !/bad indentation of a mapping entry|mapping values are not allowed/.test(ex.reason)) return undefined;
	const line = source.split(/\r?\n/)[ex.mark.line] ?? '';
	const m = /^(\s*(?:-\s+)?)([^\s:#][^:#]*?):\s+([^"'[{|>&*!#\s][^#]*?)\s*(#.*)?$/.exec(line);
	if (!m || !/: /.test(m[3]!)) return undefined;
	const [, lead, key, value] = m;
	return problem(
		file,
		{ line: ex.mark.line + 1, column: lead!.length + key!.length + 3 },
		'a colon followed by a space inside an unquoted value: YAML reads it as a second key',
		`quote the value: ${lead!.trimStart()}${key}: ${quoted(value!)}`,
	);
}

/** Digits with a thousands comma: a line without them cannot hold the slip commaInFlowValues reports. */
const THOUSANDS = /\d,\d{3}/;

/** An unquoted number with a thousands comma (6,184) inside a flow collection, where the comma separates entries. */
function commaInFlowValues(file: string, source: string): Problem[] {
	const out: Problem[] = [];
	// only the lines that hold such a number are looked at: a record has hundreds of lines, and few hold one
	const numbers = new RegExp(THOUSANDS.source, 'g');
	let lineNo = 0;
	let lineStart = 0;
	for (let m = numbers.exec(source); m; m = numbers.exec(source)) {
		for (let nl = source.indexOf('\n', lineStart); nl !== -1 && nl < m.index; nl = source.indexOf('\n', lineStart)) {
			lineNo++;
			lineStart = nl + 1;
		}
		const next = source.indexOf('\n', lineStart);
		const end = next === -1 ? source.length : next;
		out.push(...commasInLine(file, source.slice(lineStart, end).replace(/\r$/, ''), lineNo));
		numbers.lastIndex = end;
	}
	return out;
}

/** commaInFlowValues on one line, the `i`th (0-based). */
function commasInLine(file: string, line: string, i: number): Problem[] {
	const out: Problem[] = [];
	const flow = line.search(/[[{]/);
	if (flow < 0 || line.trimStart().startsWith('#')) return out;
	let inQuote: string | undefined;
	for (let j = flow; j < line.length; j++) {
		const ch = line[j]!;
		if (inQuote) {
			if (ch === inQuote) inQuote = undefined;
			continue;
		}
		if (ch === '"' || ch === "'") {
			inQuote = ch;
			continue;
		}
		if (ch === '#' && /\s/.test(line[j - 1] ?? ' ')) return out;
		if (ch < '0' || ch > '9') continue;
		const m = /^\d{1,3}(?:,\d{3})+(?!\d)/.exec(line.slice(j));
		if (!m || /[\w.]/.test(line[j - 1] ?? ' ')) continue;
		// The whole value: back to the key's ": " or the opening bracket, on to the next , ] or } after the number.
		const start = Math.max(line.lastIndexOf(': ', j) + 2, line.lastIndexOf('[', j) + 1, line.lastIndexOf('{', j) + 1, line.lastIndexOf(', ', j) + 2);
		const rest = line.slice(j + m[0].length);
		const end = j + m[0].length + (rest.search(/[,}\]]/) < 0 ? rest.length : rest.search(/[,}\]]/));
		const segment = line.slice(start, end);
		const value = segment.trim();
		const rewritten = `${line.slice(0, start).trimStart()}${quoted(value)}${segment.slice(segment.trimEnd().length)}${line.slice(end)}`.trimEnd();
		const number = value === m[0] ? `, or, for a number, write it without the comma: ${m[0].replace(/,/g, '')}` : '';
		out.push(
			problem(
				file,
				{ line: i + 1, column: j + 1 },
				`the comma in ${m[0]} splits this value in two: inside { } or [ ], a comma separates entries`,
				`quote the value: ${rewritten}${number}`,
			),
		);
		j += m[0].length;
	}
	return out;
}

function fromYamlException(file: string, err: unknown): Problem {
	const ex = err as Partial<YAMLException>;
	if (ex && typeof ex.reason === 'string') {
		const pos = ex.mark ? { line: ex.mark.line + 1, column: ex.mark.column + 1 } : undefined;
		return problem(file, pos, `YAML syntax error: ${ex.reason}`, yamlTip(ex.reason));
	}
	// js-yaml documents that any error may escape a parse of hostile input; report it, never crash.
	const message = err instanceof Error ? err.message : String(err);
	return problem(file, undefined, `YAML could not be read: ${message.split('\n')[0]}`);
}

function yamlTip(reason: string): string | undefined {
	if (/tab/i.test(reason)) return 'indent with spaces, not tabs';
	if (/depth|nest/i.test(reason)) return 'records are shallow; flatten the structure';
	if (/indentation|bad indent/i.test(reason)) {
		return 'align the keys of one mapping at the same column, using spaces; check for an unclosed [ or { just above';
	}
	if (/flow collection|end of the stream/i.test(reason)) return 'close every [ and { you open, or use block style';
	if (/mapping values|colon/i.test(reason)) return 'quote text that contains ": " (colon and space)';
	return undefined;
}
