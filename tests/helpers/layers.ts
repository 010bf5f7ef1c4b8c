/**
 * The layer check: which layer each code file of the repository belongs to, what each file imports,
 * and which imports point up. tests/unit/layers.test.ts runs it on the repository and on made-up
 * files with an upward import, so the check that guards the repository is the one shown to fail.
 *
 * Layers, bottom first. A file may import from its own layer or any layer below, never above:
 *
 *   lib                 generic code that knows nothing of the record model (YAML with positions,
 *                       problems and their reporter, CLI helpers, git, text, zod introspection)
 *   schema              the zod schemas, vocabularies, labels and reserved ids
 *   model               what is derived from the schema: applicability, friendly schema errors,
 *                       the JSON Schemas and the new-record skeleton
 *   rules               cross-file checks
 *   corpus              the one loader and Astro's content loader over it
 *   gaps, estimands     pure analyses over typed records (and run tables)
 *   views               view models for pages
 *   exports             citations, tables, downloads
 *   site                the rest of src/: pages, layouts, components, client, integrations,
 *                       site-data, site-config, content.config
 *   astro config        astro.config.mjs (it names the integrations; the build script imports it)
 *   test harness        tests/helpers/ and tests/browser/browser.ts: paths, budgets, a static
 *                       server and a browser, shared by the tests and the benchmark (scripts/bench)
 *   scripts             command-line entry points, the benchmark and its peers
 *   tests               tests, their helpers and support, and every *.test.ts wherever it lies
 *                       (the rules' tests sit beside them in src/rules/)
 *   tool configs        vitest.config.ts, eslint.config.mjs (vitest's reads the tests' budgets)
 *
 * Imports are read from the syntax tree, so comments and strings that look like imports are not
 * counted: static imports (type-only too: a type lives with the lowest layer that uses it),
 * `export … from`, `import()` and `import('…').T` with a string literal, and
 * `new URL('…', import.meta.url)`. In .astro files the frontmatter and every <script> are read; in
 * .mdx files the import and export blocks. Only relative specifiers are followed: packages and
 * `astro:*` modules sit outside the layers.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export interface Layer {
	name: string;
	/** Repository-relative folders (ending in `/`) or files. */
	paths: readonly string[];
}

/** Bottom first; see the comment at the top of this file. */
export const LAYERS: readonly Layer[] = [
	{ name: 'lib', paths: ['src/lib/', 'src/types/'] },
	{ name: 'schema', paths: ['src/schema/'] },
	{ name: 'model', paths: ['src/model/'] },
	{ name: 'rules', paths: ['src/rules/'] },
	{ name: 'corpus', paths: ['src/corpus/'] },
	{ name: 'gaps / estimands', paths: ['src/gaps/', 'src/estimands/'] },
	{ name: 'views', paths: ['src/views/'] },
	{ name: 'exports', paths: ['src/exports/'] },
	{ name: 'site', paths: ['src/'] },
	{ name: 'astro config', paths: ['astro.config.mjs'] },
	{ name: 'test harness', paths: ['tests/helpers/', 'tests/browser/browser.ts'] },
	{ name: 'scripts', paths: ['scripts/'] },
	{ name: 'tests', paths: ['tests/'] },
	{ name: 'tool configs', paths: ['vitest.config.ts', 'eslint.config.mjs'] },
];

/** Where code lives; everything else (data/, studies/, public/, tests/fixtures/) is not code. */
const ROOTS = ['src', 'scripts', 'tests', 'astro.config.mjs', 'vitest.config.ts', 'eslint.config.mjs'];
const SKIP = new Set(['node_modules', 'fixtures', 'dist']);
const CODE = /\.(ts|mts|cts|js|mjs|cjs|astro|mdx)$/;

/** The layer of a repository-relative path (forward slashes), by its longest matching folder or file; undefined outside code. */
export function layerOf(rel: string): number | undefined {
	// a test beside the code it tests (src/rules/<rule>.test.ts) is a test: it sits above everything it may import
	if (/\.test\.[cm]?[jt]s$/.test(rel)) return LAYERS.findIndex((l) => l.name === 'tests');
	let best: { layer: number; length: number } | undefined;
	LAYERS.forEach((layer, i) => {
		for (const p of layer.paths) {
			const hit = p.endsWith('/') ? rel.startsWith(p) || rel === p.slice(0, -1) : rel === p;
			if (hit && (!best || p.length > best.length)) best = { layer: i, length: p.length };
		}
	});
	return best?.layer;
}

