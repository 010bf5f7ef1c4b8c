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

export function formatCitations(items: readonly CslItem[]): Citations {
	const c = cite(items);
	return {
		bibtex: `${bibtexOthers(String(c.format('bibtex', { format: 'text' }))).trim()}\n`,
		ris: `${unwrapRis(String(c.format('ris', { format: 'text' }))).trim()}\n`,
		csl: `${JSON.stringify(items, null, 2)}\n`,
		apa: String(c.format('bibliography', { format: 'text', template: 'apa', lang: 'en-US' })).trim(),
	};
}
