/**
 * npm start [-- --port 4321]
 * Builds the site (scripts/build.ts: validate, Astro, Pagefind) and serves dist/ on
 * http://127.0.0.1:<port>/ with astro preview. Options are checked before the build starts.
 */
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { check, cliOrExit } from '../src/lib/cli.ts';

const args = cliOrExit<{ port: string }>({
	name: 'start',
	command: 'npm start --',
	usage: '[--port 4321]',
	summary: 'Builds the site into dist/ (npm run build) and serves it on http://127.0.0.1:<port>/skill-evidence/ (npm run preview); stop it with Ctrl-C.',
	example: 'npm start -- --port 8080',
	options: { port: { type: 'string', default: '4321' } },
	checks: { port: (v) => (check.positiveInteger(v) === undefined && Number(v) < 65536 ? undefined : 'a port number from 1 to 65535') },
});

if (args) {
	const build = spawnSync(process.execPath, ['scripts/build.ts'], { stdio: 'inherit' });
	if (build.status !== 0) {
		console.error('npm start: the build failed (see above), so nothing is served');
		process.exitCode = build.status ?? 1;
	} else {
		const astro = path.join('node_modules', 'astro', 'bin', 'astro.mjs');
		const preview = spawn(process.execPath, [astro, 'preview', '--host', '127.0.0.1', '--port', args.values.port], {
			stdio: 'inherit',
			env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
		});
		for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => preview.kill(signal));
		preview.on('exit', (code) => (process.exitCode = code ?? 0));
	}
}
