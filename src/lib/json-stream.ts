// JSON written piece by piece: the same text as JSON.stringify(value, null, 2), but handed out in
// chunks of bounded size, so a report with millions of array elements never becomes one string
// (V8 refuses strings past about 512 MiB, and holding one that size would double the memory).

/** Elements of an iterable written as a JSON array one at a time, without first collecting them. */
export class JsonArrayOf<T> {
	readonly items: Iterable<T>;
	constructor(items: Iterable<T>) {
		this.items = items;
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
	if (typeof v === 'object' && v !== null && typeof (v as { toJSON?: unknown }).toJSON === 'function') v = (v as { toJSON(k: string): unknown }).toJSON(key);
	if (v instanceof Number || v instanceof String || v instanceof Boolean) v = v.valueOf();
	return v;
}

/** Values JSON leaves out of an object (and writes as null in an array). */
const skipped = (v: unknown): boolean => v === undefined || typeof v === 'function' || typeof v === 'symbol';

/**
 * The text of `JSON.stringify(value, null, 2)` in chunks of about `chunkSize` characters (a chunk
 * ends at the first piece that takes it past the size, so it is longer only by that piece). Arrays
 * and objects are walked one member at a time; an object whose values are all primitives is written
 * whole. {@link JsonArrayOf} writes an iterable as an array. A cycle throws a TypeError, as
 * JSON.stringify does; a top-level value JSON cannot write (undefined, a function) gives no text.
 */
export function* jsonChunks(value: unknown, chunkSize = 1 << 16): Generator<string, void, undefined> {
	let buf = '';
	const open = new Set<object>();

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
			if (Array.isArray(v) || v instanceof JsonArrayOf) {
				const items: Iterable<unknown> = v instanceof JsonArrayOf ? v.items : v;
				let i = 0;
				for (const item of items) {
					buf += first ? `[\n${inner}` : `,\n${inner}`;
					first = false;
					const x = prepare(item, String(i));
					if (skipped(x)) buf += 'null';
					else yield* walk(x, inner);
					i++;
					if (buf.length >= chunkSize) {
						yield buf;
						buf = '';
					}
				}
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
