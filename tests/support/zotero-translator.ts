/**
 * Runs Zotero's own import translators (tests/vendor/zotero/translators, unchanged) on a string, in
 * a node:vm context set up the way Zotero's translation framework sets up a translator's sandbox,
 * and returns the items the translator completes. The tests use it to see what Zotero makes of our
 * RIS and BibTeX downloads; see tests/vendor/zotero/README.md for the sources and their licence.
 *
 * What comes from Zotero unchanged (tests/vendor/zotero/utilities, zotero/utilities): the
 * translators' `Zotero.Utilities` (utilities.js: cleanAuthor, cleanDOI, trimInternal, unescapeHTML,
 * fieldIsValidForType, getCreatorsForType, text2html, removeDiacritics…), the item type schema
 * (cachedTypes.js over resource/zoteroTypeSchemaData.js) and the date parser (date.js: strToDate,
 * strToISO, formatDate, initialised from resource/dateFormats.json for en-US).
 *
 * What is written here, following zotero/translate at commit
 * 017253c17c94f722057a652e8741d68515656a8b (AGPL-3.0; the logic is restated, not copied):
 * - `Zotero.read()` / `Zotero.read(n)`: Zotero.Translate.IO.String.prototype.read in
 *   src/translation/translate.js (a line without its LF or CRLF, or n characters; false at the end).
 * - the translator's `Zotero.Utilities`: Zotero.Utilities.Translate in src/utilities_translate.js
 *   (zotero/utilities' Utilities plus Zotero.Date's formatDate, strToDate and strToISO).
 * - `Zotero.Item`: the class made by _makeSandboxItem in translate.js (itemType, creators, notes,
 *   tags, seeAlso, attachments; complete() hands the item to _itemDone).
 * - what happens to a completed item: Zotero.Translate.Sandbox.Base._itemDone in translate.js (empty
 *   values dropped, strings trimmed, non-object values of object fields wrapped, _cleanTitle,
 *   creators with neither name dropped, tags canonicalised to {tag}), then sanitizeItem in
 *   testTranslators/test.mjs, which is how Zotero's translator tests compare items and what saving
 *   does with fields: a base field moves to the item type's own field (publicationTitle →
 *   proceedingsTitle on a conference paper) and a field the item type lacks is dropped. The dropped
 *   fields are reported in `dropped`, so a test can tell a value Zotero loses from one it keeps.
 * - `Zotero.getOption`: the translator header's displayOptions; `Zotero.getHiddenPref`: the header's
 *   hiddenPrefs, overridable per run (Zotero reads the user's preference first).
 * - XRegExp: zotero/utilities uses it only for `\pL` / `\p{L}` classes (utilities.js capitalizeName
 *   and cleanAuthor, date.js init); native RegExp with the `u` flag does the same here.
 * - unescapeHTML's DOM: zotero/utilities parses the string as HTML and takes the text content; here
 *   htmlparser2 does the parsing (entities decoded, tags dropped).
 *
 * Not reproduced (the tests do not need them): attachments and notes saved to a library, collections
 * (BibTeX's JabRef groups) beyond being collected, Zotero.Item.fromJSON's reading of "Key: value"
 * lines in Extra into fields when an item is saved, and accessDate (sanitizeItem drops it).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { DomUtils, parseDocument } from 'htmlparser2';
import { ROOT } from '../helpers/paths.ts';

export const ZOTERO_VENDOR = path.join(ROOT, 'tests/vendor/zotero');

export interface ZoteroCreator {
	firstName?: string;
	lastName?: string;
	name?: string;
	creatorType: string;
	fieldMode?: number;
}

/** An item as Zotero keeps it: item type, creators, tags, notes and the fields valid for the type. */
export interface ZoteroItem {
	itemType: string;
	creators: ZoteroCreator[];
	tags: { tag: string; type?: number }[];
	notes: (string | { note: string })[];
	attachments: unknown[];
	seeAlso: unknown[];
	[field: string]: unknown;
}

