/**
 * Controlled vocabularies of a study record: the single place where each id, its label and its
 * one-line definition live. The schema builds its enums from these lists; pages, exports and the
 * JSON Schema read labels and definitions from here.
 *
 * Vocabularies whose terms have a page of their own in the framework (measurement levels, trigger
 * events, reported quantities, checklist items) keep only their ids here; their labels and
 * definitions live in data/*.yaml, and the `vocabulary-coverage` rule keeps both sets equal.
 */

export interface Term {
	/** Short human label. */
	label: string;
	/** One-line definition, written for a reader of the evidence matrix. */
	definition: string;
	/** A shorter label for a narrow column or a legend, where the vocabulary has one (falls back to `label`). */
	short?: string;
	/** The shape a badge or grid cell shows beside the label, where the vocabulary has badges; the text carries the meaning, the shape repeats it. */
	symbol?: string;
}

/**
 * A vocabulary: ids mapped to their display registry entry (label, definition, and for some a short
 * label and a badge symbol). Key order is display order everywhere: filters, legends, glossary.
 */
export type Vocabulary<Id extends string, T extends Term = Term> = Readonly<Record<Id, T>>;

function vocabulary<const Id extends string, T extends Term>(terms: Record<Id, T>): Vocabulary<Id, T> {
	return Object.freeze(terms);
}

/** The short label of a value: its own `short`, else its label. */
export function shortLabel(term: Term): string {
	return term.short ?? term.label;
}

/** The ids of a vocabulary as a non-empty tuple, the shape `z.enum` wants. */
export function idsOf<Id extends string>(v: Vocabulary<Id>): [Id, ...Id[]] {
	return Object.keys(v) as [Id, ...Id[]];
}

export const readingDepths = vocabulary({
	full: {
		label: 'Full text',
		symbol: '■',
		definition:
			'The whole paper, appendices included, was read (by the review’s author, or by the contributor named in the provenance) and its design recorded item by item.',
	},
	main_text: {
		label: 'Main text',
		symbol: '◧',
		definition:
			'The main text of the paper was read and its design recorded item by item, but not its appendices or supplement (unavailable or not read); what they would settle stays unknown.',
	},
	stated_design: {
		label: 'Stated design',
		symbol: '□',
		definition: 'Only the design and headline results as stated (by the review, or in the paper’s abstract) were recorded; the paper was not read in full.',
	},
});

export const provenanceSources = vocabulary({
	review: {
		label: 'The review',
		definition: 'Facts carried over from the review (its tables and sections), restated in our own words.',
	},
	paper: {
		label: 'Own reading of the paper',
		definition: 'Facts taken from a contributor’s own reading of the paper itself, with reader, date and the version read.',
	},
});

export const publicationStatuses = vocabulary({
	published: { label: 'Published', definition: 'Appeared in a journal, proceedings or book.' },
	accepted: { label: 'Accepted', definition: 'The authors state acceptance at a named venue.' },
	preprint: { label: 'Preprint', definition: 'Posted without a stated venue acceptance; unreplicated author report.' },
	working_paper: { label: 'Working paper', definition: 'Circulated as a working paper or draft.' },
	guideline: { label: 'Guideline', definition: 'A regulatory or professional guideline document.' },
});

export const referenceKinds = vocabulary({
	empirical_study: { label: 'Empirical study', definition: 'An empirical study of agents, tools or skills that runs experiments.' },
	benchmark: { label: 'Benchmark or environment', definition: 'A benchmark, dataset or environment on which agents are evaluated.' },
	survey: { label: 'Survey', definition: 'A survey or review of a literature.' },
	methodology: {
		label: 'Methodological work',
		definition: 'Methodological or statistical work (causal inference, off-policy evaluation, evaluation methodology).',
	},
	guideline: { label: 'Guideline', definition: 'A regulatory or professional guideline.' },
});

