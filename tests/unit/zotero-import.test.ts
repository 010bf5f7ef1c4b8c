/**
 * Our RIS and BibTeX downloads read by Zotero's own import translators (RIS.js and BibTeX.js from
 * zotero/translators, vendored unchanged in tests/vendor/zotero and run by
 * tests/support/zotero-translator.ts): what a Zotero user gets when they import a download.
 *
 * First the harness is shown to behave like Zotero, on the translators' own test cases; then each
 * kind of work we cite goes through both translators; then every record of the database and the
 * hostile fixtures; and each judge is shown to fail on an entry known to be bad.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bibtexEntry } from '../../src/exports/bibtex.ts';
import { citationFiles } from '../../src/exports/cite.ts';
import { bibliographyCsl, paperCsl, TRUNCATED_NOTE, type CslItem, type CslName } from '../../src/exports/csl.ts';
import { risRecord } from '../../src/exports/ris.ts';
import { loadCorpus } from '../../src/corpus/load.ts';
import type { Study } from '../../src/schema/study.ts';
import { contributedPapers } from '../../src/views/paper.ts';
import { ROOT } from '../helpers/paths.ts';
import { studyItems } from '../support/study-citations.ts';
import { translatorTestCases, ZOTERO_VENDOR, zoteroImport, type TranslatorName, type ZoteroItem } from '../support/zotero-translator.ts';

const real = loadCorpus({ root: ROOT });
const refs = real.framework!.references.references;
const hostile = loadCorpus({ root: ROOT, studiesDir: path.join(ROOT, 'tests/fixtures/hostile/citations') });
const hostileStudies = hostile.studies.map((s) => s.data);

const itemsOf = (study: Study): CslItem[] => studyItems(study, refs);

const notesOf = (item: ZoteroItem) => item.notes.map((n) => (typeof n === 'string' ? n : n.note));
const names = (item: ZoteroItem) => item.creators.map((c) => c.lastName ?? c.name);

async function one(name: TranslatorName, text: string): Promise<{ item: ZoteroItem; dropped: Record<string, unknown> }> {
	const back = await zoteroImport(name, text);
	expect(back.items).toHaveLength(1);
	return { item: back.items[0]!, dropped: back.dropped[0]! };
}

describe("the harness runs Zotero's translators as Zotero does", () => {
	it('on the vendored files as copied (their SHA-256 in tests/vendor/zotero/README.md)', () => {
		const readme = readFileSync(path.join(ZOTERO_VENDOR, 'README.md'), 'utf8');
		const sums = [...readme.matchAll(/^\| `([^`]+)` \| `([0-9a-f]{64})` \|$/gm)];
		expect(sums.map((m) => m[1])).toEqual(expect.arrayContaining(['translators/RIS.js', 'translators/BibTeX.js', 'utilities/utilities.js']));
		for (const [, file, sum] of sums)
			expect(
				createHash('sha256')
					.update(readFileSync(path.join(ZOTERO_VENDOR, file!)))
					.digest('hex'),
				file,
			).toBe(sum);
	});

	/**
	 * Each translator's own import test cases (the items Zotero's translator tester recorded), item by
	 * item and field by field. Not compared: itemID (the BibTeX key; Zotero keeps it only as a
	 * citation key), seeAlso and attachments (nothing of ours has them). Fields an item type has gained
	 * in the schema since a case was recorded are listed, with what the harness gives instead.
	 */
	const SCHEMA_DRIFT: Record<string, Record<string, unknown>> = {
		// numberOfVolumes is a conference paper field now (the case has it in no field)
		'RIS 3 item 14': { numberOfVolumes: 'Number of Volumes' },
		// a book section has a DOI field now; the case was recorded when BibTeX.js put it in Extra
		'BibTeX 13 item 0': { DOI: '10.12345/123456', extra: 'LCCN: L123456\nMR: MR123456\nZbl: ZM123456\nPMID: P123456\nPMCID: PMC123456\narXiv: AX123456' },
		// a journal article has publisher and place fields now
		'BibTeX 16 item 0': { publisher: 'Lucius & Lucius', place: 'Stuttgart' },
	};
	const IGNORED = new Set(['itemID', 'seeAlso', 'attachments']);
	const comparable = (field: string, value: unknown): unknown => {
		if (value === undefined) return undefined;
		let v = JSON.parse(JSON.stringify(value)) as unknown;
		if (field === 'notes') v = (v as (string | { note: string })[]).map((n) => (typeof n === 'string' ? n : n.note));
		if (field === 'tags')
			v = (v as (string | { tag: string })[]).map((t) => (typeof t === 'string' ? { tag: t } : t)).sort((a, b) => (a.tag < b.tag ? -1 : a.tag > b.tag ? 1 : 0));
		return Array.isArray(v) && v.length === 0 ? undefined : v;
	};

	for (const name of ['RIS', 'BibTeX'] as const) {
		it(`${name}.js: every import test case of the translator gives its recorded items`, async () => {
			const cases = translatorTestCases(name).filter((c) => c.type === 'import');
			expect(cases.length).toBeGreaterThanOrEqual(10);
			let compared = 0;
			for (const [n, c] of cases.entries()) {
				if (c.items === 'multiple') continue;
				const back = await zoteroImport(name, c.input);
				expect(back.items.length, `${name} case ${n + 1}`).toBe(c.items.length);
				c.items.forEach((expected, i) => {
					const got = back.items[i]!;
					const drift = SCHEMA_DRIFT[`${name} ${n + 1} item ${i}`] ?? {};
					for (const field of new Set([...Object.keys(expected), ...Object.keys(got)])) {
						if (IGNORED.has(field)) continue;
						const want = field in drift ? drift[field] : comparable(field, expected[field]);
						expect(comparable(field, got[field]), `${name} case ${n + 1}, item ${i}, ${field}`).toEqual(want);
						compared++;
					}
				});
			}
			expect(compared).toBeGreaterThan(100);
		});
	}
});

