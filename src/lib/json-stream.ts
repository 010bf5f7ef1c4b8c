// JSON written piece by piece: the same text as JSON.stringify(value, null, 2), but handed out in
// chunks of bounded size, so a report with millions of array elements never becomes one string
// (V8 refuses strings past about 512 MiB, and holding one that size would double the memory).

/** The elements of an array written as bytes by {@link JsonArrayOf.elementBytes}: how many, and a writer of element i. */
export interface ElementBytes {
	readonly count: number;
	write(out: JsonBytes, i: number): void;
}

/** The longest text String() gives a finite number ("-1.2345678901234567e-308"), with room to spare. */
export const NUMBER_ROOM = 26;

/**
 * JSON text written straight into bytes, for the per-task arrays of a million elements: ASCII a code
 * unit at a time, numbers and strings as JSON.stringify writes them, no string made for an integer or
 * a name that needs no escaping. The buffer grows when {@link room} asks for more than is left.
 */
export class JsonBytes {
	bytes: Uint8Array;
	pos = 0;
	/** A writer on `bytes` when given (a buffer done with), else on a fresh buffer of `size` bytes. */
	constructor(size = 1 << 16, bytes?: Uint8Array) {
		this.bytes = bytes ?? new Uint8Array(size);
	}

	/** Makes room for n more bytes. */
	room(n: number): void {
		if (this.pos + n <= this.bytes.length) return;
		const bigger = new Uint8Array(Math.max(2 * this.bytes.length, this.pos + n));
		bigger.set(this.bytes.subarray(0, this.pos));
		this.bytes = bigger;
	}

	/** The bytes written so far, handed out; the writer goes on in `next` (a buffer handed out before and done with) or a fresh buffer of the same size. */
	take(next?: Uint8Array): Uint8Array {
		const out = this.bytes.subarray(0, this.pos);
		this.bytes = next ?? new Uint8Array(this.bytes.length);
		this.pos = 0;
		return out;
	}

	/** Bytes already encoded (room made by the caller). */
	raw(b: Uint8Array): void {
		const out = this.bytes;
		let p = this.pos;
		for (let i = 0; i < b.length; i++) out[p++] = b[i]!;
		this.pos = p;
	}

	/** Text of ASCII characters only (room made by the caller). */
	ascii(s: string): void {
		const out = this.bytes;
		let p = this.pos;
		for (let i = 0; i < s.length; i++) out[p++] = s.charCodeAt(i);
		this.pos = p;
	}

	/** A number as JSON.stringify writes it: integers digit by digit, other finite numbers as String() gives them, NaN and the infinities as null (room for {@link NUMBER_ROOM} bytes made by the caller). */
	num(x: number): void {
		// -0 | 0 is 0, and JSON writes -0 as 0
		if (x === (x | 0)) this.int(x | 0);
		else if (x - x === 0) this.ascii(numberText(x));
		else this.ascii('null');
	}

	/** A 32-bit integer. */
	int(n: number): void {
		const out = this.bytes;
		let p = this.pos;
		let v = n;
		if (v < 0) {
			out[p++] = 45;
			v = -v;
		}
		if (v < 10) out[p++] = 48 + v;
		else {
			let digits = 1;
			for (let t = v; t >= 10; t = Math.floor(t / 10)) digits++;
			p += digits;
			for (let q = p - 1; digits > 0; digits--, q--) {
				const d = v % 10;
				out[q] = 48 + d;
				v = (v - d) / 10;
			}
		}
		this.pos = p;
	}

	/** A string as JSON.stringify writes it (makes its own room): printable ASCII without quote or backslash copied as it is, anything else through JSON.stringify and UTF-8. */
	str(s: string): void {
		this.room(s.length + 2);
		const out = this.bytes;
		const start = this.pos;
		let p = start;
		out[p++] = 34;
		for (let i = 0; i < s.length; i++) {
			const c = s.charCodeAt(i);
			if (c < 32 || c > 126 || c === 34 || c === 92) {
				this.pos = start;
				this.#escaped(s);
				return;
			}
			out[p++] = c;
		}
		out[p++] = 34;
		this.pos = p;
	}

	#escaped(s: string): void {
		// JSON.stringify's text is well-formed (lone surrogates escaped), so its UTF-8 is exact: at most 3 bytes a code unit
		const text = JSON.stringify(s);
		this.room(3 * text.length);
		this.pos += encoder.encodeInto(text, this.bytes.subarray(this.pos)).written;
	}
}

const encoder = new TextEncoder();
/**
 * The text of the numbers last written, by a hash of their bits: per-task means and bounds repeat
 * (k/n for small n, the same interval for the same counts), and String() of a double costs more
 * than a look-up.
 */
const CACHED = 1024;
const cachedNumbers = new Float64Array(CACHED).fill(Number.NaN);
const cachedTexts: string[] = new Array<string>(CACHED).fill('');
const bits = new Float64Array(1);
const halves = new Int32Array(bits.buffer);

