/**
 * Indexes the built site with Pagefind's Node API when Astro finishes a build, so search works on
 * whatever folder the build wrote (including the temporary folder scripts/build.ts swaps in).
 */
import type { AstroIntegration } from 'astro';
import { fileURLToPath } from 'node:url';
import * as pagefindApi from 'pagefind';

export default function pagefind(): AstroIntegration {
	return {
		name: 'skill-evidence:pagefind',
		hooks: {
			'astro:build:done': async ({ dir, logger }) => {
				const started = performance.now();
				const outDir = fileURLToPath(dir);
				const { index, errors } = await pagefindApi.createIndex({ forceLanguage: 'en' });
				if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
				const added = await index.addDirectory({ path: outDir });
				if (added.errors.length > 0) throw new Error(`Pagefind indexing failed: ${added.errors.join('; ')}`);
				const written = await index.writeFiles({ outputPath: `${outDir}/pagefind` });
				if (written.errors.length > 0) throw new Error(`Pagefind could not write its index: ${written.errors.join('; ')}`);
				await pagefindApi.close();
				const ms = performance.now() - started;
				// scripts/build.ts reports this stage separately (benchmarks read it).
				(globalThis as { __pagefindMs?: number }).__pagefindMs = ms;
				logger.info(`Pagefind indexed ${added.page_count} pages in ${Math.round(ms)} ms`);
			},
		},
	};
}
