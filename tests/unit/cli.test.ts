/**
 * Every script in package.json that is ours answers --help with its usage and an example, answers
 * an unknown option with one line and the usage (exit 2, no stack trace), and reads paths from the
 * directory the user ran npm in. The cases call each script's main in this process. Every script
 * runs itself through the same entry line, checked in its text; three of them (a synchronous and
 * two asynchronous mains) also run as processes with a bad option (exit code 2 and the message on
 * stderr), and the INIT_CWD case runs three of them as npm would.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fsErrorText } from '../../src/lib/cli.ts';
import { escapeRegExp } from '../../src/lib/text.ts';
import { ROOT } from '../helpers/paths.ts';
import { runMain, runScriptAsync, type RunResult, type ScriptMain } from '../helpers/run.ts';
import { main as build } from '../../scripts/build.ts';
import { main as validate } from '../../scripts/validate.ts';
import { main as gaps } from '../../scripts/gaps.ts';
import { main as newStudy } from '../../scripts/new-study.ts';
import { main as schema } from '../../scripts/schema.ts';
import { main as audit } from '../../scripts/audit.ts';
import { main as bench } from '../../scripts/bench/bench.ts';
import { main as profile } from '../../scripts/bench/profile.ts';
import { main as generate } from '../../scripts/bench/generate.ts';
import { main as analyze } from '../../scripts/analyze.ts';
import { main as start } from '../../scripts/start.ts';
import { main as test } from '../../scripts/test.ts';
import { main as release } from '../../scripts/release.ts';

/**
 * Every command a reader runs, as [script file, npm command, a bad option, a missing file]: each
 * answers --help with usage and an example, a bad option or value with exit 2, one line per problem
 * and the usage, and a missing file or folder in words; none prints a stack trace.
 */
const CASES: { script: string; main: ScriptMain; command: string; bad: string[]; missing?: { args: string[]; code: number; says: RegExp } }[] = [
	{
		script: 'build',
		main: build,
		command: 'npm run build',
		bad: ['--no-such-option'],
		missing: { args: ['--studies', 'nope'], code: 2, says: /--studies "nope": expected a folder that exists \(nope: no such file or folder\)/ },
	},
	{
		script: 'validate',
		main: validate,
		command: 'npm run validate',
		bad: ['--limit', 'abc'],
		missing: { args: ['--studies', 'nope'], code: 2, says: /expected a folder that exists/ },
	},
	{
		script: 'gaps',
		main: gaps,
		command: 'npm run gaps',
		bad: ['--no-such-option'],
		missing: { args: ['studies/nope.yaml'], code: 1, says: /studies\/nope\.yaml {2}error cannot read the file: no such file or folder/ },
	},
	{
		script: 'new-study',
		main: newStudy,
		command: 'npm run new-study',
		bad: ['--no-such-option'],
		missing: { args: ['x-y', '--studies', 'nope'], code: 2, says: /expected a folder that exists/ },
	},
	{ script: 'schema', main: schema, command: 'npm run schema', bad: ['--no-such-option'] },
	{ script: 'audit', main: audit, command: 'npm run audit', bad: ['--no-such-option'] },
	{
		script: 'bench/bench',
		main: bench,
		command: 'npm run bench',
		bad: ['--only', 'foo'],
		missing: { args: ['--out', 'nope/B.md'], code: 2, says: /--out "nope\/B\.md": expected a file in a folder that exists/ },
	},
	{
		script: 'bench/profile',
		main: profile,
		command: 'npm run bench:profile',
		bad: ['--match', '(', 'tests'],
		missing: { args: ['nope'], code: 2, says: /"nope": expected a folder that exists/ },
	},
	{
		script: 'bench/generate',
		main: generate,
		command: 'node scripts/bench/generate.ts',
		bad: ['--seed', 'x', '3', 'tmp/x'],
		missing: { args: ['3', 'package.json/x'], code: 1, says: /package\.json\/x: part of this path is a file, not a folder/ },
	},
	{
		script: 'analyze',
		main: analyze,
		command: 'npm run analyze',
		bad: ['--alpha', '2', 'x.csv'],
		missing: { args: ['nope.csv'], code: 1, says: /nope\.csv: no such file or folder/ },
	},
	{ script: 'start', main: start, command: 'npm start', bad: ['--port', 'x'] },
	{ script: 'test', main: test, command: 'npm test', bad: ['--no-such-option'] },
	{ script: 'release', main: release, command: 'npm run release', bad: ['banana'] },
];

/** The scripts also run as processes: one with a synchronous main, two with an asynchronous one. */
const PROCESS_CASES = CASES.filter((c) => ['validate', 'build', 'analyze'].includes(c.script));

/** How a script runs itself when it is the entry, and not when a test imports its main. */
const ENTRY = /^if \(import\.meta\.main\) process\.exitCode = (await )?main\(process\.argv\.slice\(2\)\);$/m;

/** A stack-frame line, or Node's own source line for an uncaught error. */
const STACK = /\n\s+at \S|node:internal|^\S+:\d+\n/m;

