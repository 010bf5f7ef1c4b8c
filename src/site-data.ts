/**
 * What pages read: typed studies and framework data from the content collections, queried once
 * per build. Pages never parse or validate; the collections hold data the loader already checked.
 */
import { getCollection } from 'astro:content';
import { pendingEntries } from './exports/cite.ts';
import { primeRecordCitations } from './exports/record-meta.ts';
import type { Reference } from './schema/bibliography.ts';
import type { Framework } from './schema/framework.ts';
import type { Study } from './schema/study.ts';
import { VERSION } from './site-config.ts';

/**
 * In the dev server the collections change under a running process: nothing is cached, and a
 * record with problems turns every page into Astro's error overlay, naming each problem.
 */
const DEV = import.meta.env.DEV;

async function throwOnProblems(): Promise<void> {
	if (!DEV) return;
	const [entry] = await getCollection('problems');
	const { errors, report } = (entry?.data ?? { errors: 0, report: '' }) as { errors: number; report: string };
	if (errors > 0) throw new Error(`The records have problems (fix them and save; the page reloads):\n${report}`);
}

let studiesPromise: Promise<Study[]> | undefined;
let frameworkPromise: Promise<Framework> | undefined;

/** All studies, sorted by id. */
export function getStudies(): Promise<Study[]> {
	const load = () =>
		throwOnProblems()
			.then(() => getCollection('studies'))
			.then((entries) => entries.map((e) => e.data as Study).sort((a, b) => a.id.localeCompare(b.id)));
	if (DEV) return load();
	studiesPromise ??= load();
	return studiesPromise;
}

/** Framework data by file (axes, quantities, levels, checklist, estimand, references). */
export function getFramework(): Promise<Framework> {
	const load = () =>
		throwOnProblems()
			.then(() => getCollection('framework'))
			.then((entries) => Object.fromEntries(entries.map((e) => [e.id, e.data])) as unknown as Framework);
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
	if (DEV) citationsPromise = undefined;
	citationsPromise ??= Promise.all([getStudies(), getFramework(), pendingEntries()]).then(([studies, framework]) =>
		primeRecordCitations(studies, framework, site, VERSION),
	);
	return citationsPromise;
}