/** Treatment contrast kinds; data/axes.yaml shows each with its origin (Table 1, review text or extension), and a rule keeps the two equal. */
export const contrastKinds = vocabulary({
	availability: {
		label: 'Availability',
		definition: 'The module is switched on in one arm and switched off in the other.',
	},
	component_swap: {
		label: 'Component swap',
		definition: 'One component, such as a retriever, a shortlist head or a menu constructor, takes the place of another.',
	},
	activation_policy: {
		label: 'Activation policy',
		definition: 'A rule about loading, e.g. load versus abstain, or a gate turned on versus off.',
	},
	library_composition: {
		label: 'Library composition',
		definition: 'Libraries that differ in size, in content or in the rule that admits skills.',
	},
	execution_selection: {
		label: 'Execution selection',
		definition: 'A gate decides, per query and retrieved bundle, whether the downstream agent is launched.',
	},
	controller_swap: {
		label: 'Controller swap',
		definition: 'Decision rules are compared on the same fixed, replayed paths.',
	},
	protocol_validity: {
		label: 'Protocol validity',
		definition: 'An evaluation protocol (replay, next-turn scoring) is tested against executed counterfactuals.',
	},
	intervention: {
		label: 'Intervention',
		definition: 'An added mechanism (a critic, a monitor) intervenes in the agent’s runs.',
	},
	model_comparison: {
		label: 'Model comparison',
		definition: 'The same harness and tasks are run with different language models; the model is what changes.',
	},
	method_comparison: {
		label: 'Method or prompting comparison',
		definition: 'The same models and tasks are run under different agent methods or prompting strategies (function calling, ReAct, few-shot and the like).',
	},
	leaderboard: {
		label: 'Leaderboard',
		definition:
			'Many systems (models or model configurations) are scored on one fixed protocol and ranked; no arm is a control, and the comparison is the ranking.',
	},
	training_data: {
		label: 'Training-data intervention',
		definition: 'Models are trained or fine-tuned on different data (a fine-tuned model against its base model, or one training set swapped for another).',
	},
	other: { label: 'Other', definition: 'A contrast not covered above; describe it in the description field.' },
});

export const populationKinds = vocabulary({
	all_tasks: { label: 'All tasks', definition: 'The summary averages over every evaluated task.' },
	pre_treatment_subgroup: {
		label: 'Pre-treatment subgroup',
		definition: 'A subgroup fixed before treatment, such as a domain, a difficulty tier or a filtered pair set.',
	},
	post_treatment_subgroup: {
		label: 'Post-treatment subgroup',
		definition: 'A subgroup defined by an event after treatment, such as tasks where retrieval triggered.',
	},
	states: { label: 'States within trajectories', definition: 'Decision states inside runs rather than whole tasks.' },
	query_bundle_pairs: {
		label: 'Query–bundle pairs',
		definition: 'Pairs of a query and a retrieved bundle of candidates.',
	},
	labeled_query_pool: {
		label: 'Labeled query pool',
		definition: 'A pool of queries with relevance labels, used for component metrics.',
	},
	trajectory_branches: {
		label: 'Trajectory branches',
		definition: 'Branch points in recorded trajectories from which continuations are executed.',
	},
	other: { label: 'Other', definition: 'A population not covered above; describe it.' },
});

export const couplingKinds = vocabulary({
	independent: { label: 'Independent', definition: 'The arms are run independently given the task.' },
	shared_seed: {
		label: 'Shared seed',
		definition: 'Both arms share a random seed and other settings: a dependent joint sampling protocol.',
	},
	branched_state: {
		label: 'Branched state',
		definition: 'Both arms continue from one recorded state of a trajectory.',
	},
	fixed_paths: {
		label: 'Fixed or replayed paths',
		definition: 'Arms are compared on the same recorded paths without new generation.',
	},
	deterministic: {
		label: 'Deterministic',
		definition: 'Decoding is deterministic, so each arm is run once per task with no sampling.',
	},
	same_protocol: {
		label: 'Same units, coupling unstated',
		definition:
			'The arms run on the same units (tasks, queries) under one protocol, but how their random events relate (seeds, sampling) is not stated. A paired design whose coupling the source does not state is written this way.',
	},
	not_applicable: {
		label: 'Not applicable',
		definition: 'The design has no second arm to couple (for example a single logged policy).',
	},
	unknown: {
		label: 'Unknown',
		definition: 'The source says neither how the arms are coupled nor that they run on the same units.',
	},
});

