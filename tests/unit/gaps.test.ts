/**
 * Applicability and gaps: every checklist item's rule over the fact combinations that change it,
 * the consistency rule that joins the validator, the gap arithmetic, and the CLI report.
 */
import { describe, expect, it } from 'vitest';
import { applicabilityOf, evaluate, type Applicability, type DesignFacts } from '../../src/model/applicability.ts';
import { cellState, gapAnalysis, isGap, studyGaps } from '../../src/gaps/gaps.ts';
import { gapReportMarkdown } from '../../src/gaps/report.ts';
import { loadCorpus } from '../../src/corpus/load.ts';
import { parseAndCheck } from '../../src/corpus/load.ts';
import { checklistApplicability } from '../../src/rules/checklist-applicability.ts';
import { ChecklistSchema, StudySchema, type Study } from '../../src/schema/study.ts';
import { checklistItemsWithSecondPart, designFacts } from '../../src/schema/vocabulary.ts';
import { ROOT, VALID } from '../helpers/paths.ts';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { marked } from 'marked';
import { runMain } from '../helpers/run.ts';
import { main as gaps } from '../../scripts/gaps.ts';

const corpus = loadCorpus({ root: ROOT });
const framework = corpus.framework!;
const items = framework.checklist.items;
const item = (id: string) => items.find((i) => i.id === id)!;
type Fact = keyof typeof designFacts;
type V = boolean | 'unknown';

function design(values: Partial<Record<Fact, V>>): DesignFacts {
	return Object.fromEntries((Object.keys(designFacts) as Fact[]).map((f) => [f, { value: values[f] ?? false, basis: 'test' }])) as DesignFacts;
}

/** Table 4's "Applies to" column, written out independently of data/checklist.yaml. */
const TABLE4: Record<string, { base: Fact[] | 'all'; second?: Fact[] }> = {
	question_contrast: { base: 'all' },
	target_population: { base: 'all' },
	unit_coupling_runs: { base: ['stochastic_agent'] },
	identification: { base: ['conditions_on_post_treatment_event', 'uses_logged_trajectories'] },
	trigger_stratification: { base: ['optional_invocation'] },
	discordance_degradation: { base: ['paired'], second: ['claims_harm'] },
	budget: { base: 'all', second: ['claims_efficiency'] },
	protocol: { base: ['uses_logged_trajectories'] },
	component_metrics: { base: ['retrieval_or_menu_study'] },
	library_state: { base: ['evolving_library'] },
};

function expected(facts: Fact[] | 'all', d: Partial<Record<Fact, V>>): Applicability {
	if (facts === 'all') return 'applies';
	const vals = facts.map((f) => d[f] ?? false);
	if (vals.includes(true)) return 'applies';
	return vals.every((v) => v === false) ? 'does_not_apply' : 'unknown';
}

/** Every combination of true / false / unknown over the given facts. */
function combos(facts: Fact[]): Partial<Record<Fact, V>>[] {
	let out: Partial<Record<Fact, V>>[] = [{}];
	for (const f of facts) out = out.flatMap((c) => [true, false, 'unknown'].map((v) => ({ ...c, [f]: v as V })));
	return out;
}

describe('applicability of each checklist item (Table 4)', () => {
	it('the data encode exactly the Table 4 conditions', () => {
		expect(items.map((i) => i.id)).toEqual(Object.keys(TABLE4));
		for (const i of items) {
			const t = TABLE4[i.id]!;
			expect(i.applies_when === 'all' ? 'all' : i.applies_when.any_of, i.id).toEqual(t.base);
			expect(i.second_part ? (i.second_part.applies_when as { any_of: Fact[] }).any_of : undefined, i.id).toEqual(t.second);
		}
	});

	for (const [id, t] of Object.entries(TABLE4)) {
		const facts = [...(t.base === 'all' ? [] : t.base), ...(t.second ?? [])];
		it(`${id}: over all ${3 ** facts.length} combinations of ${facts.join(', ') || 'no facts'}`, () => {
			for (const c of combos(facts)) {
				const a = applicabilityOf(item(id), design(c));
				const base = expected(t.base, c);
				expect(a.base, JSON.stringify(c)).toBe(base);
				if (t.second) {
					const second = expected(t.second, c);
					const both =
						base === 'does_not_apply' || second === 'does_not_apply' ? 'does_not_apply' : base === 'applies' && second === 'applies' ? 'applies' : 'unknown';
					expect(a.second, JSON.stringify(c)).toBe(both);
				} else expect(a.second).toBeUndefined();
			}
		});
	}

	it('the study schema accepts a second part on exactly the items that have one', () => {
		const shape = ChecklistSchema.shape as Record<string, { shape?: Record<string, unknown> }>;
		const withSecond = Object.keys(shape).filter((k) => 'second_part' in (shape[k]!.shape ?? {}));
		expect(withSecond).toEqual([...checklistItemsWithSecondPart]);
		expect(items.filter((i) => i.second_part).map((i) => i.id)).toEqual([...checklistItemsWithSecondPart]);
	});

	it('facts outside an item’s condition never change it', () => {
		const everything = design(Object.fromEntries(Object.keys(designFacts).map((f) => [f, true])) as Record<Fact, V>);
		expect(evaluate({ any_of: ['paired'] }, { ...everything, paired: { value: false, basis: '' } })).toBe('does_not_apply');
	});
});

