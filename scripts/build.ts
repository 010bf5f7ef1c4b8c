/**
 * npm run build [-- --out DIR] [--studies DIR]
 * validate -> astro build (Pagefind indexes in astro:build:done) -> publish.
 * The site is built into a temporary folder and swapped into place only when every stage has
 * succeeded, so a failed validation or build never leaves a new or half-built dist/. The output
 * folder is checked first (src/lib/out-dir.ts): the build replaces it whole, so it refuses any
 * folder whose loss would destroy work. Temporary folders go on every exit path: failure, SIGINT,
 * SIGTERM; those of killed builds are removed by the next one.
 */
// first: it sets how the bundler's native allocator behaves, which is read when Vite first loads
import '../src/lib/native-allocator.ts';
import { existsSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { copyFile } from 'node:fs/promises';
import path from 'node:path';
import { check, cliOrExit, fromUser } from '../src/lib/cli.ts';
import pkg from '../package.json' with { type: 'json' };
import { BUILD_MARKER, outDirProblem, removeStaleBuildFolders } from '../src/lib/out-dir.ts';
import { countBySeverity } from '../src/lib/problems.ts';
import { formatReport } from '../src/lib/report.ts';

process.env['ASTRO_TELEMETRY_DISABLED'] = '1';

const args = cliOrExit<{ out?: string; studies?: string }>({
	name: 'build',
	usage: '[--out DIR] [--studies DIR]',
	summary:
		'Validates every record, builds the site with Astro and Pagefind into a temporary folder, and replaces the output folder (dist/ by default) only when every stage succeeded.',
	example: 'npm run build -- --out tmp/site',
	options: { out: { type: 'string' }, studies: { type: 'string' } },
	checks: { studies: check.folder },
});

const root = process.cwd();

/** A stack-frame line ("    at fn (file:1:2)"), which no message to the reader includes. */
const STACK_FRAME = /^\s+at \S/;

/**
 * Drops stack-frame lines ("    at …") from what is written to stdout and stderr until the
 * returned function is called; every other line passes through unchanged.
 */
function withoutStackFrames(): () => void {
	const streams = [process.stdout, process.stderr] as const;
	const originals = streams.map((s) => s.write.bind(s));
	streams.forEach((stream, i) => {
		stream.write = ((chunk: string | Uint8Array, ...rest: unknown[]) => {
			const text = typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
			const kept = text
				.split('\n')
				.filter((line) => !STACK_FRAME.test(line))
				.join('\n');
			return (originals[i] as (c: string, ...r: unknown[]) => boolean)(kept, ...rest);
		}) as typeof stream.write;
	});
	return () => streams.forEach((stream, i) => (stream.write = originals[i] as typeof stream.write));
}

async function main(values: { out?: string; studies?: string }): Promise<number> {
	if (values.studies) process.env['STUDIES_DIR'] = fromUser(values.studies);
	const outDir = values.out ? fromUser(values.out) : path.join(root, 'dist');
	const shown = path.relative(root, outDir) || outDir;
	const refused = outDirProblem(outDir, root);
	if (refused) {
		console.error(`build refused: ${refused}`);
		return 1;
	}
	// Siblings of the output folder, hidden, so the final swap is a rename on one file system.
	const sibling = (kind: string) => path.join(path.dirname(outDir), `.${path.basename(outDir)}.${kind}-${process.pid}`);
	const tmpDir = sibling('tmp');
	const oldDir = sibling('old');
	// Each build keeps its own Astro cache, so builds running side by side (tests) cannot collide.
	const cacheDir = sibling('cache');
	const cleanUp = () => {
		rmSync(tmpDir, { recursive: true, force: true });
		rmSync(cacheDir, { recursive: true, force: true });
		// interrupted between the two renames: put the previous build back
		if (existsSync(oldDir) && !existsSync(outDir)) renameSync(oldDir, outDir);
		rmSync(oldDir, { recursive: true, force: true });
	};
	// Astro may still flush its cache after build() returns; the cache goes as the process ends.
	process.on('exit', cleanUp);
	for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
		process.once(signal, () => {
			// Pagefind indexes in a child process that would go on writing into the temporary folder:
			// it is closed first, then the folders go.
			void import('pagefind')
				.then((p) => p.close())
				.catch(() => undefined)
				.finally(async () => {
					cleanUp();
					// A write Astro had already handed to libuv's thread pool (its content cache) can land
					// after the first removal; once in-flight operations have had a moment, clean again.
					await new Promise((resolve) => setTimeout(resolve, 300));
					cleanUp();
					console.error(`build interrupted (${signal}); ${shown} was not changed`);
					process.exit(signal === 'SIGINT' ? 130 : 143);
				});
		});
	}
	// What only a build that goes ahead needs (Vite, zod, citeproc) loads here, after the output
	// folder is accepted: a refused folder, --help or a mistyped option answers at once.
	const [{ SITE, BASE }, { currentCorpus }, { forgetPositions }, { startCiteprocPass }, { recordItems }, { PIECED_DOWNLOADS_AFTER, writePiecedDownloads }] =
		await Promise.all([
			import('../astro.config.mjs'),
			import('../src/corpus/astro-loader.ts'),
			import('../src/corpus/load.ts'),
			import('../src/exports/cite-pass.ts'),
			import('../src/exports/record-meta.ts'),
			import('../src/exports/write-downloads.ts'),
		]);
	const stale = removeStaleBuildFolders(outDir);
	if (stale.length > 0) console.log(`removed ${stale.length} folder(s) left by interrupted builds: ${stale.join(', ')}`);

	const t0 = performance.now();
	// validated here once; Astro's content loaders reuse this corpus (currentCorpus keeps it)
	const corpus = currentCorpus({ root });
	const { errors } = countBySeverity(corpus.problems);
	if (corpus.problems.length > 0 || errors > 0) {
		console.log(formatReport(corpus.problems, corpus.fileCount, { color: Boolean(process.stdout.isTTY) && !process.env['NO_COLOR'] }));
	}
	if (errors > 0) {
		console.error(`build stopped: validation failed; ${shown} was not changed`);
		return 1;
	}
	forgetPositions(corpus);
	const validated = performance.now();
	console.log(`validated ${corpus.studies.length} studies in ${Math.round(validated - t0)} ms`);

	// citeproc in a worker while Astro bundles; the study pages take its entries (src/exports/cite-pass.ts)
	const all = corpus.studies.map((f) => f.data);
	void startCiteprocPass(
		all.flatMap((study) => {
			const { record, paperItem } = recordItems(study, corpus.framework!, new URL(BASE, SITE), pkg.version, all);
			return [record, paperItem];
		}),
		'apa',
	).catch(() => undefined);

	rmSync(tmpDir, { recursive: true, force: true });
	// Astro logs an error with its stack before it throws; the reader gets its message, not the frames.
	const restore = withoutStackFrames();
	try {
		const { build } = await import('astro');
		process.env[PIECED_DOWNLOADS_AFTER] = '1';
		await build({ root, outDir: tmpDir, cacheDir, logLevel: process.env['ASTRO_LOG_LEVEL'] === 'info' ? 'info' : 'warn' });
	} catch (err) {
		rmSync(tmpDir, { recursive: true, force: true });
		const e = err as Error & { loc?: { file?: string; line?: number; column?: number }; hint?: string };
		const where = e.loc?.file ? ` (${path.relative(root, e.loc.file)}${e.loc.line ? `:${e.loc.line}${e.loc.column ? `:${e.loc.column}` : ''}` : ''})` : '';
		// the message's own lines (esbuild lists each error on the lines after "Build failed"), never its stack frames
		const lines = e.message
			.replace(/\u001b\[[0-9;]*m/g, '')
			.split('\n')
			.filter((l) => l.trim() !== '' && !STACK_FRAME.test(l))
			.slice(0, 6);
		console.error(`build failed in Astro${where}: ${lines.join('\n  ')}${e.hint ? `\n  hint: ${e.hint}` : ''}`);
		console.error(`${shown} was not changed`);
		return 1;
	} finally {
		restore();
	}
	// studies.json and results.csv, a record at a time (src/exports/write-downloads.ts)
	await writePiecedDownloads(path.join(tmpDir, 'data'), { studies: all, framework: corpus.framework!, site: new URL(BASE, SITE), version: pkg.version });
	// Each record's YAML, byte for byte, for the "view the record" link: a copy, not a page. The
	// copies run side by side on libuv's threads (one at a time, they took 0.5 s at 1,000 records).
	await Promise.all(corpus.studies.map((s) => copyFile(s.abs, path.join(tmpDir, 'studies', `${s.data.id}.yaml`))));
	writeFileSync(
		path.join(tmpDir, BUILD_MARKER),
		'Built by npm run build (skill-evidence). This file marks the folder as a build that the next build may replace.\n',
	);
	if (existsSync(outDir)) renameSync(outDir, oldDir);
	renameSync(tmpDir, outDir);
	rmSync(oldDir, { recursive: true, force: true });
	const total = performance.now() - t0;
	console.log(`built ${shown} in ${(total / 1000).toFixed(1)} s`);
	if (process.env['BUILD_TIMINGS']) {
		// Stage timings for npm run bench: validation, Astro (pages), Pagefind, and peak memory.
		const pagefind = (globalThis as { __pagefindMs?: number }).__pagefindMs ?? 0;
		writeFileSync(
			process.env['BUILD_TIMINGS'],
			JSON.stringify({
				validateMs: validated - t0,
				astroMs: total - (validated - t0) - pagefind,
				pagefindMs: pagefind,
				totalMs: total,
				maxRssKb: process.resourceUsage().maxRSS,
			}),
		);
	}
	return 0;
}

if (args) {
	try {
		process.exitCode = await main(args.values);
	} catch (e) {
		// a failure outside Astro (the file system, a rename): in words, never a stack trace
		console.error(`build failed: ${(e as Error).message}\nthe output folder was not changed`);
		process.exitCode = 1;
	}
}
