/**
 * npm run schema: writes the JSON Schemas of a study record and of each data file to data/schema/,
 * so editors complete and check fields as authors type. A test keeps the committed files current.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { cliOrExit } from '../src/lib/cli.ts';
import { jsonSchemas } from '../src/lib/json-schema.ts';

const args = cliOrExit({
	name: 'schema',
	usage: '',
	summary:
		'Writes the JSON Schemas of a study record and of each data file to data/schema/ from the zod schemas (a test fails when the committed ones are stale).',
	example: 'npm run schema',
	options: {},
});
if (args) {
	const outDir = path.resolve('data/schema');
	mkdirSync(outDir, { recursive: true });
	for (const [name, schema] of Object.entries(jsonSchemas())) {
		writeFileSync(path.join(outDir, name), schema);
		console.log(`wrote data/schema/${name}`);
	}
}
