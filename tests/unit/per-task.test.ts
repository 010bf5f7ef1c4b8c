/**
 * The per-task lists kept in columns (src/estimands/per-task.ts): each reads back what was set, and
 * its JSON, streamed or through JSON.stringify, is what an array of the objects gives.
 */
import { describe, expect, it } from 'vitest';
import { TaskDifferences, TaskIntervals, type TaskInterval } from '../../src/estimands/per-task.ts';
import { JsonArrayOf, jsonChunks } from '../../src/lib/json-stream.ts';
import { prng } from '../../src/lib/prng.ts';

function sample(n: number, seed: number): { list: TaskIntervals; objects: TaskInterval[] } {
	const rand = prng(seed);
	const odd = [0, -0, 1, 0.5, 1 / 3, -1e-300, 1e21, Number.NaN, Infinity, -Infinity];
	const names = ['t', 'say "hi"', 'line\nbreak', 'τ-bench', '\u2028', 'back\\slash', '😀'];
	const tasks = Array.from({ length: n }, (_, i) => ({ task: `${names[i % names.length]}${i}`, line: 2 + i }));
	const list = new TaskIntervals(tasks);
	const objects: TaskInterval[] = [];
	for (let i = 0; i < n; i++) {
		const pick = () => (rand() < 0.3 ? odd[Math.floor(rand() * odd.length)]! : rand() * 2 - 1);
		const t = {
			nControl: Math.floor(rand() * 9) + 1,
			nTreatment: Math.floor(rand() * 9) + 1,
			controlMean: pick(),
			treatedMean: pick(),
			lower: pick(),
			upper: pick(),
			confidentlyDegraded: rand() < 0.5,
			possiblyDegraded: rand() < 0.5,
			reachesBelowMargin: rand() < 0.5,
			canBeShownDegraded: rand() < 0.5,
		};
		list.set(i, t);
		objects.push({
			task: tasks[i]!.task,
			line: tasks[i]!.line,
			nControl: t.nControl,
			nTreatment: t.nTreatment,
			controlMean: t.controlMean,
			treatedMean: t.treatedMean,
			estimate: t.treatedMean - t.controlMean,
			lower: t.lower,
			upper: t.upper,
			confidentlyDegraded: t.confidentlyDegraded,
			possiblyDegraded: t.possiblyDegraded,
			reachesBelowMargin: t.reachesBelowMargin,
			canBeShownDegraded: t.canBeShownDegraded,
		});
	}
	return { list, objects };
}

describe('TaskIntervals', () => {
	it('reads back every interval as set, through at, iteration, slice, map and every', () => {
		const { list, objects } = sample(50, 1);
		expect(list.length).toBe(50);
		expect(list.at(0)).toEqual(objects[0]);
		expect(list.at(-1)).toEqual(objects[49]);
		expect(list.at(50)).toBeUndefined();
		expect(list.at(-51)).toBeUndefined();
		expect([...list]).toEqual(objects);
		expect(list.slice(3, 7)).toEqual(objects.slice(3, 7));
		expect(list.slice(-5)).toEqual(objects.slice(-5));
		expect(list.slice()).toEqual(objects);
		expect(list.map((t, i) => `${i}:${t.task}`)).toEqual(objects.map((t, i) => `${i}:${t.task}`));
		expect(list.every((t) => t.nControl >= 1)).toBe(true);
		expect(list.every((t) => t.confidentlyDegraded)).toBe(false);
		// -0 is kept as -0
		const z = new TaskIntervals([{ task: 'z', line: 2 }]);
		z.set(0, { ...objects[0]!, lower: -0 });
		expect(Object.is(z.at(0)!.lower, -0)).toBe(true);
	});

	it('writes the JSON an array of the objects gives, streamed at any depth and through JSON.stringify', () => {
		const { list, objects } = sample(300, 2);
		const expected = (value: unknown) => JSON.stringify(value, null, 2);
		const streamed = (value: unknown, size?: number) => [...jsonChunks(value, size)].join('');
		expect(JSON.stringify(list, null, 2)).toBe(expected(objects));
		expect(streamed(list)).toBe(expected(objects));
		const nested = { a: { b: [{ tasks: list }] }, after: 1 };
		const nestedObjects = { a: { b: [{ tasks: objects }] }, after: 1 };
		expect(streamed(nested, 100)).toBe(expected(nestedObjects));
		expect(streamed(new JsonArrayOf([list, list]))).toBe(expected([objects, objects]));
		expect(streamed(new TaskIntervals([]))).toBe('[]');
	});

	it('keeps per-task differences the same way', () => {
		const values = new Float64Array([0.5, -0, Number.NaN, -1 / 3, Infinity, 1e-7]);
		const tasks = ['a', 'say "b"', 'c\nd', 'τ', 'e', 'f'].map((task) => ({ task }));
		const list = new TaskDifferences(tasks, values);
		const objects = tasks.map(({ task }, i) => ({ task, difference: values[i]! }));
		expect([...list]).toEqual(objects);
		expect(list.at(-1)).toEqual(objects[5]);
		expect(list.at(6)).toBeUndefined();
		expect(JSON.stringify({ x: [list] }, null, 2)).toBe(JSON.stringify({ x: [objects] }, null, 2));
		expect([...jsonChunks({ x: [list] }, 10)].join('')).toBe(JSON.stringify({ x: [objects] }, null, 2));
	});
});
