/**
 * The /tools/ analyzer's worker: reads a run table, analyses it and writes the reports off the
 * page's thread, so a large file does not freeze the page; it posts its progress as it goes. The
 * same library as `npm run analyze`, so the page and the command line give the same numbers.
 */
import { suggestArms } from '../estimands/arms.ts';
import { analyze } from '../estimands/estimands.ts';
import { jsonReport, estimandReportMarkdown } from '../estimands/report.ts';
import { parseCsv } from '../estimands/csv.ts';
import { decodeRunTable } from '../estimands/encoding.ts';
import type { Problem } from '../lib/problems.ts';
import { parseRunTable } from '../estimands/runs.ts';

/** A pasted table is text; a chosen file is its bytes, read here as `npm run analyze` reads a file (decodeRunTable). */
export type TableInput = string | ArrayBuffer;

export type WorkerRequest =
	| { kind: 'arms'; id: number; input: TableInput; name: string }
	| {
			kind: 'analyze';
			id: number;
			input: TableInput;
			name: string;
			epsilon: number;
			alpha: number;
			control: string | undefined;
			treatment: string | undefined;
	  };

export type WorkerResponse =
	| { kind: 'progress'; id: number; step: number; steps: number; label: string }
	| { kind: 'arms'; id: number; arms: string[] }
	| { kind: 'problems'; id: number; problems: Problem[] }
	| {
			kind: 'report';
			id: number;
			problems: Problem[];
			markdown: string;
			json: string;
			epsilon: number;
			intervals: { task: string; lower: number; upper: number; estimate: number }[];
	  };

const post = (message: WorkerResponse) => (self as unknown as Worker).postMessage(message);

/** The arm names in the order they first appear (the second column pass of a large file is cheap next to the analysis). */
function armsOf(text: string): string[] {
	// the CSV reader the analysis uses, so quoted fields and line breaks read the same way here
	let at = -1;
	let header = true;
	const arms = new Set<string>();
	parseCsv(text, ({ fields }) => {
		if (header) {
			header = false;
			at = fields.findIndex((c) => c.trim().toLowerCase() === 'arm');
		} else if (at >= 0 && arms.size < 50) {
			const arm = fields[at]?.trim();
			if (arm) arms.add(arm);
		}
	});
	return [...arms];
}

self.addEventListener('message', (e: MessageEvent<WorkerRequest>) => {
	const req = e.data;
	const decoded = typeof req.input === 'string' ? { text: req.input, problems: [] } : decodeRunTable(new Uint8Array(req.input), req.name);
	if (req.kind === 'arms') {
		post({ kind: 'arms', id: req.id, arms: decoded.text === null ? [] : armsOf(decoded.text) });
		return;
	}
	const steps = 3;
	post({ kind: 'progress', id: req.id, step: 1, steps, label: 'reading the table' });
	if (decoded.text === null) {
		post({ kind: 'problems', id: req.id, problems: decoded.problems });
		return;
	}
	const text = decoded.text;
	// Unchosen arms: a table of two arms is compared as the page's selectors preselect it, even when
	// Analyze is pressed before the selectors have been filled.
	const arms = req.control === undefined && req.treatment === undefined ? suggestArms(armsOf(text)) : undefined;
	const read = parseRunTable(text, {
		control: arms?.control ?? req.control,
		treatment: arms?.treatment ?? req.treatment,
		armHint: 'choose them with the arm selectors above',
		file: req.name,
	});
	const table = read.table;
	// as the command line lists them: what the bytes said first, then the table's own problems
	const problems = decoded.problems.length > 0 ? [...decoded.problems, ...read.problems] : read.problems;
	if (!table) {
		post({ kind: 'problems', id: req.id, problems });
		return;
	}
	post({ kind: 'progress', id: req.id, step: 2, steps, label: `analysing ${table.tasks.length.toLocaleString('en')} tasks` });
	const analysis = analyze(table, { epsilon: req.epsilon, alpha: req.alpha });
	post({ kind: 'progress', id: req.id, step: 3, steps, label: 'writing the report' });
	const warnings = problems.filter((p) => p.severity === 'warning');
	const ctx = { file: req.name, warnings };
	post({
		kind: 'report',
		id: req.id,
		problems,
		markdown: estimandReportMarkdown(analysis, ctx),
		json: `${JSON.stringify(jsonReport(analysis, ctx), null, 2)}\n`,
		epsilon: req.epsilon,
		intervals: analysis.degradation.tasks.map((t) => ({ task: t.task, lower: t.lower, upper: t.upper, estimate: t.estimate })),
	});
});
