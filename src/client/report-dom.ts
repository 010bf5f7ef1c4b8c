/**
 * The estimand report as HTML in the browser. The report is Markdown written by
 * src/estimands/report.ts (headings, lists, pipe tables, **bold** and `code`); it is read into
 * blocks here (pure, unit-tested) and built as DOM nodes with textContent only, so nothing in a run
 * table (task or arm names) can ever become markup.
 */
import { degradedStatus } from '../estimands/degraded.ts';

/** A run of inline text: plain, bold or code. */
export interface Inline {
	kind: 'text' | 'strong' | 'code';
	text: string;
}

export type HeadingLevel = 3 | 4 | 5;

export type Block =
	| { kind: 'heading'; level: HeadingLevel; text: string }
	| { kind: 'paragraph'; inline: Inline[] }
	| { kind: 'list'; items: Inline[][] }
	| { kind: 'table'; head: Inline[][]; rows: Inline[][][] };

/** **bold** and `code` spans of one line; everything else is text. */
export function parseInline(line: string): Inline[] {
	const out: Inline[] = [];
	const re = /\*\*([^*]+)\*\*|`([^`]+)`/g;
	let last = 0;
	for (let m = re.exec(line); m; m = re.exec(line)) {
		if (m.index > last) out.push({ kind: 'text', text: line.slice(last, m.index) });
		out.push(m[1] !== undefined ? { kind: 'strong', text: m[1] } : { kind: 'code', text: m[2]! });
		last = m.index + m[0].length;
	}
	if (last < line.length) out.push({ kind: 'text', text: line.slice(last) });
	return out;
}

const cells = (line: string): string[] =>
	line
		.trim()
		.replace(/^\|/, '')
		.replace(/\|$/, '')
		.split('|')
		.map((c) => c.trim());

/**
 * The level of the report's title on the page. The report belongs to the analyzer's section (an h2,
 * "Analyze a run table"), so its `#` title is an h3, its `##` sections h4 and their `###` parts h5.
 */
export const REPORT_TITLE_LEVEL = 3;

