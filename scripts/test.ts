/**
 * npm test [-- <test files or names>] [-t NAME] [--bail N] [-u]
 * Everything a change must pass, in order, stopping at the first step that fails: type checks
 * (astro check), formatting, lint, the dependency audit, then the vitest projects `unit` and
 * `browser`. File filters and the options listed go to vitest; `--help` explains this and runs
 * nothing, and any other option is refused before a step starts. The slower end-to-end checks are
 * `npm run test:full`.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { check, cliOrExit } from '../src/lib/cli.ts';

const STEPS: { label: string; command: string[] }[] = [
	{ label: 'type checks', command: ['npm', 'run', '-s', 'check'] },
	{ label: 'formatting', command: ['npm', 'run', '-s', 'format:check'] },
	{ label: 'lint', command: ['npm', 'run', '-s', 'lint'] },
	{ label: 'dependency audit', command: ['npm', 'run', '-s', 'audit'] },
];

const args = cliOrExit<{ testNamePattern?: string; bail?: string; update?: boolean }>({
	name: 'test',
	command: 'npm test --',
	usage: '[test files ...] [-t NAME] [--bail N] [-u]',
	summary: `Runs, in order, stopping at the first that fails: ${STEPS.map((s) => s.label).join(', ')}, then the unit and browser tests (vitest).
File names and -t (a test name) narrow the tests to run, --bail N stops after N failures, -u updates snapshots.
The browser tests need Chromium (/usr/bin/chromium, or the path in CHROMIUM_PATH), and one test needs pdflatex;
without them those tests are skipped locally with a loud message, and fail in CI.
The slower end-to-end checks are npm run test:full, which CI runs after npm test.`,
	example: 'npm test -- tests/unit/yaml.test.ts',
	options: { testNamePattern: { type: 'string', short: 't' }, bail: { type: 'string' }, update: { type: 'boolean', short: 'u' } },
	checks: { bail: check.positiveInteger, testNamePattern: check.regex },
	allowPositionals: true,
});

function main(values: { testNamePattern?: string; bail?: string; update?: boolean }, filters: string[]): number {
	const vitest = [
		process.execPath,
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
	for (const step of [...STEPS, { label: 'unit and browser tests', command: vitest }]) {
		const [cmd, ...rest] = step.command as [string, ...string[]];
		const res = spawnSync(cmd, rest, { stdio: 'inherit' });
		if (res.status !== 0) {
			console.error(`\nnpm test stopped: ${step.label} failed`);
			return res.status ?? 1;
		}
	}
	return 0;
}

if (args) process.exitCode = main(args.values, args.positionals);
