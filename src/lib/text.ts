/** Text helpers shared by every layer above: views, exports and pages. */

/** Control characters and line breaks become single spaces: a bibliographic field is one line. */
export function oneLine(text: string): string {
	return text
		.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ')
		.replace(/\s+/g, ' ')
		.trim();
}
