/** The matrix page's short note cells: what is kept, where the cut falls, and how it is marked. */
import { describe, expect, it } from 'vitest';
import { cutAtWord } from '../../src/lib/text.ts';
import { shortCell, type CellPart } from '../../src/views/matrix.ts';

const chars = (parts: readonly CellPart[]) => parts.reduce((n, p) => n + (p.label ? p.label.length + 2 : 0) + p.text.length, 0);

describe('cutAtWord', () => {
	it('keeps a text that fits, and cuts a longer one at a word break with an ellipsis', () => {
		expect(cutAtWord('short note', 20)).toBe('short note');
		expect(cutAtWord('the control gets fifteen steps, plus pruning', 33)).toBe('the control gets fifteen steps…');
	});

	it('cuts inside a word only when no break falls in the second half, and never inside a surrogate pair', () => {
		expect(cutAtWord('a ' + 'x'.repeat(40), 20)).toBe('a ' + 'x'.repeat(18) + '…');
		const cut = cutAtWord('𝛂'.repeat(20), 11);
		expect(cut.endsWith('…')).toBe(true);
		expect(cut.slice(0, -1)).toBe('𝛂'.repeat(5));
	});
});

describe('shortCell', () => {
	const parts: CellPart[] = [
		{ label: 'Runs per task and arm', text: '3' },
		{ label: 'Endpoint', text: 'pass rate on the held-out tasks, averaged over the three seeds of each arm' },
		{ label: 'Budget', text: 'fixed limits — every arm gets the same step cap and the same token cap, set before the runs' },
	];

	it('keeps a cell whole when it fits, and says nothing was cut', () => {
		expect(shortCell(parts, 1000)).toEqual({ parts, cut: false });
	});

	it('cuts a long cell to its budget, labels counted, ending the last piece kept with an ellipsis', () => {
		const short = shortCell(parts, 150);
		expect(short.cut).toBe(true);
		expect(short.parts.slice(0, 2)).toEqual(parts.slice(0, 2));
		expect(short.parts[2]!.label).toBe('Budget');
		expect(short.parts[2]!.text).toBe('fixed limits — every arm…');
		expect(chars(short.parts)).toBeLessThanOrEqual(150 + 1);
	});

	it('leaves out the pieces there is no room for and marks that more follows', () => {
		const short = shortCell(parts, 120);
		expect(short.parts.map((p) => p.label)).toEqual(['Runs per task and arm', 'Endpoint', undefined]);
		expect(short.parts.at(-1)).toEqual({ text: '…' });
	});

	it('keeps a piece’s link and muted look when its text is cut', () => {
		const short = shortCell([{ text: 'A vs. B vs. C vs. D vs. E, each with its own prompt and tools', anchor: '#comparison-main' }], 30);
		expect(short.parts[0]).toEqual({ text: 'A vs. B vs. C vs. D vs. E…', anchor: '#comparison-main' });
	});
});
