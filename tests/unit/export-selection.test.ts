/** "Export this selection": the site's downloads cut to the shown studies, parsed back. */
import { parse as parseBibtex } from '@retorquere/bibtex-parser';
import { parse as parseCsvLib } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { parseCsv, recordKey, selectBibtex, selectCsl, selectCsv, selectJson, selectRis } from '../../src/client/export-selection.ts';

const csv = 'id,short_name,notes\r\na,Alpha,"one, two"\r\nb,Beta,"a ""quoted""\nline"\r\nc,Gamma,plain\r\n';

describe('export selection', () => {
	it('parses CSV as RFC 4180 does, quoted commas, quotes and line breaks included', () => {
		expect(parseCsv(csv)).toEqual(parseCsvLib(csv));
	});

	it('keeps the header and the selected rows, in the shown order, and stays valid CSV', () => {
		const out = selectCsv(csv, ['c', 'b', 'c']);
		expect(parseCsvLib(out, { columns: true })).toEqual([
			{ id: 'c', short_name: 'Gamma', notes: 'plain' },
			{ id: 'b', short_name: 'Beta', notes: 'a "quoted"\nline' },
		]);
		expect(parseCsvLib(selectCsv(csv, []), { columns: true })).toEqual([]);
	});

	it('keeps the selected records of the JSON, with its version and licence', () => {
		const file = { version: '1.2.3', license: { id: 'CC-BY-4.0' }, studies: [{ id: 'a' }, { id: 'b' }] };
		expect(JSON.parse(selectJson(JSON.stringify(file), ['b']))).toEqual({ ...file, studies: [{ id: 'b' }] });
		expect(JSON.parse(selectJson(JSON.stringify(file), ['b', 'a'])).studies).toEqual([{ id: 'b' }, { id: 'a' }]);
	});

	it('keeps the selected BibTeX entries, which parse back', () => {
		const bib = [
			'@comment{Data licensed under CC-BY-4.0}',
			...['a-one', 'b-two', 'c'].map((id) => `@misc{${recordKey(id)},\n\ttitle = {Record ${id}},\n}`),
		].join('\n\n');
		const text = selectBibtex(bib, ['c', 'b-two'].map(recordKey));
		expect(text).toMatch(/^@comment\{Data licensed under CC-BY-4\.0\}/);
		const out = parseBibtex(text);
		expect(out.errors).toEqual([]);
		expect(out.entries.map((e) => e.key)).toEqual(['skillevidence_c', 'skillevidence_b_two']);
	});

	it('keeps the selected RIS references and CSL-JSON items by id, in the shown order', () => {
		const ris = ['ref-1', 'study-x', 'ref-2'].map((id) => `TY  - JOUR\nID  - ${id}\nTI  - Title ${id}\nER  - \n`).join('\n');
		const kept = selectRis(ris, ['ref-2', 'ref-1', 'nope']);
		expect([...kept.matchAll(/^ID {2}- (.*)$/gm)].map((m) => m[1])).toEqual(['ref-2', 'ref-1']);
		expect(kept.match(/^ER {2}- $/gm)).toHaveLength(2);
		expect(kept.match(/^TY {2}- JOUR$/gm)).toHaveLength(2);
		const csl = JSON.stringify([{ id: 'ref-1' }, { id: 'study-x' }, { id: 'ref-2' }]);
		expect(JSON.parse(selectCsl(csl, ['study-x', 'ref-1', 'study-x']))).toEqual([{ id: 'study-x' }, { id: 'ref-1' }]);
	});
});
