/**
 * The BibTeX downloads as the processors users run read them: pdflatex with bibtex and plainnat, and
 * pdflatex with biblatex and biber. Every download compiles with no error and no warning, and a
 * record's own .bib loads beside references.bib with no repeated key. Each check first shows, on a
 * known-bad entry, that it can fail. pdflatex, bibtex and biber are installed by .ci/run
 * (.ci/tools); locally a missing one skips its checks with a loud message.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadCorpus } from '../../src/corpus/load.ts';
import { bibtexEntry, bibtexFile, bibtexLicence } from '../../src/exports/bibtex.ts';
import type { CslItem } from '../../src/exports/csl.ts';
import { downloads } from '../../src/exports/downloads.ts';
import { recordItems } from '../../src/exports/record-meta.ts';
import { CITATION_FIXTURES, ROOT } from '../helpers/paths.ts';
import { requireTool } from '../helpers/tools.ts';

const PDFLATEX = requireTool('pdflatex', 'the BibTeX compile tests');
const BIBTEX = requireTool('bibtex', 'the BibTeX compile tests (plainnat)');
const BIBER = requireTool('biber', 'the BibTeX compile tests (biblatex)');
const LIMIT = 120_000;

const corpus = loadCorpus({ root: ROOT });
const studies = corpus.studies.map((s) => s.data);
const site = new URL('https://example.org/');
const ctx = { studies, framework: corpus.framework!, site, version: '1.0.0' };
const bibFiles = Object.fromEntries(downloads.filter((d) => d.file.endsWith('.bib')).map((d) => [d.file, d.build(ctx)]));
/** The hostile citation fixtures (DOIs and URLs holding & _ ^ ~ < > % #, braces and LaTeX specials in text), as downloads. */
const hostileStudies = loadCorpus({ root: ROOT, studiesDir: CITATION_FIXTURES }).studies.map((s) => s.data);
const hostileFiles = Object.fromEntries(downloads.filter((d) => d.file.endsWith('.bib')).map((d) => [d.file, d.build({ ...ctx, studies: hostileStudies })]));
/** Every character the probe named in a DOI and a URL, as if they had slipped past the schema: the writer's own guard. */
const slipped = ['$', '%', '#', '&', '_', '^', '~', '<', '>', '{', '}', '\\', '"', ' ']
	.map((c, i): CslItem => ({
		id: `slipped-${i}`,
		'citation-key': `slipped${i}`,
		type: 'article-journal',
		title: `Slipped ${i}`,
		author: [{ family: 'Doe', given: 'J' }],
		'container-title': 'J',
		issued: { 'date-parts': [[2024]] },
		DOI: `10.1000/a${c}b`,
		URL: `https://example.org/a${c}b`,
	}))
	.map((item) => bibtexEntry(item))
	.join('\n');
/**
 * More records than plainnat has year-suffix letters (a to z, then bibtex fails at the 32nd "isn't
 * valid ASCII"): the database's records four times over, each copy with its own key and name and
 * the record's date (a copy has no git history of its own to date it).
 */
const manyRecords = bibtexFile(
	[0, 1, 2, 3].flatMap((n) =>
		studies.map((s) => {
			const { record } = recordItems(s, corpus.framework!, site, '1.0.0', studies);
			if (n === 0) return record;
			return {
				...record,
				id: `${record.id}-${n}`,
				'citation-key': `${record['citation-key']}_${n}`,
				custom: { ...record.custom, label: `${record.custom!.label!} (copy ${n})` },
			};
		}),
	),
	{ labelledByKey: true },
);

/** One record's own .bib, as /studies/<id>.bib serves it (the first record; any would do). */
const oneRecord = bibtexLicence('notice') + bibtexFile([recordItems(studies[0]!, corpus.framework!, site, '1.0.0', studies).record]);

