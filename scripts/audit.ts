/**
 * npm run audit: fails when a production dependency has a high or critical advisory
 * (`npm audit --omit=dev`). Some registries serve packages but no advisory endpoint; then the
 * audit cannot run, and this says so loudly instead of pretending it passed a check it never made.
 * In CI (CI set) an audit that could not run fails, unless AUDIT_OFFLINE=1 says that the machine
 * has no advisory service on purpose; on a contributor's machine it warns and passes.
 */
import { spawnSync } from 'node:child_process';
import { cliOrAnswer, processIo, say, type CliIo, type CliSpec } from '../src/lib/cli.ts';

const SPEC: CliSpec = {
	name: 'audit',
	usage: '',
	summary: 'Runs npm audit on the production dependencies and fails on a high or critical advisory; says so loudly when the registry cannot audit.',
	example: 'npm run audit',
	options: {},
};

/** The command on `argv` (the arguments after the script), its output written to `io`; returns the exit code. */
export function main(argv: string[], io: CliIo = processIo()): number {
	const args = cliOrAnswer(SPEC, argv, io);
	// --help or a bad option: answered, with its exit code
	if (typeof args === 'number') return args;
	const res = spawnSync('npm', ['audit', '--omit=dev', '--json'], { encoding: 'utf8', cwd: io.cwd, env: io.env });
	return verdict({ stdout: res.stdout ?? '', stderr: res.stderr ?? '' }, io);
}

/** What npm audit's output means: its counts (failing on high or critical), or that it could not run (failing in CI unless AUDIT_OFFLINE=1). */
export function verdict(res: { stdout: string; stderr: string }, io: Pick<CliIo, 'stdout' | 'stderr' | 'env'>): number {
	let report: { metadata?: { vulnerabilities?: Record<string, number> }; error?: { summary?: string }; message?: string } = {};
	try {
		report = JSON.parse(res.stdout || '{}') as typeof report;
	} catch {
		/* not JSON: handled below */
	}
	const counts = report.metadata?.vulnerabilities;
	if (counts) {
		const high = (counts['high'] ?? 0) + (counts['critical'] ?? 0);
		say(
			io.stdout,
			`npm audit (production dependencies): ${Object.entries(counts)
				.map(([k, v]) => `${v} ${k}`)
				.join(', ')}`,
		);
		if (high > 0) {
			say(io.stderr, `npm audit found ${high} high or critical vulnerabilities; run npm audit --omit=dev for details`);
			return 1;
		}
		return 0;
	}
	const why = report.message ?? report.error?.summary ?? res.stderr.split('\n').find((l) => /audit|40\d|50\d/.test(l)) ?? 'no report';
	say(io.stderr, `!!! npm audit could not run against this registry (${why.trim()}); production dependencies were NOT audited.`);
	if (io.env['CI'] && io.env['AUDIT_OFFLINE'] !== '1') {
		say(
			io.stderr,
			'In CI this fails: give the job access to the registry’s advisory endpoint, or set AUDIT_OFFLINE=1 where no advisory service is reachable on purpose.',
		);
		return 1;
	}
	if (io.env['AUDIT_OFFLINE'] === '1') say(io.stderr, 'AUDIT_OFFLINE=1: accepted without an audit, as this machine has no advisory service.');
	return 0;
}

// run as a script (node scripts/audit.ts), not when a test imports main
if (import.meta.main) process.exitCode = main(process.argv.slice(2));
