/**
 * Within a record: comparison and arm ids are unique, one comparison is the headline, runs bounds
 * are ordered, quantities and levels are not repeated, and every result names arms, comparisons,
 * models and benchmarks that the record itself lists.
 */
import type { PathSegment, Problem } from '../lib/problems.ts';
import type { SourceFile } from '../lib/source-file.ts';
import { problemAt, type Rule, type StudyParts } from './types.ts';

const RULE = 'study-consistency';

function duplicates<T>(items: readonly T[]): number[] {
	const seen = new Set<T>();
	const out: number[] = [];
	items.forEach((item, i) => {
		if (seen.has(item)) out.push(i);
		seen.add(item);
	});
	return out;
}

const list = (values: readonly string[]) => values.map((v) => `"${v}"`).join(', ');

function repeated(s: SourceFile<StudyParts>): Problem[] {
	const d = s.data;
	const lists: [PathSegment[], readonly string[], string, boolean][] = [
		[['comparisons'], (d.comparisons ?? []).map((c) => c.id), 'comparison id', true],
		[['levels'], d.levels ?? [], 'measurement level', false],
		// Quantities outside Table 2 ("other") are told apart by their names.
		[
			['quantities'],
			d.quantities === undefined || d.quantities === 'not_assessed' ? [] : d.quantities.map((q) => (q.id === 'other' ? `other: ${q.name}` : q.id)),
			'quantity',
			true,
		],
		[['summary_measures'], d.summary_measures ?? [], 'summary measure', false],
	];
	const out: Problem[] = [];
	for (const [base, values, what, hasId] of lists) {
		for (const i of duplicates(values)) {
			out.push(problemAt(RULE, s, hasId ? [...base, i, 'id'] : [...base, i], `${what} "${values[i]}" is listed twice`, 'remove the repeated entry'));
		}
	}
	// Arm ids are unique across the whole study, so a result can name an arm without its comparison.
	const seen = new Map<string, number>();
	(d.comparisons ?? []).forEach((c, ci) =>
		c.arms.forEach((a, ai) => {
			const earlier = seen.get(a.id);
			if (earlier !== undefined) {
				out.push(
					problemAt(
						RULE,
						s,
						['comparisons', ci, 'arms', ai, 'id'],
						`arm id "${a.id}" is already used${earlier === ci ? ' in this comparison' : ` in comparison "${d.comparisons![earlier]!.id}"`}`,
						'give every arm of the study its own id; an arm shared by two comparisons is listed in one and named by the results of both',
					),
				);
			}
			seen.set(a.id, ci);
		}),
	);
	return out;
}

function headline(s: SourceFile<StudyParts>): Problem[] {
	const comparisons = s.data.comparisons;
	if (!comparisons) return [];
	const marked = comparisons.flatMap((c, i) => (c.headline === true ? [i] : []));
	if (comparisons.length > 1 && marked.length === 0) {
		return [
			problemAt(
				RULE,
				s,
				['comparisons'],
				`${comparisons.length} comparisons, none marked headline`,
				`add headline: true to the one the evidence matrix should show (one of ${list(comparisons.map((c) => c.id))})`,
				{ atKey: true },
			),
		];
	}
	if (marked.length > 1) {
		return marked
			.slice(1)
			.map((i) =>
				problemAt(
					RULE,
					s,
					['comparisons', i, 'headline'],
					`comparison "${comparisons[i]!.id}" is a second headline (the first is "${comparisons[marked[0]!]!.id}")`,
					'mark exactly one comparison headline: true',
				),
			);
	}
	if (comparisons.length === 1 && comparisons[0]!.headline === false) {
		return [
			problemAt(
				RULE,
				s,
				['comparisons', 0, 'headline'],
				'the only comparison is marked headline: false',
				'remove the line: a single comparison is the headline',
			),
		];
	}
	return [];
}

function runs(s: SourceFile<StudyParts>): Problem[] {
	const r = s.data.runs?.per_task_and_arm;
	if (typeof r !== 'object' || r.min === undefined || r.max === undefined) return [];
	if (r.min > r.max) return [problemAt(RULE, s, ['runs', 'per_task_and_arm', 'min'], `min (${r.min}) is larger than max (${r.max})`, 'swap the two values')];
	if (r.min === r.max) return [problemAt(RULE, s, ['runs', 'per_task_and_arm'], `min and max are both ${r.min}`, `write per_task_and_arm: ${r.min}`)];
	return [];
}

/** Each result names only arms, comparisons, models and benchmarks the record lists. */
function results(s: SourceFile<StudyParts>): Problem[] {
	const d = s.data;
	if (!d.results) return [];
	const out: Problem[] = [];
	const comparisons = d.comparisons;
	const models = d.population?.models.names;
	const benchmarks = d.population?.benchmarks.map((b) => b.name);
	d.results.forEach((r, i) => {
		const at = (key: string, ...rest: PathSegment[]): PathSegment[] => ['results', i, key, ...rest];
		const comparison = r.comparison === undefined ? undefined : comparisons?.find((c) => c.id === r.comparison);
		if (r.comparison !== undefined && comparisons && !comparison) {
			out.push(problemAt(RULE, s, at('comparison'), `no comparison has the id "${r.comparison}"`, `use one of ${list(comparisons.map((c) => c.id))}`));
		}
		if (r.arms && comparisons) {
			const pool = comparison ? comparison.arms : comparisons.flatMap((c) => c.arms);
			r.arms.forEach((arm, j) => {
				if (!pool.some((a) => a.id === arm)) {
					const where = comparison ? `comparison "${comparison.id}"` : 'this record';
					out.push(
						problemAt(
							RULE,
							s,
							at('arms', j),
							`arm "${arm}" is not an arm of ${where}`,
							pool.length ? `use one of ${list(pool.map((a) => a.id))}` : 'list the arm under comparisons[].arms first',
						),
					);
				}
			});
		}
		if (r.model !== undefined && models && !models.includes(r.model)) {
			out.push(
				problemAt(
					RULE,
					s,
					at('model'),
					`model "${r.model}" is not listed in population.models.names`,
					models.length ? `use one of ${list(models)}, or add it there` : 'add the model to population.models.names',
				),
			);
		}
		if (r.benchmark !== undefined && benchmarks && !benchmarks.includes(r.benchmark)) {
			out.push(
				problemAt(
					RULE,
					s,
					at('benchmark'),
					`benchmark "${r.benchmark}" is not named in population.benchmarks`,
					benchmarks.length ? `use one of ${list(benchmarks)}, or add it there` : 'add it to population.benchmarks',
				),
			);
		}
	});
	return out;
}

export const studyConsistency: Rule = {
	name: RULE,
	description:
		'Ids are not repeated within a study, one comparison is the headline, runs bounds are ordered, and results name the record’s own arms, models and benchmarks.',
	needsFramework: false,
	check: ({ records }) => records.flatMap((s) => [...repeated(s), ...headline(s), ...runs(s), ...results(s)]),
};
