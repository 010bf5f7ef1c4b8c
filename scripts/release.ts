/**
 * npm run release -- <major|minor|patch|X.Y.Z> [--date YYYY-MM-DD] [--dry-run]
 * Makes a release of the database: bumps the version in package.json, CITATION.cff and .zenodo.json,
 * dates CITATION.cff, writes the record changes since the last release at the top of CHANGELOG.md
 * (added, changed and removed records, each with its commits, from the repository's history), commits
 * that, and tags it vX.Y.Z. The working tree must be clean. --dry-run prints what it would write.
 * Pushing the tag is left to the maintainer (git push --follow-tags): the deploy then publishes it.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { cliOrAnswer, processIo, say, type CliIo, type CliSpec } from '../src/lib/cli.ts';
import { readDataHistory } from '../src/lib/git.ts';
import { recordChanges } from '../src/views/changes.ts';

const SPEC: CliSpec = {
	name: 'release',
	usage: '<major|minor|patch|X.Y.Z> [--date YYYY-MM-DD] [--dry-run]',
	summary: 'Bumps the database version, dates CITATION.cff, writes the record changes since the last release to CHANGELOG.md, commits and tags.',
	example: 'npm run release -- minor',
	options: { date: { type: 'string' }, 'dry-run': { type: 'boolean' } },
	allowPositionals: true,
	positionals: {
		min: 1,
		max: 1,
		what: 'version (major, minor, patch or X.Y.Z)',
		check: (v) => (/^(major|minor|patch|\d+\.\d+\.\d+)$/.test(v) ? undefined : 'major, minor, patch or a version such as 1.2.0'),
	},
	checks: { date: (v) => (/^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v)) ? undefined : 'a date as YYYY-MM-DD') },
};

/** The next version: a bump of the current one, or the one given, which must be later. */
export function nextVersion(current: string, wanted: string): string {
	const [a = 0, b = 0, c = 0] = current.split('.').map(Number);
	if (wanted === 'major') return `${a + 1}.0.0`;
	if (wanted === 'minor') return `${a}.${b + 1}.0`;
	if (wanted === 'patch') return `${a}.${b}.${c + 1}`;
	const [x = 0, y = 0, z = 0] = wanted.split('.').map(Number);
	if (x * 1e6 + y * 1e3 + z <= a * 1e6 + b * 1e3 + c) throw new Error(`${wanted} is not later than the current version ${current}`);
	return wanted;
}

/** The command on `argv` (the arguments after the script), its output written to `io`; returns the exit code. */
export function main(argv: string[], io: CliIo = processIo()): number {
	const args = cliOrAnswer<{ date?: string; 'dry-run'?: boolean }>(SPEC, argv, io);
	// --help or a bad option: answered, with its exit code
	if (typeof args === 'number') return args;
	try {
		return release(args.values, args.positionals[0]!, io);
	} catch (e) {
		say(io.stderr, `release: ${(e as Error).message}`);
		return 1;
	}
}

function release(values: { date?: string; 'dry-run'?: boolean }, wanted: string, io: CliIo): number {
	const root = io.cwd;
	const git = (...a: string[]) => execFileSync('git', a, { cwd: root, env: io.env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
	const pkgFile = path.join(root, 'package.json');
	const pkg = JSON.parse(readFileSync(pkgFile, 'utf8')) as { version: string };
	const version = nextVersion(pkg.version, wanted);
	const date = values.date ?? new Date().toISOString().slice(0, 10);
	const dry = values['dry-run'] === true;
	if (!dry && git('status', '--porcelain') !== '') {
		say(io.stderr, 'release: the working tree has uncommitted changes; commit or stash them first (a release is one commit and its tag)');
		return 1;
	}
	const tags = git('tag', '--list', 'v*', '--sort=-v:refname').split('\n').filter(Boolean);
	if (tags.includes(`v${version}`)) {
		say(io.stderr, `release: the tag v${version} exists already; choose a later version`);
		return 1;
	}
	const since = tags[0];
	// The record changes since the last release (or since the start), newest first.
	const history = readDataHistory(root);
	const cut = since ? history.findIndex((c) => c.hash === git('rev-list', '-n', '1', since)) : -1;
	const changes = recordChanges(cut >= 0 ? history.slice(0, cut) : history);
	const all = (key: 'added' | 'changed' | 'removed') => new Set(changes.flatMap((c) => c[key]));
	const added = all('added');
	// A record added since the release is listed once, as added, however often it changed since.
	const ids = (key: 'added' | 'changed' | 'removed') => [...all(key)].filter((id) => key === 'added' || !added.has(id)).sort();
	const lines = [`## ${version} (${date})`, '', since ? `Record changes since ${since}:` : 'Record changes since the start:', ''];
	for (const [key, label] of [
		['added', 'Added'],
		['changed', 'Changed'],
		['removed', 'Removed'],
	] as const) {
		const list = ids(key);
		if (list.length > 0) lines.push(`- ${label} (${list.length}): ${list.join(', ')}`);
	}
	if (lines.length === 4) lines.push('- No record changed.');
	const section = `${lines.join('\n')}\n`;

	const cffFile = path.join(root, 'CITATION.cff');
	const cff = readFileSync(cffFile, 'utf8')
		.replace(/^version: .*$/m, `version: ${version}`)
		.replace(/^date-released: .*$/m, `date-released: '${date}'`);
	const zenodoFile = path.join(root, '.zenodo.json');
	const zenodo = existsSync(zenodoFile) ? readFileSync(zenodoFile, 'utf8').replace(/"version": "[^"]*"/, `"version": "${version}"`) : undefined;
	const changelogFile = path.join(root, 'CHANGELOG.md');
	const old = existsSync(changelogFile) ? readFileSync(changelogFile, 'utf8') : '# Changelog\n\nRecord changes by release, written by `npm run release`.\n';
	const [head, ...rest] = old.split(/\n(?=## )/);
	const changelog = [head!.trimEnd(), '', section, ...rest.map((r) => `${r.trimEnd()}\n`)].join('\n').replace(/\n{3,}/g, '\n\n');

	if (dry) {
		say(io.stdout, `release ${pkg.version} -> ${version} (${date}), dry run: nothing written\n\n${section}`);
		return 0;
	}
	writeFileSync(pkgFile, readFileSync(pkgFile, 'utf8').replace(/"version": "[^"]*"/, `"version": "${version}"`));
	writeFileSync(cffFile, cff);
	if (zenodo !== undefined) writeFileSync(zenodoFile, zenodo);
	writeFileSync(changelogFile, changelog.endsWith('\n') ? changelog : `${changelog}\n`);
	git('add', 'package.json', 'CITATION.cff', 'CHANGELOG.md', ...(zenodo !== undefined ? ['.zenodo.json'] : []));
	git('commit', '-q', '-m', `Release ${version}`);
	git('tag', '-a', `v${version}`, '-m', `skill-evidence ${version}`);
	say(io.stdout, `released ${version} (${date}): committed and tagged v${version}; push with git push --follow-tags\n\n${section}`);
	return 0;
}

// run as a script (node scripts/release.ts), not when a test imports main
if (import.meta.main) process.exitCode = main(process.argv.slice(2));
