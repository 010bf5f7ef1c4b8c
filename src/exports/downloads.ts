/**
 * The download files of /data/: each one's name, what it holds, and how it is made from typed
 * data. Endpoints and the /data/ page both read this list, so a file cannot be offered without
 * being built or built without being offered.
 */
import { bibtexLicence, type BibtexOptions } from './bibtex.ts';
import { citationFile } from './cite.ts';
import { bibliographyCsl, referencesCsl, type CslItem } from './csl.ts';
import { recordItems } from './record-meta.ts';
import {
	disagreementsCsv,
	gapsCsv,
	resultsCsvPieces,
	screeningCsv,
	resultsLatexPieces,
	studiesCsvPieces,
	table3Latex,
	table5Latex,
	type RecordState,
} from './tables.ts';
import { lastChange } from '../lib/git.ts';
import { versionCount, versionPath } from '../lib/record-versions.ts';
import { gapAnalysis } from '../gaps/gaps.ts';
import { jsonSchemas } from '../model/json-schema.ts';
import { checklistWording, type Framework } from '../schema/framework.ts';
import type { Study } from '../schema/study.ts';
import { compareFields, type CompareEntry } from '../views/compare.ts';
import { matrixRow } from '../views/matrix.ts';
import { prismaFlow, prismaSvg } from '../views/screening.ts';
import { disagreements } from '../views/disagreements.ts';
import { studySource } from '../views/study-parts.ts';
import { DATA_LICENSE, jsonLicence, licenceNotice } from '../views/licence.ts';
import { contributedPapers } from '../views/paper.ts';
import { studyFilePath, studyPath } from '../lib/routes.ts';

export interface DownloadContext {
	studies: Study[];
	framework: Framework;
	site: URL;
	/** The release cited with every record (package.json version). */
	version?: string;
}

export interface Download {
	file: string;
	label: string;
	description: string;
	type: string;
	build(ctx: DownloadContext): string;
	/**
	 * The same text in pieces, for the files that grow with every record: the build writes them
	 * one by one (./write-downloads.ts), so the whole text is never one string beside its encoded
	 * bytes. Such a file's `build` is its pieces joined ({@link pieced}).
	 */
	pieces?(ctx: DownloadContext): Iterable<string>;
}

/** A file written in pieces: `build` joins them, so the file has one implementation. */
function pieced(pieces: (ctx: DownloadContext) => Iterable<string>): Pick<Download, 'build' | 'pieces'> {
	return { build: (ctx) => [...pieces(ctx)].join(''), pieces };
}

const studyUrl = (site: URL) => (id: string) => new URL(studyPath(id), site).href;
const rows = (ctx: DownloadContext) => ctx.studies.map((s) => matrixRow(s, ctx.framework));
/** A record's version and last change, from the repository's history (undefined without it). */
function recordState(id: string): RecordState | undefined {
	const file = studyFilePath(id, 'yaml');
	const version = versionCount(file);
	return version > 0 ? { version, lastChanged: lastChange(file)?.date } : undefined;
}

/** Each record's version, last change and the permanent address of that version; {} without history. */
const recordVersionsJson = (ctx: DownloadContext) =>
	Object.fromEntries(
		ctx.studies.flatMap((s) => {
			const state = recordState(s.id);
			return state ? [[s.id, { version: state.version, last_changed: state.lastChanged, url: new URL(versionPath(s.id, state.version), ctx.site).href }]] : [];
		}),
	);

/**
 * studies.json a record at a time, one record to a line: compact JSON, so the file is about half
 * the size of indented JSON, with a line break before each record and before the closing bracket,
 * so a diff or grep still shows one record to a line. (A JSON string holds no raw line break, so
 * the only line breaks are these.)
 */
function* studiesJsonPieces(ctx: DownloadContext): Generator<string> {
	const head = { name: 'skill-evidence', version: ctx.version ?? '0.0.0', license: jsonLicence, notice: notice(ctx) };
	yield `${JSON.stringify(head).slice(0, -1)},"studies":[`;
	let first = true;
	for (const s of ctx.studies) {
		yield `${first ? '' : ','}\n${JSON.stringify(s)}`;
		first = false;
	}
	yield `\n],"record_versions":${JSON.stringify(recordVersionsJson(ctx))}}\n`;
}

