/**
 * Enhances the matrix page: view switch, sortable columns, filters and free text, all mirrored in
 * the URL. Without this script the page shows both full tables; nothing here is needed to read it.
 */
import { capQuery, echo, echoList, queryCutNotice, QUERY_MAX } from '../lib/text.ts';
import { enhanceExport } from './export-selection.ts';
import {
	asksForFullRows,
	cellSortKey,
	compareRows,
	decodeFacets,
	facetCounts,
	FACETS,
	activeFilterCount,
	matches,
	parseState,
	serializeState,
	unknownFilters,
	withoutFilters,
	type FacetDictionary,
	type FacetName,
	type MatrixState,
	type View,
} from '../views/matrix-state.ts';

/**
 * How each step changes the state: a partial state merged in, applied, and written to the URL as a
 * new history entry (so Back and Forward step through the states), or in place of the current one
 * while the reader goes on typing the same text.
 */
type Update = (change: Partial<MatrixState>, mode?: 'push' | 'typing') => void;

/** Turns column headers into sort buttons; a second click on the same column reverses the order. */
function makeSortable(doc: Document, tables: readonly HTMLTableElement[], current: () => MatrixState, update: Update): void {
	for (const table of tables) {
		for (const th of table.tHead!.rows[0]!.cells) {
			const col = th.dataset['col']!;
			const button = doc.createElement('button');
			button.type = 'button';
			button.className = 'sort-button';
			button.dataset['col'] = col;
			button.append(th.textContent ?? '');
			const arrow = doc.createElement('span');
			arrow.className = 'arrow';
			arrow.setAttribute('aria-hidden', 'true');
			button.append(arrow);
			th.replaceChildren(button);
			button.addEventListener('click', () => {
				const state = current();
				update({ dir: state.sort === col && state.dir === 'asc' ? 'desc' : 'asc', sort: col });
			});
		}
	}
}

/** The buttons and boxes around the tables: row height, reading depth, shown columns and the view. */
interface Controls {
	rowsToggle: HTMLAnchorElement | null;
	depthSwitch: HTMLElement | null;
	depthButtons: HTMLButtonElement[];
	columnBoxes: HTMLInputElement[];
	viewButtons: HTMLButtonElement[];
}

function wireControls(doc: Document, switcher: HTMLElement, current: () => MatrixState, update: Update): Controls {
	// a link to the other page (short or full text), which showControls keeps carrying the state
	const rowsToggle = doc.querySelector<HTMLAnchorElement>('a#rows-toggle');
	// One click limits the table to one reading depth (the same filter as the form's select).
	const depthSwitch = doc.getElementById('depth-switch');
	const depthButtons = [...(depthSwitch?.querySelectorAll<HTMLButtonElement>('button[data-depth]') ?? [])];
	for (const b of depthButtons) {
		b.addEventListener('click', () => {
			const filters = { ...current().filters };
			if (b.dataset['depth']) filters.depth = [b.dataset['depth']];
			else delete filters.depth;
			update({ filters });
		});
	}
	// Readers choose the columns to show; the study column always stays.
	const columnBoxes = [...doc.querySelectorAll<HTMLInputElement>('#column-chooser input[type="checkbox"]')];
	for (const box of columnBoxes) box.addEventListener('change', () => update({ hide: columnBoxes.filter((b) => !b.checked).map((b) => b.value) }));
	const viewButtons = [...switcher.querySelectorAll<HTMLButtonElement>('button[data-view]')];
	for (const b of viewButtons) b.addEventListener('click', () => update({ view: b.dataset['view'] as View }));
	return { rowsToggle, depthSwitch, depthButtons, columnBoxes, viewButtons };
}

/**
 * A filter value the page does not offer (an old or edited link) is reported and dropped, never
 * applied silently. Returns the state without such values, and whether any was dropped.
 */
