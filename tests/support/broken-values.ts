/**
 * Finds what a template prints when a value is missing: "undefined", "NaN", "null" after a
 * separator, "[object Object]". A record may use such a word in its own prose ("the order is
 * undefined"), so a hit is accepted when the records hold the same words around it; everything
 * else is reported with its file and context. Words, not characters, are compared, so HTML, LaTeX
 * and BibTeX escaping around the hit does not matter.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const BROKEN = /\bundefined\b|\bNaN\b|\[object Object\]|[–:=]\s?null\b/g;

/** Lower-case word tokens of a text. */
const tokens = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

export interface BrokenValue {
	file: string;
	context: string;
}

/** The hits in one text that the records' own words do not explain. `recordWords` is tokens(recordText).join(' ') padded with spaces. */
export function brokenValues(text: string, file: string, recordWords: string): BrokenValue[] {
	const out: BrokenValue[] = [];
	for (const m of text.matchAll(BROKEN)) {
		const i = m.index ?? 0;
		// markup around the hit is not a word of it: whole tags, a tag cut by the window's edge, and LaTeX commands go
		const before = tokens(
			text
				.slice(Math.max(0, i - 80), i)
				.replace(/<[^>]*>/g, ' ')
				.replace(/^[^<]*>/, ' ')
				.replace(/\\[a-zA-Z]+/g, ' '),
		).slice(-1);
		const after = tokens(
			text
				.slice(i + m[0].length, i + m[0].length + 80)
				.replace(/<[^>]*>/g, ' ')
				.replace(/<[^>]*$/, ' ')
				.replace(/\\[a-zA-Z]+/g, ' '),
		).slice(0, 1);
		const hit = tokens(m[0]);
		// the record says the same thing, with the same neighbouring words
		const phrase = ` ${[...before, ...hit, ...after].join(' ')} `;
		if (hit.length > 0 && recordWords.includes(phrase)) continue;
		out.push({ file, context: text.slice(Math.max(0, i - 40), i + m[0].length + 40).replace(/\s+/g, ' ') });
	}
	return out;
}

/**
 * Files of the built site a reader gets as text (pages, downloads, feeds), without scripts, the
 * search index and matrix-words.json (each record's words once each, unordered: no prose to check).
 */
export function readableFiles(dir: string): string[] {
	const out: string[] = [];
	const walk = (d: string) => {
		for (const name of readdirSync(d)) {
			const abs = path.join(d, name);
			if (statSync(abs).isDirectory()) {
				if (name !== 'pagefind' && name !== '_astro') walk(abs);
			} else if (/\.(html|csv|json|tex|bib|ris|xml|txt|svg|cff|yaml)$/.test(name) && name !== 'matrix-words.json') out.push(abs);
		}
	};
	walk(dir);
	return out.sort();
}

/** Every record's words, for brokenValues. */
export function recordWordsOf(recordDir: string): string {
	return ` ${readdirSync(recordDir)
		.filter((n) => n.endsWith('.yaml'))
		.map((n) => tokens(readFileSync(path.join(recordDir, n), 'utf8')).join(' '))
		.join(' ')} `;
}
