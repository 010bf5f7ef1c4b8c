/**
 * npm run validate [-- --json] [--studies DIR]
 * Validates every file in studies/ and data/, prints every problem found in one run, and exits 1
 * when there is any error.
 */
import { parseArgs } from 'node:util';
import { loadCorpus } from '../src/lib/load.ts';
import { countBySeverity } from '../src/lib/problems.ts';
import { formatReport } from '../src/lib/report.ts';

const { values } = parseArgs({
	options: {
		json: { type: 'boolean', default: false },
		studies: { type: 'string' },
		limit: { type: 'string' },
	},
});

const corpus = loadCorpus({ ...(values.studies ? { studiesDir: values.studies } : {}) });
const { errors, warnings } = countBySeverity(corpus.problems);
if (values.json) {
	console.log(JSON.stringify({ files: corpus.fileCount, errors, warnings, problems: corpus.problems }, null, 2));
} else {
	const color = Boolean(process.stdout.isTTY) && !process.env['NO_COLOR'];
	const limit = values.limit ? Number(values.limit) : undefined;
	console.log(formatReport(corpus.problems, corpus.fileCount, { color, ...(limit ? { limit } : {}) }));
}
process.exitCode = errors > 0 ? 1 : 0;