function dropUnofferedFilters(state: MatrixState, boxes: FacetBoxes, notice: HTMLElement | null): { state: MatrixState; dropped: boolean } {
	const offered = Object.fromEntries([...boxes].map(([f, list]) => [f, list.map((b) => b.value)])) as Partial<Record<FacetName, string[]>>;
	const unknown = unknownFilters(state, offered);
	if (unknown.length === 0 || !notice) return { state, dropped: false };
	const labelOf = (f: FacetName) => boxes.get(f)?.[0]?.closest('details')?.querySelector('.facet-name')?.textContent?.trim() ?? f;
	// the link's own words, cut short and few (a link can carry 100 kB of them)
	const asked = echoList(
		unknown.map((u) => `${labelOf(u.facet)} = “${echo(u.value)}”`),
		undefined,
		Infinity,
	);
	notice.textContent = `This link asks for ${asked.join(' and ')}, which this page does not offer; ${unknown.length === 1 ? 'that value is' : 'those values are'} left out.`;
	notice.hidden = false;
	return { state: withoutFilters(state, unknown), dropped: true };
}

/** Each value's count says how many studies it would show beside the other filters now (facetCounts). */
function showCounts(boxes: FacetBoxes, rows: () => RowFactsList, state: MatrixState): void {
	const counts = facetCounts(rows(), state);
	for (const [facet, list] of boxes) {
		for (const b of list) {
			const el = b.parentElement?.querySelector('.count');
			if (el) el.textContent = `(${counts.get(facet)?.get(b.value) ?? 0})`;
		}
	}
}
type RowFactsList = Parameters<typeof facetCounts>[0];

/** The boxes of each facet, by facet name. */
type FacetBoxes = Map<FacetName, HTMLInputElement[]>;

function facetBoxes(form: HTMLFormElement): FacetBoxes {
	const out: FacetBoxes = new Map(FACETS.map((f) => [f, []]));
	for (const box of form.querySelectorAll<HTMLInputElement>('input[type="checkbox"][name]')) out.get(box.name as FacetName)?.push(box);
	return out;
}

/** The form shows the state: ticked boxes, each facet's count of chosen values, and the total on the folded panel. */
function showFilters(form: HTMLFormElement, boxes: FacetBoxes, q: HTMLInputElement, state: MatrixState): void {
	if (q.value !== state.q) q.value = state.q;
	for (const [facet, list] of boxes) {
		const chosen = state.filters[facet] ?? [];
		for (const b of list) b.checked = chosen.includes(b.value);
		const mark = list[0]?.closest('details')?.querySelector<HTMLElement>('[data-chosen]');
		if (mark) mark.textContent = chosen.length > 0 ? `· ${chosen.length} chosen` : '';
	}
	const active = activeFilterCount(state) + (state.q.trim() ? 1 : 0);
	const total = form.querySelector('#filter-active');
	if (total) total.textContent = active === 0 ? '(none chosen)' : `(${active} active)`;
}

/**
 * What free text searches: every word of the record, the same in both views. The words come from
 * /data/matrix-words.json, fetched once, when a reader first types; until they arrive, a row's
 * own text stands in (so the page stays light however many records it holds).
 */
function recordWords(url: string, onLoaded: () => void): { textOf: (row: HTMLTableRowElement) => string; load: () => void; loaded: () => boolean } {
	let textById: Map<string, string> | undefined;
	let loading: Promise<void> | undefined;
	let failed = false;
	const shownText = new WeakMap<HTMLTableRowElement, string>();
	return {
		loaded: () => textById !== undefined || failed,
		load: () => {
			if (textById) return;
			loading ??= fetch(url)
				.then((res) => (res.ok ? (res.json() as Promise<Record<string, string>>) : {}))
				.then((words) => {
					textById = new Map(Object.entries(words));
					onLoaded();
				})
				.catch(() => {
					// the rows' own text keeps standing in
					failed = true;
					onLoaded();
				});
		},
		textOf: (row) => {
			const words = textById?.get(row.dataset['id']!);
			if (words !== undefined) return words;
			let t = shownText.get(row);
			if (t === undefined) shownText.set(row, (t = (row.textContent ?? '').toLowerCase()));
			return t;
		},
	};
}

