/** The /tools/ page: calculators for the review's examples and the in-browser run-table analyzer. */
import { analyze } from '../estimands/estimands.ts';
import { compareBinomialCounts, regressionProbability, stateLevelValue } from '../estimands/examples.ts';
import { Fraction } from '../estimands/fraction.ts';
import { markdownReport } from '../estimands/report.ts';
import { formatProblem, parseRunTable } from '../estimands/runs.ts';

/** A decimal input as an exact fraction (to 1/10,000). */
function frac(value: string): Fraction {
	return Fraction.of(Math.round(Number(value) * 10_000), 10_000);
}

function on(doc: Document, id: string, compute: (data: FormData) => string): void {
	const form = doc.getElementById(id) as HTMLFormElement | null;
	const out = form?.querySelector('output');
	if (!form || !out) return;
	const run = () => {
		try {
			out.textContent = compute(new FormData(form));
		} catch (e) {
			out.textContent = (e as Error).message;
		}
	};
	form.addEventListener('submit', (e) => {
		e.preventDefault();
		run();
	});
	form.addEventListener('input', run);
	form.hidden = false;
	run();
}

export function enhanceTools(doc: Document): void {
	on(doc, 'coupling-form', (d) => {
		const p0 = frac(String(d.get('p0')));
		const p1 = frac(String(d.get('p1')));
		return (['positive', 'independent', 'negative'] as const)
			.map((c) => `${c}: ${regressionProbability(p0, p1, c).toNumber().toFixed(4)}`)
			.join(' · ');
	});
	on(doc, 'bias-form', (d) => {
		const k = Math.max(1, Math.min(60, Math.round(Number(d.get('k')))));
		const r = compareBinomialCounts(k, frac(String(d.get('p0'))), frac(String(d.get('p1'))));
		return `treated count lower: ${r.below.toNumber().toFixed(4)}; tie: ${r.tie.toNumber().toFixed(4)}`;
	});
	on(doc, 'value-form', (d) => {
		const v = stateLevelValue(frac(String(d.get('dy'))), frac(String(d.get('dc'))), frac(String(d.get('lambda'))));
		return `v = ${v.toNumber().toFixed(4)}`;
	});

	const form = doc.getElementById('analyzer-form') as HTMLFormElement | null;
	const out = doc.getElementById('analyzer-out');
	if (!form || !out) return;
	form.addEventListener('submit', async (e) => {
		e.preventDefault();
		const data = new FormData(form);
		const file = data.get('file');
		const text = file instanceof File && file.size > 0 ? await file.text() : String(data.get('csv') ?? '');
		const name = file instanceof File && file.size > 0 ? file.name : 'pasted.csv';
		const { table, problems } = parseRunTable(text);
		const lines = problems.map((p) => formatProblem(name, p));
		if (!table) {
			out.textContent = lines.join('\n') || 'Nothing to analyze.';
			return;
		}
		const analysis = analyze(table, { epsilon: Number(data.get('epsilon')), alpha: Number(data.get('alpha')) });
		out.textContent = `${lines.length ? `${lines.join('\n')}\n\n` : ''}${markdownReport(analysis, { file: name, warnings: problems })}`;
	});
	form.hidden = false;
}
