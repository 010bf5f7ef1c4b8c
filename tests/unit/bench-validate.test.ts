/**
 * `npm run bench -- --only validate`: our validation against ajv at each size asked for, printed
 * and not written to BENCHMARKS.md. Run in a scratch project holding data/ and one full reading (a
 * shape fixture), so that the bench's own scratch folder in the checkout is not touched.
 */
import { copyFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { main } from '../../scripts/bench/bench.ts';
import { ROOT, SHAPE_FIXTURES } from '../helpers/paths.ts';
import { runMain } from '../helpers/run.ts';

const project = mkdtempSync(path.join(tmpdir(), 'bench-validate-'));
afterAll(() => rmSync(project, { recursive: true, force: true }));

describe('npm run bench -- --only validate', () => {
	it('prints one row per size, ours against ajv, and writes no file', async () => {
		cpSync(path.join(ROOT, 'data'), path.join(project, 'data'), { recursive: true });
		mkdirSync(path.join(project, 'studies'));
		copyFileSync(path.join(SHAPE_FIXTURES, 'shape-leaderboard.yaml'), path.join(project, 'studies', 'shape-leaderboard.yaml'));
		const res = await runMain(main, ['--only', 'validate', '--sizes', '3,5', '--quick'], {}, project);
		expect(res.stderr).toBe('');
		expect(res.code).toBe(0);
		const rows = res.stdout.split('\n').filter((l) => l.startsWith('| synthetic |'));
		expect(rows.map((l) => l.replace(/\d+\.\d+/g, '#'))).toEqual(['| synthetic | 3 | # s | # s | #× |', '| synthetic | 5 | # s | # s | #× |']);
		expect(res.stdout).toMatch(/one run each \(not written to BENCHMARKS\.md\)/);
		expect(existsSync(path.join(project, 'BENCHMARKS.md'))).toBe(false);
	});
});