/** Every code file under the roots, repository-relative with forward slashes. */
export function codeFiles(root: string): string[] {
	const walk = (rel: string): string[] => {
		const abs = path.join(root, rel);
		let entries;
		try {
			entries = readdirSync(abs, { withFileTypes: true });
		} catch {
			return CODE.test(rel) ? [rel] : [];
		}
		return entries.flatMap((e) => (SKIP.has(e.name) ? [] : e.isDirectory() ? walk(`${rel}/${e.name}`) : CODE.test(e.name) ? [`${rel}/${e.name}`] : []));
	};
	return ROOTS.flatMap(walk).sort();
}

/** The parts of a file that are script: all of it, an .astro file's frontmatter and scripts, an .mdx file's ESM blocks. */
function scriptParts(file: string, text: string): string[] {
	if (file.endsWith('.astro')) {
		const front = /^\s*---\r?\n([\s\S]*?)\r?\n---/.exec(text)?.[1];
		// a self-closing <script … /> has no body: the next <script>…</script> must not be read from it
		const scripts = [...text.matchAll(/<script\b(?:[^>]*[^/>])?>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
		return front === undefined ? scripts : [front, ...scripts];
	}
	if (file.endsWith('.mdx')) return text.split(/\r?\n\s*\r?\n/).filter((block) => /^(import|export)\s/.test(block));
	return [text];
}

/** The specifiers a file imports, as written (static, re-exported, dynamic with a literal, `new URL` against import.meta.url). */
export function importsOf(file: string, text: string): string[] {
	const out: string[] = [];
	const literal = (node: ts.Node | undefined) => {
		if (node && ts.isStringLiteralLike(node)) out.push(node.text);
	};
	const isImportMetaUrl = (node: ts.Node | undefined) =>
		!!node &&
		ts.isPropertyAccessExpression(node) &&
		node.name.text === 'url' &&
		ts.isMetaProperty(node.expression) &&
		node.expression.keywordToken === ts.SyntaxKind.ImportKeyword;
	const visit = (node: ts.Node): void => {
		if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) literal(node.moduleSpecifier);
		else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) literal(node.arguments[0]);
		else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) literal(node.argument.literal);
		else if (ts.isNewExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'URL' && isImportMetaUrl(node.arguments?.[1]))
			literal(node.arguments?.[0]);
		ts.forEachChild(node, visit);
	};
	for (const part of scriptParts(file, text)) visit(ts.createSourceFile(file, part, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS));
	return out;
}

/** Each file's relative imports, resolved to repository-relative paths (query strings dropped). */
export function importGraph(files: Iterable<{ path: string; text: string }>): Map<string, string[]> {
	const graph = new Map<string, string[]>();
	for (const { path: file, text } of files) {
		const targets = importsOf(file, text)
			.filter((s) => s.startsWith('./') || s.startsWith('../'))
			.map((s) => path.posix.normalize(path.posix.join(path.posix.dirname(file), s.replace(/[?#].*$/, ''))));
		graph.set(file, targets);
	}
	return graph;
}

export interface Violation {
	from: string;
	to: string;
	/** Why: "site imports from scripts", or "no layer" for a code file the layers do not place. */
	reason: string;
}

/** Every import that points to a higher layer, and every code file outside the layers. */
export function checkLayers(files: Iterable<{ path: string; text: string }>): Violation[] {
	return violationsOf(importGraph(files));
}

/** checkLayers over a graph already read. */
export function violationsOf(graph: Map<string, string[]>): Violation[] {
	const violations: Violation[] = [];
	for (const [file, targets] of graph) {
		const own = layerOf(file);
		if (own === undefined) {
			violations.push({ from: file, to: '', reason: 'no layer' });
			continue;
		}
		for (const to of targets) {
			const theirs = layerOf(to);
			if (theirs !== undefined && theirs > own) violations.push({ from: file, to, reason: `${LAYERS[own]!.name} imports from ${LAYERS[theirs]!.name}` });
		}
	}
	return violations;
}

/** Every import cycle, each as the chain of files from a file back to itself. */
export function findCycles(graph: Map<string, string[]>): string[][] {
	const cycles: string[][] = [];
	const state = new Map<string, 'open' | 'done'>();
	const stack: string[] = [];
	const visit = (f: string) => {
		state.set(f, 'open');
		stack.push(f);
		for (const t of graph.get(f) ?? []) {
			if (state.get(t) === 'open') cycles.push([...stack.slice(stack.indexOf(t)), t]);
			else if (!state.has(t) && graph.has(t)) visit(t);
		}
		stack.pop();
		state.set(f, 'done');
	};
	for (const f of graph.keys()) if (!state.has(f)) visit(f);
	return cycles;
}

/** The repository's code files with their text. */
export function readCode(root: string): { path: string; text: string }[] {
	return codeFiles(root).map((p) => ({ path: p, text: readFileSync(path.join(root, p), 'utf8') }));
}
