/**
 * Renders the side-by-side comparison from /data/compare.json; everything is text nodes. The state
 * (studies, groups of fields shown, only differing rows) lives in the URL, so a comparison can be
 * shared and cited; changing the groups or the toggle updates the table in place.
 */
import {
	alignFields,
	compareCitation,
	compareQuery,
	COMPARE_GROUPS,
	COMPARE_WARN_ABOVE,
	parseCompareState,
	visibleRows,
	type CompareEntry,
	type CompareGroupId,
	type CompareRow,
	type CompareState,
} from '../views/compare.ts';
import { studyPath } from '../lib/routes.ts';
import { echoList } from '../lib/text.ts';
import { enhanceCopyButtons } from './copy.ts';

/** `?ids=a,b` or `?ids=a&ids=b`, de-duplicated, in order. */
export function parseIds(search: string): string[] {
	return parseCompareState(search).ids;
}

const ready = (output: HTMLElement) => output.setAttribute('data-state', 'ready');

/** The table with every row; which rows show is set afterwards by `hidden`, so the scroll position survives a change. */
function buildTable(doc: Document, ids: readonly string[], entries: readonly CompareEntry[], rows: readonly CompareRow[], base: string) {
	const table = doc.createElement('table');
	table.className = 'compare';
	const caption = table.createCaption();
	caption.textContent = `${ids.length} studies side by side; rows marked “differs” have different values`;
	const head = table.createTHead().insertRow();
	const corner = doc.createElement('th');
	corner.scope = 'col';
	corner.textContent = 'Field';
	head.append(corner);
	for (const [i, id] of ids.entries()) {
		const th = doc.createElement('th');
		th.scope = 'col';
		const a = doc.createElement('a');
		a.href = `${base}${studyPath(id)}`;
		a.textContent = entries[i]!.name;
		th.append(a);
		head.append(th);
	}
	const bodies = new Map<string, HTMLTableSectionElement>();
	const rowOf = new Map<CompareRow, HTMLTableRowElement>();
	for (const r of rows) {
		let body = bodies.get(r.group);
		if (!body) {
			body = table.createTBody();
			bodies.set(r.group, body);
			const gh = doc.createElement('th');
			gh.scope = 'rowgroup';
			gh.colSpan = ids.length + 1;
			gh.className = 'group';
			// The label sticks to the left edge of the box while the columns scroll sideways.
			const text = doc.createElement('span');
			text.textContent = r.group;
			gh.append(text);
			body.insertRow().append(gh);
		}
		const tr = body.insertRow();
		if (r.differs) tr.className = 'differs';
		const th = doc.createElement('th');
		th.scope = 'row';
		th.textContent = r.label;
		if (r.differs) {
			const mark = doc.createElement('span');
			mark.className = 'differs-mark';
			mark.textContent = ' ≠ differs';
			th.append(mark);
		}
		tr.append(th);
		// Only rows where some record names a location say so where another does not.
		const anyWhere = r.wheres.some(Boolean);
		for (const [i, v] of r.values.entries()) {
			const td = tr.insertCell();
			td.append(v);
			const where = r.wheres[i];
			if (where || anyWhere) {
				const small = doc.createElement('small');
				small.className = where ? 'where' : 'where none';
				small.textContent = where ? `Where: ${where}` : 'location not recorded';
				td.append(small);
			}
		}
		rowOf.set(r, tr);
	}
	return { table, bodies, rowOf };
}

