/**
 * node scripts/analyze.ts runs.csv [--epsilon 0.05] [--alpha 0.05] [--control NAME] [--treatment NAME] [--json]
 * Reads a run table (task, arm, run, success; optional triggered, tokens, calls, latency) and prints
 * the estimand report as Markdown, or as JSON with --json. Problems in the table are printed as
 * `file:line: message`, all at once; errors set exit code 1, warnings do not.
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { analyze } from '../src/estimands/estimands.ts';
import { jsonReport, markdownReport } from '../src/estimands/report.ts';
import { formatProblem, parseRunTable } from '../src/estimands/runs.ts';

const USAGE = 'usage: node scripts/analyze.ts runs.csv [--epsilon 0.05] [--alpha 0.05] [--control NAME] [--treatment NAME] [--json]';

function main(): number {
	let parsed;
	try {
		parsed = parseArgs({
			allowPositionals: true,
			options: {
				epsilon: { type: 'string', default: '0.05' },
				alpha: { type: 'string', default: '0.05' },
				control: { type: 'string' },
				treatment: { type: 'string' },
				json: { type: 'boolean', default: false },
				help: { type: 'boolean', short: 'h', default: false },
			},
		});
	} catch (e) {
		console.error(`${(e as Error).message}\n${USAGE}`);
		return 1;
	}
	const { values, positionals } = parsed;
	if (values.help) {
		console.log(USAGE);
		return 0;
	}
	const argErrors: string[] = [];
	if (positionals.length !== 1) argErrors.push(`expected one CSV file, got ${positionals.length}`);
	const epsilon = Number(values.epsilon);
	const alpha = Number(values.alpha);
	if (values.epsilon.trim() === '' || !(epsilon >= 0 && epsilon < 1)) argErrors.push(`--epsilon must be a number in [0, 1), got "${values.epsilon}"`);
	if (values.alpha.trim() === '' || !(alpha > 0 && alpha < 1)) argErrors.push(`--alpha must be a number in (0, 1), got "${values.alpha}"`);
	if (argErrors.length > 0) {
		console.error([...argErrors, USAGE].join('\n'));
		return 1;
	}
	const file = positionals[0]!;
	let text: string;
	try {
		text = readFileSync(file, 'utf8');
	} catch (e) {
		console.error(`${file}: cannot read the file (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})`);
		return 1;
	}
	const { table, problems } = parseRunTable(text, { control: values.control, treatment: values.treatment });
	for (const p of problems) console.error(formatProblem(file, p));
	const errors = problems.filter((p) => p.severity === 'error').length;
	if (!table || errors > 0) {
		console.error(`${file}: ${errors} error${errors === 1 ? '' : 's'}; no report`);
		return 1;
	}
	const warnings = problems.filter((p) => p.severity === 'warning');
	const analysis = analyze(table, { epsilon, alpha });
	const ctx = { file, warnings };
	console.log(values.json ? JSON.stringify(jsonReport(analysis, ctx), null, 2) : markdownReport(analysis, ctx));
	return 0;
}

process.exitCode = main();
