/** The one problem builder: every check's problems come out in the same shape. */
import { describe, expect, it } from 'vitest';
import { makeProblem, PLACEHOLDER_RULE } from '../../src/lib/problems.ts';
import { formatReport, inert, oneLine } from '../../src/lib/report.ts';

describe('makeProblem', () => {
	it('places a problem when a position is known, formats a path, and defaults to an error without a tip', () => {
		expect(makeProblem({ rule: 'schema', file: 'studies/a.yaml', position: { line: 3, column: 5 }, path: ['comparisons', 0, 'arms'], message: 'm' })).toEqual({
			file: 'studies/a.yaml',
			line: 3,
			column: 5,
			path: 'comparisons[0].arms',
			message: 'm',
			severity: 'error',
			rule: 'schema',
		});
	});

	it('leaves out what it does not know, and keeps a given severity, tip and text path', () => {
		const p = makeProblem({ rule: 'files', file: 'studies/.x', message: 'm', tip: 't', severity: 'warning', path: '' });
		expect(p).toEqual({ file: 'studies/.x', path: '', message: 'm', tip: 't', severity: 'warning', rule: 'files' });
		expect('line' in p).toBe(false);
	});
});

describe('the text reporter and hostile text', () => {
	const commands = ['::error title=x::pwned', '::add-mask::secret', '::stop-commands::token', '  ::warning::indented'];
	it('keeps every record text on its line, so no printed line is a workflow command or holds a control character', () => {
		const problems = [
			makeProblem({
				rule: 'schema',
				file: 'studies/a.yaml',
				position: { line: 2, column: 1 },
				path: 'short_name',
				message: `duplicate name "x\n${commands[0]}"`,
				tip: `rename\r\n${commands[1]}`,
			}),
			makeProblem({ rule: 'files', file: `::${commands[2]}.yaml`, message: `bell \u0007 escape \u001b[31m line\u2028sep next\u0085`, severity: 'warning' }),
			makeProblem({
				rule: PLACEHOLDER_RULE,
				file: 'studies/b.yaml',
				position: { line: 4, column: 3 },
				path: `x\n${commands[3]}`,
				message: 'optional placeholder',
				tip: `t\n${commands[0]}`,
			}),
		];
		const text = formatReport(problems, 3, { color: true });
		for (const line of text.split('\n')) {
			expect(line.trimStart().startsWith('::'), line).toBe(false);
			// only the reporter's own colour codes
			expect(line.replace(/\u001b\[\d+m/g, ''), line).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/);
		}
		expect(text).toContain('duplicate name "x\\n::error title=x::pwned"');
		expect(text).toContain('rename\\r\\n::add-mask::secret');
		expect(text).toContain('escape \\u001b[31m line\\u2028sep next\\u0085');
	});

	it('shows line breaks as \\n and leaves other text alone', () => {
		expect(oneLine('a\nb\tc')).toBe('a\\nb\\tc');
		expect(oneLine('τ-bench: “quoted”')).toBe('τ-bench: “quoted”');
		expect(inert('::error::x')).toBe(': :error::x');
		expect(inert('  ::x')).toBe('  : :x');
		expect(inert('studies/a.yaml::x')).toBe('studies/a.yaml::x');
	});
});