const dirs: string[] = [];
afterAll(() => {
	for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

function run(cmd: string, args: string[], cwd: string) {
	const res = spawnSync(cmd, args, { cwd, encoding: 'utf8', timeout: LIMIT });
	return { code: res.status, out: `${res.stdout}${res.stderr}` };
}

/** The lines of a log that say something went wrong or might have. */
const complaints = (log: string) =>
	log.split('\n').filter((l) => /^!|Warning|WARN|ERROR|Repeated entry|I was expecting|Unicode character|isn't valid ASCII/.test(l));

function workDir(files: Record<string, string>): string {
	const dir = mkdtempSync(path.join(tmpdir(), 'bib-'));
	dirs.push(dir);
	for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
	return dir;
}

const PREAMBLE = ['\\documentclass{article}', '\\usepackage[utf8]{inputenc}', '\\usepackage[T1]{fontenc}'];

/**
 * A document that cites every entry of the files, compiled as a user would: pdflatex, the
 * bibliography processor, pdflatex twice. What any step complained of (exit codes, errors, warnings).
 */
function compile(files: Record<string, string>, preamble: string[], bibliography: string[], processor: string): string[] {
	const dir = workDir({
		...files,
		'doc.tex': [...PREAMBLE, ...preamble, '\\begin{document}', '\\nocite{*}', ...bibliography, '\\end{document}', ''].join('\n'),
	});
	const latex = () => run(PDFLATEX!, ['-interaction=nonstopmode', 'doc.tex'], dir);
	const steps = [latex(), run(processor, ['doc'], dir), latex(), latex()];
	const failed = steps.flatMap((s, i) => (s.code === 0 ? [] : [`step ${i + 1} exited ${s.code}`]));
	const log = readFileSync(path.join(dir, 'doc.log'), 'latin1');
	return [...failed, ...complaints(readFileSync(path.join(dir, 'doc.blg'), 'utf8')), ...complaints(log).filter((l) => !/^LaTeX Font Warning/.test(l))];
}

/** With natbib and plainnat, through bibtex; `packages` before natbib (url, hyperref, a \doi of one's own). */
const plainnat = (files: Record<string, string>, packages: string[] = []) =>
	compile(
		files,
		[...packages, '\\usepackage{natbib}'],
		[
			'\\bibliographystyle{plainnat}',
			`\\bibliography{${Object.keys(files)
				.map((f) => f.replace(/\.bib$/, ''))
				.join(',')}}`,
		],
		BIBTEX!,
	);

/** With biblatex, through biber. */
const biblatex = (files: Record<string, string>) =>
	compile(files, ['\\usepackage[backend=biber]{biblatex}', ...Object.keys(files).map((f) => `\\addbibresource{${f}}`)], ['\\printbibliography'], BIBER!);

/** Entries each processor refuses: a Greek letter as UTF-8, an article without its journal, a key twice. */
const BAD = {
	greek: '@misc{bad1,\n\tauthor = {Doe, J},\n\ttitle = {τ-bench},\n\tyear = {2024}\n}\n',
	noJournal: '@article{bad2,\n\tauthor = {Doe, J},\n\ttitle = {A study},\n\tyear = {2024}\n}\n',
	twice: '@misc{same,\n\tauthor = {Doe, J},\n\ttitle = {A},\n\tyear = {2024}\n}\n',
};

describe.runIf(PDFLATEX && BIBTEX)('BibTeX downloads under pdflatex, bibtex and plainnat', () => {
	it(
		'the check can fail: a raw Greek letter, an article without a journal, a repeated key',
		() => {
			expect(plainnat({ 'a.bib': BAD.greek }).join('\n')).toMatch(/Unicode character|exited/);
			expect(plainnat({ 'a.bib': BAD.noJournal }).join('\n')).toMatch(/empty journal/);
			expect(plainnat({ 'a.bib': BAD.twice, 'b.bib': BAD.twice }).join('\n')).toMatch(/Repeated entry/);
		},
		4 * LIMIT,
	);

	it.each(Object.keys(bibFiles).filter((f) => f !== 'records.bib'))(
		'%s compiles with no error and no warning',
		(file) => {
			expect(plainnat({ [file]: bibFiles[file]! })).toEqual([]);
		},
		4 * LIMIT,
	);

	it(
		'records.bib compiles whole, and so does one of more records than plainnat has year-suffix letters (each record is labelled by its own name)',
		() => {
			expect(plainnat({ 'records.bib': bibFiles['records.bib']! })).toEqual([]);
			expect(manyRecords.match(/^@misc\{/gm)!.length).toBeGreaterThan(60);
			expect(plainnat({ 'records.bib': manyRecords })).toEqual([]);
		},
		8 * LIMIT,
	);

	/**
	 * URLs and DOIs are printed in \url{...} and \doi{...}, which plainnat defines as plain \texttt
	 * text when neither url nor hyperref is loaded: there `_` or `&` in any real DOI stops pdflatex,
	 * so a bibliography with links is compiled with one of them loaded, as such a document needs.
	 * The last preamble is the doi package's \doi, a \href inside its own argument: `%` and `#`
	 * stop pdflatex there, even as %25 (the schema refuses them in a DOI; the writer leaves such a DOI out).
	 */
	it.each([
		['the url package', ['\\usepackage{url}']],
		['hyperref', ['\\usepackage{hyperref}']],
		[
			'hyperref and a \\doi made of \\href (as the doi package)',
			['\\usepackage{hyperref}', '\\newcommand{\\doi}[1]{\\href{https://doi.org/#1}{doi:\\nolinkurl{#1}}}'],
		],
	])(
		'DOIs and URLs holding LaTeX specials compile with no error and no warning, with %s',
		(_, packages) => {
			// The fixtures have no git history, so their records have no date: plainnat says so, and only that.
			for (const [file, text] of Object.entries(hostileFiles))
				expect(
					plainnat({ [file]: text }, packages).filter((l) => !/^Warning--empty year in skillevidence_cite_payload_/.test(l)),
					file,
				).toEqual([]);
			expect(plainnat({ 'slipped.bib': slipped }, packages), 'values past the schema').toEqual([]);
		},
		8 * LIMIT,
	);

	it(
		"a record's own .bib loads beside references.bib with no repeated key",
		() => {
			expect(oneRecord).toMatch(/The paper is \S+ in references\.bib/);
			expect(plainnat({ 'references.bib': bibFiles['references.bib']!, 'record.bib': oneRecord })).toEqual([]);
		},
		4 * LIMIT,
	);
});

describe.runIf(PDFLATEX && BIBER)('BibTeX downloads under pdflatex, biblatex and biber', () => {
	it(
		'the check can fail: a raw Greek letter, a repeated key',
		() => {
			expect(biblatex({ 'a.bib': BAD.greek }).join('\n')).toMatch(/Unicode character|exited/);
			expect(biblatex({ 'a.bib': BAD.twice, 'b.bib': BAD.twice }).join('\n')).toMatch(/Duplicate entry key|WARN/);
		},
		4 * LIMIT,
	);

	it(
		'every download, and a record beside references.bib, compiles with no error and no warning',
		() => {
			for (const [file, text] of Object.entries(bibFiles)) expect(biblatex({ [file]: text }), file).toEqual([]);
			for (const [file, text] of Object.entries(hostileFiles)) expect(biblatex({ [file]: text }), `hostile ${file}`).toEqual([]);
			expect(biblatex({ 'slipped.bib': slipped }), 'values past the schema').toEqual([]);
			expect(biblatex({ 'records.bib': manyRecords }), 'many records').toEqual([]);
			expect(biblatex({ 'references.bib': bibFiles['references.bib']!, 'record.bib': oneRecord })).toEqual([]);
		},
		8 * LIMIT,
	);
});
