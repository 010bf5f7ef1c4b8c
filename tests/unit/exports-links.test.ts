/**
 * DOIs and URLs holding the characters LaTeX, BibTeX and URLs treat specially (issue 32, item 3):
 * what the schema accepts is written so that each format's own reader gets the value back intact
 * (BibTeX by @retorquere/bibtex-parser, RIS by citation-js), what it refuses is refused with a
 * message naming the character, and the BibTeX writer stays safe on a value that slipped past the
 * schema. pdflatex, bibtex and biber read the same entries in tests/e2e/bibtex-compile.test.ts.
 */
import { Cite } from '@citation-js/core';
import '@citation-js/plugin-ris';
import { parse as parseBibtex } from '@retorquere/bibtex-parser';
import { describe, expect, it } from 'vitest';
import { bibtexEntry } from '../../src/exports/bibtex.ts';
import type { CslItem } from '../../src/exports/csl.ts';
import { risRecord } from '../../src/exports/ris.ts';
import { doiUrl } from '../../src/lib/doi.ts';
import { Doi } from '../../src/schema/bibliography.ts';
import { httpUrl } from '../../src/schema/common.ts';

/** Each character the probe named, and the space. */
export const DANGEROUS = ['$', '%', '#', '&', '_', '^', '~', '<', '>', '{', '}', '\\', '"', ' '] as const;

/** DOIs the schema accepts: the specials a real DOI holds (SICI's <>;(), underscores) and the rest LaTeX reads specially. */
export const ACCEPTED_DOIS = ['10.1000/a&d_e^f~g<h>', '10.1002/(SICI)1097-4571(199806)49:8<693::AID-ASI4>3.0.CO;2-O', '10.1000/x?y=1', '10.1000/ab_c~d'];
/** URLs the schema accepts: percent-escapes, a fragment, a query, underscores and tildes, an apostrophe. */
export const ACCEPTED_URLS = ['https://example.org/p_a~b/c?x=1&y=%7B#frag', 'https://example.org/a%20b%25c', "https://example.org/it's#sec-2"];

const item = (doi: string | undefined, url: string | undefined): CslItem => ({
	id: 'x',
	'citation-key': 'doe2024links',
	type: 'article-journal',
	title: 'Links',
	author: [{ family: 'Doe', given: 'J' }],
	'container-title': 'J',
	issued: { 'date-parts': [[2024]] },
	...(doi === undefined ? {} : { DOI: doi }),
	...(url === undefined ? {} : { URL: url }),
});

const messages = (r: { success: boolean; error?: { issues: { message: string }[] } }) => (r.error?.issues ?? []).map((i) => i.message).join('; ');

describe('the schema: what a DOI or URL may hold', () => {
	const url = httpUrl('test');

	it('accepts the characters real DOIs and URLs hold', () => {
		for (const d of ACCEPTED_DOIS) expect(Doi.safeParse(d).success, d).toBe(true);
		for (const u of ACCEPTED_URLS) expect(url.safeParse(u).success, u).toBe(true);
	});

	it('refuses $ % # in a DOI, naming the character and why', () => {
		for (const c of ['$', '%', '#']) {
			const r = Doi.safeParse(`10.1000/a${c}b`);
			expect(r.success, c).toBe(false);
			expect(messages(r)).toContain(`"${c}"`);
		}
	});

	it('refuses $ in a URL and says to percent-encode it', () => {
		const r = url.safeParse('https://example.org/a$b');
		expect(r.success).toBe(false);
		expect(messages(r)).toContain('$');
	});

	it('still refuses braces, backslashes, quotes and spaces in both', () => {
		for (const c of ['{', '}', '\\', '"', ' ']) {
			expect(Doi.safeParse(`10.1000/a${c}b`).success, c).toBe(false);
			expect(url.safeParse(`https://example.org/a${c}b`).success, c).toBe(false);
		}
	});
});

