import { describe, expect, it } from 'vitest';
import { check, FIXTURE, framework, withId } from '../../tests/helpers/rule-context.ts';
import { referencesResolve } from './references-resolve.ts';

const related = (ids: string[]) => FIXTURE.replace('\ncomparisons:', `\nrelated_studies: [${ids.join(', ')}]\ncomparisons:`);
const refs = (ns: number[]) => FIXTURE.replace('\ncomparisons:', `\nrelated_refs: [${ns.join(', ')}]\ncomparisons:`);

describe('references-resolve', () => {
	it('is silent when reference numbers exist and related studies name records', () => {
		expect(check(referencesResolve, [related(['other']), withId('other'), refs([1])])).toEqual([]);
	});

	it('is silent on a related study whose record exists but is broken: its own problems are reported on it', () => {
		expect(check(referencesResolve, [related(['broken-one'])], { broken: new Set(['broken-one']) })).toEqual([]);
	});

	it('names a related study with no record, a study related to itself, and a reference number beyond the bibliography', () => {
		const beyond = framework.references.references.length + 1;
		const problems = check(referencesResolve, [related(['ghost', 'fixture-study']), withId('numbered', refs([beyond]))]);
		expect(problems.map((p) => [p.rule, p.file, p.path, p.message])).toEqual([
			['references-resolve', 'studies/fixture-study.yaml', 'related_studies[0]', 'no study record has the id "ghost"'],
			['references-resolve', 'studies/fixture-study.yaml', 'related_studies[1]', 'a study cannot be related to itself ("fixture-study")'],
			['references-resolve', 'studies/numbered.yaml', 'related_refs[0]', `reference ${beyond} does not exist in data/references.yaml`],
		]);
	});

	it('names a bibliography entry out of order', () => {
		const list = framework.references.references;
		const swapped = { ...framework, references: { ...framework.references, references: [list[1]!, list[0]!, ...list.slice(2)] } };
		const problems = check(referencesResolve, [FIXTURE], { framework: swapped });
		expect(problems.map((p) => [p.file, p.path])).toEqual([
			['data/references.yaml', 'references[0].n'],
			['data/references.yaml', 'references[1].n'],
		]);
	});
});
