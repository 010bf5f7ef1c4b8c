/**
 * A deep copy of parsed data (plain objects, arrays, strings, numbers, booleans, null) whose
 * strings are new and held as compactly as V8 can hold them.
 *
 * V8 stores a string in one byte a character when every character fits in Latin-1, in two
 * otherwise, and a string cut from a two-byte text (the YAML parser's values are slices of the
 * file) stays two-byte whatever it holds. One curly quote anywhere in a record makes its whole
 * text two-byte, and with it nearly every value: about a fifth of a kept record's heap
 * (scripts/bench/PROFILE.md). `structuredClone` copies the representation as it is; this copy
 * re-makes each string from its characters. Anything that is not plain data (a Map, a Date) is
 * copied by `structuredClone`.
 */
const NOT_LATIN1 = /[^\u0000-\u00ff]/;

/** `text` as a new flat string, one byte a character when it can be. */
export function compactString(text: string): string {
	return NOT_LATIN1.test(text) ? Buffer.from(text, 'utf16le').toString('utf16le') : Buffer.from(text, 'latin1').toString('latin1');
}

/** Strings up to this length are kept once per `shared` table, however many values repeat them. */
const SHARED_MAX = 64;

/**
 * The copy. Short strings (vocabulary values such as "not_assessed", units, model names) are
 * taken from `shared` when an earlier copy with the same table made them, so thousands of records
 * hold one string each instead of one per value.
 */
export function compactCopy<T>(value: T, shared: Map<string, string> = new Map()): T {
	const copy = (v: unknown): unknown => {
		if (typeof v === 'string') {
			if (v.length > SHARED_MAX) return compactString(v);
			let s = shared.get(v);
			if (s === undefined) shared.set(v, (s = compactString(v)));
			return s;
		}
		if (typeof v !== 'object' || v === null) return v;
		if (Array.isArray(v)) return v.map(copy);
		const proto = Object.getPrototypeOf(v) as unknown;
		if (proto !== Object.prototype && proto !== null) return structuredClone(v);
		// fromEntries defines each key, so a key named "__proto__" stays a key
		return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, copy(x)]));
	};
	return copy(value) as T;
}