/** The report's Markdown as blocks; headings move down to sit under the analyzer's section (see REPORT_TITLE_LEVEL). */
export function parseReport(markdown: string): Block[] {
	const lines = markdown.split('\n');
	const blocks: Block[] = [];
	for (let i = 0; i < lines.length;) {
		const line = lines[i]!;
		const heading = /^(#{1,3}) (.*)$/.exec(line);
		if (heading) {
			blocks.push({ kind: 'heading', level: (heading[1]!.length + REPORT_TITLE_LEVEL - 1) as HeadingLevel, text: heading[2]! });
			i++;
		} else if (line.startsWith('|')) {
			const rows: string[][] = [];
			while (i < lines.length && lines[i]!.startsWith('|')) rows.push(cells(lines[i++]!));
			const [head = [], sep, ...body] = rows;
			const isSeparator = sep !== undefined && sep.every((c) => /^:?-+:?$/.test(c));
			blocks.push({ kind: 'table', head: head.map(parseInline), rows: (isSeparator ? body : rows.slice(1)).map((r) => r.map(parseInline)) });
		} else if (line.startsWith('- ')) {
			const items: Inline[][] = [];
			while (i < lines.length && lines[i]!.startsWith('- ')) items.push(parseInline(lines[i++]!.slice(2)));
			blocks.push({ kind: 'list', items });
		} else if (line.trim() === '') i++;
		else {
			blocks.push({ kind: 'paragraph', inline: parseInline(line) });
			i++;
		}
	}
	return blocks;
}

function appendInline(doc: Document, parent: HTMLElement, inline: readonly Inline[]): void {
	for (const part of inline) {
		if (part.kind === 'text') parent.append(doc.createTextNode(part.text));
		else {
			const el = doc.createElement(part.kind === 'strong' ? 'strong' : 'code');
			el.textContent = part.text;
			parent.append(el);
		}
	}
}

/** The blocks as DOM nodes: headings, paragraphs, lists and real tables in scrollable regions. */
export function renderBlocks(doc: Document, blocks: readonly Block[]): DocumentFragment {
	const frag = doc.createDocumentFragment();
	let tableCount = 0;
	let lastHeading = '';
	for (const b of blocks) {
		if (b.kind === 'heading') {
			const h = doc.createElement(`h${b.level}`);
			h.textContent = b.text;
			lastHeading = b.text;
			frag.append(h);
		} else if (b.kind === 'paragraph') {
			const p = doc.createElement('p');
			appendInline(doc, p, b.inline);
			frag.append(p);
		} else if (b.kind === 'list') {
			const ul = doc.createElement('ul');
			for (const item of b.items) {
				const li = doc.createElement('li');
				appendInline(doc, li, item);
				ul.append(li);
			}
			frag.append(ul);
		} else {
			tableCount++;
			const region = doc.createElement('div');
			region.className = 'table-scroll';
			region.tabIndex = 0;
			region.setAttribute('role', 'region');
			region.setAttribute('aria-label', `${lastHeading || 'Report'}: table ${tableCount}`);
			const table = doc.createElement('table');
			const thead = doc.createElement('thead');
			const tr = doc.createElement('tr');
			for (const c of b.head) {
				const th = doc.createElement('th');
				th.scope = 'col';
				appendInline(doc, th, c);
				tr.append(th);
			}
			thead.append(tr);
			const tbody = doc.createElement('tbody');
			for (const row of b.rows) {
				const r = doc.createElement('tr');
				for (const c of row) {
					const td = doc.createElement('td');
					appendInline(doc, td, c);
					r.append(td);
				}
				tbody.append(r);
			}
			table.append(thead, tbody);
			region.append(table);
			frag.append(region);
		}
	}
	return frag;
}

/** One task's interval for the plot. */
export interface PlotInterval {
	task: string;
	lower: number;
	upper: number;
	estimate: number;
}

/**
 * Per-task intervals for μ1 − μ0 on a scale from −1 to 1, with −ε and 0 marked, as SVG built node
 * by node. The tasks with the lowest upper bounds come first (at most `limit`). A confidently
 * degraded interval (upper bound below −ε) is drawn solid and thick, a possibly degraded one
 * dashed (as src/estimands/degraded.ts marks them, so never a task whose runs show no decline), the
 * rest thin: the line style carries the status, not only its colour.
 */
export function renderIntervalPlot(doc: Document, intervals: readonly PlotInterval[], epsilon: number, limit = 60): SVGSVGElement {
	const NS = 'http://www.w3.org/2000/svg';
	const shown = [...intervals].sort((a, b) => a.upper - b.upper).slice(0, limit);
	const rowH = 14;
	const left = 110;
	const width = 640;
	const plotW = width - left - 20;
	const height = 40 + shown.length * rowH;
	const x = (v: number) => left + ((v + 1) / 2) * plotW;
	const svg = doc.createElementNS(NS, 'svg');
	svg.setAttribute('viewBox', `0 0 ${width} ${height}`);
	svg.setAttribute('width', '100%');
	svg.setAttribute('role', 'img');
	const status = (t: PlotInterval) => degradedStatus(t, epsilon);
	const confident = shown.filter((t) => status(t) === 'confidently').length;
	const possible = shown.filter((t) => status(t) === 'possibly').length;
	svg.setAttribute(
		'aria-label',
		`Intervals for μ1 − μ0 of ${shown.length} task${shown.length === 1 ? '' : 's'}${intervals.length > shown.length ? ` (the ${shown.length} with the lowest upper bounds of ${intervals.length})` : ''}: ${confident} entirely below −ε = −${epsilon} (confidently degraded), ${possible} more reaching below it with a decline in the task's own runs (possibly degraded). The same numbers are in the table above.`,
	);
	const el = (name: string, attrs: Record<string, string | number>, text?: string) => {
		const e = doc.createElementNS(NS, name);
		for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, String(v));
		if (text !== undefined) e.textContent = text;
		svg.append(e);
		return e;
	};
	for (const [v, label] of [
		[-1, '−1'],
		[-epsilon, `−ε`],
		[0, '0'],
		[1, '1'],
	] as const) {
		el('line', { x1: x(v), x2: x(v), y1: 18, y2: height - 6, class: v === -epsilon ? 'plot-epsilon' : 'plot-axis' });
		el('text', { x: x(v), y: 12, 'text-anchor': 'middle', class: 'plot-label' }, label);
	}
	shown.forEach((t, i) => {
		const y = 28 + i * rowH;
		el('text', { x: left - 6, y: y + 4, 'text-anchor': 'end', class: 'plot-label' }, t.task.length > 16 ? `${t.task.slice(0, 15)}…` : t.task);
		const cls = { confidently: 'plot-confident', possibly: 'plot-possible', no: 'plot-other' }[status(t)];
		el('line', { x1: x(Math.max(-1, t.lower)), x2: x(Math.min(1, t.upper)), y1: y, y2: y, class: cls });
		el('circle', { cx: x(t.estimate), cy: y, r: 2.5, class: 'plot-point' });
	});
	return svg;
}
