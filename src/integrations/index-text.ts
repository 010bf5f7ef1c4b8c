/**
 * What Pagefind reads of a built page. Its indexer puts a space only around a few block elements
 * (headings, p, div, ul, li, td, article, section), so the cells of a header row or the term and
 * definition of a <dl> reach its index and excerpts as one word ("Version readv1",
 * "InclusionNot assessed"). A space after each other block element's end tag keeps them apart,
 * for every page at once; the pages themselves are left as they are.
 */

/** The block elements whose text Pagefind would join to the next element's. */
export const SPACED_FOR_INDEX = [
	'dt',
	'dd',
	'dl',
	'th',
	'tr',
	'caption',
	'table',
	'blockquote',
	'figcaption',
	'summary',
	'legend',
	'button',
	'pre',
	'ol',
] as const;

const END_TAG = new RegExp(`</(?:${SPACED_FOR_INDEX.join('|')})\\s*>`, 'gi');

/** The page with a space after the end tag of every element in SPACED_FOR_INDEX. */
export function spacedForIndex(html: string): string {
	return html.replace(END_TAG, '$& ');
}

/** An opening tag that carries `data-pagefind-ignore`, with or without a value; group 1 is the element's name. */
const IGNORED_OPEN = /<([a-zA-Z][a-zA-Z0-9-]*)(?=[^>]*\sdata-pagefind-ignore[\s=>])[^>]*>/g;

/**
 * The page without the content of the elements Pagefind is told to ignore, which it would read
 * and drop: the tables of the matrix, the gaps and the claims, each tens of megabytes at 5,000
 * records, so that handing a page to Pagefind no longer holds several copies of them at once.
 * An element is kept whole when something inside it is still for Pagefind (a filter, a piece of
 * metadata) or when its end cannot be found; the element itself stays, empty.
 */
export function withoutIgnored(html: string): string {
	let out = '';
	let from = 0;
	IGNORED_OPEN.lastIndex = 0;
	for (let open = IGNORED_OPEN.exec(html); open; open = IGNORED_OPEN.exec(html)) {
		const contentStart = IGNORED_OPEN.lastIndex;
		const contentEnd = matchingEnd(html, open[1]!, contentStart);
		if (contentEnd === -1) continue;
		if (/\sdata-pagefind-(?!ignore)/.test(html.slice(contentStart, contentEnd))) continue;
		out += html.slice(from, contentStart);
		from = contentEnd;
		IGNORED_OPEN.lastIndex = contentEnd;
	}
	return from === 0 ? html : out + html.slice(from);
}

/** Where the end tag of the element `name` opened just before `from` starts, counting nested elements of that name; -1 when none. */
function matchingEnd(html: string, name: string, from: number): number {
	const tag = new RegExp(`<(/?)${name}(?=[\\s/>])[^>]*>`, 'gi');
	tag.lastIndex = from;
	let depth = 1;
	for (let m = tag.exec(html); m; m = tag.exec(html)) {
		depth += m[1] ? -1 : 1;
		if (depth === 0) return m.index;
	}
	return -1;
}