describe('each kind of work, through both translators', () => {
	const base = { authors: ['Doe J', 'Roe A'], year: 2024, title: 'A Study of LLM Tools' };
	const cite = (bib: Parameters<typeof paperCsl>[0]) => paperCsl(bib, 'x', 'doe2024study');

	it('an arXiv preprint: RIS a manuscript (Zotero reads no preprint from RIS) with genre, DOI and arXiv id; BibTeX a document with the DOI', async () => {
		const item = cite({
			...base,
			status: 'preprint',
			arxiv: { id: '2406.12045', version: 'v2', primary_class: 'cs.CL' },
			url: 'https://arxiv.org/abs/2406.12045v2',
		});
		const ris = await one('RIS', risRecord(item));
		expect(ris.item).toMatchObject({
			itemType: 'manuscript',
			manuscriptType: 'Preprint',
			title: 'A Study of LLM Tools',
			DOI: '10.48550/arXiv.2406.12045',
			url: 'https://arxiv.org/abs/2406.12045v2',
			date: '2024',
		});
		expect(notesOf(ris.item)).toEqual(['<p>arXiv:2406.12045v2 [cs.CL]</p>']);
		expect(ris.dropped).toEqual({});
		// BibTeX.js has no preprint type either: @misc is its document. It reads an arXiv eprint only
		// with `eprinttype = {arxiv}` (biblatex's field), not arXiv's own `archivePrefix`: we write
		// both, so the id is kept in Extra as well as in the DOI.
		const bib = await one('BibTeX', bibtexEntry(item));
		expect(bib.item).toMatchObject({
			itemType: 'document',
			title: 'A Study of LLM Tools',
			DOI: '10.48550/arXiv.2406.12045',
			url: 'https://arxiv.org/abs/2406.12045v2',
		});
		expect(bib.item['extra']).toBe('arXiv: 2406.12045');
		expect(bib.dropped).toEqual({});
	});

	it('a conference paper with an arXiv copy: the proceedings title in proceedingsTitle, pages and URL kept', async () => {
		const item = cite({
			...base,
			status: 'published',
			venue: 'Proceedings of ICLR 2026',
			arxiv: { id: '2606.15017', version: 'v1' },
			pages: '1–10',
			url: 'https://openreview.net/forum?id=abc',
		});
		const ris = await one('RIS', risRecord(item));
		expect(ris.item).toMatchObject({
			itemType: 'conferencePaper',
			proceedingsTitle: 'Proceedings of ICLR 2026',
			pages: '1-10',
			url: 'https://openreview.net/forum?id=abc',
		});
		// T2 is the conference name to Zotero; we know no other name for the conference than its proceedings.
		expect(ris.item['conferenceName']).toBe('Proceedings of ICLR 2026');
		expect(notesOf(ris.item)).toEqual(['<p>arXiv:2606.15017v1</p>']);
		expect(ris.dropped).toEqual({});
		const bib = await one('BibTeX', bibtexEntry(item));
		expect(bib.item).toMatchObject({
			itemType: 'conferencePaper',
			proceedingsTitle: 'Proceedings of ICLR 2026',
			pages: '1–10',
			url: 'https://openreview.net/forum?id=abc',
		});
		expect(bib.item['DOI']).toBeUndefined();
	});

	it('a journal article: journal, volume, issue, pages and DOI', async () => {
		const item = cite({ ...base, status: 'published', venue: 'Biometrics 58(1)', pages: '21–29', doi: '10.1111/j.0006-341X.2002.00021.x' });
		const expected = {
			itemType: 'journalArticle',
			publicationTitle: 'Biometrics',
			volume: '58',
			issue: '1',
			DOI: '10.1111/j.0006-341X.2002.00021.x',
			date: '2024',
		};
		const ris = await one('RIS', risRecord(item));
		expect(ris.item).toMatchObject({ ...expected, pages: '21-29' });
		expect(ris.dropped).toEqual({});
		const bib = await one('BibTeX', bibtexEntry(item));
		expect(bib.item).toMatchObject({ ...expected, pages: '21–29' });
		expect(bib.dropped).toEqual({});
	});

	it('a journal the review abbreviates: full title, abbreviation in journalAbbreviation (RIS)', async () => {
		const item = cite({ ...base, status: 'published', venue: 'J Am Stat Assoc 91(434)' });
		const ris = await one('RIS', risRecord(item));
		expect(ris.item).toMatchObject({
			publicationTitle: 'Journal of the American Statistical Association',
			journalAbbreviation: 'J Am Stat Assoc',
			volume: '91',
			issue: '434',
		});
	});

	it('a report (a guideline): its issuer as institution, its version as a note', async () => {
		const item = cite({ ...base, status: 'guideline', venue: 'Step 4 version, 20 November 2019' });
		for (const name of ['RIS', 'BibTeX'] as const) {
			const back = await one(name, name === 'RIS' ? risRecord(item) : bibtexEntry(item));
			expect(back.item, name).toMatchObject({ itemType: 'report', institution: 'International Council for Harmonisation', date: '2024' });
			expect(notesOf(back.item), name).toEqual(['<p>Step 4 version, 20 November 2019</p>']);
			expect(back.dropped, name).toEqual({});
		}
	});

	it('a list cut short with "et al": RIS gives the names it has and a note; BibTeX\'s "and others" becomes an author "others" in Zotero', async () => {
		const item = cite({ ...base, authors: ['Dessì R', 'Roe A', 'et al'], status: 'preprint', arxiv: { id: '2501.00001' } });
		const ris = await one('RIS', risRecord(item));
		expect(ris.item.creators).toEqual([
			{ lastName: 'Dessì', firstName: 'R', creatorType: 'author' },
			{ lastName: 'Roe', firstName: 'A', creatorType: 'author' },
		]);
		expect(notesOf(ris.item)).toContain(`<p>${TRUNCATED_NOTE}</p>`);
		// PROBLEM (src/exports/bibtex.ts, left to its owner): BibTeX.js splits the author list on
		// " and " and keeps "others" as a one-field name, so Zotero lists an author called "others"
		// (BibTeX and biber print "et al." for it). This asserts the current behaviour.
		const bib = await one('BibTeX', bibtexEntry(item));
		expect(names(bib.item)).toEqual(['Dessì', 'Roe', 'others']);
		expect(bib.item.creators[2]).toEqual({ lastName: 'others', creatorType: 'author', fieldMode: 1 });
	});

	it('a title with τ and ≥: RIS keeps both; BibTeX turns {$\\tau$} back into τ but not {$\\geq$} into ≥', async () => {
		const item = cite({ ...base, title: 'τ-bench: agents ≥ 0.5', status: 'preprint' });
		const ris = await one('RIS', risRecord(item));
		expect(ris.item.title).toBe('τ-bench: agents ≥ 0.5');
		// PROBLEM (src/lib/latex.ts via bibtex.ts, left to their owner): BibTeX.js's reverse mapping
		// knows τ as $\tau$ but ≥ only as ">=", so the title Zotero saves reads "\geq".
		const bib = await one('BibTeX', bibtexEntry(item));
		expect(bib.item.title).toBe('τ-bench: agents \\geq 0.5');
		expect(bib.item.title).toMatch(/^τ-bench/);
	});

	it("a record's own citation: RIS a dataset with repository, version, date and URL; BibTeX a document", async () => {
		const study = hostileStudies.find((s) => s.id === 'cite-payload-journal')!;
		const [record] = itemsOf(study);
		const ris = await one('RIS', risRecord(record!));
		expect(ris.item).toMatchObject({
			itemType: 'dataset',
			title: record!.title,
			repository: 'skill-evidence',
			versionNumber: '1.2.3',
			date: '2026-11-29',
			url: 'https://example.org/studies/cite-payload-journal/',
			creators: [{ lastName: 'skill-evidence contributors', creatorType: 'author', fieldMode: 1 }],
		});
		expect(ris.dropped).toEqual({});
		// BibTeX.js maps @misc to a document (it has no dataset type); howpublished goes to Extra.
		const bib = await one('BibTeX', bibtexEntry(record!));
		expect(bib.item).toMatchObject({
			itemType: 'document',
			title: record!.title,
			date: '2026-11-29',
			url: 'https://example.org/studies/cite-payload-journal/',
			extra: 'Published: skill-evidence database, version 1.2.3',
			creators: [{ lastName: 'skill-evidence contributors', creatorType: 'author', fieldMode: 1 }],
		});
	});
});