/** String(x) for a finite number, from the cache when x was written lately. */
function numberText(x: number): string {
	bits[0] = x;
	const slot = Math.imul(halves[0]! ^ halves[1]!, 0x9e3779b1) >>> 22;
	if (cachedNumbers[slot] === x) return cachedTexts[slot]!;
	const text = String(x);
	cachedNumbers[slot] = x;
	cachedTexts[slot] = text;
	return text;
}
const decoder = new TextDecoder();

/** ASCII text as bytes, for the fixed parts of an element written by {@link ElementBytes}. */
export const asciiBytes = (s: string): Uint8Array => Uint8Array.from(s, (c) => c.charCodeAt(0));

/**
 * Elements of an iterable written as a JSON array one at a time, without first collecting them. A
 * subclass may be the iterable itself (override `items`); its toJSON, for JSON.stringify, is not
 * called here.
 */
export class JsonArrayOf<T> {
	readonly #items: Iterable<T>;
	constructor(items: Iterable<T> = []) {
		this.#items = items;
	}
	get items(): Iterable<T> {
		return this.#items;
	}
	/**
	 * A subclass that can write its elements faster than JSON.stringify does gives here a writer of
	 * element i's text as bytes, exactly as JSON.stringify(element, null, 2) would write it at
	 * `indent` (the indentation of the element's first line); undefined when it cannot.
	 */
	elementBytes(_indent: string): ElementBytes | undefined {
		return undefined;
	}
}

/** An object whose values are all primitives: JSON.stringify writes it in one call, and its text is as long as its keys and values. */
function isFlat(v: object): boolean {
	for (const key in v) {
		const x = (v as Record<string, unknown>)[key];
		if (typeof x === 'object' && x !== null) return false;
	}
	return true;
}

/** What JSON.stringify would do with a value before writing it: toJSON, then boxed primitives unwrapped. */
function prepare(value: unknown, key: string): unknown {
	let v = value;
	if (v instanceof JsonArrayOf) return v;
	if (typeof v === 'object' && v !== null && typeof (v as { toJSON?: unknown }).toJSON === 'function') v = (v as { toJSON(k: string): unknown }).toJSON(key);
	if (v instanceof Number || v instanceof String || v instanceof Boolean) v = v.valueOf();
	return v;
}

/** Where the elements start and end in the text of an array nested `depth` arrays deep: its prefix and suffix lengths. */
const frames = new Map<number, [number, number]>();

/**
 * The elements of an array standing `depth` levels deep, as JSON.stringify(…, null, 2) writes them
 * there (from the first element to the last, separators and line breaks included). The array is
 * written inside `depth` arrays, so the text comes indented as it stands, with no second pass.
 */
function batchText(items: unknown[], depth: number): string {
	let framed: unknown = items;
	for (let d = 0; d < depth; d++) framed = [framed];
	let frame = frames.get(depth);
	if (!frame) {
		let probe: unknown = [0];
		for (let d = 0; d < depth; d++) probe = [probe];
		const text = JSON.stringify(probe, null, 2);
		const at = text.indexOf('0');
		frames.set(depth, (frame = [at, text.length - at - 1]));
	}
	const text = JSON.stringify(framed, null, 2);
	return text.slice(frame[0], text.length - frame[1]);
}

/** Values JSON leaves out of an object (and writes as null in an array). */
const skipped = (v: unknown): boolean => v === undefined || typeof v === 'function' || typeof v === 'symbol';

