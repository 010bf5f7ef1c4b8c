/**
 * CSL-JSON built from typed data: the studied papers (from records and the bibliography) and the
 * structured summaries themselves as citable dataset records. Pure functions; the formatting
 * library only ever receives what these return.
 */
import { oneLine } from '../lib/text.ts';
import type { Reference } from '../schema/bibliography.ts';
import type { Study } from '../schema/study.ts';
import type { Paper } from '../views/paper.ts';

export interface CslName {
	family?: string;
	given?: string;
	literal?: string;
}

export interface CslItem {
	id: string;
	'citation-key': string;
	type: string;
	title: string;
	author: CslName[];
	issued?: { 'date-parts': [number, ...number[]][] };
	'container-title'?: string;
	'container-title-short'?: string;
	publisher?: string;
	number?: string;
	volume?: string;
	issue?: string;
	page?: string;
	DOI?: string;
	URL?: string;
	version?: string;
	status?: string;
	note?: string;
	genre?: string;
	keyword?: string;
	/**
	 * CSL-JSON's place for what has no CSL variable: the arXiv primary class, the commit of a record's
	 * last change, and a record's label (its short name: every record shares its author and often its
	 * year, so a style that labels by author and year cannot tell records apart without it).
	 */
	custom?: { arxiv?: string; arxiv_primary_class?: string; commit?: string; related_key?: string; authors_truncated?: boolean; label?: string };
}

/** Every text of an item on one line, names included: what every format then writes. */
function oneLineItem(item: CslItem): CslItem {
	const out = Object.fromEntries(Object.entries(item).map(([k, v]) => [k, typeof v === 'string' ? oneLine(v) : v])) as unknown as CslItem;
	out.author = item.author.map((n) => Object.fromEntries(Object.entries(n).map(([k, v]) => [k, oneLine(v as string)])) as CslName);
	return out;
}

/** "Cho S" -> {family: Cho, given: S}; "Lakshmi Narasimhan V" keeps the two-word family name. */
export function cslName(author: string): CslName {
	if (author === 'et al') return { literal: 'others' };
	const parts = author.split(/\s+/);
	const isInitials = (p: string) => /^[A-Z](?:[-.]?[A-Z])*\.?$/.test(p);
	let i = parts.length;
	while (i > 1 && isInitials(parts[i - 1]!)) i--;
	if (i === parts.length || i === 0) return { literal: author };
	// Run-together initials ("NZ") are two initials, as "N Z": styles then write "N. Z.", not "N.".
	const given = parts.slice(i).map((p) => (/^[A-Z]{2,4}$/.test(p) ? p.split('').join(' ') : p));
	return { family: parts.slice(0, i).join(' '), given: given.join(' ') };
}

function asciiWord(text: string): string {
	return text
		.normalize('NFD')
		.replace(/[\u0300-\u036f]/g, '')
		.toLowerCase()
		.replace(/[^a-z0-9]/g, '');
}

/** A readable citation key: family name of the first author, year, first title word. */
export function citationKey(authors: readonly string[], year: number | undefined, title: string | undefined): string {
	const first = cslName(authors[0] ?? 'anon');
	const family = asciiWord(first.family ?? first.literal ?? 'anon').slice(0, 20) || 'anon';
	const word = asciiWord((title ?? '').split(/[\s:]+/).find((w) => w.length > 3) ?? 'untitled').slice(0, 20);
	return `${family}${year ?? 'nd'}${word}`;
}

/** What a bibliographic entry needs; both a resolved Paper and a Reference fit. */
type Bib = { [K in 'authors' | 'year' | 'title' | 'venue' | 'status' | 'pages' | 'arxiv' | 'doi' | 'url']?: Paper[K] | undefined } & {
	authors: readonly string[];
};

/**
 * A journal venue as the review writes it, "Biometrics 58(1)" or "Front Comput Sci 19(8)": the
 * journal's name, then volume and issue. A venue without them is the name alone.
 */
export function journalParts(venue: string): { journal: string; volume?: string; issue?: string } {
	const m = /^(.*\S)\s+(\d+)\((\d+)\)$/.exec(venue.trim());
	return m ? { journal: m[1]!, volume: m[2]!, issue: m[3]! } : { journal: venue.trim() };
}

/** Full titles of the journals the review cites by their NLM abbreviation (a citation prints the full one). */
export const JOURNAL_TITLES: Readonly<Record<string, string>> = {
	'Front Comput Sci': 'Frontiers of Computer Science',
	'Artif Intell Rev': 'Artificial Intelligence Review',
	'J Educ Psychol': 'Journal of Educational Psychology',
	'J R Stat Soc Ser B Stat Methodol': 'Journal of the Royal Statistical Society: Series B (Statistical Methodology)',
	'J Am Stat Assoc': 'Journal of the American Statistical Association',
};

