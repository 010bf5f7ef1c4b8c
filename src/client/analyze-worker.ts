/**
 * The /tools/ analyzer's worker: reads a run table, analyses it and writes the reports off the
 * page's thread, so a large file does not freeze the page; it posts its progress as it goes. The
 * same library as `npm run analyze`, so the page and the command line give the same numbers.
 */
import { suggestArms } from '../estimands/arms.ts';
import { analyze } from '../estimands/estimands.ts';
import { jsonReport, estimandReportMarkdown } from '../estimands/report.ts';
import { parseCsv } from '../estimands/csv.ts';
import type { Problem } from '../lib/problems.ts';
import { parseRunTable } from '../estimands/runs.ts';

export type WorkerRequest =
	| { kind: 'arms'; id: number; text: string }
	| { kind: 'analyze'; id: number; text: string; name: string; epsilon: number; alpha: number; control: string | undefined; treatment: string | undefined };

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
	if (req.kind === 'arms') {
		post({ kind: 'arms', id: req.id, arms: armsOf(req.text) });
		return;
	}
	const steps = 3;
	post({ kind: 'progress', id: req.id, step: 1, steps, label: 'reading the table' });
	// Unchosen arms: a table of two arms is compared as the page's selectors preselect it, even when
	// Analyze is pressed before the selectors have been filled.
	const arms = req.control === undefined && req.treatment === undefined ? suggestArms(armsOf(req.text)) : undefined;
	const { table, problems } = parseRunTable(req.text, {
		control: arms?.control ?? req.control,
		treatment: arms?.treatment ?? req.treatment,
		armHint: 'choose them with the arm selectors above',
		file: req.name,
	});
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
