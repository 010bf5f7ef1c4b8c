/**
 * The record model for studies beyond the review: several comparisons with one headline, runs as
 * bounds, results tied to the record's own arms, models and benchmarks, a paper's later
 * publication, related studies by id, and the refusals that keep readings honest (placeholders,
 * empty full readings). Every case is a fixture made here from the valid fixture.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadCorpus, parseAndCheck } from '../../src/corpus/load.ts';
import type { Problem } from '../../src/lib/problems.ts';
import { SKELETON_PLACEHOLDER } from '../../src/schema/common.ts';
import { StudySchema } from '../../src/schema/study.ts';
import { headlineComparison } from '../../src/views/study-parts.ts';
import { ROOT, VALID } from '../helpers/paths.ts';

const base = readFileSync(path.join(VALID, 'fixture-study.yaml'), 'utf8');
const dir = mkdtempSync(path.join(tmpdir(), 'record-model-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Validates the given files (name -> text) together, as `npm run validate` would. */
function validate(files: Record<string, string>): Problem[] {
	const sub = mkdtempSync(path.join(dir, 'case-'));
	for (const [name, text] of Object.entries(files)) writeFileSync(path.join(sub, name), text);
	return loadCorpus({ root: ROOT, studiesDir: sub }).problems;
}

/** The valid fixture under another id. */
/** The fixture under another id, with its own short name (two records sharing one get a warning). */
const as = (id: string, text = base) => text.replace('id: fixture-study', `id: ${id}`).replace('short_name: Fixture Study', `short_name: Fixture ${id}`);

const twoComparisons = base.replace(
	'population:',
	[
		'  - id: models',
		'    kind: model_comparison',
		'    description: The same harness and tasks with two language models.',
		'    arms:',
		'      - { id: model_a, label: Model A }',
		'      - { id: model_b, label: Model B }',
		'    coupling: { kind: independent, shared: [tasks, harness] }',
		'    unit: { kind: task }',
		'population:',
	].join('\n'),
);

describe('several comparisons', () => {
	it('a study may hold several; with more than one, exactly one is marked headline', () => {
		expect(validate({ 'fixture-study.yaml': twoComparisons })).toMatchObject([
			{ path: 'comparisons', message: '2 comparisons, none marked headline', rule: 'study-consistency' },
		]);
		const marked = twoComparisons.replace('  - id: models\n', '  - id: models\n    headline: true\n');
		expect(validate({ 'fixture-study.yaml': marked })).toEqual([]);
		const res = parseAndCheck('x.yaml', '', marked, StudySchema);
		expect(headlineComparison(res.file!.data).id).toBe('models');
		const both = marked.replace('  - id: availability\n', '  - id: availability\n    headline: true\n');
		expect(validate({ 'fixture-study.yaml': both })).toMatchObject([{ path: 'comparisons[1].headline', message: expect.stringContaining('second headline') }]);
	});

	it('arm ids are unique across the whole study', () => {
		const clash = twoComparisons
			.replace('{ id: model_a, label: Model A }', '{ id: skills, label: Model A }')
			.replace('  - id: models\n', '  - id: models\n    headline: true\n');
		expect(validate({ 'fixture-study.yaml': clash })).toMatchObject([
			{ path: 'comparisons[1].arms[0].id', message: 'arm id "skills" is already used, for another arm, in comparison "availability"' },
		]);
	});

	it('offers model and method comparisons as contrast kinds', () => {
		const method = base.replace('kind: availability', 'kind: method_comparison');
		expect(validate({ 'fixture-study.yaml': method })).toEqual([]);
	});
});

describe('quantities outside Table 2', () => {
	const others = (a: string, b: string) =>
		base.replace(
			'quantities:\n',
			`quantities:\n  - { id: other, name: ${a}, as_read: One reading. }\n  - { id: other, name: ${b}, as_read: Another reading. }\n`,
		);
	it('may be several, told apart by name; the same name twice is refused', () => {
		expect(validate({ 'fixture-study.yaml': others('Pass^k', 'Cost per task') })).toEqual([]);
		expect(validate({ 'fixture-study.yaml': others('Pass^k', 'Pass^k') })).toMatchObject([
			{ path: 'quantities[1].id', message: 'quantity "other: Pass^k" is listed twice' },
		]);
	});
});

describe('results name what they belong to', () => {
	const result = (fields: string) => base.replace('    contrast: skills minus no skills\n', `${fields}\n`);

	it('accepts arms, comparison, model and benchmark the record lists', () => {
		const ok = result('    comparison: availability\n    arms: [skills, no_skills]\n    model: Model A\n    benchmark: FixtureBench');
		expect(validate({ 'fixture-study.yaml': ok })).toEqual([]);
	});

	it('refuses names the record does not list, each placed and with the valid choices', () => {
		const bad = result('    comparison: prompting\n    arms: [skills, with_skills]\n    model: Model C\n    benchmark: OtherBench');
		expect(validate({ 'fixture-study.yaml': bad })).toMatchObject([
			{ path: 'results[0].comparison', message: 'no comparison has the id "prompting"', tip: 'use one of "availability"' },
			{ path: 'results[0].arms[1]', message: 'arm "with_skills" is not an arm of this record', tip: 'use one of "no_skills", "skills", or add it there' },
			{ path: 'results[0].model', message: 'model "Model C" is not listed in population.models.names' },
			{ path: 'results[0].benchmark', message: 'benchmark "OtherBench" is not named in population.benchmarks' },
		]);
	});
});

