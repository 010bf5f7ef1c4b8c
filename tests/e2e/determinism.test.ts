/**
 * The build is reproducible and offline: two builds of the same commit are byte-identical, and a
 * build in which every network connection and host lookup is refused still succeeds; the published
 * studies.json holds exactly the records the loader returns, each with its page.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, existsSync } from 'node:fs';
import path from 'node:path';
import { load } from 'js-yaml';
import { afterAll, describe, expect, it } from 'vitest';
import { loadCorpus } from '../../src/corpus/load.ts';
import { ROOT } from '../helpers/paths.ts';
import { runScript } from '../helpers/run.ts';
import { BUILDS_TEST_MS } from '../helpers/budgets.ts';

mkdirSync(path.join(ROOT, 'tmp'), { recursive: true });
const work = mkdtempSync(path.join(ROOT, 'tmp', 'determinism-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

function files(dir: string, base = dir): string[] {
	return readdirSync(dir).flatMap((name) => {
		const p = path.join(dir, name);
		return statSync(p).isDirectory() ? files(p, base) : [path.relative(base, p)];
	});
}

describe('build', () => {
	it(
		'is byte-identical across two builds of the same commit, with no network',
		() => {
			const log = path.join(work, 'network.log');
			// As published: the default site address and base path (an empty BASE_PATH keeps the default).
			const published = { BASE_PATH: '' };
			const env = { NODE_OPTIONS: `--import ${path.join(ROOT, 'tests/helpers/no-network.mjs')}`, NO_NETWORK_LOG: log, ...published };
			const a = runScript('build', ['--out', path.join(work, 'a')], env);
			expect(a.code, a.stderr).toBe(0);
			const b = runScript('build', ['--out', path.join(work, 'b')], published);
			expect(b.code, b.stderr).toBe(0);
			expect(existsSync(log) ? readFileSync(log, 'utf8') : '').toBe('');
			const listA = files(path.join(work, 'a')).sort();
			expect(listA.length).toBeGreaterThan(40);
			expect(files(path.join(work, 'b')).sort()).toEqual(listA);
			const differing = listA.filter((f) => !readFileSync(path.join(work, 'a', f)).equals(readFileSync(path.join(work, 'b', f))));
			expect(differing).toEqual([]);
		},
		BUILDS_TEST_MS,
	);

	it('the default build is the published site: the address CITATION.cff gives, under its base path', () => {
		const home = readFileSync(path.join(work, 'a', 'index.html'), 'utf8');
		const canonical = /<link rel="canonical" href="([^"]+)"/.exec(home)?.[1];
		const cff = load(readFileSync(path.join(ROOT, 'CITATION.cff'), 'utf8')) as { url: string };
		expect(canonical).toBe(cff.url);
		expect(new URL(cff.url).pathname).toBe('/skill-evidence/');
		expect(home).toMatch(/<a [^>]*href="\/skill-evidence\/studies\/"/);
		// Every absolute address a study page and its .bib give (citations, permanent version) is under that base.
		const id = readdirSync(path.join(work, 'a', 'studies')).find((n) => !n.includes('.') && n !== 'index.html')!;
		const page = readFileSync(path.join(work, 'a', 'studies', id, 'index.html'), 'utf8') + readFileSync(path.join(work, 'a', 'studies', `${id}.bib`), 'utf8');
		const host = new URL(cff.url).origin;
		const absolute = [...page.matchAll(new RegExp(`${host.replace(/\./g, '\\.')}[^"'\\s<>}]*`, 'g'))].map((m) => m[0]);
		expect(absolute.length).toBeGreaterThan(0);
		expect(absolute.filter((u) => !u.startsWith(cff.url))).toEqual([]);
	});

	it('studies.json holds the records exactly as the loader returns them, each has its page, and search has its index', () => {
		const viaAstro = (JSON.parse(readFileSync(path.join(work, 'a', 'data/studies.json'), 'utf8')) as { studies: unknown[] }).studies;
		const viaLoader = loadCorpus({ root: ROOT, studiesDir: path.join(ROOT, 'studies') }).studies.map((s) => s.data);
		expect(viaLoader.length).toBeGreaterThan(0);
		expect(viaAstro).toEqual(JSON.parse(JSON.stringify(viaLoader)));
		for (const s of viaLoader) expect(existsSync(path.join(work, 'a', 'studies', s.id, 'index.html')), s.id).toBe(true);
		expect(existsSync(path.join(work, 'a', 'pagefind/pagefind.js'))).toBe(true);
	});

	it('the network guard does refuse a connection (so the test above can fail)', () => {
		const log = path.join(work, 'guard.log');
		const res = runScript('build', ['--studies', 'tests/fixtures/valid', '--out', path.join(work, 'guard')], {
			NODE_OPTIONS: `--import ${path.join(ROOT, 'tests/helpers/no-network.mjs')} --import data:text/javascript,import('node:dns').then(d=>d.lookup('example.org',()=>{})).catch(()=>{})`,
			NO_NETWORK_LOG: log,
		});
		expect(res.code).toBe(0);
		expect(readFileSync(log, 'utf8')).toContain('dns.lookup example.org');
	});
});
