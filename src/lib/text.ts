/** Text helpers shared by every layer above: views, exports and pages. */

/** `text` as a regular expression that matches it literally (every special character escaped). */
export function escapeRegExp(text: string): string {
	return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Control characters and line breaks become single spaces: a bibliographic field is one line. */
export function oneLine(text: string): string {
	return text
		.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ')
		.replace(/\s+/g, ' ')
		.trim();
}

/** The most characters of a text taken from a URL (an id, a filter value) that a page repeats back. */
export const ECHO_MAX = 80;
/** The most values taken from a URL that one message repeats back; the rest are counted. */
export const ECHO_ITEMS = 5;
/** The most values read from one list parameter of a URL (`?ids=a,b,…`): more are dropped unread. */
export const LIST_PARAM_MAX = 500;
/** The most characters of a search text read from a URL (`?q=`), and typed into a search box. */
export const QUERY_MAX = 256;

/** Cut after `max` UTF-16 units, never inside a surrogate pair. */
function cutAt(text: string, max: number): string {
	const end = /[\ud800-\udbff]/.test(text[max - 1] ?? '') ? max - 1 : max;
	return text.slice(0, end);
}

/**
 * The start of a text: whole when it fits in `max` characters, else at most `max` of them, cut at
 * a word break when there is one in their second half, and an ellipsis. For a page's short form
 * of a long note.
 */
export function cutAtWord(text: string, max: number): string {
	if (text.length <= max) return text;
	const head = cutAt(text, max);
	const space = head.search(/\s\S*$/);
	return `${(space > max / 2 ? head.slice(0, space) : head).replace(/[\s,;:.(–—-]+$/, '')}…`;
}

/**
 * A text from a URL as a page repeats it back ("no study with id …"): whole when short, else its
 * start, an ellipsis and its length, so a link cannot fill a page with its own words. Still text,
 * for textContent, never markup.
 */
export function echo(text: string, max = ECHO_MAX): string {
	return text.length <= max ? text : `${cutAt(text, max)}… (${text.length.toLocaleString('en')} characters)`;
}

/** Several such texts: the first `items` (each as {@link echo}), then how many more there were. */
export function echoList(texts: readonly string[], items = ECHO_ITEMS, max = ECHO_MAX): string[] {
	const shown = texts.slice(0, items).map((t) => echo(t, max));
	return texts.length > items ? [...shown, `${(texts.length - items).toLocaleString('en')} more`] : shown;
}

/** A search text from a URL, at most {@link QUERY_MAX} characters; `cut` is the length it had when it was longer. */
export function capQuery(raw: string | null): { q: string; cut?: number } {
	const q = raw ?? '';
	return q.length <= QUERY_MAX ? { q } : { q: cutAt(q, QUERY_MAX), cut: q.length };
}

/** What a page says when it cut a search text from its link (the search page and the studies table say it alike). */
export function queryCutNotice(length: number): string {
	return `The search text in this link is ${length.toLocaleString('en')} characters long; only its first ${QUERY_MAX} are searched.`;
}