/** Whether a key is an array index, which a JavaScript object orders first, ascending, whatever order it was added in. */
const isArrayIndex = (key: string) => /^(?:0|[1-9]\d{0,9})$/.test(key) && Number(key) < 2 ** 32 - 1;

/**
 * The text of `JSON.stringify(Object.fromEntries(items.map((t) => [key(t), value(t)])))` and a line
 * break, an entry at a time, its keys in the order that object has them (array indices first).
 */
function* jsonObjectPieces<T>(items: readonly T[], key: (t: T) => string, value: (t: T) => unknown): Generator<string> {
	const indexed = items.filter((t) => isArrayIndex(key(t))).sort((a, b) => Number(key(a)) - Number(key(b)));
	let separator = '{';
	for (const t of [...indexed, ...items.filter((t) => !isArrayIndex(key(t)))]) {
		yield `${separator}${JSON.stringify(key(t))}:${JSON.stringify(value(t))}`;
		separator = ',';
	}
	yield separator === '{' ? '{}\n' : '}\n';
}

/** A study in compare.json: the version is what a citation of the comparison names. */
function compareEntry(s: Study, ctx: DownloadContext): CompareEntry {
	const state = recordState(s.id);
	return {
		name: s.short_name,
		...(state ? { version: state.version, version_url: new URL(versionPath(s.id, state.version), ctx.site).href } : {}),
		fields: compareFields(s, ctx.framework),
	};
}

/** The site-wide bibliography: the review's references and every other studied paper. */
const bibliography = (ctx: DownloadContext) =>
	bibliographyCsl(ctx.framework.references.references, contributedPapers(ctx.studies, ctx.framework.references.references));
/** The review's references alone, its named collection. */
const reviewRefs = (ctx: DownloadContext) => referencesCsl(ctx.framework.references.references);

const notice = (ctx: DownloadContext) => licenceNotice(ctx.version ?? '0.0.0');
const bibtexNotice = (ctx: DownloadContext) => bibtexLicence(notice(ctx));
/** A LaTeX comment line, for the same purpose. */
const latexNotice = (ctx: DownloadContext) => `% ${notice(ctx)}\n`;

/**
 * The three citation formats of one bibliography: BibTeX, RIS and CSL-JSON, each file made in its
 * own format only (at 5,000 records, making all three for each file was two thirds of the work of
 * these nine files, and as much garbage while the all-study pages render).
 */
function bibliographyFiles(
	base: string,
	label: string,
	description: string,
	items: (ctx: DownloadContext) => CslItem[],
	bibtex: BibtexOptions = {},
): Download[] {
	return [
		{
			file: `${base}.bib`,
			label: `${label} (BibTeX)`,
			description,
			type: 'application/x-bibtex; charset=utf-8',
			build: (ctx) => bibtexNotice(ctx) + citationFile(items(ctx), 'bibtex', bibtex),
		},
		{
			file: `${base}.ris`,
			label: `${label} (RIS)`,
			description,
			type: 'application/x-research-info-systems; charset=utf-8',
			build: (ctx) => citationFile(items(ctx), 'ris'),
		},
		{
			file: `${base}.csl.json`,
			label: `${label} (CSL-JSON)`,
			description,
			type: 'application/json; charset=utf-8',
			build: (ctx) => citationFile(items(ctx), 'csl'),
		},
	];
}

/** Every record's own citation (the structured summary, as its page's citation box gives it). */
const records = (ctx: DownloadContext) => ctx.studies.map((s) => recordItems(s, ctx.framework, ctx.site, ctx.version ?? '0.0.0', ctx.studies).record);

