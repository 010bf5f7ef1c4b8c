/**
 * The four citation formats of a list of CSL items: BibTeX and RIS from our own writers
 * (src/exports/bibtex.ts, ris.ts), CSL-JSON as is, and an APA string formatted by citeproc through
 * citation-js, at build time only. The input is forced to CSL-JSON, so no input plugin (and no
 * network lookup) is ever consulted.
 */
import { Cite } from '@citation-js/core';
import '@citation-js/plugin-csl';
import { bibtexFile } from './bibtex.ts';
import type { CslItem } from './csl.ts';
import { risFile } from './ris.ts';

export interface Citations {
	bibtex: string;
	ris: string;
	csl: string;
	apa: string;
}

/** A bibliography in a citeproc style citation-js ships ('apa', 'vancouver', 'harvard1'), as plain text. */
export function formatStyle(items: readonly CslItem[], template: 'apa' | 'vancouver' | 'harvard1'): string {
	const cite = new Cite(structuredClone(items) as object[], { forceType: '@csl/list+object' });
	return String(cite.format('bibliography', { format: 'text', template, lang: 'en-US' })).trim();
}

export function formatCitations(items: readonly CslItem[]): Citations {
	return {
		bibtex: bibtexFile(items),
		ris: risFile(items),
		csl: `${JSON.stringify(items, null, 2)}\n`,
		apa: formatStyle(items, 'apa'),
	};
}
