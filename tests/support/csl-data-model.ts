/**
 * An independent checker of CSL-JSON items against the CSL 1.0.2 data model, for tests. It shares
 * no code or list with the site's own CSL export: every list below was transcribed by hand from the
 * two public sources named here, not from memory and not from an npm package (none that is
 * maintained ships the official csl-data.json: the schema repository's own package.json names it
 * "csl-schema", which is not on the npm registry, and "csl-json" holds TypeScript types only).
 *
 * Sources read:
 * - CSL 1.0.2 specification: citation-style-language/documentation, specification.rst, commit
 *   00eacb03ffe324a73880c243b55e8f56e9ee4554 ("CSL 1.0.2 Specification"), sections
 *   "Appendix III - Types" and "Appendix IV - Variables" (Standard Variables, Number Variables,
 *   Date Variables, Name Variables).
 * - CSL-JSON schema: citation-style-language/schema, schemas/input/csl-data.json, commit
 *   40b3ce0bbbda517ad14b98c93a2c65ab4cde56a9 ($id .../schema/v1.0/input/json/csl-data.json, the
 *   v1.0 release line): the item properties, the name-variable and the date-variable definitions.
 *   (An older stored version, commit 00412663cee29f630e8a112abf751fce6c9c1748 with $id
 *   .../schema/latest/..., still had a "container" date, ISAN/ISCI/ISMN/ISRC/ISWC and an EDTF
 *   string date, and lacked citation-key, event-title, guest, host and others; it was not used.)
 *
 * Where the two disagree (schema issues #407 and #426 list the same gaps), the specification decides
 * the kind of a variable and the schema adds its own extras:
 * - spec only: license (standard); part-number, printing-number, supplement-number (number);
 *   editor-translator (name). The schema lacks them; they are accepted here.
 * - schema only: categories, journalAbbreviation, shortTitle, volume-title-short, custom, and the
 *   number-like part, printing, supplement. They are accepted with the schema's shapes.
 * - section and version are number variables in the spec but strings in the schema: accepted as
 *   string or number, as for every number variable.
 * Where the schema is silent, this checker is stricter than it in three documented ways: a date must
 * carry date-parts, literal or raw (a season or circa alone dates nothing), a date part must be an
 * integer or a string of digits, and a name must carry family, given or literal.
 */

/** The CSL 1.0.2 item types (spec Appendix III; the schema's type enum holds the same 45). */
export const CSL_ITEM_TYPES: ReadonlySet<string> = new Set([
	'article',
	'article-journal',
	'article-magazine',
	'article-newspaper',
	'bill',
	'book',
	'broadcast',
	'chapter',
	'classic',
	'collection',
	'dataset',
	'document',
	'entry',
	'entry-dictionary',
	'entry-encyclopedia',
	'event',
	'figure',
	'graphic',
	'hearing',
	'interview',
	'legal_case',
	'legislation',
	'manuscript',
	'map',
	'motion_picture',
	'musical_score',
	'pamphlet',
	'paper-conference',
	'patent',
	'performance',
	'periodical',
	'personal_communication',
	'post',
	'post-weblog',
	'regulation',
	'report',
	'review',
	'review-book',
	'software',
	'song',
	'speech',
	'standard',
	'thesis',
	'treaty',
	'webpage',
]);

/**
 * The CSL 1.0.2 standard variables that are not number variables (spec Appendix IV, "Standard
 * Variables"): their CSL-JSON value is a string.
 */
export const CSL_STANDARD_VARIABLES: ReadonlySet<string> = new Set([
	'abstract',
	'annote',
	'archive',
	'archive_collection',
	'archive_location',
	'archive-place',
	'authority',
	'call-number',
	'citation-key',
	'citation-label',
	'collection-title',
	'container-title',
	'container-title-short',
	'dimensions',
	'division',
	'DOI',
	'event',
	'event-title',
	'event-place',
	'genre',
	'ISBN',
	'ISSN',
	'jurisdiction',
	'keyword',
	'language',
	'license',
	'medium',
	'note',
	'original-publisher',
	'original-publisher-place',
	'original-title',
	'part-title',
	'PMCID',
	'PMID',
	'publisher',
	'publisher-place',
	'references',
	'reviewed-genre',
	'reviewed-title',
	'scale',
	'source',
	'status',
	'title',
	'title-short',
	'URL',
	'volume-title',
	'year-suffix',
]);

/**
 * The CSL 1.0.2 number variables (spec Appendix IV, "Number Variables", a subset of the standard
 * variables): their CSL-JSON value is a string or a number.
 */
export const CSL_NUMBER_VARIABLES: ReadonlySet<string> = new Set([
	'chapter-number',
	'citation-number',
	'collection-number',
	'edition',
	'first-reference-note-number',
	'issue',
	'locator',
	'number',
	'number-of-pages',
	'number-of-volumes',
	'page',
	'page-first',
	'part-number',
	'printing-number',
	'section',
	'supplement-number',
	'version',
	'volume',
]);

