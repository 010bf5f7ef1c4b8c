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
import { existsSync, renameSync, writeFileSync } from 'node:fs';
import { copyFile } from 'node:fs/promises';
import path from 'node:path';
import { check, cliOrAnswer, fromUser, processIo, say, type CliIo, type CliSpec } from '../src/lib/cli.ts';
import pkg from '../package.json' with { type: 'json' };
import { BUILD_MARKER, outDirProblem, removeBuildSibling, removeStaleBuildFolders } from '../src/lib/out-dir.ts';
import { countBySeverity } from '../src/lib/problems.ts';
import { formatReport } from '../src/lib/report.ts';
import { releaseMemory } from '../src/lib/release-memory.ts';

const SPEC: CliSpec = {
	name: 'build',
	usage: '[--out DIR] [--studies DIR]',
	summary:
		'Validates every record, builds the site with Astro and Pagefind into a temporary folder, and replaces the output folder (dist/ by default) only when every stage succeeded.',
	example: 'npm run build -- --out tmp/site',
	options: { out: { type: 'string' }, studies: { type: 'string' } },
	checks: { studies: check.folder },
};

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

/**
 * The command on `argv` (the arguments after the script), its messages written to `io`; resolves
 * to the exit code. Astro builds in this process (it reads the process's environment and writes
 * its own warnings to the process's streams), and SIGINT, SIGTERM and SIGHUP end the process once
 * the temporary folders are gone.
 */
export async function main(argv: string[], io: CliIo = processIo()): Promise<number> {
	process.env['ASTRO_TELEMETRY_DISABLED'] = '1';
	const args = cliOrAnswer<{ out?: string; studies?: string }>(SPEC, argv, io);
	// --help or a bad option: answered, with its exit code
	if (typeof args === 'number') return args;
	try {
		return await build(args.values, io);
	} catch (e) {
		// a failure outside Astro (the file system, a rename): in words, never a stack trace
		say(io.stderr, `build failed: ${(e as Error).message}\nthe output folder was not changed`);
		return 1;
	}
}

/**
 * The build, step by step: accept the output folder, hook the clean-up, validate, start the
 * citations, build with Astro into the temporary folder, write the downloads, and swap the result
 * into place.
 */
async function build(values: { out?: string; studies?: string }, io: CliIo): Promise<number> {
	if (values.studies) io.env['STUDIES_DIR'] = fromUser(values.studies, io);
	const folders = acceptOutputFolder(values, io);
	if (!folders) return 1;
	const unhook = cleanUpOnExit(folders, io);
	const modules = await loadBuildModules();
	removeLeftovers(folders, io);

	const t0 = performance.now();
	const corpus = validate(folders, io, modules);
	if (!corpus) {
		unhook();
		return 1;
	}
	const validated = performance.now();
	say(io.stdout, `validated ${corpus.studies.length} studies in ${Math.round(validated - t0)} ms`);

	const all = corpus.studies.map((f) => f.data);
	// validation's garbage (every file's text and parse) goes before Astro starts, not after its peak
	releaseMemory();
	startCitations(all, corpus, modules);
	if (!(await astroBuild(folders, io, modules))) return 1;
	await writeDownloads(folders, all, corpus, modules);
	publish(folders);
	const total = performance.now() - t0;
	say(io.stdout, `built ${folders.shown} in ${(total / 1000).toFixed(1)} s`);
	await writeTimings(io, validated - t0, total);
	return 0;
}

/** The output folder and its hidden siblings, so the final swap is a rename on one file system. */
interface Folders {
	root: string;
	outDir: string;
	/** The output folder as messages name it: relative to the root when inside it. */
	shown: string;
	/** Where Astro builds. */
	tmpDir: string;
	/** Where the previous build waits while the new one is renamed into place. */
	oldDir: string;
	/** Astro's cache: each build keeps its own, so builds running side by side (tests) cannot collide. */
	cacheDir: string;
}

/** The output folder and its siblings, or undefined (with the reason said) when the folder is refused. */
function acceptOutputFolder(values: { out?: string }, io: CliIo): Folders | undefined {
	const root = io.cwd;
	const outDir = values.out ? fromUser(values.out, io) : path.join(root, 'dist');
	const shown = path.relative(root, outDir) || outDir;
	const refused = outDirProblem(outDir, root);
	if (refused) {
		say(io.stderr, `build refused: ${refused}`);
		return undefined;
	}
	// Siblings of the output folder, hidden, so the final swap is a rename on one file system.
	const sibling = (kind: string) => path.join(path.dirname(outDir), `.${path.basename(outDir)}.${kind}-${process.pid}`);
	return { root, outDir, shown, tmpDir: sibling('tmp'), oldDir: sibling('old'), cacheDir: sibling('cache') };
}

