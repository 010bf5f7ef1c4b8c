/**
 * npm run schema: writes the JSON Schemas of a study record and of each data file to data/schema/,
 * so editors complete and check fields as authors type. A test keeps the committed files current.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { cliOrAnswer, processIo, say, type CliIo, type CliSpec } from '../src/lib/cli.ts';
import { studyFieldWording } from '../src/corpus/field-wording.ts';
import { jsonSchemas } from '../src/model/json-schema.ts';
import { formatReport } from '../src/lib/report.ts';

const SPEC: CliSpec = {
	name: 'schema',
	usage: '',
	summary:
		'Writes the JSON Schemas of a study record and of each data file to data/schema/ from the zod schemas (a test fails when the committed ones are stale).',
	example: 'npm run schema',
	options: {},
};

/** The command on `argv` (the arguments after the script), its output written to `io`; returns the exit code. */
export function main(argv: string[], io: CliIo = processIo()): number {
	const args = cliOrAnswer(SPEC, argv, io);
	// --help or a bad option: answered, with its exit code
	if (typeof args === 'number') return args;
	const wording = studyFieldWording(io.cwd);
	if (wording.problems.length > 0) {
		// The checklist's wording goes into the study schema, so a broken data/checklist.yaml stops here.
		say(io.stderr, formatReport(wording.problems, 1));
		return 1;
	}
	const outDir = path.resolve(io.cwd, 'data/schema');
	mkdirSync(outDir, { recursive: true });
	for (const [name, schema] of Object.entries(jsonSchemas(wording.wording))) {
		writeFileSync(path.join(outDir, name), schema);
		say(io.stdout, `wrote data/schema/${name}`);
	}
	return 0;
}

// run as a script (node scripts/schema.ts), not when a test imports main
if (import.meta.main) process.exitCode = main(process.argv.slice(2));
