/**
 * The chunked JSON writer (src/lib/json-stream.ts): its text is JSON.stringify(value, null, 2)'s,
 * its chunks stay near the size asked for however large the value, and it waits for a slow stream.
 */
import { readFileSync } from 'node:fs';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { analyze } from '../../src/estimands/estimands.ts';
import { jsonReport } from '../../src/estimands/report.ts';
import { parseRunTable } from '../../src/estimands/runs.ts';
import { JsonArrayOf, JsonBytes, jsonChunks, writeJson, type ElementBytes } from '../../src/lib/json-stream.ts';
import { ROOT } from '../helpers/paths.ts';

const joined = (value: unknown, chunkSize?: number) => [...jsonChunks(value, chunkSize)].join('');

function reportOf(file: string) {
	const { table, problems } = parseRunTable(readFileSync(`${ROOT}/${file}`, 'utf8'), { file });
	const warnings = problems.filter((p) => p.severity === 'warning');
	return jsonReport(analyze(table!, { epsilon: 0.05, alpha: 0.05 }), { file, warnings });
}

describe('jsonChunks', () => {
	it('writes a report exactly as JSON.stringify(report, null, 2) does, in large chunks and in tiny ones', () => {
		for (const file of ['tests/fixtures/runs/basic.csv', 'public/examples/runs.csv', 'tests/fixtures/runs/single-run.csv']) {
			const report = reportOf(file);
			const expected = JSON.stringify(report, null, 2);
			expect(joined(report), file).toBe(expected);
			expect(joined(report, 7), file).toBe(expected);
		}
	});

	it('follows JSON.stringify on the awkward values too', () => {
		const awkward = {
			empty: { array: [], object: {} },
			dropped: undefined,
			fn: () => 1,
			holes: [undefined, () => 1, Symbol('s'), null, Number.NaN, -0, Infinity],
			text: 'line\nbreak "quoted" \u2028 \\',
			nested: [[[]], [{}], [{ a: [1, { b: null }] }]],
			date: new Date(0),
			boxed: [new Number(3), new String('s'), new Boolean(false)],
			own: { toJSON: (key: string) => ({ key }) },
			'odd "key"\n': 1,
			// longer than one batch of elements, flat and nested mixed, holes and toJSON among them
			long: Array.from({ length: 2_500 }, (_, i) =>
				i % 7 === 0 ? [i] : i % 11 === 0 ? new Date(i) : i % 13 === 0 ? undefined : i % 2 === 0 ? { i, s: `s${i}` } : `t${i}`,
			),
		};
		expect(joined(awkward)).toBe(JSON.stringify(awkward, null, 2));
		expect(joined(awkward, 1)).toBe(JSON.stringify(awkward, null, 2));
		for (const top of [null, 1, 'x', [], {}, [1, [2]], true]) expect(joined(top)).toBe(JSON.stringify(top, null, 2));
		expect(joined(undefined)).toBe('');
	});

	it('throws on a cycle, as JSON.stringify does', () => {
		const a: { self?: unknown; list: unknown[] } = { list: [] };
		a.list.push({ back: a });
		expect(() => joined(a)).toThrow(TypeError);
	});

	it('writes an array of 300,000 generated elements without one chunk past the budget', () => {
		// far more text than the limit set here for one string; each chunk must stay under it
		const limit = 4096;
		const count = 300_000;
		function* tasks() {
			for (let i = 0; i < count; i++) yield { task: `task-${'x'.repeat(40)}-${i}`, lower: -i / count, upper: i / count, degraded: i % 7 === 0 };
		}
		let total = 0;
		let chunks = 0;
		let longest = 0;
		const parts: string[] = [];
		for (const chunk of jsonChunks({ file: 'big.csv', tasks: new JsonArrayOf(tasks()) }, limit)) {
			longest = Math.max(longest, chunk.length);
			total += chunk.length;
			chunks++;
			parts.push(chunk);
		}
		// a chunk ends with the piece that takes it past the limit: one element, or a run of them about a quarter of the limit long
		expect(longest).toBeGreaterThanOrEqual(limit);
		expect(longest).toBeLessThanOrEqual(limit * 1.3);
		expect(total).toBeGreaterThan(10_000 * limit);
		expect(chunks).toBeGreaterThan(total / (limit * 1.3));
		const back = JSON.parse(parts.join('')) as { file: string; tasks: { task: string; upper: number }[] };
		expect(back.file).toBe('big.csv');
		expect(back.tasks).toHaveLength(count);
		expect(back.tasks[count - 1]).toEqual({
			task: `task-${'x'.repeat(40)}-${count - 1}`,
			lower: -(count - 1) / count,
			upper: (count - 1) / count,
			degraded: (count - 1) % 7 === 0,
		});
		// the generator form of an array writes what the array itself would
		expect(joined({ tasks: new JsonArrayOf([...tasks()].slice(0, 50)) })).toBe(JSON.stringify({ tasks: [...tasks()].slice(0, 50) }, null, 2));
	});
});

