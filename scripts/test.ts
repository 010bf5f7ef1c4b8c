/**
 * npm test [-- <test files or names>] [-t NAME] [--bail N] [-u]
 * Everything a change must pass: type checks (astro check), formatting, lint and the dependency
 * audit, run one after another beside the vitest projects `unit` and `browser`; every step runs,
 * and the command fails if any of them does. File filters and the options listed go to vitest; `--help` explains this and runs
 * nothing, and any other option is refused before a step starts. The slower end-to-end checks are
 * `npm run test:full`.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { check, cliOrAnswer, processIo, say, type CliIo, type CliSpec } from '../src/lib/cli.ts';

const STEPS: { label: string; command: string[] }[] = [
	{ label: 'type checks', command: ['npm', 'run', '-s', 'check'] },
	{ label: 'formatting', command: ['npm', 'run', '-s', 'format:check'] },
	{ label: 'lint', command: ['npm', 'run', '-s', 'lint'] },
	{ label: 'dependency audit', command: ['npm', 'run', '-s', 'audit'] },
];

const SPEC: CliSpec = {
	name: 'test',
	command: 'npm test --',
	usage: '[test files ...] [-t NAME] [--bail N] [-u]',
	summary: `Runs ${STEPS.map((s) => s.label).join(', ')} (one after another, their output shown at the end) beside the unit and browser tests (vitest); fails if any of them fails.
File names and -t (a test name) narrow the tests to run, --bail N stops after N failures, -u updates snapshots.
The browser tests need Chromium (/usr/bin/chromium, or the path in CHROMIUM_PATH), and one test needs pdflatex;
without them those tests are skipped locally with a loud message, and fail in CI.
The slower end-to-end checks are npm run test:full, which CI runs after npm test.`,
	example: 'npm test -- tests/unit/yaml.test.ts',
	options: { testNamePattern: { type: 'string', short: 't' }, bail: { type: 'string' }, update: { type: 'boolean', short: 'u' } },
	checks: { bail: check.positiveInteger, testNamePattern: check.regex },
	allowPositionals: true,
};

/** Runs a command to its end, its output kept (not shown) until the caller prints it. */
function runQuiet(cmd: string, rest: string[], io: CliIo): Promise<{ code: number; output: string }> {
	return new Promise((resolve) => {
		const child = spawn(cmd, rest, { cwd: io.cwd, stdio: ['ignore', 'pipe', 'pipe'], env: { ...io.env, FORCE_COLOR: io.stdout.isTTY ? '1' : '0' } });
		let output = '';
		child.stdout.on('data', (d: Buffer) => (output += d.toString()));
		child.stderr.on('data', (d: Buffer) => (output += d.toString()));
		child.on('error', (e) => resolve({ code: 1, output: `${output}${e.message}\n` }));
		child.on('close', (code) => resolve({ code: code ?? 1, output }));
	});
}

/**
 * The static checks, one after another, beside the tests: the browser tests spend much of their
 * time waiting on Chromium, and the type checker fills that time on the other core. Each check's
 * output is printed, under its name, once the tests have finished.
 */
export async function main(argv: string[], io: CliIo = processIo()): Promise<number> {
	const args = cliOrAnswer<{ testNamePattern?: string; bail?: string; update?: boolean }>(SPEC, argv, io);
	// --help or a bad option: answered, with its exit code
	if (typeof args === 'number') return args;
	const { values, positionals: filters } = args;
	const vitest = [
		path.join('node_modules', 'vitest', 'vitest.mjs'),
		'run',
		'--project',
		'unit',
		'--project',
		'browser',
		...(values.testNamePattern ? ['-t', values.testNamePattern] : []),
		...(values.bail ? ['--bail', values.bail] : []),
		...(values.update ? ['--update'] : []),
		...filters,
	];
	const checks = (async () => {
		const results: { label: string; code: number; output: string }[] = [];
		for (const step of STEPS) {
			const [cmd, ...rest] = step.command as [string, ...string[]];
			results.push({ label: step.label, ...(await runQuiet(cmd, rest, io)) });
		}
		return results;
	})();
	const tests = await new Promise<number>((resolve) => {
		const child = spawn(process.execPath, vitest, { cwd: io.cwd, env: io.env, stdio: 'inherit' });
		child.on('error', () => resolve(1));
		child.on('close', (code) => resolve(code ?? 1));
	});
	const failed: string[] = [];
	for (const r of await checks) {
		say(io.stdout, `\n── ${r.label}`);
		io.stdout.write(r.output.trim() ? `${r.output.trimEnd()}\n` : 'passed\n');
		if (r.code !== 0) failed.push(r.label);
	}
	if (tests !== 0) failed.push('unit and browser tests');
	if (failed.length > 0) {
		say(io.stderr, `\nnpm test failed: ${failed.join(', ')}`);
		return 1;
	}
	say(io.stdout, `\nnpm test passed: ${[...STEPS.map((s) => s.label), 'unit and browser tests'].join(', ')}`);
	return 0;
}

// run as a script (node scripts/test.ts), not when a test imports main
if (import.meta.main) process.exitCode = await main(process.argv.slice(2));
