/**
 * The reader of embedded metadata that mirrors Zotero's "Embedded Metadata" translator (see
 * tests/support/embedded-metadata.ts for the source it follows): when a page is detected as citable,
 * with which item type, and which fields Zotero would save.
 */
import { describe, expect, it } from 'vitest';
import { readEmbeddedMetadata } from '../support/embedded-metadata.ts';

/** A page whose head holds `head` and whose body holds `body`. */
function page(head: string, body = '<p>Text</p>'): string {
	return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Page title</title>${head}</head><body>${body}</body></html>`;
}

/** A <meta name> tag; `content` is written as given, so entities stay encoded. */
function meta(name: string, content: string): string {
	return `<meta name="${name}" content="${content}">`;
}

describe('a study page with Highwire tags', () => {
	const html = page(
		[
			meta('citation_title', 'What Does a Skill Actually Do? Arms &amp; Coupling'),
			meta('citation_author', 'Zhang, Wei'),
			meta('citation_author', 'Ada Lovelace'),
			meta('citation_publication_date', '2026/03/01'),
			meta('citation_doi', 'https://doi.org/10.5555/skill.2026.1.'),
			meta('citation_publisher', 'skill-evidence'),
			meta('citation_pdf_url', 'https://example.org/papers/skill.pdf'),
			meta('citation_keywords', 'skills; evaluation'),
			'<link rel="canonical" href="https://example.org/studies/zhang-2026/">',
		].join(''),
	);
	const md = readEmbeddedMetadata(html);

	it('is detected as a journal article (the citation_title guess)', () => {
		expect(md.detected).toBe('journalArticle');
		expect(md.itemType).toBe('journalArticle');
	});

	it('maps title, authors in both forms, date, DOI, publisher, PDF and URL', () => {
		expect(md.title).toBe('What Does a Skill Actually Do? Arms & Coupling');
		expect(md.creators).toEqual([
			{ firstName: 'Wei', lastName: 'Zhang', creatorType: 'author' },
			{ firstName: 'Ada', lastName: 'Lovelace', creatorType: 'author' },
		]);
		expect(md.date).toBe('2026/03/01');
		expect(md.DOI).toBe('10.5555/skill.2026.1');
		expect(md.publisher).toBe('skill-evidence');
		expect(md.pdfUrl).toBe('https://example.org/papers/skill.pdf');
		expect(md.attachments).toEqual([{ title: 'Full Text PDF', url: 'https://example.org/papers/skill.pdf', mimeType: 'application/pdf' }]);
		expect(md.url).toBe('https://example.org/studies/zhang-2026/');
		expect(md.extra).toBeUndefined();
	});

	it('drops keywords unless another translator calls it, and keeps the raw tags', () => {
		expect(md.tags).toEqual([]);
		expect(readEmbeddedMetadata(html, { calledFromTranslator: true }).tags).toEqual(['skills', 'evaluation']);
		expect(md.raw['citation_author']).toEqual(['Zhang, Wei', 'Ada Lovelace']);
	});
});

describe('authors', () => {
	const names = (head: string): string[] =>
		readEmbeddedMetadata(page(meta('citation_title', 'T') + head)).creators.map((c) => `${c.lastName}|${c.firstName ?? ''}`);

	it('keeps the order of citation_author tags and drops only adjacent repeats', () => {
		const head = ['Zhang, Wei', 'Lovelace, Ada', 'Lovelace, Ada', 'Grace Hopper', 'Zhang, Wei'].map((a) => meta('citation_author', a)).join('');
		expect(names(head)).toEqual(['Zhang|Wei', 'Lovelace|Ada', 'Hopper|Grace', 'Zhang|Wei']);
	});

	it('splits one tag on semicolons, and on commas only with spaces on both sides', () => {
		expect(names(meta('citation_authors', 'Wei Zhang; Lovelace, Ada'))).toEqual(['Zhang|Wei', 'Lovelace|Ada']);
		expect(names(meta('citation_author', 'Wei Zhang, Ada Lovelace'))).toEqual(['Zhang|Wei', 'Lovelace|Ada']);
		expect(names(meta('citation_author', 'van der Berg, Jan'))).toEqual(['van der Berg|Jan']);
	});

	it('misreads a lone "Family Name, Given Name" tag as two people, unless there are several tags or Spanish', () => {
		expect(names(meta('citation_author', 'García Márquez, Gabriel José'))).toEqual(['Márquez|García', 'José|Gabriel']);
		expect(names(meta('citation_author', 'García Márquez, Gabriel José') + meta('citation_language', 'es'))).toEqual(['García Márquez|Gabriel José']);
		expect(names(meta('citation_author', 'García Márquez, Gabriel José') + meta('citation_author', 'Zhang, Wei'))).toEqual([
			'García Márquez|Gabriel José',
			'Zhang|Wei',
		]);
	});

	it('reads citation_authors only when there is no citation_author', () => {
		expect(names(meta('citation_authors', 'Ada Lovelace') + meta('citation_author', 'Zhang, Wei'))).toEqual(['Zhang|Wei']);
	});

	it('title-cases names in one case and expands initials', () => {
		expect(names(meta('citation_author', 'ZHANG, WEI') + meta('citation_author', 'ada lovelace') + meta('citation_author', 'Knuth, DE'))).toEqual([
			'Zhang|Wei',
			'Lovelace|Ada',
			'Knuth|D. E.',
		]);
	});
});

describe('detection', () => {
	it('offers nothing without citation_title or another type tag, though the fields are there', () => {
		const md = readEmbeddedMetadata(
			page(
				meta('citation_author', 'Zhang, Wei') + meta('citation_publication_date', '2026') + meta('citation_doi', '10.5555/x') + meta('description', 'About'),
			),
		);
		expect(md.detected).toBe(false);
		expect(md.itemType).toBeUndefined();
		expect(md.DOI).toBe('10.5555/x');
		expect(md.creators).toHaveLength(1);
		expect(readEmbeddedMetadata(page('')).detected).toBe(false);
	});

	it('matches citation_* names case-sensitively, by the part from "citation_" on', () => {
		expect(readEmbeddedMetadata(page(meta('CITATION_TITLE', 'T'))).detected).toBe(false);
		expect(readEmbeddedMetadata(page(meta('Citation_Title', 'T'))).detected).toBe(false);
		expect(readEmbeddedMetadata(page(meta('bepress_citation_title', 'T'))).detected).toBe('journalArticle');
	});

	it('needs a non-empty content', () => {
		expect(readEmbeddedMetadata(page(meta('citation_title', ''))).detected).toBe(false);
	});

	it('takes a type tag alone as enough', () => {
		expect(readEmbeddedMetadata(page(meta('citation_journal_title', 'J'))).detected).toBe('journalArticle');
	});

	it('detects any page with a DC.* or og:* tag, as a web page', () => {
		const md = readEmbeddedMetadata(page(meta('DC.title', 'A record') + meta('DC.creator', 'Zhang, Wei')));
		expect(md.detected).toBe('webpage');
		expect(md.title).toBe('A record');
		expect(md.creators).toEqual([{ firstName: 'Wei', lastName: 'Zhang', creatorType: 'author' }]);
		expect(readEmbeddedMetadata(page('<meta property="og:title" content="A record">')).detected).toBe('webpage');
		// The namespace prefix is case-insensitive and the property's first letter is lower-cased.
		expect(readEmbeddedMetadata(page(meta('dc.Title', 'Lower'))).title).toBe('Lower');
	});

	it('counts a citation tag in the body for detection but reads the title only from the head', () => {
		const md = readEmbeddedMetadata(page('', meta('citation_title', 'In body') + meta('citation_author', 'Zhang, Wei')));
		expect(md.detected).toBe('journalArticle');
		expect(md.title).toBe('Page title');
		expect(md.creators.map((c) => c.lastName)).toEqual(['Zhang']);
	});
});

describe('item type', () => {
	const read = (head: string) => readEmbeddedMetadata(page(meta('citation_title', 'T') + head));

	it('journal title: journalArticle with publicationTitle', () => {
		const md = read(meta('citation_journal_title', 'Journal of Skills'));
		expect(md.itemType).toBe('journalArticle');
		expect(md.publicationTitle).toBe('Journal of Skills');
	});

	it('conference title (or citation_conference): conferencePaper with conferenceName', () => {
		const md = read(meta('citation_conference_title', 'SkillConf 2026'));
		expect(md.itemType).toBe('conferencePaper');
		expect(md.conferenceName).toBe('SkillConf 2026');
		expect(read(meta('citation_conference', 'SkillConf')).itemType).toBe('conferencePaper');
	});

	it('technical report institution: report with institution', () => {
		const md = read(meta('citation_technical_report_institution', 'Skill Lab'));
		expect(md.itemType).toBe('report');
		expect(md.institution).toBe('Skill Lab');
	});

	it('dissertation institution: thesis with university', () => {
		const md = read(meta('citation_dissertation_institution', 'Uni'));
		expect(md.itemType).toBe('thesis');
		expect(md.university).toBe('Uni');
	});

	it('none of them: the citation_title guess, journalArticle; an ISBN makes it a book', () => {
		expect(read('').itemType).toBe('journalArticle');
		expect(read(meta('citation_isbn', '978-3-16-148410-0')).itemType).toBe('book');
		expect(readEmbeddedMetadata(page(meta('generator', 'WordPress 6.5'))).detected).toBe('blogPost');
	});

	it('citation_inbook_title gives bookSection; citation_book_title does not (its "book" is read as a namespace)', () => {
		expect(read(meta('citation_inbook_title', 'Book')).itemType).toBe('bookSection');
		const md = read(meta('citation_book_title', 'Book'));
		expect(md.itemType).toBe('journalArticle');
		expect(md.fields['bookTitle']).toBe('Book');
	});

	it('the last type tag in the page wins', () => {
		expect(read(meta('citation_technical_report_institution', 'Lab') + meta('citation_journal_title', 'J')).itemType).toBe('journalArticle');
		expect(read(meta('citation_journal_title', 'J') + meta('citation_technical_report_institution', 'Lab')).itemType).toBe('report');
	});

	it('with RDF-style tags: og:type website and DC.type beat the citation_title guess, type tags beat both', () => {
		const og = (type: string): string => `<meta property="og:type" content="${type}">`;
		expect(read(og('website')).itemType).toBe('webpage');
		expect(read(og('article')).itemType).toBe('journalArticle');
		expect(read(og('website') + meta('citation_journal_title', 'J')).itemType).toBe('journalArticle');
		// Item type names are case-sensitive: "dataset" is one, "Dataset" goes through DC's vocabulary.
		expect(read(meta('DC.type', 'dataset')).itemType).toBe('dataset');
		const capital = read(meta('DC.type', 'Dataset'));
		expect(capital.itemType).toBe('journalArticle');
		expect(capital.extra).toBe('type: dataset');
		expect(read(meta('DC.type', 'Text')).itemType).toBe('journalArticle');
	});
});

describe('date precedence', () => {
	const date = (head: string) => readEmbeddedMetadata(page(head)).date;

	it('citation_date over citation_cover_date over citation_publication_date, whatever their order', () => {
		expect(date(meta('citation_date', '2024') + meta('citation_publication_date', '2023'))).toBe('2024');
		expect(date(meta('citation_publication_date', '2023') + meta('citation_date', '2024'))).toBe('2024');
		expect(date(meta('citation_cover_date', '2022') + meta('citation_publication_date', '2023'))).toBe('2022');
	});

	it('a citation date over DC; DCTERMS.issued over DC.date', () => {
		expect(date(meta('DC.date', '2020') + meta('citation_publication_date', '2023'))).toBe('2023');
		expect(date(meta('DC.date', '2020'))).toBe('2020');
		expect(date(meta('DC.date', '2020') + meta('DCTERMS.issued', '2019'))).toBe('2019');
	});

	it('citation_online_date and citation_year only when nothing else gave a date', () => {
		expect(date(meta('citation_online_date', '2021-05-03'))).toBe('2021-05-03');
		expect(date(meta('DC.date', '2020') + meta('citation_online_date', '2021-05-03'))).toBe('2020');
		expect(date(meta('citation_online_date', '2021/5/3') + meta('citation_year', '2019'))).toBe('2019');
		expect(date(meta('citation_online_date', '2019/5/3') + meta('citation_year', '2020'))).toBe('2019-05-03');
	});
});

describe('other fields', () => {
	it('takes a DOI from DC.identifier and resolves a relative URL against the page', () => {
		const md = readEmbeddedMetadata(page(meta('DC.identifier', 'doi:10.1234/abc') + meta('citation_public_url', '/studies/x/')), {
			url: 'https://example.org/studies/x/index.html',
		});
		expect(md.DOI).toBe('10.1234/abc');
		expect(md.url).toBe('https://example.org/studies/x/');
	});

	it('decodes entities in content and adds a Snapshot when there is no PDF', () => {
		const md = readEmbeddedMetadata(page(meta('citation_title', 'Caf&eacute; &lt;3 &#x2013; &quot;skills&quot;')));
		expect(md.title).toBe('Café <3 – "skills"');
		expect(md.attachments).toEqual([{ title: 'Snapshot' }]);
	});

	it('falls back to the page title, the description and the html lang', () => {
		const md = readEmbeddedMetadata(page(meta('citation_journal_title', 'J') + meta('Description', ' An   abstract ')));
		expect(md.title).toBe('Page title');
		expect(md.abstractNote).toBe('An abstract');
		expect(md.language).toBe('en');
	});
});
