/**
 * Formats CSL-JSON as BibTeX, RIS and an APA string with citation-js, at build time only. The input
 * is forced to CSL-JSON, so no input plugin (and no network lookup) is ever consulted.
 */
import { Cite } from '@citation-js/core';
import '@citation-js/plugin-bibtex';
import '@citation-js/plugin-csl';
import '@citation-js/plugin-ris';
import type { CslItem } from './csl.ts';

export interface Citations {
	bibtex: string;
	ris: string;
	csl: string;
	apa: string;
}

function cite(items: readonly CslItem[]): Cite {
	return new Cite(structuredClone(items) as object[], { forceType: '@csl/list+object' });
}

/** BibTeX wants "and others" bare, not braced as if "others" were a name. */
function bibtexOthers(text: string): string {
	return text.replace(/ and \{others\}/g, ' and others');
}

/**
 * citation-js wraps RIS lines at 70 characters, splitting words; readers then join the pieces with
 * a space ("real-worl d"). Each tag keeps its value on one line instead.
 */
function unwrapRis(text: string): string {
	return text.replace(/\n(?![A-Z][A-Z0-9]  -)/g, '');
}

/**
 * citation-js's BibTeX output drops CSL `keyword`, which names an entry's collection; BibTeX
 * managers read it as `keywords`. Entries come out in input order, so each gets its own back.
 */
function bibtexKeywords(text: string, items: readonly CslItem[]): string {
	const entries = text.trim().split(/\n(?=@)/);
	if (entries.length !== items.length) return text;
	return entries
		.map((entry, i) => {
			const keyword = items[i]!.keyword;
			return keyword ? entry.replace(/\n\}\s*$/, `\n\tkeywords = {${keyword}},\n}\n`) : entry;
		})
		.join('\n');
}

export function formatCitations(items: readonly CslItem[]): Citations {
	const c = cite(items);
	return {
		bibtex: `${bibtexKeywords(bibtexOthers(String(c.format('bibtex', { format: 'text' }))), items).trim()}\n`,
		ris: `${unwrapRis(String(c.format('ris', { format: 'text' }))).trim()}\n`,
		csl: `${JSON.stringify(items, null, 2)}\n`,
		apa: String(c.format('bibliography', { format: 'text', template: 'apa', lang: 'en-US' })).trim(),
	};
}
