import { describe, expect, it } from 'vitest';
import { check, framework } from '../../tests/helpers/rule-context.ts';
import { vocabularyCoverage } from './vocabulary-coverage.ts';

describe('vocabulary-coverage', () => {
	it('accepts the framework as it is', () => {
		expect(check(vocabularyCoverage, [])).toEqual([]);
	});

	it('names a term missing from data/ and a term defined twice', () => {
		const axes = framework.axes.axes;
		const changed = { ...framework, axes: { ...framework.axes, axes: [axes[0]!, axes[0]!, ...axes.slice(2)] } };
		const problems = check(vocabularyCoverage, [], { framework: changed });
		expect(problems.map((p) => p.message)).toEqual(expect.arrayContaining([`"${axes[0]!.id}" is defined twice`, `"${axes[1]!.id}" is not defined`]));
		for (const p of problems) expect(p.file).toMatch(/data\/axes\.yaml$/);
	});

	it('names a treatment contrast kind that data/axes.yaml leaves out or shows twice', () => {
		const axes = framework.axes.axes;
		const i = axes.findIndex((a) => a.id === 'treatment_contrast');
		const values = axes[i]!.values;
		const first = values[0]!;
		const second = values[1]!;
		if (!('id' in first) || !('id' in second)) throw new Error('the contrast axis lists vocabulary ids first');
		const withValues = (v: typeof values) => ({ ...framework, axes: { ...framework.axes, axes: axes.map((a, j) => (j === i ? { ...a, values: v } : a)) } });
		const problems = check(vocabularyCoverage, [], { framework: withValues([first, first, ...values.slice(2)]) });
		expect(problems.map((p) => [p.path, p.message])).toEqual([
			[`axes[${i}].values[1].id`, `"${first.id}" is shown twice`],
			[`axes[${i}].values`, expect.stringContaining(`treatment contrast kind "${second.id}"`)],
		]);
	});
});
