/** Task ids by name (src/estimands/name-ids.ts): the ids a Map would give, from strings or from ranges of a text. */
import { describe, expect, it } from 'vitest';
import { NameIds } from '../../src/estimands/name-ids.ts';
import { prng } from '../../src/lib/prng.ts';

describe('NameIds', () => {
	it('numbers names in order of first appearance, as a Map would, through many table growths', () => {
		const rand = prng(7);
		const ids = new NameIds();
		const reference = new Map<string, number>();
		const pool = ['', 'a', 'τ', '😀', 'a,b', 'x'.repeat(300)];
		for (let i = 0; i < 20_000; i++) {
			// repeats, near-misses (same length, same prefix) and new names
			const r = rand();
			const name =
				r < 0.3 && reference.size > 0
					? [...reference.keys()][Math.floor(rand() * reference.size)]!
					: r < 0.35
						? pool[Math.floor(rand() * pool.length)]!
						: `t${Math.floor(rand() * 9000)}`;
			if (!reference.has(name)) reference.set(name, reference.size);
			expect(ids.idOf(name)).toBe(reference.get(name));
		}
		expect(ids.names).toEqual([...reference.keys()]);
	});

	it('finds a name from a range of a text without making it again', () => {
		const ids = new NameIds();
		const text = 'alpha,beta,alpha,alphabet,beta';
		const ranges: [number, number][] = [
			[0, 5],
			[6, 10],
			[11, 16],
			[17, 25],
			[26, 30],
		];
		expect(ranges.map(([a, b]) => ids.idOfRange(text, a, b))).toEqual([0, 1, 0, 2, 1]);
		expect(ids.names).toEqual(['alpha', 'beta', 'alphabet']);
		expect(ids.idOf('alphabet')).toBe(2);
	});

	it('tells apart two names with the same hash', () => {
		// FNV-1a gives both -1813357310
		const ids = new NameIds();
		expect([ids.idOf('t439599'), ids.idOf('t622382'), ids.idOf('t439599'), ids.idOfRange('x,t622382', 2, 9)]).toEqual([0, 1, 0, 1]);
	});
});
