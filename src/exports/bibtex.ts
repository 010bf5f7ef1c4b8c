/**
 * BibTeX from CSL items, written here rather than by a library so that every field is escaped the
 * same way: no field content can unbalance a brace, split an author list or end an entry. Entry
 * types follow the kind of work: arXiv preprints are `@misc` with `eprint`, `archivePrefix` and
 * `primaryClass` (what arXiv's own export and biblatex read), proceedings `@inproceedings`, journal
 * articles `@article`, a structured summary `@misc` carrying the database version.
 */
import { latexUnicode } from '../lib/latex.ts';
import { oneLine } from '../lib/text.ts';
import { TRUNCATED_NOTE, type CslItem, type CslName } from './csl.ts';

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'] as const;

const LATEX_SPECIALS: Record<string, string> = {
	'\\': '\\textbackslash{}',
	'{': '\\textbraceleft{}',
	'}': '\\textbraceright{}',
	'%': '\\%',
	'&': '\\&',
	$: '\\$',
	'#': '\\#',
	_: '\\_',
	'~': '\\textasciitilde{}',
	'^': '\\textasciicircum{}',
};

/**
 * Text as a BibTeX field value: LaTeX's special characters escaped, braces written as commands so
 * the field's own braces always balance (BibTeX counts `\{` as a brace).
 */
export function bibtexText(text: string): string {
	return oneLine(text).replace(/[\\{}%&$#_~^]|[^\x00-\x7f]/gu, (c) => {
		const special = LATEX_SPECIALS[c];
		if (special) return special;
		// What pdflatex cannot read from UTF-8 (τ, ≥, ₀) as a command, braced so no style changes its case.
		const mapped = UTF8_READ.test(c) ? c : latexUnicode(c);
		return mapped === c ? c : `{${mapped}}`;
	});
}

/**
 * What LaTeX's own UTF-8 input reads in a bibliography as it stands: Latin-1 and Latin Extended-A,
 * quotes, dashes, the ellipsis, bullet, daggers, euro and trade mark. A .bib stays readable where it can.
 */
const UTF8_READ = /[\u00a0-\u017f\u2013\u2014\u2018\u2019\u201c\u201d\u2020-\u2022\u2026\u20ac\u2122]/u;

/** A word that holds a capital, or a letter written as a command (τ), keeps its form in every style. */
const needsProtection = (word: string) => /\p{Lu}/u.test(word) || [...word].some((c) => c.codePointAt(0)! >= 0x80 && !UTF8_READ.test(c));

/** A title with every word that holds a capital letter brace-protected, so styles that lower-case titles keep "MetaTool" and "LLM". */
export function bibtexTitle(title: string): string {
	return oneLine(title)
		.split(' ')
		.map((word) => {
			// Punctuation around the word stays outside its braces: "{MetaTool}:", "({LLM})".
			const [, lead = '', core = '', trail = ''] = /^([^\p{L}\p{N}]*)(.*?)([^\p{L}\p{N}]*)$/u.exec(word) ?? [];
			return needsProtection(core) ? `${bibtexText(lead)}{${bibtexText(core)}}${bibtexText(trail)}` : bibtexText(word);
		})
		.join(' ');
}

/** A name part that holds " and " or a comma would split the list or the name: it is braced whole. */
function namePart(part: string): string {
	const text = bibtexText(part);
	return /\band\b|,/i.test(part) ? `{${text}}` : text;
}

/** One author: "Family, Given", a literal (an organisation) braced whole, "others" bare. */
export function bibtexName(name: CslName): string {
	if (name.literal === 'others') return 'others';
	if (name.literal !== undefined) return `{${bibtexText(name.literal)}}`;
	const family = namePart(name.family ?? '');
	return name.given ? `${family}, ${namePart(name.given)}` : family;
}

const percent = (c: string) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`;

/**
 * A URL as a BibTeX `url` field. The field is read verbatim: biblatex and biber take it as written,
 * plainnat prints it in \url{...} (the url or hyperref package reads `% # & _ ~ ^` there as they
 * are), and BibTeX parsers keep it as text. So nothing is escaped the LaTeX way: `\%` or `\_`
 * would reach biblatex's link as a backslash. A URL's own `%` (an escape) and `#` (the fragment)
 * are written as they are (a style that hands the URL to \href inside another command's argument
 * would need `\%`, which biblatex would print: the verbatim reading biblatex documents wins). The
 * schema refuses braces, backslashes, quotes, blanks and `$` (which BibTeX parsers read as math
 * even here); percent-encoding them here is a second guard, and keeps the URL one that resolves.
 */
