/**
 * What pages read: typed studies and framework data from the content collections, queried once
 * per build. Pages never parse or validate; the collections hold data the loader already checked.
 */
import { getCollection } from 'astro:content';
import type { Framework } from './schema/framework.ts';
import type { Study } from './schema/study.ts';

let studiesPromise: Promise<Study[]> | undefined;
let frameworkPromise: Promise<Framework> | undefined;

/** All studies, sorted by id. */
export function getStudies(): Promise<Study[]> {
	studiesPromise ??= getCollection('studies').then((entries) =>
		entries.map((e) => e.data as Study).sort((a, b) => a.id.localeCompare(b.id)),
	);
	return studiesPromise;
}

/** Framework data by file (axes, quantities, levels, checklist, estimand, references). */
export function getFramework(): Promise<Framework> {
	frameworkPromise ??= getCollection('framework').then(
		(entries) => Object.fromEntries(entries.map((e) => [e.id, e.data])) as unknown as Framework,
	);
	return frameworkPromise;
}

/** The YAML text of a record exactly as committed, for the "view the record" link. */
export async function getRecordSource(id: string): Promise<string> {
	const entries = await getCollection('studies');
	const entry = entries.find((e) => e.id === id);
	if (entry?.body === undefined) throw new Error(`no source for study ${id}`);
	return entry.body;
}