/** The CSL 1.0.2 date variables (spec Appendix IV, "Date Variables"): a CSL-JSON date object each. */
export const CSL_DATE_VARIABLES: ReadonlySet<string> = new Set(['accessed', 'available-date', 'event-date', 'issued', 'original-date', 'submitted']);

/** The CSL 1.0.2 name variables (spec Appendix IV, "Name Variables"): an array of name objects each. */
export const CSL_NAME_VARIABLES: ReadonlySet<string> = new Set([
	'author',
	'chair',
	'collection-editor',
	'compiler',
	'composer',
	'container-author',
	'contributor',
	'curator',
	'director',
	'editor',
	'editorial-director',
	'editor-translator',
	'executive-producer',
	'guest',
	'host',
	'illustrator',
	'interviewer',
	'narrator',
	'organizer',
	'original-author',
	'performer',
	'producer',
	'recipient',
	'reviewed-author',
	'script-writer',
	'series-creator',
	'translator',
]);

/** The JSON shapes this checker knows, by the name used in problems. */
export type CslValueShape = 'string' | 'string-or-number' | 'string-array' | 'object';

/**
 * Item keys that csl-data.json allows beyond the specification's variables (and beyond `id` and
 * `type`), with the shape the schema gives each.
 */
export const CSL_JSON_EXTRA_FIELDS: ReadonlyMap<string, CslValueShape> = new Map<string, CslValueShape>([
	['categories', 'string-array'],
	['journalAbbreviation', 'string'],
	['shortTitle', 'string'],
	['volume-title-short', 'string'],
	['part', 'string-or-number'],
	['printing', 'string-or-number'],
	['supplement', 'string-or-number'],
	['custom', 'object'],
]);

/** Name-object keys of csl-data.json's name-variable definition, with the JSON types each may take. */
export const CSL_NAME_PARTS: ReadonlyMap<string, readonly JsonScalar[]> = new Map<string, readonly JsonScalar[]>([
	['family', ['string']],
	['given', ['string']],
	['dropping-particle', ['string']],
	['non-dropping-particle', ['string']],
	['suffix', ['string']],
	['comma-suffix', ['string', 'number', 'boolean']],
	['static-ordering', ['string', 'number', 'boolean']],
	['literal', ['string']],
	['parse-names', ['string', 'number', 'boolean']],
]);

/** Date-object keys of csl-data.json's date-variable definition, other than `date-parts`. */
export const CSL_DATE_FIELDS: ReadonlyMap<string, readonly JsonScalar[]> = new Map<string, readonly JsonScalar[]>([
	['season', ['string', 'number']],
	['circa', ['string', 'number', 'boolean']],
	['literal', ['string']],
	['raw', ['string']],
]);

/** A JSON scalar type, as `typeof` names it. */
export type JsonScalar = 'string' | 'number' | 'boolean';