/** Each study's paper as its page cites it (the version the record read), once per paper, in the studies' order. */
const papers = (ctx: DownloadContext) => {
	const seen = new Set<string>();
	return ctx.studies.flatMap((s) => {
		const item = recordItems(s, ctx.framework, ctx.site, ctx.version ?? '0.0.0', ctx.studies).paperItem;
		if (seen.has(item.id)) return [];
		seen.add(item.id);
		return [item];
	});
};

const BIBLIOGRAPHY =
	'Every studied paper: the review’s references (keyword review-bibliography) and the paper of every study the review does not cite (keyword contributed-study).';
const REVIEW_ONLY = 'The review’s own bibliography, numbered as in the review (ids ref-1, ref-2, ...).';

/** The data licence in the Data Package form (name, title, path). */
const PACKAGE_LICENSE = { name: DATA_LICENSE.id, title: DATA_LICENSE.title, path: DATA_LICENSE.url } as const;

/**
 * A Frictionless Data Package (datapackage.json): every download with its media type and
 * description, and the licence that covers them all, so tools that read data packages (and
 * readers of any single file) find the terms of reuse beside the data.
 */
function dataPackage(ctx: DownloadContext, files: readonly Download[]): string {
	const pkg = {
		name: 'skill-evidence',
		title: 'skill-evidence: evaluation studies of tool and skill use in LLM agents',
		version: ctx.version ?? '0.0.0',
		homepage: new URL('', ctx.site).href,
		licenses: [PACKAGE_LICENSE],
		resources: files.map((d) => ({
			name: d.file.replace(/[^a-z0-9]+/gi, '-').toLowerCase(),
			path: d.file,
			mediatype: d.type.split(';')[0],
			description: d.description,
			licenses: [PACKAGE_LICENSE],
		})),
	};
	return `${JSON.stringify(pkg, null, 2)}\n`;
}

