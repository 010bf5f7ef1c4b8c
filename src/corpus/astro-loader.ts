/**
 * Astro content-layer loaders over the project's one loader (src/corpus/load.ts), so the site sees
 * exactly what `npm run validate` sees. Astro's own YAML parsing is never used for records. The
 * collections hold an id and a digest per file: they tell Astro what changed, while pages read the
 * validated corpus itself (`currentCorpus`, through src/site-data.ts).
 *
 * In the dev server the loaders watch studies/ and data/: an edit validates again and updates the
 * pages. An edit with problems is reported in the terminal and changes the `problems` collection,
 * which reloads the page; pages then show the problems in Astro's error overlay (src/site-data.ts)
 * and the server keeps running. A build fails on any error instead.
 */
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Loader, LoaderContext } from 'astro/loaders';
import { loadCorpus, type Corpus, type LoadOptions, type ReadCache, type RulesMemo } from './load.ts';
import { buildSlot } from '../lib/build-context.ts';
import { countBySeverity } from '../lib/problems.ts';
import { formatReport } from '../lib/report.ts';

/** How long the dev server waits after a file event before reading the files again. */
const SETTLE_MS = 50;

/** The folders a corpus is read from, as the loader resolves them. */
function folders(options: LoadOptions): string[] {
	const root = path.resolve(options.root ?? process.cwd());
	return [path.resolve(root, options.studiesDir ?? process.env['STUDIES_DIR'] ?? 'studies'), path.resolve(root, options.dataDir ?? 'data')];
}

/** Names, sizes and modification times of the record and data files: changes when any file does. */
function signature(options: LoadOptions): string {
	return folders(options)
		.flatMap((dir) => {
			try {
				return readdirSync(dir)
					.filter((n) => /\.ya?ml$/.test(n))
					.map((n) => {
						const s = statSync(path.join(dir, n));
						return `${dir}/${n}:${s.size}:${s.mtimeMs}`;
					});
			} catch {
				return [`${dir}: unreadable`];
			}
		})
		.join('\n');
}

/**
 * The corpus last loaded, shared across module graphs (../lib/build-context.ts): Astro runs this
 * module in its own graph, so a module-level variable would not see the corpus scripts/build.ts has
 * just validated, and every build would read and check each record twice.
 */
const lastCorpus = buildSlot<{ signature: string; corpus: Corpus }>('corpus');
/** The problem report the dev server last printed, so that it prints each report once, whichever loader saw it first. */
const reported = buildSlot<string>('dev-problem-report');
/** Each file's last reading, so a change re-reads only the files that changed. */
const reuse: ReadCache = new Map();
/** Each rule's last problems, so a change to a record re-runs the record-scoped rules on that record alone. */
const rulesMemo: RulesMemo = {};

/** The corpus as the files are now, loaded once however many collections (or the build script) ask. */
export function currentCorpus(options: LoadOptions = {}): Corpus {
	const sig = signature(options);
	let last = lastCorpus.get();
	if (last?.signature !== sig) lastCorpus.set((last = { signature: sig, corpus: loadCorpus({ reuse, rulesMemo, ...options }) }));
	return last.corpus;
}

function errorsOf(corpus: Corpus): number {
	return countBySeverity(corpus.problems).errors;
}

/** The corpus, or an error naming every problem (the build's behaviour). */
export function validCorpus(options: LoadOptions = {}): Corpus {
	const corpus = currentCorpus(options);
	if (errorsOf(corpus) > 0) throw new Error(`The records have errors; run npm run validate.\n${formatReport(corpus.problems, corpus.fileCount)}`);
	return corpus;
}

type Fill = (store: LoaderContext['store'], corpus: Corpus, digest: LoaderContext['generateDigest']) => void;

/**
 * A loader that fills its collection from the corpus, and in the dev server fills it again
 * whenever a record or data file changes. `acceptInvalid` collections (the problem report) are
 * filled whatever the corpus holds; the others keep their last valid data while there are errors.
 */
