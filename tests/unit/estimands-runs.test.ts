/**
 * Estimand toolkit, input side: the RFC 4180 CSV parser and the run-table validation, each
 * problem placed at the right line.
 */
import { describe, expect, it } from 'vitest';
import { parseCsv } from '../../src/estimands/csv.ts';
import { parseRunTable, PROBLEM_LIMIT } from '../../src/estimands/runs.ts';
import { prng } from '../../src/lib/prng.ts';
import type { Problem } from '../../src/lib/problems.ts';
import { problemLine } from '../../src/lib/report.ts';

const errors = (ps: Problem[]) => ps.filter((p) => p.severity === 'error').map((p) => `${p.line ?? '-'}: ${p.message}`);
const warnings = (ps: Problem[]) => ps.filter((p) => p.severity === 'warning').map((p) => `${p.line ?? '-'}: ${p.message}`);

describe('parseCsv', () => {
	it('reads quoted fields with commas, doubled quotes and line breaks, and keeps start lines', () => {
		const r = parseCsv('a,b,c\r\n"x, y","say ""hi""",3\n"multi\nline",2,\n\nlast,"",z');
		expect(r.errors).toEqual([]);
		expect(r.rows).toEqual([
			{ line: 1, fields: ['a', 'b', 'c'] },
			{ line: 2, fields: ['x, y', 'say "hi"', '3'] },
			{ line: 3, fields: ['multi\nline', '2', ''] },
			{ line: 6, fields: ['last', '', 'z'] },
		]);
	});

	it('drops a byte-order mark and a final line break; a lone quoted empty field is a record', () => {
		expect(parseCsv('\uFEFFa,b\n1,2\n').rows).toEqual([
			{ line: 1, fields: ['a', 'b'] },
			{ line: 2, fields: ['1', '2'] },
		]);
		expect(parseCsv('a\n""\n').rows).toEqual([
			{ line: 1, fields: ['a'] },
			{ line: 2, fields: [''] },
		]);
		expect(parseCsv('a\rb\r').rows.map((r) => r.line)).toEqual([1, 2]);
	});

	it('reports an unclosed quote, a stray quote and text after a closing quote, with lines', () => {
		expect(parseCsv('a,b\n1,"open\n2,3').errors).toEqual([{ line: 2, message: 'a quoted field is never closed (missing `"`)' }]);
		expect(parseCsv('a,b\n1,x"y').errors.map((e) => e.line)).toEqual([2]);
		const after = parseCsv('a,b\n"q"z,1\n');
		expect(after.errors.map((e) => e.line)).toEqual([2]);
		expect(after.rows[1]!.fields).toEqual(['qz', '1']);
	});
});

