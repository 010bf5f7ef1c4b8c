/**
 * Downloads and citations round-trip: JSON re-validates, CSV parses back to the same cells, BibTeX
 * and RIS parse back (with parser libraries) to the same authors, titles and years, LaTeX escapes
 * its special characters.
 */
import { Cite, plugins } from '@citation-js/core';
import '@citation-js/plugin-ris';
import { parse as parseBibtex } from '@retorquere/bibtex-parser';
import { parse as parseCsv } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { citationFiles, formatCitations, formatEntry, formatPass, formatStyle, primeEntries } from '../../src/exports/cite.ts';
import { bibliographyCsl, cslName, citationKey, CONTRIBUTED_COLLECTION, paperCsl, recordCsl, referencesCsl, REVIEW_COLLECTION } from '../../src/exports/csl.ts';
import { CSV_OPTIONS, latexEscape, RESULT_CSV_COLUMNS, resultRows, STUDY_CSV_COLUMNS, studyCells, table3Latex } from '../../src/exports/tables.ts';
import { stringify as stringifyCsv } from 'csv-stringify/sync';
import { studyPath } from '../../src/lib/routes.ts';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { loadCorpus, parseAndCheck } from '../../src/corpus/load.ts';
import { StudySchema, type Study } from '../../src/schema/study.ts';
import { gapAnalysis } from '../../src/gaps/gaps.ts';
import { downloads } from '../../src/exports/downloads.ts';
import { matrixRow } from '../../src/views/matrix.ts';
import { contributedPapers, resolvePaper } from '../../src/views/paper.ts';
import { ROOT, VALID } from '../helpers/paths.ts';

const corpus = loadCorpus({ root: ROOT });
const framework = corpus.framework!;
const site = new URL('https://example.org/');
const fixtureText = readFileSync(path.join(VALID, 'fixture-study.yaml'), 'utf8');
function fixture(edit: (yaml: string) => string): Study {
	const res = parseAndCheck('x.yaml', '', edit(fixtureText), StudySchema);
	if (!res.file) throw new Error(JSON.stringify(res.problems));
	return res.file.data;
}
/** Fixtures made for these tests: five of the review's references, one study citing one of them, one study beyond the review. */
const refs = framework.references.references.slice(0, 5);
const testFramework = { ...framework, references: { ...framework.references, references: refs } };
const studies: Study[] = [
	fixture((y) =>
		y
			.replace('id: fixture-study', 'id: beyond-review')
			.replace('published', 'published')
			.replace('  url: https://arxiv.org/abs/2610.00001v2\n', '  url: https://arxiv.org/abs/2610.00001v2\n  published: { venue: ICLR 2027, year: 2027 }\n'),
	),
	fixture((y) => y.replace('id: fixture-study', 'id: cites-ref-2').replace(/paper:\n( {2}.*\n)+/, 'paper:\n  review_ref: 2\n')),
];
const file = (name: string) => downloads.find((d) => d.file === name)!.build({ studies, framework: testFramework, site });
/** Every entry of the site-wide bibliography: the review's references, then the contributed papers. */
const allEntries = [...refs, ...contributedPapers(studies, refs).map((c) => ({ ...c.paper, n: c.studyId }))];

/** The surname a citation keeps for an author as the review lists them. */
const family = (a: string) => cslName(a).family ?? cslName(a).literal;

