/**
 * RIS from CSL items. Every value is put on one line (line breaks and control characters become
 * spaces), so no field content can start a tag of its own, such as an `ER  -` that would end the
 * record early; a value Zotero would read as HTML has its & and < escaped (see risValue). Types
 * follow the kind of work: MANSCPT (genre Preprint) for preprints and working papers, CPAPER, JOUR,
 * BOOK, RPRT, ELEC for a web document, DATA for a structured summary. What Zotero's own RIS import
 * makes of each is checked in tests/unit/zotero-import.test.ts.
 */
import { arxivOf } from './bibtex.ts';
import { oneLine } from '../lib/text.ts';
import type { CslItem, CslName } from './csl.ts';

/** The RIS type of a CSL item. */
export function risType(item: CslItem): string {
	switch (item.type) {
		case 'article':
			// Zotero's RIS import has no preprint type and reads UNPB as a journal article; a manuscript
			// with its genre (M3 Preprint) and arXiv's DOI is the nearest it keeps.
			return 'MANSCPT';
		case 'paper-conference':
			return 'CPAPER';
		case 'article-journal':
			return 'JOUR';
		case 'book':
			return 'BOOK';
		case 'report':
			return 'RPRT';
		case 'dataset':
			return 'DATA';
		default:
			return 'ELEC';
	}
}

/**
 * HTML's legacy character references, which a browser decodes even without their semicolon
 * ("&copy=2" reads "©=2"); from the HTML standard's named character references.
 */
const LEGACY_ENTITIES =
	'AElig|AMP|Aacute|Acirc|Agrave|Aring|Atilde|Auml|COPY|Ccedil|ETH|Eacute|Ecirc|Egrave|Euml|GT|Iacute|Icirc|Igrave|Iuml|LT|Ntilde|Oacute|Ocirc|Ograve|Oslash|Otilde|Ouml|QUOT|REG|THORN|Uacute|Ucirc|Ugrave|Uuml|Yacute|aacute|acirc|acute|aelig|agrave|amp|aring|atilde|auml|brvbar|ccedil|cedil|cent|copy|curren|deg|divide|eacute|ecirc|egrave|eth|euml|frac12|frac14|frac34|gt|iacute|icirc|iexcl|igrave|iquest|iuml|laquo|lt|macr|micro|middot|nbsp|not|ntilde|oacute|ocirc|ograve|ordf|ordm|oslash|otilde|ouml|para|plusmn|pound|quot|raquo|reg|sect|shy|sup1|sup2|sup3|szlig|thorn|times|uacute|ucirc|ugrave|uml|uuml|yacute|yen|yuml';
/** What an HTML parser would read as a tag, a comment or a character reference. */
const HTML_MARKUP = new RegExp(`<[A-Za-z/!?]|&(?:#|[A-Za-z][A-Za-z0-9]*;|(?:${LEGACY_ENTITIES}))`);

/**
 * A value as Zotero's RIS import gives it back. RIS.js reads every value but notes and abstracts as
 * HTML (Zotero.Utilities.unescapeHTML), and a note without tags as text it wraps in <p>: a "<think>"
 * in a title, or "<x>" in a DOI, would vanish, and "&amp;" would become "&". Such a value is written
 * with its & and < escaped, which Zotero decodes back to the text; any other value (nearly all)
 * is written as it is, for every other reader.
 */
export function risValue(text: string): string {
	return HTML_MARKUP.test(text) ? text.replace(/&/g, '&amp;').replace(/</g, '&lt;') : text;
}

/** RIS has no "and others": a list cut with "et al" lists the names it has (the string would become an author). */
function risName(name: CslName): string | undefined {
	if (name.literal !== undefined) return name.literal === 'others' ? undefined : name.literal;
	return name.given ? `${name.family ?? ''}, ${name.given}` : (name.family ?? '');
}

/** One record; tags in the order the RIS specification lists them, ending with `ER  - `. */
export function risRecord(item: CslItem): string {
	const lines: string[] = [];
	const add = (tag: string, value: string | number | undefined) => {
		const v = value === undefined ? '' : risValue(oneLine(String(value)));
		if (v) lines.push(`${tag}  - ${v}`);
	};
	add('TY', risType(item));
	add('ID', item.id);
	for (const a of item.author) add('AU', risName(a));
	add('TI', item.title);
	add('T2', item['container-title']);
	add('J2', item['container-title-short']);
	// Zotero reads a conference paper's proceedings title from C3 (T2 is its conference name).
	if (item.type === 'paper-conference') add('C3', item['container-title']);
	add('VL', item.volume);
	add('IS', item.issue);
	const [start, end] = (item.page ?? '').split(/\s*[–—-]+\s*/);
	add('SP', start);
	add('EP', end);
	const date = item.issued?.['date-parts'][0];
	if (date) {
		add('PY', date[0]);
		if (date.length > 1) add('DA', `${date[0]}/${String(date[1]).padStart(2, '0')}/${date[2] === undefined ? '' : String(date[2]).padStart(2, '0')}`);
	}
	add('PB', item.publisher);
	if (item.type === 'dataset') add('ET', item.version);
	// The arXiv id in the notes, not AN (Zotero's "Loc. in Archive"); its DOI is in DO.
	const arxiv = arxivOf(item);
	if (arxiv) add('N1', `arXiv:${arxiv.id}${arxiv.version ?? ''}${arxiv.primaryClass ? ` [${arxiv.primaryClass}]` : ''}`);
	add('M3', item.genre);
	add('DO', item.DOI);
	add('UR', item.URL);
	add('N1', item.note);
	for (const k of (item.keyword ?? '').split(',').map((x) => x.trim())) add('KW', k);
	lines.push('ER  - ');
	return `${lines.join('\r\n')}\r\n`;
}

/** A whole file: records separated by a blank line. */
export function risFile(items: readonly CslItem[]): string {
	return items.map(risRecord).join('\r\n');
}