export async function startCompare(doc: Document): Promise<void> {
	const status = doc.getElementById('compare-status')!;
	const warn = doc.getElementById('compare-warn')!;
	const output = doc.getElementById('compare-output')!;
	const form = doc.getElementById('compare-form') as HTMLFormElement;
	const choose = doc.getElementById('compare-choose') as HTMLDetailsElement | null;
	const cite = doc.getElementById('cite-compare')!;
	const citeText = doc.getElementById('cite-compare-text')!;
	const state: CompareState = parseCompareState(location.search);
	const idBoxes = [...form.querySelectorAll<HTMLInputElement>('input[name=ids]')];
	const groupBoxes = [...form.querySelectorAll<HTMLInputElement>('input[name=groups]')];
	const onlyBox = form.querySelector<HTMLInputElement>('input[name=only]')!;
	for (const box of idBoxes) box.checked = state.ids.includes(box.value);
	for (const box of groupBoxes) box.checked = state.groups.length === 0 || state.groups.includes(box.value as CompareGroupId);
	onlyBox.checked = state.onlyDiffers;

	const readView = () => {
		const groups = groupBoxes.filter((b) => b.checked).map((b) => b.value as CompareGroupId);
		state.groups = groups.length === COMPARE_GROUPS.length ? [] : groups;
		state.onlyDiffers = onlyBox.checked;
	};
	form.addEventListener('submit', (e) => {
		e.preventDefault();
		readView();
		location.search = compareQuery({ ...state, ids: idBoxes.filter((b) => b.checked).map((b) => b.value) });
	});

	const stop = (message: string) => {
		status.textContent = message;
		ready(output);
	};
	if (state.ids.length < 2) return stop(state.ids.length === 1 ? 'Choose at least one more study to compare.' : 'Choose two or more studies.');
	const base = import.meta.env.BASE_URL;
	// Maps, not objects, keyed by ids from the URL: "__proto__" or "constructor" is then just an unknown id
	const all = new Map(Object.entries((await (await fetch(`${base}data/compare.json`)).json()) as Record<string, CompareEntry>));
	const unknown = state.ids.filter((id) => !all.has(id));
	// the link's own words, cut short (a link can carry 100 kB of them)
	if (unknown.length) return stop(`No study with id ${echoList(unknown).join(', ')}.`);
	const entries = state.ids.map((id) => all.get(id)!);
	const rows = alignFields(entries.map((e) => e.fields));
	const { table, bodies, rowOf } = buildTable(doc, state.ids, entries, rows, base);

	// The box scrolls both ways, with the headers stuck to its edges (global.css: .sticky-table).
	const wrap = doc.createElement('section');
	wrap.className = 'table-scroll sticky-table';
	wrap.tabIndex = 0;
	wrap.setAttribute('aria-label', 'Comparison table (scrolls in both directions)');
	wrap.append(table);
	output.replaceChildren(wrap);
	if (choose) choose.open = false;
	if (state.ids.length > COMPARE_WARN_ABOVE) {
		warn.textContent = `You are comparing ${state.ids.length} studies. Past ${COMPARE_WARN_ABOVE} the table is hard to read: show fewer groups of fields, or only the rows that differ.`;
		warn.hidden = false;
	}

	const siteRoot = form.dataset['siteRoot'] ?? location.origin + base;
	const differing = rows.filter((r) => r.differs).length;
	const apply = () => {
		const shown = new Set(visibleRows(rows, state));
		for (const [r, tr] of rowOf) tr.hidden = !shown.has(r);
		for (const [group, body] of bodies) body.hidden = ![...shown].some((r) => r.group === group);
		status.textContent = `${differing} of ${rows.length} fields differ; ${shown.size} rows shown.`;
		citeText.textContent = compareCitation({
			url: new URL(`compare/${compareQuery(state)}`, siteRoot).href,
			accessed: new Date().toISOString().slice(0, 10),
			studies: state.ids.map((id, i) => ({ id, ...entries[i]! })),
			state,
		});
	};
	const onView = () => {
		readView();
		apply();
		// Not replaceQuery: URLSearchParams would write the commas of the id list as %2C.
		history.replaceState(null, '', `${location.pathname}${compareQuery(state)}${location.hash}`);
	};
	for (const box of [...groupBoxes, onlyBox]) box.addEventListener('change', onView);
	apply();
	cite.hidden = false;
	enhanceCopyButtons(doc);
	ready(output);
}
