import { describe, expect, it } from 'vitest';
import { check, FIXTURE } from '../../tests/helpers/rule-context.ts';
import { invisibleCharacters } from './invisible-characters.ts';

describe('invisible-characters', () => {
	it('is silent on a record with none', () => {
		expect(check(invisibleCharacters, [FIXTURE])).toEqual([]);
	});

	it('warns of a bidi control in a multi-line text at the character itself, naming the field and the code point', () => {
		const text = FIXTURE.replace('A skill library is switched on', 'A skill library is \u202eswitched on');
		const line = text.split('\n').findIndex((l) => l.includes('\u202e')) + 1;
		const column = text.split('\n')[line - 1]!.indexOf('\u202e') + 1;
		expect(check(invisibleCharacters, [text])).toEqual([
			{
				file: 'studies/fixture-study.yaml',
				line,
				column,
				path: 'comparisons[0].description',
				severity: 'warning',
				rule: 'invisible-characters',
				message: 'holds U+202E RIGHT-TO-LEFT OVERRIDE, an invisible character that can make the text display as other than it is; every export carries it on',
				tip: expect.stringMatching(/^delete it/),
			},
		]);
	});

	it('warns of zero-width characters, also written as YAML escapes (then at the value), and counts them', () => {
		const text = FIXTURE.replace('reader: Test Reader', 'reader: "Test\\u200b Rea\\u2060der\\ufeff Jr"');
		const problems = check(invisibleCharacters, [text]);
		expect(problems).toEqual([
			expect.objectContaining({
				path: 'provenance.reader',
				line: 7,
				column: 11,
				message: expect.stringMatching(/^holds U\+200B ZERO WIDTH SPACE \(and 2 more such characters\)/),
			}),
		]);
	});

	it('an escaped character is placed at its value, not at the same character written in a later value', () => {
		const text = FIXTURE.replace('reader: Test Reader', 'reader: "Test\\u202e Reader"').replace(
			'A skill library is switched on',
			'A skill library is \u202eswitched on',
		);
		expect(check(invisibleCharacters, [text]).map((p) => [p.path, p.line, p.column])).toEqual([
			['provenance.reader', 7, 11],
			['comparisons[0].description', 22, text.split('\n')[21]!.indexOf('\u202e') + 1],
		]);
	});

	it('leaves one-line fields to the schema, which refuses them', () => {
		const text = FIXTURE.replace('short_name: Fixture Study', 'short_name: Fixture\u200b Study');
		expect(check(invisibleCharacters, [text])).toEqual([]);
	});
});
