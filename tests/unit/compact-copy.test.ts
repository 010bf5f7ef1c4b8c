import { isStringOneByteRepresentation } from 'node:v8';
import { describe, expect, it } from 'vitest';
import { compactCopy, compactString } from '../../src/lib/compact-copy.ts';
import { parseYaml } from '../../src/lib/yaml.ts';

/** A record's text with one curly quote: the whole text, and every value the parser cuts from it, is two-byte. */
const TEXT = 'id: some-study\nnotes: plain ASCII words, long enough to be sliced out of the text\nunit: points\nquote: “curly”\nlist: [a, b]\n';

describe('compactCopy', () => {
	it('holds Latin-1 values one byte a character, whatever text they were cut from', () => {
		const parsed = parseYaml('x.yaml', TEXT);
		if (!parsed.ok) throw new Error('the fixture text does not parse');
		const data = parsed.data as { notes: string; quote: string };
		// the premise: the parser's value is two-byte (if V8 ever changes this, the test says so)
		expect(isStringOneByteRepresentation(data.notes)).toBe(false);
		const copy = compactCopy(data);
		expect(copy).toStrictEqual(data);
		expect(isStringOneByteRepresentation(copy.notes)).toBe(true);
		expect(copy.quote).toBe('“curly”');
		expect(isStringOneByteRepresentation(copy.quote)).toBe(false);
	});

	it('copies plain data deeply, keeps every key (a "__proto__" too) and copies other objects as structuredClone does', () => {
		const input = JSON.parse('{"a":[1,{"b":null,"c":true}],"__proto__":{"x":"y"},"u":"ü"}') as { a: unknown[] };
		const withMap = { ...input, m: new Map([['k', 'v']]), gone: undefined };
		const copy = compactCopy(withMap);
		expect(copy).toStrictEqual(withMap);
		expect(copy.a).not.toBe(withMap.a);
		expect(Object.hasOwn(copy, '__proto__')).toBe(true);
		expect(Object.getPrototypeOf(copy)).toBe(Object.prototype);
		expect(copy.m).toBeInstanceOf(Map);
		expect(copy.m).not.toBe(withMap.m);
		expect('gone' in copy).toBe(true);
	});

	it('re-makes strings of any length and character', () => {
		for (const s of ['', 'a', 'é', '€', '😀 emoji', 'x'.repeat(100_000) + '’']) {
			expect(compactString(s)).toBe(s);
			expect(compactCopy({ s }, new Map()).s).toBe(s);
		}
	});
});
