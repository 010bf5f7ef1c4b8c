/** The /tools/ page: calculators for the review's examples and the in-browser run-table analyzer. */
import { suggestArms } from '../estimands/arms.ts';
import { compareBinomialCounts, regressionProbability, stateLevelValue } from '../estimands/examples.ts';
import { Fraction } from '../estimands/fraction.ts';
import type { Problem } from '../lib/problems.ts';
import { problemLine } from '../lib/report.ts';
import type { TableInput, WorkerRequest, WorkerResponse } from './analyze-worker.ts';
import { parseReport, renderBlocks, renderIntervalPlot } from './report-dom.ts';

/** A decimal input as an exact fraction (to 1/10,000). */
function frac(value: number): Fraction {
	return Fraction.of(Math.round(value * 10_000), 10_000);
}

/**
 * The value of a number field, or the message to show next to it: a value is required, must be a
 * number, within the field's min and max, and whole when its step is 1.
 */
export function checkNumber(
	raw: string,
	limits: { min?: number | undefined; max?: number | undefined; whole?: boolean },
): { value: number } | { message: string } {
	const text = raw.trim();
	const range =
		limits.min !== undefined && limits.max !== undefined
			? ` between ${limits.min} and ${limits.max}`
			: limits.min !== undefined
				? ` of at least ${limits.min}`
				: limits.max !== undefined
					? ` of at most ${limits.max}`
					: '';
	if (text === '') return { message: `Enter a number${range}.` };
	const value = Number(text);
	if (!Number.isFinite(value)) return { message: `“${text}” is not a number; enter a number${range}.` };
	if ((limits.min !== undefined && value < limits.min) || (limits.max !== undefined && value > limits.max))
		return { message: `${text} is out of range; enter a number${range}.` };
	if (limits.whole && !Number.isInteger(value)) return { message: `Enter a whole number${range}.` };
	return { value };
}

const attr = (input: HTMLInputElement, name: string): number | undefined => (input.hasAttribute(name) ? Number(input.getAttribute(name)) : undefined);

/** Checks every number field of a form, marks the invalid ones and fills their messages; the values when all are valid. */
function readNumbers(form: HTMLFormElement): Record<string, number> | null {
	const values: Record<string, number> = {};
	let ok = true;
	for (const input of form.querySelectorAll<HTMLInputElement>('input[type="number"]')) {
		const r = checkNumber(input.value, { min: attr(input, 'min'), max: attr(input, 'max'), whole: input.getAttribute('step') === '1' });
		const error = form.ownerDocument.getElementById(input.getAttribute('aria-describedby') ?? '');
		if ('message' in r) {
			ok = false;
			input.setAttribute('aria-invalid', 'true');
			if (error) error.textContent = r.message;
		} else {
			values[input.name] = r.value;
			input.removeAttribute('aria-invalid');
			if (error) error.textContent = '';
		}
	}
	return ok ? values : null;
}

