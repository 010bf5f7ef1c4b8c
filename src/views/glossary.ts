/**
 * The glossary: every value of every vocabulary a record uses, with its definition and whether it
 * is the review's term or this database's. Record vocabularies come from src/schema/glossary.ts;
 * the framework's own terms (measurement levels, trigger events, quantities, checklist items) from
 * data/*.yaml. One function builds it for the page, the facet definitions and the tests.
 */
import type { Framework } from '../schema/framework.ts';
import { glossaryVocabularies } from '../schema/glossary.ts';

export interface GlossaryTerm {
	id: string;
	label: string;
	definition: string;
	/** The shape its badge or grid cell shows, for vocabularies that have badges (reading depth, checklist status). */
	symbol?: string;
	/** "review" for the review's own term; "database" for one this database adds. */
	origin: 'review' | 'database';
	/** Where the review names it, or why the database added it. */
	where: string | undefined;
}

export interface GlossarySection {
	id: string;
	title: string;
	fields: string[];
	rule: string | undefined;
	terms: GlossaryTerm[];
}

/** Every section of the glossary, record vocabularies first, then the framework's terms. */
export function glossary(framework: Framework): GlossarySection[] {
	const contrastOrigin = new Map<string, { origin: string; where: string | undefined }>(
		(framework.axes.axes.find((a) => a.id === 'treatment_contrast')?.values ?? []).flatMap((v) =>
			'id' in v && v.id ? [[v.id as string, { origin: v.origin as string, where: v.where }] as const] : [],
		),
	);
	const records: GlossarySection[] = glossaryVocabularies.map((v) => ({
		id: v.id,
		title: v.title,
		fields: v.fields,
		rule: v.rule,
		terms: Object.entries(v.terms).map(([id, term]) => {
			const fromAxes = v.id === 'contrast' ? contrastOrigin.get(id) : undefined;
			const review = fromAxes ? fromAxes.origin !== 'extension' : id in v.review;
			const where = fromAxes ? (fromAxes.origin === 'table_1' ? 'Table 1' : fromAxes.where) : review ? v.review[id] : undefined;
			return {
				id,
				label: term.label,
				definition: term.definition,
				...(term.symbol ? { symbol: term.symbol } : {}),
				origin: review ? 'review' : 'database',
				where,
			};
		}),
	}));
	const levels = framework.levels;
	const data: GlossarySection[] = [
		{
			id: 'levels',
			title: 'Measurement levels',
			fields: ['levels[]', 'data/levels.yaml'],
			rule: undefined,
			terms: levels.levels.map((l) => ({ id: l.id, label: l.label, definition: l.definition, origin: 'review', where: '§3.1' })),
		},
		{
			id: 'trigger-events',
			title: 'Trigger events',
			fields: ['trigger.event', 'data/levels.yaml'],
			rule: undefined,
			terms: levels.trigger_events.map((e) => ({ id: e.id, label: e.label, definition: e.definition, origin: 'review', where: '§3.1' })),
		},
		{
			id: 'quantities',
			title: 'Reported quantities',
			fields: ['quantities[].id', 'data/quantities.yaml'],
			rule: undefined,
			terms: framework.quantities.quantities.map((q) => ({
				id: q.id,
				label: q.name,
				definition: `${q.contrast} Supports: ${q.supports}`,
				origin: q.origin === 'table_2' ? 'review' : 'database',
				where: q.origin === 'table_2' ? 'Table 2' : q.where,
			})),
		},
		{
			id: 'checklist-items',
			title: 'Checklist items',
			fields: ['checklist.*', 'data/checklist.yaml'],
			rule: undefined,
			terms: framework.checklist.items.map((i) => ({ id: i.id, label: i.item, definition: i.what_to_report, origin: 'review', where: 'Table 4' })),
		},
	];
	return [...records, ...data];
}

/**
 * What keeps the glossary from defining everything a record accepts: a term without a label or a
 * real definition, a review term that does not say where the review names it, and any enum or
 * constant value of the record's JSON Schema that no section defines.
 */
export function glossaryProblems(sections: readonly GlossarySection[], studySchema: unknown): string[] {
	const out: string[] = [];
	for (const s of sections) {
		for (const t of s.terms) {
			if (!t.label.trim() || t.definition.trim().length < 10) out.push(`${s.id}.${t.id}: no definition`);
			if (t.origin === 'review' && !t.where) out.push(`${s.id}.${t.id}: a review term that does not say where the review names it`);
		}
	}
	const defined = new Set(sections.flatMap((s) => s.terms.map((t) => t.id)));
	const values = new Set<string>();
	const walk = (n: unknown): void => {
		if (!n || typeof n !== 'object') return;
		if (Array.isArray(n)) return n.forEach(walk);
		const o = n as Record<string, unknown>;
		if (Array.isArray(o['enum'])) for (const v of o['enum']) if (typeof v === 'string') values.add(v);
		if (typeof o['const'] === 'string') values.add(o['const']);
		for (const [k, v] of Object.entries(o)) if (k !== 'if') walk(v);
	};
	walk(studySchema);
	for (const v of values) if (!defined.has(v)) out.push(`"${v}": a value the record schema accepts, defined nowhere in the glossary`);
	return out;
}