export const comparisonUnits = vocabulary({
	task: { label: 'Task', definition: 'One task is the unit compared across arms.' },
	task_seed: { label: 'Task and seed', definition: 'A task paired with a random seed is the unit.' },
	run_pair: { label: 'Pair of runs', definition: 'One run in each arm, paired.' },
	task_model_pair: { label: 'Task–model pair', definition: 'A task evaluated with one model is the unit.' },
	state: { label: 'State', definition: 'A decision state within a trajectory (or its stand-in).' },
	query_bundle: { label: 'Query–bundle pair', definition: 'A query with a retrieved bundle of candidates.' },
	branch: { label: 'Branch point', definition: 'A controlled point in a live trajectory from which arms fork.' },
	query: { label: 'Query', definition: 'A retrieval query in a labeled pool.' },
	other: { label: 'Other', definition: 'A unit not covered above; describe it.' },
	unknown: { label: 'Unknown', definition: 'The source does not state the unit of comparison.' },
});

export const budgetKinds = vocabulary({
	none: { label: 'None', definition: 'No budget constraint across arms.' },
	ex_ante_cap: {
		label: 'Ex-ante cap',
		definition: 'A cap fixed before running, with a stated rule for allocating it within each arm.',
	},
	approximate_matching: {
		label: 'Approximate matching',
		definition: 'Realized spending is matched only approximately (for example through a step cap).',
	},
	fixed_limits: {
		label: 'Fixed limits per run',
		definition: 'Each run has step, call or action limits, without a matched total budget across arms.',
	},
	unknown: { label: 'Unknown', definition: 'The source does not state how budgets are handled.' },
});

export const outcomeKinds = vocabulary({
	success: { label: 'Success or reward', definition: 'Task success, pass rate, accuracy or a reward.' },
	cost: { label: 'Cost', definition: 'Tokens, calls, latency or money spent.' },
	risk_exposure: { label: 'Risk exposure', definition: 'Exposure of the agent to risky candidates.' },
	intermediate_failure: { label: 'Intermediate failure', definition: 'Failures inside the trajectory, such as tool errors.' },
	component_metric: { label: 'Component metric', definition: 'Recall@k, nDCG, Hit@1 and similar ranking measures.' },
	behaviour: { label: 'Behaviour', definition: 'A property of the trajectory such as action edit distance or deference.' },
	other: { label: 'Other', definition: 'An outcome not covered above; describe it.' },
});

/** The words a record uses where its source is silent, wherever a field accepts them. */
export const silenceMarkers = vocabulary({
	unknown: {
		label: 'Unknown',
		definition: 'The source does not settle this fact, or the part of it that would was not read; never a guess in either direction.',
	},
	not_assessed: {
		label: 'Not assessed',
		definition: 'No judgement was recorded on this field (a stated-design record, or a source that is silent on it); never counted as a gap or as reported.',
	},
	none_stated: {
		label: 'None stated',
		definition:
			'The source was read on this point and states no such rule (no inclusion rule, no censoring); unlike unknown, the absence itself is the finding.',
	},
});

/** What the values of a result table's dimension name, so the validator can check them against the record. */
export const dimensionKinds = vocabulary({
	arms: { label: 'Arms', definition: 'Arm ids of the result’s comparison (or of the record).' },
	models: { label: 'Models', definition: 'Model names as listed in population.models.names.' },
	benchmarks: { label: 'Benchmarks', definition: 'Benchmark names as listed in population.benchmarks.' },
	endpoints: { label: 'Endpoints', definition: 'Endpoint ids of outcome.endpoints.' },
	other: { label: 'Other', definition: 'Anything else the source tabulates (a split, an ability level, a metric); not checked against the record.' },
});

