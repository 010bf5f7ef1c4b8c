/**
 * The rules that had no test of their own: study-consistency (a record agrees with itself),
 * vocabulary-coverage (data/ defines each vocabulary term once) and schema-comment (the editor
 * hint on a record's first line). Each is run directly on records and framework data made here.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadCorpus, parseAndCheck } from '../../src/corpus/load.ts';
import { schemaComment } from '../../src/rules/schema-comment.ts';
import { studyConsistency } from '../../src/rules/study-consistency.ts';
import { vocabularyCoverage } from '../../src/rules/vocabulary-coverage.ts';
import { StudySchema } from '../../src/schema/study.ts';
import { ROOT, VALID } from '../helpers/paths.ts';

const corpus = loadCorpus({ root: ROOT, studiesDir: VALID });
const framework = corpus.framework!;
const dataFiles = corpus.dataFiles;
const text = readFileSync(path.join(VALID, 'fixture-study.yaml'), 'utf8');
const record = (yaml: string) => {
	const res = parseAndCheck('studies/x.yaml', '', yaml, StudySchema);
	if (!res.file) throw new Error(JSON.stringify(res.problems));
	return res.file;
};
const run = (rule: typeof studyConsistency, yaml: string) => {
	const f = record(yaml);
	return rule.check({ studies: [f], records: [f], framework, dataFiles });
};

describe('study-consistency', () => {
	it('accepts the fixture as it is', () => {
		expect(run(studyConsistency, text)).toEqual([]);
	});

	it('names a result that points at a benchmark, model, arm or comparison the record does not list', () => {
		const bad = text.replace(
			'    location: "Paper Table 2"',
			'    location: "Paper Table 2"\n    benchmark: NoSuchBench\n    model: Model Z\n    arms: [no_skills, ghost]\n    comparison: elsewhere',
		);
		const problems = run(studyConsistency, bad);
		const byPath = Object.fromEntries(problems.map((p) => [p.path, p.message]));
		expect(Object.keys(byPath).sort()).toEqual(['results[0].arms[1]', 'results[0].benchmark', 'results[0].comparison', 'results[0].model']);
		expect(byPath['results[0].comparison']).toContain('"elsewhere"');
		expect(byPath['results[0].arms[1]']).toContain('"ghost"');
		expect(byPath['results[0].model']).toContain('"Model Z"');
		expect(byPath['results[0].benchmark']).toContain('"NoSuchBench"');
		expect(problems).toHaveLength(4);
		for (const p of problems) expect(p.rule).toBe('study-consistency');
	});

	it('names a level listed twice, at the repeated entry', () => {
		const levels = /levels: \[([^\]]*)\]/.exec(text);
		const twice = levels ? text.replace(levels[0], `levels: [${levels[1]}, ${levels[1]!.split(',')[0]!.trim()}]`) : text;
		const problems = run(studyConsistency, twice);
		expect(problems.map((p) => p.message)).toEqual([expect.stringMatching(/^measurement level ".+" is listed twice$/)]);
	});
});

describe('study-consistency: paired design and coupling', () => {
	const coupling = (kind: string) => text.replace(/coupling:\n {6}kind: independent/, `coupling:\n      kind: ${kind}`);
	const paired = (yaml: string, value: string) => yaml.replace('paired: { value: true,', `paired: { value: ${value},`);
	const messages = (yaml: string) => run(studyConsistency, yaml).map((p) => `${p.path}: ${p.message}`);

	it('refuses a paired design whose coupling is unknown, at the coupling, and says what to write', () => {
		const problems = run(studyConsistency, coupling('unknown'));
		expect(problems.map((p) => p.path)).toEqual(['comparisons[0].coupling.kind']);
		expect(problems[0]!.message).toMatch(/design\.paired is true .* coupling "unknown"/);
		expect(problems[0]!.tip).toMatch(/same_protocol/);
		expect(problems[0]!.severity).toBe('error');
	});

	it('refuses a coupling that shares units in a design not marked paired, and a paired design with nothing to couple', () => {
		expect(messages(paired(coupling('shared_seed'), 'unknown'))).toEqual([
			expect.stringMatching(/^design\.paired\.value: .*"shared_seed".* design\.paired is unknown$/),
		]);
		expect(messages(paired(coupling('fixed_paths'), 'false'))).toHaveLength(1);
		expect(messages(coupling('not_applicable'))).toEqual([expect.stringMatching(/^comparisons\[0\]\.coupling\.kind: .*"not_applicable"/)]);
	});

	it('accepts every consistent pair', () => {
		for (const kind of ['same_protocol', 'independent', 'shared_seed', 'deterministic']) expect(messages(coupling(kind)), kind).toEqual([]);
		expect(messages(paired(coupling('unknown'), 'unknown'))).toEqual([]);
		expect(messages(paired(coupling('same_protocol'), 'unknown'))).toEqual([]);
		expect(messages(paired(coupling('not_applicable'), 'false'))).toEqual([]);
	});
});

describe('vocabulary-coverage', () => {
	it('accepts the framework as it is', () => {
		expect(vocabularyCoverage.check({ studies: [], records: [], framework, dataFiles })).toEqual([]);
	});

	it('names a term missing from data/ and a term defined twice', () => {
		const axes = framework.axes.axes;
		const changed = { ...framework, axes: { ...framework.axes, axes: [axes[0]!, axes[0]!, ...axes.slice(2)] } };
		const problems = vocabularyCoverage.check({ studies: [], records: [], framework: changed, dataFiles });
		expect(problems.map((p) => p.message)).toEqual(expect.arrayContaining([`"${axes[0]!.id}" is defined twice`, `"${axes[1]!.id}" is not defined`]));
		for (const p of problems) expect(p.file).toMatch(/data\/axes\.yaml$/);
	});

	it('names a treatment contrast kind that data/axes.yaml leaves out or shows twice', () => {
		const axes = framework.axes.axes;
		const i = axes.findIndex((a) => a.id === 'treatment_contrast');
		const values = axes[i]!.values;
		const first = values[0]!;
		const second = values[1]!;
		if (!('id' in first) || !('id' in second)) throw new Error('the contrast axis lists vocabulary ids first');
		const withValues = (v: typeof values) => ({ ...framework, axes: { ...framework.axes, axes: axes.map((a, j) => (j === i ? { ...a, values: v } : a)) } });
		const problems = vocabularyCoverage.check({ studies: [], records: [], framework: withValues([first, first, ...values.slice(2)]), dataFiles });
		expect(problems.map((p) => [p.path, p.message])).toEqual([
			[`axes[${i}].values[1].id`, `"${first.id}" is shown twice`],
			[`axes[${i}].values`, expect.stringContaining(`treatment contrast kind "${second.id}"`)],
		]);
	});
});

describe('schema-comment', () => {
	it('accepts a record whose first line is the editor hint, and warns at 1:1 otherwise', () => {
		expect(run(schemaComment, text)).toEqual([]);
		const without = text.split('\n').slice(1).join('\n');
		expect(run(schemaComment, without)).toEqual([
			expect.objectContaining({
				line: 1,
				column: 1,
				severity: 'warning',
				rule: 'schema-comment',
				message: 'first line is not the editor schema hint (study.schema.json)',
			}),
		]);
	});
});