/**
 * Removes the temporary folders as the process ends, and on SIGINT, SIGTERM and SIGHUP ends it once
 * they are gone. Returns the function that unhooks all this and cleans up at once, for a build that
 * stops before Astro.
 */
function cleanUpOnExit({ outDir, shown, tmpDir, oldDir, cacheDir }: Folders, io: CliIo): () => void {
	const cleanUp = () => {
		removeBuildSibling(tmpDir, outDir);
		removeBuildSibling(cacheDir, outDir);
		// interrupted between the two renames: put the previous build back
		if (existsSync(oldDir) && !existsSync(outDir)) renameSync(oldDir, outDir);
		removeBuildSibling(oldDir, outDir);
	};
	// Astro may still flush its cache after build() returns; the cache goes as the process ends.
	process.on('exit', cleanUp);
	const signals = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;
	const onSignal = signals.map((signal) => () => {
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
				say(io.stderr, `build interrupted (${signal}); ${shown} was not changed`);
				process.exit(signal === 'SIGINT' ? 130 : 143);
			});
	});
	signals.forEach((signal, i) => process.once(signal, onSignal[i]!));
	/** A build that stops before Astro has made nothing: its hooks go, so a caller that goes on (a test calling main) does not gather them. */
	const unhook = () => {
		process.off('exit', cleanUp);
		signals.forEach((signal, i) => process.off(signal, onSignal[i]!));
		cleanUp();
	};
	return unhook;
}

/**
 * What only a build that goes ahead needs (Vite, zod, citeproc) loads here, after the output
 * folder is accepted: a refused folder, --help or a mistyped option answers at once.
 */
async function loadBuildModules() {
	const [{ SITE, BASE }, { currentCorpus }, { forgetPositions }, { startCiteprocPass }, { recordItems }, { PIECED_DOWNLOADS_AFTER, writePiecedDownloads }] =
		await Promise.all([
			import('../astro.config.mjs'),
			import('../src/corpus/astro-loader.ts'),
			import('../src/corpus/load.ts'),
			import('../src/exports/cite-pass.ts'),
			import('../src/exports/record-meta.ts'),
			import('../src/exports/write-downloads.ts'),
		]);
	return { SITE, BASE, currentCorpus, forgetPositions, startCiteprocPass, recordItems, PIECED_DOWNLOADS_AFTER, writePiecedDownloads };
}

type BuildModules = Awaited<ReturnType<typeof loadBuildModules>>;
type Corpus = ReturnType<BuildModules['currentCorpus']>;
/** The validated records. */
type Studies = Corpus['studies'][number]['data'][];

/** Removes the folders of builds that were killed (their process no longer runs), and says so. */
function removeLeftovers({ outDir }: Folders, io: CliIo): void {
	const stale = removeStaleBuildFolders(outDir);
	if (stale.length > 0) say(io.stdout, `removed ${stale.length} folder(s) left by interrupted builds: ${stale.join(', ')}`);
}

/** The validated corpus, its problems reported; undefined (with the reason said) when a record has an error. */
function validate({ root, shown }: Folders, io: CliIo, { currentCorpus, forgetPositions }: BuildModules): Corpus | undefined {
	// validated here once; Astro's content loaders reuse this corpus (currentCorpus keeps it)
	const corpus = currentCorpus({ root, studiesDir: io.env['STUDIES_DIR'] ?? 'studies', lean: true });
	const { errors } = countBySeverity(corpus.problems);
	if (corpus.problems.length > 0 || errors > 0) {
		say(io.stdout, formatReport(corpus.problems, corpus.fileCount, { color: Boolean(io.stdout.isTTY) && !io.env['NO_COLOR'] }));
	}
	if (errors > 0) {
		say(io.stderr, `build stopped: validation failed; ${shown} was not changed`);
		return undefined;
	}
	forgetPositions(corpus);
	return corpus;
}

/** citeproc in a worker while Astro bundles; the study pages take its entries (src/exports/cite-pass.ts) */
function startCitations(all: Studies, corpus: Corpus, { SITE, BASE, startCiteprocPass, recordItems }: BuildModules): void {
	void startCiteprocPass(
		all.flatMap((study) => {
			const { record, paperItem } = recordItems(study, corpus.framework!, new URL(BASE, SITE), pkg.version, all);
			return [record, paperItem];
		}),
		'apa',
	).catch(() => undefined);
}

