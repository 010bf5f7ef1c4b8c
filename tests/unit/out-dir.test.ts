/**
 * Folders that tools replace or delete (issue 32): one guard, realpath on both sides, used by every
 * writer. The generator refuses the project's folders and anything it did not write; the build's
 * guard sees through a symbolic link; the deleting helpers refuse paths outside their own; and a
 * scan of the code finds any recursive deletion that bypasses them.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { main as generate } from '../../scripts/bench/generate.ts';
import { outDirProblem, removeBuildSibling, removeScratch, resolvedPath } from '../../src/lib/out-dir.ts';
import { ROOT } from '../helpers/paths.ts';
import { runMain } from '../helpers/run.ts';

const scratch = path.join(ROOT, 'tmp');
mkdirSync(scratch, { recursive: true });
const work = mkdtempSync(path.join(scratch, 'out-dir-'));
const outside = mkdtempSync(path.join(tmpdir(), 'out-dir-'));
afterAll(() => {
	rmSync(work, { recursive: true, force: true });
	rmSync(outside, { recursive: true, force: true });
});

/** Recursive deletions in a source text: `rmSync(`, `rm(` or `rmdirSync(` calls whose arguments ask for recursion. */
function recursiveDeletions(source: string): string[] {
	const found: string[] = [];
	for (const m of source.matchAll(/\b(?:rmSync|rmdirSync|rm|rmdir)\s*\(/g)) {
		// the call's text up to its closing parenthesis, nested ones included
		let depth = 0;
		let end = m.index + m[0].length - 1;
		for (; end < source.length; end++) {
			if (source[end] === '(') depth++;
			else if (source[end] === ')' && --depth === 0) break;
		}
		const call = source.slice(m.index, end + 1);
		if (/recursive\s*:\s*true/.test(call)) found.push(call);
	}
	return found;
}

function codeFiles(dir: string): string[] {
	return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
		const p = path.join(dir, e.name);
		if (e.isDirectory()) return e.name === 'node_modules' ? [] : codeFiles(p);
		return /\.(ts|mjs|js)$/.test(e.name) && !/\.test\.ts$/.test(e.name) ? [p] : [];
	});
}

describe('the writers of folders', () => {
	it('delete folders only through the guarded helpers of src/lib/out-dir.ts', () => {
		const files = [...codeFiles(path.join(ROOT, 'src')), ...codeFiles(path.join(ROOT, 'scripts')), path.join(ROOT, 'astro.config.mjs')];
		const bypasses = files
			.filter((f) => path.relative(ROOT, f) !== path.join('src', 'lib', 'out-dir.ts'))
			.flatMap((f) => recursiveDeletions(readFileSync(f, 'utf8')).map((call) => `${path.relative(ROOT, f)}: ${call}`));
		expect(bypasses).toEqual([]);
		// the guarded helpers are what the build, the benchmark and the generator call
		for (const [file, helper] of [
			['scripts/build.ts', 'removeBuildSibling('],
			['scripts/bench/bench.ts', 'removeScratch('],
			['scripts/bench/peer.ts', 'removeScratch('],
			['scripts/bench/generate.ts', 'replaceFolder('],
		] as const)
			expect(readFileSync(path.join(ROOT, file), 'utf8'), file).toContain(helper);
	});

	it('the scan finds a bypass, whatever its form', () => {
		expect(recursiveDeletions("rmSync(dir, { recursive: true, force: true });\nfs.rmSync(path.join(a, 'b'), { force: true, recursive: true })")).toHaveLength(
			2,
		);
		expect(recursiveDeletions('await rm(x, { recursive: true })')).toHaveLength(1);
		expect(recursiveDeletions('rmSync(file); rm(f, { force: true })')).toEqual([]);
	});
});