export const downloads: readonly Download[] = [
	{
		file: 'studies.json',
		label: 'All records (JSON)',
		description:
			'Every study record as validated, in the schema’s output types (exactly what the pages render), under `studies`, one record to a line, with the database version and the licence beside them, and under `record_versions` each record’s version, last change and permanent address.',
		type: 'application/json; charset=utf-8',
		...pieced(studiesJsonPieces),
	},
	{
		file: 'studies.csv',
		label: 'Evidence matrix (CSV)',
		description: 'The Table 5 and Table 3 columns, one row per study, with the record’s URL.',
		type: 'text/csv; charset=utf-8',
		...pieced((ctx) => studiesCsvPieces(rows(ctx), studyUrl(ctx.site), recordState)),
	},
	{
		file: 'table5.tex',
		label: 'Table 5 view (LaTeX)',
		description: 'Arms and coupling, population, runs, endpoint, budget and location: a booktabs longtable.',
		type: 'text/x-tex; charset=utf-8',
		build: (ctx) => latexNotice(ctx) + table5Latex(rows(ctx)),
	},
	{
		file: 'table3.tex',
		label: 'Table 3 view (LaTeX)',
		description: 'Quantity as read and the limiting condition: a booktabs longtable.',
		type: 'text/x-tex; charset=utf-8',
		build: (ctx) => latexNotice(ctx) + table3Latex(rows(ctx)),
	},
	{
		file: 'results.csv',
		label: 'Every reported figure (CSV)',
		description:
			'One row per figure, long format: a single result is one row with its arms, model and benchmark; a result table is one row per cell, with the name and value of each of its dimensions.',
		type: 'text/csv; charset=utf-8',
		...pieced((ctx) => resultsCsvPieces(ctx.studies)),
	},
	{
		file: 'results.tex',
		label: 'Result tables (LaTeX)',
		description: 'Each result table of each study as a booktabs longtable that breaks across pages, then the single figures.',
		type: 'text/x-tex; charset=utf-8',
		...pieced(function* (ctx) {
			yield latexNotice(ctx);
			yield* resultsLatexPieces(ctx.studies);
		}),
	},
	{
		file: 'gaps.csv',
		label: 'Checklist gap matrix (CSV)',
		description: 'Status of every study on every checklist item and second part, with gap and not-assessed counts.',
		type: 'text/csv; charset=utf-8',
		build: (ctx) => gapsCsv(gapAnalysis(ctx.studies, ctx.framework), new Map(ctx.studies.map((s) => [s.id, studySource(s)]))),
	},
	...bibliographyFiles('references', 'Bibliography', BIBLIOGRAPHY, bibliography),
	...bibliographyFiles('review-references', 'The review’s references', REVIEW_ONLY, reviewRefs),
	...bibliographyFiles(
		'papers',
		'The studied papers',
		'The paper of each study, cited as its study page cites it (the version the record read), one entry per paper under its bibliography key and id (ref-N for the review’s references, study-<id> for the others). The matrix’s “Export this selection” cuts this file.',
		papers,
	),
	...bibliographyFiles(
		'records',
		'Citations of the records',
		'The structured summaries themselves, one citable dataset record per study, versioned and with its URL.',
		records,
		// many records, cited together: labelled apart by name (see BibtexOptions)
		{ labelledByKey: true },
	),
	{
		file: 'screening.json',
		label: 'Search and screening (JSON)',
		description:
			'The inclusion criteria, sources, every query with its date, every candidate study with its decision and reason, and the PRISMA 2020 flow computed from them.',
		type: 'application/json; charset=utf-8',
		build: (ctx) => `${JSON.stringify({ ...ctx.framework.screening, flow: prismaFlow(ctx.framework.screening), license: jsonLicence }, null, 2)}\n`,
	},
	{
		file: 'screening.csv',
		label: 'Screened candidates (CSV)',
		description:
			'One row per candidate study: id, title, authors, year, arXiv id, how it was found, decision, stage and criterion of an exclusion, reason, record.',
		type: 'text/csv; charset=utf-8',
		build: (ctx) => screeningCsv(ctx.framework.screening),
	},
	{
		file: 'disagreements.csv',
		label: 'Where the review and the papers disagree (CSV)',
		description:
			'One row per point where the review’s account of a study and the study’s own paper differ: what, what each says, where each says it, and the version of the paper read.',
		type: 'text/csv; charset=utf-8',
		build: (ctx) => disagreementsCsv(disagreements(ctx.studies)),
	},
	{
		file: 'screening-flow.svg',
		label: 'PRISMA 2020 flow diagram (SVG)',
		description: 'The flow of the screening as a standalone SVG, with the numbers in its description.',
		type: 'image/svg+xml; charset=utf-8',
		build: (ctx) => prismaSvg(prismaFlow(ctx.framework.screening)),
	},
	{
		file: 'matrix-words.json',
		label: 'Words of every record (JSON)',
		description: 'Each study id with every word of its record, lower case: what the matrix’s text filter searches, loaded only when a reader types.',
		type: 'application/json; charset=utf-8',
		...pieced((ctx) =>
			jsonObjectPieces(
				rows(ctx),
				(r) => r.id,
				(r) => r.text,
			),
		),
	},
	{
		file: 'study.schema.json',
		label: 'JSON Schema of a record',
		description: 'The schema records are validated against, for editors and other tools.',
		type: 'application/schema+json; charset=utf-8',
		build: (ctx) => jsonSchemas(checklistWording(ctx.framework.checklist.items))['study.schema.json']!,
	},
	{
		file: 'compare.json',
		label: 'Fields for comparison (JSON)',
		description:
			'Every record’s short name, current version and fields as labelled text, grouped by axis, each field with where the record says it is reported (when it says); the compare page reads it.',
		type: 'application/json; charset=utf-8',
		...pieced((ctx) =>
			jsonObjectPieces(
				ctx.studies,
				(s) => s.id,
				(s) => compareEntry(s, ctx),
			),
		),
	},
	{
		file: 'datapackage.json',
		label: 'Package metadata (Data Package JSON)',
		description: 'Every file of this page with its format and description, and the CC BY 4.0 licence that covers them: the metadata tools read.',
		type: 'application/json; charset=utf-8',
		build: (ctx) =>
			dataPackage(
				ctx,
				downloads.filter((d) => d.file !== 'datapackage.json'),
			),
	},
];
