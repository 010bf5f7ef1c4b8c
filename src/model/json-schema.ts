/** JSON Schemas generated from the zod schemas: one for study records, one per data file. */
import { z } from 'zod';
import { dataFileSchemas } from '../schema/framework.ts';
import { StudySchema } from '../schema/study.ts';

/** Field path ("checklist.budget") -> the description an editor shows for it. */
export type FieldWording = Readonly<Record<string, string>>;

/**
 * Sets the description of every property whose dotted path has wording. Paths name properties
 * only: the branches of a oneOf and the items of a list add nothing to them.
 */
function overlayWording(node: unknown, at: string[], wording: FieldWording): void {
	if (!node || typeof node !== 'object') return;
	const n = node as Record<string, unknown>;
	const properties = n['properties'] as Record<string, Record<string, unknown>> | undefined;
	for (const [key, child] of Object.entries(properties ?? {})) {
		const here = [...at, key];
		const text = wording[here.join('.')];
		if (text !== undefined) child['description'] = text;
		overlayWording(child, here, wording);
	}
	for (const k of ['items', 'anyOf', 'oneOf', 'allOf', 'additionalProperties', 'then', 'else']) {
		const v = n[k];
		for (const c of Array.isArray(v) ? v : [v]) overlayWording(c, at, wording);
	}
}

type Node = Record<string, unknown>;

/** The JSON type a branch accepts, when it names exactly one (a const implies its own). */
function branchType(b: Node): string | undefined {
	if (typeof b['type'] === 'string') return b['type'] === 'integer' ? 'number' : b['type'];
	if ('const' in b) return b['const'] === null ? 'null' : typeof b['const'] === 'object' ? undefined : typeof b['const'];
	if (Array.isArray(b['enum']) && b['enum'].every((v) => typeof v === 'string')) return 'string';
	return undefined;
}

/** The condition that picks each branch, if one kind of test tells all the branches apart. */
function discriminate(branches: Node[]): Node[] | undefined {
	// By JSON type: text or number, object or id.
	const types = branches.map(branchType);
	if (types.every((t) => t !== undefined) && new Set(types).size === types.length) {
		return types.map((t) => (t === 'number' ? { type: 'number' } : { type: t }));
	}
	if (!branches.every((b) => b['type'] === 'object' && b['properties'])) return undefined;
	// By a key whose constant value differs per branch (a discriminated union).
	const props = branches.map((b) => b['properties'] as Record<string, Node>);
	for (const key of Object.keys(props[0]!)) {
		const values = props.map((p) => (p[key] && 'const' in p[key]! ? [p[key]!['const']] : ((p[key]?.['enum'] as unknown[] | undefined) ?? [])));
		const all = values.flat();
		if (values.every((v) => v.length > 0 && v.every((x) => typeof x === 'string')) && new Set(all).size === all.length) {
			return values.map((v) => ({ properties: { [key]: v.length === 1 ? { const: v[0] } : { enum: v } }, required: [key] }));
		}
	}
	// By a required key that only one branch has (the last branch takes what is left).
	const required = branches.map((b) => (b['required'] as string[] | undefined) ?? []);
	const own = required.map((r, i) => r.find((k) => required.every((o, j) => j === i || !o.includes(k))));
	if (own.slice(0, -1).every(Boolean)) return own.map((k) => (k ? { required: [k] } : {}));
	return undefined;
}

/**
 * Unions become if/then/else chains wherever one test tells their branches apart (JSON type, a
 * discriminating constant such as `depth`, or a key only one branch requires). With oneOf or anyOf
 * an editor reports every branch's failures for one mistake; with if/then it reports only the
 * failures of the branch the value is meant for, as the validator does.
 */
function branchOnDiscriminators(node: unknown): void {
	if (!node || typeof node !== 'object') return;
	if (Array.isArray(node)) {
		node.forEach(branchOnDiscriminators);
		return;
	}
	const n = node as Node;
	for (const value of Object.values(n)) branchOnDiscriminators(value);
	for (const key of ['oneOf', 'anyOf'] as const) {
		const branches = n[key] as Node[] | undefined;
		if (!branches || branches.length < 2 || 'if' in n) continue;
		const tests = discriminate(branches);
		if (!tests) continue;
		let chain: Node = branches.at(-1)!;
		for (let i = branches.length - 2; i >= 0; i--) chain = { if: tests[i], then: branches[i], else: chain };
		delete n[key];
		Object.assign(n, chain);
	}
}

function toJson(schema: z.ZodType, id: string, title: string, wording: FieldWording = {}): string {
	const json = z.toJSONSchema(schema, { io: 'input', target: 'draft-2020-12', unrepresentable: 'any' });
	branchOnDiscriminators(json);
	overlayWording(json, [], wording);
	return `${JSON.stringify({ ...json, $id: id, title }, null, 2)}\n`;
}

/**
 * File name -> JSON text, in a stable order. `studyWording` puts the wording that lives in data/
 * (checklistWording of data/checklist.yaml) beside the study record's fields.
 */
export function jsonSchemas(studyWording: FieldWording = {}): Record<string, string> {
	const out: Record<string, string> = {
		'study.schema.json': toJson(StudySchema, 'study.schema.json', 'skill-evidence study record', studyWording),
	};
	for (const [file, schema] of Object.entries(dataFileSchemas)) {
		const base = file.replace(/\.yaml$/, '');
		out[`${base}.schema.json`] = toJson(schema, `${base}.schema.json`, `skill-evidence data/${file}`);
	}
	return out;
}