describe('BibTeX: DOI and URL fields read back by a BibTeX parser', () => {
	it('every accepted DOI and URL comes back exactly, with no parse error', () => {
		for (const doi of ACCEPTED_DOIS)
			for (const url of ACCEPTED_URLS) {
				const lib = parseBibtex(bibtexEntry(item(doi, url)));
				expect(lib.errors, `${doi} ${url}`).toEqual([]);
				expect(lib.entries).toHaveLength(1);
				expect(lib.entries[0]!.fields['doi'], doi).toBe(doi);
				expect(lib.entries[0]!.fields['url'], url).toBe(url);
			}
	});

	it.each(DANGEROUS)('a value the schema would refuse, holding %j, still leaves one whole entry with its URL', (c) => {
		const bib = [
			bibtexEntry(item(`10.1000/a${c}b`, `https://example.org/a${c}b`)),
			bibtexEntry({ ...item(undefined, undefined), 'citation-key': 'next' }),
		].join('\n');
		const lib = parseBibtex(bib);
		expect(lib.errors).toEqual([]);
		expect(lib.entries.map((e) => e.key)).toEqual(['doe2024links', 'next']);
		expect(lib.entries[0]!.fields['title']).toBe('Links');
		expect(lib.entries[0]!.fields['url']).toMatch(/^https:\/\/example\.org\/a\S+b$/);
	});

	it('the guard leaves out a DOI the schema refuses, percent-encodes $ in a URL, and keeps a URL’s own % and #', () => {
		for (const c of ['$', '%', '#', '{', '}', '\\', '"', ' ']) expect(bibtexEntry(item(`10.1000/a${c}b`, undefined)), c).not.toContain('doi =');
		expect(bibtexEntry(item('10.1000/a&d_e^f~g<h>', undefined))).toContain('doi = {10.1000/a&d_e^f~g<h>}');
		expect(bibtexEntry(item(undefined, 'https://example.org/a$b?q=%7B#frag'))).toContain('url = {https://example.org/a%24b?q=%7B#frag}');
	});
});

describe('RIS: DOI and URL read back by citation-js', () => {
	// Zotero's RIS import reads values as HTML, so ris.ts escapes & and < in a value that holds markup
	// (a DOI such as 10.1000/g<h>); citation-js reads the escaped text literally. The two readers cannot
	// both get such a value back; Zotero's import is judged in zotero-import.test.ts, citation-js here.
	const markup = (v: string) => /<[A-Za-z/!?]|&[A-Za-z#]/.test(v);

	it('every accepted DOI and URL without markup comes back exactly', () => {
		for (const doi of ACCEPTED_DOIS)
			for (const url of ACCEPTED_URLS) {
				const [back] = new Cite(risRecord(item(doi, url)), { forceType: '@ris/file' }).data as { DOI?: string; URL?: string }[];
				if (!markup(doi)) expect(back?.DOI, doi).toBe(doi);
				if (!markup(url)) expect(back?.URL, url).toBe(url);
			}
		expect(ACCEPTED_DOIS.filter((d) => !markup(d)).length).toBeGreaterThan(2);
	});
});

describe('a DOI as a link', () => {
	it('is percent-encoded where a URL would read it otherwise: ? and # would end the path, < > ^ are not URL characters', () => {
		expect(doiUrl('10.18653/v1/2025.findings-acl.1258')).toBe('https://doi.org/10.18653/v1/2025.findings-acl.1258');
		expect(doiUrl('10.1000/x?y=1')).toBe('https://doi.org/10.1000/x%3Fy=1');
		expect(doiUrl('10.1000/a#b%c')).toBe('https://doi.org/10.1000/a%23b%25c');
		expect(doiUrl('10.1002/(SICI)1097-4571(199806)49:8<693::AID-ASI4>3.0.CO;2-O')).toBe(
			'https://doi.org/10.1002/(SICI)1097-4571(199806)49:8%3C693::AID-ASI4%3E3.0.CO;2-O',
		);
		for (const d of ACCEPTED_DOIS) expect(decodeURIComponent(new URL(doiUrl(d)).pathname.slice(1)), d).toBe(d);
	});
});