/** Whether figures that disagree within a source have been reconciled. */
export const discrepancyStatuses = vocabulary({
	unresolved: { label: 'Unresolved', definition: 'The version read leaves the disagreement standing.' },
	resolved: { label: 'Resolved', definition: 'The version read (or a later one) settles which figure is right; the note says how.' },
});

/** Whether a study is one of the review's or read beyond it: the review cites it (paper.review_ref) or not. */
export const studySources = vocabulary({
	review: {
		label: 'The review’s studies',
		definition: 'Studies the review cites and describes, whether their record follows the review or a reading of the paper.',
	},
	beyond: { label: 'Beyond the review', definition: 'Studies the review does not cite, read from their own papers for this database.' },
});

/** What the screening decided about a candidate study (data/screening.yaml). */
export const screeningDecisions = vocabulary({
	included: { label: 'Included', definition: 'Meets every inclusion criterion; its paper was read and it has a record.' },
	excluded: { label: 'Excluded', definition: 'Fails an inclusion criterion, named with the exclusion.' },
	not_retrievable: {
		label: 'Full text not found',
		definition: 'Eligible as far as its abstract shows, but its full text could not be read here, so no reading of the paper was made.',
	},
});

/** Why a candidate was excluded, each tied to one inclusion criterion (data/screening.yaml). */
export const exclusionCriteria = vocabulary({
	not_evaluation: {
		label: 'Not an evaluation',
		definition: 'A survey, a position paper, a tutorial, or a system with no comparison of arms (fails I1 or I2).',
	},
	no_tool_or_skill: {
		label: 'No tool or skill component',
		definition: 'What it evaluates involves no tool or skill that an agent retrieves, selects or uses (fails I1).',
	},
	out_of_window: { label: 'Outside 2024–2026', definition: 'Posted or published before 2024 or after the search closed (fails I3).' },
	duplicate: { label: 'Duplicate', definition: 'Another version or a companion report of a candidate already listed.' },
	in_review: { label: 'Already in the review', definition: 'The review cites it, so it has a record among the review’s studies.' },
});

/** Who or what decides whether an output is correct. */
export const evaluatorKinds = vocabulary({
	reference_match: {
		label: 'Match with a reference',
		definition: 'A fixed rule compares the output with an annotated answer or end state (exact or normalised string, syntax tree, database state).',
	},
	execution: {
		label: 'Execution',
		definition: 'The output is run (code, tool or API calls, tests) and judged by what the run returns.',
	},
	llm_judge: { label: 'LLM judge', definition: 'A language model grades the output, with or without a reference.' },
	human: { label: 'Human judgement', definition: 'People grade the output.' },
	mixed: { label: 'Mixed', definition: 'Different endpoints or subsets are judged in different ways; the description says which.' },
	unknown: { label: 'Unknown', definition: 'The source does not say how outputs are judged.' },
});

/** What one score is given to. */
export const scoringUnits = vocabulary({
	call: { label: 'Per call', definition: 'Each function or tool call is scored on its own.' },
	turn: { label: 'Per turn', definition: 'Each turn of a multi-turn dialogue is scored.' },
	dialogue: { label: 'Per dialogue', definition: 'A whole dialogue or episode gets one score.' },
	task: { label: 'Per task', definition: 'A whole task, one trajectory from start to end, gets one score.' },
	query: { label: 'Per query', definition: 'Each retrieval query gets one score (ranking metrics).' },
	other: { label: 'Other', definition: 'Another unit; the description says which.' },
	unknown: { label: 'Unknown', definition: 'The source does not say what one score is given to.' },
});

export const summaryMeasures = vocabulary({
	difference_in_means: { label: 'Difference in means', definition: 'Mean outcome in one arm minus the other.' },
	paired_discordance: {
		label: 'Paired discordance counts',
		definition: 'Counts or shares of gains and regressions between paired runs.',
	},
	degradation_share: {
		label: 'Degradation share',
		definition: 'Share of tasks whose expected outcome falls by more than a margin.',
	},
	state_value: { label: 'State-level value contrast', definition: 'Value of an action at a state under a fixed continuation.' },
	ranking_metric: { label: 'Ranking metric', definition: 'A retrieval metric over a labeled pool.' },
	predictive_accuracy: { label: 'Predictive accuracy', definition: 'How well a score predicts an outcome (AUROC, calibration).' },
	decomposition: { label: 'Decomposition', definition: 'An additive decomposition of a contrast into named terms.' },
	agreement_rate: { label: 'Agreement or validity rate', definition: 'Share of cases where two protocols or outputs agree.' },
	other: { label: 'Other', definition: 'A summary not covered above; describe it.' },
});

