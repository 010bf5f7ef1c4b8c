/**
 * One fixture per failure mode: each test pins the file, line, column, field path and message a
 * contributor sees, not merely that validation failed.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadCorpus, parseAndCheck } from '../../src/corpus/load.ts';
import { AxesFileSchema, dataFileSchemas } from '../../src/schema/framework.ts';
import type { Problem } from '../../src/lib/problems.ts';
import { INVALID, ROOT, VALID } from '../helpers/paths.ts';
import { runMain } from '../helpers/run.ts';
import { main as validate } from '../../scripts/validate.ts';

function problemsOf(dir: string): Problem[] {
	return loadCorpus({ root: ROOT, studiesDir: dir }).problems;
}

/** The single problem a fixture folder must produce. */
function only(mode: string): Problem {
	const problems = problemsOf(path.join(INVALID, mode));
	expect(problems, JSON.stringify(problems, null, 2)).toHaveLength(1);
	return problems[0]!;
}

const file = (mode: string, name = mode) => `tests/fixtures/invalid/${mode}/${name}.yaml`;

describe('a valid record', () => {
	it('passes with no problem at all', () => {
		const corpus = loadCorpus({ root: ROOT, studiesDir: VALID });
		expect(corpus.problems).toEqual([]);
		expect(corpus.studies.map((s) => s.data.id)).toEqual(['fixture-study']);
	});

	it('keeps dates as strings (YAML 1.2 core schema)', () => {
		const [study] = loadCorpus({ root: ROOT, studiesDir: VALID }).studies;
		const provenance = study!.data.provenance;
		expect(provenance.source === 'paper' && provenance.date).toBe('2026-10-01');
	});
});

