/**
 * package.json's two lists say what each package is for: `dependencies` are what the site's build
 * and the project's commands import (src/, astro.config.mjs, the scripts outside scripts/bench/),
 * `devDependencies` what only the tests, the checks and the benchmark use. A package in the first
 * list that nothing there imports, or a package of the second imported by that code, fails here.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../helpers/paths.ts';

const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
	dependencies: Record<string, string>;
	devDependencies: Record<string, string>;
};

/** The .ts, .mjs, .astro and .mdx files under `dir`, without node_modules, `skip` and the tests kept beside the code (src/rules/<rule>.test.ts). */
function files(dir: string, skip: string[] = []): string[] {
	return readdirSync(dir).flatMap((name) => {
		const p = path.join(dir, name);
		if (name === 'node_modules' || name.endsWith('.test.ts') || skip.includes(p)) return [];
		return statSync(p).isDirectory() ? files(p, skip) : /\.(ts|mjs|astro|mdx)$/.test(name) ? [p] : [];
	});
}

/** The code the build and the commands run: src/, astro.config.mjs and scripts/ without the benchmark. */
const RUNTIME = [
	...files(path.join(ROOT, 'src')),
	path.join(ROOT, 'astro.config.mjs'),
	...files(path.join(ROOT, 'scripts'), [path.join(ROOT, 'scripts/bench')]),
];

/** The package a bare specifier names: `@scope/name` or `name`. */
const packageOf = (spec: string) => (spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0]!);

/** Packages a file imports, as values (`import type` needs nothing at run time). */
function imports(file: string): string[] {
	const text = readFileSync(file, 'utf8');
	const specs = [...text.matchAll(/^\s*import\s+(?!type\s)(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/gm)].map(
		(m) => (m[1] ?? m[2])!,
	);
	return specs.filter((s) => !s.startsWith('.') && !s.startsWith('node:') && !s.startsWith('astro:') && !s.startsWith('virtual:')).map(packageOf);
}

describe('dependencies', () => {
	const used = new Map<string, string[]>();
	for (const file of RUNTIME) for (const p of imports(file)) used.set(p, [...(used.get(p) ?? []), path.relative(ROOT, file)]);

	it('every runtime dependency is imported by the build or a command', () => {
		expect(Object.keys(pkg.dependencies).filter((p) => !used.has(p))).toEqual([]);
	});

	it('no dev dependency is imported by the build or a command', () => {
		const misplaced = Object.keys(pkg.devDependencies)
			.filter((p) => used.has(p))
			.map((p) => `${p}: ${used.get(p)!.join(', ')}`);
		expect(misplaced).toEqual([]);
	});

	it('reads the imports it checks (a sanity check of the scan)', () => {
		expect(used.get('astro')).toEqual(expect.arrayContaining(['astro.config.mjs', 'scripts/build.ts']));
		expect(used.get('zod')?.length).toBeGreaterThan(3);
		expect(used.has('@citation-js/plugin-csl')).toBe(true);
		expect(used.has('pagefind')).toBe(true);
	});
});
