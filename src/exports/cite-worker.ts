/** A worker thread that runs one citeproc pass (cite.ts formatPass) and posts the entries back. */
import { parentPort, workerData } from 'node:worker_threads';
import { formatPass, type CiteprocStyle } from './cite.ts';
import type { CslItem } from './csl.ts';

const { items, template } = workerData as { items: CslItem[]; template: CiteprocStyle };
parentPort!.postMessage(formatPass(items, template));