describe('gaps', () => {
	it('a gap is an applicable part recorded not_reported or partial; not_assessed never is', () => {
		expect(isGap('applies', 'not_reported')).toBe(true);
		expect(isGap('applies', 'partial')).toBe(true);
		expect(isGap('applies', 'not_assessed')).toBe(false);
		expect(isGap('applies', 'reported')).toBe(false);
		expect(isGap('unknown', 'not_reported')).toBe(false);
		expect(isGap('does_not_apply', 'not_applicable')).toBe(false);
	});

	it('counts gaps and not-assessed parts per study, second parts included', () => {
		// The fixture with a harm claim whose degradation shares are not reported, and coupling only partly reported.
		const s = fixture((y) =>
			y
				.replace('claims_harm: { value: false', 'claims_harm: { value: true')
				.replace('second_part: { status: not_applicable, basis: "No harm claim (paper §5)" }', 'second_part: { status: not_reported, basis: "Paper §5" }')
				.replace('unit_coupling_runs: { status: reported', 'unit_coupling_runs: { status: partial'),
		);
		const g = studyGaps(s, items);
		// Discordance counts not reported, their second part not reported, unit/coupling/runs partial.
		expect(g.gaps).toBe(3);
		// Budget (first part) only.
		expect(g.notAssessed).toBe(1);
		expect(cellState(s, item('discordance_degradation')).second).toMatchObject({ applies: 'applies', status: 'not_reported', gap: true });
	});

	it('item summaries partition the studies', () => {
		const studies = [fixture((y) => y), fixture((y) => y.replace('question_contrast: { status: reported', 'question_contrast: { status: partial'))];
		const a = gapAnalysis(studies, framework);
		for (const s of a.summaries) {
			expect(s.reported + s.partial + s.notReported + s.notAssessed + s.applicabilityUnknown + s.notApplicable, s.item).toBe(studies.length);
		}
		expect(a.summaries.find((s) => s.item === 'question_contrast')).toMatchObject({ reported: 1, partial: 1, applicabilityUnknown: 0 });
	});
});

const base = readFileSync(path.join(VALID, 'fixture-study.yaml'), 'utf8');

/** The valid fixture, edited, as a typed study. */
function fixture(edit: (yaml: string) => string): Study {
	const res = parseAndCheck('tests/fixtures/valid/fixture-study.yaml', '', edit(base), StudySchema);
	if (!res.file) throw new Error(JSON.stringify(res.problems));
	return res.file.data;
}

describe('the checklist-applicability rule', () => {
	function check(edit: (yaml: string) => string) {
		const res = parseAndCheck('tests/fixtures/valid/fixture-study.yaml', '', edit(base), StudySchema);
		if (!res.file) throw new Error(JSON.stringify(res.problems));
		return checklistApplicability.check({ studies: [res.file], records: [res.file], framework, dataFiles: corpus.dataFiles });
	}

	it('accepts the valid fixture', () => {
		expect(check((y) => y)).toEqual([]);
	});

	it('refuses not_applicable on an item that applies, placed at the status', () => {
		const problems = check((y) => y.replace('unit_coupling_runs: { status: reported', 'unit_coupling_runs: { status: not_applicable'));
		expect(problems).toEqual([
			expect.objectContaining({
				line: 80,
				path: 'checklist.unit_coupling_runs.status',
				message: 'checklist item unit_coupling_runs is recorded not_applicable, but it applies: design.stochastic_agent is true',
			}),
		]);
	});

	it('refuses a status on an item that does not apply', () => {
		const problems = check((y) => y.replace('protocol: { status: not_applicable', 'protocol: { status: not_reported'));
		expect(problems).toMatchObject([
			{
				path: 'checklist.protocol.status',
				message: 'checklist item protocol does not apply to this design but is recorded not_reported',
				tip: expect.stringContaining('record not_applicable'),
			},
		]);
	});

	it('refuses not_applicable where a governing fact is unknown', () => {
		const problems = check((y) => y.replace('evolving_library: { value: false', 'evolving_library: { value: unknown'));
		expect(problems).toMatchObject([
			{ path: 'checklist.library_state.status', message: expect.stringContaining('depends on unknown design facts (evolving_library)') },
		]);
	});

	it('checks the second part on its own', () => {
		const problems = check((y) => y.replace('claims_harm: { value: false', 'claims_harm: { value: true'));
		expect(problems).toMatchObject([
			{
				path: 'checklist.discordance_degradation.second_part.status',
				message: expect.stringContaining('the second part of discordance_degradation is recorded not_applicable, but it applies'),
			},
		]);
	});

	it('requires second_part where the item has one, and refuses it elsewhere', () => {
		const missing = check((y) => y.replace('    second_part: { status: not_applicable, basis: "No harm claim (paper §5)" }\n', ''));
		expect(missing).toMatchObject([{ path: 'checklist.discordance_degradation', message: expect.stringContaining('needs its second_part') }]);
		// Elsewhere the schema itself refuses it.
		const extra = parseAndCheck(
			'x.yaml',
			'',
			base.replace(
				'protocol: { status: not_applicable, basis: "Closed-loop runs only (paper §3)" }',
				'protocol: { status: not_applicable, basis: "x", second_part: { status: not_applicable, basis: "y" } }',
			),
			StudySchema,
		);
		expect(extra.problems).toMatchObject([{ path: 'checklist.protocol.second_part', message: 'unknown key "second_part"' }]);
	});
});

