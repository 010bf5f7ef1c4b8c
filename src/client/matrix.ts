/**
 * Enhances the matrix page: view switch, sortable columns, filters and free text, all mirrored in
 * the URL. Without this script the page shows both full tables; nothing here is needed to read it.
 */
import { enhanceExport } from './export-selection.ts';
import {
	compareRows,
	decodeFacets,
	FACETS,
	MAX_COMPARE,
	matches,
	parseState,
	serializeState,
	unknownFilters,
	type FacetDictionary,
	type FacetName,
	type MatrixState,
	type View,
} from '../views/matrix-state.ts';

export function enhanceMatrix(doc: Document): void {
	const form = doc.getElementById('matrix-filters') as HTMLFormElement | null;
	const switcher = doc.getElementById('view-switch');
	const count = doc.getElementById('result-count');
	const noResults = doc.getElementById('no-results');
	if (!form || !switcher || !count) return;
	const sections = { table5: doc.getElementById('table5')!, table3: doc.getElementById('table3')! };
	const tables = [...doc.querySelectorAll<HTMLTableElement>('table.matrix')];
	const total = tables[0]?.tBodies[0]?.rows.length ?? 0;

	let state: MatrixState = parseState(location.search);
	const notice = doc.getElementById('filter-notice');
	// A link to a row anchor shows the view that holds it.
	if (location.hash.startsWith('#t3-')) state.view = 'table3';

	// Turn column headers into sort buttons.
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
				state = { ...state, dir: state.sort === col && state.dir === 'asc' ? 'desc' : 'asc', sort: col };
				apply(true);
			});
		}
	}

	const rowsToggle = doc.getElementById('rows-toggle');
	rowsToggle?.addEventListener('click', () => {
		state = { ...state, rows: state.rows === 'full' ? 'compact' : 'full' };
		apply(true);
	});
	// One click limits the table to one reading depth (the same filter as the form's select).
	const depthSwitch = doc.getElementById('depth-switch');
	const depthButtons = [...(depthSwitch?.querySelectorAll<HTMLButtonElement>('button[data-depth]') ?? [])];
	for (const b of depthButtons) {
		b.addEventListener('click', () => {
			const filters = { ...state.filters };
			if (b.dataset['depth']) filters.depth = b.dataset['depth'];
			else delete filters.depth;
			state = { ...state, filters };
			const select = form.elements.namedItem('depth') as HTMLSelectElement | null;
			if (select) select.value = filters.depth ?? '';
			apply(true);
		});
	}
	// Readers choose the columns to show; the study column always stays.
	const columnBoxes = [...doc.querySelectorAll<HTMLInputElement>('#column-chooser input[type="checkbox"]')];
	for (const box of columnBoxes) {
		box.addEventListener('change', () => {
			const hide = columnBoxes.filter((b) => !b.checked).map((b) => b.value);
			state = { ...state, hide };
			apply(true);
		});
	}

	const buttons = [...switcher.querySelectorAll<HTMLButtonElement>('button[data-view]')];
	for (const b of buttons) {
		b.addEventListener('click', () => {
			state = { ...state, view: b.dataset['view'] as View };
			apply(true);
		});
	}

	const fields = () => ({
		q: form.elements.namedItem('q') as HTMLInputElement,
		selects: FACETS.map((f) => form.elements.namedItem(f) as HTMLSelectElement),
	});
	const { q, selects } = fields();
	// A filter value the page does not offer (an old or edited link) is reported and dropped, never applied silently.
	const offered = Object.fromEntries(selects.map((s) => [s.name, [...s.options].map((o) => o.value).filter(Boolean)])) as Partial<Record<FacetName, string[]>>;
	const unknown = unknownFilters(state, offered);
	if (unknown.length > 0 && notice) {
		const filters = { ...state.filters };
		for (const u of unknown) delete filters[u.facet];
		state = { ...state, filters };
		const labelOf = (f: FacetName) => selects.find((s) => s.name === f)?.labels?.[0]?.firstChild?.textContent?.trim() ?? f;
		notice.textContent = `This link asks for ${unknown.map((u) => `${labelOf(u.facet)} = “${u.value}”`).join(' and ')}, which this page does not offer; ${unknown.length === 1 ? 'that filter is' : 'those filters are'} left out.`;
		notice.hidden = false;
	}
	q.value = state.q;
	for (const s of selects) s.value = state.filters[s.name as FacetName] ?? '';
	// The design-fact filters fold away unless a link sets one of them.
	const factGroup = doc.getElementById('fact-filters') as HTMLDetailsElement | null;
	if (factGroup && selects.some((s) => s.value && factGroup.contains(s))) factGroup.open = true;

	const readForm = () => {
		const filters: MatrixState['filters'] = {};
		for (const s of selects) if (s.value) filters[s.name as FacetName] = s.value;
		state = { ...state, q: q.value, filters };
		apply(true);
	};
	form.addEventListener('input', readForm);
	form.addEventListener('change', readForm);
	form.addEventListener('submit', (e) => e.preventDefault());
	form.addEventListener('reset', () => setTimeout(readForm, 0));

	/**
	 * What free text searches: every word of the record, the same in both views. The words come from
	 * /data/matrix-words.json, fetched once, when a reader first types; until they arrive, a row's
	 * own text stands in (so the page stays light however many records it holds).
	 */
	let textById: Map<string, string> | undefined;
	let loading: Promise<void> | undefined;
	const loadWords = () =>
		(loading ??= fetch(form.dataset['words'] ?? '')
			.then((res) => (res.ok ? (res.json() as Promise<Record<string, string>>) : {}))
			.then((words) => {
				textById = new Map(Object.entries(words));
				apply(false);
			})
			.catch(() => undefined));
	const shownText = new WeakMap<HTMLTableRowElement, string>();
	const textOf = (row: HTMLTableRowElement): string => {
		const words = textById?.get(row.dataset['id']!);
		if (words !== undefined) return words;
		let t = shownText.get(row);
		if (t === undefined) shownText.set(row, (t = (row.textContent ?? '').toLowerCase()));
		return t;
	};

	// Facets are coded once per study, on its Table 5 row; a Table 3 row reads them by id.
	const dict = JSON.parse(doc.getElementById('facet-codes')?.textContent ?? '{}') as FacetDictionary;
	const facetsById = new Map(
		[...doc.querySelectorAll<HTMLTableRowElement>('table[data-view="table5"] tbody tr')].map((r) => [
			r.dataset['id']!,
			decodeFacets(r.dataset['f'] ?? '', dict),
		]),
	);

	function apply(push: boolean): void {
		if (state.q.trim() && !textById) void loadWords();
		let shown = 0;
		for (const table of tables) {
			const body = table.tBodies[0]!;
			const rows = [...body.rows];
			for (const row of rows) {
				const ok = matches({ facets: facetsById.get(row.dataset['id']!) ?? {}, text: textOf(row) }, state);
				row.hidden = !ok;
				if (ok && table.dataset['view'] === state.view) shown++;
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
				const key = (r: HTMLTableRowElement) => ({
					key: r.cells[index]?.dataset['sort'] ?? '',
					unknown: r.cells[index]?.hasAttribute('data-unknown') ?? false,
				});
				rows.sort((a, b) => compareRows(key(a), key(b), numeric, state.dir));
				body.append(...rows);
			}
			table.classList.toggle('compact', state.rows === 'compact');
			for (const cell of table.querySelectorAll<HTMLElement>('[data-col]')) cell.hidden = state.hide.includes(cell.dataset['col']!);
		}
		if (rowsToggle) {
			rowsToggle.setAttribute('aria-pressed', String(state.rows === 'full'));
		}
		for (const b of depthButtons) b.setAttribute('aria-pressed', String((state.filters.depth ?? '') === b.dataset['depth']));
		for (const box of columnBoxes) box.checked = !state.hide.includes(box.value);
		for (const [view, section] of Object.entries(sections)) section.hidden = view !== state.view;
		for (const b of buttons) b.setAttribute('aria-pressed', String(b.dataset['view'] === state.view));
		count!.textContent = shown === total ? `${total} studies` : `Showing ${shown} of ${total} studies`;
		if (noResults) noResults.hidden = shown > 0;
		if (push) history.replaceState(null, '', `${location.pathname}${serializeState(state)}${location.hash}`);
	}

	enhanceExport(doc, () => {
		const table = tables.find((t) => t.dataset['view'] === state.view) ?? tables[0]!;
		return [...table.tBodies[0]!.rows].filter((r) => !r.hidden).map((r) => r.dataset['id']!);
	});
	enhanceCompare(doc, tables, state.compare, (compare) => {
		state = { ...state, compare };
		apply(true);
	});
	form.hidden = false;
	switcher.hidden = false;
	if (depthSwitch) depthSwitch.hidden = false;
	const chooser = doc.getElementById('column-chooser');
	if (chooser) chooser.hidden = false;
	// When a link's filter was left out, the URL says what is shown.
	apply(unknown.length > 0);
}

/** A "Compare" box in each row; two to four ticked studies open /compare/?ids=... */
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
		const ok = chosen.length >= 2 && chosen.length <= MAX_COMPARE;
		link.href = `${link.pathname}${ok ? `?ids=${chosen.join(',')}` : ''}`;
		link.setAttribute('aria-disabled', String(!ok));
		count.textContent =
			chosen.length > MAX_COMPARE
				? `${chosen.length} selected: compare at most ${MAX_COMPARE}.`
				: `${chosen.length} selected${ok ? '' : ': select two to four studies'}.`;
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
			count.textContent = 'Select two to four studies first.';
		}
	});
	bar.hidden = false;
	refresh();
}
