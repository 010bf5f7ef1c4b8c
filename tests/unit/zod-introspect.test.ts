/**
 * What the project reads from zod's internals, pinned: if a zod upgrade changes how schemas are
 * defined, these fail first and name the construct, before the error messages or the skeleton
 * break in subtler ways.
 */
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { defOf, descriptionOf, itemOf, literalsOf, numberChecksOf, optionsOf, shapeOf, unwrap } from '../../src/lib/zod-introspect.ts';

describe('zod introspection', () => {
	it('names each construct the schemas use by its definition type', () => {
		const cases: [z.ZodType, string][] = [
			[z.string(), 'string'],
			[z.number(), 'number'],
			[z.int(), 'number'],
			[z.boolean(), 'boolean'],
			[z.literal('unknown'), 'literal'],
			[z.enum(['a', 'b']), 'enum'],
			[z.array(z.string()), 'array'],
			[z.strictObject({ a: z.string() }), 'object'],
			[z.union([z.boolean(), z.literal('unknown')]), 'union'],
			[z.string().optional(), 'optional'],
			[z.string().pipe(z.url()), 'pipe'],
			[z.record(z.string(), z.number()), 'record'],
		];
		for (const [schema, type] of cases) expect(defOf(schema).type, type).toBe(type);
	});

	it('unwraps optional, nullable, default, readonly and a pipe to what a value must look like', () => {
		const inner = z.string();
		expect(unwrap(inner.optional().nullable())).toBe(inner);
		expect(defOf(unwrap(z.string().default('x').readonly())).type).toBe('string');
		expect(
			defOf(
				unwrap(
					z
						.string()
						.refine(() => true)
						.pipe(z.url()),
				),
			).type,
		).toBe('string');
	});

	it('finds a description through wrappers and a pipe', () => {
		expect(descriptionOf(z.string().meta({ description: 'd' }).optional())).toBe('d');
		expect(descriptionOf(z.string().pipe(z.url()).meta({ description: 'link' }))).toBe('link');
		expect(descriptionOf(z.string())).toBeUndefined();
	});

	it('reads literals, union options, object shapes, array items and number bounds', () => {
		expect(literalsOf(z.union([z.literal('unknown'), z.enum(['a', 'b'])]).optional())).toEqual(['unknown', 'a', 'b']);
		expect(optionsOf(z.union([z.boolean(), z.string()]))).toHaveLength(2);
		expect(Object.keys(shapeOf(z.strictObject({ a: z.string(), b: z.number() }))!)).toEqual(['a', 'b']);
		expect(defOf(itemOf(z.array(z.number()))!).type).toBe('number');
		expect(numberChecksOf(z.int().positive())).toEqual([expect.objectContaining({ check: 'greater_than', value: 0, inclusive: false })]);
	});
});