/** Facets are coded once per study, on its Table 5 row; a Table 3 row reads them by id. */
function facetsByStudy(doc: Document): Map<string, ReturnType<typeof decodeFacets>> {
	const dict = JSON.parse(doc.getElementById('facet-codes')?.textContent ?? '{}') as FacetDictionary;
	return new Map(
		[...doc.querySelectorAll<HTMLTableRowElement>('table[data-view="table5"] tbody tr')].map((r) => [
			r.dataset['id']!,
			decodeFacets(r.dataset['f'] ?? '', dict),
		]),
	);
}

/** Shows the matching rows of one table in the chosen order and columns; returns how many match. */
function applyToTable(table: HTMLTableElement, state: MatrixState, isMatch: (row: HTMLTableRowElement) => boolean): number {
	const body = table.tBodies[0]!;
	const rows = [...body.rows];
	let shown = 0;
	for (const row of rows) {
		row.hidden = !isMatch(row);
		if (!row.hidden) shown++;
	}
	const cols = [...table.tHead!.rows[0]!.cells];
	const index = cols.findIndex((c) => c.dataset['col'] === state.sort);
	for (const [i, th] of cols.entries()) {
		const active = i === index;
		th.setAttribute('aria-sort', active ? (state.dir === 'asc' ? 'ascending' : 'descending') : 'none');
		const arrow = th.querySelector('.arrow');
		if (arrow) arrow.textContent = active ? (state.dir === 'asc' ? '▲' : '▼') : '↕';
	}
	if (index >= 0) {
		const numeric = cols[index]!.hasAttribute('data-numeric');
		// a cell's own key where the page gives one, else what it shows (cellSortKey): a row header's
		// study name (its first link), another cell's text; read once per row
		const keys = new Map(
			rows.map((r) => {
				const cell = r.cells[index];
				const shown = cell?.tagName === 'TH' ? cell.querySelector('a') : cell;
				return [r, { key: cell?.dataset['sort'] ?? cellSortKey(shown?.textContent ?? ''), unknown: cell?.hasAttribute('data-unknown') ?? false }];
			}),
		);
		rows.sort((a, b) => compareRows(keys.get(a)!, keys.get(b)!, numeric, state.dir));
		body.append(...rows);
	}
	for (const cell of table.querySelectorAll<HTMLElement>('[data-col]')) cell.hidden = state.hide.includes(cell.dataset['col']!);
	return shown;
}

/** The controls say what the state is (pressed buttons, ticked boxes, the shown view). */
function showControls(controls: Controls, sections: Record<View, HTMLElement>, state: MatrixState): void {
	if (controls.rowsToggle) controls.rowsToggle.search = serializeState(state);
	for (const b of controls.depthButtons) b.setAttribute('aria-pressed', String((state.filters.depth ?? '') === b.dataset['depth']));
	for (const box of controls.columnBoxes) box.checked = !state.hide.includes(box.value);
	for (const [view, section] of Object.entries(sections)) section.hidden = view !== state.view;
	for (const b of controls.viewButtons) b.setAttribute('aria-pressed', String(b.dataset['view'] === state.view));
}

