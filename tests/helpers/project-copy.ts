/** A copy of the project that builds on its own: what a contributor's clone holds, with the installed packages linked. */
import { cpSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './paths.ts';

/** The files a build reads: the code, the data, the records, and the citation file the site serves. */
export const PROJECT_FILES = [
	'src',
	'data',
	'studies',
	'scripts',
	'public',
	'astro.config.mjs',
	'package.json',
	'tsconfig.json',
	'CONTRIBUTING.md',
	'CITATION.cff',
];

/** Copies the project into `dir` (which must exist) and links node_modules. */
export function copyProject(dir: string): void {
	for (const entry of PROJECT_FILES) cpSync(path.join(ROOT, entry), path.join(dir, entry), { recursive: true });
	symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'));
}
