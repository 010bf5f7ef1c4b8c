/**
 * npm run audit: fails when a production dependency has a high or critical advisory
 * (`npm audit --omit=dev`). Some registries serve packages but no advisory endpoint; then the
 * audit cannot run, and this says so loudly instead of pretending it passed a check it never made.
 */
import { spawnSync } from 'node:child_process';
import { cliOrExit } from '../src/lib/cli.ts';

const args = cliOrExit({
	name: 'audit',
	usage: '',
	summary: 'Runs npm audit on the production dependencies and fails on a high or critical advisory; says so loudly when the registry cannot audit.',
	example: 'npm run audit',
	options: {},
});
if (!args) process.exit();
const res = spawnSync('npm', ['audit', '--omit=dev', '--json'], { encoding: 'utf8' });
let report: { metadata?: { vulnerabilities?: Record<string, number> }; error?: { summary?: string }; message?: string } = {};
try {
	report = JSON.parse(res.stdout || '{}') as typeof report;
} catch {
	/* not JSON: handled below */
}
const counts = report.metadata?.vulnerabilities;
if (counts) {
	const high = (counts['high'] ?? 0) + (counts['critical'] ?? 0);
	console.log(
		`npm audit (production dependencies): ${Object.entries(counts)
			.map(([k, v]) => `${v} ${k}`)
			.join(', ')}`,
	);
	if (high > 0) {
		console.error(`npm audit found ${high} high or critical vulnerabilities; run npm audit --omit=dev for details`);
		process.exitCode = 1;
	}
} else {
	const why = report.message ?? report.error?.summary ?? res.stderr.split('\n').find((l) => /audit|40\d|50\d/.test(l)) ?? 'no report';
	console.warn(`!!! npm audit could not run against this registry (${why.trim()}); production dependencies were NOT audited.`);
}