function corpusLoader(name: string, options: LoadOptions, fill: Fill, acceptInvalid = false): Loader['load'] {
	return async ({ store, generateDigest, watcher, logger }) => {
		const sync = (reason?: string) => {
			const corpus = watcher || acceptInvalid ? currentCorpus(options) : validCorpus(options);
			if (errorsOf(corpus) > 0 && !acceptInvalid) {
				// Only the dev server gets here: report once per change (every loader sees the same
				// corpus), and keep serving the last valid data.
				const report = formatReport(corpus.problems, corpus.fileCount);
				if (reported.get() !== report) {
					reported.set(report);
					logger.error(`${reason ?? 'records'}: the records have problems; pages show them until they are fixed\n${report}`);
				}
				return;
			}
			if (errorsOf(corpus) === 0) reported.set(undefined);
			fill(store, corpus, generateDigest);
			if (reason && !acceptInvalid) logger.info(`${name}: reloaded after a change to ${reason}`);
		};
		sync();
		if (!watcher) return;
		const dirs = folders(options);
		watcher.add(dirs);
		// A save can arrive as several events (truncate, then write), and the watcher may drop the
		// later ones; the files are read once they have settled, not at the first event.
		let timer: ReturnType<typeof setTimeout> | undefined;
		const onChange = (changed: string) => {
			const abs = path.resolve(changed);
			if (!/\.ya?ml$/.test(abs) || !dirs.some((d) => abs.startsWith(`${d}${path.sep}`))) return;
			clearTimeout(timer);
			timer = setTimeout(() => sync(path.relative(process.cwd(), abs)), SETTLE_MS);
		};
		for (const event of ['change', 'add', 'unlink'] as const) watcher.on(event, onChange);
	};
}

/**
 * One entry per record, holding its id and the digest of its text, not the record: pages read the
 * records from the validated corpus (`currentCorpus`, through src/site-data.ts), so the build holds each record once instead of
 * three times (the corpus, Astro's data store and its copy for rendering), and the dev server
 * writes a small data store on every save. A changed digest is what tells the dev server to reload.
 */
export function studiesLoader(options: LoadOptions = {}): Loader {
	return {
		name: 'skill-evidence:studies',
		load: corpusLoader('studies', options, (store, corpus, generateDigest) => {
			// Entries whose digest did not change are left as they are (Astro skips them), so an edit
			// in the dev server updates one entry, not all of them.
			const ids = new Set(corpus.studies.map((s) => s.data.id));
			for (const id of store.keys()) if (!ids.has(id)) store.delete(id);
			for (const s of corpus.studies) {
				// Astro wants paths inside the site root; records from another folder (benchmarks) have none.
				const inside = !s.file.startsWith('/') && !s.file.startsWith('..');
				store.set({ id: s.data.id, data: { id: s.data.id }, ...(inside ? { filePath: s.file } : {}), digest: generateDigest(s.source) });
			}
		}),
	};
}

/** One entry per framework data file (axes, quantities, levels, checklist, estimand, references), holding its id and digest as the study entries do. */
export function frameworkLoader(options: LoadOptions = {}): Loader {
	return {
		name: 'skill-evidence:framework',
		load: corpusLoader('framework', options, (store, corpus, generateDigest) => {
			for (const id of store.keys()) if (!(`${id}.yaml` in corpus.dataFiles)) store.delete(id);
			for (const [name, file] of Object.entries(corpus.dataFiles)) {
				const id = name.replace(/\.yaml$/, '');
				store.set({ id, data: { id }, filePath: file!.file, digest: generateDigest(file!.source) });
			}
		}),
	};
}

/**
 * One entry (`report`) whose digest is that of the current problem report: a record gaining or
 * losing a problem changes it, which makes the dev server reload; pages read the problems from the
 * corpus itself.
 */
export function problemsLoader(options: LoadOptions = {}): Loader {
	return {
		name: 'skill-evidence:problems',
		load: corpusLoader(
			'problems',
			options,
			(store, corpus, generateDigest) => {
				store.set({ id: 'report', data: {}, digest: generateDigest(formatReport(corpus.problems, corpus.fileCount)) });
			},
			true,
		),
	};
}
