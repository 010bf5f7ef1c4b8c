/** The committed JSON Schemas are what `npm run schema` would write now, and they describe every field. */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { jsonSchemas } from '../../src/model/json-schema.ts';
import { parseAndCheck } from '../../src/corpus/load.ts';
import { StudySchema } from '../../src/schema/study.ts';
import { studyFieldWording } from '../../src/corpus/field-wording.ts';
import { checklistWording, type ChecklistItem } from '../../src/schema/framework.ts';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { load } from 'js-yaml';
import { FIXTURES, ROOT } from '../helpers/paths.ts';

const dir = path.join(ROOT, 'data/schema');

describe('JSON Schema', () => {
	const wording = studyFieldWording(ROOT);
	const generated = jsonSchemas(wording.wording);

	it('reads the checklist wording from data/checklist.yaml without problems', () => {
		expect(wording.problems).toEqual([]);
	});

	it('takes each checklist item’s wording from data, in every branch, and not from the code', () => {
		const item = (id: string, extra: Partial<ChecklistItem> = {}): ChecklistItem =>
			({ id, item: `Item ${id}`, what_to_report: `report ${id}`, applies_to: 'x', applies_when: 'all', ...extra }) as ChecklistItem;
		const fixture = checklistWording([item('budget', { second_part: { what_to_report: 'a cap', applies_when: 'all' } }), item('protocol')]);
		expect(fixture).toEqual({
			'checklist.budget': 'Item budget: report budget',
			'checklist.budget.second_part': 'Second part of Item budget: a cap',
			'checklist.protocol': 'Item protocol: report protocol',
		});
		type Node = { properties?: Record<string, Node>; oneOf?: Node[]; anyOf?: Node[]; then?: Node; else?: Node; description?: string };
		const schema = JSON.parse(jsonSchemas(fixture)['study.schema.json']!) as Node;
		const budgets: Node[] = [];
		const find = (n: Node | undefined) => {
			if (!n) return;
			const budget = n.properties?.['checklist']?.properties?.['budget'];
			if (budget) budgets.push(budget);
			[...(n.oneOf ?? []), ...(n.anyOf ?? []), n.then, n.else].forEach(find);
			find(n.properties?.['checklist']);
		};
		find(schema);
		expect(budgets.length).toBeGreaterThan(0);
		for (const b of budgets) {
			expect(b.description).toBe('Item budget: report budget');
			const second = [b, ...(b.anyOf ?? []), b.then, b.else].map((x) => x?.properties?.['second_part']?.description).find(Boolean);
			expect(second).toBe('Second part of Item budget: a cap');
		}
		// Without wording, the code names the item and points at data/, never paraphrasing it.
		const bare = jsonSchemas()['study.schema.json']!;
		expect(bare).toContain('The checklist item \\"budget\\" of data/checklist.yaml.');
	});

	it('committed files are current (run `npm run schema` after changing src/schema)', () => {
		expect(readdirSync(dir).sort()).toEqual(Object.keys(generated).sort());
		for (const [name, text] of Object.entries(generated)) {
			expect(readFileSync(path.join(dir, name), 'utf8'), `${name} is stale: run npm run schema`).toBe(text);
		}
	});

	it('every property of the study schema carries a description', () => {
		const missing: string[] = [];
		const walk = (node: unknown, at: string) => {
			if (!node || typeof node !== 'object') return;
			const n = node as Record<string, unknown>;
			if (n['properties']) {
				for (const [key, child] of Object.entries(n['properties'] as Record<string, Record<string, unknown>>)) {
					if (typeof child['description'] !== 'string') missing.push(`${at}.${key}`);
					walk(child, `${at}.${key}`);
				}
			}
			for (const k of ['items', 'anyOf', 'oneOf', 'allOf', 'additionalProperties']) {
				const v = n[k];
				if (Array.isArray(v)) v.forEach((c, i) => walk(c, `${at}.${k}[${i}]`));
				else walk(v, `${at}.${k}`);
			}
		};
		walk(JSON.parse(generated['study.schema.json']!), 'study');
		expect(missing).toEqual([]);
	});

	it('branches on the reading depth with if/then, one kind of record each, each rejecting unknown keys', () => {
		type Branch = { additionalProperties: unknown; required: string[]; properties: { depth: { const: string } } };
		type Chain = { if?: { properties: { depth: { const: string } } }; then?: Branch; else?: Chain & Branch };
		const schema = JSON.parse(generated['study.schema.json']!) as Chain & { oneOf?: unknown };
		expect(schema.oneOf).toBeUndefined();
		const kinds: Branch[] = [];
		for (let c: Chain | undefined = schema; c; c = c.else) {
			if (c.then) {
				expect(c.if!.properties.depth.const).toBe(c.then.properties.depth.const);
				kinds.push(c.then);
			} else kinds.push(c as Branch);
		}
		expect(kinds.map((b) => b.properties.depth.const)).toEqual(['full', 'main_text', 'stated_design']);
		for (const b of kinds) expect(b.additionalProperties).toBe(false);
		// An editor shows what a full reading needs, not only the few fields a stated design needs.
		const [full, , stated] = kinds;
		expect(full!.required).toEqual(expect.arrayContaining(['comparisons', 'population', 'runs', 'design', 'checklist', 'results', 'limiting_condition']));
		expect(stated!.required).not.toContain('design');
	});

	it('an editor (ajv on the schema) reports at most twice as many problems as the validator for three mistakes', () => {
		const ajv = new Ajv2020({ strict: false, allErrors: true, logger: false });
		const validate = ajv.compile(JSON.parse(generated['study.schema.json']!) as object);
		const valid = readFileSync(path.join(FIXTURES, 'valid', 'fixture-study.yaml'), 'utf8');
		// A mistyped choice, a key that does not exist, and a figure without its unit.
		const broken = valid
			.replace('kind: independent', 'kind: independant')
			.replace('  inclusion:', '  inclusoin: x\n  inclusion:')
			.replace(/^(\s+)unit: (?!\{)(.*)$/m, '$1note_: $2');
		const mine = parseAndCheck('studies/fixture-study.yaml', '', broken, StudySchema).problems;
		expect(mine.length).toBeGreaterThanOrEqual(3);
		expect(validate(JSON.parse(JSON.stringify(load(broken))))).toBe(false);
		const editor = validate.errors ?? [];
		expect(editor.length, ajv.errorsText(editor)).toBeLessThanOrEqual(2 * mine.length);
	});

	it('an independent validator (ajv, JSON Schema 2020-12) accepts every record and refuses what zod refuses', () => {
		const ajv = new Ajv2020({ strict: false, allErrors: true, logger: false });
		const validate = ajv.compile(JSON.parse(readFileSync(path.join(ROOT, 'data/schema/study.schema.json'), 'utf8')) as object);
		const dirs = [
			path.join(ROOT, 'studies'),
			path.join(FIXTURES, 'valid'),
			path.join(FIXTURES, 'browser'),
			path.join(FIXTURES, 'hostile/citations'),
			path.join(FIXTURES, 'hostile/exports'),
			path.join(FIXTURES, 'shapes'),
		];
		let checked = 0;
		for (const dir of dirs) {
			for (const name of readdirSync(dir).filter((n) => n.endsWith('.yaml'))) {
				const data = JSON.parse(JSON.stringify(load(readFileSync(path.join(dir, name), 'utf8'))));
				expect(validate(data), `${name}: ${ajv.errorsText(validate.errors)}`).toBe(true);
				checked++;
			}
		}
		expect(checked).toBeGreaterThan(dirs.length);
		for (const mode of ['bad-enum', 'unknown-key', 'wrong-type', 'missing-required']) {
			const data = JSON.parse(JSON.stringify(load(readFileSync(path.join(FIXTURES, 'invalid', mode, `${mode}.yaml`), 'utf8'))));
			expect(validate(data), mode).toBe(false);
		}
	});
});
