/**
 * The checklist gaps grid: a checkbox that hides the rows of studies with nothing assessed, its
 * state kept in the URL (`?hide=unassessed`) so the shorter grid can be linked to. The page
 * renders every row and keeps the control hidden; without this script all rows show.
 */
import { replaceQuery } from './live-form.ts';

export const HIDE_PARAM = 'hide';
export const HIDE_UNASSESSED = 'unassessed';
/** The source facet: the review's studies, or those read beyond it. */
export const SOURCE_PARAM = 'source';

/** Whether a query string asks to hide the rows with nothing assessed. */
export function hidesUnassessed(search: string): boolean {
	return new URLSearchParams(search).getAll(HIDE_PARAM).includes(HIDE_UNASSESSED);
}

/** The query with the hide flag set or cleared; other parameters are kept as they were. */
export function withHideUnassessed(search: string, hide: boolean): URLSearchParams {
	const p = new URLSearchParams(search);
	const others = p.getAll(HIDE_PARAM).filter((v) => v !== HIDE_UNASSESSED);
	p.delete(HIDE_PARAM);
	for (const v of others) p.append(HIDE_PARAM, v);
	if (hide) p.append(HIDE_PARAM, HIDE_UNASSESSED);
	return p;
}

export function enhanceGapsGrid(doc: Document): void {
	const controls = doc.getElementById('gaps-controls');
	const box = doc.getElementById('hide-unassessed');
	const table = doc.querySelector<HTMLTableElement>('table.gaps-matrix');
	const shown = doc.getElementById('gaps-shown');
	if (!controls || !(box instanceof HTMLInputElement) || !table || !shown) return;
	const rows = [...table.tBodies[0]!.rows];

	const source = doc.getElementById('gaps-source') as HTMLSelectElement | null;

	const apply = (hide: boolean) => {
		box.checked = hide;
		const from = source?.value ?? '';
		for (const row of rows) row.hidden = (hide && row.hasAttribute('data-nothing-assessed')) || (from !== '' && row.dataset['source'] !== from);
		const visible = rows.filter((r) => !r.hidden).length;
		shown.textContent = `Showing ${visible} of ${rows.length} studies.`;
	};

	box.addEventListener('change', () => {
		apply(box.checked);
		replaceQuery(withHideUnassessed(location.search, box.checked));
	});
	// The source filter, kept in the URL as ?source=review or ?source=beyond, beside the hide flag.
	if (source) {
		source.value = new URLSearchParams(location.search).get(SOURCE_PARAM) ?? '';
		if (![...source.options].some((o) => o.value === source.value)) source.value = '';
		source.addEventListener('change', () => {
			apply(box.checked);
			const p = new URLSearchParams(location.search);
			if (source.value) p.set(SOURCE_PARAM, source.value);
			else p.delete(SOURCE_PARAM);
			replaceQuery(p);
		});
	}

	apply(hidesUnassessed(location.search));
	controls.hidden = false;
}
