/** The reader: positions for every value path, and refusal of what records must not contain. */
import { describe, expect, it } from 'vitest';
import { parseYaml } from '../../src/lib/yaml.ts';

describe('parseYaml', () => {
	const src = 'a: 1\nb:\n  - x\n  - { c: "d" }\ne:\n  f: 2026-01-01\n';
	const res = parseYaml('t.yaml', src);

	it('constructs the value with dates as strings', () => {
		expect(res.ok && res.data).toEqual({ a: 1, b: ['x', { c: 'd' }], e: { f: '2026-01-01' } });
	});

	it('maps each value path to its line and column, and each key to its own', () => {
		if (!res.ok) throw new Error('expected a parse');
		expect(res.positions.get(['a'])).toEqual({ value: { line: 1, column: 4 }, key: { line: 1, column: 1 } });
		expect(res.positions.get(['b', 1])).toEqual({ value: { line: 4, column: 5 } });
		expect(res.positions.get(['b', 1, 'c'])).toEqual({ value: { line: 4, column: 10 }, key: { line: 4, column: 7 } });
		expect(res.positions.get(['e', 'f'])?.value).toEqual({ line: 6, column: 6 });
		// A missing field is placed at its nearest existing parent.
		expect(res.positions.valueAt(['e', 'missing', 'deeper'])).toEqual({ line: 6, column: 3 });
	});

	it('reports every duplicate key and anchor in one pass', () => {
		const bad = parseYaml('t.yaml', 'a: 1\na: 2\nb: &x 3\nc: *x\nb: 4\n');
		expect(bad.ok).toBe(false);
		if (bad.ok) return;
		expect(bad.problems.map((p) => `${p.line}:${p.column} ${p.message}`)).toEqual([
			'2:1 duplicate key "a"',
			'3:4 anchors (&name) are not allowed',
			'4:4 aliases (*name) are not allowed',
			'5:1 duplicate key "b"',
		]);
	});

	it('reads past a repeated key, keeping its first value, at any depth', () => {
		const res = parseYaml('t.yaml', 'a: 1\nb:\n  c: 2\n  c: 3\n  d: 4\na: 5\n');
		expect(res.ok && res.data).toEqual({ a: 1, b: { c: 2, d: 4 } });
		expect(res.problems.map((p) => `${p.line}:${p.column} ${p.path} ${p.message}`)).toEqual(['4:3 b.c duplicate key "c"', '6:1 a duplicate key "a"']);
		// the same as written, though not the same value (a float and a text)
		const quoted = parseYaml('t.yaml', 'a:\n  1.0: x\n  "1.0": y\n');
		expect(quoted.ok && quoted.data).toEqual({ a: { 1: 'x' } });
		expect(quoted.problems.map((p) => p.message)).toEqual(['duplicate key "1.0"']);
	});

	it('refuses a complex key and a tag at their place, and a second document', () => {
		const messages = (text: string) => parseYaml('t.yaml', text).problems.map((p) => `${p.line}:${p.column} ${p.message}`);
		expect(messages('a: 1\n? [b, c]\n: 2\n')).toEqual(['2:3 complex mapping keys are not allowed']);
		expect(messages('a: 1\nb: !!str 2\n')).toEqual(['2:4 tags (!!str) are not allowed']);
		// js-yaml's document events carry no offset, so this one is said of the file
		expect(messages('a: 1\n---\nb: 2\n')).toEqual(['undefined:undefined file holds more than one YAML document (a second `---`)']);
	});

	it('two keys that differ as written but not as values are refused, not merged', () => {
		const res = parseYaml('t.yaml', 'runs:\n  1: a\n  01: b\n');
		expect(res.ok).toBe(false);
		expect(res.problems[0]!.message).toMatch(/^YAML syntax error: duplicated mapping key/);
	});

	it('refuses tab indentation with a tip', () => {
		const bad = parseYaml('t.yaml', 'a:\n\tb: 1\n');
		expect(bad.ok).toBe(false);
		if (!bad.ok) expect(bad.problems[0]).toMatchObject({ line: 2, tip: 'indent with spaces, not tabs' });
	});

	it('accepts CRLF line endings', () => {
		const crlf = parseYaml('t.yaml', 'a: 1\r\nb: two\r\n');
		expect(crlf.ok && crlf.data).toEqual({ a: 1, b: 'two' });
	});

	it('refuses nesting deeper than records ever need', () => {
		const deep = parseYaml('t.yaml', `${'['.repeat(200)}${']'.repeat(200)}`);
		expect(deep.ok).toBe(false);
		if (!deep.ok) expect(deep.problems[0]!.message).toMatch(/^YAML syntax error: nesting exceeded maxDepth \(64\)$/);
	});
});

describe('the two commonest slips get their own message, with the line rewritten', () => {
	it('a colon and a space inside an unquoted value', () => {
		const res = parseYaml('x.yaml', 'id: x\nshort_name: Bench: leaderboard\ndepth: full\n');
		expect(res.ok).toBe(false);
		expect(res.problems).toMatchObject([
			{
				line: 2,
				column: 13,
				message: 'a colon followed by a space inside an unquoted value: YAML reads it as a second key',
				tip: 'quote the value: short_name: "Bench: leaderboard"',
			},
		]);
		// in a list item, and with quotes inside the value
		const item = parseYaml('x.yaml', 'results:\n  - label: Score: "best" run\n    value: 1\n');
		expect(item.problems[0]).toMatchObject({ tip: 'quote the value: - label: "Score: \\"best\\" run"' });
	});

	it('a thousands comma inside { } or [ ], which splits the value into two entries', () => {
		const number = parseYaml('x.yaml', 'size: { value: 6,184, unit: samples }\n');
		expect(number.ok).toBe(false);
		expect(number.problems).toMatchObject([
			{
				line: 1,
				column: 16,
				message: 'the comma in 6,184 splits this value in two: inside { } or [ ], a comma separates entries',
				tip: 'quote the value: size: { value: "6,184", unit: samples }, or, for a number, write it without the comma: 6184',
			},
		]);
		const text = parseYaml('x.yaml', 'size: { value: 40, unit: 6,184 samples }\n');
		expect(text.problems[0]!.tip).toBe('quote the value: size: { value: 40, unit: "6,184 samples" }');
		// quoted, or outside a flow collection, the comma is text and nothing is said
		expect(parseYaml('x.yaml', 'size: { value: 40, unit: "6,184 samples" }\nnote: 6,184 samples\n').ok).toBe(true);
		// found on its own line, past numbers elsewhere, in a file with CRLF line endings; a comment is not a value
		const later = parseYaml('x.yaml', 'note: 6,184 samples\r\n# [1,234]\r\nid: x\r\nsizes: [12, 1,234,567]\r\n');
		expect(later.problems.map((p) => `${p.line}:${p.column} ${p.tip}`)).toEqual([
			'4:13 quote the value: sizes: [12, "1,234,567"], or, for a number, write it without the comma: 1234567',
		]);
	});
});
