/** npm run new-study: a skeleton with every field, explicit defaults, and refusals of bad ids. */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { load } from 'js-yaml';
import { studySkeleton } from '../../src/model/skeleton.ts';
import { formatReport } from '../../src/lib/report.ts';
import { loadCorpus } from '../../src/corpus/load.ts';
import { jsonSchemas } from '../../src/model/json-schema.ts';
import { studyFieldWording } from '../../src/corpus/field-wording.ts';
import { ROOT } from '../helpers/paths.ts';
import { runMain } from '../helpers/run.ts';
import { main as newStudy } from '../../scripts/new-study.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'new-study-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

interface JsonSchema {
	type?: string;
	properties?: Record<string, JsonSchema>;
	required?: string[];
	anyOf?: JsonSchema[];
	oneOf?: JsonSchema[];
}

describe('the skeleton', () => {
	const text = studySkeleton('some-study', '2026-11-29', studyFieldWording(ROOT).wording);
	const data = load(text) as Record<string, unknown>;

	it('says beside each checklist item what data/checklist.yaml asks it to report', () => {
		const items = loadCorpus({ root: ROOT }).framework!.checklist.items;
		for (const item of items) expect(text).toContain(`  ${item.id}:  # ${item.item}: ${item.what_to_report}`);
		const fixture = studySkeleton('some-study', '2026-11-29', { 'checklist.protocol': 'Wording from a fixture.' });
		expect(fixture).toContain('  protocol:  # Wording from a fixture.');
	});

	it('holds every required field of the schema, at every level, and names every optional one', () => {
		const schema = JSON.parse(jsonSchemas()['study.schema.json']!) as JsonSchema;
		const missing: string[] = [];
		const walk = (node: JsonSchema, value: unknown, at: string) => {
			const objectBranch = node.properties
				? node
				: [...(node.anyOf ?? []), ...(node.oneOf ?? [])].find(
						(b) => b.properties && value && typeof value === 'object' && !Array.isArray(value) && Object.keys(value).every((k) => k in b.properties!),
					);
			if (!objectBranch?.properties || !value || typeof value !== 'object' || Array.isArray(value)) return;
			for (const [key, child] of Object.entries(objectBranch.properties)) {
				const v = (value as Record<string, unknown>)[key];
				if ((objectBranch.required ?? []).includes(key)) {
					if (!(key in (value as object))) missing.push(`${at}${key}`);
					walk(child, v, `${at}${key}.`);
				} else if (!new RegExp(`^\\s*(# )?${key}:`, 'm').test(text)) missing.push(`${at}${key} (optional)`);
			}
		};
		walk(schema, data, '');
		expect(missing).toEqual([]);
	});

	it('gives every field a one-line comment and explicit defaults where the schema has them', () => {
		const fieldLines = text.split('\n').filter((l) => /^\s*(- )?[a-z_]+:/.test(l));
		for (const line of fieldLines) expect(line, line).toMatch(/ {2}# \S/);
		expect(data['depth']).toBe('full');
		expect((data['provenance'] as Record<string, unknown>)['source']).toBe('paper');
		expect(data['quantities']).toBe('not_assessed');
		expect(data['limiting_condition']).toBe('not_assessed');
		expect((data['runs'] as Record<string, unknown>)['per_task_and_arm']).toBe('unknown');
		expect((data['design'] as Record<string, { value: unknown }>)['paired']!.value).toBe('unknown');
		expect((data['checklist'] as Record<string, { status: unknown }>)['budget']!.status).toBe('not_assessed');
		// A full reading needs the second parts, so the skeleton writes them out.
		expect((data['checklist'] as Record<string, { second_part?: { status: unknown } }>)['budget']!.second_part?.status).toBe('not_assessed');
		expect(text.split('\n')[0]).toBe('# yaml-language-server: $schema=../data/schema/study.schema.json');
	});

	it('lists the allowed values of every choice, the ones with an "unknown" default included', () => {
		for (const key of ['coupling', 'unit', 'budget', 'identification', 'uncertainty']) {
			const line = text.split('\n').find((l) => new RegExp(`^\\s*${key}:`).test(l));
			const next = text.split('\n')[text.split('\n').indexOf(line!) + 1]!;
			expect(next, key).toMatch(/One of: .*unknown/);
		}
		expect(text).toMatch(/^summary_measures: \[\] .*Items: difference_in_means, /m);
		expect(text).toMatch(/^levels: \[\] .*Items: exposure, retrieval, /m);
		expect(text).toMatch(/kind: "" .*One of: .*model_comparison, method_comparison/);
	});
});

describe('npm run new-study', () => {
	it('--dry-run prints the skeleton and writes nothing', async () => {
		const res = await runMain(newStudy, ['fresh-study', '--dry-run', '--studies', dir]);
		expect(res.code).toBe(0);
		expect(res.stdout).toContain('id: fresh-study');
		expect(existsSync(path.join(dir, 'fresh-study.yaml'))).toBe(false);
	});

	it('writes studies/<id>.yaml, whose problems the validator then lists as the work left', async () => {
		const res = await runMain(newStudy, ['fresh-study', '--studies', dir]);
		expect(res.code).toBe(0);
		expect(readFileSync(path.join(dir, 'fresh-study.yaml'), 'utf8')).toContain('id: fresh-study');
		const problems = loadCorpus({ root: ROOT, studiesDir: dir }).problems;
		expect(problems.map((p) => p.path)).toEqual(
			expect.arrayContaining(['short_name', 'provenance.reader', 'paper.authors', 'paper.year', 'paper.title', 'comparisons[0].kind', 'levels']),
		);
		// Every placeholder is refused by name, the bases of design facts and checklist items included.
		const placeholders = problems.filter((p) => p.rule === 'placeholder');
		expect(placeholders.map((p) => p.path)).toEqual(
			expect.arrayContaining(['design.paired.basis', 'checklist.budget.second_part.basis', 'provenance.text_read']),
		);
		// The report lists them once, with a count, each field at its line, the deletable ones and one tip.
		const report = formatReport(problems, 1);
		expect(report.match(/placeholders? left from the skeleton/g)).toHaveLength(1);
		expect(report).toMatch(new RegExp(`^\\S+fresh-study\\.yaml:\\d+:\\d+  error ${placeholders.length} placeholders left from the skeleton`, 'm'));
		expect(report).toMatch(/\d+:\d+ short_name, \d+:\d+ provenance\.reader/);
		expect(report).toMatch(/optional, so each can also be deleted: .*paper\.url/);
		expect(report.match(/replace each with what the paper says/g)).toHaveLength(1);
		// The skeleton's own choices are valid: no design value or checklist status is refused.
		expect(problems.filter((p) => /^(checklist|design)\..*\.(status|value)$/.test(p.path))).toEqual([]);
	});

	it('refuses an existing id and a bad id', async () => {
		const again = await runMain(newStudy, ['fresh-study', '--studies', dir]);
		expect(again.code).toBe(1);
		expect(again.stderr).toContain('already exists');
		const bad = await runMain(newStudy, ['Bad_Id', '--studies', dir]);
		expect(bad.code).toBe(1);
		expect(bad.stderr).toContain('"Bad_Id" is not a valid id: use kebab-case');
		expect(bad.stderr).toContain('e.g. bad-id');
	});
});