describe('values Zotero reads as HTML', () => {
	const base = { authors: ['Doe J'], year: 2024, status: 'published' as const, venue: 'Biometrics 58(1)' };

	it('RIS escapes & and < where Zotero would see a tag or a character reference, and it gets the text back', async () => {
		const bib = { ...base, title: 'Why <think> helps: R&amp;D at x<y, &copy=2 and AT&T', doi: '10.1000/abc(123)<x>;2-0' };
		const item = paperCsl(bib, 'x', 'k');
		const text = risRecord(item);
		expect(text).toContain('TI  - Why &lt;think> helps: R&amp;amp;D at x&lt;y, &amp;copy=2 and AT&amp;T\r\n');
		expect(text).toContain('DO  - 10.1000/abc(123)&lt;x>;2-0\r\n');
		const { item: back } = await one('RIS', text);
		expect(back.title).toBe(bib.title);
		expect(back['DOI']).toBe(bib.doi);
	});

	it('RIS writes any other value as it is, for every other reader', () => {
		const item = paperCsl({ ...base, title: 'A & B: x < 5, AT&T and 100%', url: 'https://example.org/?a=1&b=2' }, 'x', 'k');
		expect(risRecord(item)).toContain('TI  - A & B: x < 5, AT&T and 100%\r\n');
		expect(risRecord(item)).toContain('UR  - https://example.org/?a=1&b=2\r\n');
	});

	it('a note naming such a title reads as the title in Zotero (HTML escaped, not markup)', async () => {
		const item = { ...paperCsl({ ...base, title: 'T' }, 'x', 'k'), note: 'Structured summary of Why <think> helps.' };
		const { item: back } = await one('RIS', risRecord(item));
		expect(notesOf(back)).toEqual(['<p>Structured summary of Why &lt;think> helps.</p>']);
	});

	it('the judge fails on the same values written as they are', async () => {
		const { item } = await one(
			'RIS',
			'TY  - JOUR\r\nTI  - Why <think> helps: R&amp;D\r\nDO  - 10.1000/abc(123)<x>;2-0\r\nN1  - Why <think> helps\r\nER  - \r\n',
		);
		expect(item.title).toBe('Why helps: R&D');
		expect(item['DOI']).toBe('10.1000/abc(123);2-0');
		expect(notesOf(item)).toEqual(['Why <think> helps']);
	});
});

