/**
 * A new study record's skeleton, generated from the schema itself so it always holds every field:
 * each with its one-line description as a comment, explicit `unknown` / `not_assessed` defaults
 * where the schema has them, and empty values where only the contributor can say (the validator
 * then lists exactly what is left to fill). Optional fields appear as comments.
 */
import type { z } from 'zod';
import { STUDY_SCHEMA_COMMENT } from '../rules/schema-comment.ts';
import { StudySchema } from '../schema/study.ts';

type AnySchema = z.core.$ZodType;
type Def = z.core.$ZodTypeDef & Record<string, unknown>;

const def = (s: AnySchema) => s._zod.def as Def;

function descriptionOf(s: AnySchema): string | undefined {
	let cur: AnySchema | undefined = s;
	while (cur) {
		const meta = (cur as z.ZodType).meta?.();
		if (meta && typeof meta['description'] === 'string') return meta['description'];
		const d = def(cur);
		cur = d.type === 'optional' || d.type === 'default' || d.type === 'nullable' ? (d['innerType'] as AnySchema) : undefined;
	}
	return undefined;
}

function literals(s: AnySchema): unknown[] {
	const d = def(s);
	if (d.type === 'literal') return d['values'] as unknown[];
	if (d.type === 'enum') return Object.values(d['entries'] as Record<string, string>);
	if (d.type === 'union') return (d['options'] as AnySchema[]).flatMap(literals);
	if (d.type === 'optional') return literals(d['innerType'] as AnySchema);
	return [];
}

const PREFERRED = ['not_assessed', 'unknown'];
const NOT_YET = 'Not yet assessed by the contributor.';

function yamlString(s: string): string {
	return JSON.stringify(s);
}

interface Ctx {
	id: string;
	today: string;
	lines: string[];
}

function comment(text: string | undefined): string {
	return text ? `  # ${text}` : '';
}

/** Emits `key: value` lines for one field at the given indent. */
function field(ctx: Ctx, key: string, schema: AnySchema, indent: string, path: string[]): void {
	const d = def(schema);
	const desc = descriptionOf(schema);
	// Defaults serve stated-design records; a new record is read in full and states the field.
	if (d.type === 'default') {
		field(ctx, key, d['innerType'] as AnySchema, indent, path);
		return;
	}
	// A study the review never cited needs its own bibliographic data (the schema's refinement).
	if (d.type === 'optional' && path.length === 1 && path[0] === 'paper' && ['authors', 'year', 'title', 'status'].includes(key)) {
		field(ctx, key, d['innerType'] as AnySchema, indent, path);
		return;
	}
	if (d.type === 'optional') {
		ctx.lines.push(`${indent}# ${key}: (optional) ${desc ?? ''}`.trimEnd());
		return;
	}
	const here = [...path, key];
	const preferred = PREFERRED.find((p) => literals(schema).includes(p));
	if (d.type === 'object') {
		ctx.lines.push(`${indent}${key}:${comment(desc)}`);
		object(ctx, schema, `${indent}  `, here);
		return;
	}
	if (d.type === 'union' && (d['discriminator'] as string | undefined) === 'source') {
		// A contributor's own reading: who read it and when.
		const own = (d['options'] as AnySchema[]).find((o) => literals((def(o)['shape'] as Record<string, AnySchema>)['source']!).includes('own_reading'))!;
		ctx.lines.push(`${indent}${key}:${comment(desc)}`);
		object(ctx, own, `${indent}  `, here);
		return;
	}
	if (preferred) {
		ctx.lines.push(`${indent}${key}: ${preferred}${comment(desc)}`);
		return;
	}
	if (d.type === 'enum') {
		const values = literals(schema) as string[];
		ctx.lines.push(`${indent}${key}: ""${comment(`${desc ?? ''} One of: ${values.join(', ')}`.trim())}`);
		return;
	}
	if (d.type === 'literal') {
		ctx.lines.push(`${indent}${key}: ${String((d['values'] as unknown[])[0])}${comment(desc)}`);
		return;
	}
	if (d.type === 'array') {
		ctx.lines.push(`${indent}${key}: []${comment(desc)}`);
		return;
	}
	if (d.type === 'string') {
		let value = '';
		if (key === 'id' && path.length === 0) value = ctx.id;
		else if (key === 'date') value = ctx.today;
		else if (key === 'basis' && (here[0] === 'checklist' || here[0] === 'design')) value = NOT_YET;
		ctx.lines.push(`${indent}${key}: ${key === 'id' && path.length === 0 ? value : yamlString(value)}${comment(desc)}`);
		return;
	}
	// Numbers and anything else the contributor must supply.
	ctx.lines.push(`${indent}${key}:${comment(desc)}`);
}

function object(ctx: Ctx, schema: AnySchema, indent: string, path: string[]): void {
	const shape = def(schema)['shape'] as Record<string, AnySchema>;
	for (const [key, child] of Object.entries(shape)) field(ctx, key, child, indent, path);
}

/** The skeleton of `studies/<id>.yaml`. `today` is YYYY-MM-DD, the date of the reading. */
export function studySkeleton(id: string, today: string): string {
	const ctx: Ctx = { id, today, lines: [STUDY_SCHEMA_COMMENT] };
	ctx.lines.push(
		'# A new study record. Fill every empty value in your own words; where the paper is silent, keep or',
		'# choose unknown / not_assessed / none_stated and say so in the basis. `npm run validate` lists what',
		'# is still missing; `npm run gaps -- studies/<id>.yaml` shows which checklist items stay open.',
	);
	object(ctx, StudySchema, '', []);
	return `${ctx.lines.join('\n')}\n`;
}
