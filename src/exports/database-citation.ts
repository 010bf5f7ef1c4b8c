/**
 * The database itself as a citable dataset, from CITATION.cff (the one place its title, version,
 * release date, authors and address are kept): the CSL item every citation format is made from.
 */
import { load } from 'js-yaml';
import { DATABASE_NAME, type CslItem } from './csl.ts';

interface Cff {
	title?: string;
	version?: string | number;
	'date-released'?: string;
	url?: string;
	authors?: { name?: string; 'family-names'?: string; 'given-names'?: string }[];
}

/** The CSL item of the database as CITATION.cff describes it; a field CITATION.cff lacks is left out. */
export function databaseCsl(cffText: string): CslItem {
	const cff = (load(cffText) ?? {}) as Cff;
	const item: CslItem = {
		id: 'skill-evidence',
		'citation-key': 'skillevidence',
		type: 'dataset',
		title: String(cff.title ?? DATABASE_NAME),
		author: (cff.authors ?? []).map((a) => (a.name ? { literal: a.name } : { family: a['family-names'] ?? '', given: a['given-names'] ?? '' })),
		publisher: DATABASE_NAME,
	};
	if (cff.version !== undefined) item.version = String(cff.version);
	const date = /^(\d{4})-(\d{2})-(\d{2})$/.exec(String(cff['date-released'] ?? ''));
	if (date) item.issued = { 'date-parts': [[Number(date[1]), Number(date[2]), Number(date[3])]] };
	if (cff.url) item.URL = cff.url;
	return item;
}
