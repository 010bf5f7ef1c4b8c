/**
 * Every controlled vocabulary of a study record in one list: which fields use it, and for each
 * value whether it is the review's own term (and where the review names it) or this database's.
 * The glossary page, the JSON Schema's value descriptions, the new-record skeleton and the facet
 * definitions all read it, and a test checks that every value any field accepts is defined here.
 * The framework's own terms (axes, levels, trigger events, quantities, checklist items) are defined
 * in data/*.yaml and join these on the glossary page.
 */
import {
	applicabilityStates,
	budgetKinds,
	checklistStatuses,
	comparisonUnits,
	contrastKinds,
	couplingKinds,
	designFacts,
	dimensionKinds,
	discrepancyStatuses,
	evaluatorKinds,
	identificationKinds,
	outcomeKinds,
	populationKinds,
	provenanceSources,
	publicationStatuses,
	readingDepths,
	referenceKinds,
	reviewStages,
	scoringUnits,
	silenceMarkers,
	studySources,
	summaryMeasures,
	uncertaintyMethods,
	type Vocabulary,
} from './vocabulary.ts';

export interface GlossaryVocabulary {
	/** Anchor of its section on the glossary page. */
	id: string;
	title: string;
	/** The record fields (or data files) whose values it lists. */
	fields: string[];
	terms: Vocabulary<string>;
	/**
	 * The values the review itself names, with where it names them; every other value is this
	 * database's. For contrast kinds, data/axes.yaml records the origin and the page reads it there.
	 */
	review: Readonly<Record<string, string>>;
	/** A rule for choosing between values, where the definitions alone leave room for doubt. */
	rule?: string;
}

export const glossaryVocabularies: readonly GlossaryVocabulary[] = [
	{
		id: 'silence',
		title: 'Where the source is silent',
		fields: ['any field that accepts them'],
		terms: silenceMarkers,
		review: {},
		rule: 'Write what the source says, and one of these where it says nothing: unknown for a fact, not_assessed for a judgement, none_stated for a rule the source was read for and does not give.',
	},
	{
		id: 'reading-depth',
		title: 'Reading depth',
		fields: ['depth'],
		terms: readingDepths,
		review: { full: '§2 (studies read in full)', stated_design: '§2 (studies known by their stated design)' },
	},
	{ id: 'study-source', title: 'Source of a study', fields: ['computed from paper.review_ref'], terms: studySources, review: {} },
	{ id: 'provenance', title: 'Source of a record’s facts', fields: ['provenance.source'], terms: provenanceSources, review: {} },
	{ id: 'publication-status', title: 'Publication status', fields: ['paper.status', 'data/references.yaml'], terms: publicationStatuses, review: {} },
	{ id: 'reference-kind', title: 'Kind of reference', fields: ['data/references.yaml'], terms: referenceKinds, review: {} },
	{ id: 'contrast', title: 'Treatment contrast', fields: ['comparisons[].kind'], terms: contrastKinds, review: {} },
	{
		id: 'population',
		title: 'Target population',
		fields: ['population.kind'],
		terms: populationKinds,
		review: {
			all_tasks: 'Table 1',
			pre_treatment_subgroup: 'Table 1',
			post_treatment_subgroup: 'Table 1',
			states: 'Table 1',
			query_bundle_pairs: 'Table 2',
			labeled_query_pool: 'Table 2',
		},
	},
	{
		id: 'coupling',
		title: 'Coupling of the arms',
		fields: ['comparisons[].coupling.kind'],
		terms: couplingKinds,
		review: { independent: '§3.2', shared_seed: '§3.2', branched_state: '§3.2' },
		rule: 'Choose what the source states about how the arms’ random events relate. Running the same protocol with no word on seeds is same_protocol, not shared_seed; unknown is for a source that does not describe the runs at all.',
	},
	{
		id: 'unit',
		title: 'Unit of comparison',
		fields: ['comparisons[].unit.kind'],
		terms: comparisonUnits,
		review: { task: '§3.2', task_seed: '§3.2', run_pair: '§3.2', state: '§3.8', query_bundle: 'Table 2' },
	},
	{
		id: 'budget',
		title: 'Budget constraint',
		fields: ['budget.kind'],
		terms: budgetKinds,
		review: { none: 'Table 1', ex_ante_cap: 'Table 1', approximate_matching: 'Table 1' },
	},
	{
		id: 'outcome',
		title: 'Kind of endpoint',
		fields: ['outcome.endpoints[].kind'],
		terms: outcomeKinds,
		review: { success: 'Table 1', cost: 'Table 1', risk_exposure: 'Table 1', intermediate_failure: 'Table 1', component_metric: 'Table 2' },
	},
	{ id: 'evaluator', title: 'Evaluator of an endpoint', fields: ['outcome.endpoints[].evaluator'], terms: evaluatorKinds, review: {} },
	{ id: 'scoring-unit', title: 'What one score is given to', fields: ['outcome.endpoints[].scored_per'], terms: scoringUnits, review: {} },
	{
		id: 'summary',
		title: 'Summary measure',
		fields: ['summary_measures[]'],
		terms: summaryMeasures,
		review: { difference_in_means: 'Table 1', paired_discordance: 'Table 1', degradation_share: 'Table 1', state_value: 'Table 1' },
	},
	{
		id: 'identification',
		title: 'Identification',
		fields: ['identification.kind'],
		terms: identificationKinds,
		review: { randomized_or_paired: 'Table 1', stated_assumptions: 'Table 1', protocol_specific: '§3.5' },
		rule: 'descriptive is for a quantity that is not an effect of anything (a ranking metric, a leaderboard score, an observed-group contrast); not_stated is for a comparison of arms whose source names no assumption; unknown is for a record that has not read the source on this point.',
	},
	{ id: 'uncertainty', title: 'Uncertainty method', fields: ['runs.uncertainty.method'], terms: uncertaintyMethods, review: {} },
	{
		id: 'design-facts',
		title: 'Design facts',
		fields: ['design.*'],
		terms: designFacts,
		review: Object.fromEntries(Object.keys(designFacts).map((k) => [k, 'Table 4 (the designs each item applies to)'])),
		rule: 'paired is yes when every arm of the comparison is run on the same units (the same tasks, states or query–bundle pairs), so that outcomes can be matched unit by unit, whether or not the study reports them matched; no when the arms run on different units, or there is a single arm; unknown when the source does not say which units each arm ran. Pairing says nothing about coupling: how the arms’ random events relate is the coupling.',
	},
	{ id: 'dimension', title: 'What a result table’s dimension names', fields: ['results[].table.dimensions[].refers_to'], terms: dimensionKinds, review: {} },
	{ id: 'discrepancy', title: 'Discrepancy status', fields: ['discrepancies[].status'], terms: discrepancyStatuses, review: {} },
	{ id: 'checklist-status', title: 'Checklist status', fields: ['checklist.*.status'], terms: checklistStatuses, review: {} },
	{ id: 'applicability', title: 'Applicability of a checklist item', fields: ['computed from design facts'], terms: applicabilityStates, review: {} },
	{
		id: 'review-stage',
		title: 'Stage of the review',
		fields: ['provenance.stages'],
		terms: reviewStages,
		review: Object.fromEntries(Object.keys(reviewStages).map((k) => [k, k === 'background' ? 'outside §4' : '§4'])),
	},
];

/** A vocabulary of the glossary by its anchor. */
export function glossaryVocabulary(id: string): GlossaryVocabulary {
	const v = glossaryVocabularies.find((g) => g.id === id);
	if (!v) throw new Error(`no glossary vocabulary "${id}"`);
	return v;
}
