/**
 * Bidi controls and zero-width marks in a record's texts. One-line fields (names, labels, titles)
 * refuse them in the schema (src/schema/common.ts, line()); in every other text (descriptions,
 * quotes, notes) they are a warning here, at the character itself, since every export (BibTeX,
 * RIS, CSV, JSON) carries them on, and a bidi control can make text display as other than it is.
 */
import type { PathSegment, Problem } from '../lib/problems.ts';
import { makeProblem } from '../lib/problems.ts';
import { INVISIBLE } from '../schema/common.ts';
import type { Rule } from './types.ts';

const NAME = 'invisible-characters';

/** The names Unicode gives the characters INVISIBLE matches. */
const NAMES: Record<number, string> = {
	0x061c: 'ARABIC LETTER MARK',
	0x200b: 'ZERO WIDTH SPACE',
	0x200c: 'ZERO WIDTH NON-JOINER',
	0x200d: 'ZERO WIDTH JOINER',
	0x200e: 'LEFT-TO-RIGHT MARK',
	0x200f: 'RIGHT-TO-LEFT MARK',
	0x202a: 'LEFT-TO-RIGHT EMBEDDING',
	0x202b: 'RIGHT-TO-LEFT EMBEDDING',
	0x202c: 'POP DIRECTIONAL FORMATTING',
	0x202d: 'LEFT-TO-RIGHT OVERRIDE',
	0x202e: 'RIGHT-TO-LEFT OVERRIDE',
	0x2060: 'WORD JOINER',
	0x2061: 'FUNCTION APPLICATION',
	0x2062: 'INVISIBLE TIMES',
	0x2063: 'INVISIBLE SEPARATOR',
	0x2064: 'INVISIBLE PLUS',
	0x2066: 'LEFT-TO-RIGHT ISOLATE',
	0x2067: 'RIGHT-TO-LEFT ISOLATE',
	0x2068: 'FIRST STRONG ISOLATE',
	0x2069: 'POP DIRECTIONAL ISOLATE',
	0xfeff: 'ZERO WIDTH NO-BREAK SPACE',
};

/** `U+202E RIGHT-TO-LEFT OVERRIDE` */
export function codePointName(char: string): string {
	const cp = char.codePointAt(0)!;
	return `U+${cp.toString(16).toUpperCase().padStart(4, '0')}${NAMES[cp] ? ` ${NAMES[cp]}` : ''}`;
}

/** Every string of a parsed record, with its path. */
function* strings(value: unknown, path: PathSegment[] = []): Generator<[PathSegment[], string]> {
	if (typeof value === 'string') yield [path, value];
	else if (Array.isArray(value)) for (const [i, v] of value.entries()) yield* strings(v, [...path, i]);
	else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) yield* strings(v, [...path, k]);
}

/** Whether any string of a parsed record holds such a character: a quick look that builds no path, since nearly no record does. */
function holdsInvisible(value: unknown): boolean {
	if (typeof value === 'string') return INVISIBLE.test(value);
	if (Array.isArray(value)) return value.some(holdsInvisible);
	if (value && typeof value === 'object') return Object.values(value).some(holdsInvisible);
	return false;
}

/** 1-based line and column (in UTF-16 units, as the YAML positions) of an offset. */
function positionOf(source: string, offset: number): { line: number; column: number } {
	let line = 1;
	let start = 0;
	for (let i = source.indexOf('\n'); i !== -1 && i < offset; i = source.indexOf('\n', i + 1)) {
		line++;
		start = i + 1;
	}
	return { line, column: offset - start + 1 };
}

export const invisibleCharacters: Rule = {
	name: NAME,
	description: 'A text of a record holds no bidi control or zero-width mark (one-line fields refuse them; other texts get a warning).',
	needsFramework: false,
	scope: 'record',
	check: ({ records }) =>
		records.flatMap((r): Problem[] => {
			if (!holdsInvisible(r.data)) return [];
			const problems: Problem[] = [];
			for (const [path, text] of strings(r.data)) {
				const found = INVISIBLE.exec(text);
				if (!found) continue;
				const char = found[0];
				const count = [...text].filter((c) => INVISIBLE.test(c)).length;
				// at the character when the file holds it as written (not as a YAML escape), else at the value
				const at = r.positions.valueAt(path);
				const valueStart = lineOffset(r.source, at.line) + at.column - 1;
				// not past where this value could still run: each blank of the text before the character
				// may be a line break and an indentation in the file (a folded or block scalar)
				const blanks = text.slice(0, found.index).match(/\s/g)?.length ?? 0;
				const foundAt = r.source.indexOf(char, valueStart);
				const offset = foundAt !== -1 && foundAt <= valueStart + found.index + (blanks + 1) * 40 ? foundAt : -1;
				problems.push(
					makeProblem({
						rule: NAME,
						file: r.file,
						path,
						position: offset === -1 ? at : positionOf(r.source, offset),
						message: `holds ${codePointName(char)}${count > 1 ? ` (and ${count - 1} more such character${count > 2 ? 's' : ''})` : ''}, an invisible character that can make the text display as other than it is; every export carries it on`,
						tip: 'delete it, unless the text cannot be written without it (a joiner inside an emoji or a script that needs one)',
						severity: 'warning',
					}),
				);
			}
			return problems;
		}),
};

/** The offset where a 1-based line starts. */
function lineOffset(source: string, line: number): number {
	let offset = 0;
	for (let n = 1; n < line; n++) {
		const next = source.indexOf('\n', offset);
		if (next === -1) return source.length;
		offset = next + 1;
	}
	return offset;
}
