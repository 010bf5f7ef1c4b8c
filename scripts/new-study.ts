/**
 * npm run new-study -- <id> [--dry-run] [--studies DIR]
 * Writes studies/<id>.yaml from a skeleton holding every field of the schema; refuses a bad or an
 * existing id. --dry-run prints the skeleton instead of writing it.
 */
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { kebabId } from '../src/schema/common.ts';
import { studySkeleton } from '../src/lib/skeleton.ts';

const { values, positionals } = parseArgs({
	allowPositionals: true,
	options: { 'dry-run': { type: 'boolean', default: false }, studies: { type: 'string' } },
});

function main(): number {
	const id = positionals[0];
	if (!id || positionals.length > 1) {
		console.error('usage: npm run new-study -- <id> [--dry-run]   (id: kebab-case, e.g. my-study-2026)');
		return 2;
	}
	if (!kebabId.test(id) || id.length > 80) {
		const suggestion = id.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
		console.error(`"${id}" is not a valid id: use kebab-case (lowercase letters, digits, single hyphens)${suggestion ? `, e.g. ${suggestion}` : ''}`);
		return 1;
	}
	const dir = path.resolve(values.studies ?? process.env['STUDIES_DIR'] ?? 'studies');
	const file = path.join(dir, `${id}.yaml`);
	if (existsSync(file)) {
		console.error(`${path.relative(process.cwd(), file)} already exists; ids are permanent links, so pick another id or edit that record`);
		return 1;
	}
	const text = studySkeleton(id, new Date().toISOString().slice(0, 10));
	if (values['dry-run']) {
		process.stdout.write(text);
		return 0;
	}
	writeFileSync(file, text, { flag: 'wx' });
	console.log(`wrote ${path.relative(process.cwd(), file)}; fill it in, then run npm run validate`);
	return 0;
}

process.exitCode = main();
