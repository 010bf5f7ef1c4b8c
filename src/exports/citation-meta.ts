/**
 * The embedded metadata that makes a page citable by reference managers and scholarly search:
 * Highwire Press `citation_*` tags (read by Zotero's connector and Google Scholar) and Dublin Core
 * `DC.*` tags, both made from the same CSL item the page's citation box shows, so the three agree.
 *
 * A study page describes the structured summary, not the paper: its own tags (title, author,
 * dates, publisher) are the record's. The studied paper's identifiers go in a `citation_reference`
 * tag, never in the record's `citation_doi` or `citation_arxiv_id`, so no reader mistakes the
 * summary for the paper or attaches the paper's PDF to it.
 */
import { arxivOf } from './bibtex.ts';
import { DATABASE_AUTHOR, DATABASE_NAME, paperCsl, type CslItem, type CslName } from './csl.ts';
import { DATA_LICENSE } from '../views/licence.ts';
import { doiUrl } from '../lib/doi.ts';

export interface MetaTag {
	name: string;
	content: string;
}

/** Highwire dates are YYYY/MM/DD (or YYYY alone). */
export function highwireDate(parts: readonly number[] | undefined): string | undefined {
	if (!parts || parts.length === 0) return undefined;
	return parts.map((n, i) => (i === 0 ? String(n) : String(n).padStart(2, '0'))).join('/');
}

/**
 * A name as Highwire writes it, "Family, Given". An organisation is a family name with an empty
 * given name ("skill-evidence contributors,"): Zotero then keeps it whole, where without the comma
 * it would split it at the last space into a given and a family name and title-case both.
 * Dublin Core gets the name as it is.
 */
function metaName(name: CslName, highwire: boolean): string | undefined {
	if (name.literal !== undefined) return name.literal === 'others' ? undefined : highwire ? `${name.literal},` : name.literal;
	return name.given ? `${name.family ?? ''}, ${name.given}` : name.family;
}

const names = (item: CslItem, highwire = true) => item.author.map((n) => metaName(n, highwire)).filter((n): n is string => n !== undefined && n !== '');

/** A cited work in the `citation_reference` form: `key=value` pairs joined by "; ". */
export function citationReference(item: CslItem): string {
	const clean = (v: string) => v.replace(/;/g, ',');
	const pairs: [string, string | undefined][] = [
		['citation_title', item.title],
		...names(item).map((n): [string, string] => ['citation_author', n]),
		['citation_publication_date', highwireDate(item.issued?.['date-parts'][0])],
		[item.type === 'paper-conference' ? 'citation_conference_title' : 'citation_journal_title', item['container-title']],
		['citation_volume', item.volume],
		['citation_issue', item.issue],
		['citation_doi', item.DOI],
		['citation_arxiv_id', arxivOf(item)?.id],
		['citation_abstract_html_url', item.URL],
	];
	return pairs
		.filter((p): p is [string, string] => p[1] !== undefined && p[1] !== '')
		.map(([k, v]) => `${k}=${clean(v)}`)
		.join('; ');
}

export interface RecordMetaInput {
	/** The structured summary (a CSL dataset item). */
	record: CslItem;
	/** The studied paper. */
	paper: CslItem;
	/** When the record was first added (YYYY-MM-DD), if known. */
	added: string | undefined;
	language?: string;
}

/** Every `citation_*` and `DC.*` tag of a study page, in a fixed order. */
/** A list of tags and the function that adds one, leaving out a tag without content. */
function tagList(): { tags: MetaTag[]; add: (name: string, content: string | undefined) => void } {
	const tags: MetaTag[] = [];
	const add = (name: string, content: string | undefined) => {
		if (content) tags.push({ name, content });
	};
	return { tags, add };
}

export function recordMetaTags({ record, paper, added, language = 'en' }: RecordMetaInput): MetaTag[] {
	const { tags, add } = tagList();
	const issued = record.issued?.['date-parts'][0];
	add('citation_title', record.title);
	for (const n of names(record)) add('citation_author', n);
	add('citation_publication_date', highwireDate(issued));
	add('citation_online_date', highwireDate(added?.split('-').map(Number)));
	add('citation_publisher', record.publisher);
	add('citation_language', language);
	add('citation_abstract_html_url', record.URL);
	// The permanent page of the version shown: what a reference manager saving this page keeps as its URL.
	add('citation_public_url', record.URL);
	add('citation_reference', citationReference(paper));
	add('DC.title', record.title);
	for (const n of names(record, false)) add('DC.creator', n);
	add('DC.date', issued && issued.map((n, i) => (i === 0 ? String(n) : String(n).padStart(2, '0'))).join('-'));
	add('DC.publisher', record.publisher);
	// Lower case: Zotero matches DC.type against its own item types ("dataset"); "Dataset" would make a journal article.
	add('DC.type', 'dataset');
	add('DC.format', 'text/html');
	add('DC.identifier', record.URL);
	add('DC.language', language);
	add('DC.rights', `${DATA_LICENSE.title} (${DATA_LICENSE.url})`);
	add('DC.relation', paper.DOI ? doiUrl(paper.DOI) : paper.URL);
	add('DC.description', record.note);
	return tags;
}

/** The review the database is built on, as CITATION.cff lists it. */
export const THE_REVIEW: Parameters<typeof paperCsl>[0] = {
	authors: ['Zhang S'],
	year: 2026,
	title: 'What Does a Skill Actually Do? Estimands and Evaluation Validity for Tool and Skill Use in LLM Agents: A Critical Review',
	status: 'preprint',
	arxiv: { id: '2609.33153', version: 'v1' },
	url: 'https://arxiv.org/abs/2609.33153v1',
};

/**
 * A framework page: a web page of the database that presents the review's framework. Its tags
 * name the page and the database; the review goes in `citation_reference`, the work to cite for
 * the framework itself.
 */
export function frameworkMetaTags({ title, url, changed }: { title: string; url: string; changed: string | undefined }): MetaTag[] {
	const review = paperCsl(THE_REVIEW, 'the-review', 'zhang2026what');
	const { tags, add } = tagList();
	add('citation_title', `${title} (skill-evidence framework)`);
	add('citation_author', metaName({ literal: DATABASE_AUTHOR }, true));
	add('citation_publication_date', highwireDate(changed?.split('-').map(Number)));
	add('citation_publisher', DATABASE_NAME);
	add('citation_language', 'en');
	add('citation_abstract_html_url', url);
	add('citation_reference', citationReference(review));
	add('DC.title', title);
	add('DC.creator', DATABASE_AUTHOR);
	add('DC.date', changed);
	add('DC.publisher', DATABASE_NAME);
	// A Zotero item type, so the page is saved as what it is.
	add('DC.type', 'webpage');
	add('DC.identifier', url);
	add('DC.rights', `${DATA_LICENSE.title} (${DATA_LICENSE.url})`);
	add('DC.relation', review.URL);
	return tags;
}
