/**
 * Astro content-layer loaders over the project's one loader (src/lib/load.ts), so the site sees
 * exactly what `npm run validate` sees. Astro's own YAML parsing is never used for records.
 * Entries are stored already validated; the collection schema only supplies types.
 */
import type { Loader } from 'astro/loaders';
import { loadCorpus, type Corpus, type LoadOptions } from './load.ts';
import { countBySeverity } from './problems.ts';
import { formatReport } from './report.ts';
import { StudySchema } from '../schema/study.ts';

let cached: Corpus | undefined;

/** Loads once per process; every collection reads the same corpus. Throws when there is any error. */
export function validCorpus(options: LoadOptions = {}): Corpus {
	cached ??= loadCorpus(options);
	if (countBySeverity(cached.problems).errors > 0) {
		const report = formatReport(cached.problems, cached.fileCount);
		cached = undefined;
		throw new Error(`The records have errors; run npm run validate.\n${report}`);
	}
	return cached;
}

export function studiesLoader(options: LoadOptions = {}): Loader {
	return {
		name: 'skill-evidence:studies',
		schema: StudySchema,
		load: async ({ store, generateDigest }) => {
			cached = undefined; // a reload (dev server) reads the files again
			const corpus = validCorpus(options);
			store.clear();
			for (const s of corpus.studies) {
				// Astro wants paths inside the site root; records from another folder (benchmarks) have none.
				const inside = !s.file.startsWith('/') && !s.file.startsWith('..');
				store.set({ id: s.data.id, data: s.data, ...(inside ? { filePath: s.file } : {}), digest: generateDigest(s.source) });
			}
		},
	};
}

/** One entry per framework data file (axes, quantities, levels, checklist, estimand, references). */
export function frameworkLoader(options: LoadOptions = {}): Loader {
	return {
		name: 'skill-evidence:framework',
		load: async ({ store, generateDigest }) => {
			const corpus = validCorpus(options);
			store.clear();
			for (const [name, file] of Object.entries(corpus.dataFiles)) {
				const id = name.replace(/\.yaml$/, '');
				store.set({ id, data: file!.data as Record<string, unknown>, filePath: file!.file, digest: generateDigest(file!.source) });
			}
		},
	};
}
