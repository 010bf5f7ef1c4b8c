/**
 * The bytes of a run table as text, read the same way by `npm run analyze` and by the /tools/
 * page (its worker): UTF-8, with or without a byte-order mark; UTF-16 when it starts with a
 * byte-order mark, which is what spreadsheets write as "Unicode text", read and said; anything else
 * refused at its first byte that is not UTF-8. Read as UTF-8 regardless, a Latin-1 "é" becomes
 * U+FFFD, and two task names that differ only there become one task. No dependency: the worker
 * bundle imports this.
 */
import { makeProblem, type Problem } from '../lib/problems.ts';

/** What a run table's bytes read as: the text (null when refused), and what was found on the way. */
export interface DecodedTable {
	text: string | null;
	problems: Problem[];
}

const RULE = 'encoding';

const SAVE_AS_UTF8 = 'save the table as UTF-8 (in a spreadsheet: "CSV UTF-8") and read it again';

/** Line and column (1-based, in characters) of a byte offset that begins a character of valid UTF-8 before it. */
function positionOf(bytes: Uint8Array, offset: number): { line: number; column: number } {
	const before = new TextDecoder('utf-8').decode(bytes.subarray(0, offset));
	const lastBreak = before.lastIndexOf('\n');
	let line = 1;
	for (let i = before.indexOf('\n'); i !== -1; i = before.indexOf('\n', i + 1)) line++;
	return { line, column: [...before.slice(lastBreak + 1)].length + 1 };
}

/** The offset of the first byte that does not begin (or continue) a valid UTF-8 sequence; -1 when all are valid. */
export function firstInvalidUtf8(bytes: Uint8Array): number {
	let i = 0;
	const n = bytes.length;
	while (i < n) {
		const b = bytes[i]!;
		if (b < 0x80) {
			i++;
			continue;
		}
		// the lead byte's length and the range of the byte after it (RFC 3629: no overlong forms, no surrogates, nothing past U+10FFFF)
		const [need, min, max] =
			b >= 0xc2 && b <= 0xdf
				? [1, 0x80, 0xbf]
				: b === 0xe0
					? [2, 0xa0, 0xbf]
					: b === 0xed
						? [2, 0x80, 0x9f]
						: b >= 0xe1 && b <= 0xef
							? [2, 0x80, 0xbf]
							: b === 0xf0
								? [3, 0x90, 0xbf]
								: b === 0xf4
									? [3, 0x80, 0x8f]
									: b >= 0xf1 && b <= 0xf3
										? [3, 0x80, 0xbf]
										: [0, 0, 0];
		if (need === 0 || i + need >= n) return i;
		const second = bytes[i + 1]!;
		if (second < min || second > max) return i;
		for (let k = 2; k <= need; k++) {
			const c = bytes[i + k]!;
			if (c < 0x80 || c > 0xbf) return i;
		}
		i += need + 1;
	}
	return -1;
}

const hex = (b: number) => `0x${b.toString(16).toUpperCase().padStart(2, '0')}`;

/**
 * Reads a run table's bytes. `file` names it in the problems, as every other problem of the table.
 * UTF-16 with a byte-order mark is read, with a warning; bytes that are not UTF-8, and NUL bytes
 * (UTF-16 without a byte-order mark), are an error at their line and column, and no text.
 */
export function decodeRunTable(bytes: Uint8Array, file: string): DecodedTable {
	const utf16 = bytes[0] === 0xff && bytes[1] === 0xfe ? 'utf-16le' : bytes[0] === 0xfe && bytes[1] === 0xff ? 'utf-16be' : undefined;
	if (utf16) {
		try {
			const text = new TextDecoder(utf16, { fatal: true }).decode(bytes);
			const problem = makeProblem({
				rule: RULE,
				file,
				message: `the file is UTF-16 (${utf16 === 'utf-16le' ? 'little' : 'big'}-endian, from its byte-order mark); it was read as such`,
				tip: 'saved as UTF-8 it is about half the size, and every tool reads it the same way',
				severity: 'warning',
			});
			return { text, problems: [problem] };
		} catch {
			const problem = makeProblem({
				rule: RULE,
				file,
				message: `the file starts with a UTF-16 byte-order mark but is not valid UTF-16`,
				tip: SAVE_AS_UTF8,
			});
			return { text: null, problems: [problem] };
		}
	}
	let text: string | undefined;
	let bad = -1;
	try {
		// the UTF-8 byte-order mark, if any, is dropped here (and again by the CSV reader)
		text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
	} catch {
		bad = firstInvalidUtf8(bytes);
	}
	// a NUL before any bad byte: UTF-16 with no byte-order mark ("a" is 61 00), not a Latin-1 file
	const nul = bytes.indexOf(0);
	if (nul !== -1 && (bad === -1 || nul < bad)) {
		const problem = makeProblem({
			rule: RULE,
			file,
			position: positionOf(bytes, nul),
			message: 'the file holds a NUL byte: it is not a text table in UTF-8 (UTF-16 without a byte-order mark, perhaps)',
			tip: SAVE_AS_UTF8,
		});
		return { text: null, problems: [problem] };
	}
	if (text === undefined) {
		const problem = makeProblem({
			rule: RULE,
			file,
			position: positionOf(bytes, bad),
			message: `byte ${hex(bytes[bad] ?? 0)} is not UTF-8: the file is in another encoding (Latin-1 or Windows-1252, perhaps)`,
			tip: `${SAVE_AS_UTF8}; read as UTF-8, such bytes would become U+FFFD, and names that differ only there would become one`,
		});
		return { text: null, problems: [problem] };
	}
	return { text, problems: [] };
}