export const identificationKinds = vocabulary({
	randomized_or_paired: {
		label: 'Randomized or paired runs',
		definition: 'Both arms are run on the same task distribution; the total effect is identified by design.',
	},
	stated_assumptions: {
		label: 'Stated assumptions',
		definition: 'The study states assumptions (monotonicity, ignorability, positivity) under which its summary is causal.',
	},
	protocol_specific: {
		label: 'Protocol-specific',
		definition: 'The summary describes one protocol and is explicitly not claimed as a causal quantity.',
	},
	descriptive: {
		label: 'Descriptive only',
		definition: 'The quantity is descriptive (a ranking metric, an observed-group contrast), not an effect.',
	},
	not_stated: { label: 'Not stated', definition: 'The source states no identifying assumptions.' },
	unknown: { label: 'Unknown', definition: 'Not recorded from the source.' },
});

export const uncertaintyMethods = vocabulary({
	none: { label: 'None reported', definition: 'No uncertainty quantification is reported.' },
	bootstrap: { label: 'Bootstrap', definition: 'Bootstrap resamples (resamples, not runs).' },
	paired_bootstrap: { label: 'Paired bootstrap', definition: 'Bootstrap over paired units (resamples, not runs).' },
	clustered_bootstrap: {
		label: 'Clustered bootstrap',
		definition: 'Bootstrap that resamples clusters, possibly in stages (resamples, not runs).',
	},
	repeated_runs: { label: 'Repeated runs', definition: 'Variation across repeated executions is reported.' },
	per_seed_results: { label: 'Per-seed results', definition: 'Results are shown per seed without a pooled interval.' },
	analytic_interval: { label: 'Analytic interval', definition: 'A confidence interval from a stated analytic method.' },
	other: { label: 'Other', definition: 'Describe the method in the note.' },
	unknown: { label: 'Unknown', definition: 'The source does not say.' },
});

/** Where in the review a study is discussed: the stages of its Section 4, or background elsewhere. */
export const reviewStages = vocabulary({
	background: {
		label: 'background (cited outside Section 4)',
		definition: 'The review cites the study for context, outside its stage-by-stage reading of the evidence.',
	},
	exposure: { label: 'exposure and candidate construction (§4.1)', definition: 'How the component reaches the agent: which candidates are built and shown.' },
	retrieval_to_outcome: {
		label: 'from retrieval gains to outcome gains (§4.2)',
		definition: 'Whether better retrieval of a component turns into better task results.',
	},
	activation_and_use: {
		label: 'activation and actual use (§4.3)',
		definition: 'Whether the agent invokes the component it was given, and what invoking it does.',
	},
	library_scale_and_cost: {
		label: 'library scale, evolution and cost (§4.4)',
		definition: 'What happens as the library grows or changes, and what it costs to carry.',
	},
	protocol_validity: { label: 'validity of evaluation protocols (§4.5)', definition: 'Whether the evaluation protocol can support the comparison it reports.' },
});

/** Whether a checklist item applies to a design, computed from its design facts (src/model/applicability.ts). */
export const applicabilityStates = vocabulary({
	applies: { label: 'Applies', definition: 'The design facts meet the item’s “applies to” condition.' },
	does_not_apply: { label: 'Does not apply', definition: 'The design facts rule the item out for this design.' },
	unknown: { label: 'Applicability unknown', definition: 'A design fact the condition needs is unknown, so whether the item applies cannot be said.' },
});

