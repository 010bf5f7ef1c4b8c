/**
 * npm run new-study -- <id> [--dry-run] [--studies DIR]
 * Writes studies/<id>.yaml from a skeleton holding every field of the schema; refuses a bad or an
 * existing id. --dry-run prints the skeleton instead of writing it.
 */
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { check, cliOrExit, fromUser, fsErrorText, type CliSpec } from '../src/lib/cli.ts';
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
const args = cliOrExit<{ 'dry-run'?: boolean; studies?: string }>(spec);

function main(values: { 'dry-run'?: boolean; studies?: string }, positionals: string[]): number {
	const id = positionals[0]!;
	const reserved = reservedIdProblem(id);
	if (reserved) {
		console.error(`${reserved}; choose another id, e.g. ${id}-study`);
		return 1;
	}
	if (!kebabId.test(id) || id.length > 80) {
		const suggestion = id
			.toLowerCase()
			.replace(/[^a-z0-9]+/g, '-')
			.replace(/^-+|-+$/g, '');
		console.error(`"${id}" is not a valid id: use kebab-case (lowercase letters, digits, single hyphens)${suggestion ? `, e.g. ${suggestion}` : ''}`);
		return 1;
	}
	const dir = values.studies ? fromUser(values.studies) : path.resolve(process.env['STUDIES_DIR'] ?? 'studies');
	const file = path.join(dir, `${id}.yaml`);
	if (existsSync(file)) {
		console.error(`${path.relative(process.cwd(), file)} already exists; ids are permanent links, so pick another id or edit that record`);
		return 1;
	}
	const { wording, problems } = studyFieldWording(process.cwd());
	// Without data/checklist.yaml the skeleton still works; its checklist comments are shorter.
	if (problems.length > 0) console.error(`${formatReport(problems, 1)}\nnew-study: the checklist items' wording is left out of the skeleton`);
	const text = studySkeleton(id, new Date().toISOString().slice(0, 10), wording);
	if (values['dry-run']) {
		process.stdout.write(text);
		return 0;
	}
	try {
		writeFileSync(file, text, { flag: 'wx' });
	} catch (e) {
		console.error(fsErrorText(e, path.relative(process.cwd(), file)));
		return 1;
	}
	console.log(`wrote ${path.relative(process.cwd(), file)}; fill it in, then run npm run validate`);
	return 0;
}

if (args) process.exitCode = main(args.values, args.positionals);
