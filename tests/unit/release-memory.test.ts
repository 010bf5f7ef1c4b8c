import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { releaseMemory } from '../../src/lib/release-memory.ts';
import { ROOT } from '../helpers/paths.ts';

/** Fills 200 MB or so of heap, lets it go, and prints the resident set after `collect` (MB). */
const script = (collect: string) => `
import { releaseMemory } from ${JSON.stringify(path.join(ROOT, 'src/lib/release-memory.ts'))};
let garbage = [];
for (let i = 0; i < 1.5e6; i++) garbage.push({ i, s: 'x' + i, a: [i] });
const before = process.memoryUsage().rss;
garbage = null;
${collect}
console.log(JSON.stringify({ before: before / 2 ** 20, after: process.memoryUsage().rss / 2 ** 20 }));
`;
const run = (flags: string[], collect: string) => {
	const res = spawnSync(process.execPath, [...flags, '--input-type=module', '-e', script(collect)], { cwd: ROOT, encoding: 'utf8' });
	expect(res.status, res.stderr).toBe(0);
	return JSON.parse(res.stdout) as { before: number; after: number };
};

describe('releaseMemory', () => {
	it('gives freed heap back to the system, where a plain collection keeps it', () => {
		const released = run(['--expose-gc'], 'releaseMemory();');
		const plain = run(['--expose-gc'], 'globalThis.gc();');
		expect(released.before).toBeGreaterThan(200);
		// most of what was freed leaves the process; a plain collection keeps most of it resident
		expect(released.after).toBeLessThan(released.before / 2);
		expect(plain.after).toBeGreaterThan(plain.before / 2);
	});

	it('does nothing, and does not fail, without --expose-gc', () => {
		expect(typeof gc).toBe('undefined');
		expect(() => releaseMemory()).not.toThrow();
	});
});
