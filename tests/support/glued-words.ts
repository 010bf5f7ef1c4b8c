/**
 * The text of a built page as two readers get it, and every place where two words run together
 * because the markup has no whitespace between them: a person (or screen reader), for whom block
 * elements are separate and inline ones run on, and Pagefind, whose indexer separates only a few
 * block elements (its fossick parser's list) and so joins `<dt>Version read</dt><dd>v1</dd>` into
 * "Version readv1" in its excerpts. The rule is the same for both: at an element boundary with no
 * whitespace on either side, a letter or digit (or closing punctuation) meets a letter or digit.
 */
import { Parser } from 'htmlparser2';
import { SPACED_FOR_INDEX } from '../../src/integrations/index-text.ts';

export type Reader = 'reader' | 'pagefind';

export interface Glue {
	reader: Reader;
	/** The text around the join, with `|` where the two elements meet. */
	context: string;
	/** The tags that meet there, as written: `</dt><dd>`. */
	tags: string;
}

/** Elements a browser lays out as boxes of their own: text on either side of them never runs on. */
const READER_BLOCKS = new Set(
	(
		'address article aside blockquote body br button caption dd details dialog div dl dt fieldset figcaption figure footer form ' +
		'h1 h2 h3 h4 h5 h6 header hgroup hr img input legend li main nav ol optgroup option p pre section select summary ' +
		'table tbody td textarea tfoot th thead tr ul'
	).split(' '),
);
/** What nobody reads: not rendered, or (svg) text placed by coordinates rather than in a line. */
const READER_SKIPPED = new Set(['head', 'script', 'style', 'template', 'noscript', 'svg']);

/**
 * Pagefind 1.x: the elements whose text it separates (its SENTENCE_SELECTORS, plus br), with those
 * the site's indexing step spaces for it (src/integrations/index-text.ts), and those it drops
 * (REMOVE_SELECTORS).
 */
const PAGEFIND_BLOCKS = new Set([...'h1 h2 h3 h4 h5 h6 p td div ul li article section br'.split(' '), ...SPACED_FOR_INDEX]);
const PAGEFIND_SKIPPED = new Set('head style script noscript label form svg footer nav iframe template'.split(' '));

/** Elements that join with their neighbours on purpose: 10<sup>3</sup>, H<sub>2</sub>O, a break opportunity. */
const JOINS_ON_PURPOSE = new Set(['sub', 'sup', 'wbr']);

/** Ends a word, or a sentence or aside that the next word should not touch. */
const LEFT = /[\p{L}\p{N}.,;:!?)\]]/u;
/**
 * Starts a word. An opening bracket does not: "COLT(Main text)" is still read as a word and an
 * aside. After closing punctuation only a letter counts (1.<b>5</b> is a number, arXiv:<a>2406</a> an id).
 */
const RIGHT_AFTER_WORD = /[\p{L}\p{N}]/u;
const RIGHT_AFTER_PUNCT = /\p{L}/u;

interface Open {
	name: string;
	skipped: boolean;
}

/** The text one reader gets, with the offsets where an element boundary fell that does not separate words. */
function readText(html: string, reader: Reader): { text: string; joins: Map<number, string> } | undefined {
	const blocks = reader === 'reader' ? READER_BLOCKS : PAGEFIND_BLOCKS;
	const stack: Open[] = [];
	let text = '';
	const joins = new Map<number, string>();
	const join = (tag: string) => joins.set(text.length, (joins.get(text.length) ?? '') + tag);
	// Pagefind reads only the data-pagefind-body element when a page has one, and a page without it
	// is not indexed at all (the site marks every indexed page's <main>).
	let inRoot = reader === 'reader' ? 0 : -1;
	let sawRoot = false;
	const top = () => stack[stack.length - 1];
	const boundary = (name: string, tag: string) => {
		if (inRoot <= 0 || top()?.skipped) return;
		if (blocks.has(name)) text += '\n';
		else if (!JOINS_ON_PURPOSE.has(name)) join(tag);
	};
	const parser = new Parser(
		{
			onopentag(name, attrs) {
				if (reader === 'reader' && name === 'body') inRoot = 1;
				else if (reader === 'pagefind' && 'data-pagefind-body' in attrs) {
					inRoot = 1;
					sawRoot = true;
				} else if (inRoot > 0) inRoot++;
				const skipped = reader === 'reader' ? READER_SKIPPED.has(name) || 'hidden' in attrs : PAGEFIND_SKIPPED.has(name) || 'data-pagefind-ignore' in attrs;
				// An element left out is, to the text around it, only a boundary: Pagefind drops a
				// skipped block's separating spaces together with its text.
				if (skipped && inRoot > 0 && !top()?.skipped) join(`<${name}…</${name}>`);
				else boundary(name, `<${name}>`);
				stack.push({ name, skipped: skipped || (top()?.skipped ?? false) });
			},
			ontext(data) {
				if (inRoot > 0 && !top()?.skipped) text += data;
			},
			onclosetag(name) {
				const el = stack.pop();
				if (!el) return;
				if (!el.skipped) boundary(name, `</${name}>`);
				if (inRoot > 0) inRoot--;
			},
		},
		{ decodeEntities: true },
	);
	parser.write(html);
	parser.end();
	if (reader === 'pagefind' && !sawRoot) return undefined;
	return { text, joins };
}

/** Every place in a page where two words or a word and an aside meet without whitespace, for both readers. */
export function gluedWords(html: string): Glue[] {
	const out: Glue[] = [];
	for (const reader of ['reader', 'pagefind'] as const) {
		const read = readText(html, reader);
		if (!read) continue;
		const { text, joins } = read;
		for (const [at, tags] of joins) {
			const left = text[at - 1];
			const right = text[at];
			if (!left || !right || !LEFT.test(left)) continue;
			const wordEnd = /[\p{L}\p{N}]/u.test(left);
			if (!(wordEnd ? RIGHT_AFTER_WORD : RIGHT_AFTER_PUNCT).test(right)) continue;
			const before = text.slice(Math.max(0, at - 30), at).replace(/\s+/g, ' ');
			const after = text.slice(at, at + 30).replace(/\s+/g, ' ');
			out.push({ reader, context: `${before.trimStart()}|${after.trimEnd()}`, tags });
		}
	}
	return out;
}
