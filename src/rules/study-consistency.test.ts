import { describe, expect, it } from 'vitest';
import { check, FIXTURE as text } from '../../tests/helpers/rule-context.ts';
import { studyConsistency } from './study-consistency.ts';

const run = (yaml: string) => check(studyConsistency, [yaml]);

describe('study-consistency', () => {
	it('accepts the fixture as it is', () => {
		expect(run(text)).toEqual([]);
	});

	it('names a result that points at a benchmark, model, arm or comparison the record does not list', () => {
		const bad = text.replace(
			'    location: "Paper Table 2"',
			'    location: "Paper Table 2"\n    benchmark: NoSuchBench\n    model: Model Z\n    arms: [no_skills, ghost]\n    comparison: elsewhere',
		);
		const problems = run(bad);
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
		const problems = run(twice);
		expect(problems.map((p) => p.message)).toEqual([expect.stringMatching(/^measurement level ".+" is listed twice$/)]);
	});
});

describe('study-consistency: paired design and coupling', () => {
	const coupling = (kind: string) => text.replace(/coupling:\n {6}kind: independent/, `coupling:\n      kind: ${kind}`);
	const paired = (yaml: string, value: string) => yaml.replace('paired: { value: true,', `paired: { value: ${value},`);
	const messages = (yaml: string) => run(yaml).map((p) => `${p.path}: ${p.message}`);

	it('refuses a paired design whose coupling is unknown, at the coupling, and says what to write', () => {
		const problems = run(coupling('unknown'));
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