describe('command-line scripts', () => {
	// The process runs start with the file and are checked last: they take the second core while the
	// in-process cases run on this one.
	let badOptionRuns: Promise<RunResult[]>;
	let fromTestsRuns: Promise<[RunResult, RunResult, RunResult]>;
	beforeAll(() => {
		badOptionRuns = Promise.all(PROCESS_CASES.map((c) => runScriptAsync(c.script, c.bad)));
		const fromTests = { INIT_CWD: `${ROOT}/tests` };
		fromTestsRuns = Promise.all([
			runScriptAsync('gaps', ['fixtures/valid/fixture-study.yaml'], fromTests),
			runScriptAsync('validate', ['--studies', 'fixtures/valid'], fromTests),
			runScriptAsync('new-study', ['fresh-study', '--dry-run', '--studies', 'fixtures/valid'], fromTests),
		]);
		// awaited by the tests below; a failure to start a process is theirs to report, not an unhandled rejection
		for (const runs of [badOptionRuns, fromTestsRuns]) runs.catch(() => undefined);
	});
	// also when a filter skipped their tests: no process outlives the file
	afterAll(() => Promise.all([badOptionRuns, fromTestsRuns].map((runs) => runs.catch(() => undefined))));

	for (const c of CASES) {
		it(`${c.command}: --help, a bad option${c.missing ? ' and a missing file' : ''} are answered in words, with no stack trace`, async () => {
			const help = await runMain(c.main, ['--help']);
			const bad = await runMain(c.main, c.bad);
			const missing = c.missing ? await runMain(c.main, c.missing.args) : undefined;
			expect(help.code, help.stderr).toBe(0);
			expect(help.stdout).toMatch(new RegExp(`^usage: ${escapeRegExp(c.command)}\\b`));
			expect(help.stdout).toMatch(/\nexample: \S/);
			expect(bad.code, bad.stderr).toBe(2);
			expect(bad.stderr).toMatch(/^[\w:-]+: .+\nusage: /);
			for (const r of [help, bad, missing]) if (r) expect(r.stderr + r.stdout).not.toMatch(STACK);
			if (c.missing && missing) {
				expect(missing.code, missing.stderr + missing.stdout).toBe(c.missing.code);
				expect(missing.stderr + missing.stdout).toMatch(c.missing.says);
			}
		});
	}

	it('file-system errors are words that name the path', () => {
		expect(fsErrorText({ code: 'ENOENT' }, 'x.csv')).toBe('x.csv: no such file or folder');
		expect(fsErrorText({ code: 'EISDIR' }, 'studies')).toBe('studies is a folder; give a file');
		expect(fsErrorText({ code: 'EACCES' }, 'y')).toBe('y: permission denied');
	});

	it('npm run bench -- --out writes only a Markdown file outside the project folders, named from where the reader typed it, and says so before any work', async () => {
		for (const [out, says] of [
			['studies/B.md', /--out "studies\/B\.md": expected a file outside studies\//],
			['src/lib/B.md', /expected a file outside src\//],
			['BENCHMARKS.txt', /expected a Markdown file \(\.md\)/],
		] as const) {
			const res = await runMain(bench, ['--out', out, '--only', 'analyze']);
			expect(res.code, out).toBe(2);
			expect(res.stderr, out).toMatch(says);
		}
		// resolved from INIT_CWD (where npm was run), not the package root: tests/B.md is refused as inside tests/
		const fromTests = await runMain(bench, ['--out', 'B.md', '--only', 'analyze'], { INIT_CWD: `${ROOT}/tests` });
		expect(fromTests.code).toBe(2);
		expect(fromTests.stderr).toMatch(/expected a file outside tests\//);
	});

	it('new-study refuses a reserved id', async () => {
		const res = await runMain(newStudy, ['table3', '--dry-run']);
		expect(res.code).toBe(1);
		expect(res.stderr).toMatch(/"table3" is reserved/);
	});

	it('each script runs itself through the one entry line, awaiting main when main is asynchronous', () => {
		for (const c of CASES) {
			const text = readFileSync(path.join(ROOT, 'scripts', `${c.script}.ts`), 'utf8');
			const entry = ENTRY.exec(text);
			expect(entry, `scripts/${c.script}.ts`).not.toBeNull();
			expect(text.match(new RegExp(ENTRY.source, 'gm')), `scripts/${c.script}.ts`).toHaveLength(1);
			expect(Boolean(entry![1]), `scripts/${c.script}.ts: await main exactly when main is async`).toBe(/export async function main\(/.test(text));
		}
	});

	it('scripts run as processes answer a bad option: the exit code and the message reach the shell', async () => {
		// the wiring main's tests do not reach: the script runs itself as the entry (import.meta.main),
		// its exit code becomes the process's, and its messages reach the process's streams
		expect(PROCESS_CASES.map((c) => c.script).sort()).toEqual(['analyze', 'build', 'validate']);
		const runs = await badOptionRuns;
		PROCESS_CASES.forEach((c, i) => {
			const run = runs[i]!;
			expect(run.code, `${c.command}: ${run.stderr}`).toBe(2);
			expect(run.stderr, c.command).toMatch(/^[\w:-]+: .+\nusage: /);
			expect(run.stderr, c.command).toContain(`usage: ${c.command}`);
			expect(run.stderr + run.stdout, c.command).not.toMatch(STACK);
		});
	});

	it('paths are read from where the user ran npm (INIT_CWD), in processes as npm runs them', async () => {
		const [gaps, validate, dry] = await fromTestsRuns;
		expect(gaps.code, gaps.stderr).toBe(0);
		expect(gaps.stdout).toContain('Fixture Study');
		expect(validate.code, validate.stdout).toBe(0);
		expect(dry.code).toBe(0);
		expect(dry.stdout).toContain('id: fresh-study');
	});
});
