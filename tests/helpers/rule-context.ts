/**
 * What the rule tests beside each rule (src/rules/<rule>.test.ts) run a rule on: records made from
 * YAML text here, and the framework data of data/ as the loader reads it. Nothing depends on how
 * many records studies/ holds; the records are the valid fixture and the edits a test makes to it.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { loadCorpus, parseAndCheck } from '../../src/corpus/load.ts';
import type { Problem } from '../../src/lib/problems.ts';
import type { SourceFile } from '../../src/lib/source-file.ts';
import type { Rule, RuleContext, StudyParts } from '../../src/rules/types.ts';
import { salvageStudy } from '../../src/schema/salvage.ts';
import { ScreeningFileSchema } from '../../src/schema/screening.ts';
import { StudySchema, type Study } from '../../src/schema/study.ts';
import { ROOT, VALID } from './paths.ts';

const corpus = loadCorpus({ root: ROOT, studiesDir: VALID });
if (!corpus.framework) throw new Error(`data/ does not load: ${JSON.stringify(corpus.problems)}`);
export const framework = corpus.framework;
export const dataFiles = corpus.dataFiles;

/** The text of the valid fixture record, tests/fixtures/valid/fixture-study.yaml (id fixture-study). */
export const FIXTURE = readFileSync(path.join(VALID, 'fixture-study.yaml'), 'utf8');

/** A record's text and where it sits; a bare string sits at studies/fixture-study.yaml. */
export type RecordInput = string | { file: string; yaml: string };

/** The fixture (or `yaml`) under another id, in the file of that id. */
export const withId = (id: string, yaml: string = FIXTURE): RecordInput => ({
	file: `studies/${id}.yaml`,
	yaml: yaml.replace('id: fixture-study', `id: ${id}`),
});

/** A parsed record: whole when it passes its schema, else its valid parts, as the loader keeps them. */
export function recordOf(input: RecordInput): { file: SourceFile<StudyParts>; valid: boolean } {
	const { file, yaml } = typeof input === 'string' ? { file: 'studies/fixture-study.yaml', yaml: input } : input;
	const res = parseAndCheck(file, '', yaml, StudySchema);
	if (res.file) return { file: res.file, valid: true };
	if (!res.parsed) throw new Error(`${file} does not parse: ${JSON.stringify(res.problems)}`);
	return { file: { ...res.parsed, data: salvageStudy(res.parsed.data) }, valid: false };
}

/** A rule context over these records and data/'s framework; `over` replaces any part. */
export function contextOf(inputs: readonly RecordInput[], over: Partial<RuleContext> = {}): RuleContext {
	const parsed = inputs.map(recordOf);
	return {
		studies: parsed.filter((r) => r.valid).map((r) => r.file as SourceFile<Study>),
		records: parsed.map((r) => r.file),
		broken: new Set(),
		ownStudies: false,
		framework,
		dataFiles,
		...over,
	};
}

/** The problems a rule reports on these records. */
export const check = (rule: Rule, inputs: readonly RecordInput[], over: Partial<RuleContext> = {}): Problem[] => rule.check(contextOf(inputs, over));

/** A data file made from YAML text, checked against its schema (it must pass). */
export function dataFileOf<S extends z.ZodType>(file: string, yaml: string, schema: S): SourceFile<z.output<S>> {
	const res = parseAndCheck(file, '', yaml, schema);
	if (!res.file) throw new Error(`${file} does not pass its schema: ${JSON.stringify(res.problems)}`);
	return res.file;
}

/** data/screening.yaml made of one query and candidates written as these YAML lines (the fields after found_by: 1). */
export const screeningOf = (candidates: string[]) =>
	dataFileOf(
		'data/screening.yaml',
		[
			'closed: 2026-12-02',
			'criteria: [{ id: I1, text: It evaluates tools or skills of LLM agents. }]',
			'sources: [{ id: pages, label: web pages, name: Stored web pages, kind: database }]',
			'queries: [{ n: 1, source: pages, query: skill library agents, date: 2026-12-01, results: 8, new: 4 }]',
			'candidates:',
			...candidates.map((c) => `  - { title: A title, authors: Doe J et al, year: 2025, reason: Why., found_by: 1, ${c} }`),
			'',
		].join('\n'),
		ScreeningFileSchema,
	);
