/**
 * A study as labelled text fields grouped by axis, so several studies can be aligned side by side
 * and their differences marked. Pure; the compare page reads the result as JSON.
 */
import { studyGaps } from '../gaps/gaps.ts';
import type { Framework } from '../schema/framework.ts';
import type { Study } from '../schema/study.ts';
import { NOT_STATED } from '../schema/vocabulary.ts';
import { armsSummary, headlineComparison } from './study-parts.ts';
import {
	benchmarkText,
	factDisplay,
	frameworkLabels,
	label,
	quantityReadings,
	limitingText,
	runsLabel,
	statedText,
	statusDisplay,
	vocabularies,
} from '../schema/labels.ts';
import { formatCount } from '../schema/bounds.ts';
import { authorLine, resolvePaper } from './paper.ts';
import { LIST_PARAM_MAX } from '../lib/text.ts';

/**
 * Above this many studies the page warns that the table grows hard to read; it still compares them
 * all (every study at most), since a wide comparison scrolls in its own box.
 */
export const COMPARE_WARN_ABOVE = 12;

/** The groups of fields (axes) in the order the table shows them: a short id for the URL, and the heading. */
export const COMPARE_GROUPS = [
	{ id: 'study', label: 'Study' },
	{ id: 'contrast', label: 'Treatment contrast' },
	{ id: 'population', label: 'Target population' },
	{ id: 'runs', label: 'Runs and uncertainty' },
	{ id: 'outcome', label: 'Outcome' },
	{ id: 'budget', label: 'Budget constraint' },
	{ id: 'summary', label: 'Summary measure' },
	{ id: 'identification', label: 'Identification' },
	{ id: 'estimates', label: 'What it estimates' },
	{ id: 'design', label: 'Design facts' },
	{ id: 'checklist', label: 'Reporting checklist' },
] as const;

export type CompareGroupId = (typeof COMPARE_GROUPS)[number]['id'];
const groupLabel = new Map<string, string>(COMPARE_GROUPS.map((g) => [g.id, g.label]));

export interface CompareField {
	/** The group's heading (COMPARE_GROUPS). */
	group: string;
	label: string;
	text: string;
	/** Where the record says this is reported (a design fact's or checklist item's basis, a quote's source); absent when it does not say. */
	where?: string;
}

/** One study in /data/compare.json: its short name, its record version when the build had history, and its fields. */
export interface CompareEntry {
	name: string;
	/** The record's current version number and that version's permanent address; absent without history. */
	version?: number;
	version_url?: string;
	fields: CompareField[];
}

/** The basis a stated-design record gets by default names no place: it reads as no location. */
const located = (where: string | undefined) => (where && where !== NOT_STATED ? where : undefined);

export function compareFields(study: Study, framework: Framework): CompareField[] {
	const out: CompareField[] = [];
	const add = (group: CompareGroupId, fieldLabel: string, text: string, where?: string) => {
		const at = located(where);
		out.push({ group: groupLabel.get(group)!, label: fieldLabel, text, ...(at ? { where: at } : {}) });
	};
	const paper = resolvePaper(study, framework.references.references);
	const labels = frameworkLabels(framework);

	add('study', 'Paper', `${authorLine(paper.authors)} (${paper.year ?? 'n.d.'}). ${paper.title ?? ''}`);
	add('study', 'Version read', study.provenance.version_read);
	add('study', 'Reading depth', label(vocabularies.depth, study.depth));
	add('study', 'Locations in the paper', study.locations.map((l) => (l.what ? `${l.where} (${l.what})` : l.where)).join('; ') || 'none recorded');

	const c = headlineComparison(study);
	add('contrast', 'Kind', label(vocabularies.contrast, c.kind));
	add('contrast', 'Arms', armsSummary(c));
	add('contrast', 'Coupling', label(vocabularies.coupling, c.coupling.kind));
	add('contrast', 'Shared between arms', c.coupling.shared.join('; ') || '—');
	add('contrast', 'Unit of comparison', label(vocabularies.unit, c.unit.kind));

	const p = study.population;
	add('population', 'Kind', label(vocabularies.population, p.kind));
	add('population', 'Benchmarks', p.benchmarks.map(benchmarkText).join('; ') || '—');
	add('population', 'Models', p.models.count === 'unknown' ? 'not stated' : formatCount(p.models.count));
	add('population', 'Inclusion', statedText(p.inclusion).text);
	add('population', 'Censoring', statedText(p.censoring).text);

	add('runs', 'Runs per task and arm', runsLabel(study.runs.per_task_and_arm));
	add('runs', 'Run-to-run variance estimated', factDisplay(study.runs.variance_estimated).text);
	add('runs', 'Uncertainty', label(vocabularies.uncertainty, study.runs.uncertainty.method));

	add('outcome', 'Endpoints', study.outcome.endpoints.map((e) => label(vocabularies.outcome, e.kind)).join('; '));
	add('budget', 'Kind', label(vocabularies.budget, study.budget.kind));
	add('summary', 'Measures', study.summary_measures.map((m) => label(vocabularies.summary, m)).join('; '));
	add('identification', 'Kind', label(vocabularies.identification, study.identification.kind));

	add(
		'estimates',
		'Quantity',
		quantityReadings(study, framework)
			.map((q) => q.name)
			.join('; ') || statedText('not_assessed').text,
	);
	add('estimates', 'Measurement levels', study.levels.map((l) => labels.level.get(l) ?? l).join('; '));
	add('estimates', 'Limiting condition', limitingText(study), study.limiting_condition === 'not_assessed' ? undefined : study.limiting_condition.quote?.source);

	for (const [fact, f] of Object.entries(study.design))
		add('design', vocabularies.fact[fact as keyof typeof vocabularies.fact].label, factDisplay(f.value).text, f.basis);

	const g = studyGaps(study, framework.checklist.items);
	for (const [i, cell] of g.cells.entries()) {
		const item = framework.checklist.items[i]!;
		add('checklist', item.item, statusDisplay[cell.base.status].text, cell.base.basis);
		if (cell.second) add('checklist', `${item.item} (second part)`, statusDisplay[cell.second.status].text, cell.second.basis);
	}
	add('checklist', 'Gaps', String(g.gaps));
	return out;
}

