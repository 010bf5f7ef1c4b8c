/**
 * npm run new-study -- <id> [--dry-run] [--studies DIR]
 * Writes studies/<id>.yaml from a skeleton holding every field of the schema; refuses a bad or an
 * existing id. --dry-run prints the skeleton instead of writing it.
 */
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { check, cliOrAnswer, fromUser, fsErrorText, processIo, say, type CliIo, type CliSpec } from '../src/lib/cli.ts';
import { kebabId } from '../src/schema/common.ts';
import { reservedIdProblem } from '../src/schema/reserved-ids.ts';
import { studyFieldWording } from '../src/corpus/field-wording.ts';
import { formatReport } from '../src/lib/report.ts';
import { studySkeleton } from '../src/model/skeleton.ts';

const spec: CliSpec = {
	name: 'new-study',
	usage: '<id> [--dry-run] [--studies DIR]',
	summary:
		'Writes studies/<id>.yaml from a skeleton holding every field with a one-line comment and explicit unknown / not_assessed defaults; refuses a bad, reserved or existing id.',
	example: 'npm run new-study -- tool-choice-2027',
	options: { 'dry-run': { type: 'boolean' }, studies: { type: 'string' } },
	checks: { studies: check.folder },
	allowPositionals: true,
	positionals: { min: 1, max: 1, what: 'id (kebab-case, e.g. my-study-2026)' },
};

/** The command on `argv` (the arguments after the script), its output written to `io`; returns the exit code. */
export function main(argv: string[], io: CliIo = processIo()): number {
	const args = cliOrAnswer<{ 'dry-run'?: boolean; studies?: string }>(spec, argv, io);
	// --help or a bad option: answered, with its exit code
	if (typeof args === 'number') return args;
	const { values, positionals } = args;
	const id = positionals[0]!;
	const reserved = reservedIdProblem(id);
	if (reserved) {
		say(io.stderr, `${reserved}; choose another id, e.g. ${id}-study`);
		return 1;
	}
	if (!kebabId.test(id) || id.length > 80) {
		const suggestion = id
			.toLowerCase()
			.replace(/[^a-z0-9]+/g, '-')
			.replace(/^-+|-+$/g, '');
		say(io.stderr, `"${id}" is not a valid id: use kebab-case (lowercase letters, digits, single hyphens)${suggestion ? `, e.g. ${suggestion}` : ''}`);
		return 1;
	}
	const dir = values.studies ? fromUser(values.studies, io) : path.resolve(io.cwd, io.env['STUDIES_DIR'] ?? 'studies');
	const file = path.join(dir, `${id}.yaml`);
	if (existsSync(file)) {
		say(io.stderr, `${path.relative(io.cwd, file)} already exists; ids are permanent links, so pick another id or edit that record`);
		return 1;
	}
	const { wording, problems } = studyFieldWording(io.cwd);
	// Without data/checklist.yaml the skeleton still works; its checklist comments are shorter.
	if (problems.length > 0) say(io.stderr, `${formatReport(problems, 1)}\nnew-study: the checklist items' wording is left out of the skeleton`);
	const text = studySkeleton(id, new Date().toISOString().slice(0, 10), wording);
	if (values['dry-run']) {
		io.stdout.write(text);
		return 0;
	}
	try {
		writeFileSync(file, text, { flag: 'wx' });
	} catch (e) {
		say(io.stderr, fsErrorText(e, path.relative(io.cwd, file)));
		return 1;
	}
	say(io.stdout, `wrote ${path.relative(io.cwd, file)}; fill it in, then run npm run validate`);
	return 0;
}

// run as a script (node scripts/new-study.ts), not when a test imports main
if (import.meta.main) process.exitCode = main(process.argv.slice(2));
