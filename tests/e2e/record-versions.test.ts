/**
 * A record edited twice, in a copy of the project with a repository of its own: the site shows
 * three versions, each with a permanent page holding the record as it was and the fields that
 * changed; the study page cites the third; a citation copied before the edits (version 1) still
 * leads to the text it cited.
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runScript } from '../helpers/run.ts';
import { copyProject } from '../helpers/project-copy.ts';
import { VALID } from '../helpers/paths.ts';

/** A fixture record, added to the copy's studies/ as a contributor would add one: no real record is pinned here. */
const ID = 'fixture-study';

describe('versions of an edited record', () => {
	let work: string;
	let build: { code: number; stdout: string; stderr: string };
	let original: string;
	const page = (p: string) => readFileSync(path.join(work, 'dist', p), 'utf8');
	const text = (html: string) =>
		html
			.replace(/<[^>]+>/g, ' ')
			.replace(/&#34;|&quot;/g, '"')
			.replace(/&#39;/g, "'")
			.replace(/\s+/g, ' ');

	beforeAll(() => {
		// Outside the project's own repository, so this copy's history is its own.
		work = mkdtempSync(path.join(tmpdir(), 'versions-site-'));
		copyProject(work);
		const git = (...args: string[]) =>
			execFileSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.org', '-c', 'commit.gpgsign=false', ...args], {
				cwd: work,
				encoding: 'utf8',
			});
		copyFileSync(path.join(VALID, `${ID}.yaml`), path.join(work, 'studies', `${ID}.yaml`));
		git('init', '-q');
		git('add', '.');
		git('commit', '-q', '-m', 'The project as it is');
		const file = path.join(work, 'studies', `${ID}.yaml`);
		original = readFileSync(file, 'utf8');
		const renamed = original.replace(/^short_name: (.*)$/m, 'short_name: $1 (edited once)');
		writeFileSync(file, renamed);
		git('commit', '-q', '-am', 'First edit');
		writeFileSync(file, renamed.replace('(edited once)', '(edited twice)'));
		git('commit', '-q', '-am', 'Second edit');
		build = runScript('build', ['--out', 'dist'], { BASE_PATH: '/' }, work);
	}, 300_000);
	afterAll(() => rmSync(work, { recursive: true, force: true }));

	it('builds three version pages and a history', () => {
		expect(build.code, build.stderr).toBe(0);
		for (const n of [1, 2, 3]) expect(existsSync(path.join(work, 'dist', `studies/${ID}/v${n}/index.html`)), `v${n}`).toBe(true);
		expect(existsSync(path.join(work, 'dist', `studies/${ID}/v4/index.html`))).toBe(false);
		const history = text(page(`studies/${ID}/history/index.html`));
		expect(history).toContain('3 versions, newest first');
		expect(history).toMatch(/Version 3 \(current\).*Second edit.*Version 2.*First edit.*Version 1.*The project as it is/);
	});

	it('version 1 still shows the record as it was, and says it is not current', () => {
		const v1 = page(`studies/${ID}/v1/index.html`);
		expect(text(v1)).toContain('record version 1 of 3');
		expect(text(v1)).toContain('Not the current version.');
		const yaml = /<pre class="record"[^>]*>([\s\S]*?)<\/pre>/.exec(v1)![1]!;
		expect(yaml).not.toContain('(edited');
		expect(yaml.length).toBeGreaterThan(original.length / 2);
		// It is cited as itself: its number, its permanent address, its date and commit.
		const apa = text(/<span id="cite-version-formats-apa">([\s\S]*?)<\/span>/.exec(v1)![1]!);
		expect(apa).toMatch(new RegExp(`record ${ID}, version 1\\).*/studies/${ID}/v1/$`));
		expect(v1).toMatch(/howpublished = \{skill-evidence database\}/);
	});

	it('version 3 names the field that changed, with its value before and after', () => {
		const v3 = text(page(`studies/${ID}/v3/index.html`));
		expect(v3).toContain('Changed since version 2');
		expect(v3).toMatch(/1 field changed.*short_name.*\(edited once\).*\(edited twice\)/);
	});

	it('the study page shows version 3 of 3 and its citation cites version 3', () => {
		const html = page(`studies/${ID}/index.html`);
		expect(text(html)).toContain('version 3 of 3');
		expect(html).toMatch(new RegExp(`<meta name="citation_public_url" content="[^"]*/studies/${ID}/v3/"`));
		expect(readFileSync(path.join(work, 'dist', `studies/${ID}.bib`), 'utf8')).toMatch(new RegExp(`url = \\{[^}]*/studies/${ID}/v3/\\}`));
		const json = JSON.parse(page('data/studies.json')) as { record_versions: Record<string, { version: number }> };
		expect(json.record_versions[ID]!.version).toBe(3);
	});
});
