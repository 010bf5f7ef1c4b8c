/**
 * The four citation formats of a list of CSL items: BibTeX and RIS from our own writers
 * (src/exports/bibtex.ts, ris.ts), CSL-JSON as is, and an APA string formatted by citeproc through
 * citation-js, at build time only. The input is forced to CSL-JSON, so no input plugin (and no
 * network lookup) is ever consulted.
 *
 * citeproc is the slowest step of a build when it formats entries one at a time (a new engine
 * state per entry). Single entries are therefore formatted in one pass over every entry a build
 * needs (`primeEntries`) and kept by the digest of their CSL item, so an unchanged entry is never
 * formatted twice, in a build or in the dev server.
 */
import { createHash } from 'node:crypto';
import { Cite, plugins } from '@citation-js/core';
import '@citation-js/plugin-csl';
import { buildValue } from '../lib/build-context.ts';
import { bibtexFile, type BibtexOptions } from './bibtex.ts';
import type { CslItem } from './csl.ts';
import { risFile } from './ris.ts';

/** The files a list of items is offered as. */
export interface CitationFiles {
	bibtex: string;
	ris: string;
	csl: string;
}

export interface Citations extends CitationFiles {
	apa: string;
}

export type CiteprocStyle = 'apa' | 'vancouver' | 'harvard1';

const AS_CSL = { forceType: '@csl/list+object' } as const;

/** A bibliography in a citeproc style citation-js ships, as plain text: sorted, and disambiguated as one list. */
export function formatStyle(items: readonly CslItem[], template: CiteprocStyle): string {
	const cite = new Cite(structuredClone(items) as object[], AS_CSL);
	const entries = cite.format('bibliography', { format: 'text', template, lang: 'en-US', asEntryArray: true }) as unknown as [string, string][];
	const byId = new Map(items.map((item) => [item.id, item]));
	return entries.map(([id, text]) => withEtAl(text.trim(), byId.get(id)!)).join('\n');
}

/**
 * Formatted single entries by style and the digest of their CSL item, shared across module graphs
 * (../lib/build-context.ts) so the build script (which may format them in a worker while Astro
 * bundles) and Astro's own module graph share them.
 */
const cache = buildValue<{ entries: Map<string, string>; pending?: Promise<void> }>('citeproc-entries', () => ({ entries: new Map() }));
const entries = cache.entries;

/** The key of an item's entry in a style: the digest of the style and the item. */
export const entryKey = (item: CslItem, template: CiteprocStyle) =>
	createHash('sha1').update(template).update('\0').update(JSON.stringify(item)).digest('base64');

/** Entries formatted elsewhere (a worker), stored as if formatted here. */
export function storeEntries(formatted: Iterable<[string, string]>): void {
	for (const [key, text] of formatted) entries.set(key, text);
}

/** Waits for a pass the build script has started, if any, so its entries are not formatted twice. */
export function pendingEntries(): Promise<void> {
	return cache.pending ?? Promise.resolve();
}

/** Marks a pass as running until `done` settles. */
export function setPendingEntries(done: Promise<void>): void {
	cache.pending = done.catch(() => undefined);
}

/**
 * A style as it formats entries that are each read alone. In one pass over many entries, citeproc
 * tells apart those that share author and year ("2026a", "n.d.-b", an added given name), and that
 * disambiguation is a large share of the pass's time (every record shares its author and year).
 * Those letters belong to a reference list; an entry cited alone has none, and its text must not
 * change when another record is added. So a pass uses a copy of the style without the
 * disambiguation attributes, registered once under its own name, and gives for each entry exactly
 * what citeproc gives for that entry on its own (tests/unit/exports.test.ts).
 *
 * The copy has no `<sort>` either: the pass indexes entries by id, so their order is never read,
 * and without disambiguation the order changes no text. citeproc compiles each sort key's macros
 * into tokens of their own, and APA's two sorts were about 88 MB of every engine's 92 MB of heap,
 * held for the whole build in the worker and in the main thread alike (scripts/bench/PROFILE.md).
 */
