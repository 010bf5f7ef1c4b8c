/**
 * The /tools/ analyzer's pure decisions: which arms a two-arm table is compared with, which tasks
 * the per-task table marks degraded, and the heading outline the report gets on the page.
 */
import { describe, expect, it } from 'vitest';
import { suggestArms } from '../../src/estimands/arms.ts';
import { degradedStatus } from '../../src/estimands/degraded.ts';
import { analyze, degradationIntervals } from '../../src/estimands/estimands.ts';
import { estimandReportMarkdown } from '../../src/estimands/report.ts';
import { parseRunTable, type RunTable } from '../../src/estimands/runs.ts';
import { parseReport, REPORT_TITLE_LEVEL } from '../../src/client/report-dom.ts';

/** A run table from per-task success counts: [task, control successes, treated successes], `runs` runs per arm. */
function counts(rows: readonly [string, number, number][], runs: number, arms: [string, string] = ['control', 'treatment']): string {
	const lines = ['task,arm,run,success'];
	for (const [task, c, t] of rows)
		for (const [arm, successes] of [
			[arms[0], c],
			[arms[1], t],
		] as const)
			for (let r = 1; r <= runs; r++) lines.push(`${task},${arm},${r},${r <= successes ? 1 : 0}`);
	return `${lines.join('\n')}\n`;
}

function table(csv: string): RunTable {
	const { table: t, problems } = parseRunTable(csv);
	if (!t) throw new Error(problems.map((p) => p.message).join('\n'));
	return t;
}

describe('arms preselected for a two-arm table', () => {
	it('an arm named control or baseline is the control, wherever it comes', () => {
		expect(suggestArms(['with-skill', 'baseline'])).toEqual({ control: 'baseline', treatment: 'with-skill' });
		expect(suggestArms(['Control', 'skill'])).toEqual({ control: 'Control', treatment: 'skill' });
	});

	it('else an arm named treatment or treated is the treated arm', () => {
		expect(suggestArms(['treated', 'plain'])).toEqual({ control: 'plain', treatment: 'treated' });
	});

	it('else the arm first in the file is the control', () => {
		expect(suggestArms(['gpt-4o', 'gpt-4o+skill'])).toEqual({ control: 'gpt-4o', treatment: 'gpt-4o+skill' });
	});

	it('no choice for one arm or more than two', () => {
		expect(suggestArms(['only'])).toBeUndefined();
		expect(suggestArms(['a', 'b', 'c'])).toBeUndefined();
	});
});

describe('per-task degraded marks', () => {
	it('a task with equal success in both arms is never marked, however few its runs', () => {
		const dg = degradationIntervals(
			table(
				counts(
					[
						['same', 3, 3],
						['down', 3, 0],
						['up', 1, 3],
					],
					3,
				),
			),
			0.05,
			0.05,
		);
		const byTask = Object.fromEntries(dg.tasks.map((t) => [t.task, t]));
		// 3/3 against 3/3: the interval is wide enough to reach below −ε, but the runs show no decline
		expect(byTask['same']!.reachesBelowMargin).toBe(true);
		expect(byTask['same']!.possiblyDegraded).toBe(false);
		expect(degradedStatus(byTask['same']!, 0.05)).toBe('no');
		expect(byTask['up']!.possiblyDegraded).toBe(false);
		expect(byTask['down']!.possiblyDegraded).toBe(true);
		expect(degradedStatus(byTask['down']!, 0.05)).toBe('possibly');
	});

	it('equal mean rewards that differ only in floating-point rounding are not a decline', () => {
		// 0.1 + 0.2 is 0.30000000000000004, so the treated mean (0.3 + 0) / 2 sits a hair below the control mean
		const csv = 'task,arm,run,success\nx,control,1,0.1\nx,control,2,0.2\nx,treatment,1,0.3\nx,treatment,2,0\n';
		const [t] = degradationIntervals(table(csv), 0.05, 0.05).tasks;
		expect(t!.estimate).toBeLessThan(0);
		expect(t!.possiblyDegraded).toBe(false);
	});

	it('the possibly degraded share still counts every interval below −ε, so it stays a bound, and the report says which tasks it adds', () => {
		const csv = counts(
			[
				['same', 30, 30],
				['down', 30, 20],
				['gone', 30, 0],
			],
			30,
		);
		const a = analyze(table(csv), { epsilon: 0.05, alpha: 0.05 });
		const dg = a.degradation;
		expect(dg.refused).toBe(false);
		expect(dg.tasks.map((t) => [t.task, degradedStatus(t, 0.05)])).toEqual([
			['same', 'no'],
			['down', 'possibly'],
			['gone', 'confidently'],
		]);
		expect(dg.possiblyDegraded).toEqual({ count: 3, share: 1 });
		expect(dg.possibleWithoutDecline).toBe(1);
		const md = estimandReportMarkdown(a, { file: 'x.csv' });
		expect(md).toContain('- Possibly degraded (L_x < −ε): 3/3 = 1.0000.');
		expect(md).toContain('- 1 of them shows no decline in its own runs');
		expect(md).toMatch(/^\| same \| 1\.0000 \(30\) \| 1\.0000 \(30\) \| 0\.0000 \| \[[^\]]+\] \| no \|$/m);
	});
});

describe('the report’s heading outline on the page', () => {
	const md = estimandReportMarkdown(
		analyze(
			table(
				counts(
					[
						['a', 2, 3],
						['b', 3, 1],
						['c', 1, 1],
					],
					3,
				),
			),
			{ epsilon: 0.05, alpha: 0.05 },
		),
		{
			file: 'x.csv',
		},
	);
	const headings = parseReport(md).flatMap((b) => (b.kind === 'heading' ? [b] : []));
	/** Each heading with the nearest heading above it of a lower level. */
	const outline = headings.map((h, i) => ({
		text: h.text,
		level: h.level,
		parent: headings
			.slice(0, i)
			.reverse()
			.find((p) => p.level < h.level)?.text,
	}));

	it('starts one level below the analyzer’s h2 and never skips a level', () => {
		expect(headings[0]).toMatchObject({ level: REPORT_TITLE_LEVEL, text: 'Estimand report: x.csv' });
		expect(REPORT_TITLE_LEVEL).toBe(3);
		for (const [i, h] of headings.entries()) if (i > 0) expect(h.level, h.text).toBeLessThanOrEqual(headings[i - 1]!.level + 1);
		expect(headings.filter((h) => h.level === REPORT_TITLE_LEVEL)).toHaveLength(1);
	});

	it('puts each part under the section it belongs to: the total effect under the report, not under "Unit, coupling, runs"', () => {
		const parentOf = (text: string) => outline.find((h) => h.text === text)?.parent;
		expect(parentOf('Total effect')).toBe('Estimand report: x.csv');
		expect(parentOf('Unit, coupling, runs')).toBe('Estimand report: x.csv');
		expect(parentOf('Paired discordance')).toBe('Discordance and degradation');
		expect(parentOf('Noise floor')).toBe('Discordance and degradation');
		expect(parentOf('Degradation shares')).toBe('Discordance and degradation');
		// nothing sits under "Unit, coupling, runs": its heading is followed by a sibling section
		expect(outline.filter((h) => h.parent === 'Unit, coupling, runs')).toEqual([]);
	});
});