describe('each failure mode is placed and explained', () => {
	it('syntax error', () => {
		expect(only('syntax-error')).toMatchObject({
			file: file('syntax-error'),
			line: 23,
			column: 5,
			path: '',
			message: 'YAML syntax error: deficient indentation',
			tip: expect.stringContaining('unclosed [ or {'),
		});
	});

	it('duplicate key', () => {
		expect(only('duplicate-key')).toMatchObject({
			file: file('duplicate-key'),
			line: 4,
			column: 1,
			path: 'short_name',
			message: 'duplicate key "short_name"',
			tip: expect.stringContaining('merge the two entries'),
		});
	});

	it('unknown key, with the nearest known key', () => {
		expect(only('unknown-key')).toMatchObject({
			file: file('unknown-key'),
			line: 56,
			column: 3,
			path: 'runs.varience',
			message: 'unknown key "varience"',
			tip: 'did you mean `variance_estimated`?',
		});
	});

	it('a key that belongs to the other form of a union entry, placed at that key', () => {
		const yaml = [
			'axes:',
			'  - id: treatment_contrast',
			'    label: Treatment contrast',
			'    question: What differs?',
			'    values:',
			'      - id: availability',
			'        origin: table_1',
			'        label: Availability',
			'',
		].join('\n');
		const problems = parseAndCheck('data/axes.yaml', '', yaml, AxesFileSchema).problems;
		expect(problems).toContainEqual(
			expect.objectContaining({
				line: 8,
				column: 9,
				path: 'axes[0].values[0].label',
				message: 'unknown key "label" beside the other keys here',
				tip: expect.stringMatching(/^remove it: this entry is a mapping with id, origin, where or a mapping with label, definition$/),
			}),
		);
	});

	it('wrong type', () => {
		expect(only('wrong-type')).toMatchObject({
			file: file('wrong-type'),
			line: 54,
			column: 21,
			path: 'runs.per_task_and_arm',
			message: 'expected a positive integer, bounds such as {min: 3} or "unknown", got "three"',
			tip: 'write the figure in digits, e.g. 3',
		});
	});

	it('bad enum value, with the nearest valid value', () => {
		const p = only('bad-enum');
		expect(p).toMatchObject({
			file: file('bad-enum'),
			line: 29,
			column: 13,
			path: 'comparisons[0].coupling.kind',
			tip: 'did you mean `shared_seed`?',
		});
		expect(p.message).toMatch(/^expected one of `independent`, `shared_seed`, .*got "shared-seed"$/);
	});

	it('missing required field', () => {
		expect(only('missing-required')).toMatchObject({
			file: file('missing-required'),
			line: 2,
			column: 1,
			path: 'budget',
			message: 'missing required field "budget": expected a mapping with kind, detail',
			tip: expect.stringContaining('where the paper is silent write unknown, not_assessed or none_stated'),
			rule: 'schema',
		});
	});

	it('an empty list a full reading must fill', () => {
		expect(only('empty-arms')).toMatchObject({
			file: file('empty-arms'),
			line: 23,
			column: 11,
			path: 'comparisons[0].arms',
			message: 'expected at least 1 item, got 0',
			tip: expect.stringContaining('a full or main-text reading states every design field'),
			rule: 'schema',
		});
	});

	it('id that does not match the file name', () => {
		expect(only('id-mismatch')).toMatchObject({
			file: file('id-mismatch'),
			line: 2,
			column: 5,
			path: 'id',
			message: 'id "another-study" does not match the file name "id-mismatch.yaml"',
			tip: 'set id: id-mismatch, or rename the file to another-study.yaml',
			rule: 'id-matches-file-name',
		});
	});

	it('duplicate id across two files', () => {
		const problems = problemsOf(path.join(INVALID, 'duplicate-id'));
		expect(problems.find((p) => p.rule === 'unique-ids')).toMatchObject({
			file: file('duplicate-id', 'second-study'),
			line: 2,
			column: 5,
			path: 'id',
			message: 'id collision: "first-study" is also the id of tests/fixtures/invalid/duplicate-id/first-study.yaml',
		});
	});

	it('dangling reference number', () => {
		expect(only('dangling-reference')).toMatchObject({
			file: file('dangling-reference'),
			line: 11,
			column: 20,
			path: 'related_refs[1]',
			message: 'reference 99 does not exist in data/references.yaml',
			rule: 'references-resolve',
		});
	});

	it('a record with a syntax error keeps its error to itself: another record naming it is not reported', () => {
		const dir = mkdtempSync(path.join(tmpdir(), 'skill-evidence-broken-'));
		try {
			const valid = readFileSync(path.join(VALID, 'fixture-study.yaml'), 'utf8');
			const named = (id: string, extra = '') =>
				valid.replace('id: fixture-study', `id: ${id}`).replace('short_name: Fixture Study', `short_name: ${id}${extra}`);
			writeFileSync(path.join(dir, 'referring.yaml'), named('referring').replace(/^paper:/m, 'related_studies: [broken, missing]\npaper:'));
			writeFileSync(path.join(dir, 'broken.yaml'), named('broken').replace('short_name: broken', 'short_name: [broken'));
			const problems = problemsOf(dir);
			expect(problems.map((p) => `${path.basename(p.file)} ${p.path} ${p.rule}`)).toEqual([
				'broken.yaml  yaml',
				'referring.yaml related_studies[1] references-resolve',
			]);
		} finally {
			rmSync(dir, { recursive: true, force: true });
		}
	});

	it('an empty folder of records is a warning that names it, not a silent "0 errors"', () => {
		const dir = mkdtempSync(path.join(tmpdir(), 'skill-evidence-empty-'));
		try {
			const problems = problemsOf(dir);
			expect(problems).toMatchObject([{ file: dir, severity: 'warning', message: 'no record found: the folder holds no file' }]);
		} finally {
			rmSync(dir, { recursive: true, force: true });
		}
	});

	it('anchor and alias', () => {
		const problems = problemsOf(path.join(INVALID, 'alias'));
		expect(problems).toMatchObject([
			{ file: file('alias'), line: 38, column: 11, message: 'anchors (&name) are not allowed' },
			{ file: file('alias'), line: 43, column: 8, message: 'aliases (*name) are not allowed' },
		]);
	});

	it('custom tag', () => {
		expect(only('custom-tag')).toMatchObject({
			file: file('custom-tag'),
			line: 54,
			column: 21,
			message: 'tags (!runs) are not allowed',
		});
	});

	it('empty file', () => {
		expect(only('empty-file')).toMatchObject({
			file: file('empty-file'),
			line: 1,
			column: 1,
			message: 'file is empty: no YAML document found',
		});
	});

	it('byte-order mark', () => {
		expect(only('bom')).toMatchObject({
			file: file('bom'),
			line: 1,
			column: 1,
			message: 'file starts with a byte-order mark (BOM)',
			tip: 'save the file as UTF-8 without BOM',
		});
	});

	it('non-http URL', () => {
		expect(only('non-http-url')).toMatchObject({
			file: file('non-http-url'),
			line: 17,
			column: 8,
			path: 'paper.url',
			message: 'expected an http(s) URL, got "javascript:alert(1)"',
		});
	});

	it('a DOI or URL that would break a citation file', () => {
		const problems = problemsOf(path.join(INVALID, 'link-unsafe'));
		expect(problems.map((p) => [p.line, p.column, p.path])).toEqual([
			[17, 8, 'paper.doi'],
			[18, 8, 'paper.url'],
		]);
		expect(problems[0]!.message).toMatch(/a DOI cannot hold braces/);
		expect(problems[1]!.tip).toMatch(/percent-encode it/);
	});

	it('a URL with a space or a control character, such as "https://example.com/ javascript:alert(1)"', () => {
		for (const url of ['https://example.com/ javascript:alert(1)', 'https://example.com/a\\u0007b', 'https://example.com/\\tx']) {
			const dir = mkdtempSync(path.join(tmpdir(), 'skill-evidence-url-'));
			try {
				writeFileSync(
					path.join(dir, 'fixture-study.yaml'),
					readFileSync(path.join(VALID, 'fixture-study.yaml'), 'utf8').replace('url: https://arxiv.org/abs/2610.00001v2', `url: "${url}"`),
				);
				const problems = problemsOf(dir);
				expect(
					problems.map((p) => p.path),
					url,
				).toEqual(['paper.url']);
			} finally {
				rmSync(dir, { recursive: true, force: true });
			}
		}
	});

	it('a control character in text', () => {
		const dir = mkdtempSync(path.join(tmpdir(), 'skill-evidence-ctl-'));
		try {
			writeFileSync(
				path.join(dir, 'fixture-study.yaml'),
				readFileSync(path.join(VALID, 'fixture-study.yaml'), 'utf8').replace('title: "A fixture study of skill libraries"', 'title: "A fixture\\u0007 study"'),
			);
			const [p, ...rest] = problemsOf(dir);
			expect(rest).toEqual([]);
			expect(p).toMatchObject({ path: 'paper.title', message: 'contains a control character', tip: expect.stringMatching(/^delete it/) });
		} finally {
			rmSync(dir, { recursive: true, force: true });
		}
	});
});