describe('the generator of synthetic corpora', () => {
	it('refuses the project’s folders and a folder it did not write, before any work, leaving them as they were', async () => {
		const before = readdirSync(path.join(ROOT, 'studies')).length;
		for (const dir of ['studies', 'data', '.', 'tmp/..', path.join(outside, '..', path.basename(outside), '..')]) {
			const res = await runMain(generate, ['3', dir]);
			expect(res.code, dir).toBe(1);
			expect(res.stderr, dir).toMatch(/^generate refused: /);
		}
		expect(readdirSync(path.join(ROOT, 'studies'))).toHaveLength(before);
		const theirs = path.join(outside, 'theirs');
		mkdirSync(theirs);
		writeFileSync(path.join(theirs, 'notes.txt'), 'keep me');
		const res = await runMain(generate, ['3', theirs]);
		expect(res.stderr).toMatch(/holds files that are not what the generator wrote before/);
		expect(readFileSync(path.join(theirs, 'notes.txt'), 'utf8')).toBe('keep me');
	});

	it('writes into a new or empty folder, and replaces its own earlier output', async () => {
		const dir = path.join(outside, 'syn');
		expect((await runMain(generate, ['3', dir])).code).toBe(0);
		expect(readdirSync(dir).sort()).toEqual(['syn-00001.yaml', 'syn-00002.yaml', 'syn-00003.yaml']);
		expect((await runMain(generate, ['2', dir])).code).toBe(0);
		expect(readdirSync(dir).sort()).toEqual(['syn-00001.yaml', 'syn-00002.yaml']);
	});
});

describe('paths as the file system resolves them', () => {
	it('the build refuses a folder inside the project reached through a symbolic link', () => {
		const link = path.join(outside, 'repo-link');
		symlinkSync(ROOT, link, 'dir');
		expect(resolvedPath(path.join(link, 'studies', 'site'))).toBe(path.join(resolvedPath(ROOT), 'studies', 'site'));
		expect(outDirProblem(path.join(link, 'studies', 'site'), ROOT)).toMatch(/inside studies\//);
		expect(outDirProblem(link, ROOT)).toMatch(/the repository/);
		expect(outDirProblem(path.join(outside, 'new-site'), ROOT)).toBeNull();
	});

	it('a project folder that is itself a link (node_modules shared from another checkout) is protected where it lives', () => {
		const project = path.join(outside, 'project');
		const shared = path.join(outside, 'shared-node_modules');
		mkdirSync(path.join(shared, 'pkg'), { recursive: true });
		mkdirSync(project);
		symlinkSync(shared, path.join(project, 'node_modules'), 'dir');
		expect(outDirProblem(shared, project)).toMatch(/is node_modules\/, part of the project/);
		expect(outDirProblem(path.join(shared, 'pkg'), project)).toMatch(/is inside node_modules\//);
		expect(outDirProblem(path.join(project, 'node_modules'), project)).toMatch(/is node_modules\//);
	});

	it('removeScratch deletes inside tmp/ only, and a link there as a link', () => {
		const target = path.join(outside, 'target');
		mkdirSync(target);
		writeFileSync(path.join(target, 'keep.txt'), 'x');
		const link = path.join(work, 'link');
		symlinkSync(target, link, 'dir');
		removeScratch(link, ROOT);
		expect(existsSync(link)).toBe(false);
		expect(readFileSync(path.join(target, 'keep.txt'), 'utf8')).toBe('x');
		for (const p of [target, scratch, path.join(ROOT, 'studies'), path.join(scratch, '..', 'data')]) expect(() => removeScratch(p, ROOT), p).toThrow(/refused/);
		const mine = path.join(work, 'mine');
		mkdirSync(path.join(mine, 'deep'), { recursive: true });
		removeScratch(mine, ROOT);
		expect(existsSync(mine)).toBe(false);
	});

	it('removeBuildSibling deletes a build’s own hidden siblings only', () => {
		const out = path.join(outside, 'site');
		const own = path.join(outside, `.site.tmp-${process.pid}`);
		mkdirSync(own);
		removeBuildSibling(own, out);
		expect(existsSync(own)).toBe(false);
		for (const p of [path.join(outside, 'site'), path.join(outside, '.other.tmp-1'), path.join(outside, 'x', `.site.tmp-1`), outside])
			expect(() => removeBuildSibling(p, out), p).toThrow(/refused/);
	});
});
