/**
 * One-line fields (names, labels, titles, versions) refuse line breaks and invisible characters, so
 * a record cannot put a second line (a CI workflow command among them) into a table, a citation or
 * a log; free text may still hold line breaks.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseAndCheck } from '../../src/corpus/load.ts';
import { StudySchema } from '../../src/schema/study.ts';
import { VALID } from '../helpers/paths.ts';

const base = readFileSync(path.join(VALID, 'fixture-study.yaml'), 'utf8');
const problemsOf = (yaml: string) => parseAndCheck('studies/fixture-study.yaml', '', yaml, StudySchema).problems.map((p) => [p.path, p.message]);
const withName = (name: string) => base.replace(/^short_name: .*$/m, `short_name: ${JSON.stringify(name)}`);

describe('one-line fields', () => {
	it('refuse a line break, with the field and what to do', () => {
		for (const name of ['Fixture\n::error::pwned', 'Fixture\r\n::add-mask::x', 'Fixture\u2028Study', 'Fixture\u0085Study'])
			expect(problemsOf(withName(name)), JSON.stringify(name)).toContainEqual(['short_name', 'contains a line break']);
		const res = parseAndCheck('studies/fixture-study.yaml', '', withName('a\nb'), StudySchema);
		expect(res.problems[0]!.tip).toMatch(/one line/);
	});

	it('refuse bidi controls and zero-width marks', () => {
		for (const name of ['Fixture \u202eydutS', 'Fix\u200bture', 'Fixture\u2066x\u2069', '\ufeffFixture'])
			expect(problemsOf(withName(name)), JSON.stringify(name)).toContainEqual([
				'short_name',
				'contains an invisible character (a bidi control or a zero-width mark)',
			]);
	});

	it('leave names with other scripts and punctuation alone, and free text may hold line breaks', () => {
		expect(problemsOf(withName('τ-bench: “quoted” (v2) — 日本語'))).toEqual([]);
		expect(problemsOf(base)).toEqual([]);
		const note = base.replace(/^short_name: .*$/m, (m) => `${m}\nnotes: "First line.\\nSecond line."`);
		expect(problemsOf(note)).toEqual([]);
	});
});