export interface ZoteroImport {
	/** The items as saved: base fields moved to the type's own field, fields the type lacks dropped. */
	items: ZoteroItem[];
	/** Per item, the fields the translator set that Zotero drops (not a field, or not one of the type). */
	dropped: Record<string, unknown>[];
	/** Zotero.debug output, for diagnosing a failure. */
	debug: string[];
}

export type TranslatorName = 'RIS' | 'BibTeX';

interface Translator {
	header: { label: string; displayOptions?: Record<string, unknown>; hiddenPrefs?: Record<string, unknown> };
	script: vm.Script;
}

const scripts = new Map<string, vm.Script>();
function vendorScript(rel: string): vm.Script {
	let s = scripts.get(rel);
	if (!s) {
		const file = path.join(ZOTERO_VENDOR, rel);
		s = new vm.Script(readFileSync(file, 'utf8'), { filename: file });
		scripts.set(rel, s);
	}
	return s;
}

const translators = new Map<TranslatorName, Translator>();
/** A translator file: a JSON header, then the code (Zotero reads the header up to the first line that is "}"). */
export function loadTranslator(name: TranslatorName): Translator {
	let t = translators.get(name);
	if (!t) {
		const file = path.join(ZOTERO_VENDOR, 'translators', `${name}.js`);
		const text = readFileSync(file, 'utf8');
		const end = text.indexOf('\n}\n');
		if (!text.startsWith('{') || end < 0) throw new Error(`${file}: no JSON header`);
		const header = JSON.parse(text.slice(0, end + 2)) as Translator['header'];
		// The code is evaluated from the line after the header, so line numbers in errors match the file.
		const code = '\n'.repeat(text.slice(0, end + 2).split('\n').length - 1) + text.slice(end + 2);
		t = { header, script: new vm.Script(code, { filename: file }) };
		translators.set(name, t);
	}
	return t;
}

/** XRegExp as zotero/utilities uses it: a pattern with \pL or \p{L}, and replace(). */
function xregexp(pattern: string, flags = ''): RegExp {
	return new RegExp(pattern.replace(/\\pL/g, '\\p{L}'), flags.includes('u') ? flags : `${flags}u`);
}
xregexp.replace = (s: string, re: RegExp, by: (m: string) => string) => s.replace(re, by);

/** The bit of a DOM unescapeHTML uses: a div whose innerHTML is parsed and whose textContent is read. */
const documentShim = {
	createElement: () => {
		let text = '';
		return {
			set innerHTML(html: string) {
				text = DomUtils.textContent(parseDocument(html, { decodeEntities: true }));
			},
			get textContent() {
				return text;
			},
		};
	},
};

/** Sandbox code: made inside the context so the arrays are the translator's own (instanceof Array holds). */
const SANDBOX_CODE = `
(function (host) {
	var Utilities = Zotero.Utilities;
	// Zotero.Utilities.Translate: Utilities plus Zotero.Date's formatDate, strToDate, strToISO.
	var Translate = Object.create(Utilities);
	Translate.formatDate = Zotero.Date.formatDate;
	Translate.strToDate = Zotero.Date.strToDate;
	Translate.strToISO = Zotero.Date.strToISO;
	Translate.getVersion = function () { return host.version; };
	Translate.capitalizeTitle = function (s, force) { return Utilities.capitalizeTitle(s, force); };
	Zotero.Utilities = Translate;
	Zotero.Item = class {
		constructor(itemType) {
			this.itemType = itemType;
			this.creators = [];
			this.notes = [];
			this.tags = [];
			this.seeAlso = [];
			this.attachments = [];
		}
		setExtra(field, value) {
			var lines = String(this.extra || '').split('\\n');
			var i = lines.findIndex(function (line) { return line.startsWith(field + ': '); });
			if (i !== -1) lines[i] = field + ': ' + value;
			else lines.push(field + ': ' + value);
			this.extra = lines.join('\\n');
		}
		complete() { return host.itemDone(this); }
	};
	Zotero.Collection = class {
		complete() { return host.collectionDone(this); }
	};
	Zotero.read = host.read;
	Zotero.write = host.write;
	Zotero.debug = host.debug;
	Zotero.setProgress = function () {};
	Zotero.getOption = host.getOption;
	Zotero.getHiddenPref = host.getHiddenPref;
	globalThis.ZU = Zotero.Utilities;
	globalThis.Z = Zotero;
})
`;
const sandboxScript = new vm.Script(SANDBOX_CODE, { filename: 'zotero-translator.ts:sandbox' });
const dateFormats = readFileSync(path.join(ZOTERO_VENDOR, 'utilities/resource/dateFormats.json'), 'utf8');