/** Astro builds the site into the temporary folder; false (with the reason said, in words) when it fails. */
async function astroBuild({ root, outDir, shown, tmpDir, cacheDir }: Folders, io: CliIo, { PIECED_DOWNLOADS_AFTER }: BuildModules): Promise<boolean> {
	removeBuildSibling(tmpDir, outDir);
	// Astro builds in this process and reads its environment: the records' folder is set there.
	if (io.env['STUDIES_DIR'] !== undefined) process.env['STUDIES_DIR'] = io.env['STUDIES_DIR'];
	// Astro logs an error with its stack before it throws; the reader gets its message, not the frames.
	const restore = withoutStackFrames();
	try {
		const { build } = await import('astro');
		// Astro's endpoints read it there: the build writes studies.json and results.csv itself, after Astro
		process.env[PIECED_DOWNLOADS_AFTER] = '1';
		await build({ root, outDir: tmpDir, cacheDir, logLevel: io.env['ASTRO_LOG_LEVEL'] === 'info' ? 'info' : 'warn' });
	} catch (err) {
		removeBuildSibling(tmpDir, outDir);
		const e = err as Error & { loc?: { file?: string; line?: number; column?: number }; hint?: string };
		const where = e.loc?.file ? ` (${path.relative(root, e.loc.file)}${e.loc.line ? `:${e.loc.line}${e.loc.column ? `:${e.loc.column}` : ''}` : ''})` : '';
		// the message's own lines (esbuild lists each error on the lines after "Build failed"), never its stack frames
		const lines = e.message
			.replace(/\u001b\[[0-9;]*m/g, '')
			.split('\n')
			.filter((l) => l.trim() !== '' && !STACK_FRAME.test(l))
			.slice(0, 6);
		say(io.stderr, `build failed in Astro${where}: ${lines.join('\n  ')}${e.hint ? `\n  hint: ${e.hint}` : ''}`);
		say(io.stderr, `${shown} was not changed`);
		return false;
	} finally {
		restore();
	}
	return true;
}

/** The downloads Astro does not write: studies.json, results.csv and each record's YAML. */
async function writeDownloads({ tmpDir }: Folders, all: Studies, corpus: Corpus, { SITE, BASE, writePiecedDownloads }: BuildModules): Promise<void> {
	// the downloads that grow with every record, a record at a time (src/exports/write-downloads.ts)
	await writePiecedDownloads(path.join(tmpDir, 'data'), { studies: all, framework: corpus.framework!, site: new URL(BASE, SITE), version: pkg.version });
	// Each record's YAML, byte for byte, for the "view the record" link: a copy, not a page. The
	// copies run side by side on libuv's threads (one at a time, they took 0.5 s at 1,000 records).
	await Promise.all(corpus.studies.map((s) => copyFile(s.abs, path.join(tmpDir, 'studies', `${s.data.id}.yaml`))));
}

/** Marks the new build as one the next build may replace, and swaps it into place of the output folder. */
function publish({ outDir, tmpDir, oldDir }: Folders): void {
	writeFileSync(
		path.join(tmpDir, BUILD_MARKER),
		'Built by npm run build (skill-evidence). This file marks the folder as a build that the next build may replace.\n',
	);
	if (existsSync(outDir)) renameSync(outDir, oldDir);
	renameSync(tmpDir, outDir);
	removeBuildSibling(oldDir, outDir);
}

/** With BUILD_TIMINGS set: stage timings for npm run bench: validation, Astro (pages), Pagefind, and peak memory. */
async function writeTimings(io: CliIo, validateMs: number, total: number): Promise<void> {
	if (!io.env['BUILD_TIMINGS']) return;
	const pagefind = (await import('../src/integrations/pagefind.ts')).pagefindMs.get() ?? 0;
	writeFileSync(
		io.env['BUILD_TIMINGS'],
		JSON.stringify({
			validateMs,
			astroMs: total - validateMs - pagefind,
			pagefindMs: pagefind,
			totalMs: total,
			maxRssKb: process.resourceUsage().maxRSS,
		}),
	);
}

// run as a script (node scripts/build.ts), not when a test imports main
if (import.meta.main) process.exitCode = await main(process.argv.slice(2));