export interface CompareRow {
	group: string;
	label: string;
	values: string[];
	/** Each study's location for this field, undefined where its record gives none. */
	wheres: (string | undefined)[];
	/** True when the studies do not all have the same text (locations aside). */
	differs: boolean;
}

/** Aligns the fields of several studies by group and label, in the order of the first. */
export function alignFields(fields: readonly CompareField[][]): CompareRow[] {
	const keyOf = (f: CompareField) => `${f.group}\u0000${f.label}`;
	const order: CompareField[] = [];
	const seen = new Set<string>();
	for (const list of fields) {
		for (const f of list) {
			if (seen.has(keyOf(f))) continue;
			seen.add(keyOf(f));
			order.push(f);
		}
	}
	return order.map((f) => {
		const found = fields.map((list) => list.find((x) => keyOf(x) === keyOf(f)));
		const values = found.map((x) => x?.text ?? '—');
		return { group: f.group, label: f.label, values, wheres: found.map((x) => x?.where), differs: new Set(values).size > 1 };
	});
}

/** What the reader chose to see: the studies in order, the groups shown (all when empty), and whether only differing rows show. */
export interface CompareState {
	ids: string[];
	groups: CompareGroupId[];
	onlyDiffers: boolean;
}

export const ONLY_PARAM = 'only';
export const ONLY_DIFFERS = 'differs';

/** Comma lists or repeated parameters (`?ids=a,b` or `?ids=a&ids=b`), de-duplicated, in order; at most LIST_PARAM_MAX of them. */
function listParam(p: URLSearchParams, name: string): string[] {
	return [
		...new Set(
			p
				.getAll(name)
				.flatMap((v) => v.split(','))
				.map((s) => s.trim())
				.filter(Boolean),
		),
	].slice(0, LIST_PARAM_MAX);
}

/** Reads `?ids=…&groups=…&only=differs`; unknown group ids are dropped, and all known ones in the page's order. */
export function parseCompareState(search: string): CompareState {
	const p = new URLSearchParams(search);
	const chosen = new Set(listParam(p, 'groups'));
	return {
		ids: listParam(p, 'ids'),
		groups: COMPARE_GROUPS.map((g) => g.id).filter((id) => chosen.has(id)),
		onlyDiffers: p.getAll(ONLY_PARAM).includes(ONLY_DIFFERS),
	};
}

/** The query that restores a state: every group shown leaves `groups` out, so short links stay short. */
export function compareQuery(state: CompareState): string {
	const parts: string[] = [];
	if (state.ids.length) parts.push(`ids=${state.ids.map(encodeURIComponent).join(',')}`);
	const groups = COMPARE_GROUPS.map((g) => g.id).filter((id) => state.groups.includes(id));
	if (groups.length && groups.length < COMPARE_GROUPS.length) parts.push(`groups=${groups.join(',')}`);
	if (state.onlyDiffers) parts.push(`${ONLY_PARAM}=${ONLY_DIFFERS}`);
	return parts.length ? `?${parts.join('&')}` : '';
}

/** The rows a state shows: those of the chosen groups (all when none is chosen), and only differing ones when asked. */
export function visibleRows(rows: readonly CompareRow[], state: Pick<CompareState, 'groups' | 'onlyDiffers'>): CompareRow[] {
	const labels = new Set(state.groups.map((id) => groupLabel.get(id)));
	return rows.filter((r) => (labels.size === 0 || labels.has(r.group)) && (!state.onlyDiffers || r.differs));
}

/** Plain text citing a comparison: its address, the access date, and the version of every record compared. */
export function compareCitation(args: {
	url: string;
	accessed: string;
	studies: readonly { id: string; name: string; version?: number | undefined; version_url?: string | undefined }[];
	state: Pick<CompareState, 'groups' | 'onlyDiffers'>;
}): string {
	const groups = args.state.groups.length ? args.state.groups.map((id) => groupLabel.get(id)).join(', ') : 'all';
	const lines = [
		`skill-evidence contributors. Comparison of ${args.studies.length} study records (fields: ${groups}${args.state.onlyDiffers ? '; only fields that differ' : ''}). skill-evidence.`,
		`URL: ${args.url}`,
		`Accessed: ${args.accessed}`,
		'Record versions compared:',
		...args.studies.map((s) =>
			s.version !== undefined
				? `- ${s.name} (${s.id}): version ${s.version}${s.version_url ? `, ${s.version_url}` : ''}`
				: `- ${s.name} (${s.id}): version not recorded`,
		),
	];
	return lines.join('\n');
}
