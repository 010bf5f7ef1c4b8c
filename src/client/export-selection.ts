/**
 * "Export this selection" on the matrix: the rows a reader filtered to, as CSV, JSON and BibTeX.
 * The files are the site's own downloads (/data/studies.csv, studies.json, records.bib) cut down
 * to the selected studies in the browser, so an export always equals the full download's rows.
 */

/** Splits CSV text into records of fields (RFC 4180: quoted fields may hold commas, quotes and line breaks). */
export function parseCsv(text: string): string[][] {
	const rows: string[][] = [];
	let row: string[] = [];
	let field = '';
	let quoted = false;
	for (let i = 0; i < text.length; i++) {
		const ch = text[i]!;
		if (quoted) {
			if (ch === '"' && text[i + 1] === '"') {
				field += '"';
				i++;
			} else if (ch === '"') quoted = false;
			else field += ch;
		} else if (ch === '"') quoted = true;
		else if (ch === ',') {
			row.push(field);
			field = '';
		} else if (ch === '\n' || ch === '\r') {
			if (ch === '\r' && text[i + 1] === '\n') i++;
			row.push(field);
			rows.push(row);
			row = [];
			field = '';
		} else field += ch;
	}
	if (field !== '' || row.length > 0) {
		row.push(field);
		rows.push(row);
	}
	return rows;
}

