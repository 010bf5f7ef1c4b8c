/**
 * npm run schema: writes the JSON Schemas of a study record and of each data file to data/schema/,
 * so editors complete and check fields as authors type. A test keeps the committed files current.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { cliOrExit } from '../src/lib/cli.ts';
import { studyFieldWording } from '../src/corpus/field-wording.ts';
import { jsonSchemas } from '../src/model/json-schema.ts';
import { formatReport } from '../src/lib/report.ts';

const args = cliOrExit({
	name: 'schema',
	usage: '',
	summary:
		'Writes the JSON Schemas of a study record and of each data file to data/schema/ from the zod schemas (a test fails when the committed ones are stale).',
	example: 'npm run schema',
	options: {},
});
const wording = args ? studyFieldWording(process.cwd()) : undefined;
if (wording && wording.problems.length > 0) {
	// The checklist's wording goes into the study schema, so a broken data/checklist.yaml stops here.
	console.error(formatReport(wording.problems, 1));
	process.exitCode = 1;
} else if (wording) {
	const outDir = path.resolve('data/schema');
	mkdirSync(outDir, { recursive: true });
	for (const [name, schema] of Object.entries(jsonSchemas(wording.wording))) {
		writeFileSync(path.join(outDir, name), schema);
		console.log(`wrote data/schema/${name}`);
	}
}
