/**
 * Within a record: comparison, arm and endpoint ids are unique, arms named by id are defined,
 * crossed comparisons set every factor, one comparison is the headline, bounds are ordered,
 * quantities and levels are not repeated, and every result (every cell of a result table) names
 * arms, comparisons, endpoints, models and benchmarks that the record itself lists.
 */
import type { PathSegment, Problem } from '../lib/problems.ts';
import type { SourceFile } from '../lib/source-file.ts';
import { problemAt, type Rule, type StudyParts } from './types.ts';
import { boundsRange, formatCount, type Bounds } from '../schema/bounds.ts';
import { isUnresolvedArm, type Arm } from '../schema/study.ts';

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

/** An arm as a comparison lists it: an object, or (in a record that did not validate) the id of a top-level arm. */
type ArmEntry = Arm | string;

/** Two definitions of an arm are the same arm when they say the same. */
const sameArm = (a: Arm, b: Arm) => JSON.stringify([a.label, a.description, a.factors]) === JSON.stringify([b.label, b.description, b.factors]);

function repeated(s: SourceFile<StudyParts>): Problem[] {
	const d = s.data;
	const lists: [PathSegment[], readonly string[], string, boolean][] = [
		[['comparisons'], (d.comparisons ?? []).map((c) => c.id), 'comparison id', true],
		[['arms'], (d.arms ?? []).map((a) => a.id), 'arm id', true],
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
			const path = hasId ? [...base, i, 'id'] : [...base, i];
			out.push(problemAt(RULE, s, path, `${what} "${values[i]}" is listed twice`, 'remove the repeated entry'));
		}
	}
	// Endpoints without an id are not named by results, so only the ids given are compared.
	const endpointIds = (d.outcome?.endpoints ?? []).map((e) => e.id);
	for (const i of duplicates(endpointIds)) {
		if (endpointIds[i] !== undefined)
			out.push(problemAt(RULE, s, ['outcome', 'endpoints', i, 'id'], `endpoint id "${endpointIds[i]}" is listed twice`, 'give each endpoint its own id'));
	}
	// An arm id names one arm in the whole study, so a result can name an arm without its comparison:
	// an arm defined in two places must be defined the same way (or once, under the record's arms).
	const defined = new Map<string, { arm: Arm; where: string }>((d.arms ?? []).map((a) => [a.id, { arm: a, where: 'the record’s arms' }]));
	(d.comparisons ?? []).forEach((c, ci) =>
		(c.arms as ArmEntry[]).forEach((a, ai) => {
			if (typeof a === 'string' || isUnresolvedArm(a)) return;
			const earlier = defined.get(a.id);
			if (earlier && earlier.arm !== a && !sameArm(earlier.arm, a)) {
				out.push(
					problemAt(
						RULE,
						s,
						['comparisons', ci, 'arms', ai, 'id'],
						`arm id "${a.id}" is already used, for another arm, in ${earlier.where}`,
						'give every arm of the study its own id; an arm that several comparisons share is defined once under the record’s arms and named by its id in each',
					),
				);
			}
			if (!earlier) defined.set(a.id, { arm: a, where: `comparison "${c.id}"` });
		}),
	);
	return out;
}

/** An arm named by id is one of the record's top-level arms. */
function armReferences(s: SourceFile<StudyParts>): Problem[] {
	const shared = (s.data.arms ?? []).map((a) => a.id);
	return (s.data.comparisons ?? []).flatMap((c, ci) =>
		(c.arms as ArmEntry[]).flatMap((a, ai) => {
			const id = typeof a === 'string' ? a : isUnresolvedArm(a) ? a.id : undefined;
			if (id === undefined || shared.includes(id)) return [];
			return [
				problemAt(
					RULE,
					s,
					['comparisons', ci, 'arms', ai],
					`no arm "${id}" among the record’s arms`,
					shared.length
						? `name one of ${list(shared)}, or define the arm here with id and label`
						: 'define it under the record’s top-level arms (id, label), or here with id and label',
				),
			];
		}),
	);
}