function csvField(value: string): string {
	return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** Ids in the order given, each once. */
const once = (ids: readonly string[]) => [...new Set(ids)];

/** Items ordered as `ids` lists them (the shown order), each id once; ids the file lacks are left out. */
function inOrder<T>(items: readonly T[], idOf: (item: T) => string | undefined, ids: readonly string[]): T[] {
	const byId = new Map<string, T>();
	for (const item of items) {
		const id = idOf(item);
		if (id !== undefined && !byId.has(id)) byId.set(id, item);
	}
	return once(ids).flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
}

/** The CSV's header and the records whose `id` column is selected, in the order of `ids`. */
export function selectCsv(text: string, ids: readonly string[]): string {
	const [header, ...records] = parseCsv(text);
	if (!header) return '';
	const idColumn = header.indexOf('id');
	const kept = inOrder(records, (r) => r[idColumn], ids);
	return `${[header, ...kept].map((r) => r.map(csvField).join(',')).join('\r\n')}\r\n`;
}

/** studies.json with only the selected records, in the order of `ids`; its version and licence stay with them. */
export function selectJson(text: string, ids: readonly string[]): string {
	const file = JSON.parse(text) as { studies: { id: string }[] };
	return `${JSON.stringify({ ...file, studies: inOrder(file.studies, (r) => r.id, ids) }, null, 2)}\n`;
}

/** The BibTeX key of a record's citation (the same as the study page's citation box gives). */
export function recordKey(id: string): string {
	return `skillevidence_${id.replace(/-/g, '_')}`;
}

/** The entries of a BibTeX file with the given keys, in that order; the file's `@comment` (its licence) stays first. */
export function selectBibtex(text: string, keys: readonly string[]): string {
	const blocks = text.split(/\n(?=@)/).map((e) => e.trim());
	const comments = blocks.filter((e) => /^@comment\{/i.test(e));
	const entries = inOrder(blocks, (e) => (/^@comment\{/i.test(e) ? undefined : /^@\w+\{([^,]+),/.exec(e)?.[1]), keys);
	return `${[...comments, ...entries].join('\n\n')}\n`;
}

/** The RIS references whose `ID` is given, in that order. */
export function selectRis(text: string, ids: readonly string[]): string {
	const refs = text
		.split(/^ER {2}-.*$/m)
		.map((r) => r.trim())
		.filter(Boolean);
	const kept = inOrder(refs, (r) => /^ID {2}- (.*)$/m.exec(r)?.[1]?.trim(), ids);
	return kept.map((r) => `${r}\nER  - \n`).join('\n');
}

/** The CSL-JSON items whose `id` is given, in that order. */
export function selectCsl(text: string, ids: readonly string[]): string {
	const items = JSON.parse(text) as { id: string }[];
	return `${JSON.stringify(
		inOrder(items, (i) => i.id, ids),
		null,
		2,
	)}\n`;
}

/** A shown row: the study's id and the bibliography id of its paper. */
export interface ShownStudy {
	id: string;
	paper: string;
}

type Fetch = (file: string) => Promise<string>;

/**
 * What each button saves: the file it cuts, how, and under which name. Records are our structured
 * summaries (one per study); papers are the studied works, as each study page cites them (one per
 * paper, so two studies of one paper give one entry).
 */
export interface ExportFormat {
	/** The download it cuts (under /data/); the saved file is named after it. */
	file: string;
	type: string;
	make: (rows: readonly ShownStudy[], get: Fetch) => Promise<string>;
}

/** A format cut from one download by one id per shown row. */
const byId = (file: string, type: string, select: (text: string, ids: readonly string[]) => string, idOf: (row: ShownStudy) => string): ExportFormat => ({
	file,
	type,
	make: async (rows, get) => select(await get(file), rows.map(idOf)),
});

const BIB = 'application/x-bibtex';
const RIS = 'application/x-research-info-systems';
const JSON_TYPE = 'application/json';

export const FORMATS: Record<string, ExportFormat> = {
	csv: byId('studies.csv', 'text/csv', selectCsv, (r) => r.id),
	json: byId('studies.json', JSON_TYPE, selectJson, (r) => r.id),
	'records-bib': byId('records.bib', BIB, selectBibtex, (r) => recordKey(r.id)),
	'records-ris': byId('records.ris', RIS, selectRis, (r) => `record-${r.id}`),
	'records-csl': byId('records.csl.json', JSON_TYPE, selectCsl, (r) => `record-${r.id}`),
	'papers-bib': {
		file: 'papers.bib',
		type: BIB,
		// A paper's BibTeX key is its bibliography key; the CSL-JSON file maps the paper's id to it.
		make: async (rows, get) => {
			const [bib, csl] = await Promise.all([get('papers.bib'), get('papers.csl.json')]);
			const keyOf = new Map((JSON.parse(csl) as { id: string; 'citation-key'?: string }[]).map((i) => [i.id, i['citation-key'] ?? i.id]));
			return selectBibtex(
				bib,
				rows.flatMap((r) => (keyOf.has(r.paper) ? [keyOf.get(r.paper)!] : [])),
			);
		},
	},
	'papers-ris': byId('papers.ris', RIS, selectRis, (r) => r.paper),
	'papers-csl': byId('papers.csl.json', JSON_TYPE, selectCsl, (r) => r.paper),
};

/** Wires the export buttons: each fetches its download, keeps the shown rows in the shown order, and saves the result. */
export function enhanceExport(doc: Document, shown: () => ShownStudy[]): void {
	const bar = doc.getElementById('export-selection');
	if (!bar) return;
	const base = bar.dataset['base'] ?? '/';
	const get: Fetch = async (file) => {
		const res = await fetch(`${base}data/${file}`);
		if (!res.ok) throw new Error(`${file}: HTTP ${res.status}`);
		return res.text();
	};
	const status = bar.querySelector<HTMLElement>('[data-export-status]');
	for (const button of bar.querySelectorAll<HTMLButtonElement>('button[data-format]')) {
		button.addEventListener('click', async () => {
			const format = FORMATS[button.dataset['format'] ?? ''];
			if (!format) return;
			let body: string;
			try {
				body = await format.make(shown(), get);
			} catch (err) {
				if (status) status.textContent = `The export failed: ${(err as Error).message}. Every file is also on the downloads page.`;
				return;
			}
			const a = doc.createElement('a');
			a.href = URL.createObjectURL(new Blob([body], { type: format.type }));
			a.download = `skill-evidence-selection-${format.file}`;
			doc.body.append(a);
			a.click();
			a.remove();
			setTimeout(() => URL.revokeObjectURL(a.href), 1000);
		});
	}
	bar.hidden = false;
}
