/**
 * The build script's head start on citeproc: while Astro bundles the site (mostly in native
 * threads, the main thread idle), a worker thread formats the APA entry of every record and paper,
 * and the study pages wait for it instead of formatting those entries again (cite.ts).
 */
import { Worker } from 'node:worker_threads';
import { entryKey, setPendingEntries, storeEntries, type CiteprocStyle } from './cite.ts';
import type { CslItem } from './csl.ts';

/** Starts the pass; the pages' citations wait for it (pendingEntries). */
export function startCiteprocPass(items: readonly CslItem[], template: CiteprocStyle): Promise<void> {
	const unique = [...new Map(items.map((item) => [entryKey(item, template), item])).entries()];
	const done = new Promise<void>((resolve, reject) => {
		const worker = new Worker(new URL('./cite-worker.ts', import.meta.url), { workerData: { items: unique.map(([, item]) => item), template } });
		worker.once('message', (texts: string[]) => {
			storeEntries(texts.map((text, i) => [unique[i]![0], text]));
			resolve();
		});
		worker.once('error', reject);
		worker.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`citeproc worker exited with ${code}`))));
	});
	setPendingEntries(done);
	return done;
}
