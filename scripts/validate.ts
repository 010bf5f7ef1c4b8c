/**
 * npm run validate [-- --format text|json|github] [--json] [--studies DIR] [--limit N]
 * Validates every file in studies/ and data/, prints every problem found in one run, and exits 1
 * when there is any error. `--format github` prints one GitHub Actions annotation per problem, for
 * pull requests; `--json` is short for `--format json`.
 */
import { check, cliOrExit, fromUser } from '../src/lib/cli.ts';
import { loadCorpus } from '../src/corpus/load.ts';
import { countBySeverity } from '../src/lib/problems.ts';
import { formatGithubAnnotations, formatReport } from '../src/lib/report.ts';

const FORMATS = ['text', 'json', 'github'] as const;

const args = cliOrExit<{ json?: boolean; format?: string; studies?: string; limit?: string }>({
	name: 'validate',
	usage: '[--format text|json|github] [--json] [--studies DIR] [--limit N]',
	summary: 'Checks every record in studies/ and every file in data/, prints every problem with its file:line:col, field and a tip, and exits 1 on any error.',
	example: 'npm run validate -- --studies my-records/',
	options: { json: { type: 'boolean' }, format: { type: 'string' }, studies: { type: 'string' }, limit: { type: 'string' } },
	checks: { format: check.oneOf(...FORMATS), studies: check.folder, limit: check.positiveInteger },
});

function main(values: { json?: boolean; format?: string; studies?: string; limit?: string }): number {
	const format = values.json ? 'json' : (values.format ?? 'text');
	const corpus = loadCorpus({ ...(values.studies ? { studiesDir: fromUser(values.studies) } : {}) });
	const { errors, warnings } = countBySeverity(corpus.problems);
	if (format === 'json') {
		console.log(JSON.stringify({ files: corpus.fileCount, errors, warnings, problems: corpus.problems }, null, 2));
	} else if (format === 'github') {
		console.log(formatGithubAnnotations(corpus.problems, corpus.fileCount));
	} else {
		const color = Boolean(process.stdout.isTTY) && !process.env['NO_COLOR'];
		const limit = values.limit ? Number(values.limit) : undefined;
		console.log(formatReport(corpus.problems, corpus.fileCount, { color, ...(limit ? { limit } : {}) }));
	}
	return errors > 0 ? 1 : 0;
}

if (args) process.exitCode = main(args.values);
