/**
 * npm run build [-- --out DIR] [--studies DIR]
 * validate -> astro build (Pagefind indexes in astro:build:done) -> publish.
 * The site is built into a temporary folder and swapped into place only when every stage has
 * succeeded, so a failed validation or build never leaves a new or half-built dist/.
 */
import { copyFileSync, existsSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadCorpus } from '../src/lib/load.ts';
import { countBySeverity } from '../src/lib/problems.ts';
import { formatReport } from '../src/lib/report.ts';

process.env['ASTRO_TELEMETRY_DISABLED'] = '1';

const { values } = parseArgs({ options: { out: { type: 'string' }, studies: { type: 'string' } } });
if (values.studies) process.env['STUDIES_DIR'] = path.resolve(values.studies);

const root = process.cwd();
const outDir = path.resolve(root, values.out ?? 'dist');
// Siblings of the output folder, hidden, so the final swap is a rename on one file system.
const tmpDir = path.join(path.dirname(outDir), `.${path.basename(outDir)}.tmp-${process.pid}`);
const oldDir = path.join(path.dirname(outDir), `.${path.basename(outDir)}.old-${process.pid}`);
// Each build keeps its own Astro cache, so builds running side by side (tests) cannot collide.
const cacheDir = path.join(path.dirname(outDir), `.${path.basename(outDir)}.cache-${process.pid}`);
// Astro may still flush its cache after build() returns; remove the cache only as the process ends.
process.on('exit', () => rmSync(cacheDir, { recursive: true, force: true }));

async function main(): Promise<number> {
	const t0 = performance.now();
	const corpus = loadCorpus({ root });
	const { errors } = countBySeverity(corpus.problems);
	if (corpus.problems.length > 0 || errors > 0) {
		console.log(formatReport(corpus.problems, corpus.fileCount, { color: Boolean(process.stdout.isTTY) && !process.env['NO_COLOR'] }));
	}
	if (errors > 0) {
		console.error(`build stopped: validation failed; ${path.relative(root, outDir) || outDir} was not changed`);
		return 1;
	}
	const validated = performance.now();
	console.log(`validated ${corpus.studies.length} studies in ${Math.round(validated - t0)} ms`);

	rmSync(tmpDir, { recursive: true, force: true });
	try {
		const { build } = await import('astro');
		await build({ root, outDir: tmpDir, cacheDir, logLevel: process.env['ASTRO_LOG_LEVEL'] === 'info' ? 'info' : 'warn' });
	} catch (err) {
		rmSync(tmpDir, { recursive: true, force: true });
		console.error(`build failed: ${(err as Error).message}`);
		console.error(`${path.relative(root, outDir) || outDir} was not changed`);
		return 1;
	}
	// Each record's YAML, byte for byte, for the "view the record" link: a copy, not a page.
	for (const s of corpus.studies) copyFileSync(s.abs, path.join(tmpDir, 'studies', `${s.data.id}.yaml`));
	if (existsSync(outDir)) renameSync(outDir, oldDir);
	renameSync(tmpDir, outDir);
	rmSync(oldDir, { recursive: true, force: true });
	const total = performance.now() - t0;
	console.log(`built ${path.relative(root, outDir) || outDir} in ${(total / 1000).toFixed(1)} s`);
	if (process.env['BUILD_TIMINGS']) {
		// Stage timings for npm run bench: validation, Astro (pages), Pagefind, and peak memory.
		const pagefind = (globalThis as { __pagefindMs?: number }).__pagefindMs ?? 0;
		writeFileSync(
			process.env['BUILD_TIMINGS'],
			JSON.stringify({ validateMs: validated - t0, astroMs: total - (validated - t0) - pagefind, pagefindMs: pagefind, totalMs: total, maxRssKb: process.resourceUsage().maxRSS }),
		);
	}
	return 0;
}

process.exitCode = await main();
