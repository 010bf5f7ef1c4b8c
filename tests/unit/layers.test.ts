/**
 * The code's layers point one way, as the README draws them:
 *
 *   schema → lib → rules → corpus → gaps / estimands → views → exports → pages, components, client
 *
 * A module may import from its own layer or any layer to its left, never to its right, and no
 * chain of imports may lead back to where it started. Type-only imports count too: a type lives
 * with the lowest layer that uses it.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../helpers/paths.ts';

const SRC = path.join(ROOT, 'src');
const LAYERS: Record<string, number> = { schema: 0, lib: 1, model: 1.5, rules: 2, corpus: 3, gaps: 4, estimands: 4, views: 5, exports: 6 };
/** Everything else in src/ (pages, layouts, components, client, integrations, site-data and -config) renders: the top. */
const TOP = 7;

function files(dir: string): string[] {
	return readdirSync(dir).flatMap((name) => {
		const p = path.join(dir, name);
		return statSync(p).isDirectory() ? files(p) : /\.(ts|astro|mdx)$/.test(name) ? [p] : [];
	});
}

const layerOf = (file: string) => LAYERS[path.relative(SRC, file).split(path.sep)[0]!] ?? TOP;
const rel = (file: string) => path.relative(SRC, file);

/** Every module of src/ and the modules of src/ it imports (relative specifiers, static or dynamic). */
function graph(): Map<string, string[]> {
	const out = new Map<string, string[]>();
	for (const file of files(SRC)) {
		const text = readFileSync(file, 'utf8');
		const targets = [...text.matchAll(/(?:from|import)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g)]
			.map((m) => path.resolve(path.dirname(file), m[1]!))
			.filter((t) => t.startsWith(SRC + path.sep) && /\.(ts|astro|mdx)$/.test(t));
		out.set(file, targets);
	}
	return out;
}

describe('layers', () => {
	const g = graph();

	it('no module imports from a layer above its own', () => {
		const upward = [...g].flatMap(([file, targets]) => targets.filter((t) => layerOf(t) > layerOf(file)).map((t) => `${rel(file)} → ${rel(t)}`));
		expect(upward).toEqual([]);
		expect(g.size).toBeGreaterThan(50);
	});

	it('no import cycle', () => {
		const cycles: string[] = [];
		const state = new Map<string, 'open' | 'done'>();
		const stack: string[] = [];
		const visit = (f: string) => {
			state.set(f, 'open');
			stack.push(f);
			for (const t of g.get(f) ?? []) {
				if (state.get(t) === 'open') cycles.push([...stack.slice(stack.indexOf(t)), t].map(rel).join(' → '));
				else if (!state.has(t)) visit(t);
			}
			stack.pop();
			state.set(f, 'done');
		};
		for (const f of g.keys()) if (!state.has(f)) visit(f);
		expect(cycles).toEqual([]);
	});

	it('the check sees an upward import when there is one', () => {
		const fake = new Map([[path.join(SRC, 'schema/x.ts'), [path.join(SRC, 'views/y.ts')]]]);
		expect([...fake].flatMap(([f, ts]) => ts.filter((t) => layerOf(t) > layerOf(f)))).toHaveLength(1);
	});
});
