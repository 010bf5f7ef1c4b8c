/**
 * What pages read: typed studies and framework data from the validated corpus, queried once per
 * build. Pages never parse or validate; the content loaders (src/corpus/astro-loader.ts) have read
 * and checked every file, and their collections tell Astro when something changed.
 */
import { getCollection } from 'astro:content';
import { currentCorpus } from './corpus/astro-loader.ts';
import { pendingEntries } from './exports/cite.ts';
import { primeRecordCitations } from './exports/record-meta.ts';
import path from 'node:path';
import { countBySeverity, type Problem } from './lib/problems.ts';
import type { Reference } from './schema/bibliography.ts';
import type { Framework } from './schema/framework.ts';
import type { Study } from './schema/study.ts';
import { VERSION } from './site-config.ts';

/**
 * In the dev server the records change under a running process: nothing is cached, and a record
 * with problems turns every page into Astro's error overlay, naming each problem.
 */
const DEV = import.meta.env.DEV;

/** The corpus with no error (a build never gets further with one; the dev server shows them). */
async function checkedCorpus() {
	// The dev server can answer before its loaders have synced and started watching the files;
	// asking for a collection waits for that, so an edit right after the first page is never missed.
	if (DEV) await getCollection('studies');
	const corpus = currentCorpus();
	if (countBySeverity(corpus.problems).errors > 0 || !corpus.framework) throw recordsError(corpus.problems);
	return { studies: corpus.studies.map((f) => f.data), framework: corpus.framework };
}

/**
 * What a page or download asked for in the dev server while the records have errors throws (pages
 * themselves get the problem list first, from src/integrations/dev-problems.ts). The terminal has
 * printed the problems when the file changed, so this says only how many and where the first is;
 * it has no stack frames, and its location is the YAML line, where the overlay's editor link goes.
 */
function recordsError(problems: readonly Problem[]): Error {
	const errors = problems.filter((p) => p.severity === 'error');
	const first = errors[0];
	const err = new Error(
		`The records have ${errors.length === 1 ? 'an error' : `${errors.length} errors`}${first ? `, the first in ${first.file}` : ''} (listed when the file changed; npm run validate lists them again). Fix and save: the page reloads.`,
	) as Error & { loc?: { file: string; line: number; column: number } };
	err.name = 'RecordProblems';
	err.stack = `${err.name}: ${err.message}`;
	if (first) err.loc = { file: path.resolve(first.file), line: first.line ?? 1, column: first.column ?? 1 };
	return err;
}

let studiesPromise: Promise<Study[]> | undefined;
let frameworkPromise: Promise<Framework> | undefined;

/** All studies, sorted by id. */
export function getStudies(): Promise<Study[]> {
	const load = () => checkedCorpus().then((c) => c.studies);
	if (DEV) return load();
	studiesPromise ??= load();
	return studiesPromise;
}

/** Framework data by file (axes, quantities, levels, checklist, estimand, references). */
export function getFramework(): Promise<Framework> {
	const load = () => checkedCorpus().then((c) => c.framework);
	if (DEV) return load();
	frameworkPromise ??= load();
	return frameworkPromise;
}

let indexesPromise: Promise<{ refsById: Map<number, Reference>; studyByRef: Map<number, string>; studiesById: Map<string, Study> }> | undefined;

/** Lookups every study page needs, built once per build rather than once per page. */
export function getIndexes(): Promise<{ refsById: Map<number, Reference>; studyByRef: Map<number, string>; studiesById: Map<string, Study> }> {
	if (DEV) indexesPromise = undefined;
	indexesPromise ??= Promise.all([getFramework(), getStudies()]).then(([framework, studies]) => ({
		refsById: new Map(framework.references.references.map((r) => [r.n, r])),
		studyByRef: new Map(studies.flatMap((s) => (s.paper.review_ref === undefined ? [] : [[s.paper.review_ref, s.id] as [number, string]]))),
		studiesById: new Map(studies.map((s) => [s.id, s])),
	}));
	return indexesPromise;
}

let citationsPromise: Promise<void> | undefined;

/**
 * Formats every study's APA citations in one pass before the first study page asks for its own,
 * which is several times faster than one citeproc run per page; unchanged entries stay formatted
 * in the dev server. A pass the build script started in a worker is waited for, not repeated.
 */
export function primeStudyCitations(site: URL): Promise<void> {
	// The dev server renders one page at a time: its two entries are formatted on demand, and kept.
	if (DEV) return Promise.resolve();
	citationsPromise ??= Promise.all([getStudies(), getFramework(), pendingEntries()]).then(([studies, framework]) =>
		primeRecordCitations(studies, framework, site, VERSION),
	);
	return citationsPromise;
}
