/**
 * The /tools/ analyzer's worker: reads a run table, analyses it and writes the reports off the
 * page's thread, so a large file does not freeze the page; it posts its progress as it goes. The
 * same library as `npm run analyze`, so the page and the command line give the same numbers.
 */
import { analyze } from '../estimands/estimands.ts';
import { jsonReport, estimandReportMarkdown } from '../estimands/report.ts';
import { parseRunTable, type TableProblem } from '../estimands/runs.ts';

export type WorkerRequest =
	| { kind: 'arms'; id: number; text: string }
	| { kind: 'analyze'; id: number; text: string; name: string; epsilon: number; alpha: number; control: string | undefined; treatment: string | undefined };

export type WorkerResponse =
	| { kind: 'progress'; id: number; step: number; steps: number; label: string }
	| { kind: 'arms'; id: number; arms: string[] }
	| { kind: 'problems'; id: number; problems: TableProblem[] }
	| {
			kind: 'report';
			id: number;
			problems: TableProblem[];
			markdown: string;
			json: string;
			epsilon: number;
			intervals: { task: string; lower: number; upper: number; estimate: number }[];
	  };

const post = (message: WorkerResponse) => (self as unknown as Worker).postMessage(message);

/** The arm names in the order they first appear (the second column pass of a large file is cheap next to the analysis). */
function armsOf(text: string): string[] {
	const header = text
		.slice(0, text.indexOf('\n') >>> 0)
		.split(',')
		.map((c) => c.trim().toLowerCase());
	const at = header.indexOf('arm');
	if (at < 0) return [];
	const arms = new Set<string>();
	let start = text.indexOf('\n') + 1;
	while (start > 0 && start < text.length && arms.size < 50) {
		const end = text.indexOf('\n', start);
		const line = text.slice(start, end < 0 ? undefined : end);
		const arm = line.split(',')[at]?.trim();
		if (arm) arms.add(arm);
		start = end < 0 ? -1 : end + 1;
	}
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
	const { table, problems } = parseRunTable(req.text, { control: req.control, treatment: req.treatment, armHint: 'choose them with the arm selectors above' });
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
