/**
 * Building blocks shared by every schema: described text, http(s)-only URLs, ids, and the
 * tri-state "yes / no / unknown" answers. Every field carries a one-line description that also
 * becomes the JSON Schema `description` editors show on hover.
 */
import { z } from 'zod';
import { idsOf, type Vocabulary } from './vocabulary.ts';

/** The editor hint yaml-language-server reads from a record's first line. */
export const SCHEMA_COMMENT_PREFIX = '# yaml-language-server: $schema=';

/** The hint a record in studies/ carries, wiring it to the JSON Schema (completion as you type). */
export const STUDY_SCHEMA_COMMENT = `${SCHEMA_COMMENT_PREFIX}../data/schema/study.schema.json`;

/** Attach the one-line description every field must carry. */
export function described<T extends z.ZodType>(schema: T, description: string): T {
	return schema.meta({ description });
}

/** The text `npm run new-study` writes where only the contributor can say what goes; never valid. */
export const SKELETON_PLACEHOLDER = 'TODO: not yet filled in by the contributor.';

/** Whether a text is a placeholder left from the skeleton (its own, or any "TODO" text). */
export function isPlaceholder(value: string): boolean {
	return value === SKELETON_PLACEHOLDER || /^TODO\b/i.test(value);
}

const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

/**
 * Characters no link may hold: blanks and controls, what breaks BibTeX, RIS or HTML around it, and
 * `$`, which BibTeX parsers (bibtex-parser, Zotero's import) read as the start of a formula even in
 * a verbatim `url` field. A URL's own `%`, `#`, `&`, `_` and `~` stay: biblatex, the url package's
 * \url and BibTeX parsers read the field verbatim, and no escape would mean the same URL to all.
 */
export const LINK_UNSAFE = /[\s{}\\"<>^`|$\u0000-\u001f\u007f-\u009f]/;

/** Line breaks, and the invisible characters that reorder or hide text (bidi controls, zero-width marks). */
const BREAK = /[\n\r\u0085\u2028\u2029]/;
/** One-line fields refuse them; the rule invisible-characters warns of them in every other text of a record. */
export const INVISIBLE = /[\u061c\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/;

/** Free text written in our own words: non-empty, bounded, no leading or trailing blanks, no placeholder. */
export function text(description: string, max = 2000) {
	return described(textSchema(max), description);
}

/**
 * A one-line text: a name, label, title or version that tables, logs and citation files print on one
 * line. As {@link text}, and no line break, and none of the invisible characters that can make it
 * read as something else (bidi controls, zero-width marks).
 */
export function line(description: string, max = 200) {
	return described(
		textSchema(max)
			.refine((v) => !BREAK.test(v), {
				message: 'contains a line break',
				params: { tip: 'write it on one line: this field is printed on one line in tables, citations and logs' },
			})
			.refine((v) => !INVISIBLE.test(v), {
				message: 'contains an invisible character (a bidi control or a zero-width mark)',
				params: { tip: 'delete it: such characters can make the text display as something other than what it holds' },
			}),
		description,
	);
}

function textSchema(max: number) {
	return z
		.string()
		.min(1)
		.max(max)
		.regex(/^(?:\S(?:[\s\S]*\S)?)?$/, { message: 'remove leading or trailing spaces' })
		.refine((v) => !CONTROL.test(v), {
			message: 'contains a control character',
			params: { tip: 'delete it: text may hold line breaks and tabs, but no other control characters (they break citation files)' },
		})
		.refine((v) => !isPlaceholder(v), {
			message: `placeholder text left from the skeleton ("${SKELETON_PLACEHOLDER.slice(0, 5)}...")`,
			params: {
				tip: 'replace it with what the source says, in your own words; where the source is silent, say so (e.g. "The paper does not state this (§3).")',
			},
		});
}

/**
 * An enum built from a vocabulary, so ids are written once; the JSON Schema carries each value's
 * label and definition (`enumDescriptions`), which editors show beside the completions.
 */
export function vocabularyEnum<Id extends string>(v: Vocabulary<Id>, description: string) {
	const ids = idsOf(v);
	return z.enum(ids).meta({ description, enumDescriptions: ids.map((id) => `${v[id].label}: ${v[id].definition}`) });
}

/** Only http and https links are ever published. */
export function httpUrl(description: string) {
	// The text is checked before z.url(), which would quietly drop a tab or a line break from it;
	// the JSON Schema keeps saying that the value is a URI.
	return (
		z
			.string()
			// only http(s) links are looked at here; anything else gets z.url()'s own "expected an http(s) URL"
			.refine((v) => !/^https?:\/\//i.test(v) || !LINK_UNSAFE.test(v), {
				message: 'holds a space, a control character, a brace, a backslash, a quote, an angle bracket or a $',
				params: { tip: 'percent-encode it (e.g. %7B for {, %20 for a space, %24 for $) or link to the page without it' },
			})
			.pipe(z.url({ protocol: /^https?$/, hostname: z.regexes.domain }))
			.meta({ description, format: 'uri' })
	);
}

export const kebabId = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A study id: kebab-case, equal to the file name without `.yaml`; it becomes the permalink. */
export const StudyId = described(
	z.string().regex(kebabId, { message: 'use kebab-case: lowercase letters, digits and single hyphens' }).max(80),
	'Permanent id of the record, kebab-case, equal to the file name without .yaml; it becomes the page URL.',
);

/** A number in the review's bibliography (1-based). */
export const ReferenceNumber = described(z.int().positive(), 'A reference number in the review’s bibliography.');

/** true, false, or the explicit statement that the source does not say. */
export const YesNoUnknown = described(z.union([z.boolean(), z.literal('unknown')]), 'true, false, or "unknown" when the source does not say.');

/** A short verbatim quotation, always attributed. */
export const Quote = described(
	z.strictObject({
		text: text('The verbatim words, at most 300 characters.', 300),
		source: text('Who said it and where: e.g. "Cho and Park, Limitations" or "Review, Section 3.5".', 200),
	}),
	'A short verbatim quotation with its attribution.',
);

/**
 * Bounds on a count the source does not give exactly: `{min: 3}` "at least 3", `{max: 5}` "at
 * most 5", `{min: 3, max: 5}` "3 to 5", `{more_than: 67000}` "more than 67,000",
 * `{fewer_than: 10}` "fewer than 10". Written as the source words it, never as a guessed figure.
 */
export function bounds(what: string, minimum = 0) {
	const bound = (description: string) => described(minimum > 0 ? z.int().positive() : z.int().nonnegative(), description).optional();
	return described(
		z
			.strictObject({
				min: bound(`At least this many ${what} (inclusive).`),
				max: bound(`At most this many ${what} (inclusive).`),
				more_than: bound(`More than this many ${what}, as a source says "more than 67,000".`),
				fewer_than: bound(`Fewer than this many ${what}.`),
			})
			.refine((b) => Object.values(b).some((v) => v !== undefined), {
				message: 'give min, max, more_than or fewer_than',
				params: { tip: 'write {min: 3} for "at least 3", {min: 3, max: 5} for "3 to 5", {more_than: 67000} for "more than 67,000"' },
			}),
		`Bounds on the ${what} when the source gives no exact number: {min: 3} is "at least 3", {min: 3, max: 5} "3 to 5", {more_than: 67000} "more than 67,000".`,
	);
}
