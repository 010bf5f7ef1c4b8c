/**
 * The screening (data/screening.yaml) and the review's account beside a reading of the paper, on
 * data made here: the PRISMA flow counts each box from the candidates, the SVG states every number
 * of the table, the file's cross-references are checked, and the rules tie the screening, the
 * records and the review's account together. Nothing here depends on the project's own data.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { dump } from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { loadCorpus, parseAndCheck } from '../../src/corpus/load.ts';
import { disagreementsCsv, screeningCsv } from '../../src/exports/tables.ts';
import { reviewAccount } from '../../src/rules/review-account.ts';
import { screeningCoverage } from '../../src/rules/screening-coverage.ts';
import { ScreeningFileSchema, type Screening } from '../../src/schema/screening.ts';
import { StudySchema } from '../../src/schema/study.ts';
import { disagreementCounts, disagreements } from '../../src/views/disagreements.ts';
import { prismaFlow, prismaRows, prismaSvg } from '../../src/views/screening.ts';
import { ROOT, VALID } from '../helpers/paths.ts';

type Input = Record<string, unknown>;
const candidate = (id: string, more: Input): Input => ({ id, title: `Title of ${id}`, authors: 'Doe J et al', year: 2025, reason: `Why ${id}.`, ...more });

/** A screening of nine candidates: two queries and two other sources, every decision and stage. */
const screeningInput = (): Input => ({
	closed: '2026-12-02',
	criteria: [{ id: 'I1', text: 'It evaluates tools or skills of LLM agents.' }],
	sources: [
		{ id: 'pages', label: 'web pages', name: 'Stored web pages', kind: 'database' },
		{ id: 'review', label: 'the review’s bibliography', name: 'The review’s studies', kind: 'other' },
		{ id: 'lists', label: 'a reading list', name: 'A list of papers', kind: 'other' },
	],
	queries: [
		{ n: 1, source: 'pages', query: 'tool retrieval benchmark', date: '2026-12-01', results: 8, new: 4 },
		{ n: 2, source: 'pages', query: 'skill library agents', date: '2026-12-02', results: 8, new: 2 },
	],
	candidates: [
		candidate('a', { found_by: 1, decision: 'included', record: 'rec-a' }),
		candidate('b', { found_by: 1, decision: 'excluded', stage: 'title_abstract', criterion: 'out_of_window' }),
		candidate('c', { found_by: 1, decision: 'excluded', stage: 'title_abstract', criterion: 'out_of_window' }),
		candidate('d', { found_by: 1, decision: 'excluded', stage: 'title_abstract', criterion: 'duplicate' }),
		candidate('e', { found_by: 2, decision: 'not_retrievable' }),
		candidate('f', { found_by: 2, decision: 'excluded', stage: 'full_text', criterion: 'no_tool_or_skill' }),
		candidate('g', { found_by: 'review', decision: 'included', record: 'rec-g' }),
		candidate('h', { found_by: 'review', decision: 'not_retrievable', record: 'rec-h' }),
		candidate('i', { found_by: 'lists', decision: 'not_retrievable' }),
	],
});
const screening = (input: Input = screeningInput()): Screening => ScreeningFileSchema.parse(input);

describe('the PRISMA 2020 flow', () => {
	const flow = prismaFlow(screening());

	it('counts every box from the candidates', () => {
		expect(flow).toEqual({
			identified: {
				databases: 6,
				other: [
					{ source: 'review', label: 'the review’s bibliography', count: 2 },
					{ source: 'lists', label: 'a reading list', count: 1 },
				],
			},
			duplicates: 1,
			screened: 8,
			excludedAtScreening: [{ criterion: 'out_of_window', label: 'Outside 2024–2026', count: 2 }],
			sought: 6,
			notRetrieved: 3,
			assessed: 3,
			excludedAtFullText: [{ criterion: 'no_tool_or_skill', label: 'No tool or skill component', count: 1 }],
			included: 2,
			includedFromReview: 1,
		});
		// Every record goes on or leaves at each stage: nothing is lost between the boxes.
		expect(flow.assessed - 1).toBe(flow.included);
	});

	it('gives the same numbers as a table and in the SVG, which is an accessible image', () => {
		const rows = prismaRows(flow);
		expect(rows.find((r) => r.what === 'Records identified from the review’s bibliography')?.count).toBe(2);
		expect(rows.at(-1)).toEqual({ stage: 'Included', what: 'Studies included (read from their papers)', count: 2 });
		const svg = prismaSvg(flow);
		expect(svg).toMatch(/^<svg [^>]*role="img" aria-labelledby="prisma-title prisma-desc"/);
		const desc = /<desc id="prisma-desc">([^<]*)<\/desc>/.exec(svg)?.[1] ?? '';
		for (const r of rows) expect(desc).toContain(`${r.what.replace(/’/g, '’')}: ${r.count}`);
		expect(svg).toContain('Records identified (n = 9)');
		expect(svg).toContain('from a reading list: 1');
		expect(svg).toContain('Reports not retrieved (n = 3)');
		expect(svg).toContain('Studies included (n = 2)');
	});

	it('escapes a label in the SVG', () => {
		const input = screeningInput();
		(input['sources'] as Input[])[2]!['label'] = 'a <list> & more';
		expect(prismaSvg(prismaFlow(screening(input)))).toContain('from a &lt;list&gt; &amp; more: 1');
	});
});

