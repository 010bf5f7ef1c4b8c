/**
 * Versions of a record from the repository's history: a record added and edited twice has three
 * versions, each with its own text, and the changes of each, field by field. Runs on a repository
 * made for the test.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseLogZ, readDataHistory, withoutControls } from '../../src/lib/git.ts';
import { fieldChanges, fileVersions, showValue, versionChanges, versionCount } from '../../src/lib/record-versions.ts';
import { VALID } from '../helpers/paths.ts';

const repo = mkdtempSync(path.join(tmpdir(), 'versions-'));
afterAll(() => rmSync(repo, { recursive: true, force: true }));
const git = (...args: string[]) =>
	execFileSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.org', '-c', 'commit.gpgsign=false', ...args], { cwd: repo, encoding: 'utf8' });
const file = 'studies/fixture-study.yaml';
const original = readFileSync(path.join(VALID, 'fixture-study.yaml'), 'utf8');

git('init', '-q');
mkdirSync(path.join(repo, 'studies'));
writeFileSync(path.join(repo, file), original);
git('add', '.');
git('commit', '-q', '-m', 'Add the fixture');
writeFileSync(path.join(repo, file), original.replace('short_name: Fixture Study', 'short_name: Fixture Study, renamed'));
git('commit', '-q', '-am', 'Rename it');
writeFileSync(
	path.join(repo, file),
	original
		.replace('short_name: Fixture Study', 'short_name: Fixture Study, renamed')
		.replace(/^\s*runs:\n(\s+)per_task_and_arm: \d+/m, (m) => m.replace(/\d+$/, '7')),
);
git('commit', '-q', '-am', 'Seven runs');
// A commit that touches another file is no version of this one.
writeFileSync(path.join(repo, 'studies/other.yaml'), 'id: other\n');
git('add', '.');
git('commit', '-q', '-m', 'Another record');

describe('record versions', () => {
	const history = readDataHistory(repo);
	const versions = fileVersions(file, repo, history);

	it('a record added and edited twice has three versions, oldest first, each as its commit left it', () => {
		expect(versions.map((v) => [v.n, v.subject])).toEqual([
			[1, 'Add the fixture'],
			[2, 'Rename it'],
			[3, 'Seven runs'],
		]);
		expect(versionCount(file, history)).toBe(3);
		expect(versions[0]!.text).toBe(original);
		expect(versions[1]!.text).toContain('short_name: Fixture Study, renamed');
		expect(versions.every((v) => /^[0-9a-f]{40}$/.test(v.hash) && /^\d{4}-\d{2}-\d{2}$/.test(v.date))).toBe(true);
	});

	it('says what each version changed, field by field', () => {
		expect(versionChanges(versions, 2)).toEqual([{ path: 'short_name', before: 'Fixture Study', after: 'Fixture Study, renamed' }]);
		const third = versionChanges(versions, 3);
		expect(third).toHaveLength(1);
		expect(third[0]).toMatchObject({ path: 'runs.per_task_and_arm', after: 7 });
		expect(versionChanges(versions, 1).length).toBeGreaterThan(5);
	});

	it('compares lists item by item, and names added and removed fields', () => {
		expect(fieldChanges({ a: [1, 2], b: 1 }, { a: [1, 3], c: 2 })).toEqual([
			{ path: 'a[1]', before: 2, after: 3 },
			{ path: 'c', before: undefined, after: 2 },
			{ path: 'b', before: 1, after: undefined },
		]);
		expect(fieldChanges({ a: [1] }, { a: [1, 2] })).toEqual([{ path: 'a', before: [1], after: [1, 2] }]);
		expect(showValue(undefined)).toBe('(absent)');
		expect(showValue({ min: 3 })).toBe('{"min":3}');
	});

	it('gives no versions without history', () => {
		const bare = mkdtempSync(path.join(tmpdir(), 'bare-'));
		try {
			expect(fileVersions(file, bare, readDataHistory(bare))).toEqual([]);
		} finally {
			rmSync(bare, { recursive: true, force: true });
		}
	});
});

describe('history with hostile commit subjects', () => {
	it('keeps every commit and its files whatever the subject holds, and drops its control characters', () => {
		const hostile = mkdtempSync(path.join(tmpdir(), 'hostile-git-'));
		const g = (...args: string[]) =>
			execFileSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.org', '-c', 'commit.gpgsign=false', ...args], {
				cwd: hostile,
				encoding: 'utf8',
			});
		try {
			g('init', '-q');
			mkdirSync(path.join(hostile, 'studies'));
			// the separators the old reader split on, an escape sequence, a bell and a C1 control
			const subjects = ['split\x1ehere\x1fand here', 'colour \x1b[31mred\x1b[0m \x07', 'tab\there \u0085next', 'M', 'studies/a.yaml'];
			subjects.forEach((subject, i) => {
				writeFileSync(path.join(hostile, 'studies', `r${i}.yaml`), `id: r${i}\n`);
				g('add', '.');
				g('commit', '-q', '-m', subject);
			});
			const history = readDataHistory(hostile);
			expect(history.map((c) => c.subject)).toEqual(['studies/a.yaml', 'M', 'tab here next', 'colour [31mred[0m ', 'splithereand here']);
			expect(history.map((c) => c.files)).toEqual([4, 3, 2, 1, 0].map((i) => [{ path: `studies/r${i}.yaml`, status: 'added' }]));
			expect(history.every((c) => /^[0-9a-f]{40}$/.test(c.hash) && /^\d{4}-\d{2}-\d{2}$/.test(c.date))).toBe(true);
		} finally {
			rmSync(hostile, { recursive: true, force: true });
		}
	});

	it('reads the NUL-separated log format, and strips controls from any text', () => {
		const hash = 'a'.repeat(40);
		const out = `${hash}\x002026-01-02\x00subject\x00\nM\x00studies/x.yaml\x00D\x00data/y.yaml\x00${'b'.repeat(40)}\x002026-01-01\x00first\x00\nA\x00studies/x.yaml\x00`;
		expect(parseLogZ(out)).toEqual([
			{
				hash,
				date: '2026-01-02',
				subject: 'subject',
				files: [
					{ path: 'studies/x.yaml', status: 'modified' },
					{ path: 'data/y.yaml', status: 'deleted' },
				],
			},
			{ hash: 'b'.repeat(40), date: '2026-01-01', subject: 'first', files: [{ path: 'studies/x.yaml', status: 'added' }] },
		]);
		expect(withoutControls('a\u0000b\u009bc\u007fd\te')).toBe('abcd e');
	});
});
