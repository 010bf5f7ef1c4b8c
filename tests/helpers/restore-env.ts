/**
 * The unit tests share one module cache per worker (vitest's `isolate: false`, see vitest.config.ts):
 * the schema, Astro's helpers and citeproc are imported once per worker instead of once per file.
 * What a file could leave behind for the next is its environment and working folder, so both are
 * put back after each file.
 */
import { afterAll } from 'vitest';

const env = { ...process.env };
const cwd = process.cwd();

afterAll(() => {
	for (const key of Object.keys(process.env)) if (!(key in env)) delete process.env[key];
	Object.assign(process.env, env);
	if (process.cwd() !== cwd) process.chdir(cwd);
});
