// JSON written piece by piece: the same text as JSON.stringify(value, null, 2), but handed out in
// chunks of bounded size, so a report with millions of array elements never becomes one string
// (V8 refuses strings past about 512 MiB, and holding one that size would double the memory).

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
	 * A subclass that can write its elements faster than JSON.stringify does gives each element's
	 * text here, exactly as JSON.stringify(element, null, 2) would write it at `indent` (the
	 * indentation of the element's first line); undefined when it cannot.
	 */
	elementTexts(_indent: string): Iterable<string> | undefined {
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

/**
 * The text of `JSON.stringify(value, null, 2)` in chunks of about `chunkSize` characters (a chunk
 * ends at the first piece that takes it past the size: one member, or a run of an array's primitive
 * and flat elements of about a quarter of the size, written by one JSON.stringify call). Arrays
 * and objects are walked one member at a time; an object whose values are all primitives is written
 * whole. {@link JsonArrayOf} writes an iterable as an array. A cycle throws a TypeError, as
 * JSON.stringify does; a top-level value JSON cannot write (undefined, a function) gives no text.
 */
export function* jsonChunks(value: unknown, chunkSize = 1 << 16): Generator<string, void, undefined> {
	let buf = '';
	const open = new Set<object>();
	// characters per element of the batches written so far, to size the next batch
	let batchedChars = 0;
	let batchedItems = 0;

	/** Writes a value already passed through prepare(). */
	function* walk(v: unknown, indent: string): Generator<string, void, undefined> {
		if (typeof v !== 'object' || v === null || (!(v instanceof JsonArrayOf) && !Array.isArray(v) && isFlat(v))) {
			// a primitive or a flat object: written whole, its line breaks indented to where it stands
			const text = JSON.stringify(v, null, 2);
			buf += typeof v === 'object' && v !== null && indent !== '' ? text.replaceAll('\n', `\n${indent}`) : text;
		} else {
			if (open.has(v)) throw new TypeError('a cycle cannot be written as JSON');
			open.add(v);
			const inner = `${indent}  `;
			let first = true;
			const texts = v instanceof JsonArrayOf ? v.elementTexts(inner) : undefined;
			if (texts) {
				for (const text of texts) {
					buf += `${first ? '[' : ','}\n${inner}${text}`;
					first = false;
					if (buf.length >= chunkSize) {
						yield buf;
						buf = '';
					}
				}
				buf += first ? '[]' : `\n${indent}]`;
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

/** The part of a writable stream {@link writeJson} needs (process.stdout is one). */
export interface ChunkSink {
	write(chunk: string): boolean;
	once(event: 'drain' | 'error', listener: (e?: unknown) => void): unknown;
	off(event: 'drain' | 'error', listener: (e?: unknown) => void): unknown;
}

/**
 * Writes `JSON.stringify(value, null, 2)` and a line break to a stream chunk by chunk, waiting for
 * the stream to drain whenever it asks to, so what is buffered stays about one chunk whatever the
 * size of the value. Rejects with the stream's error (a closed pipe, for one).
 */
export async function writeJson(sink: ChunkSink, value: unknown, chunkSize = 1 << 16): Promise<void> {
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
	for (const chunk of jsonChunks(value, chunkSize)) if (!sink.write(chunk)) await drained();
	if (!sink.write('\n')) await drained();
}
