/**
 * Pins each core study's key figures to what the review reports (Tables 3 and 5, Sections 3-5), so
 * an accidental edit of a record is caught. Each expectation names where the review states it.
 */
import { describe, expect, it } from 'vitest';
import { loadCorpus } from '../../src/corpus/load.ts';
import type { Study } from '../../src/schema/study.ts';
import { headlineComparison } from '../../src/views/study-parts.ts';
import { ROOT } from '../helpers/paths.ts';

const studies = new Map(loadCorpus({ root: ROOT, studiesDir: 'studies' }).studies.map((s) => [s.data.id, s.data]));

function study(id: string): Study {
	const s = studies.get(id);
	if (!s) throw new Error(`missing record ${id}`);
	return s;
}
const sizes = (s: Study) => Object.fromEntries(s.population.benchmarks.map((b) => [b.name, b.size?.value]));
const results = (s: Study) => s.results.map((r) => ('value' in r ? r.value : r.table.cells.map((c) => c.value)));
const quantities = (s: Study) => (s.quantities === 'not_assessed' ? [] : s.quantities.map((q) => q.id));
const armIds = (s: Study) => headlineComparison(s).arms.map((a) => a.id);

describe('core study figures match the review', () => {
	it('skill-following (Table 5; §3.5)', () => {
		const s = study('skill-following');
		expect(s.provenance.version_read).toBe('v1');
		expect(sizes(s)).toMatchObject({ 'MBPP+': 80, Math500: 80 });
		expect(s.population.models.count).toBe(17);
		expect(s.runs.per_task_and_arm).toBe(1);
		expect(headlineComparison(s).coupling.kind).toBe('shared_seed');
		expect(headlineComparison(s).coupling.shared).toEqual(['task prompt', 'generation seed', 'decoding configuration']);
		expect(s.trigger?.event).toBe('retrieval_returned');
		expect(s.budget.kind).toBe('none');
		expect(quantities(s)).toEqual(['total_availability_effect', 'trigger_conditioned_paired_contrast']);
	});

	it('regression-tax (Table 5; §3.7)', () => {
		const s = study('regression-tax');
		expect(s.provenance.version_read).toBe('v1');
		expect(s.population.benchmarks.map((b) => b.size?.value)).toContain(486);
		expect(s.population.models.count).toBe(3);
		expect(s.runs.per_task_and_arm).toBe(1);
		expect(s.runs.variance_estimated).toBe(false);
		expect(headlineComparison(s).arms).toHaveLength(4);
		expect(s.budget.kind).toBe('none');
		expect(quantities(s)).toEqual(['total_availability_effect', 'paired_discordance']);
	});

	it('budget-study (Table 5; §3.4, §4.4)', () => {
		const s = study('budget-study');
		expect(s.provenance.version_read).toBe('v2');
		expect(s.population.benchmarks.map((b) => b.name)).toEqual(['WebArena', 'WorkArena-L1']);
		expect(s.population.models.count).toBe(3);
		expect(s.runs.per_task_and_arm).toBe(3);
		expect(s.budget.kind).toBe('approximate_matching');
		expect(s.budget.detail).toMatch(/10/);
		expect(s.budget.detail).toMatch(/15/);
		expect(quantities(s)).toEqual(['budget_constrained_comparison']);
		expect(s.design.claims_efficiency.value).toBe(true);
	});

	it('skill-shadowing (Table 5; §4.4), with the unresolved trajectory-count discrepancy', () => {
		const s = study('skill-shadowing');
		expect(s.provenance.version_read).toBe('v2');
		expect(sizes(s)).toEqual({ SkillsBench: 38 });
		expect(s.population.models.count).toBe(2);
		expect(s.runs.uncertainty).toMatchObject({ method: 'clustered_bootstrap', resamples: 2000 });
		expect(results(s)).toEqual([0.21, 0.26, 0.14, '0.06 to 0.26', 0.07, '−0.13 to 0.25']);
		expect(s.discrepancies).toHaveLength(1);
		expect(s.discrepancies![0]!.values.map((v) => v.value)).toEqual([2545, 2576]);
		expect(s.discrepancies![0]!.status).toBe('unresolved');
		expect(armIds(s)).toHaveLength(4);
		expect(quantities(s)).toEqual(['composition_effect']);
	});

	it('skillsbench (Table 5; §4.2): read from its v2 paper, the review (v4) beside it', () => {
		const s = study('skillsbench');
		expect(s.provenance.source).toBe('paper');
		expect(s.provenance.version_read).toMatch(/^arXiv v2\b/);
		expect(s.review_account?.version_read).toBe('v4');
		// The review's figures stay with the record, each beside the paper's and marked as a version change.
		const said = (what: RegExp) => s.review_account?.disagreements.find((d) => what.test(d.what));
		expect(said(/^Number of tasks/)?.review.says).toMatch(/87/);
		expect(said(/configurations/)?.review.says).toMatch(/18/);
		expect(said(/pass rates/)?.review.says).toMatch(/33\.9%.*50\.5%/);
		expect(said(/^Trials/)?.review.says).toMatch(/Three/);
		expect(said(/^Budget/)?.review.says).toMatch(/No budget/);
		expect(sizes(s)).toEqual({ SkillsBench: 84 });
		expect(s.runs.per_task_and_arm).toEqual({ min: 3, max: 5 });
		expect(quantities(s)).toContain('total_availability_effect');
	});

	it('skillapt (Table 5; §3.8, §4.3)', () => {
		const s = study('skillapt');
		expect(s.provenance.version_read).toBe('v1');
		expect(s.population.benchmarks[0]!.size).toEqual({ value: 113, unit: 'confirmatory states' });
		expect(s.population.censoring).toMatch(/111/);
		expect(s.runs.per_task_and_arm).toBe(1);
		expect(s.runs.uncertainty.method).toBe('paired_bootstrap');
		expect(results(s)).toEqual(['0.838 vs. 0.838', '100% to 31.5%', '111 of 113']);
		expect(quantities(s)).toEqual(['state_intervention_value']);
	});

	it('radeg (Table 5; §3.8)', () => {
		const s = study('radeg');
		expect(s.provenance.version_read).toBe('v1');
		expect(s.population.benchmarks[0]!.size).toEqual({ value: 72, unit: 'queries' });
		expect(s.runs.per_task_and_arm).toBe(1);
		expect(s.runs.note).toMatch(/288 rollouts/);
		expect(headlineComparison(s).kind).toBe('execution_selection');
		expect(quantities(s)).toEqual(['execution_selection_value']);
	});

	it('confidence-gated-retrieval (Table 5; §3.8)', () => {
		const s = study('confidence-gated-retrieval');
		expect(s.provenance.version_read).toBe('v1');
		expect(s.population.benchmarks.map((b) => b.name)).toEqual(['HotpotQA', 'MuSiQue']);
		expect(headlineComparison(s).coupling.kind).toBe('fixed_paths');
		expect(s.runs.per_task_and_arm).toBe(1);
		expect(s.design.uses_logged_trajectories.value).toBe(true);
		expect(quantities(s)).toEqual(['component_swap_effect']);
	});

	it('replay-gap (Table 5; §4.5)', () => {
		const s = study('replay-gap');
		expect(s.provenance.version_read).toBe('v1');
		expect(s.population.benchmarks[0]).toMatchObject({ name: 'SWE-bench', size: { value: 30 } });
		expect(s.runs.note).toMatch(/900/);
		expect(results(s)).toEqual(['61–94%', 3, 'every success-relevant outcome', 'over 90%']);
		expect(s.quantities).toMatchObject([{ id: 'other', name: 'Validity of replay for per-step model switching' }]);
	});

	it('failure-prevention (Table 5; §3.7, §4.5): read from its paper, the version the review read', () => {
		const s = study('failure-prevention');
		expect(s.provenance.source).toBe('paper');
		expect(s.provenance.version_read).toMatch(/^arXiv v1\b/);
		expect(s.review_account?.version_read).toBe('v1');
		expect(sizes(s)).toMatchObject({ HotPotQA: 100, GAIA: 30, ALFWorld: 202 });
		expect(s.runs.per_task_and_arm).toEqual({ min: 2, max: 3 });
		expect(s.budget.detail).toMatch(/15 actions/);
		expect(quantities(s)).toEqual(expect.arrayContaining(['total_availability_effect', 'paired_discordance']));
	});

	it('state-path-menu (Table 5; §4.1)', () => {
		const s = study('state-path-menu');
		expect(s.provenance.version_read).toBe('v1');
		expect(s.runs.per_task_and_arm).toBe(1);
		expect(s.budget.detail).toMatch(/8/);
		expect(results(s)).toEqual(['0.737 to 0.898', 32]);
		expect(quantities(s)).toEqual(['component_swap_effect']);
	});

	it('capability-pages (Table 5; §4.2)', () => {
		const s = study('capability-pages');
		expect(s.provenance.version_read).toBe('v1');
		expect(sizes(s)).toEqual({ 'SRA-Bench': 5400 });
		expect(s.population.benchmarks[0]!.note).toMatch(/26,262 skills/);
		expect(s.population.models.count).toBe(4);
		expect(s.runs.per_task_and_arm).toBe(5);
		expect(results(s)).toEqual([3.62, 5]);
		expect(quantities(s)).toEqual(['component_swap_effect']);
	});

	it('tabagent (Table 5; §3.4, §4.4)', () => {
		const s = study('tabagent');
		expect(s.provenance.version_read).toBe('v1');
		expect(s.population.benchmarks.map((b) => b.name)).toEqual(['AppWorld']);
		expect(results(s)).toEqual(['maintained', 'lower']);
		expect(s.design.claims_efficiency.value).toBe(true);
		expect(quantities(s)).toEqual(['component_swap_effect']);
	});
});