/** The chunks of {@link jsonChunks}, those of a {@link JsonArrayOf}'s own bytes left as bytes (UTF-8). */
function* jsonPieces(value: unknown, chunkSize: number, spare: Uint8Array[] = []): Generator<string | Uint8Array, void, undefined> {
	let buf = '';
	const open = new Set<object>();
	// characters per element of the batches written so far, to size the next batch
	let batchedChars = 0;
	let batchedItems = 0;

	/** Writes a value already passed through prepare(). */
	function* walk(v: unknown, indent: string): Generator<string | Uint8Array, void, undefined> {
		if (typeof v !== 'object' || v === null || (!(v instanceof JsonArrayOf) && !Array.isArray(v) && isFlat(v))) {
			// a primitive or a flat object: written whole, its line breaks indented to where it stands
			const text = JSON.stringify(v, null, 2);
			buf += typeof v === 'object' && v !== null && indent !== '' ? text.replaceAll('\n', `\n${indent}`) : text;
		} else {
			if (open.has(v)) throw new TypeError('a cycle cannot be written as JSON');
			open.add(v);
			const inner = `${indent}  `;
			let first = true;
			const elements = v instanceof JsonArrayOf ? v.elementBytes(inner) : undefined;
			if (elements && elements.count === 0) buf += '[]';
			else if (elements) {
				// the text so far goes out first; the elements follow as bytes, a chunk at a time
				buf += '[';
				yield buf;
				buf = '';
				const out = new JsonBytes(chunkSize + 1024, spare.pop());
				const lead = asciiBytes(`\n${inner}`);
				for (let i = 0; i < elements.count; i++) {
					out.room(lead.length + 1);
					if (i > 0) out.bytes[out.pos++] = 44;
					out.raw(lead);
					elements.write(out, i);
					if (out.pos >= chunkSize) yield out.take(spare.pop());
				}
				if (out.pos > 0) yield out.take(spare.pop());
				buf += `\n${indent}]`;
			} else if (Array.isArray(v) || v instanceof JsonArrayOf) {
				const items: Iterable<unknown> = v instanceof JsonArrayOf ? v.items : v;
				// Runs of primitives and flat objects (a million per-task rows) go to JSON.stringify as one
				// array each, about a quarter of a chunk at a time: much faster than one call per element.
				const batch: unknown[] = [];
				let batchLimit = 1;
				const flush = (): void => {
					if (batch.length === 0) return;
					const body = batchText(batch, indent.length / 2);
					buf += `${first ? '[' : ','}\n${inner}${body}`;
					first = false;
					batchedChars += body.length;
					batchedItems += batch.length;
					batchLimit = Math.max(1, Math.floor((chunkSize / 4) * (batchedItems / batchedChars)));
					batch.length = 0;
				};
				let i = 0;
				for (const item of items) {
					const x = prepare(item, String(i));
					i++;
					if (x === item && (typeof x !== 'object' || x === null || (!Array.isArray(x) && !(x instanceof JsonArrayOf) && isFlat(x)))) {
						batch.push(x);
						if (batch.length >= batchLimit) flush();
					} else {
						flush();
						buf += first ? `[\n${inner}` : `,\n${inner}`;
						first = false;
						if (skipped(x)) buf += 'null';
						else yield* walk(x, inner);
					}
					if (buf.length >= chunkSize) {
						yield buf;
						buf = '';
					}
				}
				flush();
				buf += first ? '[]' : `\n${indent}]`;
			} else {
				for (const k of Object.keys(v)) {
					const member = prepare((v as Record<string, unknown>)[k], k);
					if (skipped(member)) continue;
					buf += `${first ? '{' : ','}\n${inner}${JSON.stringify(k)}: `;
					first = false;
					yield* walk(member, inner);
					if (buf.length >= chunkSize) {
						yield buf;
						buf = '';
					}
				}
				buf += first ? '{}' : `\n${indent}}`;
			}
			open.delete(v);
		}
	}

	const top = prepare(value, '');
	if (skipped(top)) return;
	yield* walk(top, '');
	if (buf !== '') yield buf;
}

/**
 * The text of `JSON.stringify(value, null, 2)` in chunks of about `chunkSize` characters (a chunk
 * ends at the first piece that takes it past the size: one member, or a run of an array's primitive
 * and flat elements of about a quarter of the size, written by one JSON.stringify call; the elements
 * of a {@link JsonArrayOf} that writes its own bytes come in chunks of their own). Arrays and objects
 * are walked one member at a time; an object whose values are all primitives is written whole.
 * {@link JsonArrayOf} writes an iterable as an array. A cycle throws a TypeError, as JSON.stringify
 * does; a top-level value JSON cannot write (undefined, a function) gives no text.
 */
export function* jsonChunks(value: unknown, chunkSize = 1 << 16): Generator<string, void, undefined> {
	for (const piece of jsonPieces(value, chunkSize)) yield typeof piece === 'string' ? piece : decoder.decode(piece);
}

/** The part of a writable stream {@link writeJson} needs (process.stdout is one). */
export interface ChunkSink {
	write(chunk: string | Uint8Array): boolean;
	once(event: 'drain' | 'error', listener: (e?: unknown) => void): unknown;
	off(event: 'drain' | 'error', listener: (e?: unknown) => void): unknown;
	/** What the stream holds not yet written (a Node stream's count): 0 once it is done with every chunk handed to it. */
	readonly writableLength?: number;
}

/**
 * Writes `JSON.stringify(value, null, 2)` and a line break to a stream chunk by chunk, waiting for
 * the stream to drain whenever it asks to, so what is buffered stays about one chunk whatever the
 * size of the value. Rejects with the stream's error (a closed pipe, for one). With `reuse`, a
 * chunk of bytes the stream has written by the time write returns (its writableLength back to 0)
 * is written over for a later chunk, rather than a buffer made per chunk: only for a stream that
 * keeps no reference to a chunk once written, as process.stdout (a file, a pipe, a terminal).
 */
export async function writeJson(sink: ChunkSink, value: unknown, chunkSize = 1 << 16, reuse = false): Promise<void> {
	const drained = () =>
		new Promise<void>((resolve, reject) => {
			const onDrain = () => {
				sink.off('error', onError);
				resolve();
			};
			const onError = (e?: unknown) => {
				sink.off('drain', onDrain);
				reject(e instanceof Error ? e : new Error(String(e)));
			};
			sink.once('drain', onDrain);
			sink.once('error', onError);
		});
	const spare: Uint8Array[] = [];
	for (const chunk of jsonPieces(value, chunkSize, spare)) {
		const written = sink.write(chunk);
		if (reuse && typeof chunk !== 'string' && sink.writableLength === 0) spare.push(new Uint8Array(chunk.buffer));
		if (!written) await drained();
	}
	if (!sink.write('\n')) await drained();
}
