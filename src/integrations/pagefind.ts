/**
 * Indexes the built site with Pagefind's Node API when Astro finishes a build, so search works on
 * whatever folder the build wrote (including the temporary folder scripts/build.ts swaps in).
 */
import type { AstroIntegration } from 'astro';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as pagefindApi from 'pagefind';
import { buildSlot } from '../lib/build-context.ts';
import { releaseMemory } from '../lib/release-memory.ts';
import { spacedForIndex, withoutIgnored } from './index-text.ts';

/** How long the last index took, in ms: scripts/build.ts reports this stage separately (benchmarks read it). */
export const pagefindMs = buildSlot<number>('pagefind-ms');

export default function pagefind(): AstroIntegration {
	return {
		name: 'skill-evidence:pagefind',
		hooks: {
			'astro:build:done': async ({ dir, logger }) => {
				const started = performance.now();
				// Astro's rendering is garbage now; the index is built while this process mostly waits
				releaseMemory();
				const outDir = fileURLToPath(dir);
				const { index, errors } = await pagefindApi.createIndex({ forceLanguage: 'en' });
				if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
				// Each page is handed over as text, spaced between block elements (./index-text.ts),
				// rather than read by Pagefind from the folder.
				const pages = (await readdir(outDir, { recursive: true })).filter((f) => f.endsWith('.html')).sort();
				// Added one at a time in path order: Pagefind's files (its filter chunks' names) depend on
				// the order pages arrive, and a build must be byte-identical. One page is read ahead while
				// Pagefind takes the last: all 10,000 pages of 5,000 records at once were 0.4 GB of HTML, and
				// twice that as strings.
				const read = (i: number) => (i < pages.length ? readFile(path.join(outDir, pages[i]!), 'utf8') : undefined);
				const added: ({ sourcePath: string } & Awaited<ReturnType<typeof index.addHTMLFile>>)[] = [];
				let next = read(0);
				for (const [i, sourcePath] of pages.entries()) {
					const content = spacedForIndex(withoutIgnored((await next)!));
					next = read(i + 1);
					added.push({ sourcePath, ...(await index.addHTMLFile({ sourcePath: sourcePath.split(path.sep).join('/'), content })) });
				}
				const failed = added.filter((a) => a.errors.length > 0);
				if (failed.length > 0) throw new Error(`Pagefind indexing failed: ${failed.map((a) => `${a.sourcePath}: ${a.errors.join('; ')}`).join('; ')}`);
				const pageCount = added.filter((a) => a.file).length;
				const written = await index.writeFiles({ outputPath: `${outDir}/pagefind` });
				if (written.errors.length > 0) throw new Error(`Pagefind could not write its index: ${written.errors.join('; ')}`);
				await pagefindApi.close();
				const ms = performance.now() - started;
				pagefindMs.set(ms);
				logger.info(`Pagefind indexed ${pageCount} pages in ${Math.round(ms)} ms`);
			},
		},
	};
}