export function enhanceMatrix(doc: Document): void {
	const form = doc.getElementById('matrix-filters') as HTMLFormElement | null;
	const switcher = doc.getElementById('view-switch');
	const count = doc.getElementById('result-count');
	const noResults = doc.getElementById('no-results');
	if (!form || !switcher || !count) return;
	const sections: Record<View, HTMLElement> = { table5: doc.getElementById('table5')!, table3: doc.getElementById('table3')! };
	const tables = [...doc.querySelectorAll<HTMLTableElement>('table.matrix')];
	const total = tables[0]?.tBodies[0]?.rows.length ?? 0;
	const captions = [...doc.querySelectorAll<HTMLElement>('[data-caption-count]')];

	// an older link to the full text (/studies/?rows=full) goes on to its page, with what else it asks
	const toggle = doc.querySelector<HTMLAnchorElement>('a#rows-toggle');
	if (form.dataset['rows'] === 'compact' && asksForFullRows(location.search) && toggle) {
		location.replace(`${toggle.pathname}${serializeState(parseState(location.search))}${location.hash}`);
		return;
	}
	let state: MatrixState = parseState(location.search);
	// A link to a row anchor shows the view that holds it.
	if (location.hash.startsWith('#t3-')) state.view = 'table3';
	const current = () => state;
	// While a reader types, the text's first change adds a history entry and the rest update it.
	let typing = false;
	const update: Update = (change, mode = 'push') => {
		state = { ...state, ...change };
		apply(mode === 'typing' && typing ? 'replace' : 'push');
		typing = mode === 'typing';
	};

	makeSortable(doc, tables, current, update);
	const controls = wireControls(doc, switcher, current, update);
	const q = form.elements.namedItem('q') as HTMLInputElement;
	const boxes = facetBoxes(form);
	const notice = doc.getElementById('filter-notice');
	const restored = dropUnofferedFilters(state, boxes, notice);
	state = restored.state;
	// a text cut to QUERY_MAX by parseState is said, after any dropped filter values
	const linkQuery = capQuery(new URLSearchParams(location.search).get('q'));
	if (notice && linkQuery.cut !== undefined) {
		notice.textContent = [restored.dropped ? notice.textContent : '', queryCutNotice(linkQuery.cut)].filter(Boolean).join(' ');
		notice.hidden = false;
	}
	q.maxLength = QUERY_MAX;
	showFilters(form, boxes, q, state);
	// The filters fold into one disclosure; it starts open where there is room for it beside the table.
	const panel = doc.getElementById('filter-panel') as HTMLDetailsElement | null;
	if (panel && matchMedia('(min-width: 64em)').matches) panel.open = true;

	const readFilters = (): MatrixState['filters'] => {
		const filters: MatrixState['filters'] = {};
		for (const [facet, list] of boxes) {
			const chosen = list.filter((b) => b.checked).map((b) => b.value);
			if (chosen.length > 0) filters[facet] = chosen;
		}
		return filters;
	};
	q.addEventListener('input', () => update({ q: q.value }, 'typing'));
	form.addEventListener('change', (e) => {
		if (e.target !== q) update({ filters: readFilters() });
	});
	form.addEventListener('submit', (e) => e.preventDefault());
	form.addEventListener('reset', (e) => {
		e.preventDefault();
		update({ q: '', filters: {} });
	});
	// Back and Forward restore the state each entry's URL holds.
	addEventListener('popstate', () => {
		const parsed = parseState(location.search);
		state = dropUnofferedFilters(parsed, boxes, null).state;
		typing = false;
		apply('none');
	});

	const words = recordWords(form.dataset['words'] ?? '', () => apply('none'));
	const facets = facetsByStudy(doc);
	const isMatch = (row: HTMLTableRowElement) => matches({ facets: facets.get(row.dataset['id']!) ?? {}, text: words.textOf(row) }, state);
	const table5Rows = [...(tables.find((t) => t.dataset['view'] === 'table5') ?? tables[0]!).tBodies[0]!.rows];
	const studyRows = () => table5Rows.map((row) => ({ facets: facets.get(row.dataset['id']!) ?? {}, text: words.textOf(row) }));

	function apply(history: 'push' | 'replace' | 'none'): void {
		if (state.q.trim()) words.load();
		form!.dataset['state'] = 'applying';
		let shown = 0;
		for (const table of tables) {
			const matching = applyToTable(table, state, isMatch);
			if (table.dataset['view'] === state.view) shown = matching;
		}
		showControls(controls, sections, state);
		showFilters(form!, boxes, q, state);
		showCounts(boxes, studyRows, state);
		const filtered = shown !== total;
		count!.textContent = filtered ? `Showing ${shown} of ${total} studies` : `${total} studies`;
		for (const c of captions) c.textContent = filtered ? `${shown} of ${total} studies (filtered)` : `${total} studies`;
		if (noResults) noResults.hidden = shown > 0;
		const url = `${location.pathname}${serializeState(state)}${location.hash}`;
		if (history === 'push' && url !== `${location.pathname}${location.search}${location.hash}`) window.history.pushState(null, '', url);
		else if (history !== 'none') window.history.replaceState(null, '', url);
		// What the rows show is final unless the record words a text filter searches are still on their way.
		form!.dataset['state'] = state.q.trim() && !words.loaded() ? 'loading' : 'ready';
	}

	enhanceExport(doc, () => {
		const table = tables.find((t) => t.dataset['view'] === state.view) ?? tables[0]!;
		const papers = new Map([...tables[0]!.tBodies[0]!.rows].map((r) => [r.dataset['id']!, r.dataset['paper'] ?? '']));
		return [...table.tBodies[0]!.rows].filter((r) => !r.hidden).map((r) => ({ id: r.dataset['id']!, paper: papers.get(r.dataset['id']!) ?? '' }));
	});
	enhanceCompare(doc, tables, state.compare, (compare) => update({ compare }));
	form.hidden = false;
	switcher.hidden = false;
	if (controls.depthSwitch) controls.depthSwitch.hidden = false;
	const chooser = doc.getElementById('column-chooser');
	if (chooser) chooser.hidden = false;
	// When a link's filter was left out, the URL says what is shown.
	apply(restored.dropped || linkQuery.cut !== undefined ? 'replace' : 'none');
}

