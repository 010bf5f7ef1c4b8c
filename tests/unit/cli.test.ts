/**
 * Every script in package.json that is ours answers --help with its usage and an example, answers
 * an unknown option with one line and the usage (exit 2, no stack trace), and reads paths from the
 * directory the user ran npm in.
 */
import { describe, expect, it } from 'vitest';
import { fsErrorText } from '../../src/lib/cli.ts';
import { ROOT } from '../helpers/paths.ts';
import { runScript } from '../helpers/run.ts';

const SCRIPTS = ['build', 'validate', 'gaps', 'new-study', 'schema', 'audit', 'bench/bench', 'analyze'] as const;
const npmName = (s: string) => (s === 'bench/bench' ? 'bench' : s);

describe('command-line scripts', () => {
	for (const script of SCRIPTS) {
		it(`${npmName(script)}: --help gives usage and an example; an unknown option exits 2 with one line and the usage`, () => {
			const help = runScript(script, ['--help']);
			expect(help.code, help.stderr).toBe(0);
			expect(help.stdout).toMatch(new RegExp(`^usage: npm run ${npmName(script)}\\b`));
			expect(help.stdout).toMatch(new RegExp(`\\nexample: npm run ${npmName(script)}\\b`));
			const bad = runScript(script, ['--no-such-option']);
			expect(bad.code).toBe(2);
			expect(bad.stderr).toMatch(new RegExp(`^${npmName(script)}: Unknown option '--no-such-option'\\nusage: npm run ${npmName(script)}\\b[^\\n]*\\n$`));
			expect(bad.stderr + bad.stdout).not.toMatch(/\n\s+at /);
		});
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