describe('generated hostile files', () => {
	const dir = mkdtempSync(path.join(tmpdir(), 'skill-evidence-'));
	afterAll(() => rmSync(dir, { recursive: true, force: true }));
	const valid = readFileSync(path.join(VALID, 'fixture-study.yaml'));

	function single(name: string, bytes: Uint8Array | string): Problem {
		const sub = mkdtempSync(path.join(dir, 'case-'));
		writeFileSync(path.join(sub, name), bytes);
		const problems = problemsOf(sub);
		expect(problems).toHaveLength(1);
		return problems[0]!;
	}

	it('oversized file is refused before it is parsed', () => {
		const p = single('big.yaml', Buffer.concat([valid, Buffer.alloc(2 * 1024 * 1024, 0x20)]));
		expect(p.message).toBe('file is 2,100,000 bytes; the limit is 1,048,576 bytes'.replace('2,100,000', (valid.length + 2 * 1024 * 1024).toLocaleString('en')));
		expect(p.line).toBeUndefined();
	});

	it('invalid UTF-8 is placed at the bad byte', () => {
		const bytes = Buffer.concat([Buffer.from('id: bad\nshort_name: "caf'), Buffer.from([0xc3, 0x28]), Buffer.from('"\n')]);
		expect(single('bad.yaml', bytes)).toMatchObject({ line: 2, column: 17, message: expect.stringMatching(/^file is not valid UTF-8 \(byte 0xc3/) });
	});

	it('NUL byte is refused', () => {
		expect(single('nul.yaml', 'id: nul\nshort_name: a\0b\n')).toMatchObject({ line: 2, column: 14, message: 'file contains a NUL byte' });
	});

	it('a second YAML document is refused', () => {
		expect(single('two.yaml', `${valid.toString()}---\nid: other\n`).message).toBe('file holds more than one YAML document (a second `---`)');
	});

	it('an id a page uses for its own elements is refused (table3, summary, t3-…)', () => {
		const text = valid.toString();
		for (const [id, why] of [
			['table3', /"table3" is reserved: the matrix or gaps page uses it/],
			['summary', /"summary" is reserved/],
			['no-results', /"no-results" is reserved/],
			['t3-react', /ids starting with "t3-" are reserved/],
		] as const) {
			const p = single(`${id}.yaml`, text.replace('id: fixture-study', `id: ${id}`));
			expect(p, id).toMatchObject({ path: 'id', line: 2, message: expect.stringMatching(why), tip: expect.stringContaining(`${id}-study`) });
		}
	});

	it('a hidden file or a file that is not YAML in studies/ is a warning, not silence', () => {
		const sub = mkdtempSync(path.join(dir, 'case-'));
		writeFileSync(path.join(sub, '.draft.yaml'), valid);
		writeFileSync(path.join(sub, 'notes.txt'), 'mine');
		const problems = problemsOf(sub);
		expect(problems.map((p) => [p.severity, p.message])).toEqual([
			['warning', 'hidden file ".draft.yaml" in studies/ is ignored'],
			['warning', 'file in studies/ is not a record and is ignored (extension ".txt")'],
		]);
	});

	it('two records with one short name get a warning that names both files', () => {
		const sub = mkdtempSync(path.join(dir, 'case-'));
		writeFileSync(path.join(sub, 'fixture-study.yaml'), valid);
		writeFileSync(path.join(sub, 'other-study.yaml'), valid.toString().replace('id: fixture-study', 'id: other-study'));
		const problems = problemsOf(sub);
		expect(problems).toHaveLength(1);
		expect(problems[0]).toMatchObject({
			severity: 'warning',
			path: 'short_name',
			file: expect.stringMatching(/other-study\.yaml$/),
			message: expect.stringMatching(/^short_name "Fixture Study" is also the short name of .*fixture-study\.yaml$/),
		});
	});

	it('a .yml file or an uppercase name is refused with the name to use', () => {
		expect(single('Other Study.yaml', valid).tip).toBe('rename it to other-study.yaml and set id: other-study');
		expect(single('fixture-study.yml', valid).tip).toBe('rename it to fixture-study.yaml');
	});
});

describe('all problems are reported in one run', () => {
	it('every failure mode at once, sorted by file', () => {
		const modes = [
			'syntax-error',
			'duplicate-key',
			'unknown-key',
			'wrong-type',
			'bad-enum',
			'missing-required',
			'id-mismatch',
			'dangling-reference',
			'custom-tag',
			'empty-file',
			'bom',
			'non-http-url',
			'link-unsafe',
		];
		const dir = mkdtempSync(path.join(tmpdir(), 'skill-evidence-all-'));
		try {
			for (const mode of modes) writeFileSync(path.join(dir, `${mode}.yaml`), readFileSync(path.join(INVALID, mode, `${mode}.yaml`)));
			// every copy keeps the fixture's short name: those warnings are not the failure modes counted here
			const problems = problemsOf(dir).filter((p) => p.rule !== 'unique-short-names');
			expect(new Set(problems.map((p) => path.basename(p.file, '.yaml')))).toEqual(new Set(modes));
			expect(problems).toHaveLength(modes.length + 1); // link-unsafe has two
		} finally {
			rmSync(dir, { recursive: true, force: true });
		}
	});
});

// The fixture folder's one record, beside the project's data files (however many data/ holds).
const DATA_FILES = Object.keys(dataFileSchemas).length;

describe('npm run validate', () => {
	it('prints file:line:col, path, message and tip, then the summary, and exits 1', async () => {
		const res = await runMain(validate, ['--studies', 'tests/fixtures/invalid/wrong-type']);
		expect(res.code).toBe(1);
		expect(res.stdout).toContain(
			'tests/fixtures/invalid/wrong-type/wrong-type.yaml:54:21  runs.per_task_and_arm  error expected a positive integer, bounds such as {min: 3} or "unknown", got "three"\n    tip: write the figure in digits, e.g. 3\n',
		);
		expect(res.stdout.trimEnd().split('\n').at(-1)).toBe(`${1 + DATA_FILES} files, 1 error, 0 warnings`);
		expect(res.stderr).toBe('');
	});

	it('--json prints the same problems as JSON', async () => {
		const res = await runMain(validate, ['--json', '--studies', 'tests/fixtures/invalid/bad-enum']);
		expect(res.code).toBe(1);
		const out = JSON.parse(res.stdout) as { errors: number; problems: Problem[] };
		expect(out.errors).toBe(1);
		expect(out.problems[0]).toMatchObject({ path: 'comparisons[0].coupling.kind', line: 29, column: 13 });
	});

	it('exits 0 on valid records', async () => {
		const res = await runMain(validate, ['--studies', 'tests/fixtures/valid']);
		expect(res.code).toBe(0);
		expect(res.stdout.trim()).toBe(`${1 + DATA_FILES} files, 0 errors, 0 warnings`);
	});
});
