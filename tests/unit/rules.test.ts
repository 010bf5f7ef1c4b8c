/**
 * Every rule has its test beside it, as browser-compat-data keeps each feature's test: the rule
 * src/rules/<name>.ts and its test src/rules/<name>.test.ts. This fails when a rule listed in
 * src/rules/index.ts has no test file, when a test file or a rule file names no listed rule, or
 * when a rule's test never runs it to a problem and to silence (read from the test's text: it
 * expects problems of its rule by name, and somewhere an empty list). And a rule declared
 * record-scoped finds on many records what it finds on each alone, which is what lets the loader
 * re-check a changed record by itself (tests/unit/rule-scope.test.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { rules, type Rule } from '../../src/rules/index.ts';
import { BROWSER_FIXTURES, ROOT, SHAPE_FIXTURES, VALID } from '../helpers/paths.ts';
import { contextOf, dataFiles, FIXTURE, framework, screeningOf, withId, type RecordInput } from '../helpers/rule-context.ts';

const DIR = path.join(ROOT, 'src/rules');
const entries = readdirSync(DIR);
/** Modules of src/rules/ that are not rules. */
const NOT_RULES = new Set(['index', 'types']);
const names = rules.map((r) => r.name);
const stems = (suffix: string) => entries.filter((n) => n.endsWith(suffix)).map((n) => n.slice(0, -suffix.length));

describe('every rule has its test beside it', () => {
	it('lists each rule once, under the name of its file', () => {
		expect(new Set(names).size).toBe(names.length);
		const ruleFiles = stems('.ts').filter((s) => !s.endsWith('.test') && !NOT_RULES.has(s));
		expect([...ruleFiles].sort()).toEqual([...names].sort());
	});

	it('has a test file for every listed rule, and no test file for a rule that is not listed', () => {
		expect(names.filter((n) => !entries.includes(`${n}.test.ts`))).toEqual([]);
		expect(stems('.test.ts').filter((s) => !names.includes(s))).toEqual([]);
	});

	it('declares a scope for every rule', () => {
		for (const r of rules) expect(['record', 'corpus'], r.name).toContain(r.scope);
	});

	it.each(names)('%s: its test imports it, expects a problem of it by name and, somewhere, no problem', (name) => {
		const text = readFileSync(path.join(DIR, `${name}.test.ts`), 'utf8');
		expect(text).toContain(`from './${name}.ts'`);
		expect(text).toMatch(new RegExp(`['"]${name}['"]`));
		expect(text).toContain('.toEqual([])');
	});
});

describe('a record-scoped rule finds on many records what it finds on each alone', () => {
	const fixtures = [VALID, SHAPE_FIXTURES, BROWSER_FIXTURES].flatMap((dir) =>
		readdirSync(dir)
			.filter((n) => n.endsWith('.yaml'))
			.map((n): RecordInput => ({ file: `studies/${n}`, yaml: readFileSync(path.join(dir, n), 'utf8') })),
	);
	// Records that trip the rules across records too: an id and a short name used twice, a related
	// study with no record, and one with problems of its own.
	const inputs: RecordInput[] = [
		...fixtures,
		{ file: 'studies/copy.yaml', yaml: FIXTURE },
		withId('related', FIXTURE.replace('\ncomparisons:', '\nrelated_studies: [ghost, copy]\ncomparisons:')),
		withId(
			'misrecorded',
			FIXTURE.replace('identification: { status: not_applicable,', 'identification: { status: reported,').replace(
				'levels: [outcome]',
				'levels: [outcome, outcome]',
			),
		),
	];
	const screening = screeningOf(['id: a, decision: included, record: copy', 'id: b, decision: not_retrievable, record: related']);
	const all = contextOf(inputs, {
		ownStudies: true,
		framework: { ...framework, screening: screening.data },
		dataFiles: { ...dataFiles, 'screening.yaml': screening },
	});
	const isRecord = (file: string) => all.records.some((r) => r.file === file);
	/**
	 * Whether the rule's problems on each record are those it finds on that record alone, and its
	 * problems on data files those it finds with no record at all: what RuleScope 'record' says.
	 */
	const recordWise = (rule: Rule) => {
		const full = rule.check(all);
		const alone = all.records.flatMap((record) =>
			rule.check({ ...all, records: [record], studies: all.studies.filter((s) => s === record) }).filter((p) => isRecord(p.file)),
		);
		const none = rule.check({ ...all, records: [], studies: [] });
		return { onRecords: [full.filter((p) => isRecord(p.file)), alone], onData: [full.filter((p) => !isRecord(p.file)), none] };
	};

	it.each(rules.filter((r) => r.scope === 'record').map((r) => r.name))('%s', (name) => {
		const { onRecords, onData } = recordWise(rules.find((r) => r.name === name)!);
		expect(onRecords[0]).toEqual(onRecords[1]);
		expect(onData[0]).toEqual(onData[1]);
	});

	it('and each corpus-scoped rule does not, on these records', () => {
		for (const rule of rules.filter((r) => r.scope === 'corpus')) {
			const { onRecords, onData } = recordWise(rule);
			expect([onRecords[0], onData[0]], rule.name).not.toEqual([onRecords[1], onData[1]]);
		}
	});
});