export function bibtexUrl(url: string): string {
	return oneLine(url).replace(/[{}\\\s"$]/g, percent);
}

/**
 * A DOI as a BibTeX `doi` field: a name, read verbatim like a URL (biblatex links it, plainnat
 * prints it in \doi{...}, the doi package in \href{...} inside its own argument). The schema refuses
 * `$`, `%` and `#` as well as what no URL may hold: in \href within an argument `%` ends the line
 * and `#` is a macro parameter, no LaTeX escape of them survives biblatex's verbatim reading, and
 * percent-encoding would itself write a `%`. So the second guard here leaves such a DOI out (the
 * entry keeps its URL) rather than write one that stops pdflatex or names another DOI.
 */
export function bibtexDoi(doi: string): string | undefined {
	return /[{}\\\s"$%#]/.test(oneLine(doi)) ? undefined : oneLine(doi);
}

/** arXiv's identifier, category and version from a CSL item. */
export function arxivOf(item: CslItem): { id: string; version: string | undefined; primaryClass: string | undefined } | undefined {
	const m = /^arXiv:(\d{4}\.\d{4,5})(v\d+)?$/.exec(item.custom?.arxiv ?? item.number ?? '');
	return m ? { id: m[1]!, version: m[2], primaryClass: item.custom?.arxiv_primary_class } : undefined;
}

/** The BibTeX entry type of a CSL item. */
export function bibtexType(item: CslItem): string {
	switch (item.type) {
		case 'paper-conference':
			return 'inproceedings';
		case 'article-journal':
			return 'article';
		case 'book':
			return 'book';
		case 'report':
			return 'techreport';
		default:
			return 'misc';
	}
}

/** Pages as BibTeX writes a range: "126544--126565". */
function pages(page: string): string {
	return bibtexText(page.replace(/\s*[–—-]+\s*/g, '--'));
}

/** How a file of entries is meant to be used. */
export interface BibtexOptions {
	/**
	 * Entries that carry a label (the records) are labelled by it instead of by author: for a file of
	 * many records meant to be cited together (records.bib and its cut for a selection). natbib's
	 * author-year styles label entries of one author and year a, b, ... z, then run out (bibtex stops
	 * at the 32nd with "128 isn't valid ASCII"), and every record has the database as author.
	 * plainnat (like BibTeX's own styles) reads the `key` field only where there is no author, so
	 * such an entry has no author field: it is labelled, sorted and printed by the key
	 * ("skill-evidence: <short name>", cited without a year), and names the database in the key and
	 * in howpublished. A record cited alone (its page's citation box and .bib) keeps its author, which
	 * reference managers import as the creator (Zotero's BibTeX import reads none from `key`).
	 */
	labelledByKey?: boolean;
}

/** One entry; fields in a fixed order, each on its own line. */
export function bibtexEntry(item: CslItem, options: BibtexOptions = {}): string {
	const type = bibtexType(item);
	const fields: [string, string][] = [];
	const add = (name: string, value: string | undefined) => {
		if (value !== undefined && value !== '') fields.push([name, `{${value}}`]);
	};
	// BibTeX's own "et al.": a list the source cut short ends in "and others", which styles print as et al.
	const names = [...item.author.map(bibtexName), ...(item.custom?.authors_truncated ? ['others'] : [])];
	const label = item.custom?.label;
	if (names.length > 0 && !(label && options.labelledByKey)) add('author', names.join(' and '));
	// read by plainnat only where there is no author; by biblatex for sorting
	if (label) add('key', bibtexText(label));
	add('title', bibtexTitle(item.title));
	const container = item['container-title'];
	if (type === 'inproceedings') add('booktitle', container && bibtexText(container));
	else if (type === 'article') add('journal', container && bibtexText(container));
	if (type === 'techreport') add('institution', item.publisher && bibtexText(item.publisher));
	else if (type === 'book') add('publisher', item.publisher && bibtexText(item.publisher));
	add('volume', item.volume && bibtexText(item.volume));
	add('number', item.issue && bibtexText(item.issue));
	add('pages', item.page && pages(item.page));
	const date = item.issued?.['date-parts'][0];
	if (date) {
		add('year', String(date[0]));
		const month = date[1];
		if (month !== undefined && month >= 1 && month <= 12) fields.push(['month', MONTHS[month - 1]!]);
		if (date.length === 3) add('date', date.map((n, i) => (i === 0 ? String(n) : String(n).padStart(2, '0'))).join('-'));
	}
	const arxiv = arxivOf(item);
	if (arxiv) {
		add('eprint', arxiv.id);
		// biblatex's own name for it: Zotero's BibTeX import keeps the arXiv id only from this field
		// (it ignores archivePrefix), and biber takes both without a warning
		add('eprinttype', 'arxiv');
		add('archivePrefix', 'arXiv');
		add('primaryClass', arxiv.primaryClass);
	}
	if (item.type === 'dataset') {
		// The version once, where both plainnat and biblatex print it (the note names the paper's key).
		add('howpublished', item.publisher && bibtexText(`${item.publisher} database${item.version ? `, version ${item.version}` : ''}`));
	} else if (item.status === 'accepted') add('pubstate', 'accepted');
	add('doi', item.DOI && bibtexDoi(item.DOI));
	add('url', item.URL && bibtexUrl(item.URL));
	// "and others" says it already.
	const note = item.custom?.authors_truncated ? item.note?.replace(TRUNCATED_NOTE, '').trim() : item.note;
	add('note', note && bibtexText(note));
	add('keywords', item.keyword && bibtexText(item.keyword));
	const key = item['citation-key'].replace(/[^A-Za-z0-9_:.-]/g, '');
	return `@${type}{${key},\n${fields.map(([k, v]) => `\t${k} = ${v}`).join(',\n')}\n}\n`;
}

/** A whole file: entries separated by a blank line. */
export function bibtexFile(items: readonly CslItem[], options: BibtexOptions = {}): string {
	return items.map((item) => bibtexEntry(item, options)).join('\n');
}

/** BibTeX's own comment entry, which every BibTeX reader skips: a file states its licence in it. */
export function bibtexLicence(notice: string): string {
	return `@comment{${notice.replace(/[{}]/g, '')}}\n\n`;
}
