/** The committed JSON Schemas are what `npm run schema` would write now, and they describe every field. */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { jsonSchemas } from '../../src/lib/json-schema.ts';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { load } from 'js-yaml';
import { FIXTURES, ROOT } from '../helpers/paths.ts';

const dir = path.join(ROOT, 'data/schema');

describe('JSON Schema', () => {
	const generated = jsonSchemas();

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

	it('shows one kind of record per reading depth (oneOf), each rejecting unknown keys', () => {
		type Branch = { additionalProperties: unknown; required: string[]; properties: { depth: { const: string } } };
		const schema = JSON.parse(generated['study.schema.json']!) as { oneOf: Branch[] };
		expect(schema.oneOf.map((b) => b.properties.depth.const)).toEqual(['full', 'main_text', 'stated_design']);
		for (const b of schema.oneOf) expect(b.additionalProperties).toBe(false);
		// An editor shows what a full reading needs, not only the few fields a stated design needs.
		const [full, , stated] = schema.oneOf;
		expect(full!.required).toEqual(expect.arrayContaining(['comparisons', 'population', 'runs', 'design', 'checklist', 'results', 'limiting_condition']));
		expect(stated!.required).not.toContain('design');
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
