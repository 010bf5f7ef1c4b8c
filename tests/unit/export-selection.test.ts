/** "Export this selection": the site's downloads cut to the shown studies, parsed back. */
import { parse as parseBibtex } from '@retorquere/bibtex-parser';
import { parse as parseCsvLib } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { parseCsv, recordKey, selectBibtex, selectCsv, selectJson } from '../../src/client/export-selection.ts';

const csv = 'id,short_name,notes\r\na,Alpha,"one, two"\r\nb,Beta,"a ""quoted""\nline"\r\nc,Gamma,plain\r\n';

describe('export selection', () => {
	it('parses CSV as RFC 4180 does, quoted commas, quotes and line breaks included', () => {
		expect(parseCsv(csv)).toEqual(parseCsvLib(csv));
	});

	it('keeps the header and the selected rows, in the file’s order, and stays valid CSV', () => {
		const out = selectCsv(csv, new Set(['c', 'b']));
		expect(parseCsvLib(out, { columns: true })).toEqual([
			{ id: 'b', short_name: 'Beta', notes: 'a "quoted"\nline' },
			{ id: 'c', short_name: 'Gamma', notes: 'plain' },
		]);
		expect(parseCsvLib(selectCsv(csv, new Set()), { columns: true })).toEqual([]);
	});

	it('keeps the selected records of the JSON, with its version and licence', () => {
		const file = { version: '1.2.3', license: { id: 'CC-BY-4.0' }, studies: [{ id: 'a' }, { id: 'b' }] };
		expect(JSON.parse(selectJson(JSON.stringify(file), new Set(['b'])))).toEqual({ ...file, studies: [{ id: 'b' }] });
	});

	it('keeps the selected BibTeX entries, which parse back', () => {
		const bib = [
			'@comment{Data licensed under CC-BY-4.0}',
			...['a-one', 'b-two', 'c'].map((id) => `@misc{${recordKey(id)},\n\ttitle = {Record ${id}},\n}`),
		].join('\n\n');
		const text = selectBibtex(bib, new Set(['b-two', 'c']));
		expect(text).toMatch(/^@comment\{Data licensed under CC-BY-4\.0\}/);
		const out = parseBibtex(text);
		expect(out.errors).toEqual([]);
		expect(out.entries.map((e) => e.key)).toEqual(['skillevidence_b_two', 'skillevidence_c']);
	});
});
