import { describe, expect, it, vi } from 'vitest';

/** A fresh copy of the module, as a second module graph (Astro's, beside the build script's) would load it. */
async function freshCopy() {
	vi.resetModules();
	return import('../../src/lib/build-context.ts');
}

describe('build context', () => {
	it('a slot set in one module graph is read in another', async () => {
		const a = await freshCopy();
		const b = await freshCopy();
		expect(a).not.toBe(b);
		a.buildSlot<number>('test-slot').set(42);
		expect(b.buildSlot<number>('test-slot').get()).toBe(42);
		b.buildSlot<number>('test-slot').set(undefined);
		expect(a.buildSlot<number>('test-slot').get()).toBeUndefined();
	});

	it('a value is made once, by whichever graph asks first', async () => {
		const a = await freshCopy();
		const b = await freshCopy();
		const init = vi.fn(() => ({ entries: new Map<string, string>() }));
		const first = a.buildValue('test-value', init);
		expect(b.buildValue('test-value', init)).toBe(first);
		expect(init).toHaveBeenCalledTimes(1);
	});
});
