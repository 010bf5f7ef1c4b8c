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

/**
 * Copies the project into `dir` (which must exist) and links node_modules. A nested node_modules
 * (the benchmark's Starlight peer, scripts/bench/starlight, once the bench has installed it) is
 * not part of a clone and is left out.
 */
export function copyProject(dir: string): void {
	for (const entry of PROJECT_FILES) {
		cpSync(path.join(ROOT, entry), path.join(dir, entry), { recursive: true, filter: (src) => path.basename(src) !== 'node_modules' });
	}
	symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'));
}
