/**
 * npm run release on a repository made for the test: it bumps the version everywhere the database
 * states it, dates CITATION.cff, writes the record changes since the last tag to CHANGELOG.md,
 * commits and tags; it refuses a dirty tree, a version that is not later, and a tag that exists.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runMain } from '../helpers/run.ts';
import { main } from '../../scripts/release.ts';

const repo = mkdtempSync(path.join(tmpdir(), 'release-'));
afterAll(() => rmSync(repo, { recursive: true, force: true }));
const git = (...args: string[]) =>
	execFileSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.org', '-c', 'commit.gpgsign=false', '-c', 'tag.gpgsign=false', ...args], {
		cwd: repo,
		encoding: 'utf8',
	});
/** The script's main in this process, run from the test's repository (tests/unit/cli.test.ts runs it as a process). */
const release = (...args: string[]) =>
	runMain(
		main,
		args,
		{ GIT_AUTHOR_NAME: 'Test', GIT_AUTHOR_EMAIL: 'test@example.org', GIT_COMMITTER_NAME: 'Test', GIT_COMMITTER_EMAIL: 'test@example.org' },
		repo,
	);
const read = (f: string) => readFileSync(path.join(repo, f), 'utf8');

git('init', '-q');
mkdirSync(path.join(repo, 'studies'));
writeFileSync(path.join(repo, 'package.json'), '{\n  "name": "x",\n  "version": "0.1.0"\n}\n');
writeFileSync(path.join(repo, 'CITATION.cff'), "cff-version: 1.2.0\nversion: 0.1.0\ndate-released: '2026-01-01'\n");
writeFileSync(path.join(repo, '.zenodo.json'), '{ "version": "0.1.0" }\n');
writeFileSync(path.join(repo, 'studies/a.yaml'), 'id: a\n');
writeFileSync(path.join(repo, 'studies/b.yaml'), 'id: b\n');
git('add', '.');
git('commit', '-q', '-m', 'Start');
git('tag', '-a', 'v0.1.0', '-m', 'first');
writeFileSync(path.join(repo, 'studies/a.yaml'), 'id: a\nx: 1\n');
writeFileSync(path.join(repo, 'studies/c.yaml'), 'id: c\n');
git('add', '.');
git('commit', '-q', '-m', 'Change a, add c');
writeFileSync(path.join(repo, 'studies/c.yaml'), 'id: c\nx: 2\n');
git('commit', '-q', '-am', 'Change c');

describe('npm run release', () => {
	it('refuses a dirty tree and a version that is not later, and writes nothing', async () => {
		writeFileSync(path.join(repo, 'scratch.txt'), 'x');
		const dirty = await release('minor');
		expect(dirty.code).toBe(1);
		expect(dirty.stderr).toMatch(/uncommitted changes/);
		rmSync(path.join(repo, 'scratch.txt'));
		const older = await release('0.0.9');
		expect(older.code).toBe(1);
		expect(older.stderr).toMatch(/not later than the current version 0\.1\.0/);
		expect((await release('banana')).code).toBe(2);
		expect(read('package.json')).toContain('"version": "0.1.0"');
	});

	it('bumps, dates, writes the record changes since the last tag, commits and tags', async () => {
		const r = await release('minor', '--date', '2026-12-02');
		expect(r.stderr).toBe('');
		expect(r.code).toBe(0);
		expect(read('package.json')).toContain('"version": "0.2.0"');
		expect(read('CITATION.cff')).toMatch(/^version: 0\.2\.0$/m);
		expect(read('CITATION.cff')).toMatch(/^date-released: '2026-12-02'$/m);
		expect(read('.zenodo.json')).toContain('"version": "0.2.0"');
		const log = read('CHANGELOG.md');
		expect(log).toContain('## 0.2.0 (2026-12-02)');
		expect(log).toContain('Record changes since v0.1.0:');
		expect(log).toContain('- Added (1): c');
		expect(log).toContain('- Changed (1): a');
		expect(git('tag', '--list')).toContain('v0.2.0');
		expect(git('log', '-1', '--format=%s').trim()).toBe('Release 0.2.0');
		expect(git('status', '--porcelain')).toBe('');
		// The same version again is refused: its tag exists.
		expect((await release('0.2.0')).code).toBe(1);
	});
});