export const checklistStatuses = vocabulary({
	reported: { label: 'Reported', symbol: '●', definition: 'The study reports what the item asks for.' },
	partial: { label: 'Partly reported', symbol: '◐', definition: 'The study reports part of what the item asks for.' },
	not_reported: { label: 'Not reported', symbol: '○', definition: 'The item applies and the study does not report it.' },
	not_applicable: { label: 'Not applicable', symbol: '–', definition: 'The item does not apply to this design.' },
	not_assessed: {
		label: 'Not assessed',
		symbol: '?',
		definition: 'The source of this record does not say; no judgement was made. Never a gap, never reported.',
	},
});

/** Ids only: the six axes of the review's Table 1 live in data/axes.yaml. */
export const axisIds = ['treatment_contrast', 'target_population', 'outcome', 'budget_constraint', 'summary_measure', 'identification'] as const;

/** Ids only: labels and definitions live in data/levels.yaml. */
export const measurementLevelIds = ['exposure', 'retrieval', 'activation', 'use', 'outcome'] as const;

/** Ids only: labels and definitions live in data/levels.yaml (event definitions of Section 3.1). */
export const triggerEventIds = ['surfaced', 'retrieval_called', 'retrieval_returned', 'loaded', 'executed', 'followed'] as const;

/** Ids only: the eleven rows of the review's Table 2, and this database's extensions, live in data/quantities.yaml. */
export const quantityIds = [
	'component_metric',
	'retrieved_vs_skipped',
	'total_availability_effect',
	'component_swap_effect',
	'budget_constrained_comparison',
	'composition_effect',
	'trigger_conditioned_paired_contrast',
	'paired_discordance',
	'degradation_share',
	'state_intervention_value',
	'execution_selection_value',
	'leaderboard_score',
] as const;

/** Ids only: the ten items of the review's Table 4 live in data/checklist.yaml. */
export const checklistItemIds = [
	'question_contrast',
	'target_population',
	'unit_coupling_runs',
	'identification',
	'trigger_stratification',
	'discordance_degradation',
	'budget',
	'protocol',
	'component_metrics',
	'library_state',
] as const;

/** Checklist items whose "Applies to" has a conditional second part (Table 4). */
export const checklistItemsWithSecondPart = ['discordance_degradation', 'budget'] as const;

/** Design facts from which checklist applicability is computed (src/model/applicability.ts). */
export const designFacts = vocabulary({
	stochastic_agent: {
		label: 'Stochastic agent',
		definition: 'Runs of the agent can differ at a fixed task (sampling, serving or environment randomness).',
	},
	conditions_on_post_treatment_event: {
		label: 'Conditions on a post-treatment event',
		definition: 'A reported summary restricts or splits runs by an event that happens after treatment.',
	},
	uses_logged_trajectories: {
		label: 'Uses logged trajectories',
		definition: 'Outcomes of some arm come from logs, replay or fixed paths rather than new closed-loop runs.',
	},
	optional_invocation: {
		label: 'Optional retrieval or invocation',
		definition: 'The agent or harness may or may not retrieve, load or invoke the component in a run.',
	},
	paired: {
		label: 'Paired design',
		definition:
			'Every arm is run on the same units (tasks, states or query–bundle pairs), so outcomes can be matched unit by unit, whether or not the study reports them matched.',
	},
	claims_harm: { label: 'Claims harm to tasks', definition: 'The study claims the component harms some tasks.' },
	claims_efficiency: {
		label: 'Claims efficiency',
		definition: 'The study claims resource efficiency (same or better outcome for less cost).',
	},
	retrieval_or_menu_study: {
		label: 'Retrieval or menu study',
		definition: 'The study evaluates a retriever, router, shortlist or tool menu.',
	},
	evolving_library: {
		label: 'Library that changes',
		definition: 'The library compared grows, is curated or evolves across conditions or over time.',
	},
});

/**
 * Said of every field a stated-design record may leave out: the source does not state it. The
 * basis of such a default names no place in a source. Here, not beside the schema, so that page
 * scripts can read it without loading zod.
 */
export const NOT_STATED = 'The source of this record does not state this.';
