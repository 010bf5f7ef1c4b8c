/**
 * The wording that data/ holds for a study record's fields (each checklist item's "what to
 * report"), read from data/checklist.yaml for the JSON Schema and the new-record skeleton.
 */
import path from 'node:path';
import type { FieldWording } from '../model/json-schema.ts';
import type { Problem } from '../lib/problems.ts';
import { checklistWording, ChecklistFileSchema } from '../schema/framework.ts';
import { readYamlFile } from './load.ts';

/** The checklist wording by field path, or the problems that kept data/checklist.yaml from loading. */
export function studyFieldWording(root: string, dataDir = 'data'): { wording: FieldWording; problems: Problem[] } {
	const read = readYamlFile(root, path.resolve(root, dataDir, 'checklist.yaml'), ChecklistFileSchema);
	if (!read.file) return { wording: {}, problems: read.problems };
	return { wording: checklistWording(read.file.data.items), problems: read.problems };
}