function cslType(bib: Bib): string {
	if (bib.status === 'preprint' || bib.status === 'working_paper') return 'article';
	if (bib.status === 'guideline') return 'report';
	const venue = bib.venue ?? '';
	// A work without a venue is no journal article (BibTeX would want a journal it cannot have).
	if (!venue) return 'article';
	if (/\bPress\b/.test(venue)) return 'book';
	if (/Proc\.?|Proceedings|Conference|Findings|Workshop|Advances in|ICLR|\(COLM/.test(venue)) return 'paper-conference';
	return 'article-journal';
}

/** What every format says of an author list the source cut short, where it has no "et al." of its own. */
export const TRUNCATED_NOTE = 'The source lists only the first authors (et al.).';

/** CSL for a bibliographic entry (a reference of the review or a record's paper). */
export function paperCsl(bib: Bib, id: string, key: string): CslItem {
	const type = cslType(bib);
	const truncated = bib.authors.at(-1) === 'et al';
	const item: CslItem = {
		id,
		'citation-key': key,
		type,
		title: bib.title ?? 'Untitled',
		// "et al" is no author: the list keeps the names it has and says it is cut (TRUNCATED_NOTE).
		author: bib.authors.filter((a) => a !== 'et al').map(cslName),
	};
	if (truncated) item.custom = { authors_truncated: true };
	if (bib.year !== undefined) item.issued = { 'date-parts': [[bib.year]] };
	if (type === 'book') item.publisher = bib.venue!;
	else if (type === 'report') {
		// A guideline's venue says which version it is ("Step 4 version, 20 November 2019"), not who issued it.
		item.publisher = 'International Council for Harmonisation';
		if (bib.venue) item.note = bib.venue;
	} else if (type === 'article-journal' && bib.venue) {
		const j = journalParts(bib.venue);
		// The journal's full title; the review's abbreviation stays as CSL's short form.
		item['container-title'] = JOURNAL_TITLES[j.journal] ?? j.journal;
		if (JOURNAL_TITLES[j.journal]) item['container-title-short'] = j.journal;
		if (j.volume) item.volume = j.volume;
		if (j.issue) item.issue = j.issue;
	} else if (bib.venue) item['container-title'] = bib.venue;
	if (bib.status === 'accepted') item.status = 'accepted';
	if (bib.arxiv) {
		const arxivId = `arXiv:${bib.arxiv.id}${bib.arxiv.version ?? ''}`;
		item.custom = { ...item.custom, arxiv: arxivId };
		// CSL's number is the preprint's own number; a published paper's arXiv copy is no number of its venue
		// (APA would print "Article arXiv:..." after a proceedings title).
		if (type === 'article') {
			item.number = arxivId;
			item.publisher = 'arXiv';
			item.genre = 'Preprint';
			// arXiv's DOI, a real one that every importer keeps, where the paper has no other.
			if (!bib.doi) item.DOI = `10.48550/arXiv.${bib.arxiv.id}`;
		}
		if (bib.arxiv.primary_class) item.custom = { ...item.custom, arxiv_primary_class: bib.arxiv.primary_class };
	}
	if (truncated) item.note = TRUNCATED_NOTE;
	if (bib.pages) item.page = bib.pages;
	if (bib.doi) item.DOI = bib.doi;
	if (bib.url) item.URL = bib.url;
	return oneLineItem(item);
}

/** The named collections of the bibliography, as CSL keywords (BibTeX `keywords`). */
export const REVIEW_COLLECTION = 'review-bibliography';
export const CONTRIBUTED_COLLECTION = 'contributed-study';

/** Citation keys made unique in order of appearance: a second "smith2024tool" becomes "smith2024toolb". */
function keyMaker(): (bib: Bib) => string {
	const seen = new Map<string, number>();
	return (bib) => {
		const key = citationKey(bib.authors, bib.year, bib.title);
		const n = seen.get(key) ?? 0;
		seen.set(key, n + 1);
		return n > 0 ? `${key}${String.fromCharCode(97 + n)}` : key;
	};
}

/** CSL for every reference of the review, with unique keys: the review's named collection. */
export function referencesCsl(references: readonly Reference[]): CslItem[] {
	const key = keyMaker();
	return references.map((r) => ({ ...paperCsl(r, `ref-${r.n}`, key(r)), keyword: REVIEW_COLLECTION }));
}

/** A studied paper that the review does not cite, with the record it belongs to. */
export interface ContributedPaper {
	studyId: string;
	paper: Paper;
}

/**
 * The site-wide bibliography: the review's references (ids `ref-N`), then the paper of every study
 * the review does not cite (ids `study-<id>`), all with unique keys.
 */
export function bibliographyCsl(references: readonly Reference[], contributed: readonly ContributedPaper[]): CslItem[] {
	const key = keyMaker();
	return [
		...references.map((r) => ({ ...paperCsl(r, `ref-${r.n}`, key(r)), keyword: REVIEW_COLLECTION })),
		...contributed.map(({ studyId, paper }) => {
			const later = paper.published;
			// A paper known only by its later publication is cited as that publication.
			if (later && !paper.venue && paper.status === 'published') {
				const bib = { ...paper, venue: later.venue, year: later.year ?? paper.year, doi: later.doi ?? paper.doi };
				return { ...paperCsl(bib, `study-${studyId}`, key(bib)), keyword: CONTRIBUTED_COLLECTION };
			}
			const item = { ...paperCsl(paper, `study-${studyId}`, key(paper)), keyword: CONTRIBUTED_COLLECTION };
			if (later) item.note = [`Later published: ${later.venue} (${later.year})${later.doi ? `, doi:${later.doi}` : ''}.`, item.note].filter(Boolean).join(' ');
			return item;
		}),
	];
}

/** The bibliography id of a study's paper: `ref-N` when the review cites it, else `study-<id>`. */
export const bibliographyId = (study: { id: string; paper: { review_ref?: number | undefined } }) =>
	study.paper.review_ref === undefined ? `study-${study.id}` : `ref-${study.paper.review_ref}`;

const bibliographyIndexes = new WeakMap<readonly unknown[], WeakMap<readonly Reference[], ReadonlyMap<string, CslItem>>>();

/**
 * The site-wide bibliography by id, computed once per list of studies: a study's paper is cited
 * with the same key on its page, in its own .bib and in references.bib (one key per work).
 */
export function bibliographyIndex(
	references: readonly Reference[],
	contributed: () => readonly ContributedPaper[],
	studies: readonly unknown[],
): ReadonlyMap<string, CslItem> {
	let byRefs = bibliographyIndexes.get(studies);
	if (!byRefs) bibliographyIndexes.set(studies, (byRefs = new WeakMap()));
	let index = byRefs.get(references);
	if (!index) byRefs.set(references, (index = new Map(bibliographyCsl(references, contributed()).map((item) => [item.id, item]))));
	return index;
}

export interface RecordCitationContext {
	/** Absolute URL of the record's page. */
	url: string;
	/** Release of the database (package version). */
	version: string;
	/** When the record last changed, YYYY-MM-DD, or undefined when unknown. */
	lastChanged: string | undefined;
	/** The commit of that change (full hash), or undefined when unknown. */
	commit?: string | undefined;
	/** The citation key of the studied paper in the bibliography (named in the note). */
	paperKey?: string | undefined;
	/** The record's version (its number of changes in the repository) and that version's permanent address. */
	recordVersion?: { n: number; url: string } | undefined;
}

export const DATABASE_NAME = 'skill-evidence';
export const DATABASE_AUTHOR = 'skill-evidence contributors';

/** The structured summary itself as a citable dataset record. */
export function recordCsl(study: Study, paper: Paper, ctx: RecordCitationContext): CslItem {
	const item: CslItem = {
		id: `record-${study.id}`,
		'citation-key': `skillevidence_${study.id.replace(/-/g, '_')}`,
		type: 'dataset',
		title: `${study.short_name}: structured study summary (${DATABASE_NAME} record ${study.id}${ctx.recordVersion ? `, version ${ctx.recordVersion.n}` : ''})`,
		author: [{ literal: DATABASE_AUTHOR }],
		publisher: DATABASE_NAME,
		...(ctx.version ? { version: ctx.version } : {}),
		// The permanent address of the version cited: it keeps showing that state after the record changes.
		URL: ctx.recordVersion?.url ?? ctx.url,
		note: [
			`Structured summary of ${paper.title ?? 'the study'}${paper.year ? ` (${paper.year})` : ''}.`,
			`Record last changed ${ctx.lastChanged ?? 'on an unknown date'}${ctx.commit ? ` in commit ${ctx.commit.slice(0, 12)}` : ''}.`,
			// A key in a note, not a BibTeX `related` field: biber warns of a related entry absent from the files loaded.
			...(ctx.paperKey ? [`The paper is ${ctx.paperKey} in references.bib.`] : []),
		].join(' '),
	};
	item.custom = {
		...(ctx.commit ? { commit: ctx.commit } : {}),
		...(ctx.paperKey ? { related_key: ctx.paperKey } : {}),
		label: `${DATABASE_NAME}: ${study.short_name}`,
	};
	if (ctx.lastChanged) {
		const [y, m, d] = ctx.lastChanged.split('-').map(Number) as [number, number, number];
		item.issued = { 'date-parts': [[y, m, d]] };
	}
	return oneLineItem(item);
}