/** The item type each translator gives each CSL type of ours. */
const RIS_TYPES: Record<string, string> = {
	article: 'manuscript',
	'paper-conference': 'conferencePaper',
	'article-journal': 'journalArticle',
	book: 'book',
	report: 'report',
	dataset: 'dataset',
};
const BIBTEX_TYPES: Record<string, string> = {
	article: 'document',
	'paper-conference': 'conferencePaper',
	'article-journal': 'journalArticle',
	book: 'book',
	report: 'report',
	dataset: 'document',
};

/**
 * Text Zotero's BibTeX import cannot give back as our BibTeX writes it: ≥ and ≤ (see the τ and ≥
 * test above), and braces, backslashes, tildes, carets and dollars, which bibtex.ts writes as
 * \textbraceleft{}, \textbackslash{}, \textasciitilde{}, \textasciicircum{} and \$ (BibTeX.js reads
 * none of these, nor its own export's forms; see the hostile fixture test below).
 */
const bibtexReadable = (text: string | undefined) => !/[≥≤{}\\~^$]/.test(text ?? '');

/**
 * An author as Zotero's RIS import names it: RIS.js splits every AU value at its first comma
 * ("Family, Given"), so an organisation with a comma in its name ("Acme, Inc.") cannot be written
 * in RIS so that Zotero keeps it whole; its family name is the part before the comma.
 */