describe('parseRunTable', () => {
	const header = 'task,arm,run,success';

	it('collects every row error at once, each at its line', () => {
		const csv = [
			'task,arm,run,success,triggered,tokens',
			'a,control,1,1,,10',
			'a,treatment,1,yes,1,10', // 3
			'a,control,1.5,1,,10', // 4
			',treatment,2,1,0,10', // 5
			'a,treatment,3,1,2,x', // 6
			'a,treatment,4,1.2,1,-1', // 7
			'a,treatment,5,1', // 8
		].join('\n');
		const { table, problems } = parseRunTable(csv);
		expect(table).toBeNull();
		expect(errors(problems)).toEqual([
			'3: success must be 0, 1 or a reward in [0, 1], got "yes"',
			'4: run must be a non-negative integer (the run\'s index within its task and arm), got "1.5"',
			'5: task must not be empty',
			'6: tokens must be a non-negative number (or empty), got "x"',
			'6: triggered must be 0 or 1 on rows of the treated arm "treatment", got "2"',
			'7: success must be 0, 1 or a reward in [0, 1], got "1.2"',
			'7: tokens must be a non-negative number (or empty), got "-1"',
			'8: expected 6 fields as in the header, got 4',
		]);
		// Field problems are placed at the field's column and named by its column's name.
		expect(problemLine(problems.find((p) => p.severity === 'error')!)).toBe(
			'runs.csv:3:15  success  error success must be 0, 1 or a reward in [0, 1], got "yes"',
		);
		expect(problems.find((p) => p.severity === 'error')).toMatchObject({ rule: 'run-table', file: 'runs.csv', line: 3, column: 15, path: 'success' });
		expect(parseRunTable(csv, { file: 'data/mine.csv' }).problems[0]!.file).toBe('data/mine.csv');
	});

	it('names missing columns and lists the header', () => {
		const { problems } = parseRunTable('task,arm,outcome\na,control,1\n');
		expect(errors(problems)).toEqual(['1: missing required columns "run", "success" (the header has "task", "arm", "outcome")']);
	});

	it('rejects duplicate runs, naming both lines', () => {
		const { problems } = parseRunTable(`${header}\na,control,1,1\na,treatment,1,1\na,control,1,0\n`);
		expect(errors(problems)).toEqual(['4: duplicate run: task "a", arm "control", run 1 already appears on line 2']);
	});

	it('warns of a task present in one arm only, at its first line, and leaves it out of the table (issue 30)', () => {
		const { table, problems } = parseRunTable(`${header}\na,control,1,1\na,treatment,1,1\nb,treatment,1,0\nb,treatment,2,1\n`);
		expect(errors(problems)).toEqual([]);
		expect(warnings(problems)).toContain('4: task "b" has runs in arm "treatment" but none in arm "control"; it is left out of the analysis');
		expect(table!.tasks.map((t) => t.task)).toEqual(['a']);
		expect(table!.oneArmTasks).toEqual({ count: 1, first: [{ task: 'b', arm: 'treatment', line: 4, runs: 2 }] });
	});

	it('rejects a table in which no task has runs in both arms', () => {
		const { table, problems } = parseRunTable(`${header}\na,control,1,1\nb,treatment,1,0\n`);
		expect(table).toBeNull();
		expect(errors(problems)).toEqual(['-: no task has runs in both arms "control" and "treatment", so there is nothing to compare']);
	});

	it('arms: default names, the arms found when they are missing, --control/--treatment, and more than two', () => {
		const csv = `${header}\na,base,1,1\na,skill,1,0\nb,base,1,1\nb,skill,1,1\n`;
		const missing = parseRunTable(csv);
		expect(errors(missing.problems)).toEqual([
			'-: no arms named "control" and "treatment"; the arms found are "base" (first on line 2), "skill" (first on line 3); name them with --control and --treatment',
		]);
		expect(problemLine(missing.problems.find((p) => p.severity === 'error')!)).toMatch(/^runs\.csv {2}error no arms named/);
		const named = parseRunTable(csv, { control: 'base', treatment: 'skill' });
		expect(named.table?.control).toBe('base');
		expect(named.table?.treatment).toBe('skill');
		// one name given: the other arm is the other one
		expect(parseRunTable(csv, { treatment: 'base' }).table?.control).toBe('skill');
		expect(errors(parseRunTable(csv, { control: 'nope' }).problems)[0]).toMatch(
			/arm "nope" given on the command line is not in the file; the arms found are "base"/,
		);
		expect(errors(parseRunTable(`${header}\na,x,1,1\na,y,1,1\na,z,1,1\n`).problems)).toEqual([
			'-: no arms named "control" and "treatment"; the arms found are "x" (first on line 2), "y" (first on line 3), "z" (first on line 4); name them with --control and --treatment',
		]);
		expect(errors(parseRunTable(`${header}\na,x,1,1\n`).problems)).toEqual(['-: expected at least two arms, found 1: "x" (first on line 2)']);
	});

	it('three or more arms: two are chosen, the others listed and ignored; one name alone is not enough', () => {
		const csv = `${header}\na,x,1,1\na,y,1,0\na,z,1,1\nb,x,1,0\nb,y,1,1\nb,z,1,1\nc,z,1,0\n`;
		const { table, problems } = parseRunTable(csv, { control: 'x', treatment: 'y' });
		expect(errors(problems)).toEqual([]);
		expect(table?.tasks.map((t) => [t.task, t.control.length, t.treatment.length])).toEqual([
			['a', 1, 1],
			['b', 1, 1],
		]);
		expect(problems.map((p) => p.message)).toContain('the file has 3 arms; this report compares "x" with "y" and ignores "z" (3 rows)');
		expect(errors(parseRunTable(csv, { control: 'x' }).problems)[0]).toMatch(/the file has 3 arms, so both must be named/);
	});

	it('arms that differ only in case are warned about, and the hint can name another way to choose', () => {
		const csv = `${header}\na,Control,1,1\na,control,1,1\na,treatment,1,0\n`;
		const { problems } = parseRunTable(csv);
		expect(problems.find((p) => p.severity === 'warning' && /differ only in case/.test(p.message))).toMatchObject({ line: 3 });
		const hinted = parseRunTable(`${header}\na,base,1,1\na,skill,1,0\n`, { armHint: 'choose them with the arm selectors above' });
		expect(errors(hinted.problems)[0]).toMatch(/; choose them with the arm selectors above$/);
	});

	it('warns about single runs, unpaired runs, unused columns, control-row triggers and a single task', () => {
		const csv = ['task,arm,run,success,triggered,note', 'a,control,1,1,1,x', 'a,treatment,1,0,1,', 'a,treatment,2,1,0,'].join('\n');
		const { table, problems } = parseRunTable(csv);
		expect(errors(problems)).toEqual([]);
		expect(table).not.toBeNull();
		expect(warnings(problems)).toEqual([
			'1: column "note" is not used',
			'2: triggered is read only on rows of the treated arm "treatment"; values on other rows (here "1") are ignored',
			'2: task "a" has a single run in arm "control": its run-to-run variance cannot be estimated and its per-task interval is very wide',
			'4: task "a": run 2 of arm "treatment" has no run 2 in arm "control"; it counts in the means but not in the paired statistics',
			'-: only one task: the task-clustered interval for the total effect needs at least two',
		]);
		expect(table!.tasks[0]!.control[0]!.triggered).toBeNull();
		expect(table!.tasks[0]!.treatment.map((r) => r.triggered)).toEqual([true, false]);
	});

	it('summarises long runs of the same warning', () => {
		const rows = Array.from({ length: 25 }, (_, i) => `t${i},control,1,1\nt${i},treatment,1,0`).join('\n');
		const w = warnings(parseRunTable(`${header}\n${rows}\n`).problems);
		expect(w).toHaveLength(11);
		expect(w[10]).toBe('-: ... and 15 more tasks with a single run in an arm (25 in all)');
	});

	it('types runs: binary or reward outcome, costs present, tasks in order, runs sorted by index', () => {
		const { table } = parseRunTable(
			'task,arm,run,success,latency\nb,treatment,2,0.5,\nb,treatment,1,1,3.5\nb,control,1,0,2\nb,control,2,1,2\na,control,1,1,1\na,treatment,1,0,1\n',
		);
		expect(table!.outcome).toBe('reward');
		expect(table!.costColumns).toEqual(['latency']);
		expect(table!.tasks.map((t) => t.task)).toEqual(['b', 'a']);
		expect(table!.tasks[0]!.treatment.map((r) => [r.run, r.success, r.costs.latency])).toEqual([
			[1, 1, 3.5],
			[2, 0.5, undefined],
		]);
		expect(table!.tasks[0]!.line).toBe(2);
	});

	it('reports an empty file and a header without rows', () => {
		expect(errors(parseRunTable('').problems)).toEqual(['-: the file is empty; expected a header with the columns task, arm, run, success']);
		expect(errors(parseRunTable(`${header}\n`).problems)).toEqual(['-: the file has a header but no runs']);
	});
});

