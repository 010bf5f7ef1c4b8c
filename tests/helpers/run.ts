/** Runs a project script the way a contributor would, capturing its output and exit code. */
import { spawn, spawnSync } from 'node:child_process';
import { Writable } from 'node:stream';
import type { CliIo } from '../../src/lib/cli.ts';
import { ROOT } from './paths.ts';

export interface RunResult {
	code: number;
	stdout: string;
	stderr: string;
}

/**
 * What every script run by a test sees besides the caller's settings: the site is built for the root
 * of a server (the published base path, /skill-evidence/, is astro.config.mjs's default, which
 * tests/e2e/determinism.test.ts checks), and no telemetry or colour.
 */
export const TEST_ENV = { NO_COLOR: '1', ASTRO_TELEMETRY_DISABLED: '1', BASE_PATH: '/' } as const;

/**
 * The test runner's environment without what vitest adds to it: Vite's env values (BASE_URL, MODE,
 * DEV, PROD, SSR) would reach a child build's pages through import.meta.env, and its own VITEST_*
 * settings are for the runner only.
 */
export function childEnv(): NodeJS.ProcessEnv {
	const vite = new Set(['BASE_URL', 'MODE', 'DEV', 'PROD', 'SSR', 'TEST']);
	return Object.fromEntries(Object.entries(process.env).filter(([k]) => !vite.has(k) && !k.startsWith('VITEST')));
}

export function runScript(script: string, args: string[] = [], env: Record<string, string> = {}, cwd = ROOT): RunResult {
	const res = spawnSync(process.execPath, [`scripts/${script}.ts`, ...args], {
		cwd,
		encoding: 'utf8',
		// INIT_CWD as npm would set it when run from cwd, whatever directory the test runner was started from
		env: { ...childEnv(), ...TEST_ENV, INIT_CWD: cwd, ...env },
		timeout: 300_000,
	});
	return { code: res.status ?? -1, stdout: res.stdout, stderr: res.stderr };
}

/** runScript without blocking, so independent runs can overlap (two cores, mostly start-up time). */
export function runScriptAsync(script: string, args: string[] = [], env: Record<string, string> = {}, cwd = ROOT): Promise<RunResult> {
	return new Promise((resolve, reject) => {
		const child = spawn(process.execPath, [`scripts/${script}.ts`, ...args], {
			cwd,
			env: { ...childEnv(), ...TEST_ENV, INIT_CWD: cwd, ...env },
		});
		let stdout = '';
		let stderr = '';
		// decoded as a stream, so a character split between two chunks stays whole
		child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d));
		child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
		child.on('error', reject);
		child.on('close', (code) => resolve({ code: code ?? -1, stdout, stderr }));
	});
}

/** A script's `main(argv, io)`: what runs when the script is the process's entry. */
export type ScriptMain = (argv: string[], io: CliIo) => Promise<number> | number;

/**
 * A script's main called in this process, as runScript would run it in a child (the same
 * environment, INIT_CWD as npm would set it), its output captured: no Node start-up per case.
 */
export async function runMain(main: ScriptMain, args: string[] = [], env: Record<string, string> = {}, cwd = ROOT): Promise<RunResult> {
	let stdout = '';
	let stderr = '';
	const sink = (append: (text: string) => void) =>
		new Writable({
			decodeStrings: false,
			write(chunk: string | Buffer, _encoding, callback) {
				append(String(chunk));
				callback();
			},
		});
	const io: CliIo = {
		stdout: sink((t) => (stdout += t)),
		stderr: sink((t) => (stderr += t)),
		cwd,
		env: { ...childEnv(), ...TEST_ENV, INIT_CWD: cwd, ...env },
	};
	const code = await main(args, io);
	return { code, stdout, stderr };
}
