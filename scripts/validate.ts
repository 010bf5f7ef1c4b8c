/**
 * npm run validate [-- --format text|json|github] [--json] [--studies DIR] [--limit N]
 * Validates every file in studies/ and data/, prints every problem found in one run, and exits 1
 * when there is any error. `--format github` prints one GitHub Actions annotation per problem, for
 * pull requests; `--json` is short for `--format json`.
 */
import { check, cliOrAnswer, fromUser, processIo, say, type CliIo, type CliSpec } from '../src/lib/cli.ts';
import { loadCorpus } from '../src/corpus/load.ts';
import { countBySeverity } from '../src/lib/problems.ts';
import { formatGithubAnnotations, formatReport } from '../src/lib/report.ts';

const FORMATS = ['text', 'json', 'github'] as const;

const SPEC: CliSpec = {
	name: 'validate',
	usage: '[--format text|json|github] [--json] [--studies DIR] [--limit N]',
	summary: 'Checks every record in studies/ and every file in data/, prints every problem with its file:line:col, field and a tip, and exits 1 on any error.',
	example: 'npm run validate -- --studies my-records/',
	options: { json: { type: 'boolean' }, format: { type: 'string' }, studies: { type: 'string' }, limit: { type: 'string' } },
	checks: { format: check.oneOf(...FORMATS), studies: check.folder, limit: check.positiveInteger },
};

/** The command on `argv` (the arguments after the script), its output written to `io`; returns the exit code. */
export function main(argv: string[], io: CliIo = processIo()): number {
	const args = cliOrAnswer<{ json?: boolean; format?: string; studies?: string; limit?: string }>(SPEC, argv, io);
	// --help or a bad option: answered, with its exit code
	if (typeof args === 'number') return args;
	const { values } = args;
	const format = values.json ? 'json' : (values.format ?? 'text');
	const corpus = loadCorpus({ root: io.cwd, studiesDir: values.studies ? fromUser(values.studies, io) : (io.env['STUDIES_DIR'] ?? 'studies') });
	const { errors, warnings } = countBySeverity(corpus.problems);
	if (format === 'json') {
		say(io.stdout, JSON.stringify({ files: corpus.fileCount, errors, warnings, problems: corpus.problems }, null, 2));
	} else if (format === 'github') {
		say(io.stdout, formatGithubAnnotations(corpus.problems, corpus.fileCount));
	} else {
		const color = Boolean(io.stdout.isTTY) && !io.env['NO_COLOR'];
		const limit = values.limit ? Number(values.limit) : undefined;
		say(io.stdout, formatReport(corpus.problems, corpus.fileCount, { color, ...(limit ? { limit } : {}) }));
	}
	return errors > 0 ? 1 : 0;
}

// run as a script (node scripts/validate.ts), not when a test imports main
if (import.meta.main) process.exitCode = main(process.argv.slice(2));
