/**
 * Citations checked against their formats by parsers we did not write: BibTeX by
 * @retorquere/bibtex-parser, RIS by citation-js's RIS reader (our RIS writer is our own), CSL-JSON
 * by a check written from the CSL 1.0.2 specification, and every item formatted by citeproc in
 * APA and Vancouver. Hostile fixtures (tests/fixtures/hostile/citations) hold braces, LaTeX
 * specials, " and " inside names and titles whose line breaks would start new records; each must
 * come back as exactly one record per item, with its text intact.
 */
import { Cite } from '@citation-js/core';
import '@citation-js/plugin-ris';
import { parse as parseBibtex } from '@retorquere/bibtex-parser';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bibtexEntry, bibtexTitle } from '../../src/exports/bibtex.ts';
import { citationFiles, formatEntry, formatStyle } from '../../src/exports/cite.ts';
import { bibliographyCsl, cslName, journalParts, paperCsl, TRUNCATED_NOTE, type CslItem } from '../../src/exports/csl.ts';
import { risRecord } from '../../src/exports/ris.ts';
import { loadCorpus } from '../../src/corpus/load.ts';
import type { Study } from '../../src/schema/study.ts';
import { contributedPapers } from '../../src/views/paper.ts';
import { checkCslData } from '../support/csl-data-model.ts';
import { ROOT } from '../helpers/paths.ts';
import { studyItems } from '../support/study-citations.ts';

const real = loadCorpus({ root: ROOT });
const framework = real.framework!;
const refs = framework.references.references;
const hostile = loadCorpus({ root: ROOT, studiesDir: path.join(ROOT, 'tests/fixtures/hostile/citations') });
const hostileStudies = hostile.studies.map((s) => s.data);

const itemsOf = (study: Study): CslItem[] => studyItems(study, refs);

interface RisBack {
	type: string;
	title: string;
	author?: { family?: string; given?: string; literal?: string }[];
	DOI?: string;
	URL?: string;
	'container-title'?: string;
}
const readRis = (text: string) => new Cite(text, { forceType: '@ris/file' }).data as unknown as RisBack[];

/** What a parser gives back for a title: the item's title, which is one line already. */
const expectedTitle = (item: CslItem) => item.title;

/**
 * BibTeX itself (unlike the parser above) counts every brace, escaped or not: each entry must close
 * exactly at its last character, never before.
 */
