/**
 * The code's layers point one way (the order and what counts as an import: tests/helpers/layers.ts).
 * The check runs on every code file of the repository, and on made-up files with an import that
 * points up, so the function that guards the repository is the one seen to fail.
 */
import { describe, expect, it } from 'vitest';
import { checkLayers, codeFiles, findCycles, importGraph, importsOf, layerOf, LAYERS, readCode, violationsOf } from '../helpers/layers.ts';
import { ROOT } from '../helpers/paths.ts';

describe('layers of the repository', () => {
	const graph = importGraph(readCode(ROOT));

	it('reads src/, scripts/, tests/ and the config files', () => {
		const files = codeFiles(ROOT);
		for (const f of [
			'astro.config.mjs',
			'vitest.config.ts',
			'eslint.config.mjs',
			'scripts/build.ts',
			'src/content.config.ts',
			'src/pages/index.astro',
			'src/pages/contribute.mdx',
		])
			expect(files).toContain(f);
		expect(files.some((f) => f.startsWith('tests/fixtures/'))).toBe(false);
	});

	it('no module imports from a layer above its own, and every code file has a layer', () => {
		expect(violationsOf(graph)).toEqual([]);
	});

	it('no import cycle', () => {
		expect(findCycles(graph).map((c) => c.join(' → '))).toEqual([]);
	});
});

describe('the layer check', () => {
	const file = (path: string, text: string) => ({ path, text });

	it('reports an upward import, whatever its form', () => {
		const files = [
			file('src/lib/a.ts', "import { x } from '../schema/x.ts';"),
			file('src/lib/b.ts', "export * from '../views/y.ts';"),
			file('src/lib/c.ts', "import type { T } from '../corpus/load.ts';"),
			file('src/schema/d.ts', "const m = await import('../exports/cite.ts');"),
			file('src/rules/e.ts', "type T = import('../gaps/gaps.ts').Gap;"),
			file('src/corpus/f.ts', "const w = new Worker(new URL('../client/w.ts', import.meta.url));"),
			file('src/exports/g.astro', "---\nimport X from '../components/X.astro';\n---\n<X />"),
			file('src/client/h.astro', "<p>hi</p>\n<script>\nimport '../../scripts/build.ts';\n</script>"),
			file('src/pages/i.mdx', "import C from '../../tests/helpers/paths.ts';\n\n# Title"),
			file('scripts/j.ts', "import { it } from '../tests/unit/layers.test.ts';"),
			file('src/integrations/k.ts', "const config = await import('../../astro.config.mjs');"),
		];
		expect(checkLayers(files).map((v) => `${v.from} → ${v.to}: ${v.reason}`)).toEqual([
			'src/lib/a.ts → src/schema/x.ts: lib imports from schema',
			'src/lib/b.ts → src/views/y.ts: lib imports from views',
			'src/lib/c.ts → src/corpus/load.ts: lib imports from corpus',
			'src/schema/d.ts → src/exports/cite.ts: schema imports from exports',
			'src/rules/e.ts → src/gaps/gaps.ts: rules imports from gaps / estimands',
			'src/corpus/f.ts → src/client/w.ts: corpus imports from site',
			'src/exports/g.astro → src/components/X.astro: exports imports from site',
			'src/client/h.astro → scripts/build.ts: site imports from scripts',
			'src/pages/i.mdx → tests/helpers/paths.ts: site imports from test harness',
			'scripts/j.ts → tests/unit/layers.test.ts: scripts imports from tests',
			'src/integrations/k.ts → astro.config.mjs: site imports from astro config',
		]);
	});

	it('lets imports point down or sideways, and ignores packages, comments and strings', () => {
		const files = [
			file(
				'src/views/a.ts',
				"import { z } from 'zod';\nimport { b } from './b.ts';\nimport { p } from '../lib/problems.ts';\nimport { getCollection } from 'astro:content';",
			),
			file(
				'src/lib/b.ts',
				"// import { x } from '../views/a.ts';\n/* import('../pages/index.astro') */\nconst s = \"from '../exports/cite.ts'\";\nconst u = new URL('../views/a.ts', 'https://example.org/');",
			),
			file('scripts/c.ts', "import config from '../astro.config.mjs';\nimport { serve } from '../tests/helpers/static-server.ts';"),
		];
		expect(checkLayers(files)).toEqual([]);
	});

	it('places a code file the layers do not know', () => {
		expect(layerOf('src/newfolder/x.ts')).toBe(LAYERS.findIndex((l) => l.name === 'site'));
		expect(layerOf('data/axes.yaml')).toBeUndefined();
		expect(checkLayers([file('other/x.ts', '')])).toEqual([{ from: 'other/x.ts', to: '', reason: 'no layer' }]);
	});

	it('reads the frontmatter and scripts of an .astro file, not its markup', () => {
		const text =
			"---\nimport A from './A.astro';\n---\n<p>import B from './B.astro'</p>\n<script type=\"application/ld+json\" set:html={x} />\n<p>import C from './C.astro'</p>\n<script>\nimport './d.ts';\n</script>";
		expect(importsOf('src/pages/a.astro', text)).toEqual(['./A.astro', './d.ts']);
	});

	it('reads import specifiers with queries as the file they name', () => {
		expect(importsOf('src/pages/a.astro', "---\nimport u from '../lib/x.ts?url';\n---")).toEqual(['../lib/x.ts?url']);
		expect(importGraph([file('src/pages/a.ts', "import u from '../lib/x.ts?url';")]).get('src/pages/a.ts')).toEqual(['src/lib/x.ts']);
	});

	it('finds a cycle', () => {
		const g = importGraph([file('src/lib/a.ts', "import './b.ts';"), file('src/lib/b.ts', "export * from './a.ts';")]);
		expect(findCycles(g)).toEqual([['src/lib/a.ts', 'src/lib/b.ts', 'src/lib/a.ts']]);
	});
});