describe('downloads', () => {
	it('each file the build writes a piece at a time reads as the one-piece text it stands for, ids that look like numbers included', () => {
		// an object orders keys like "10" and "2024" first, ascending: the pieces must too
		const numbered = [...studies, fixture((y) => y.replace('id: fixture-study', 'id: "2024"')), fixture((y) => y.replace('id: fixture-study', 'id: "10"'))];
		const pieced = downloads.filter((d) => d.pieces);
		expect(pieced.map((d) => d.file)).toEqual(
			expect.arrayContaining(['studies.json', 'results.csv', 'compare.json', 'matrix-words.json', 'results.tex', 'studies.csv']),
		);
		for (const corpus of [numbered, []]) {
			const ctx = { studies: corpus, framework: testFramework, site };
			const text = (name: string) => {
				const d = pieced.find((p) => p.file === name)!;
				const joined = [...d.pieces!(ctx)].join('');
				expect(d.build(ctx), name).toBe(joined);
				return joined;
			};
			// the references are written here, independently of the pieces: one stringify of the whole
			const studiesJson = JSON.parse(text('studies.json')) as { studies: unknown[] } & Record<string, unknown>;
			const { studies: records, ...rest } = studiesJson;
			const lines = text('studies.json').split('\n');
			// one record to a line, compact, between the head and the closing line
			expect(lines.slice(1, 1 + records.length)).toEqual(records.map((r, i) => `${JSON.stringify(r)}${i < records.length - 1 ? ',' : ''}`));
			expect(lines).toHaveLength(records.length + 3);
			expect(Object.keys(studiesJson)).toEqual(['name', 'version', 'license', 'notice', 'studies', 'record_versions']);
			const { record_versions: versions, ...head } = rest;
			expect(lines[0]).toBe(`${JSON.stringify(head).slice(0, -1)},"studies":[`);
			expect(lines.slice(-2)).toEqual([`],"record_versions":${JSON.stringify(versions)}}`, '']);
			for (const name of ['compare.json', 'matrix-words.json']) {
				const parsed = JSON.parse(text(name)) as Record<string, unknown>;
				expect(text(name), name).toBe(`${JSON.stringify(parsed)}\n`);
				expect(Object.keys(parsed), name).toEqual(Object.keys(Object.fromEntries(corpus.map((s) => [s.id, 0]))));
			}
			const rows = corpus.map((s) => matrixRow(s, testFramework));
			expect(JSON.parse(text('matrix-words.json'))).toEqual(Object.fromEntries(rows.map((r) => [r.id, r.text])));
			expect(text('studies.csv')).toBe(
				stringifyCsv(
					rows.map((r) => studyCells(r, new URL(studyPath(r.id), site).href, undefined)),
					{ ...CSV_OPTIONS, columns: [...STUDY_CSV_COLUMNS] },
				),
			);
			expect(text('results.csv')).toBe(stringifyCsv(resultRows(corpus), { ...CSV_OPTIONS, columns: [...RESULT_CSV_COLUMNS] }));
		}
		expect(Object.keys(JSON.parse(downloads.find((d) => d.file === 'compare.json')!.build({ studies: numbered, framework: testFramework, site })))).toEqual([
			'10',
			'2024',
			'beyond-review',
			'cites-ref-2',
		]);
	});

	it('studies.json re-validates against the schema, record by record', () => {
		const { studies: parsed, license } = JSON.parse(file('studies.json')) as { studies: unknown[]; license: { id: string; url: string } };
		expect(license).toEqual(expect.objectContaining({ id: 'CC-BY-4.0', url: 'https://creativecommons.org/licenses/by/4.0/' }));
		expect(parsed).toHaveLength(studies.length);
		for (const record of parsed) expect(StudySchema.safeParse(record).success).toBe(true);
		expect(parsed).toEqual(JSON.parse(JSON.stringify(studies)));
	});

	it('studies.csv parses back to the same cells, one row per study', () => {
		const rows = parseCsv(file('studies.csv'), { columns: true }) as Record<string, string>[];
		expect(rows).toHaveLength(studies.length);
		expect(Object.keys(rows[0]!)).toEqual([...STUDY_CSV_COLUMNS]);
		for (const s of studies) {
			const expected = studyCells(matrixRow(s, framework), new URL(`studies/${s.id}/`, site).href);
			expect(rows.find((r) => r['id'] === s.id)).toEqual(expected);
		}
	});

	it('gaps.csv parses back to the statuses of every item and second part', () => {
		const rows = parseCsv(file('gaps.csv'), { columns: true }) as Record<string, string>[];
		expect(rows).toHaveLength(studies.length);
		const rt = rows.find((r) => r['id'] === 'beyond-review')!;
		expect(rt['discordance_degradation']).toBe('not_reported');
		expect(rt['discordance_degradation_second_part']).toBe('not_applicable');
		expect(rt['gaps']).toBe(String(gapAnalysis(studies, testFramework).studies.find((x) => x.id === 'beyond-review')!.gaps));
		expect(rt['gaps']).toBe('1');
		// id, study, source; ten items; two second parts; two counts.
		expect(rt['source']).toBe('beyond');
		expect(Object.keys(rt)).toHaveLength(3 + 10 + 2 + 2);
	});

	it('references.bib holds every studied paper and parses back to the same authors, titles and years', () => {
		const lib = parseBibtex(file('references.bib'));
		expect(lib.errors).toEqual([]);
		// The review's five, then the one paper the review does not cite; the study citing ref 2 adds nothing.
		expect(lib.entries).toHaveLength(refs.length + 1);
		expect(lib.entries.map((e) => e.fields['keywords'])).toEqual([...refs.map(() => [REVIEW_COLLECTION]), [CONTRIBUTED_COLLECTION]]);
		expect(lib.entries.at(-1)!.fields['title']).toBe('A fixture study of skill libraries');
		lib.entries.forEach((e, i) => {
			const r = allEntries[i]!;
			expect(e.fields['title'], `ref ${r.n}`).toBe(r.title);
			expect(e.fields['year'], `ref ${r.n}`).toBe(String(r.year));
			// The parser returns decomposed accents (i + combining grave); compare in NFC.
			const names = (e.fields['author'] as { lastName?: string; name?: string }[]).map((a) => (a.lastName ?? a.name)?.normalize('NFC'));
			expect(names, `ref ${r.n}`).toEqual(r.authors.map((a) => (a === 'et al' ? 'others' : family(a))));
		});
		expect(new Set(lib.entries.map((e) => e.key)).size).toBe(lib.entries.length);
	});

	it('review-references.bib is the review’s collection alone', () => {
		const lib = parseBibtex(file('review-references.bib'));
		expect(lib.errors).toEqual([]);
		expect(lib.entries.map((e) => e.fields['title'])).toEqual(refs.map((r) => r.title));
	});

	it('references.ris parses back to the same authors, titles and years', () => {
		const data = new Cite(file('references.ris'), { forceType: '@ris/file' }).data as {
			title: string;
			issued: { 'date-parts': number[][] };
			author: { family?: string; literal?: string }[];
		}[];
		expect(data).toHaveLength(allEntries.length);
		data.forEach((e, i) => {
			const r = allEntries[i]!;
			expect(e.title, `ref ${r.n}`).toBe(r.title);
			expect(e.issued['date-parts'][0]![0], `ref ${r.n}`).toBe(r.year);
			// RIS has no "and others": the names before "et al" are listed.
			expect(
				e.author.map((a) => a.family ?? a.literal),
				`ref ${r.n}`,
			).toEqual(r.authors.filter((a) => a !== 'et al').map(family));
		});
	});

	it('references.csl.json is the CSL the other formats are made from', () => {
		expect(JSON.parse(file('references.csl.json'))).toEqual(bibliographyCsl(refs, contributedPapers(studies, refs)));
		expect(JSON.parse(file('review-references.csl.json'))).toEqual(referencesCsl(refs));
		// A later publication travels with the paper as read.
		expect(bibliographyCsl(refs, contributedPapers(studies, refs)).at(-1)).toMatchObject({
			id: 'study-beyond-review',
			note: 'Later published: ICLR 2027 (2027).',
		});
	});

	it('datapackage.json lists every other download under the CC BY 4.0 licence', () => {
		const pkg = JSON.parse(file('datapackage.json')) as { licenses: { name: string }[]; resources: { path: string; licenses: { name: string }[] }[] };
		expect(pkg.licenses.map((l) => l.name)).toEqual(['CC-BY-4.0']);
		expect(pkg.resources.map((r) => r.path)).toEqual(downloads.map((d) => d.file).filter((f) => f !== 'datapackage.json'));
		for (const r of pkg.resources)
			expect(
				r.licenses.map((l) => l.name),
				r.path,
			).toEqual(['CC-BY-4.0']);
	});

	it('the licence travels inside every file whose format has room for it', () => {
		for (const name of ['references.bib', 'review-references.bib', 'records.bib']) {
			const text = file(name);
			expect(text, name).toMatch(/^@comment\{skill-evidence .* \(CC-BY-4\.0, https:\/\/creativecommons\.org\/licenses\/by\/4\.0\/\)/);
			expect(parseBibtex(text).errors, name).toEqual([]);
		}
		for (const name of ['table5.tex', 'table3.tex']) expect(file(name).split('\n')[0], name).toMatch(/^% skill-evidence .*CC-BY-4\.0/);
	});

	it('LaTeX escapes all ten special characters, and writes typographic characters as LaTeX does', () => {
		expect(latexEscape('a & b % c $ d # e _ f { g } h ~ i ^ j \\ k')).toBe(
			'a \\& b \\% c \\$ d \\# e \\_ f \\{ g \\} h \\textasciitilde{} i \\textasciicircum{} j \\textbackslash{} k',
		);
		expect(latexEscape('Recall@10 – 0.838 vs. “x”')).toBe("Recall@10 -- 0.838 vs. ``x''");
		const tex = table3Latex([{ ...matrixRow(studies[0]!, framework), shortName: '100% & $5_x' }]);
		expect(tex).toContain('100\\% \\& \\$5\\_x &');
		expect(tex).toMatch(/\\toprule[\s\S]*\\midrule[\s\S]*\\bottomrule/);
		expect(
			file('table5.tex')
				.split('\n')
				.filter((l) => l.endsWith('\\\\')).length,
		).toBe(1 + 1 + studies.length);
	});

	it('the JSON Schema download is the committed schema', async () => {
		const { readFileSync } = await import('node:fs');
		expect(file('study.schema.json')).toBe(readFileSync(`${ROOT}/data/schema/study.schema.json`, 'utf8'));
	});
});

describe('citations', () => {
	it('splits names as the review writes them', () => {
		expect(cslName('Cho S')).toEqual({ family: 'Cho', given: 'S' });
		expect(cslName('Lakshmi Narasimhan V')).toEqual({ family: 'Lakshmi Narasimhan', given: 'V' });
		expect(cslName('Blackwell J I')).toEqual({ family: 'Blackwell', given: 'J I' });
		expect(cslName('Huang W-J')).toEqual({ family: 'Huang', given: 'W-J' });
		expect(cslName('International Council for Harmonisation')).toEqual({ literal: 'International Council for Harmonisation' });
		expect(cslName('et al')).toEqual({ literal: 'others' });
		expect(citationKey(['Dessì R'], 2023, 'Toolformer: language models')).toBe('dessi2023toolformer');
	});

	it('cites a structured summary as a versioned dataset with its record URL and last change', () => {
		const s = studies.find((x) => x.id === 'beyond-review')!;
		const item = recordCsl(s, resolvePaper(s, refs), { url: 'https://example.org/studies/beyond-review/', version: '1.2.3', lastChanged: '2026-11-29' });
		const c = formatCitations(item);
		expect(c.apa).toBe(
			'skill-evidence contributors. (2026). Fixture Study: structured study summary (skill-evidence record beyond-review) (Version 1.2.3) [Dataset]. skill-evidence. https://example.org/studies/beyond-review/',
		);
		expect(c.bibtex).toMatch(/^@misc\{skillevidence_beyond_review,/);
		const back = parseBibtex(c.bibtex).entries[0]!;
		expect(back.fields['url']).toBe('https://example.org/studies/beyond-review/');
		expect(c.ris).toContain('TY  - DATA');
		expect(c.ris).toContain('ET  - 1.2.3');
	});

	it('formats single entries in one citeproc pass, each as it reads alone and without a year suffix', () => {
		const items = studies.flatMap((s, i) => {
			const paper = resolvePaper(s, refs);
			const record = recordCsl(s, paper, { url: `https://example.org/studies/${s.id}/`, version: '1.0.0', lastChanged: '2026-11-29' });
			return [record, paperCsl(paper, `paper-${s.id}-${i}`, `key${i}`)];
		});
		primeEntries(items, 'apa');
		for (const item of items) {
			const alone = formatStyle([item], 'apa');
			expect(formatEntry(item, 'apa'), String(item.id)).toBe(alone);
			// every record shares author and year, yet none reads "2026a"
			expect(alone).not.toMatch(/\(2026[a-z]/);
		}
		expect(items.filter((i) => i.type === 'dataset').length).toBeGreaterThan(1);
		// the same items as one reference list do get suffixes: the pass, not the data, leaves them out
		expect(formatStyle(items, 'apa')).toMatch(/\(2026a/);
		// the pass's style has no sort keys (citeproc compiles them into ~88 MB of tokens per engine): the entries come back by id
		const { styles } = plugins.config.get('@csl');
		expect(styles.get('apa-alone')).not.toContain('<sort>');
		expect(styles.get('apa')).toContain('<sort>');
	});

	it('formats a pass in bibliographies of any size to the same entries, in the order given', () => {
		const items = studies.flatMap((s, i) => {
			const paper = resolvePaper(s, refs);
			return [
				recordCsl(s, paper, { url: `https://example.org/studies/${s.id}/`, version: '1.0.0', lastChanged: '2026-11-29' }),
				paperCsl(paper, `p-${i}`, `k${i}`),
			];
		});
		const whole = formatPass(items, 'apa', items.length);
		expect(new Set(whole).size).toBe(items.length);
		for (const chunk of [1, 3]) expect(formatPass(items, 'apa', chunk)).toEqual(whole);
	});

	it('keeps "et al" as BibTeX’s bare "and others"', () => {
		const c = citationFiles(referencesCsl([{ ...refs[0]!, authors: ['Chen W', 'et al'] }]));
		expect(c.bibtex).toContain('Chen, W and others}');
	});
});