describe('data/screening.yaml', () => {
	const problems = (input: Input) => {
		const res = ScreeningFileSchema.safeParse(input);
		return res.success ? [] : res.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
	};

	it('accepts the test screening', () => {
		expect(problems(screeningInput())).toEqual([]);
	});

	it('names a candidate found by a query or source that does not exist, or by a searched database', () => {
		const input = screeningInput();
		const cands = input['candidates'] as Input[];
		cands[0]!['found_by'] = 7;
		cands[1]!['found_by'] = 'pages';
		cands[2]!['found_by'] = 'nowhere';
		expect(problems(input)).toEqual([
			'candidates.0.found_by: no query has the number 7',
			'candidates.1.found_by: "pages" is not a source of kind other',
			'candidates.2.found_by: "nowhere" is not a source of kind other',
		]);
	});

	it('names a second candidate with an id already used, and where the first is', () => {
		const input = screeningInput();
		const cands = input['candidates'] as Input[];
		cands[3]!['id'] = cands[1]!['id'];
		expect(problems(input)).toEqual([`candidates.3.id: candidates[1] already has the id "${String(cands[1]!['id'])}"`]);
	});

	it('names a query of a source that is not searched, an exclusion without its criterion, an included candidate without its record', () => {
		const input = screeningInput();
		(input['queries'] as Input[])[1]!['source'] = 'lists';
		const cands = input['candidates'] as Input[];
		delete cands[1]!['criterion'];
		delete cands[0]!['record'];
		cands[4]!['criterion'] = 'duplicate';
		expect(problems(input)).toEqual([
			'queries.1.source: "lists" is not a source of kind database',
			'candidates.0.record: an included candidate names its record',
			'candidates.1.criterion: an excluded candidate names its criterion and the stage it was excluded at',
			'candidates.4.criterion: a candidate that is not_retrievable has no exclusion criterion',
		]);
	});

	it('exports one CSV row per candidate', () => {
		const rows = parse(screeningCsv(screening()), { columns: true, bom: true }) as Record<string, string>[];
		expect(rows.map((r) => [r['id'], r['found_by'], r['decision'], r['criterion']])).toEqual([
			['a', '1', 'included', ''],
			['b', '1', 'excluded', 'out_of_window'],
			['c', '1', 'excluded', 'out_of_window'],
			['d', '1', 'excluded', 'duplicate'],
			['e', '2', 'not_retrievable', ''],
			['f', '2', 'excluded', 'no_tool_or_skill'],
			['g', 'review', 'included', ''],
			['h', 'review', 'not_retrievable', ''],
			['i', 'lists', 'not_retrievable', ''],
		]);
	});
});

const corpus = loadCorpus({ root: ROOT, studiesDir: VALID });
const framework = corpus.framework!;
const fixture = readFileSync(path.join(VALID, 'fixture-study.yaml'), 'utf8');
const record = (yaml: string, file = 'studies/x.yaml') => {
	const res = parseAndCheck(file, '', yaml, StudySchema);
	if (!res.file) throw new Error(JSON.stringify(res.problems));
	return res.file;
};
/** The fixture under another id, optionally as a study the review cites (with or without the review's account). */
const variant = (id: string, edit: (text: string) => string = (t) => t) =>
	record(edit(fixture.replace('id: fixture-study', `id: ${id}`)), `studies/${id}.yaml`);
const ACCOUNT = `review_account:
  version_read: unknown
  tables: []
  sections: ["4.1"]
  summary: The review groups this study with set retrieval.
  disagreements:
    - what: Retrieval unit
      review: { says: Sets of tools are retrieved together., where: §4.1 }
      paper: { says: Tools are ranked one by one., where: §3.2 }
      note: Perhaps a misreading of the method's name.
`;
const cited = (text: string) => text.replace('paper:\n', 'paper:\n  review_ref: 1\n');
const withAccount = (text: string) => `${cited(text)}\n${ACCOUNT}`;

