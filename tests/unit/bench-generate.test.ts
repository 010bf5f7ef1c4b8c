/** The benchmark's synthetic corpus: valid records, deterministic for a seed (a smoke run at N = 50). */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { synthesize, writeCorpus } from '../../scripts/bench/generate.ts';
import { loadCorpus } from '../../src/corpus/load.ts';
import { ROOT, SHAPE_FIXTURES } from '../helpers/paths.ts';

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));
// Every record shape the model allows, the fixtures' included: a generator that knows only the
// usual shape breaks on the first contribution of a new one.
const templates = [
	...loadCorpus({ root: ROOT })
		.studies.map((s) => s.data)
		.filter((s) => s.depth !== 'stated_design'),
	...loadCorpus({ root: ROOT, studiesDir: SHAPE_FIXTURES }).studies.map((s) => s.data),
];

function write(seed: number): string {
	const dir = mkdtempSync(path.join(tmpdir(), 'synthetic-'));
	dirs.push(dir);
	writeCorpus(synthesize(templates, 50, seed), dir, ROOT);
	return dir;
}

describe('synthetic corpus', () => {
	it('50 generated records all validate, with their line:column diagnostics machinery intact', () => {
		const corpus = loadCorpus({ root: ROOT, studiesDir: write(42) });
		expect(corpus.problems).toEqual([]);
		expect(corpus.studies).toHaveLength(50);
		expect(new Set(corpus.studies.map((s) => s.data.short_name)).size).toBe(50);
		// the shape fixtures were among the templates, and their results still name their benchmarks
		expect(corpus.studies.some((s) => s.data.results.some((r) => 'table' in r))).toBe(true);
	});

	it('is the same for the same seed and differs for another', () => {
		const a = write(42);
		const b = write(42);
		const c = write(7);
		const read = (d: string) =>
			readdirSync(d)
				.sort()
				.map((f) => readFileSync(path.join(d, f), 'utf8'));
		expect(read(a)).toEqual(read(b));
		expect(read(a)).not.toEqual(read(c));
	});
});
