/**
 * Makes tables marked `data-sortable` sortable by any column: header text becomes a button,
 * `aria-sort` reflects the order, and cells may carry a `data-sort` key (numeric columns are
 * marked `data-numeric`). The table reads the same without this script.
 */
import { compareKeys } from '../views/matrix-state.ts';

export function enhanceSortable(doc: Document): void {
	for (const table of doc.querySelectorAll<HTMLTableElement>('table[data-sortable]')) {
		const headers = [...table.tHead!.rows[0]!.cells];
		const body = table.tBodies[0]!;
		let current = -1;
		let dir: 1 | -1 = 1;
		headers.forEach((th, index) => {
			const button = doc.createElement('button');
			button.type = 'button';
			button.className = 'sort-button';
			button.append(...th.childNodes);
			const arrow = doc.createElement('span');
			arrow.className = 'arrow';
			arrow.setAttribute('aria-hidden', 'true');
			arrow.textContent = '↕';
			button.append(arrow);
			th.replaceChildren(button);
			th.setAttribute('aria-sort', 'none');
			button.addEventListener('click', () => {
				dir = current === index && dir === 1 ? -1 : 1;
				current = index;
				const numeric = th.hasAttribute('data-numeric');
				const key = (r: HTMLTableRowElement) => r.cells[index]?.dataset['sort'] ?? r.cells[index]?.textContent?.trim() ?? '';
				body.append(...[...body.rows].sort((a, b) => compareKeys(key(a), key(b), numeric) * dir));
				headers.forEach((h, i) => {
					h.setAttribute('aria-sort', i === current ? (dir === 1 ? 'ascending' : 'descending') : 'none');
					const a = h.querySelector('.arrow');
					if (a) a.textContent = i === current ? (dir === 1 ? '▲' : '▼') : '↕';
				});
			});
		});
	}
}
