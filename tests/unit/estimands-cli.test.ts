/**
 * Estimand toolkit CLI (scripts/analyze.ts): the Markdown and JSON reports on fixture tables, and
 * the messages and exit codes for bad tables and arguments. The cases call the script's main in
 * this process; the large --json report goes through a real pipe from a child process (and
 * tests/unit/cli.test.ts runs `--help` as a process).
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyze as analyzeTable } from '../../src/estimands/estimands.ts';
import { jsonReport } from '../../src/estimands/report.ts';
import { parseRunTable } from '../../src/estimands/runs.ts';
import { main } from '../../scripts/analyze.ts';
import { runMain, runScriptAsync } from '../helpers/run.ts';
import { ROOT } from '../helpers/paths.ts';

const F = (name: string) => `tests/fixtures/runs/${name}.csv`;
const analyze = (...args: string[]) => runMain(main, args);

describe('analyze CLI', () => {
	it('reads a relative path from where the reader ran npm (INIT_CWD), and says where it looked when there is no file', async () => {
		const fromTests = await runMain(main, ['fixtures/runs/basic.csv'], { INIT_CWD: `${ROOT}/tests` });
		expect(fromTests.code).toBe(0);
		expect(fromTests.stdout).toMatch(/^# Estimand report: fixtures\/runs\/basic\.csv/);
		const missing = await runMain(main, ['nope.csv'], { INIT_CWD: `${ROOT}/tests` });
		expect(missing.code).toBe(1);
		expect(missing.stderr).toContain(`nope.csv: no such file or folder (looked for ${ROOT}/tests/nope.csv)`);
	});

	it('refuses an endless input after the size limit instead of reading it to the end', async () => {
		const res = await runMain(main, ['/dev/zero']);
		expect(res.code).toBe(1);
		expect(res.stderr).toContain('/dev/zero: the input goes on past 128 MB, the limit');
	});

	it("the README's example report is what the toolkit prints for public/examples/runs.csv", async () => {
		const readme = readFileSync(`${ROOT}/README.md`, 'utf8');
		const shown = /<!-- example-report:start -->\n```text\n([\s\S]*?)```\n<!-- example-report:end -->/
			.exec(readme)![1]!
			.split('\n')
			.filter((l) => l.trim() !== '');
		expect(shown.length).toBeGreaterThan(5);
		const { code, stdout } = await analyze('public/examples/runs.csv');
		expect(code).toBe(0);
		for (const line of shown) expect(stdout, line).toContain(line);
	});

	it('its usage line is the npm command a reader types', async () => {
		expect((await analyze('--help')).stdout).toMatch(/^usage: npm run analyze -- runs\.csv /);
	});

	it('basic.csv: the four checklist sections with the hand-checked numbers', async () => {
		const { code, stdout, stderr } = await analyze(F('basic'));
		expect(stderr).toBe('');
		expect(code).toBe(0);
		for (const heading of [
			'## Unit, coupling, runs',
			'## Total effect',
			'## Trigger stratification',
			'## Discordance and degradation',
			'### Noise floor',
			'### Degradation shares',
			'## Budget',
		])
			expect(stdout).toContain(heading);
		const expected = [
			'- Estimate: +0.1667 (mean over 4 tasks of treated mean − control mean).',
			// changed deliberately (issue 30): 4 tasks report the bound interval the verdict uses, not the t(3) interval
			'- 95% interval (bound interval): [-0.9018, 0.9463].',
			'- Method: mean over the 4 tasks of the simultaneous per-task bounds',
			'- Spread of the per-task differences d_i: sd 0.4303, standard error 0.2152',
			'- Success rate per arm (95% interval): control 0.5000 [0.1500, 0.8500], treated 0.6667 [0.2451, 0.9249]',
			'Coupling (assumed): within a task, run r of the control arm is paired with run r of the treated arm',
			'| Trigger rate π (treated runs with triggered = 1) | 6/12 = 0.5000 |',
			'| D_pair (mean paired difference, treated run triggered; 6 pairs) | +0.3333 |',
			'| D_skip (mean paired difference, treated run not triggered; 6 pairs) | 0.0000 |',
			'| τ_pair (mean paired difference, all 12 pairs) | +0.1667 |',
			'- Identity τ_pair = π·D_pair + (1 − π)·D_skip (Eq. 3): holds.',
			'| Gains p+ (treated better than control) | 4/12 = 0.3333 |',
			'| Regressions p− (treated worse than control) | 2/12 = 0.1667 |',
			'- Check p+ − p− = mean paired difference (exact for binary success): holds.',
			"- Expected with no effect, independent runs at each task's pooled rate q (mean of q(1 − q)·N/(N − 1), unbiased; N runs of the task): 0.2167.",
			'- Eq. 4 with per-task plug-in rates (mean of p0(1 − p1)): 0.1389.',
			"Clopper–Pearson interval for each arm at level √(1 − α/n), combined as [l1 − u0, u1 − l0], so each task's interval for μ1 − μ0 covers with probability at least 1 − α/n = 1 − 0.05/4 (Bonferroni over n = 4 tasks)",
			'- **Refused:** no task can be shown degraded with 3 runs per arm at α = 0.05 over n = 4 tasks and margin ε = 0.05',
			'at least 9 runs per arm would be needed',
			'| t2 | 1.0000 (3) | 0.6667 (3) | -0.3333 | [-0.9673, 0.8526] | possibly |',
			'- Tasks whose treated sample mean is below the control sample mean: 1/4 = 0.2500.',
			"- Expected share with no effect at all (exact, given each task's total successes and run counts): 0.3500.",
			'| tokens | 100.00 (12) | 130.00 (12) | +30.00 (no interval) | +0.1667 [-0.5181, 0.8514] | not distinguishable on either axis |',
			'| latency | 10.00 (12) | 12.50 (12) | +2.50 (no interval) | +0.1667 [-0.5181, 0.8514] | not distinguishable on either axis |',
			'- tokens per unit of extra success: unbounded: the interval on the success difference includes 0',
		];
		for (const line of expected) expect(stdout).toContain(line);
		// every section ends with its verdict
		expect(stdout.match(/\*\*Supports:\*\*/g)).toHaveLength(6);
		expect(stdout.match(/\*\*Does not support:\*\*/g)).toHaveLength(6);
	});

	it('--json parses and carries the same numbers', async () => {
		const { code, stdout } = await analyze(F('basic'), '--json', '--epsilon', '0.1', '--alpha', '0.1');
		expect(code).toBe(0);
		const { file, warnings, analysis } = JSON.parse(stdout);
		expect(file).toBe(F('basic'));
		expect(warnings).toEqual([]);
		expect(analysis.epsilon).toBe(0.1);
		expect(analysis.alpha).toBe(0.1);
		expect(analysis.totalEffect.estimate).toBeCloseTo(1 / 6, 12);
		expect(analysis.trigger.rate).toBe(0.5);
		expect(analysis.trigger.dPair).toBeCloseTo(1 / 3, 12);
		expect(analysis.discordance.gains).toBe(4);
		expect(analysis.degradation.perTaskAlpha).toBe(0.025);
		// at α = ε = 0.1 three runs per arm cannot show degradation: k > ln(a/2)/ln(0.55) ≈ 8.48 with a = 1 − √(1 − 0.1/4)
		expect(analysis.degradation.refused).toBe(true);
		expect(analysis.degradation.runsNeeded).toBe(9);
		expect(analysis.degradation.confidentlyDegraded).toBeNull();
		expect(analysis.degradation.possiblyDegraded).toBeNull();
		expect(analysis.degradation.tasks).toHaveLength(4);
		expect(analysis.budget.columns.map((c: { column: string }) => c.column)).toEqual(['tokens', 'calls', 'latency']);
	});

	it('--json on thousands of tasks with long names: written in chunks through the pipe, the same text as one JSON.stringify', async () => {
		const dir = mkdtempSync(path.join(tmpdir(), 'analyze-json-'));
		try {
			const file = path.join(dir, 'many.csv');
			const lines = ['task,arm,run,success,tokens'];
			for (let t = 0; t < 20_000; t++)
				for (const arm of ['control', 'treatment'])
					lines.push(`"a task, named at length, number ${t}",${arm},1,${(t * 7 + arm.length) % 3 === 0 ? 1 : 0},${t % 97}`);
			writeFileSync(file, `${lines.join('\n')}\n`);
			// a child process, so the report goes through a real pipe; the expected text is made here while it runs
			const running = runScriptAsync('analyze', [file, '--json']);
			const { table, problems } = parseRunTable(readFileSync(file, 'utf8'), { file });
			const warnings = problems.filter((p) => p.severity === 'warning');
			const expected = JSON.stringify(jsonReport(analyzeTable(table!, { epsilon: 0.05, alpha: 0.05 }), { file, warnings }), null, 2);
			// several of the writer's 64 kB chunks
			expect(expected.length).toBeGreaterThan(1 << 22);
			const res = await running;
			expect(res.stderr).toContain('0 errors');
			expect(res.code).toBe(0);
			expect(res.stdout).toBe(`${expected}\n`);
		} finally {
			rmSync(dir, { recursive: true, force: true });
		}
	});

	it('degraded.csv: confidently and possibly degraded shares when runs suffice; no trigger or cost columns', async () => {
		const { code, stdout } = await analyze(F('degraded'));
		expect(code).toBe(0);
		expect(stdout).toContain('- Confidently degraded (U_x < −ε): 1/3 = 0.3333.');
		expect(stdout).toContain('- Possibly degraded (L_x < −ε): 2/3 = 0.6667.');
		expect(stdout).toContain('| d1 | 1.0000 (20) | 0.2000 (20) | -0.8000 | [-0.9660, -0.2470] | confidently |');
		expect(stdout).toContain('- Not reported: the table has no `triggered` column.');
		expect(stdout).toContain('- Not reported: the table has no tokens, calls or latency values.');
	});

	it('bad values: every problem at once, each naming its row, exit 1 and no report', async () => {
		const { code, stdout, stderr } = await analyze(F('non-numeric'));
		expect(code).toBe(1);
		expect(stdout).toBe('');
		expect(stderr).toContain('tests/fixtures/runs/non-numeric.csv:7:16  success  error success must be 0, 1 or a reward in [0, 1], got "yes"\n');
		expect(stderr).toContain('tests/fixtures/runs/non-numeric.csv:9:17  tokens  error tokens must be a non-negative number (or empty), got "-5"\n');
		expect(stderr).toContain('1 file, 2 errors, 0 warnings\ntests/fixtures/runs/non-numeric.csv: no report, because of the errors above');
	});

	it('a Latin-1 file is refused at its first byte that is not UTF-8, not read with "café" and "cafë" merged (issue 32)', async () => {
		const { code, stdout, stderr } = await analyze(F('latin1'));
		expect(code).toBe(1);
		expect(stdout).toBe('');
		expect(stderr).toContain(
			'tests/fixtures/runs/latin1.csv:2:4  error byte 0xE9 is not UTF-8: the file is in another encoding (Latin-1 or Windows-1252, perhaps)\n    tip: save the table as UTF-8',
		);
		expect(stderr).toContain('tests/fixtures/runs/latin1.csv: no report, because of the errors above');
	});

	it('a UTF-16 file with a byte-order mark is read as its UTF-8 twin, with a warning (issue 32; the page does the same)', async () => {
		const twin = await analyze(F('utf8-bom'));
		expect(twin.code).toBe(0);
		expect(twin.stderr).toBe('');
		for (const name of ['utf16le', 'utf16be']) {
			const { code, stdout, stderr } = await analyze(F(name));
			expect(code).toBe(0);
			expect(stderr).toContain(
				`tests/fixtures/runs/${name}.csv  warning the file is UTF-16 (${name === 'utf16le' ? 'little' : 'big'}-endian, from its byte-order mark); it was read as such`,
			);
			// the report lists the warning among those from reading the table; its numbers are the twin's
			expect(stdout).toMatch(/Warnings from reading the table \(1\):[\s\S]*UTF-16/);
			const body = (report: string) => report.slice(report.indexOf('## Unit'));
			expect(body(stdout)).toBe(body(twin.stdout));
		}
	});

	it('a missing column is reported at the header line', async () => {
		const { code, stderr } = await analyze(F('missing-column'));
		expect(code).toBe(1);
		expect(stderr).toContain(
			'tests/fixtures/runs/missing-column.csv:1:1  error missing required column "success" (the header has "task", "arm", "run", "triggered")',
		);
	});

	it('a task in one arm only is a warning at its first row: left out, counted in the report, exit 0 (issue 30)', async () => {
		const { code, stdout, stderr } = await analyze(F('one-arm-task'));
		expect(code).toBe(0);
		expect(stderr).toContain(
			'tests/fixtures/runs/one-arm-task.csv:14:1  warning task "t3" has runs in arm "treatment" but none in arm "control"; it is left out of the analysis',
		);
		expect(stderr).toMatch(/\b0 errors, 1 warnings?\b/);
		expect(stderr).not.toContain('no report');
		expect(stdout).toContain('treated arm `treatment`, control arm `control`; 3 tasks;');
		expect(stdout).toContain(
			'- **Left out:** 1 task with runs in one arm only, so with no within-task comparison: "t3" (3 runs in "treatment" only, line 14).',
		);
		const json = await analyze(F('one-arm-task'), '--json');
		expect(json.code).toBe(0);
		const report = JSON.parse(json.stdout);
		expect(report.analysis.design.tasks).toBe(3);
		expect(report.analysis.design.oneArmTasks).toEqual({ count: 1, first: [{ task: 't3', arm: 'treatment', line: 14, runs: 3 }] });
		expect(report.warnings.map((w: { message: string }) => w.message)).toContain(
			'task "t3" has runs in arm "treatment" but none in arm "control"; it is left out of the analysis',
		);
	});

	it('a single run per arm gives warnings and a refusal, but exit 0', async () => {
		const { code, stdout, stderr } = await analyze(F('single-run'));
		expect(code).toBe(0);
		expect(stderr).toContain('tests/fixtures/runs/single-run.csv:2:1  warning task "a" has a single run in both arms');
		expect(stderr).toContain('single-run.csv:6:1  warning task "c"');
		expect(stdout).toContain('no task can be shown degraded with 1 run per arm at α = 0.05 over n = 3 tasks');
		expect(stdout).toContain('Warnings from reading the table (3):');
		expect(stdout).toContain('Run-to-run variance of success within a task: control not estimable');
	});

	it('arms: an error listing the arms found, fixed by --control/--treatment', async () => {
		const bad = await analyze(F('named-arms'));
		expect(bad.code).toBe(1);
		expect(bad.stderr).toContain(
			'tests/fixtures/runs/named-arms.csv  error no arms named "control" and "treatment"; the arms found are "base" (first on line 2), "skill" (first on line 5); name them with --control and --treatment',
		);
		const good = await analyze(F('named-arms'), '--control', 'base', '--treatment', 'skill');
		expect(good.code).toBe(0);
		expect(good.stdout).toContain('treated arm `skill`, control arm `base`');
		expect(good.stdout).toContain('- Estimate: +0.1667');
	});

	it('bad arguments exit 2 before any work, and an unreadable file exits 1', async () => {
		const args = await analyze(F('basic'), '--alpha', '2', '--epsilon', 'x');
		expect(args.code).toBe(2);
		expect(args.stderr).toContain('analyze: --alpha "2": expected a number in (0, 1)');
		expect(args.stderr).toContain('analyze: --epsilon "x": expected a number in [0, 1)');
		const none = await analyze('tests/fixtures/runs/does-not-exist.csv');
		expect(none.code).toBe(1);
		expect(none.stderr).toContain('does-not-exist.csv: no such file or folder (looked for ');
		const folder = await analyze('tests/fixtures');
		expect(folder.code).toBe(1);
		expect(folder.stderr).toBe('tests/fixtures is a folder; give a file\n');
		expect((await analyze()).code).toBe(2);
	});
});
