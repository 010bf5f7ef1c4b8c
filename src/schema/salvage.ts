/**
 * The valid parts of a record that failed its schema. Each top-level field is checked on its own
 * against the schema of the record's kind (its `depth`), and kept when it passes; the cross-file
 * rules then check those parts, so a contributor sees schema and rule problems in one run.
 */
import type { z } from 'zod';
import { FullStudySchema, MainTextStudySchema, StatedDesignStudySchema, type Study } from './study.ts';

const variants = { full: FullStudySchema, main_text: MainTextStudySchema, stated_design: StatedDesignStudySchema } as const;

export function salvageStudy(raw: unknown): Partial<Study> {
	if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return {};
	const input = raw as Record<string, unknown>;
	const depth = input['depth'];
	// An unknown kind is checked as the most lenient one, so its valid parts still count.
	const variant = typeof depth === 'string' && depth in variants ? variants[depth as keyof typeof variants] : StatedDesignStudySchema;
	const out: Record<string, unknown> = {};
	for (const [key, schema] of Object.entries(variant.shape) as [string, z.ZodType][]) {
		if (!(key in input)) continue;
		const res = schema.safeParse(input[key]);
		if (res.success) out[key] = res.data;
	}
	return out as Partial<Study>;
}