function isRecord(value: unknown): value is Record<string, unknown> {
	return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function kindOf(value: unknown): string {
	if (value === null) return 'null';
	if (Array.isArray(value)) return 'array';
	return typeof value;
}

function show(value: unknown): string {
	return typeof value === 'string' || typeof value === 'number' ? JSON.stringify(value) : kindOf(value);
}

function hasScalarType(value: unknown, allowed: readonly JsonScalar[]): boolean {
	const t = typeof value;
	if (t === 'number' && !Number.isFinite(value)) return false;
	return (allowed as readonly string[]).includes(t);
}

function isDatePart(value: unknown): boolean {
	if (typeof value === 'number') return Number.isInteger(value);
	return typeof value === 'string' && /^-?\d+$/.test(value);
}

function checkName(variable: string, index: number, name: unknown): string[] {
	const at = `${variable}[${index}]`;
	if (!isRecord(name)) return [`${at}: a name must be an object, got ${kindOf(name)}`];
	const problems: string[] = [];
	for (const [key, value] of Object.entries(name)) {
		const allowed = CSL_NAME_PARTS.get(key);
		if (allowed === undefined) problems.push(`${at}: unknown name part "${key}"`);
		else if (!hasScalarType(value, allowed)) {
			problems.push(`${at}.${key}: must be ${allowed.join(' or ')}, got ${kindOf(value)}`);
		}
	}
	if (!('family' in name) && !('given' in name) && !('literal' in name)) {
		problems.push(`${at}: a name needs family, given or literal`);
	}
	return problems;
}

function checkDate(variable: string, date: unknown): string[] {
	if (!isRecord(date)) return [`${variable}: a date must be an object, got ${kindOf(date)}`];
	const problems: string[] = [];
	for (const [key, value] of Object.entries(date)) {
		if (key === 'date-parts') continue;
		const allowed = CSL_DATE_FIELDS.get(key);
		if (allowed === undefined) problems.push(`${variable}: unknown date field "${key}"`);
		else if (!hasScalarType(value, allowed)) {
			problems.push(`${variable}.${key}: must be ${allowed.join(' or ')}, got ${kindOf(value)}`);
		}
	}
	if ('date-parts' in date) {
		const ranges = date['date-parts'];
		if (!Array.isArray(ranges)) {
			problems.push(`${variable}.date-parts: must be an array, got ${kindOf(ranges)}`);
		} else if (ranges.length < 1 || ranges.length > 2) {
			problems.push(`${variable}.date-parts: must hold 1 or 2 dates, holds ${ranges.length}`);
		} else {
			ranges.forEach((parts: unknown, i) => {
				const at = `${variable}.date-parts[${i}]`;
				if (!Array.isArray(parts)) {
					problems.push(`${at}: must be an array of year, month, day, got ${kindOf(parts)}`);
				} else if (parts.length < 1 || parts.length > 3) {
					problems.push(`${at}: must hold 1 to 3 parts (year, month, day), holds ${parts.length}`);
				} else {
					parts.forEach((part: unknown, j) => {
						if (!isDatePart(part)) {
							problems.push(`${at}[${j}]: must be an integer or a string of digits, got ${show(part)}`);
						}
					});
				}
			});
		}
	} else if (!('literal' in date) && !('raw' in date)) {
		problems.push(`${variable}: a date needs date-parts (or literal or raw)`);
	}
	return problems;
}

function checkShape(key: string, value: unknown, shape: CslValueShape, kind: string): string[] {
	switch (shape) {
		case 'string':
			return typeof value === 'string' ? [] : [`${key}: ${kind} must be a string, got ${kindOf(value)}`];
		case 'string-or-number':
			return hasScalarType(value, ['string', 'number']) ? [] : [`${key}: ${kind} must be a string or number, got ${kindOf(value)}`];
		case 'string-array':
			if (!Array.isArray(value)) return [`${key}: ${kind} must be an array of strings, got ${kindOf(value)}`];
			return value.flatMap((v: unknown, i) => (typeof v === 'string' ? [] : [`${key}[${i}]: must be a string, got ${kindOf(v)}`]));
		case 'object':
			return isRecord(value) ? [] : [`${key}: ${kind} must be an object, got ${kindOf(value)}`];
	}
}

/**
 * Checks one CSL-JSON item against the CSL 1.0.2 data model and csl-data.json; returns
 * human-readable problems, each starting with the key it concerns (an empty list means valid).
 */
export function checkCslItem(item: unknown): string[] {
	if (!isRecord(item)) return [`item: must be an object, got ${kindOf(item)}`];
	const problems: string[] = [];
	if (!('id' in item)) problems.push('id: missing (required)');
	if (!('type' in item)) problems.push('type: missing (required)');
	for (const [key, value] of Object.entries(item)) {
		if (key === 'id') {
			if (!hasScalarType(value, ['string', 'number'])) {
				problems.push(`id: must be a string or number, got ${kindOf(value)}`);
			}
		} else if (key === 'type') {
			if (typeof value !== 'string') problems.push(`type: must be a string, got ${kindOf(value)}`);
			else if (!CSL_ITEM_TYPES.has(value)) problems.push(`type: "${value}" is not a CSL 1.0.2 item type`);
		} else if (CSL_NAME_VARIABLES.has(key)) {
			if (!Array.isArray(value)) {
				problems.push(`${key}: name variable must be an array of name objects, got ${kindOf(value)}`);
			} else {
				value.forEach((name: unknown, i) => problems.push(...checkName(key, i, name)));
			}
		} else if (CSL_DATE_VARIABLES.has(key)) {
			problems.push(...checkDate(key, value));
		} else if (CSL_NUMBER_VARIABLES.has(key)) {
			problems.push(...checkShape(key, value, 'string-or-number', 'number variable'));
		} else if (CSL_STANDARD_VARIABLES.has(key)) {
			problems.push(...checkShape(key, value, 'string', 'standard variable'));
		} else {
			const shape = CSL_JSON_EXTRA_FIELDS.get(key);
			if (shape === undefined) problems.push(`${key}: unknown variable (not in CSL 1.0.2 nor csl-data.json)`);
			else problems.push(...checkShape(key, value, shape, 'CSL-JSON field'));
		}
	}
	return problems;
}

/**
 * Checks a whole CSL-JSON document (an array of items); each item's problems are prefixed with its
 * index and id, as in `[2] (id "smith-2020") issued: ...`.
 */
export function checkCslData(items: unknown): string[] {
	if (!Array.isArray(items)) return [`CSL-JSON: top level must be an array of items, got ${kindOf(items)}`];
	return items.flatMap((item: unknown, i) => {
		const id = isRecord(item) ? item['id'] : undefined;
		const label = typeof id === 'string' || typeof id === 'number' ? `[${i}] (id ${JSON.stringify(id)})` : `[${i}]`;
		return checkCslItem(item).map((p) => `${label} ${p}`);
	});
}