describe('JsonBytes', () => {
	const numbers = [0, -0, 1, -1, 7, 10, 99, 100, 2 ** 31 - 1, -(2 ** 31), 2 ** 31, 1e21, -1 / 3, 0.1, 1e-7, 5e-324, Number.MAX_VALUE, NaN, Infinity, -Infinity];
	const names = ['a', '', 'say "b"', 'back\\slash', 'c\nd', 'tab\there', '\u007f', 'τ', '😀', 'lone \ud800 surrogate', '\udc00'];

	/** Numbers and names written as an array by an element writer: the same text as JSON.stringify's. */
	class Written extends JsonArrayOf<unknown> {
		override elementBytes(): ElementBytes {
			return {
				count: numbers.length + names.length,
				write(out, i) {
					out.room(64);
					if (i < numbers.length) out.num(numbers[i]!);
					else out.str(names[i - numbers.length]!);
				},
			};
		}
	}

	it('writes numbers and strings as JSON.stringify does, with room made as it goes', () => {
		const expected = JSON.stringify({ list: [...numbers, ...names] }, null, 2);
		expect(joined({ list: new Written() })).toBe(expected);
		// each number twice, the second time from the cache of recent numbers
		expect(joined({ list: new Written() }, 8)).toBe(expected);
		const out = new JsonBytes(4);
		out.str('x'.repeat(100));
		expect(new TextDecoder().decode(out.take())).toBe(`"${'x'.repeat(100)}"`);
	});

	it('reuses a chunk only when asked and the stream holds nothing: a stream that keeps its chunks gets each its own', async () => {
		const list = Array.from({ length: 3000 }, (_, i) => i);
		class Ints extends JsonArrayOf<number> {
			override elementBytes(): ElementBytes {
				return { count: list.length, write: (out, i) => (out.room(16), out.num(list[i]!)) };
			}
		}
		const kept: Uint8Array[] = [];
		const keeper = new Writable({
			write(chunk: Buffer, _enc, done) {
				kept.push(chunk);
				done();
			},
		});
		await writeJson(keeper, { list: new Ints() }, 256);
		expect(Buffer.concat(kept).toString()).toBe(`${JSON.stringify({ list }, null, 2)}\n`);
		// a stream that has written each chunk when write returns (as a file) may have its buffers written over
		let copied = '';
		const buffers = new Set<ArrayBufferLike>();
		const copier = new Writable({
			write(chunk: Buffer, _enc, done) {
				buffers.add(chunk.buffer);
				copied += chunk.toString();
				done();
			},
		});
		await writeJson(copier, { list: new Ints() }, 256, true);
		expect(copied).toBe(`${JSON.stringify({ list }, null, 2)}\n`);
		expect(buffers.size).toBeLessThan(kept.length / 2);
	});
});

describe('writeJson', () => {
	it('waits for a slow stream to drain, so no more than about one chunk is ever buffered', async () => {
		const received: string[] = [];
		let maxBuffered = 0;
		let waits = 0;
		const slow = new Writable({
			highWaterMark: 1024,
			decodeStrings: false,
			write(chunk: string, _enc, done) {
				received.push(chunk);
				setImmediate(done);
			},
		});
		const write = slow.write.bind(slow);
		slow.write = ((chunk: string) => {
			const ok = write(chunk);
			maxBuffered = Math.max(maxBuffered, slow.writableLength);
			if (!ok) waits++;
			return ok;
		}) as typeof slow.write;
		const value = { items: Array.from({ length: 20_000 }, (_, i) => ({ i, name: `n${i}` })) };
		await writeJson(slow, value, 512);
		await new Promise((resolve) => slow.end(resolve));
		expect(received.join('')).toBe(`${JSON.stringify(value, null, 2)}\n`);
		expect(waits).toBeGreaterThan(10);
		// the stream asks for a wait once it holds its high-water mark (1024); a chunk (512 and one piece, at most a quarter of that) may come on top.
		// Without the waits everything written, about 1.3 MB, would sit in the buffer at once
		expect(maxBuffered).toBeLessThan(1024 + 512 + 200);
	});

	it("rejects with the stream's error", async () => {
		const broken = new Writable({
			highWaterMark: 16,
			write(_chunk, _enc, done) {
				done(Object.assign(new Error('write EPIPE'), { code: 'EPIPE' }));
			},
		});
		broken.on('error', () => {});
		await expect(writeJson(broken, { items: Array.from({ length: 1000 }, (_, i) => i) }, 64)).rejects.toThrow('EPIPE');
	});
});