function on(doc: Document, id: string, compute: (values: Record<string, number>) => string): void {
	const form = doc.getElementById(id) as HTMLFormElement | null;
	const out = form?.querySelector('output');
	if (!form || !out) return;
	form.noValidate = true;
	const run = () => {
		const values = readNumbers(form);
		out.textContent = values ? compute(values) : 'Correct the field marked above to see the result.';
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
	on(doc, 'coupling-form', (v) => {
		const p0 = frac(v['p0']!);
		const p1 = frac(v['p1']!);
		return (['positive', 'independent', 'negative'] as const).map((c) => `${c}: ${regressionProbability(p0, p1, c).toNumber().toFixed(4)}`).join(' · ');
	});
	on(doc, 'bias-form', (v) => {
		const r = compareBinomialCounts(v['k']!, frac(v['p0']!), frac(v['p1']!));
		return `treated count lower: ${r.below.toNumber().toFixed(4)}; tie: ${r.tie.toNumber().toFixed(4)}`;
	});
	on(doc, 'value-form', (v) => `v = ${stateLevelValue(frac(v['dy']!), frac(v['dc']!), frac(v['lambda']!)).toNumber().toFixed(4)}`);
	enhanceAnalyzer(doc);
}

/**
 * The arm selectors offer the table's arms. Two different choices still offered are kept; else a
 * table of exactly two arms gets them preselected (see suggestArms), so Analyze works at once;
 * else each selector keeps its choice if still offered, or takes the arm named like its role.
 */
function fillArmSelects(doc: Document, selects: Record<'control' | 'treatment', HTMLSelectElement>, arms: readonly string[]): void {
	const kept = { control: selects.control.value, treatment: selects.treatment.value };
	const keep = arms.includes(kept.control) && arms.includes(kept.treatment) && kept.control !== kept.treatment;
	const suggested = suggestArms(arms);
	for (const [role, select] of Object.entries(selects) as ['control' | 'treatment', HTMLSelectElement][]) {
		const first = select.options[0]!;
		select.replaceChildren(first);
		for (const arm of arms) {
			const option = doc.createElement('option');
			option.value = arm;
			option.textContent = arm;
			select.append(option);
		}
		select.value = keep ? kept[role] : (suggested?.[role] ?? (arms.includes(kept[role]) ? kept[role] : arms.includes(role) ? role : ''));
	}
}

/** One list item per problem of the table, as the command line prints it: its line, and under it the tip when there is one. */
function problemItems(doc: Document, problems: readonly Problem[]): HTMLLIElement[] {
	return problems.map((p) => {
		const li = doc.createElement('li');
		li.textContent = problemLine(p);
		if (p.tip) {
			const tip = doc.createElement('div');
			tip.className = 'problem-tip';
			tip.textContent = `tip: ${p.tip}`;
			li.append(tip);
		}
		return li;
	});
}

/** The analyzer: arms read from the table, every field checked, the analysis in a worker, the report as HTML with downloads. */
function enhanceAnalyzer(doc: Document): void {
	const form = doc.getElementById('analyzer-form') as HTMLFormElement | null;
	const result = doc.getElementById('analyzer-result');
	if (!form || !result) return;
	const $ = <T extends HTMLElement>(id: string) => doc.getElementById(id) as T;
	const tableError = $('analyzer-table-error');
	const progress = $<HTMLProgressElement>('analyzer-progress');
	const status = $('analyzer-status');
	const textarea = form.elements.namedItem('csv') as HTMLTextAreaElement;
	const fileInput = form.elements.namedItem('file') as HTMLInputElement;
	const selects = { control: form.elements.namedItem('control') as HTMLSelectElement, treatment: form.elements.namedItem('treatment') as HTMLSelectElement };
	const worker = new Worker(new URL('./analyze-worker.ts', import.meta.url), { type: 'module' });
	let nextId = 0;
	let current = -1;
	// a file's bytes are handed over, not copied: each request reads the file again
	const send = (req: WorkerRequest) => worker.postMessage(req, typeof req.input === 'string' ? [] : [req.input]);
	const urls: string[] = [];

	// a file goes to the worker as bytes, which it reads as `npm run analyze` does (encoding detected the same way)
	const source = async (): Promise<{ input: TableInput; name: string } | null> => {
		const file = fileInput.files?.[0];
		if (file && file.size > 0) return { input: await file.arrayBuffer(), name: file.name };
		if (textarea.value.trim() !== '') return { input: textarea.value, name: 'pasted.csv' };
		return null;
	};

	/** The arm selectors list the arms of the table as soon as it is chosen or pasted. */
	const refreshArms = async () => {
		const src = await source();
		if (src) send({ kind: 'arms', id: ++nextId, input: src.input, name: src.name });
	};
	fileInput.addEventListener('change', () => void refreshArms());
	textarea.addEventListener('change', () => void refreshArms());
	$('analyzer-example').addEventListener('click', async (e) => {
		const res = await fetch((e.currentTarget as HTMLElement).dataset['href']!);
		textarea.value = await res.text();
		fileInput.value = '';
		markStale();
		void refreshArms();
	});

	/**
	 * A report is offered for copying and download only while it matches the input: any change to
	 * the table, the arms or the settings marks it out of date and takes the actions away until the
	 * next Analyze.
	 */
	const actions = $('analyzer-actions');
	const stale = $('analyzer-stale');
	let inputVersion = 0;
	let analysedVersion = -1;
	const markStale = () => {
		inputVersion++;
		if (actions.hidden) return;
		actions.hidden = true;
		stale.hidden = false;
		status.textContent = 'The input has changed since this report; press Analyze for a new one.';
	};
	form.addEventListener('input', markStale);
	form.addEventListener('change', markStale);

	const show = (msg: WorkerResponse) => {
		if (msg.kind === 'arms') {
			fillArmSelects(doc, selects, msg.arms);
			return;
		}
		if (msg.id !== current) return;
		if (msg.kind === 'progress') {
			progress.hidden = false;
			progress.value = msg.step;
			status.textContent = `Step ${msg.step} of ${msg.steps}: ${msg.label}…`;
			return;
		}
		progress.hidden = true;
		$('analyzer-problems').replaceChildren(...problemItems(doc, msg.problems));
		if (msg.kind === 'problems') {
			status.textContent = `No report: the table has ${msg.problems.filter((p) => p.severity === 'error').length} error(s), listed below.`;
			$('analyzer-report').replaceChildren();
			actions.hidden = true;
			stale.hidden = true;
			$('analyzer-plot').hidden = true;
			result.hidden = false;
			return;
		}
		status.textContent = 'Report ready.';
		$('analyzer-report').replaceChildren(renderBlocks(doc, parseReport(msg.markdown)));
		const plot = $('analyzer-plot');
		plot.querySelector('svg')?.remove();
		plot.prepend(renderIntervalPlot(doc, msg.intervals, msg.epsilon));
		plot.hidden = msg.intervals.length === 0;
		for (const u of urls.splice(0)) URL.revokeObjectURL(u);
		const link = (id: string, body: string, type: string) => {
			const url = URL.createObjectURL(new Blob([body], { type }));
			urls.push(url);
			$<HTMLAnchorElement>(id).href = url;
		};
		// the same bytes as `npm run analyze` prints (console.log adds the final line break)
		lastMarkdown = `${msg.markdown}\n`;
		link('analyzer-md', lastMarkdown, 'text/markdown');
		link('analyzer-json', msg.json, 'application/json');
		// a report of an input changed while it was being computed comes marked as out of date
		const fresh = analysedVersion === inputVersion;
		actions.hidden = !fresh;
		stale.hidden = fresh;
		if (!fresh) status.textContent = 'Report ready, but the input has changed since; press Analyze for a new one.';
		result.hidden = false;
	};
	let lastMarkdown = '';
	worker.addEventListener('message', (e: MessageEvent<WorkerResponse>) => show(e.data));
	$('analyzer-copy').addEventListener('click', () => void navigator.clipboard?.writeText(lastMarkdown));

	form.addEventListener('submit', async (e) => {
		e.preventDefault();
		const numbers = readNumbers(form);
		const src = await source();
		tableError.textContent = src ? '' : 'Choose a CSV file or paste a run table.';
		for (const el of [fileInput, textarea]) {
			if (src) el.removeAttribute('aria-invalid');
			else el.setAttribute('aria-invalid', 'true');
		}
		if (!numbers || !src) {
			status.textContent = 'Correct the fields marked above.';
			return;
		}
		current = ++nextId;
		analysedVersion = inputVersion;
		status.textContent = 'Starting…';
		send({
			kind: 'analyze',
			id: current,
			input: src.input,
			name: src.name,
			epsilon: numbers['epsilon']!,
			alpha: numbers['alpha']!,
			control: selects.control.value || undefined,
			treatment: selects.treatment.value || undefined,
		});
	});
	form.hidden = false;
}