/** Zotero.Translate.IO.String.prototype.read, restated (see the comment at the top). */
function stringReader(input: string): (bytes?: number) => string | false {
	let bytesRead = 0;
	let noCR: boolean | undefined;
	const contentLength = input.length;
	return (bytes) => {
		if (bytesRead >= contentLength) return false;
		const oldPointer = bytesRead;
		if (bytes !== undefined) {
			bytesRead += bytes;
			return input.substr(oldPointer, bytes);
		}
		let lfIndex = input.indexOf('\n', bytesRead);
		if (lfIndex !== -1) {
			bytesRead = lfIndex + 1;
			if (contentLength > lfIndex && input.substr(lfIndex - 1, 1) === '\r') lfIndex--;
			return input.substr(oldPointer, lfIndex - oldPointer);
		}
		if (!noCR) {
			const crIndex = input.indexOf('\r', bytesRead);
			if (crIndex === -1) noCR = true;
			else {
				bytesRead = crIndex + 1;
				return input.substr(oldPointer, crIndex - oldPointer - 1);
			}
		}
		bytesRead = contentLength;
		return input.substr(oldPointer);
	};
}

interface CachedTypes {
	ItemTypes: { getID(name: string): number | false };
	ItemFields: {
		getID(name: string): number | false;
		getName(id: number | string): string | false;
		getFieldIDFromTypeAndBase(type: number, field: number): number | string | false;
		isValidForType(field: number, type: number): boolean;
	};
}

const OBJECT_FIELDS = ['complete', 'attachments', 'creators', 'tags', 'notes', 'relations', 'seeAlso'];

/** Zotero.Translate.Sandbox.Base._itemDone's normalisation, restated. */
function itemDone(item: Record<string, unknown>): Record<string, unknown> {
	const out: Record<string, unknown> = {};
	for (const key in item) {
		const val = item[key];
		if (!val && val !== 0) continue;
		const type = typeof val;
		const isObject = type === 'object' || type === 'function';
		const shouldBeObject = OBJECT_FIELDS.includes(key);
		if (isObject && !shouldBeObject) out[key] = String(val);
		else if (shouldBeObject && !isObject) out[key] = [val];
		else if (type === 'string') out[key] = (val as string).trim();
		else out[key] = val;
	}
	if (typeof out['title'] === 'string') {
		// _cleanTitle: ": a novel" off a book's title; then a short title equal to the title goes.
		if (out['itemType'] === 'book' || out['itemType'] === 'bookSection') out['title'] = out['title'].replace(/\s*:\s*a novel\s*$/i, '');
		if (out['title'] === out['shortTitle']) delete out['shortTitle'];
	}
	if (Array.isArray(out['creators'])) out['creators'] = (out['creators'] as ZoteroCreator[]).filter((c) => c.firstName || c.lastName);
	if (Array.isArray(out['tags'])) out['tags'] = cleanTags(out['tags'] as unknown[]);
	return out;
}

/** Zotero.Translate.Base.prototype._cleanTags, restated. */
function cleanTags(tags: unknown[]): { tag: string; type?: number }[] {
	const out: { tag: string; type?: number }[] = [];
	for (const tag of tags) {
		if (!tag) continue;
		if (typeof tag === 'object') {
			const t = tag as { tag?: string; name?: string; type?: number };
			const s = t.tag || t.name;
			if (s) out.push(t.type ? { tag: s, type: t.type } : { tag: s });
		} else out.push({ tag: String(tag) });
	}
	return out;
}

