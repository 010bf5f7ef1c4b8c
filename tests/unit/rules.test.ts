/**
 * Every rule has its test beside it, as browser-compat-data keeps each feature's test: the rule
 * src/rules/<name>.ts and its test src/rules/<name>.test.ts. This fails when a rule listed in
 * src/rules/index.ts has no test file, when a test file or a rule file names no listed rule, or
 * when a rule's test never runs it to a problem and to silence (read from the test's text: it
 * expects problems of its rule by name, and somewhere an empty list).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { rules } from '../../src/rules/index.ts';
import { ROOT } from '../helpers/paths.ts';

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