describe('npm run gaps', () => {
	it('prints one record’s Markdown report for a pull-request comment', async () => {
		const res = await runMain(gaps, ['tests/fixtures/valid/fixture-study.yaml']);
		expect(res.code).toBe(0);
		await expect(res.stdout).toMatchFileSnapshot('./__snapshots__/gaps-fixture-study.md');
		const s = fixture((y) => y);
		expect(res.stdout).toBe(`${gapReportMarkdown(s, framework, 'tests/fixtures/valid/fixture-study.yaml')}\n`);
	});

	it('prints the gap table of all studies, and JSON on request', async () => {
		const table = await runMain(gaps, [], { STUDIES_DIR: 'tests/fixtures/valid' });
		expect(table.code).toBe(0);
		expect(table.stdout.split('\n').filter((l) => /^\S.*\s\d+\s+\d+$/.test(l))).toHaveLength(1);
		const json = JSON.parse((await runMain(gaps, ['--json'], { STUDIES_DIR: 'tests/fixtures/valid' })).stdout) as { studies: { id: string; gaps: number }[] };
		expect(json.studies).toMatchObject([
			{
				id: 'fixture-study',
				gaps: studyGaps(
					fixture((y) => y),
					items,
				).gaps,
			},
		]);
	});

	it('refuses an invalid record with the validator’s placed message', async () => {
		const res = await runMain(gaps, ['tests/fixtures/invalid/bad-enum/bad-enum.yaml']);
		expect(res.code).toBe(1);
		expect(res.stderr).toContain('tests/fixtures/invalid/bad-enum/bad-enum.yaml:29:13  comparisons[0].coupling.kind');
	});
});

describe('the Markdown gap report and hostile record text', () => {
	it('renders no link, image, mention, HTML or emphasis from a record or a file name', () => {
		const hostile =
			'[link](https://evil.example) ![img](https://e.example/i.png) @octocat <img src=x onerror=alert(1)> `code` *em* # h www.evil.example http://bare.example &lt; | cell';
		const name = '[l](https://e.x) ![i](https://i.x/i.png) @octocat <img src=x onerror=alert(1)>';
		const s = fixture((y) =>
			y.replace(/^short_name: .*$/m, `short_name: ${JSON.stringify(name)}`).replace('basis: "Paper §3"', `basis: ${JSON.stringify(hostile)}`),
		);
		const md = gapReportMarkdown(s, framework, 'studies/<img src=x>`x`[a](http://f.example).yaml');
		const html = marked.parse(md, { gfm: true, async: false });
		expect(html).not.toMatch(/<a\b|<img\b|<em>|<code>code|<script/);
		// the heading holds the name and the file as text only
		const heading = html.split('\n').find((l) => l.startsWith('<h2'))!;
		expect(heading.replace(/^<h2[^>]*>|<\/h2>$/g, '')).not.toMatch(/<[a-z]/);
		expect(heading).toContain('@\u200boctocat');
		expect(heading).toContain('&lt;img src=x onerror=alert(1)&gt;');
		// the table keeps its four columns: the pipe in the text is a character, not a cell border
		const rows = [...html.matchAll(/<tr>([\s\S]*?)<\/tr>/g)].map((m) => m[1]!);
		expect(rows.length).toBeGreaterThan(1);
		for (const cells of rows) expect(cells.match(/<t[dh][ >]/g)).toHaveLength(4);
	});
});
