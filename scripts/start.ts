/**
 * npm start [-- --port 4321]
 * Builds the site (scripts/build.ts: validate, Astro, Pagefind) and serves dist/ on
 * http://127.0.0.1:<port>/ with astro preview. Options are checked before the build starts.
 */
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { check, cliOrAnswer, processIo, say, type CliIo, type CliSpec } from '../src/lib/cli.ts';
import { BUILD_NODE_FLAGS } from './node-flags.ts';

const SPEC: CliSpec = {
	name: 'start',
	command: 'npm start --',
	usage: '[--port 4321]',
	summary: 'Builds the site into dist/ (npm run build) and serves it on http://127.0.0.1:<port>/skill-evidence/ (npm run preview); stop it with Ctrl-C.',
	example: 'npm start -- --port 8080',
	options: { port: { type: 'string', default: '4321' } },
	checks: { port: (v) => (check.positiveInteger(v) === undefined && Number(v) < 65536 ? undefined : 'a port number from 1 to 65535') },
};

/**
 * The command on `argv` (the arguments after the script); resolves to the exit code when the
 * server stops. The build and the server write to the process's own terminal.
 */
export async function main(argv: string[], io: CliIo = processIo()): Promise<number> {
	const args = cliOrAnswer<{ port: string }>(SPEC, argv, io);
	// --help or a bad option: answered, with its exit code
	if (typeof args === 'number') return args;
	const build = spawnSync(process.execPath, [...BUILD_NODE_FLAGS, 'scripts/build.ts'], { cwd: io.cwd, env: io.env, stdio: 'inherit' });
	if (build.status !== 0) {
		say(io.stderr, 'npm start: the build failed (see above), so nothing is served');
		return build.status ?? 1;
	}
	const astro = path.join('node_modules', 'astro', 'bin', 'astro.mjs');
	const preview = spawn(process.execPath, [astro, 'preview', '--host', '127.0.0.1', '--port', args.values.port], {
		cwd: io.cwd,
		stdio: 'inherit',
		env: { ...io.env, ASTRO_TELEMETRY_DISABLED: '1' },
	});
	for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => preview.kill(signal));
	return new Promise((resolve) => preview.on('exit', (code) => resolve(code ?? 0)));
}

// run as a script (node scripts/start.ts), not when a test imports main
if (import.meta.main) process.exitCode = await main(process.argv.slice(2));
