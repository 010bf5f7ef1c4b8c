/** Renders the side-by-side comparison from /data/compare.json; everything is text nodes. */
import { alignFields, type CompareField } from '../views/compare.ts';
import { MAX_COMPARE } from '../views/matrix-state.ts';
import { studyPath } from '../lib/routes.ts';

/** `?ids=a,b` or `?ids=a&ids=b`, de-duplicated, in order. */
export function parseIds(search: string): string[] {
	const p = new URLSearchParams(search);
	return [
		...new Set(
			p
				.getAll('ids')
				.flatMap((v) => v.split(','))
				.map((s) => s.trim())
				.filter(Boolean),
		),
	];
}

export async function startCompare(doc: Document): Promise<void> {
	const status = doc.getElementById('compare-status')!;
	const output = doc.getElementById('compare-output')!;
	const form = doc.getElementById('compare-form') as HTMLFormElement;
	const ids = parseIds(location.search);
	for (const box of form.querySelectorAll<HTMLInputElement>('input[name=ids]')) box.checked = ids.includes(box.value);
	form.addEventListener('submit', (e) => {
		e.preventDefault();
		const chosen = [...form.querySelectorAll<HTMLInputElement>('input[name=ids]:checked')].map((b) => b.value);
		location.search = chosen.length ? `?ids=${chosen.join(',')}` : '';
	});
	if (ids.length < 2) {
		status.textContent = ids.length === 1 ? 'Choose at least one more study to compare.' : 'Choose two to four studies.';
		return;
	}
	if (ids.length > MAX_COMPARE) {
		status.textContent = `Choose at most ${MAX_COMPARE} studies; you chose ${ids.length}.`;
		return;
	}
	const base = import.meta.env.BASE_URL;
	// Maps, not objects, keyed by ids from the URL: "__proto__" or "constructor" is then just an unknown id
	const all = new Map(Object.entries((await (await fetch(`${base}data/compare.json`)).json()) as Record<string, CompareField[]>));
	const names = new Map([...form.querySelectorAll<HTMLInputElement>('input[name=ids]')].map((b) => [b.value, b.parentElement?.textContent?.trim() ?? b.value]));
	const unknown = ids.filter((id) => !all.has(id));
	if (unknown.length) {
		status.textContent = `No study with id ${unknown.join(', ')}.`;
		return;
	}
	const rows = alignFields(ids.map((id) => all.get(id)!));
	const table = doc.createElement('table');
	table.className = 'compare';
	const caption = table.createCaption();
	caption.textContent = `${ids.length} studies side by side; rows marked “differs” have different values`;
	const head = table.createTHead().insertRow();
	const corner = doc.createElement('th');
	corner.scope = 'col';
	corner.textContent = 'Field';
	head.append(corner);
	for (const id of ids) {
		const th = doc.createElement('th');
		th.scope = 'col';
		const a = doc.createElement('a');
		a.href = `${base}${studyPath(id)}`;
		a.textContent = names.get(id) ?? id;
		th.append(a);
		head.append(th);
	}
	let group = '';
	let body: HTMLTableSectionElement | undefined;
	for (const r of rows) {
		if (r.group !== group) {
			group = r.group;
			body = table.createTBody();
			const gr = body.insertRow();
			const gh = doc.createElement('th');
			gh.scope = 'rowgroup';
			gh.colSpan = ids.length + 1;
			gh.className = 'group';
			gh.textContent = group;
			gr.append(gh);
		}
		const tr = body!.insertRow();
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
		for (const v of r.values) tr.insertCell().textContent = v;
	}
	const wrap = doc.createElement('section');
	wrap.className = 'table-scroll';
	wrap.tabIndex = 0;
	wrap.setAttribute('aria-label', 'Comparison table');
	wrap.append(table);
	output.replaceChildren(wrap);
	const differing = rows.filter((r) => r.differs).length;
	status.textContent = `${differing} of ${rows.length} fields differ.`;
}
