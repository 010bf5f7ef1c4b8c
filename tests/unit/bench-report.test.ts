/**
 * The benchmark's report written again from saved measurements (`npm run bench -- --report-from`):
 * the targets are judged from the rows, the dist targets on what both sites make, and the estimand
 * toolkit's section of the file is kept. Made-up rows, so no build runs.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { main } from '../../scripts/bench/bench.ts';
import { runMain } from '../helpers/run.ts';

const MB = 2 ** 20;
const work = mkdtempSync(path.join(tmpdir(), 'bench-report-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const js = { home: 0, matrix: 9000, study: 300, search: 30_000 };
const build = (totalMs: number, maxRssKb: number) => ({ validateMs: 1000, astroMs: totalMs - 3000, pagefindMs: 2000, totalMs, maxRssKb });
const peer = (ms: number, distBytes: number, search = { medianMs: 320, worstMs: 500, firstSearchBytes: 120_000, firstSearchMs: 400 }) => ({
	build: { ms, maxRssKb: 5_000_000 },
	distBytes,
	pagefindBytes: 30 * MB,
	studyGz: 30_000,
	studyWeight: 60_000,
	search,
});
const row = (n: number, over: Record<string, unknown>) => ({
	label: 'synthetic',
	n,
	validateMs: 1000,
	ajvMs: 800,
	build: build(40_000, 600_000),
	bare: { ms: 9000, maxRssKb: 400_000 },
	distBytes: 200 * MB,
	downloadsBytes: 110 * MB,
	pagefindBytes: 14 * MB,
	matrixGz: 250 * 1024,
	matrixFullGz: 900 * 1024,
	studyGz: 10_000,
	gapsGz: 100_000,
	js,
	studyWeight: 14_000,
	...over,
});

let files = 0;
/** Saves a run's rows as the bench saves them, and returns the file. */
function saveRun(rows: unknown[], command = 'npm run bench', date = '2026-12-03'): string {
	const saved = path.join(work, `rows-${++files}.json`);
	writeFileSync(saved, JSON.stringify({ command, date, commit: `abc000${files}`, machine: '2 cores (test)', templates: 41, rows }));
	return saved;
}

async function reportFrom(rows: unknown[], earlier: string[] = []): Promise<string> {
	const saved = [...earlier, saveRun(rows)].join(',');
	const out = path.join(work, `BENCH-${files}.md`);
	writeFileSync(out, '# old\n\n<!-- analyze:start -->\nthe toolkit section\n<!-- analyze:end -->\n');
	const run = await runMain(main, ['--report-from', saved, '--out', out], {}, work);
	expect(run.code, run.stderr).toBe(0);
	expect(run.stdout).toContain(' rows measured on 2026-12-03');
	return readFileSync(out, 'utf8');
}

const target = (text: string, name: string) => text.split('\n').find((l) => l.startsWith(`| ${name}`));

describe('npm run bench -- --report-from', () => {
	it('judges the dist targets on the pages, search index and assets, with the whole dist beside them', async () => {
		const text = await reportFrom([
			row(1000, { starlight: peer(150_000, 237 * MB) }),
			// at 5,000 the pages alone are over half of Starlight's dist
			row(5000, { build: build(180_000, 1_000_000), distBytes: 900 * MB, downloadsBytes: 300 * MB, starlight: peer(1_500_000, 1000 * MB) }),
		]);
		expect(target(text, 'dist at 1,000, without the downloads')).toMatch(
			/90\.0 MB against 237\.0 MB: 0\.38×; with the downloads \(110\.0 MB\) 200\.0 MB: 0\.84× \| yes \|$/,
		);
		expect(target(text, 'dist at 5,000, without the downloads')).toMatch(/600\.0 MB against 1000\.0 MB: 0\.60×.* \| \*\*no\*\* \|$/);
		expect(text).toContain('Restated (2026-12-03)');
		expect(text).toContain('Date: 2026-12-03');
		// the toolkit's section of the file it replaces is kept
		expect(text).toContain('<!-- analyze:start -->\nthe toolkit section\n<!-- analyze:end -->');
	});

	it('weighs the matrix page against its target and lists the full-text page beside it', async () => {
		const text = await reportFrom([row(1000, { matrixGz: 310 * 1024, starlight: peer(150_000, 237 * MB) })]);
		expect(target(text, 'matrix page at 1,000')).toMatch(/310\.0 kB \| \*\*no\*\* \|$/);
		expect(text).toMatch(/\| synthetic \| 1000 \| 310\.0 kB \| 900\.0 kB \|/);
	});

	it('judges the build at 5,000 against a peer stopped at its limit by that bound, and leaves the rest not judged', async () => {
		const text = await reportFrom([
			row(1000, { starlight: peer(150_000, 237 * MB) }),
			row(5000, { build: build(180_000, 1_000_000), starlightStoppedMs: 2_400_000 }),
		]);
		expect(target(text, 'full build at 5,000')).toMatch(/180\.00 s against more than 2400\.00 s: below 0\.07× \| yes \|$/);
		expect(target(text, 'dist at 5,000')).toMatch(/not judged \|$/);
		// its peak memory unknown: not judged; known up to the stop: a lower bound, which ours is below
		expect(target(text, 'peak memory at 5,000')).toMatch(/its peak unmeasured \| not judged \|$/);
		const bounded = await reportFrom([row(5000, { build: build(180_000, 1_000_000), starlightStoppedMs: 2_400_000, starlightStoppedRssKb: 7_000_000 })]);
		expect(target(bounded, 'peak memory at 5,000')).toMatch(/977 MB against more than 6836 MB .* \| yes \|$/);
		expect(bounded).toContain('its peak memory by then 6836 MB');
	});

	it('completes one run with another: a later run’s row replaces the same size’s, and both runs are named', async () => {
		const full = saveRun([row(1000, { starlight: peer(150_000, 237 * MB) }), row(5000, { build: build(180_000, 1_000_000), starlightStoppedMs: 2_400_000 })]);
		const text = await reportFrom(
			[row(5000, { build: build(185_000, 1_010_000), distBytes: 900 * MB, downloadsBytes: 450 * MB, starlight: peer(4_000_000, 3900 * MB) })],
			[full],
		);
		expect(text).toMatch(/^Command: `npm run bench`, then `npm run bench` on abc000\d+, then abc000\d+ {2}$/m);
		expect(target(text, 'full build at 1,000')).toMatch(/\| yes \|$/);
		expect(target(text, 'peak memory at 5,000')).toMatch(/986 MB against 4883 MB \| yes \|$/);
		expect(target(text, 'dist at 5,000')).toMatch(/450\.0 MB against 3900\.0 MB: 0\.12×.*\| yes \|$/);
		expect(text).not.toContain('stopped unfinished');
	});
});
