/**
 * npm run gaps [-- studies/<id>.yaml] [--json]
 * Without a file: the gap table of every study. With a record file (in studies/ or anywhere else,
 * such as a new record not yet added): that record's checklist report as Markdown, ready for a
 * pull-request comment. --json prints the same analysis for machines.
 */
import { cliOrAnswer, fromUser, processIo, say, type CliIo, type CliSpec } from '../src/lib/cli.ts';
import { gapAnalysis, studyGaps } from '../src/gaps/gaps.ts';
import { gapTable, gapReportMarkdown } from '../src/gaps/report.ts';
import { loadCorpus, readYamlFile } from '../src/corpus/load.ts';
import { countBySeverity } from '../src/lib/problems.ts';
import { formatReport } from '../src/lib/report.ts';
import { checklistApplicability } from '../src/rules/checklist-applicability.ts';
import { StudySchema } from '../src/schema/study.ts';

const SPEC: CliSpec = {
	name: 'gaps',
	usage: '[studies/<id>.yaml ...] [--json]',
	summary:
		"Without a file: the checklist gap table of every study. With record files (in studies/ or anywhere else): each one's checklist report as Markdown, ready for a pull-request comment.",
	example: 'npm run gaps -- studies/skillapt.yaml',
	options: { json: { type: 'boolean' } },
	allowPositionals: true,
};

/** The command on `argv` (the arguments after the script), its output written to `io`; returns the exit code. */
export function main(argv: string[], io: CliIo = processIo()): number {
	const args = cliOrAnswer<{ json?: boolean }>(SPEC, argv, io);
	// --help or a bad option: answered, with its exit code; otherwise the corpus is read
	return typeof args === 'number' ? args : report(args.values, args.positionals, io);
}

function report(values: { json?: boolean }, positionals: string[], io: CliIo): number {
	const root = io.cwd;
	let code = 0;
	const fail = (message: string) => {
		say(io.stderr, message);
		code = 1;
	};
	const corpus = loadCorpus({ root, studiesDir: io.env['STUDIES_DIR'] ?? 'studies' });
	if (!corpus.framework) {
		fail(`${formatReport(corpus.problems, corpus.fileCount)}\nthe framework data have errors; run npm run validate`);
	} else if (positionals.length === 0) {
		const analysis = gapAnalysis(
			corpus.studies.map((s) => s.data),
			corpus.framework,
		);
		say(io.stdout, values.json ? JSON.stringify(analysis, null, 2) : gapTable(analysis));
	} else {
		for (const arg of positionals) {
			const abs = fromUser(arg, io);
			const res = readYamlFile(root, abs, StudySchema);
			if (!res.file) {
				fail(formatReport(res.problems, 1));
				continue;
			}
			const problems = checklistApplicability.check({ studies: [res.file], records: [res.file], framework: corpus.framework!, dataFiles: corpus.dataFiles });
			if (countBySeverity(problems).errors > 0) {
				fail(formatReport(problems, 1));
				continue;
			}
			say(
				io.stdout,
				values.json
					? JSON.stringify(studyGaps(res.file.data, corpus.framework.checklist.items), null, 2)
					: gapReportMarkdown(res.file.data, corpus.framework, res.file.file),
			);
		}
	}
	return code;
}

// run as a script (node scripts/gaps.ts), not when a test imports main
if (import.meta.main) process.exitCode = main(process.argv.slice(2));
