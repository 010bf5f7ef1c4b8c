/** JSON Schemas generated from the zod schemas: one for study records, one per data file. */
import { z } from 'zod';
import { dataFileSchemas } from '../schema/framework.ts';
import { StudySchema } from '../schema/study.ts';

function toJson(schema: z.ZodType, id: string, title: string): string {
	const json = z.toJSONSchema(schema, { io: 'input', target: 'draft-2020-12', unrepresentable: 'any' });
	return `${JSON.stringify({ ...json, $id: id, title }, null, 2)}\n`;
}

/** File name -> JSON text, in a stable order. */
export function jsonSchemas(): Record<string, string> {
	const out: Record<string, string> = {
		'study.schema.json': toJson(StudySchema, 'study.schema.json', 'skill-evidence study record'),
	};
	for (const [file, schema] of Object.entries(dataFileSchemas)) {
		const base = file.replace(/\.yaml$/, '');
		out[`${base}.schema.json`] = toJson(schema, `${base}.schema.json`, `skill-evidence data/${file}`);
	}
	return out;
}
