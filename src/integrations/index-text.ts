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
