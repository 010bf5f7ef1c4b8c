/**
 * Every download, built from hostile records and from the database itself, is read back by the
 * program its format is for: JSON by JSON.parse (records re-validate), CSV by csv-parse (no cell
 * opens as a formula), BibTeX and RIS by parsers we did not write, CSL-JSON by the CSL 1.0.2 data
 * model check, and the LaTeX tables by pdflatex itself. pdflatex is installed by .ci/run; locally
 * the compile test skips, loudly, without it.
 */
import { requireTool } from '../helpers/tools.ts';
import { Cite } from '@citation-js/core';
import '@citation-js/plugin-ris';
import { parse as parseBibtex } from '@retorquere/bibtex-parser';
import { parse as parseCsv } from 'csv-parse/sync';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { latexEscape } from '../../src/exports/tables.ts';
import { loadCorpus } from '../../src/corpus/load.ts';
import { StudySchema } from '../../src/schema/study.ts';
import { downloads } from '../../src/exports/downloads.ts';
import { checkCslData } from '../support/csl-data-model.ts';
import { FIXTURES, ROOT } from '../helpers/paths.ts';

const real = loadCorpus({ root: ROOT });
const framework = real.framework!;
const hostile = ['hostile/exports', 'hostile/citations'].flatMap((dir) =>
	loadCorpus({ root: ROOT, studiesDir: path.join(FIXTURES, dir) }).studies.map((s) => s.data),
);
/** Records of the shapes the model allows beyond the usual: a 70-arm leaderboard, a 6 × 3 × 2 result table, shared arms, bounds. */
const shapes = loadCorpus({ root: ROOT, studiesDir: path.join(FIXTURES, 'shapes') }).studies.map((s) => s.data);
const corpora = { hostile, shapes, database: [...real.studies.map((s) => s.data), ...hostile, ...shapes] };
const site = new URL('https://example.org/');
const build = (studies: typeof hostile, file: string) => downloads.find((d) => d.file === file)!.build({ studies, framework, site, version: '1.2.3' });

const PDFLATEX = requireTool('pdflatex', 'the LaTeX compile tests');

/** Compiles the tables in a minimal document; returns pdflatex's exit code and the error lines of its log. */
function compile(tables: string[]): { code: number | null; errors: string[] } {
	const dir = mkdtempSync(path.join(tmpdir(), 'latex-'));
	try {
		tables.forEach((t, i) => writeFileSync(path.join(dir, `t${i}.tex`), t));
		const doc = [
			'\\documentclass{article}',
			'\\usepackage[utf8]{inputenc}',
			'\\usepackage[T1]{fontenc}',
			'\\usepackage{booktabs}',
			'\\usepackage{longtable}',
			'\\begin{document}',
			...tables.map((_, i) => `\\input{t${i}.tex}`),
			'\\end{document}',
			'',
		].join('\n');
		writeFileSync(path.join(dir, 'doc.tex'), doc);
		const res = spawnSync(PDFLATEX!, ['-interaction=nonstopmode', '-halt-on-error', 'doc.tex'], { cwd: dir, encoding: 'utf8', timeout: 120_000 });
		return { code: res.status, errors: res.stdout.split('\n').filter((l) => l.startsWith('! ')) };
	} finally {
		rmSync(dir, { recursive: true, force: true });
	}
}

/**
 * The rows of a longtable that are taller than a page, measured by pdflatex itself: each cell is set
 * in a box of its column's width, and a box taller than the text height is a row that longtable
 * cannot break, so its end is cut off at the foot of the page.
 */
function rowsTallerThanAPage(tex: string): string[] {
	const widths = [...(/\\begin\{longtable\}\{([^\n]*)\}\n/.exec(tex)?.[1] ?? '').matchAll(/p\{([\d.]+)\\linewidth\}/g)].map((m) => m[1]!);
	const body = tex.slice(tex.indexOf('\\endhead') + '\\endhead'.length, tex.indexOf('\\bottomrule'));
	const rows = body.split('\n').filter((l) => l.endsWith(' \\\\'));
	const doc = [
		'\\documentclass{article}',
		'\\usepackage[utf8]{inputenc}',
		'\\usepackage[T1]{fontenc}',
		'\\begin{document}',
		...rows.flatMap((row, r) =>
			row
				.slice(0, -3)
				.split(/(?<!\\) & /)
				.map(
					(cell, c) =>
						`\\setbox0=\\vbox{\\hsize=${widths[c] ?? '0.2'}\\linewidth ${cell}}\\ifdim\\dimexpr\\ht0+\\dp0\\relax>\\textheight\\typeout{TALLROW ${r + 1}}\\fi`,
				),
		),
		'\\end{document}',
	].join('\n');
	const dir = mkdtempSync(path.join(tmpdir(), 'latex-rows-'));
	try {
		writeFileSync(path.join(dir, 'rows.tex'), doc);
		const res = spawnSync(PDFLATEX!, ['-interaction=nonstopmode', '-halt-on-error', 'rows.tex'], { cwd: dir, encoding: 'utf8', timeout: 120_000 });
		if (res.status !== 0)
			throw new Error(
				res.stdout
					.split('\n')
					.filter((l) => l.startsWith('! '))
					.join('\n'),
			);
		return [...res.stdout.matchAll(/TALLROW (\d+)/g)].map((m) => rows[Number(m[1]) - 1]!.slice(0, 80));
	} finally {
		rmSync(dir, { recursive: true, force: true });
	}
}