/** sanitizeItem of zotero/translate's testTranslators/test.mjs, restated, with the dropped fields kept aside. */
function sanitize(types: CachedTypes, raw: Record<string, unknown>): { item: ZoteroItem; dropped: Record<string, unknown> } {
	const item = JSON.parse(JSON.stringify(raw)) as Record<string, unknown>;
	const dropped: Record<string, unknown> = {};
	const typeID = types.ItemTypes.getID(item['itemType'] as string) as number;
	const skip = new Set(['note', 'notes', 'itemID', 'attachments', 'tags', 'seeAlso', 'itemType', 'creators', 'complete']);
	for (const field of Object.keys(item)) {
		if (skip.has(field)) continue;
		const fieldID = types.ItemFields.getID(field);
		if (!fieldID || !item[field]) {
			if (item[field]) dropped[field] = item[field];
			delete item[field];
			continue;
		}
		const sub = types.ItemFields.getFieldIDFromTypeAndBase(typeID, fieldID);
		if (sub && Number(sub) !== fieldID) {
			item[types.ItemFields.getName(sub) as string] = item[field];
			delete item[field];
			continue;
		}
		if (!types.ItemFields.isValidForType(fieldID, typeID)) {
			dropped[field] = item[field];
			delete item[field];
		}
	}
	delete item['accessDate'];
	if (Array.isArray(item['tags'])) item['tags'] = cleanTags(item['tags'] as unknown[]).sort((a, b) => (a.tag < b.tag ? -1 : b.tag < a.tag ? 1 : 0));
	for (const k of ['creators', 'tags', 'notes', 'attachments', 'seeAlso']) item[k] ??= [];
	return { item: item as ZoteroItem, dropped };
}

export interface ImportOptions {
	/** Hidden preferences, as a user would set them (e.g. {"RIS.import.ignoreUnknown": false}). */
	hiddenPrefs?: Record<string, unknown>;
}

/** Runs the named translator's doImport() on `input` and returns what Zotero would keep. */
export async function zoteroImport(name: TranslatorName, input: string, options: ImportOptions = {}): Promise<ZoteroImport> {
	const translator = loadTranslator(name);
	const debug: string[] = [];
	const Zotero: Record<string, unknown> = { locale: 'en-US', isNode: false, isFx: false, debug: (s: unknown) => debug.push(String(s)) };
	const context = vm.createContext({ Zotero, XRegExp: xregexp, document: documentShim });
	// zotero/utilities, loaded as Zotero's connector loads it: as scripts that fill in the global Zotero.
	vendorScript('utilities/utilities.js').runInContext(context);
	vendorScript('utilities/resource/zoteroTypeSchemaData.js').runInContext(context);
	vendorScript('utilities/cachedTypes.js').runInContext(context);
	vendorScript('utilities/date.js').runInContext(context);
	(Zotero['Date'] as { init(json: string): void }).init(dateFormats);
	const types = Zotero as unknown as CachedTypes;

	const raw: Record<string, unknown>[] = [];
	const hidden = { ...translator.header.hiddenPrefs, ...options.hiddenPrefs };
	const host = {
		version: '7.0',
		read: stringReader(input),
		write: () => {
			throw new Error('Zotero.write() during import');
		},
		debug: (s: unknown) => debug.push(String(s)),
		getOption: (option: string) => translator.header.displayOptions?.[option],
		getHiddenPref: (pref: string) => hidden[pref],
		itemDone: (item: Record<string, unknown>) => {
			raw.push(itemDone(item));
			return Promise.resolve();
		},
		collectionDone: () => Promise.resolve(),
	};
	(sandboxScript.runInContext(context) as (h: typeof host) => void)(host);
	translator.script.runInContext(context);
	const doImport = context['doImport'] as () => unknown;
	await doImport();
	const sanitized = raw.map((r) => sanitize(types, r));
	return { items: sanitized.map((s) => s.item), dropped: sanitized.map((s) => s.dropped), debug };
}

/** The translator's own test cases (`var testCases = [...]` at the end of its file). */
export function translatorTestCases(name: TranslatorName): { type: string; input: string; items: ZoteroItem[] | 'multiple' }[] {
	const context = vm.createContext({ Zotero: { debug() {} }, ZU: { fieldIsValidForType: () => true } });
	loadTranslator(name).script.runInContext(context);
	return context['testCases'] as { type: string; input: string; items: ZoteroItem[] | 'multiple' }[];
}
