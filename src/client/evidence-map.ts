/**
 * Depth, year and source filters for the evidence map: hide non-matching studies, recount and
 * reshade cells, point each cell's matrix link at the same filtered studies, keep state in the URL.
 */
import { liveForm, replaceQuery } from './live-form.ts';
import { cellMatrixQuery } from '../views/map-links.ts';
import { shadeLevel } from '../views/shade.ts';

export function enhanceEvidenceMap(doc: Document): void {
	const form = doc.getElementById('map-filters') as HTMLFormElement | null;
	const status = doc.getElementById('map-status');
	const table = doc.querySelector<HTMLTableElement>('table.evidence-map');
	if (!form || !status || !table) return;
	const depth = doc.getElementById('map-depth') as HTMLSelectElement;
	const year = doc.getElementById('map-year') as HTMLSelectElement;
	const source = doc.getElementById('map-source') as HTMLSelectElement;
	// Shades stay relative to the unfiltered map, so a filtered cell reads lighter than before, never darker.
	const max = Number(table.dataset['max'] ?? '0');
	const params = new URLSearchParams(location.search);
	depth.value = params.get('depth') ?? '';
	year.value = params.get('year') ?? '';
	source.value = params.get('source') ?? '';
	const apply = () => {
		let shown = 0;
		for (const cell of table.querySelectorAll<HTMLTableCellElement>('td.map-cell')) {
			const items = [...cell.querySelectorAll<HTMLLIElement>('li')];
			if (items.length === 0) continue;
			let n = 0;
			for (const li of items) {
				const ok =
					(!depth.value || li.dataset['depth'] === depth.value) &&
					(!year.value || li.dataset['year'] === year.value) &&
					(!source.value || li.dataset['source'] === source.value);
				li.hidden = !ok;
				if (ok) n++;
			}
			shown += n;
			const count = cell.querySelector('.count');
			if (count) count.textContent = String(n);
			const unit = cell.querySelector('.unit');
			if (unit) unit.textContent = n === 1 ? 'study' : 'studies';
			cell.dataset['shade'] = String(shadeLevel(n, max));
			cell.classList.toggle('gap', n === 0);
			const link = cell.querySelector<HTMLAnchorElement>('a.matrix-link');
			const query = cellMatrixQuery(cell.dataset['row'] ?? '', cell.dataset['column'] ?? '', {
				depth: depth.value,
				year: year.value,
				source: source.value,
			});
			if (link && query !== null) {
				link.search = query;
				link.hidden = n === 0;
			}
		}
		status.textContent = depth.value || year.value || source.value ? `Filtered: ${shown} placements shown.` : '';
		const url = new URLSearchParams();
		if (depth.value) url.set('depth', depth.value);
		if (year.value) url.set('year', year.value);
		if (source.value) url.set('source', source.value);
		replaceQuery(url);
	};
	liveForm(form, apply);
}