/** A crossed comparison: every arm sets a level of each factor, and no two arms set the same levels. */
function factors(s: SourceFile<StudyParts>): Problem[] {
	const out: Problem[] = [];
	(s.data.comparisons ?? []).forEach((c, ci) => {
		if (!c.factors) return;
		const seen = new Map<string, number>();
		(c.arms as ArmEntry[]).forEach((a, ai) => {
			if (typeof a === 'string') return;
			const missing = c.factors!.filter((f) => a.factors?.[f] === undefined);
			if (missing.length > 0) {
				out.push(
					problemAt(
						RULE,
						s,
						['comparisons', ci, 'arms', ai],
						`arm "${a.id}" sets no level of ${list(missing)}, a factor this comparison crosses`,
						`give the arm factors: {${c.factors!.map((f) => `${f}: …`).join(', ')}}`,
					),
				);
				return;
			}
			const key = JSON.stringify(c.factors!.map((f) => a.factors![f]));
			const first = seen.get(key);
			if (first !== undefined) {
				out.push(
					problemAt(
						RULE,
						s,
						['comparisons', ci, 'arms', ai],
						`arm "${a.id}" sets the same levels as arm ${first + 1} of this comparison`,
						'each arm of a crossed comparison is one combination of levels',
					),
				);
			} else seen.set(key, ai);
		});
	});
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

/** Bounds whose lower end lies above their upper end, or that say one number in two ways. */
function boundsProblems(s: SourceFile<StudyParts>, path: PathSegment[], b: Bounds): Problem[] {
	const [low, high] = boundsRange(b);
	if (low > high) return [problemAt(RULE, s, path, `the bounds allow no number: ${formatCount(b)}`, 'check which bound is the lower one')];
	if (b.min !== undefined && b.min === b.max) return [problemAt(RULE, s, path, `min and max are both ${b.min}`, `write the number itself: ${b.min}`)];
	return [];
}

/** Every bounds object of the record: runs, benchmark sizes and the count of models. */
function runs(s: SourceFile<StudyParts>): Problem[] {
	const d = s.data;
	const out: Problem[] = [];
	const r = d.runs?.per_task_and_arm;
	if (typeof r === 'object') out.push(...boundsProblems(s, ['runs', 'per_task_and_arm'], r));
	d.population?.benchmarks.forEach((b, i) => {
		if (typeof b.size?.value === 'object') out.push(...boundsProblems(s, ['population', 'benchmarks', i, 'size', 'value'], b.size.value));
	});
	const m = d.population?.models.count;
	if (typeof m === 'object') out.push(...boundsProblems(s, ['population', 'models', 'count'], m));
	return out;
}

/** Couplings that hold every arm on the same units by their construction. */
const UNIT_SHARING_COUPLINGS: ReadonlySet<string> = new Set(['shared_seed', 'branched_state', 'fixed_paths']);

/**
 * The paired design fact and the headline comparison's coupling say one thing. Paired means every
 * arm runs on the same units; coupling says how their random events relate on a unit. So a paired
 * design's coupling is known at least as `same_protocol` (same units, relation of random events
 * unstated), never `unknown`; a coupling that shares seeds, states or paths makes the design
 * paired; and a design with no second arm to couple is not paired.
 */
function pairing(s: SourceFile<StudyParts>): Problem[] {
	const d = s.data;
	const paired = d.design?.paired.value;
	const comparisons = d.comparisons;
	if (paired === undefined || !comparisons || comparisons.length === 0) return [];
	let index = comparisons.findIndex((c) => c.headline === true);
	if (index < 0) index = 0;
	const coupling = comparisons[index]!.coupling.kind;
	const at = ['comparisons', index, 'coupling', 'kind'];
	const id = comparisons[index]!.id;
	if (paired === true && coupling === 'unknown')
		return [
			problemAt(
				RULE,
				s,
				at,
				`design.paired is true (every arm runs on the same units) but the headline comparison "${id}" has coupling "unknown"`,
				'write coupling kind same_protocol (same units, how their random events relate is not stated) or a more specific kind the source states; if the source does not say the arms share their units, set design.paired to unknown',
			),
		];
	if (paired !== true && UNIT_SHARING_COUPLINGS.has(coupling))
		return [
			problemAt(
				RULE,
				s,
				['design', 'paired', 'value'],
				`the headline comparison "${id}" has coupling "${coupling}", which runs every arm on the same units, but design.paired is ${String(paired)}`,
				'set design.paired to true, or choose the coupling the source states',
			),
		];
	if (paired === true && coupling === 'not_applicable')
		return [
			problemAt(
				RULE,
				s,
				at,
				`design.paired is true but the headline comparison "${id}" has coupling "not_applicable" (no second arm to couple)`,
				'a design with one arm is not paired: set design.paired to false, or give the coupling of its arms',
			),
		];
	return [];
}

/** Each result names only arms, comparisons, endpoints, models and benchmarks the record lists; a table's cells sit on its dimensions. */
function results(s: SourceFile<StudyParts>): Problem[] {
	const d = s.data;
	if (!d.results) return [];
	const out: Problem[] = [];
	const comparisons = d.comparisons;
	const models = d.population?.models.names;
	const benchmarks = d.population?.benchmarks.map((b) => b.name);
	const endpoints = d.outcome?.endpoints.flatMap((e) => (e.id ? [e.id] : []));
	const armIds = (c: (typeof comparisons & object)[number] | undefined) =>
		(c ? [c] : (comparisons ?? []))
			.flatMap((x) => (x.arms as ArmEntry[]).map((a) => (typeof a === 'string' ? a : a.id)))
			.concat(c ? [] : (d.arms ?? []).map((a) => a.id));
	d.results.forEach((r, i) => {
		const at = (key: string, ...rest: PathSegment[]): PathSegment[] => ['results', i, key, ...rest];
		const comparison = r.comparison === undefined ? undefined : comparisons?.find((c) => c.id === r.comparison);
		if (r.comparison !== undefined && comparisons && !comparison) {
			out.push(problemAt(RULE, s, at('comparison'), `no comparison has the id "${r.comparison}"`, `use one of ${list(comparisons.map((c) => c.id))}`));
		}
		if (r.endpoint !== undefined && endpoints && !endpoints.includes(r.endpoint)) {
			out.push(
				problemAt(
					RULE,
					s,
					at('endpoint'),
					`no endpoint has the id "${r.endpoint}"`,
					endpoints.length ? `use one of ${list(endpoints)}` : 'give the endpoint an id under outcome.endpoints',
				),
			);
		}
		const where = comparison ? `comparison "${comparison.id}"` : 'this record';
		const pools: Record<string, { names: string[] | undefined; what: string; add: string }> = {
			arms: { names: comparisons ? armIds(comparison) : undefined, what: `an arm of ${where}`, add: 'list the arm under the comparison’s arms first' },
			models: { names: models, what: 'listed in population.models.names', add: 'add it to population.models.names' },
			benchmarks: { names: benchmarks, what: 'named in population.benchmarks', add: 'add it to population.benchmarks' },
			endpoints: { names: endpoints, what: 'an endpoint id of outcome.endpoints', add: 'give the endpoint an id under outcome.endpoints' },
		};
		const check = (kind: string, value: string, path: PathSegment[], noun: string) => {
			const pool = pools[kind];
			if (!pool?.names || pool.names.includes(value)) return;
			out.push(
				problemAt(RULE, s, path, `${noun} "${value}" is not ${pool.what}`, pool.names.length ? `use one of ${list(pool.names)}, or add it there` : pool.add),
			);
		};
		if ('table' in r) {
			const dims = r.table.dimensions;
			dims.forEach((dim, k) => dim.values.forEach((v, j) => check(dim.refers_to, v, at('table', 'dimensions', k, 'values', j), dim.name)));
			for (const k of duplicates(dims.map((dim) => dim.name)))
				out.push(problemAt(RULE, s, at('table', 'dimensions', k, 'name'), `dimension "${dims[k]!.name}" is listed twice`, 'name each dimension once'));
			const cells = r.table.cells;
			cells.forEach((cell, j) => {
				if (cell.at.length !== dims.length) {
					out.push(
						problemAt(
							RULE,
							s,
							at('table', 'cells', j, 'at'),
							`the cell gives ${cell.at.length} coordinate${cell.at.length === 1 ? '' : 's'} for ${dims.length} dimension${dims.length === 1 ? '' : 's'}`,
							`write one value per dimension, in order: [${dims.map((x) => x.name).join(', ')}]`,
						),
					);
					return;
				}
				cell.at.forEach((v, k) => {
					if (!dims[k]!.values.includes(v)) {
						out.push(
							problemAt(
								RULE,
								s,
								at('table', 'cells', j, 'at', k),
								`"${v}" is not a value of the dimension "${dims[k]!.name}"`,
								`use one of ${list(dims[k]!.values)}, or add it to the dimension’s values`,
							),
						);
					}
				});
			});
			for (const j of duplicates(cells.map((c) => JSON.stringify(c.at))))
				out.push(problemAt(RULE, s, at('table', 'cells', j, 'at'), `a second figure for [${cells[j]!.at.join(', ')}]`, 'give each combination one cell'));
			return;
		}
		r.arms?.forEach((arm, j) => check('arms', arm, at('arms', j), 'arm'));
		if (r.model !== undefined) check('models', r.model, at('model'), 'model');
		if (r.benchmark !== undefined) check('benchmarks', r.benchmark, at('benchmark'), 'benchmark');
	});
	return out;
}

export const studyConsistency: Rule = {
	name: RULE,
	description:
		'Ids are not repeated within a study, arms named by id exist, crossed comparisons give every arm a level of each factor, one comparison is the headline, bounds are ordered, the paired fact agrees with the headline coupling, and results (and the cells of result tables) name the record’s own arms, endpoints, models and benchmarks.',
	needsFramework: false,
	scope: 'record',
	check: ({ records }) =>
		records.flatMap((s) => [...repeated(s), ...armReferences(s), ...factors(s), ...headline(s), ...runs(s), ...pairing(s), ...results(s)]),
};
