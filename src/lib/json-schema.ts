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
	for (const k of ['items', 'anyOf', 'oneOf', 'allOf', 'additionalProperties']) {
		const v = n[k];
		for (const c of Array.isArray(v) ? v : [v]) overlayWording(c, at, wording);
	}
}

function toJson(schema: z.ZodType, id: string, title: string, wording: FieldWording = {}): string {
	const json = z.toJSONSchema(schema, { io: 'input', target: 'draft-2020-12', unrepresentable: 'any' });
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
