/**
 * npm run gaps [-- studies/<id>.yaml] [--json]
 * Without a file: the gap table of every study. With a record file (in studies/ or anywhere else,
 * such as a new record not yet added): that record's checklist report as Markdown, ready for a
 * pull-request comment. --json prints the same analysis for machines.
 */
import { cliOrExit, fromUser } from '../src/lib/cli.ts';
import { gapAnalysis, studyGaps } from '../src/gaps/gaps.ts';
import { gapTable, gapReportMarkdown } from '../src/gaps/report.ts';
import { loadCorpus, readYamlFile } from '../src/corpus/load.ts';
import { countBySeverity } from '../src/lib/problems.ts';
import { formatReport } from '../src/lib/report.ts';
import { checklistApplicability } from '../src/rules/checklist-applicability.ts';
import { StudySchema } from '../src/schema/study.ts';

const args = cliOrExit<{ json?: boolean }>({
	name: 'gaps',
	usage: '[studies/<id>.yaml ...] [--json]',
	summary:
		"Without a file: the checklist gap table of every study. With record files (in studies/ or anywhere else): each one's checklist report as Markdown, ready for a pull-request comment.",
	example: 'npm run gaps -- studies/skillapt.yaml',
	options: { json: { type: 'boolean' } },
	allowPositionals: true,
});
const root = process.cwd();

function fail(message: string): void {
	console.error(message);
	process.exitCode = 1;
}

// --help or a bad option has been answered already; otherwise the corpus is read.
if (args) report(args.values, args.positionals);

function report(values: { json?: boolean }, positionals: string[]): void {
	const corpus = loadCorpus({ root });
	if (!corpus.framework) {
		fail(`${formatReport(corpus.problems, corpus.fileCount)}\nthe framework data have errors; run npm run validate`);
	} else if (positionals.length === 0) {
		const analysis = gapAnalysis(
			corpus.studies.map((s) => s.data),
			corpus.framework,
		);
		console.log(values.json ? JSON.stringify(analysis, null, 2) : gapTable(analysis));
	} else {
		for (const arg of positionals) {
			const abs = fromUser(arg);
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
			console.log(
				values.json
					? JSON.stringify(studyGaps(res.file.data, corpus.framework.checklist.items), null, 2)
					: gapReportMarkdown(res.file.data, corpus.framework, res.file.file),
			);
		}
	}
}
