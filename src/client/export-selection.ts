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

/** The CSV's header and the records whose `id` column is selected, in the file's order. */
export function selectCsv(text: string, ids: ReadonlySet<string>): string {
	const [header, ...records] = parseCsv(text);
	if (!header) return '';
	const idColumn = header.indexOf('id');
	const kept = records.filter((r) => ids.has(r[idColumn] ?? ''));
	return `${[header, ...kept].map((r) => r.map(csvField).join(',')).join('\r\n')}\r\n`;
}

/** studies.json with only the selected records; its version and licence stay with them. */
export function selectJson(text: string, ids: ReadonlySet<string>): string {
	const file = JSON.parse(text) as { studies: { id: string }[] };
	return `${JSON.stringify({ ...file, studies: file.studies.filter((r) => ids.has(r.id)) }, null, 2)}\n`;
}

/** The BibTeX key of a record's citation (the same as the study page's citation box gives). */
export function recordKey(id: string): string {
	return `skillevidence_${id.replace(/-/g, '_')}`;
}

/** The selected entries of records.bib, each entry being one `@type{key, ...}` block; the file's `@comment` (its licence) stays. */
export function selectBibtex(text: string, ids: ReadonlySet<string>): string {
	const keys = new Set([...ids].map(recordKey));
	const entries = text.split(/\n(?=@)/).filter((e) => /^@comment\{/i.test(e.trim()) || keys.has(/^@\w+\{([^,]+),/.exec(e.trim())?.[1] ?? ''));
	return `${entries.map((e) => e.trim()).join('\n\n')}\n`;
}

const FORMATS = {
	csv: { file: 'studies.csv', type: 'text/csv', select: selectCsv },
	json: { file: 'studies.json', type: 'application/json', select: selectJson },
	bib: { file: 'records.bib', type: 'application/x-bibtex', select: selectBibtex },
} as const;

/** Wires the export buttons: each fetches its download, keeps the shown rows, and saves the result. */
export function enhanceExport(doc: Document, shownIds: () => string[]): void {
	const bar = doc.getElementById('export-selection');
	if (!bar) return;
	const base = bar.dataset['base'] ?? '/';
	for (const button of bar.querySelectorAll<HTMLButtonElement>('button[data-format]')) {
		button.addEventListener('click', async () => {
			const format = FORMATS[button.dataset['format'] as keyof typeof FORMATS];
			const ids = new Set(shownIds());
			const res = await fetch(`${base}data/${format.file}`);
			const body = format.select(await res.text(), ids);
			const a = doc.createElement('a');
			a.href = URL.createObjectURL(new Blob([body], { type: format.type }));
			a.download = `skill-evidence-selection.${format.file.split('.').pop()}`;
			doc.body.append(a);
			a.click();
			a.remove();
			setTimeout(() => URL.revokeObjectURL(a.href), 1000);
		});
	}
	bar.hidden = false;
}