describe('runs per task and arm', () => {
	const runs = (value: string) => base.replace('per_task_and_arm: 3', `per_task_and_arm: ${value}`);
	it('accepts "at least 3", "at most 5" and "between 3 and 5"', () => {
		for (const v of ['{ min: 3 }', '{ max: 5 }', '{ min: 3, max: 5 }']) expect(validate({ 'fixture-study.yaml': runs(v) }), v).toEqual([]);
	});
	it('refuses an empty bound and an inverted range', () => {
		expect(validate({ 'fixture-study.yaml': runs('{}') })).toMatchObject([
			{ path: 'runs.per_task_and_arm', message: 'give min, max, more_than or fewer_than', tip: expect.stringContaining('{min: 3} for "at least 3"') },
		]);
		expect(validate({ 'fixture-study.yaml': runs('{ min: 5, max: 3 }') })).toMatchObject([
			{ path: 'runs.per_task_and_arm', message: 'the bounds allow no number: 5–3' },
		]);
		expect(validate({ 'fixture-study.yaml': runs('{ more_than: 5, fewer_than: 6 }') })).toMatchObject([
			{ path: 'runs.per_task_and_arm', message: 'the bounds allow no number: more than 5 and fewer than 6' },
		]);
		expect(validate({ 'fixture-study.yaml': runs('{ min: 4, max: 4 }') })).toMatchObject([
			{ path: 'runs.per_task_and_arm', message: 'min and max are both 4' },
		]);
	});
});

describe('reading kinds', () => {
	it('a main-text reading must come from the paper and states every design field', () => {
		const main = base.replace('depth: full', 'depth: main_text');
		expect(validate({ 'fixture-study.yaml': main })).toEqual([]);
		expect(validate({ 'fixture-study.yaml': main.replace(/^budget:\n {2}kind: none\n/m, '') })).toMatchObject([
			{
				path: 'budget',
				message: expect.stringContaining('missing required field "budget"'),
				tip: expect.stringContaining('a full or main-text reading states every design field'),
			},
		]);
	});

	it('an unknown kind is refused with the kinds there are', () => {
		expect(validate({ 'fixture-study.yaml': base.replace('depth: full', 'depth: abstract') })).toMatchObject([
			{ path: 'depth', message: 'expected one of `full`, `main_text`, `stated_design`, got "abstract"' },
		]);
	});

	it('a paper keeps the version read and its later publication apart', () => {
		const published = base.replace(
			'  url: https://arxiv.org/abs/2610.00001v2\n',
			'  url: https://arxiv.org/abs/2610.00001v2\n  published: { venue: ICLR 2027, year: 2027 }\n',
		);
		const res = parseAndCheck('x.yaml', '', published, StudySchema);
		expect(res.problems).toEqual([]);
		expect(res.file!.data.paper.published).toEqual({ venue: 'ICLR 2027', year: 2027 });
		expect(res.file!.data.paper.arxiv).toEqual({ id: '2610.00001', version: 'v2' });
	});
});

describe('related studies', () => {
	it('link any two records by id, and a missing id is named', () => {
		const a = as('study-a', base.replace('results:', 'related_studies: [study-b]\nresults:'));
		const b = as('study-b', base.replace('results:', 'related_studies: [study-c]\nresults:'));
		expect(validate({ 'study-a.yaml': a, 'study-b.yaml': b })).toMatchObject([
			{
				file: expect.stringMatching(/study-b\.yaml$/),
				path: 'related_studies[0]',
				message: 'no study record has the id "study-c"',
				rule: 'references-resolve',
			},
		]);
	});
});

describe('placeholders and empty readings', () => {
	it('refuses the skeleton placeholder wherever it is left, naming it', () => {
		const left = base
			.replace('short_name: Fixture Study', `short_name: "${SKELETON_PLACEHOLDER}"`)
			.replace('basis: "Paper §4"', `basis: "${SKELETON_PLACEHOLDER}"`);
		expect(validate({ 'fixture-study.yaml': left })).toMatchObject([
			{ path: 'short_name', message: expect.stringContaining('placeholder left from the skeleton') },
			{ path: 'checklist.discordance_degradation.basis', message: expect.stringContaining('placeholder left from the skeleton') },
		]);
	});

	it('warns on a full reading with every design fact unknown and no results', () => {
		const empty = base
			.replace(/value: (true|false)/g, 'value: unknown')
			.replace(/^results:\n[\s\S]*$/m, 'results: []\n')
			.replace(/status: not_applicable/g, 'status: not_assessed');
		const problems = validate({ 'fixture-study.yaml': empty });
		expect(problems).toMatchObject([
			{ path: 'design', severity: 'warning', rule: 'depth-requirements', message: expect.stringContaining('every design fact unknown and no results') },
		]);
	});
});

describe('all problems in one run', () => {
	it('a file with a schema error still gets its rule problems', () => {
		const both = base
			.replace('short_name: Fixture Study', 'short_name: 42')
			.replace('protocol: { status: not_applicable', 'protocol: { status: reported')
			.replace('results:', 'related_refs: [999]\nresults:');
		expect(validate({ 'fixture-study.yaml': both }).map((p) => [p.path, p.rule])).toEqual([
			['short_name', 'schema'],
			['checklist.protocol.status', 'checklist-applicability'],
			['related_refs[0]', 'references-resolve'],
		]);
	});

	it('a duplicate key is reported beside the file’s other problems', () => {
		const dup = base.replace('short_name: Fixture Study', 'short_name: Fixture Study\nshort_name: Again').replace('kind: availability', 'kind: availabilty');
		expect(validate({ 'fixture-study.yaml': dup }).map((p) => p.message)).toEqual(['duplicate key "short_name"', expect.stringContaining('got "availabilty"')]);
	});
});
