/** npm run audit's verdict on npm audit's output: counts, a failure on high advisories, and an audit that could not run. */
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { verdict } from '../../scripts/audit.ts';

function run(stdout: string, env: Record<string, string>, stderr = '') {
	let out = '';
	let err = '';
	const sink = (add: (t: string) => void) => new Writable({ write: (c, _e, done) => (add(String(c)), done()) });
	const code = verdict({ stdout, stderr }, { stdout: sink((t) => (out += t)), stderr: sink((t) => (err += t)), env });
	return { code, out, err };
}

const unreachable = JSON.stringify({ message: '405 Method Not Allowed - POST https://registry.example/-/npm/v1/security/advisories/bulk' });
const clean = JSON.stringify({ metadata: { vulnerabilities: { info: 0, low: 1, moderate: 0, high: 0, critical: 0 } } });
const bad = JSON.stringify({ metadata: { vulnerabilities: { info: 0, low: 0, moderate: 0, high: 1, critical: 0 } } });

describe('npm run audit', () => {
	it('passes with no high advisory and fails with one', () => {
		expect(run(clean, {})).toMatchObject({ code: 0, out: expect.stringContaining('1 low') });
		expect(run(bad, { CI: 'true' })).toMatchObject({ code: 1, err: expect.stringContaining('1 high or critical') });
	});

	it('says loudly that it could not run; fails in CI unless AUDIT_OFFLINE=1 says so on purpose', () => {
		const local = run(unreachable, {});
		expect(local.code).toBe(0);
		expect(local.err).toMatch(/^!!! npm audit could not run .*405.*NOT audited/);
		const ci = run(unreachable, { CI: 'true' });
		expect(ci.code).toBe(1);
		expect(ci.err).toContain('AUDIT_OFFLINE=1');
		const offline = run(unreachable, { CI: 'true', AUDIT_OFFLINE: '1' });
		expect(offline.code).toBe(0);
		expect(offline.err).toContain('accepted without an audit');
		// output that is not JSON at all counts as an audit that did not run
		expect(run('', { CI: 'true' }, 'npm error code E500').code).toBe(1);
	});
});