describe('hostile records through every download', () => {
	it('the payload fixtures validate, so they reach the exports', () => {
		expect(hostile.map((s) => s.id)).toEqual(expect.arrayContaining(['export-payload', 'cite-payload-preprint', 'cite-payload-journal', 'cite-payload-links']));
	});

	for (const [name, studies] of Object.entries(corpora)) {
		it(`${name}: JSON files parse; studies.json re-validates record by record`, () => {
			for (const d of downloads.filter((x) => x.file.endsWith('.json') && !x.file.endsWith('.csl.json')))
				expect(() => JSON.parse(build(studies, d.file)), d.file).not.toThrow();
			const { studies: records } = JSON.parse(build(studies, 'studies.json')) as { studies: unknown[] };
			for (const r of records) expect(StudySchema.safeParse(r).success).toBe(true);
		});

		it(`${name}: no CSV cell opens as a formula in a spreadsheet`, () => {
			for (const file of ['studies.csv', 'gaps.csv', 'results.csv']) {
				const rows = parseCsv(build(studies, file)) as string[][];
				for (const cell of rows.flat()) expect(cell, `${file}: ${cell}`).not.toMatch(/^[=+\-@\t\r]/);
			}
		});

		it(`${name}: BibTeX, RIS and CSL-JSON read back`, () => {
			for (const base of ['references', 'records']) {
				expect(parseBibtex(build(studies, `${base}.bib`)).errors, base).toEqual([]);
				expect(() => new Cite(build(studies, `${base}.ris`), { forceType: '@ris/file' }), base).not.toThrow();
				expect(checkCslData(JSON.parse(build(studies, `${base}.csl.json`))), base).toEqual([]);
			}
		});

		it.runIf(PDFLATEX)(
			`${name}: the LaTeX tables compile with pdflatex, and no row is cut at a page's foot`,
			() => {
				const res = compile([build(studies, 'table5.tex'), build(studies, 'table3.tex'), build(studies, 'results.tex')]);
				expect(res.errors).toEqual([]);
				expect(res.code).toBe(0);
				for (const file of ['table5.tex', 'table3.tex']) expect(rowsTallerThanAPage(build(studies, file)), file).toEqual([]);
			},
			120_000,
		);
	}

	it('a result table is exported as data, not packed strings: one CSV row per figure, the table as JSON, the arms counted', () => {
		const rows = parseCsv(build(shapes, 'results.csv'), { columns: true }) as Record<string, string>[];
		const table = rows.filter((r) => r['id'] === 'shape-result-table');
		expect(table).toHaveLength(6 * 3 * 2);
		expect(table[0]).toMatchObject({ dimension_1: 'model', value_of_dimension_1: 'Model A', dimension_2: 'level', dimension_3: 'metric', unit: 'percent' });
		expect(table.every((r) => /^-?\d+(\.\d+)?$/.test(r['value']!))).toBe(true);
		expect(rows.filter((r) => r['id'] === 'shape-leaderboard' && r['dimension_1'] === 'configuration')).toHaveLength(70 * 3);
		const json = JSON.parse(build(shapes, 'studies.json')) as { studies: { id: string; results: { table?: { cells: unknown[] } }[] }[] };
		expect(json.studies.find((s) => s.id === 'shape-result-table')!.results[0]!.table!.cells).toHaveLength(36);
		const matrix = parseCsv(build(shapes, 'studies.csv'), { columns: true }) as Record<string, string>[];
		expect(matrix.find((r) => r['id'] === 'shape-leaderboard')!['arms']).toBe('70 model configurations: model (35) × mode (2)');
		expect(build(shapes, 'table5.tex')).toContain('70 model configurations: model (35) × mode (2)');
	});

	it('the CSV keeps the payload as text, with the quote that disarms it', () => {
		const rows = parseCsv(build(hostile, 'studies.csv'), { columns: true }) as Record<string, string>[];
		const row = rows.find((r) => r['id'] === 'export-payload')!;
		expect(row['benchmarks']).toBe(`'=HYPERLINK("http://x","y") (40 tasks)`);
		expect(row['arms']).toBe("'+1 skill removed vs. -2+3 library");
	});

	it('LaTeX cells: a leading [ is braced, and what pdflatex cannot read is mapped or spelt as its code point', () => {
		expect(latexEscape('[1] ε ≥ 0.05 −0.13 café 日本 😀')).toBe('{[}1{]} $\\varepsilon$ $\\geq$ 0.05 $-$0.13 café (U+65E5)(U+672C) (U+1F600)');
		expect(existsSync(path.join(FIXTURES, 'hostile/exports/export-payload.yaml'))).toBe(true);
	});

	it.runIf(PDFLATEX)(
		'pdflatex would stop on the unescaped text (the compile test can fail)',
		() => {
			const res = compile(['\\begin{longtable}{ll}\na & b \\\\\n[1] ε & c \\\\\n\\end{longtable}\n']);
			expect(res.code).not.toBe(0);
		},
		120_000,
	);
});