describe('parseRunTable: runs made from the column store', () => {
	it('gives each run exactly its own cost values, however the cost objects are shared', () => {
		const csv = [
			'task,arm,run,success,tokens,latency',
			'a,control,1,1,5,',
			'a,treatment,1,0,5,2.5',
			'b,control,1,0,,7',
			'b,treatment,1,1,5,',
			'c,control,2,1,,',
			'c,treatment,2,0.5,-0,',
			'c,control,1,1,,7',
			'c,treatment,1,1,6,7',
		].join('\n');
		const { table, problems } = parseRunTable(csv);
		expect(errors(problems)).toEqual([]);
		const costs = table!.tasks.map((t) => [t.task, t.control.map((r) => r.costs), t.treatment.map((r) => r.costs)]);
		expect(costs).toEqual([
			['a', [{ tokens: 5 }], [{ tokens: 5, latency: 2.5 }]],
			['b', [{ latency: 7 }], [{ tokens: 5 }]],
			['c', [{ latency: 7 }, {}], [{ tokens: 6, latency: 7 }, { tokens: -0 }]],
		]);
		// runs sorted by index within each arm, success and run read back as written
		expect(table!.tasks[2]!.treatment.map((r) => [r.run, r.success])).toEqual([
			[1, 1],
			[2, 0.5],
		]);
		expect(table!.tasks.map((t) => t.line)).toEqual([2, 4, 6]);
		expect(Object.is(table!.tasks[2]!.treatment[1]!.costs.tokens, -0)).toBe(true);
		expect(table!.outcome).toBe('reward');
	});

	it('makes equal runs one frozen object (and their one-run lists one list), and keeps every value of the others', () => {
		const csv = [
			'task,arm,run,success,triggered,tokens',
			'a,control,1,1,,5',
			'a,treatment,1,0,1,5',
			'b,control,1,1,,5',
			'b,treatment,1,0,1,5',
			'c,control,1,1,,6',
			'c,treatment,1,0,0,5',
			'd,control,1,0.5,,5',
			'd,treatment,1,0,1,',
		].join('\n');
		const { table } = parseRunTable(csv);
		const [a, b, c, d] = table!.tasks;
		expect(a!.control[0]).toBe(b!.control[0]);
		expect(a!.treatment[0]).toBe(b!.treatment[0]);
		// and so are their one-run lists
		expect(a!.control).toBe(b!.control);
		expect(c!.control).not.toBe(a!.control);
		expect(c!.control[0]).not.toBe(a!.control[0]);
		expect(c!.treatment[0]).not.toBe(a!.treatment[0]);
		for (const t of table!.tasks) for (const r of [...t.control, ...t.treatment]) expect(Object.isFrozen(r)).toBe(true);
		expect([c!.control[0], c!.treatment[0], d!.control[0], d!.treatment[0]]).toEqual([
			{ run: 1, success: 1, triggered: null, costs: { tokens: 6 } },
			{ run: 1, success: 0, triggered: false, costs: { tokens: 5 } },
			{ run: 1, success: 0.5, triggered: null, costs: { tokens: 5 } },
			{ run: 1, success: 0, triggered: true, costs: {} },
		]);
	});

	it('finds duplicates and trigger values across many tasks as the row-by-row reading did', () => {
		const lines = ['task,arm,run,success,triggered'];
		for (let t = 0; t < 3000; t++)
			for (const arm of ['control', 'treatment'])
				for (let r = 0; r < 20; r++) lines.push(`t${t},${arm},${r},${(t + r) % 2},${arm === 'treatment' ? r % 2 : ''}`);
		lines.push('t17,treatment,19,1,1', 't2999,control,0,0,', 't5,treatment,20,1,yes');
		const { table, problems } = parseRunTable(lines.join('\n'));
		expect(table).toBeNull();
		const n = lines.length;
		expect(errors(problems)).toEqual([
			`${n - 2}: duplicate run: task "t17", arm "treatment", run 19 already appears on line ${1 + 17 * 40 + 20 + 19 + 1}`,
			`${n - 1}: duplicate run: task "t2999", arm "control", run 0 already appears on line ${1 + 2999 * 40 + 1}`,
			`${n}: triggered must be 0 or 1 on rows of the treated arm "treatment", got "yes"`,
		]);
	});

	it('reads a file without quotes (read line by line) exactly as the CSV parser reads it', () => {
		// A quoted header name sends the whole file through the RFC 4180 parser: both readings must
		// give the same table and the same problems, whatever the rows hold.
		const pick = <T>(rand: () => number, xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;
		const tasks = ['t1', 't2', 'long task name 3', ' t4', 't5 ', 'τ-6', '', 't1'];
		const arms = ['control', 'treatment', 'treatment', 'control', 'Control', ' control', 'other', ''];
		const runs = ['1', '2', '3', '007', '1.0', '-1', 'x', '', ' 2', '1e0', '1234567890123456'];
		const successes = ['0', '1', '1', '0', '0.5', '1.5', '', 'yes', ' 1', '.25'];
		const triggers = ['0', '1', '', '', 'yes', ' 1', '2'];
		const tokens = ['5', '17', '', '', '2.5', '-3', 'x', '1e3', '0012', ' 4'];
		for (let seed = 1; seed <= 60; seed++) {
			const rand = prng(seed);
			const withTrigger = seed % 2 === 0;
			const header = `task,arm,run,success${withTrigger ? ',triggered' : ''},tokens`;
			const clean = seed % 3 === 0; // mostly plain rows, as real files are
			const lines = [];
			for (let i = 0; i < 40; i++) {
				const f =
					clean && rand() < 0.9
						? [
								pick(rand, ['a', 'b', 'c']),
								pick(rand, ['control', 'treatment']),
								String(1 + Math.floor(rand() * 3)),
								pick(rand, ['0', '1']),
								...(withTrigger ? [pick(rand, ['0', '1'])] : []),
								String(Math.floor(rand() * 50)),
							]
						: [
								pick(rand, tasks),
								pick(rand, arms),
								pick(rand, runs),
								pick(rand, successes),
								...(withTrigger ? [pick(rand, triggers)] : []),
								pick(rand, tokens),
							];
				if (rand() < 0.05) f.pop(); // a field short
				if (rand() < 0.05) f.push('extra'); // a field too many
				lines.push(rand() < 0.05 ? '' : f.join(','));
			}
			const body = `${lines.join('\n')}${seed % 4 === 0 ? '\n' : ''}`;
			const byLine = parseRunTable(`${seed % 5 === 0 ? '\uFEFF' : ''}${header}\n${body}`, { file: 'f.csv' });
			const byParser = parseRunTable(`"task"${header.slice(4)}\n${body}`, { file: 'f.csv' });
			expect(byLine, `seed ${seed}`).toEqual(byParser);
		}
	});
});

describe('parseRunTable: a file of many problems', () => {
	it('keeps the first problems at a line, counts the rest in one problem put first, and makes no table', () => {
		const lines = ['task,arm,run,success'];
		for (let t = 0; t < 3000; t++) lines.push(`t${t},control,1,2`, `t${t},treatment,1,1`);
		const { table, problems } = parseRunTable(lines.join('\n'));
		expect(table).toBeNull();
		expect(problems.filter((p) => p.line !== undefined)).toHaveLength(PROBLEM_LIMIT);
		expect(problems.length).toBeLessThan(PROBLEM_LIMIT + 10);
		// the kept ones are the first in the file, in line order
		expect(problems.slice(1, 4).map((p) => p.line)).toEqual([2, 4, 6]);
		const last = problems[0]!;
		expect(last.line).toBeUndefined();
		expect(last.severity).toBe('error');
		expect(last.message).toMatch(/^\.\.\. and 2,000 errors and 10 warnings more, not listed: only the first 1,000 problems at a line are kept/);
	});

	it('hands CSV errors over one at a time when asked, keeping none', () => {
		const seen: number[] = [];
		const res = parseCsv('a,b\n1,x"y\n2,"z"q\n', undefined, (e) => seen.push(e.line));
		expect(seen).toEqual([2, 3]);
		expect(res.errors).toEqual([]);
	});
});
