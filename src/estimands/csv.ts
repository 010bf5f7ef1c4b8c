// A small RFC 4180 CSV parser that keeps the 1-based line on which each record starts.

/** One record: its fields and the line (1-based) on which it starts. */
export interface CsvRow {
	line: number;
	fields: string[];
}

/** A syntax problem at a line. */
export interface CsvError {
	line: number;
	message: string;
}

/** Parsed records (blank lines skipped) and syntax errors. */
export interface CsvResult {
	rows: CsvRow[];
	errors: CsvError[];
}

/**
 * Parses comma-separated text as RFC 4180 describes it: fields may be quoted with `"`, a quote
 * inside a quoted field is written `""`, and quoted fields may contain commas and line breaks.
 * Lines may end in CRLF, LF or CR; a leading byte-order mark is dropped; blank lines are skipped.
 * A stray quote in an unquoted field, text after a closing quote, or a quote left open are errors;
 * parsing continues so that every problem is reported at once. With `onRow` and `onError` each
 * record and error is handed over as it is found and not kept, so the result holds neither.
 */
export function parseCsv(text: string, onRow?: (row: CsvRow) => void, onError?: (error: CsvError) => void): CsvResult {
	const src = text.startsWith('\uFEFF') ? text.slice(1) : text;
	const rows: CsvRow[] = [];
	// with a callback each error is handed over and not kept, as rows are
	const kept: CsvError[] = [];
	const errors = onError ? { push: (e: CsvError) => onError(e) } : kept;
	let line = 1;
	let fields: string[] = [];
	let field = '';
	let rowLine = 1;
	let quotedSeen = false; // whether the current record had any quoted field (a quoted "" is not blank)
	let i = 0;
	const n = src.length;

	const endRecord = (): void => {
		fields.push(field);
		const blank = fields.length === 1 && fields[0] === '' && !quotedSeen;
		// with a callback each record is handed over and not kept: a large file is never held twice
		if (!blank) {
			if (onRow) onRow({ line: rowLine, fields });
			else rows.push({ line: rowLine, fields });
		}
		fields = [];
		field = '';
		quotedSeen = false;
	};
	const newline = (): void => {
		// consumes CRLF, LF or CR at i
		if (src[i] === '\r' && src[i + 1] === '\n') i += 2;
		else i += 1;
		line += 1;
	};

	while (i < n) {
		const ch = src[i]!;
		if (field === '' && ch === '"') {
			// quoted field
			quotedSeen = true;
			const startLine = line;
			i += 1;
			let closed = false;
			while (i < n) {
				const c = src[i]!;
				if (c === '"') {
					if (src[i + 1] === '"') {
						field += '"';
						i += 2;
					} else {
						i += 1;
						closed = true;
						break;
					}
				} else if (c === '\r' || c === '\n') {
					field += c === '\r' && src[i + 1] === '\n' ? '\r\n' : c;
					newline();
				} else {
					field += c;
					i += 1;
				}
			}
			if (!closed) {
				errors.push({ line: startLine, message: 'a quoted field is never closed (missing `"`)' });
				fields.push(field);
				if (onRow) onRow({ line: rowLine, fields });
				else rows.push({ line: rowLine, fields });
				return { rows, errors: kept };
			}
			// after the closing quote: a delimiter, a line break or the end of the text
			if (i < n && src[i] !== ',' && src[i] !== '\r' && src[i] !== '\n') {
				errors.push({ line, message: 'unexpected text after a closing quote; write a quote inside a quoted field as ""' });
				while (i < n && src[i] !== ',' && src[i] !== '\r' && src[i] !== '\n') field += src[i++];
			}
			continue;
		}
		if (ch === ',') {
			fields.push(field);
			field = '';
			i += 1;
		} else if (ch === '\r' || ch === '\n') {
			newline();
			endRecord();
			rowLine = line;
		} else {
			// an unquoted run of characters up to the next delimiter or line break, taken as one slice
			let j = i;
			while (j < n) {
				const c = src.charCodeAt(j);
				if (c === 44 || c === 13 || c === 10) break;
				if (c === 34) errors.push({ line, message: 'a quote inside an unquoted field; quote the whole field and double the inner quote' });
				j++;
			}
			field += src.slice(i, j);
			i = j;
		}
	}
	if (field !== '' || fields.length > 0 || quotedSeen) endRecord();
	return { rows, errors: kept };
}