/** A "Compare" box in each row; two or more ticked studies open /compare/?ids=... */
function enhanceCompare(doc: Document, tables: HTMLTableElement[], initial: readonly string[], onChange: (chosen: string[]) => void): void {
	const bar = doc.getElementById('compare-bar');
	const link = doc.getElementById('compare-link') as HTMLAnchorElement | null;
	const count = doc.getElementById('compare-count');
	if (!bar || !link || !count) return;
	// Ticked studies are kept in the URL (?compare=a,b), so a shared link keeps the selection.
	const known = new Set(tables.flatMap((t) => [...t.tBodies[0]!.rows].map((r) => r.dataset['id']!)));
	const chosen: string[] = initial.filter((id) => known.has(id));
	const boxes: HTMLInputElement[] = [];
	const refresh = () => {
		for (const b of boxes) b.checked = chosen.includes(b.value);
		const ok = chosen.length >= 2;
		link.href = `${link.pathname}${ok ? `?ids=${chosen.join(',')}` : ''}`;
		link.setAttribute('aria-disabled', String(!ok));
		bar.toggleAttribute('data-idle', chosen.length === 0);
		count.textContent = `${chosen.length} selected${ok ? '' : ': tick at least two studies'}.`;
	};
	for (const table of tables) {
		for (const row of table.tBodies[0]!.rows) {
			const id = row.dataset['id']!;
			const name = row.cells[0]!.querySelector('a')?.textContent ?? id;
			const label = doc.createElement('label');
			label.className = 'compare-box';
			const box = doc.createElement('input');
			box.type = 'checkbox';
			box.value = id;
			box.setAttribute('aria-label', `Compare ${name}`);
			label.append(box, ' Compare');
			// Beside the version and depth badge, so the study cell stays two lines tall.
			(row.cells[0]!.querySelector('.study-meta') ?? row.cells[0]!).append(label);
			boxes.push(box);
			box.addEventListener('change', () => {
				const i = chosen.indexOf(id);
				if (box.checked && i < 0) chosen.push(id);
				if (!box.checked && i >= 0) chosen.splice(i, 1);
				refresh();
				onChange([...chosen]);
			});
		}
	}
	link.addEventListener('click', (e) => {
		if (link.getAttribute('aria-disabled') === 'true') {
			e.preventDefault();
			count.textContent = 'Tick at least two studies first.';
		}
	});
	bar.hidden = false;
	refresh();
}