const risFamily = (a: CslName) => (a.literal !== undefined ? a.literal.split(/\s*,\s*/)[0] : a.family);

/** What each translator must make of a whole download: one item per entry, in order, the entry's facts intact. */
async function checkDownloads(items: CslItem[]): Promise<void> {
	const files = citationFiles(items);
	const ris = await zoteroImport('RIS', files.ris);
	const bib = await zoteroImport('BibTeX', files.bibtex);
	expect(ris.items).toHaveLength(items.length);
	expect(bib.items).toHaveLength(items.length);
	items.forEach((item, n) => {
		const r = ris.items[n]!;
		const b = bib.items[n]!;
		expect(r.itemType, item.id).toBe(RIS_TYPES[item.type] ?? 'webpage');
		expect(b.itemType, item.id).toBe(BIBTEX_TYPES[item.type] ?? 'document');
		expect(r.title, item.id).toBe(item.title);
		if (bibtexReadable(item.title)) expect(b.title, item.id).toBe(item.title);
		// RIS has the names and nothing else; BibTeX's "and others" is the known problem above.
		expect(names(r), item.id).toEqual(item.author.map(risFamily));
		const readable = item.author.filter((a) => bibtexReadable(a.literal ?? a.family));
		expect(
			names(b).filter((x) => bibtexReadable(x) && x !== 'others'),
			item.id,
		).toEqual(readable.map((a) => a.literal ?? a.family));
		expect(names(b).includes('others'), item.id).toBe(item.custom?.authors_truncated === true);
		expect(r['DOI'], item.id).toBe(item.DOI);
		// BibTeX.js reads a doi field as LaTeX (only url is taken raw), so a DOI's ~ comes back as a
		// space; biblatex reads the field verbatim, so writing \~{} would print it. The schema accepts
		// ~ (Crossref allows it), and our field is the one biblatex and BibTeX parsers read right.
		expect(b['DOI'], item.id).toBe(item.DOI?.includes('~') ? item.DOI.replace(/~/g, ' ') : item.DOI);
		for (const z of [r, b]) {
			expect(z['url'], item.id).toBe(item.URL);
			if (item.issued) expect(String(z['date']).slice(0, 4), item.id).toBe(String(item.issued['date-parts'][0]![0]));
		}
		if (item.type === 'paper-conference') for (const z of [r, b]) expect(z['proceedingsTitle'], item.id).toBe(item['container-title']);
		if (item.type === 'article-journal') {
			expect(r['publicationTitle'], item.id).toBe(item['container-title']);
			if (bibtexReadable(item['container-title'])) expect(b['publicationTitle'], item.id).toBe(item['container-title']);
		}
		if (item.type === 'article' && item.custom?.arxiv) {
			// The arXiv id survives in RIS: in arXiv's DOI unless the paper has its own, and in a note.
			expect(
				notesOf(r).some((note) => note.includes(item.custom!.arxiv!)),
				item.id,
			).toBe(true);
		}
		expect(ris.dropped[n], item.id).toEqual({});
	});
}

