/**
 * A rule's scope (src/rules/types.ts) lets the loader re-check after a change only what it can
 * affect, as the dev server does: with the read cache and the rules' memo, a change to one record
 * runs the record-scoped rules on that record alone, and every corpus-scoped rule on everything.
 * Whatever changes, the problems equal those of a run from scratch.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { loadCorpus, type ReadCache, type RulesMemo } from '../../src/corpus/load.ts';
import type { RuleContext } from '../../src/rules/types.ts';
import { rules } from '../../src/rules/index.ts';
import { referencesResolve } from '../../src/rules/references-resolve.ts';
import { studyConsistency } from '../../src/rules/study-consistency.ts';
import { ROOT } from '../helpers/paths.ts';
import { FIXTURE } from '../helpers/rule-context.ts';

const dir = mkdtempSync(path.join(os.tmpdir(), 'rule-scope-'));
cpSync(path.join(ROOT, 'data'), path.join(dir, 'data'), { recursive: true });
const studies = path.join(dir, 'records');
afterAll(() => rmSync(dir, { recursive: true, force: true }));
afterEach(() => vi.restoreAllMocks());

const write = (id: string, edit: (t: string) => string = (t) => t) =>
	writeFileSync(path.join(studies, `${id}.yaml`), edit(FIXTURE.replace('id: fixture-study', `id: ${id}`)));
/** A checklist status the design rules out (checklist-applicability, record-scoped). */
const misrecorded = (t: string) => t.replace('identification: { status: not_applicable,', 'identification: { status: reported,');
/** A related study with no record (references-resolve, corpus-scoped). */
const relatedTo = (id: string) => (t: string) => t.replace('\ncomparisons:', `\nrelated_studies: [${id}]\ncomparisons:`);
/** A level listed twice (study-consistency, record-scoped). */
const twice = (t: string) => t.replace('levels: [outcome]', 'levels: [outcome, outcome]');

const fresh = () => loadCorpus({ root: dir, studiesDir: studies }).problems;
const reuse: ReadCache = new Map();
const rulesMemo: RulesMemo = {};
const incremental = () => loadCorpus({ root: dir, studiesDir: studies, reuse, rulesMemo }).problems;
/** The records each rule was given in the next run, by rule name. */
const seen = () => {
	const calls = new Map<string, string[]>();
	for (const rule of rules) {
		const original = rule.check.bind(rule);
		vi.spyOn(rule, 'check').mockImplementation((ctx: RuleContext) => {
			calls.set(rule.name, ctx.records.map((r) => path.basename(r.file, '.yaml')).sort());
			return original(ctx);
		});
	}
	return calls;
};

cpSync(path.join(ROOT, 'tests/fixtures/valid'), studies, { recursive: true });
for (const id of ['alpha', 'beta', 'gamma']) write(id);
write('delta', misrecorded);

describe('re-checking after a change by the rules’ scope', () => {
	it('checks everything on the first run, and reuses every result when nothing changed', () => {
		expect(incremental()).toEqual(fresh());
		const calls = seen();
		const again = incremental();
		expect(calls.get(studyConsistency.name)).toEqual([]);
		vi.restoreAllMocks();
		expect(again).toEqual(fresh());
	});

	it('runs the record-scoped rules on the changed record only, the corpus-scoped ones on all, and finds what a full run finds', () => {
		write('beta', (t) => twice(misrecorded(relatedTo('nowhere')(t))));
		const calls = seen();
		const problems = incremental();
		for (const rule of rules)
			expect(calls.get(rule.name), rule.name).toEqual(rule.scope === 'record' ? ['beta'] : ['alpha', 'beta', 'delta', 'fixture-study', 'gamma']);
		vi.restoreAllMocks();
		expect(problems).toEqual(fresh());
		expect(problems.filter((p) => p.file.endsWith('beta.yaml')).map((p) => p.rule)).toEqual(
			expect.arrayContaining(['checklist-applicability', 'study-consistency', 'references-resolve']),
		);
		// the problem of an unchanged record is kept
		expect(problems.some((p) => p.file.endsWith('delta.yaml') && p.rule === 'checklist-applicability')).toBe(true);
	});

	it('drops the problems of a record that is removed or fixed, and checks a new one', () => {
		unlinkSync(path.join(studies, 'delta.yaml'));
		write('beta');
		write('epsilon', relatedTo('alpha'));
		const calls = seen();
		const problems = incremental();
		expect(calls.get(studyConsistency.name)).toEqual(['beta', 'epsilon']);
		expect(calls.get(referencesResolve.name)).toHaveLength(5);
		vi.restoreAllMocks();
		expect(problems).toEqual(fresh());
		expect(problems.filter((p) => p.severity === 'error')).toEqual([]);
	});

	it('checks every record again after a change to a data file', () => {
		const file = path.join(dir, 'data/checklist.yaml');
		writeFileSync(file, `${readFileSync(file, 'utf8')}\n# changed\n`);
		write('gamma', misrecorded);
		const calls = seen();
		const problems = incremental();
		expect(calls.get(studyConsistency.name)).toHaveLength(5);
		vi.restoreAllMocks();
		expect(problems).toEqual(fresh());
	});
});