function expectBibtexBracesBalance(bibtex: string): void {
	for (const entry of bibtex.split(/\n(?=@)/).map((e) => e.trim())) {
		let depth = 0;
		[...entry].forEach((ch, i) => {
			if (ch === '{') depth++;
			if (ch === '}') depth--;
			if (depth === 0 && /^@\w+\{/.test(entry.slice(0, i + 1)) && i < entry.length - 1 && entry.slice(0, i + 1).includes('{')) {
				throw new Error(`entry closes early at character ${i}: ${entry.slice(Math.max(0, i - 40), i + 1)}`);
			}
		});
		expect(depth, entry.slice(0, 60)).toBe(0);
	}
}

function checkRoundTrip(items: CslItem[]): void {
	const c = citationFiles(items);
	expectBibtexBracesBalance(c.bibtex);
	// BibTeX: one entry per item, no errors, titles and authors as written.
	const bib = parseBibtex(c.bibtex);
	expect(bib.errors).toEqual([]);
	expect(bib.entries.map((e) => e.key)).toEqual(items.map((i) => i['citation-key']));
	bib.entries.forEach((e, n) => {
		const item = items[n]!;
		// The parser marks case-protected words with <span class="nocase">, as CSL does; the text is what counts.
		expect(String(e.fields['title']).replace(/<\/?span[^>]*>/g, ''), item.id).toBe(expectedTitle(item));
		// A list the source cut short ends in BibTeX's own "and others"; no CSL name is "others".
		expect(
			item.author.some((a) => a.literal === 'others'),
			item.id,
		).toBe(false);
		// A record cited alone keeps the database as author, and carries its label as `key` (bibtex.ts says why).
		expect((e.fields['author'] ?? []).length, item.id).toBe(item.author.length + (item.custom?.authors_truncated ? 1 : 0));
		if (item.custom?.label) expect(e.fields['key'], item.id).toBe(item.custom.label);
		if (item.URL) expect(e.fields['url'], item.id).toBe(item.URL);
		if (item.DOI) expect(e.fields['doi'], item.id).toBe(item.DOI);
	});
	// RIS: one record per item, titles intact, no tag started inside a value.
	const ris = readRis(c.ris);
	expect(ris.map((r) => r.title)).toEqual(items.map(expectedTitle));
	expect(c.ris.split('\r\n').filter((l) => l.startsWith('TY  - '))).toHaveLength(items.length);
	expect(c.ris.split('\r\n').filter((l) => l.startsWith('ER  - '))).toHaveLength(items.length);
	for (const line of c.ris.split('\r\n')) expect(line, 'every RIS line is a tag line or the blank between records').toMatch(/^(?:[A-Z][A-Z0-9] {2}- .*)?$/);
	// CSL-JSON: valid against the CSL data model.
	expect(checkCslData(JSON.parse(c.csl))).toEqual([]);
	// citeproc: one APA and one Vancouver entry per item, each with its title.
	const apa = formatStyle(items, 'apa').split('\n');
	expect(apa).toHaveLength(items.length);
	// No author called "others", and no arXiv id printed as the article number of a published paper.
	for (const line of apa) {
		expect(line).not.toMatch(/\bothers\b/);
		expect(line).not.toMatch(/Article arXiv/);
	}
	// RIS and CSL-JSON say a cut list is cut; neither has "others" as a name.
	expect(c.ris).not.toMatch(/^AU {2}- others/m);
	for (const item of items) if (item.custom?.authors_truncated) expect(item.note, item.id).toContain(TRUNCATED_NOTE);
	const vancouver = formatStyle(items, 'vancouver').split('\n');
	expect(vancouver).toHaveLength(items.length);
	vancouver.forEach((line, n) => expect(line).toMatch(new RegExp(`^${n + 1}\\. `)));
}

describe('hostile citation fixtures', () => {
	it('have their line breaks flattened before any format sees them', () => {
		// the schema refuses a line break in a title; the exports flatten one all the same
		const s = hostileStudies.find((x) => x.id === 'cite-payload-preprint')!;
		const broken = { ...s, paper: { ...s.paper, title: (s.paper.title ?? '').replace(' ER  - ', '\nER  - \n').replace(' @misc', '\n@misc') } };
		expect(broken.paper.title).toContain('\nER  - \n');
		expect(itemsOf(broken)[1]!.title).toBe('MetaTool {unbalanced and 100% \\LaTeX $x^2$ #1 a_b ~c & d ER - TY - JOUR @misc{evil, title={x}}');
		expect(itemsOf(s)[1]!.title).toBe('MetaTool {unbalanced and 100% \\LaTeX $x^2$ #1 a_b ~c & d ER - TY - JOUR @misc{evil, title={x}}');
	});

	it('validate, so they reach the exports', () => {
		expect(hostile.problems.filter((p) => p.severity === 'error')).toEqual([]);
		expect(hostileStudies.length).toBeGreaterThanOrEqual(2);
	});

	it('round-trip through BibTeX, RIS, CSL-JSON and citeproc, one study at a time', () => {
		for (const s of hostileStudies) checkRoundTrip(itemsOf(s));
	});

	it('round-trip as one bibliography file', () => {
		checkRoundTrip([...hostileStudies.flatMap(itemsOf), ...bibliographyCsl(refs.slice(0, 3), contributedPapers(hostileStudies, refs))]);
	});

	it('keep an author with "} and {" in the name as one author', () => {
		const s = hostileStudies.find((x) => x.id === 'cite-payload-preprint')!;
		const [, paper] = itemsOf(s);
		const back = parseBibtex(citationFiles([paper!]).bibtex).entries[0]!;
		const authors = back.fields['author'] as { lastName?: string; name?: string }[];
		expect(authors.map((a) => a.name ?? a.lastName)).toEqual(['Smith } and { Jones', 'Acme, Inc. and Partners', "O'Brien", 'others']);
	});
});

describe('every record of the database', () => {
	it('has citations that round-trip through every format and citeproc', () => {
		for (const s of real.studies) checkRoundTrip(itemsOf(s.data));
	});

	it('and the whole bibliography round-trips as one file', () => {
		checkRoundTrip(
			bibliographyCsl(
				refs,
				contributedPapers(
					real.studies.map((s) => s.data),
					refs,
				),
			),
		);
	});
});

describe('a record in BibTeX', () => {
	const record = itemsOf(hostileStudies[0]!)[0]!;
	const fields = (text: string) => parseBibtex(text).entries[0]!.fields;

	it('cited alone keeps the database as author, its creator in a reference manager, and carries its label as key', () => {
		expect(fields(bibtexEntry(record))).toMatchObject({ author: [{ name: 'skill-evidence contributors' }], key: record.custom!.label });
	});

	it('in a file of records cited together is labelled by its key alone, which natbib reads only where there is no author', () => {
		const f = fields(bibtexEntry(record, { labelledByKey: true }));
		expect(f['author']).toBeUndefined();
		expect(f['key']).toBe(record.custom!.label);
		expect(citationFiles([record], { labelledByKey: true }).bibtex).not.toMatch(/^\s*author = /m);
	});
});

describe('entry types and fields by kind of work', () => {
	const base = { authors: ['Doe J'], year: 2024, title: 'A Study of LLM Tools' };
	const entry = (bib: Parameters<typeof paperCsl>[0]) => {
		const item = paperCsl(bib, 'x', 'doe2024study');
		return { item, bib: parseBibtex(bibtexEntry(item)).entries[0]!, text: bibtexEntry(item), ris: risRecord(item) };
	};

	it("an arXiv preprint is @misc with eprint, archivePrefix and primaryClass; RIS a manuscript with genre Preprint and arXiv's DOI; CSL article", () => {
		const e = entry({
			...base,
			status: 'preprint',
			arxiv: { id: '2406.12045', version: 'v2', primary_class: 'cs.CL' },
			url: 'https://arxiv.org/abs/2406.12045v2',
		});
		expect(e.item.type).toBe('article');
		expect(e.bib.type).toBe('misc');
		expect(e.bib.fields).toMatchObject({ eprint: '2406.12045', archiveprefix: 'arXiv', primaryclass: 'cs.CL' });
		expect(e.text).not.toMatch(/journal|publisher|howpublished/);
		// Zotero's RIS import has no preprint type: MANSCPT is its manuscript, M3 the genre, DO a DOI it keeps
		// (what Zotero's own RIS.js makes of it is checked in tests/unit/zotero-import.test.ts).
		expect(e.ris).toMatch(/^TY {2}- MANSCPT\r\n/);
		expect(e.ris).toContain('M3  - Preprint\r\n');
		expect(e.ris).toContain('DO  - 10.48550/arXiv.2406.12045\r\n');
		expect(e.ris).toContain('N1  - arXiv:2406.12045v2 [cs.CL]\r\n');
		expect(e.ris).not.toMatch(/^AN {2}- /m);
		expect(e.ris.match(/^UR {2}- /gm)).toHaveLength(1);
		expect(e.item).toMatchObject({ number: 'arXiv:2406.12045v2', DOI: '10.48550/arXiv.2406.12045' });
	});

	it('a published paper keeps its arXiv copy out of CSL number, so APA prints no "Article arXiv"', () => {
		const e = entry({ ...base, status: 'published', venue: 'Proceedings of ICLR 2026', arxiv: { id: '2606.15017', version: 'v1' } });
		expect(e.item.number).toBeUndefined();
		expect(e.bib.fields).toMatchObject({ eprint: '2606.15017', archiveprefix: 'arXiv' });
		expect(formatEntry(e.item, 'apa')).not.toMatch(/arXiv:2606/);
		// The processor does print a CSL number after a proceedings title: the test can fail.
		expect(formatEntry({ ...e.item, number: 'arXiv:2606.15017v1' }, 'apa')).toMatch(/Article arXiv/);
	});

	it('a list the source cut short: BibTeX "and others", APA "et al.", RIS and CSL-JSON a note; never an author "others"', () => {
		const e = entry({ ...base, authors: ['Dessì R', 'Roe A', 'et al'], status: 'preprint', arxiv: { id: '2501.00001' } });
		expect(e.item.author).toEqual([
			{ family: 'Dessì', given: 'R' },
			{ family: 'Roe', given: 'A' },
		]);
		expect(e.text).toContain('author = {Dessì, R and Roe, A and others}');
		expect(e.text).not.toContain(TRUNCATED_NOTE);
		expect(formatEntry(e.item, 'apa')).toMatch(/^Dessì, R\., Roe, A\., et al\. \(2024\)/);
		expect(e.ris).toContain(`N1  - ${TRUNCATED_NOTE}\r\n`);
		expect(e.ris).not.toMatch(/others/);
	});

	it('BibTeX writes what pdflatex cannot read from UTF-8 as LaTeX, and protects the word', () => {
		const e = entry({ ...base, title: 'τ-bench: agents ≥ 0.5', status: 'preprint' });
		expect(e.text).toContain('title = {{{$\\tau$}-bench}: agents {$\\geq$} 0.5}');
	});

	it('proceedings are @inproceedings with booktitle; RIS CPAPER', () => {
		const e = entry({ ...base, status: 'published', venue: 'Proceedings of EMNLP 2026', pages: '1–10' });
		expect(e.bib.type).toBe('inproceedings');
		expect(e.bib.fields).toMatchObject({ booktitle: 'Proceedings of EMNLP 2026', pages: '1–10' });
		expect(e.text).toContain('pages = {1--10}');
		expect(e.ris).toMatch(/^TY {2}- CPAPER\r\n[\s\S]*T2 {2}- Proceedings of EMNLP 2026\r\n[\s\S]*SP {2}- 1\r\nEP {2}- 10\r\n/);
	});

	it('journal articles are @article with journal, volume, number and pages; RIS JOUR', () => {
		expect(journalParts('J R Stat Soc Ser B Stat Methodol 79(3)')).toEqual({ journal: 'J R Stat Soc Ser B Stat Methodol', volume: '79', issue: '3' });
		expect(journalParts('Artif Intell Rev')).toEqual({ journal: 'Artif Intell Rev' });
		const e = entry({ ...base, status: 'published', venue: 'Biometrics 58(1)', pages: '21–29', doi: '10.1111/j.0006-341X.2002.00021.x' });
		expect(e.bib.type).toBe('article');
		expect(e.bib.fields).toMatchObject({ journal: 'Biometrics', volume: '58', number: '1', doi: '10.1111/j.0006-341X.2002.00021.x' });
		expect(e.ris).toMatch(/^TY {2}- JOUR\r\n[\s\S]*VL {2}- 58\r\nIS {2}- 1\r\nSP {2}- 21\r\nEP {2}- 29\r\n/);
	});

	it('a journal the review abbreviates is cited by its full title, the abbreviation kept as the short title', () => {
		const e = entry({ ...base, status: 'published', venue: 'J Am Stat Assoc 91(434)' });
		expect(e.bib.fields).toMatchObject({ journal: 'Journal of the American Statistical Association', volume: '91', number: '434' });
		expect(e.ris).toContain('T2  - Journal of the American Statistical Association\r\n');
		expect(e.ris).toContain('J2  - J Am Stat Assoc\r\n');
		expect(formatEntry(e.item, 'apa')).toContain('Journal of the American Statistical Association, 91(434)');
	});

	it('a guideline is a report of its issuer, its version in a note, not an institution called "Step 4 version"', () => {
		const e = entry({ ...base, status: 'guideline', venue: 'Step 4 version, 20 November 2019' });
		expect(e.bib.type).toBe('techreport');
		expect(e.bib.fields).toMatchObject({ institution: ['International Council for Harmonisation'], note: 'Step 4 version, 20 November 2019' });
		expect(e.text).not.toMatch(/institution = \{Step 4/);
	});

	it('a structured summary is a dataset: @misc with howpublished, version and note, RIS DATA, CSL dataset', () => {
		const study = hostileStudies.find((s) => s.id === 'cite-payload-journal')!;
		const [record] = itemsOf(study);
		const text = bibtexEntry(record!);
		const back = parseBibtex(text).entries[0]!;
		expect(record!.type).toBe('dataset');
		expect(back.type).toBe('misc');
		// The version once (plainnat and biblatex both print howpublished), not again in version or note.
		expect(back.fields['version']).toBeUndefined();
		expect(back.fields).toMatchObject({
			howpublished: 'skill-evidence database, version 1.2.3',
			year: '2026',
			month: '11',
			date: '2026-11-29',
		});
		expect(back.fields['note']).toMatch(/Record last changed 2026-11-29 in commit 0123456789ab\./);
		expect(text.match(/1\.2\.3/g)).toHaveLength(1);
		expect(text).toContain('month = nov,');
		expect(text.match(/https:\/\/example\.org\/studies\/cite-payload-journal\//g)).toHaveLength(1);
		const ris = risRecord(record!);
		expect(ris).toMatch(/^TY {2}- DATA\r\nID {2}- record-cite-payload-journal\r\n/);
		expect(ris).toContain('DA  - 2026/11/29\r\n');
		expect(ris).toContain('ET  - 1.2.3\r\n');
	});

	it('brace-protects capitalised words and acronyms, leaving punctuation outside', () => {
		expect(bibtexTitle('MetaTool: deciding whether LLMs use GPT-4 (or not)')).toBe('{MetaTool}: deciding whether {LLMs} use {GPT-4} (or not)');
		const e = entry({ ...base, status: 'preprint', title: 'MetaTool Benchmark' });
		expect(e.text).toContain('title = {{MetaTool} {Benchmark}}');
	});

	it('writes run-together initials as separate initials', () => {
		expect(cslName('Gong NZ')).toEqual({ family: 'Gong', given: 'N Z' });
	});
});