describe('every download of the database, read by Zotero', () => {
	it('each record and its paper, as the study pages offer them (read as one file: a sandbox per page is slow)', async () => {
		await checkDownloads(real.studies.flatMap((s) => itemsOf(s.data)));
	});

	it('the whole bibliography as one file', async () => {
		await checkDownloads(
			bibliographyCsl(
				refs,
				contributedPapers(
					real.studies.map((s) => s.data),
					refs,
				),
			),
		);
	});

	it('the hostile fixtures, one study at a time and as one file', async () => {
		expect(hostileStudies.length).toBeGreaterThanOrEqual(2);
		for (const s of hostileStudies) await checkDownloads(itemsOf(s));
		await checkDownloads(hostileStudies.flatMap(itemsOf));
	});
});

describe('the hostile fixtures, field by field', () => {
	const [, paper] = itemsOf(hostileStudies.find((s) => s.id === 'cite-payload-preprint')!);

	it('RIS: the title with braces, LaTeX specials and a fake record intact; an organisation with a comma split at it', async () => {
		const { item } = await one('RIS', risRecord(paper!));
		expect(item.title).toBe(paper!.title);
		expect(names(item)).toEqual(['Smith } and { Jones', 'Acme', "O'Brien"]);
		expect(item.creators[1]).toEqual({ lastName: 'Acme', firstName: 'Inc. and Partners', creatorType: 'author' });
		expect(item.url).toBe('https://example.org/paper?a=1&b=%7B');
	});

	it('BibTeX: what Zotero makes of our escapes (PROBLEM, left to bibtex.ts: none of them reads back)', async () => {
		const { item } = await one('BibTeX', bibtexEntry(paper!));
		// bibtex.ts writes { } \ ~ ^ $ as \textbraceleft{} … \$; BibTeX.js leaves the commands in the text.
		expect(item.title).toBe(
			'MetaTool \\textbraceleftunbalanced and 100% \\textbackslashLaTeX \\xˆ2\\ #1 a_b \\textasciitildec & d ER - TY - JOUR @misc\\textbraceleftevil, title=\\textbraceleftx\\textbraceright\\textbraceright',
		);
		expect(names(item)).toEqual(['Smith \\textbraceright and \\textbraceleft Jones', 'Acme, Inc. and Partners', "O'Brien", 'others']);
		expect(item.url).toBe('https://example.org/paper?a=1&b=%7B');
	});
});

describe('each judge can fail', () => {
	it('RIS.js reads TY UNPB (what the RIS specification calls unpublished work) as a journal article', async () => {
		const { item } = await one('RIS', 'TY  - UNPB\r\nAU  - Doe, J\r\nTI  - A preprint\r\nPY  - 2024\r\nER  - \r\n');
		expect(item.itemType).toBe('journalArticle');
	});

	it('RIS.js makes an author of "AU  - others"', async () => {
		const { item } = await one('RIS', 'TY  - MANSCPT\r\nAU  - Doe, J\r\nAU  - others\r\nTI  - A preprint\r\nER  - \r\n');
		expect(names(item)).toEqual(['Doe', 'others']);
	});

	it('RIS.js gives a proceedings title in T2 alone to conferenceName, not proceedingsTitle', async () => {
		const { item } = await one('RIS', 'TY  - CPAPER\r\nTI  - A paper\r\nT2  - Proceedings of X\r\nER  - \r\n');
		expect(item['proceedingsTitle']).toBeUndefined();
		expect(item['conferenceName']).toBe('Proceedings of X');
	});

	it('BibTeX.js makes an author of a literal {others} and reads @article as a journal article', async () => {
		const { item } = await one('BibTeX', '@article{k,\n\tauthor = {Doe, J and {others}},\n\ttitle = {A preprint},\n\tyear = {2024}\n}\n');
		expect(item.itemType).toBe('journalArticle');
		expect(names(item)).toEqual(['Doe', 'others']);
	});

	it('BibTeX.js leaves a LaTeX command it does not know in the title', async () => {
		const { item } = await one('BibTeX', '@misc{k,\n\ttitle = {agents {$\\succeq$} 0.5}\n}\n');
		expect(item.title).toBe('agents \\succeq 0.5');
	});
});
