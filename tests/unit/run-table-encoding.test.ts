/**
 * How a run table's bytes become text (src/estimands/encoding.ts), the one function `npm run
 * analyze` and the /tools/ worker both call: UTF-8 with or without a byte-order mark, UTF-16 with
 * one (read, and said), and bytes that are not UTF-8 refused at their line and column instead of
 * becoming U+FFFD (which made the Latin-1 tasks "café" and "cafë" one task).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { decodeRunTable, firstInvalidUtf8 } from '../../src/estimands/encoding.ts';
import { parseRunTable } from '../../src/estimands/runs.ts';
import { ROOT } from '../helpers/paths.ts';

const bytes = (name: string) => new Uint8Array(readFileSync(`${ROOT}/tests/fixtures/runs/${name}.csv`));
const utf8 = new TextEncoder();

describe('decodeRunTable', () => {
	it('reads UTF-8, with or without a byte-order mark, to the same table and no problem', () => {
		const plain = decodeRunTable(utf8.encode(readFileSync(`${ROOT}/tests/fixtures/runs/basic.csv`, 'utf8')), 'basic.csv');
		expect(plain.problems).toEqual([]);
		const bom = decodeRunTable(bytes('utf8-bom'), 'utf8-bom.csv');
		expect(bom.problems).toEqual([]);
		expect(bom.text!.startsWith('task,arm')).toBe(true);
		expect(parseRunTable(bom.text!).table!.tasks.map((t) => t.task)).toEqual(['café', 'cafë']);
	});

	it('reads UTF-16 with a byte-order mark, either byte order, as the UTF-8 table, with a warning that says so', () => {
		const expected = decodeRunTable(bytes('utf8-bom'), 'x.csv').text;
		for (const [name, order] of [
			['utf16le', 'little'],
			['utf16be', 'big'],
		] as const) {
			const read = decodeRunTable(bytes(name), `${name}.csv`);
			expect(read.text).toBe(expected);
			expect(read.problems).toEqual([
				expect.objectContaining({
					file: `${name}.csv`,
					severity: 'warning',
					rule: 'encoding',
					message: `the file is UTF-16 (${order}-endian, from its byte-order mark); it was read as such`,
				}),
			]);
		}
	});

	it('refuses bytes that are not UTF-8 at the line and column of the first, with what to do', () => {
		const read = decodeRunTable(bytes('latin1'), 'latin1.csv');
		expect(read.text).toBeNull();
		expect(read.problems).toEqual([
			{
				file: 'latin1.csv',
				line: 2,
				column: 4,
				path: '',
				severity: 'error',
				rule: 'encoding',
				message: 'byte 0xE9 is not UTF-8: the file is in another encoding (Latin-1 or Windows-1252, perhaps)',
				tip: expect.stringMatching(/^save the table as UTF-8 .*names that differ only there would become one$/),
			},
		]);
		// the column counts characters, not bytes: "é" before the bad byte is one column
		const after = decodeRunTable(new Uint8Array([...utf8.encode('task\nété,'), 0xff]), 'x.csv');
		expect(after.problems[0]).toMatchObject({ line: 2, column: 5 });
	});

	it('refuses a NUL byte (UTF-16 with no byte-order mark) at its position', () => {
		const noBom = bytes('utf16le').subarray(2);
		expect(decodeRunTable(noBom, 'x.csv')).toEqual({
			text: null,
			problems: [expect.objectContaining({ line: 1, column: 2, severity: 'error', message: expect.stringMatching(/^the file holds a NUL byte/) })],
		});
	});

	it('finds the first byte that is not UTF-8, as TextDecoder in fatal mode judges it', () => {
		const cases: number[][] = [
			[0x61, 0x62],
			[0xc3, 0xa9],
			[0xc0, 0x80], // overlong
			[0xe0, 0x80, 0x80], // overlong
			[0xed, 0xa0, 0x80], // surrogate
			[0xf4, 0x90, 0x80, 0x80], // past U+10FFFF
			[0xf0, 0x9f, 0x98, 0x80],
			[0x61, 0xe2, 0x82], // cut short
			[0x61, 0x80],
			[0xff],
		];
		for (const c of cases) {
			const b = new Uint8Array(c);
			let valid = true;
			try {
				new TextDecoder('utf-8', { fatal: true }).decode(b);
			} catch {
				valid = false;
			}
			expect(firstInvalidUtf8(b) === -1, c.join(' ')).toBe(valid);
		}
		expect(firstInvalidUtf8(new Uint8Array([0x61, 0x62, 0xe9, 0x63]))).toBe(2);
	});
});
