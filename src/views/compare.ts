/**
 * A study as labelled text fields grouped by axis, so several studies can be aligned side by side
 * and their differences marked. Pure; the compare page reads the result as JSON.
 */
import { studyGaps } from '../gaps/gaps.ts';
import type { Framework } from '../schema/framework.ts';
import type { Study } from '../schema/study.ts';
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

export interface CompareField {
	group: string;
	label: string;
	text: string;
}

export function compareFields(study: Study, framework: Framework): CompareField[] {
	const out: CompareField[] = [];
	const add = (group: string, fieldLabel: string, text: string) => out.push({ group, label: fieldLabel, text });
	const paper = resolvePaper(study, framework.references.references);
	const labels = frameworkLabels(framework);

	add('Study', 'Paper', `${authorLine(paper.authors)} (${paper.year ?? 'n.d.'}). ${paper.title ?? ''}`);
	add('Study', 'Version read', study.provenance.version_read);
	add('Study', 'Reading depth', label(vocabularies.depth, study.depth));

	const c = headlineComparison(study);
	add('Treatment contrast', 'Kind', label(vocabularies.contrast, c.kind));
	add('Treatment contrast', 'Arms', armsSummary(c));
	add('Treatment contrast', 'Coupling', label(vocabularies.coupling, c.coupling.kind));
	add('Treatment contrast', 'Shared between arms', c.coupling.shared.join('; ') || '—');
	add('Treatment contrast', 'Unit of comparison', label(vocabularies.unit, c.unit.kind));

	const p = study.population;
	add('Target population', 'Kind', label(vocabularies.population, p.kind));
	add('Target population', 'Benchmarks', p.benchmarks.map(benchmarkText).join('; ') || '—');
	add('Target population', 'Models', p.models.count === 'unknown' ? 'not stated' : formatCount(p.models.count));
	add('Target population', 'Inclusion', statedText(p.inclusion).text);
	add('Target population', 'Censoring', statedText(p.censoring).text);

	add('Runs and uncertainty', 'Runs per task and arm', runsLabel(study.runs.per_task_and_arm));
	add('Runs and uncertainty', 'Run-to-run variance estimated', factDisplay(study.runs.variance_estimated).text);
	add('Runs and uncertainty', 'Uncertainty', label(vocabularies.uncertainty, study.runs.uncertainty.method));

	add('Outcome', 'Endpoints', study.outcome.endpoints.map((e) => label(vocabularies.outcome, e.kind)).join('; '));
	add('Budget constraint', 'Kind', label(vocabularies.budget, study.budget.kind));
	add('Summary measure', 'Measures', study.summary_measures.map((m) => label(vocabularies.summary, m)).join('; '));
	add('Identification', 'Kind', label(vocabularies.identification, study.identification.kind));

	add(
		'What it estimates',
		'Quantity',
		quantityReadings(study, framework)
			.map((q) => q.name)
			.join('; ') || statedText('not_assessed').text,
	);
	add('What it estimates', 'Measurement levels', study.levels.map((l) => labels.level.get(l) ?? l).join('; '));
	add('What it estimates', 'Limiting condition', limitingText(study));

	for (const [fact, f] of Object.entries(study.design))
		add('Design facts', vocabularies.fact[fact as keyof typeof vocabularies.fact].label, factDisplay(f.value).text);

	const g = studyGaps(study, framework.checklist.items);
	for (const [i, cell] of g.cells.entries()) {
		const item = framework.checklist.items[i]!;
		add('Reporting checklist', item.item, statusDisplay[cell.base.status].text);
		if (cell.second) add('Reporting checklist', `${item.item} (second part)`, statusDisplay[cell.second.status].text);
	}
	add('Reporting checklist', 'Gaps', String(g.gaps));
	return out;
}

export interface CompareRow {
	group: string;
	label: string;
	values: string[];
	/** True when the studies do not all have the same text. */
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
		const values = fields.map((list) => list.find((x) => keyOf(x) === keyOf(f))?.text ?? '—');
		return { group: f.group, label: f.label, values, differs: new Set(values).size > 1 };
	});
}
