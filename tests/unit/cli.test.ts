/**
 * Every script in package.json that is ours answers --help with its usage and an example, answers
 * an unknown option with one line and the usage (exit 2, no stack trace), and reads paths from the
 * directory the user ran npm in.
 */
import { describe, expect, it } from 'vitest';
import { fsErrorText } from '../../src/lib/cli.ts';
import { ROOT } from '../helpers/paths.ts';
import { runScript, runScriptAsync } from '../helpers/run.ts';

/**
 * Every command a reader runs, as [script file, npm command, a bad option, a missing file]: each
 * answers --help with usage and an example, a bad option or value with exit 2, one line per problem
 * and the usage, and a missing file or folder in words; none prints a stack trace.
 */
const CASES: { script: string; command: string; bad: string[]; missing?: { args: string[]; code: number; says: RegExp } }[] = [
	{
		script: 'build',
		command: 'npm run build',
		bad: ['--no-such-option'],
		missing: { args: ['--studies', 'nope'], code: 2, says: /--studies "nope": expected a folder that exists \(nope: no such file or folder\)/ },
	},
	{
		script: 'validate',
		command: 'npm run validate',
		bad: ['--limit', 'abc'],
		missing: { args: ['--studies', 'nope'], code: 2, says: /expected a folder that exists/ },
	},
	{
		script: 'gaps',
		command: 'npm run gaps',
		bad: ['--no-such-option'],
		missing: { args: ['studies/nope.yaml'], code: 1, says: /studies\/nope\.yaml {2}error cannot read the file: no such file or folder/ },
	},
	{
		script: 'new-study',
		command: 'npm run new-study',
		bad: ['--no-such-option'],
		missing: { args: ['x-y', '--studies', 'nope'], code: 2, says: /expected a folder that exists/ },
	},
	{ script: 'schema', command: 'npm run schema', bad: ['--no-such-option'] },
	{ script: 'audit', command: 'npm run audit', bad: ['--no-such-option'] },
	{
		script: 'bench/bench',
		command: 'npm run bench',
		bad: ['--only', 'foo'],
		missing: { args: ['--out', 'nope/B.md'], code: 2, says: /--out "nope\/B\.md": expected a file in a folder that exists/ },
	},
	{
		script: 'bench/profile',
		command: 'npm run bench:profile',
		bad: ['--match', '(', 'tests'],
		missing: { args: ['nope'], code: 2, says: /"nope": expected a folder that exists/ },
	},
	{
		script: 'bench/generate',
		command: 'node scripts/bench/generate.ts',
		bad: ['--seed', 'x', '3', 'tmp/x'],
		missing: { args: ['3', 'package.json/x'], code: 1, says: /package\.json\/x: part of this path is a file, not a folder/ },
	},
	{
		script: 'analyze',
		command: 'npm run analyze',
		bad: ['--alpha', '2', 'x.csv'],
		missing: { args: ['nope.csv'], code: 1, says: /nope\.csv: no such file or folder/ },
	},
	{ script: 'start', command: 'npm start', bad: ['--port', 'x'] },
	{ script: 'test', command: 'npm test', bad: ['--no-such-option'] },
];

/** A stack-frame line, or Node's own source line for an uncaught error. */
const STACK = /\n\s+at \S|node:internal|^\S+:\d+\n/m;

describe('command-line scripts', () => {
	for (const c of CASES) {
		it.concurrent(
			`${c.command}: --help, a bad option${c.missing ? ' and a missing file' : ''} are answered in words, with no stack trace`,
			async ({ expect }) => {
				const [help, bad, missing] = await Promise.all([
					runScriptAsync(c.script, ['--help']),
					runScriptAsync(c.script, c.bad),
					c.missing ? runScriptAsync(c.script, c.missing.args) : undefined,
				]);
				expect(help.code, help.stderr).toBe(0);
				expect(help.stdout).toMatch(new RegExp(`^usage: ${c.command.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`));
				expect(help.stdout).toMatch(/\nexample: \S/);
				expect(bad.code, bad.stderr).toBe(2);
				expect(bad.stderr).toMatch(/^[\w:-]+: .+\nusage: /);
				for (const r of [help, bad, missing]) if (r) expect(r.stderr + r.stdout).not.toMatch(STACK);
				if (c.missing && missing) {
					expect(missing.code, missing.stderr + missing.stdout).toBe(c.missing.code);
					expect(missing.stderr + missing.stdout).toMatch(c.missing.says);
				}
			},
		);
	}

	it('paths are read from where the user ran npm (INIT_CWD)', () => {
		const fromTests = { INIT_CWD: `${ROOT}/tests` };
		const gaps = runScript('gaps', ['fixtures/valid/fixture-study.yaml'], fromTests);
		expect(gaps.code, gaps.stderr).toBe(0);
		expect(gaps.stdout).toContain('Fixture Study');
		const validate = runScript('validate', ['--studies', 'fixtures/valid'], fromTests);
		expect(validate.code, validate.stdout).toBe(0);
		const dry = runScript('new-study', ['fresh-study', '--dry-run', '--studies', 'fixtures/valid'], fromTests);
		expect(dry.code).toBe(0);
		expect(dry.stdout).toContain('id: fresh-study');
	});

	it('file-system errors are words that name the path', () => {
		expect(fsErrorText({ code: 'ENOENT' }, 'x.csv')).toBe('x.csv: no such file or folder');
		expect(fsErrorText({ code: 'EISDIR' }, 'studies')).toBe('studies is a folder; give a file');
		expect(fsErrorText({ code: 'EACCES' }, 'y')).toBe('y: permission denied');
	});

	it('new-study refuses a reserved id', () => {
		const res = runScript('new-study', ['table3', '--dry-run']);
		expect(res.code).toBe(1);
		expect(res.stderr).toMatch(/"table3" is reserved/);
	});
});