describe('review-account', () => {
	const run = (...records: ReturnType<typeof record>[]) => reviewAccount.check({ studies: records, records, framework, dataFiles: corpus.dataFiles });

	it('accepts a reading of a study the review cites with the review’s account, and one beyond the review without it', () => {
		expect(run(variant('cited-read', withAccount), variant('beyond'))).toEqual([]);
	});

	it('asks a reading of a cited study for the review’s account, and refuses one on a study the review does not cite', () => {
		const problems = run(
			variant('cited-no-account', cited),
			variant('beyond-with-account', (t) => `${t}\n${ACCOUNT}`),
		);
		expect(problems.map((p) => [p.file, p.path, p.message])).toEqual([
			['studies/cited-no-account.yaml', 'paper.review_ref', expect.stringContaining('review_account is missing')],
			['studies/beyond-with-account.yaml', 'review_account', expect.stringContaining('paper.review_ref is not set')],
		]);
	});
});

describe('the disagreements across the database', () => {
	const studies = [variant('cited-read', withAccount), variant('beyond')].map((r) => r.data as never);

	it('lists each point with both locations and the version read, and counts them', () => {
		const rows = disagreements(studies);
		expect(rows).toEqual([
			{
				id: 'cited-read',
				shortName: 'Fixture Study',
				reviewRef: 1,
				what: 'Retrieval unit',
				review: { says: 'Sets of tools are retrieved together.', where: '§4.1' },
				paper: { says: 'Tools are ranked one by one.', where: '§3.2', version: 'arXiv v2' },
				note: "Perhaps a misreading of the method's name.",
			},
		]);
		expect(disagreementCounts(studies)).toEqual({ read: 1, withDisagreements: 1, points: 1 });
		const csv = parse(disagreementsCsv(rows), { columns: true, bom: true }) as Record<string, string>[];
		expect(csv).toEqual([expect.objectContaining({ id: 'cited-read', review_ref: '1', review_where: '§4.1', paper_where: '§3.2', paper_version: 'arXiv v2' })]);
	});
});

describe('screening-coverage', () => {
	const run = (records: ReturnType<typeof record>[], candidates: Input[], ownStudies = true) => {
		const file = parseAndCheck('data/screening.yaml', '', dump({ ...screeningInput(), candidates }), ScreeningFileSchema).file!;
		return screeningCoverage.check({
			studies: records,
			records,
			framework: { ...framework, screening: file.data },
			dataFiles: { ...corpus.dataFiles, 'screening.yaml': file },
			ownStudies,
		});
	};
	const stated = (id: string) =>
		record(
			[
				`id: ${id}`,
				`short_name: ${id}`,
				'depth: stated_design',
				'provenance: { source: review, version_read: unknown, review_tables: [Text only], review_sections: ["4.1"], stages: [exposure] }',
				'paper: { review_ref: 2 }',
				'comparisons: [{ id: retrievers, kind: other, description: A retriever is described. }]',
				'population: { kind: other }',
				'levels: [retrieval]',
				'',
			].join('\n'),
			`studies/${id}.yaml`,
		);

	it('accepts records that each have a candidate that says why', () => {
		const records = [variant('read'), stated('kept')];
		expect(
			run(records, [
				candidate('read', { found_by: 1, decision: 'included', record: 'read' }),
				candidate('kept', { found_by: 'review', decision: 'not_retrievable', record: 'kept' }),
			]),
		).toEqual([]);
	});

	it('names a paper reading and a stated-design record the screening leaves out, an unknown record, and an inclusion not read from its paper', () => {
		const records = [variant('read'), stated('kept'), stated('claimed')];
		const problems = run(records, [
			candidate('ghost', { found_by: 1, decision: 'not_retrievable', record: 'ghost' }),
			candidate('claimed', { found_by: 'review', decision: 'included', record: 'claimed' }),
		]);
		expect(problems.map((p) => [p.file, p.path, p.severity, p.message])).toEqual([
			['data/screening.yaml', 'candidates[0].record', 'error', 'no study record has the id "ghost"'],
			[
				'data/screening.yaml',
				'candidates[1].decision',
				'error',
				expect.stringContaining('"claimed" is included, but its record is not a reading of the paper'),
			],
			// A new record is valid before its screening entry is written: a warning says what to add.
			['studies/read.yaml', 'id', 'warning', expect.stringContaining('a reading of the paper, but data/screening.yaml has no candidate for it')],
			['studies/kept.yaml', 'id', 'warning', expect.stringContaining('kept at its stated design, but data/screening.yaml has no candidate for it')],
		]);
	});

	it('holds nothing against a folder that is not the project’s own records', () => {
		expect(run([variant('read')], [candidate('x', { found_by: 1, decision: 'not_retrievable' })], false)).toEqual([]);
	});
});