function aloneStyle(template: CiteprocStyle): string {
	const name = `${template}-alone`;
	const { styles } = plugins.config.get('@csl');
	if (!styles.has(name)) {
		const alone = (styles.get(template) as string)
			.replace(/\sdisambiguate-add-(?:year-suffix|names|givenname)="true"/g, '')
			.replace(/<sort>[\s\S]*?<\/sort>/g, '');
		styles.add(name, alone);
	}
	return name;
}

/**
 * How many entries citeproc formats in one bibliography. Each entry reads alone (no
 * disambiguation), so the size changes no text; what it bounds is citeproc's memory, which grows
 * with the bibliography: one bibliography of the 10,000 entries of 5,000 records took the worker's
 * heap to about 590 MB.
 */
const PASS_CHUNK = 500;

/** One citeproc pass over `items`: each one's entry as it reads alone, in the order given, `chunk` entries to a bibliography. */
export function formatPass(items: readonly CslItem[], template: CiteprocStyle, chunk = PASS_CHUNK): string[] {
	const texts: string[] = new Array<string>(items.length);
	for (let start = 0; start < items.length; start += chunk) {
		// ids unique within the pass, whatever the items' own ids are; they index the result
		const batch = items.slice(start, start + chunk).map((item, i) => ({ ...structuredClone(item), id: String(start + i) }));
		const out = new Cite(batch, AS_CSL).format('bibliography', {
			format: 'text',
			template: aloneStyle(template),
			lang: 'en-US',
			asEntryArray: true,
		}) as unknown as [string, string][];
		for (const [id, text] of out) texts[Number(id)] = withEtAl(text.trim(), items[Number(id)]!);
	}
	return texts;
}

/**
 * An entry whose author list the source cut short says so as APA does, "et al." after the names
 * it has, never an author called "others": "Qu, C., Dai, S., et al. (2024)".
 */
export function withEtAl(text: string, item: CslItem): string {
	if (!item.custom?.authors_truncated || item.author.length === 0) return text;
	const at = text.search(/ \((?:\d{4}|n\.d\.)/);
	if (at <= 0) return text;
	const names = text
		.slice(0, at)
		.replace(/,? & (?=[^&]*$)/, ', ')
		.replace(/\.$/, '.');
	return `${names}, et al.${text.slice(at)}`;
}

/** Formats, in one citeproc pass, every item whose entry is not known yet, each as it reads alone. */
export function primeEntries(items: readonly CslItem[], template: CiteprocStyle): void {
	const missing = new Map<string, CslItem>();
	for (const item of items) {
		const key = entryKey(item, template);
		if (!entries.has(key)) missing.set(key, item);
	}
	if (missing.size === 0) return;
	const keys = [...missing.keys()];
	formatPass([...missing.values()], template).forEach((text, i) => entries.set(keys[i]!, text));
}

/** One item's entry in a style, as it reads alone (from the cache when a pass has formatted it). */
export function formatEntry(item: CslItem, template: CiteprocStyle): string {
	const key = entryKey(item, template);
	let text = entries.get(key);
	if (text === undefined) entries.set(key, (text = formatPass([item], template)[0]!));
	return text;
}

/** One citation format of a list of items (no citeproc). */
export function citationFile(items: readonly CslItem[], format: keyof CitationFiles, bibtex: BibtexOptions = {}): string {
	if (format === 'bibtex') return bibtexFile(items, bibtex);
	if (format === 'ris') return risFile(items);
	return `${JSON.stringify(items, null, 2)}\n`;
}

/** BibTeX, RIS and CSL-JSON of a list of items (no citeproc). */
export function citationFiles(items: readonly CslItem[], bibtex: BibtexOptions = {}): CitationFiles {
	return { bibtex: citationFile(items, 'bibtex', bibtex), ris: citationFile(items, 'ris'), csl: citationFile(items, 'csl') };
}

/** The four formats of one item, as a citation box offers them. */
export function formatCitations(item: CslItem): Citations {
	return { ...citationFiles([item]), apa: formatEntry(item, 'apa') };
}
