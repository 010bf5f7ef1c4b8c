/**
 * The one place that reads zod's internal schema definitions (`_zod.def`). The error messages
 * (src/model/schema-problems.ts) and the record skeleton (src/model/skeleton.ts) both walk schemas
 * through these functions, so a zod upgrade that changes its internals breaks here, in one way,
 * and the tests in tests/unit/zod-introspect.test.ts say where.
 */
import type { z } from 'zod';

export type AnySchema = z.core.$ZodType;
export type Def = z.core.$ZodTypeDef & Record<string, unknown>;

/** A schema's definition: its `type` and the fields that type has (innerType, shape, options, …). */
export function defOf(schema: AnySchema): Def {
	return schema._zod.def as Def;
}

/** Wrappers that do not change what a value must look like. */
const WRAPPERS = new Set(['optional', 'nullable', 'default', 'readonly']);

/** The schema under its wrappers (optional, nullable, default, readonly) and, for a pipe, its input. */
export function unwrap(schema: AnySchema): AnySchema {
	let s = schema;
	for (;;) {
		const d = defOf(s);
		if (WRAPPERS.has(d.type)) s = d['innerType'] as AnySchema;
		else if (d.type === 'pipe') s = d['in'] as AnySchema;
		else return s;
	}
}

/** The description attached with .meta() to a schema or to any wrapper around it. */
export function descriptionOf(schema: AnySchema): string | undefined {
	let cur: AnySchema | undefined = schema;
	while (cur) {
		const meta = (cur as z.ZodType).meta?.();
		if (meta && typeof meta['description'] === 'string') return meta['description'];
		const d = defOf(cur);
		cur = WRAPPERS.has(d.type) ? (d['innerType'] as AnySchema) : d.type === 'pipe' ? (d['in'] as AnySchema) : undefined;
	}
	return undefined;
}

/** The options of a union, or [] for anything else. */
export function optionsOf(schema: AnySchema): AnySchema[] {
	const d = defOf(schema);
	return d.type === 'union' ? (d['options'] as AnySchema[]) : [];
}

/** The fields of an object schema, or undefined. */
export function shapeOf(schema: AnySchema): Record<string, AnySchema> | undefined {
	const d = defOf(schema);
	return d.type === 'object' ? (d['shape'] as Record<string, AnySchema>) : undefined;
}

/** The element of an array schema, or the value of a record schema, or undefined. */
export function itemOf(schema: AnySchema): AnySchema | undefined {
	const d = defOf(schema);
	return d.type === 'array' ? (d['element'] as AnySchema) : d.type === 'record' ? (d['valueType'] as AnySchema) : undefined;
}

/** The literal values a schema accepts: a literal's, an enum's entries, a union's, through wrappers. */
export function literalsOf(schema: AnySchema): unknown[] {
	const d = defOf(schema);
	if (d.type === 'literal') return d['values'] as unknown[];
	if (d.type === 'enum') return Object.values(d['entries'] as Record<string, string>);
	if (d.type === 'union') return optionsOf(schema).flatMap(literalsOf);
	if (WRAPPERS.has(d.type)) return literalsOf(d['innerType'] as AnySchema);
	return [];
}

/** A number schema's checks, as zod records them (kind, bound, inclusive). */
export function numberChecksOf(schema: AnySchema): { check: string; value: number; inclusive: boolean }[] {
	return ((defOf(schema)['checks'] as AnySchema[] | undefined) ?? []).map((c) => c._zod.def as unknown as { check: string; value: number; inclusive: boolean });
}
