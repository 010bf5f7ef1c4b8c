/**
 * The study record: one YAML file under studies/, describing one evaluation study along the six
 * axes of the review's Table 1, with the design facts, the quantity it estimates, the condition
 * that limits its interpretation, the checklist statuses and the headline results.
 *
 * Every object is strict (a typo'd key is an error) and every field explains itself.
 */
import { z } from 'zod';
import { bibliographicFields } from './bibliography.ts';
import { bounds, described, Quote, ReferenceNumber, StudyId, line, text, vocabularyEnum, YesNoUnknown } from './common.ts';
import {
	budgetKinds,
	checklistItemIds,
	checklistItemsWithSecondPart,
	checklistStatuses,
	comparisonUnits,
	contrastKinds,
	couplingKinds,
	designFacts,
	dimensionKinds,
	discrepancyStatuses,
	evaluatorKinds,
	identificationKinds,
	idsOf,
	measurementLevelIds,
	NOT_STATED,
	outcomeKinds,
	populationKinds,
	quantityIds,
	reviewStages,
	scoringUnits,
	summaryMeasures,
	triggerEventIds,
	uncertaintyMethods,
} from './vocabulary.ts';

const NotAssessed = described(z.literal('not_assessed'), 'The source of this record does not say.');

const IsoDate = described(z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'write the date as YYYY-MM-DD' }), 'A calendar date, YYYY-MM-DD.');

// ---------------------------------------------------------------- identity and reading

/** Stages of the review's Section 4 at which a study is discussed. */
export const stageIds = idsOf(reviewStages);

const Stages = described(
	z.array(described(z.enum(stageIds), 'A stage of Section 4.')).min(1),
	'Stages of the review’s Section 4 that discuss the study (4.1 exposure, 4.2 retrieval to outcome, 4.3 activation and use, 4.4 library scale and cost, 4.5 protocol validity), or background for a study cited only outside Section 4.',
);

const reviewProvenance = (stages: 'required' | 'optional') =>
	z.strictObject({
		source: z.literal('review').meta({ description: 'Facts carried over from the review, restated in our own words.' }),
		version_read: described(
			z.union([z.string().regex(/^v\d+$/, { message: 'write the version as v1, v2, ...' }), z.literal('unknown')]),
			'The arXiv version of the paper the review’s author read (v1, v2, ...), or "unknown" when the review does not say.',
		),
		review_tables: described(z.array(text('A table of the review, e.g. "Table 3".', 40)).min(1), 'Tables of the review that describe the study.'),
		review_sections: described(z.array(text('A section of the review, e.g. "3.5".', 40)).min(1), 'Sections of the review whose text describes the study.'),
		stages: stages === 'required' ? Stages : Stages.optional(),
	});

const SecondReading = described(
	z.strictObject({
		reader: text('Name or handle of the second reader, who read the same version without seeing the first record.', 200),
		date: IsoDate.meta({ description: 'When the two readings were reconciled, YYYY-MM-DD.' }),
		differences: described(z.int().nonnegative(), 'How many fields the two readings recorded differently before they were reconciled.'),
		settled: text('How the differences were settled: each against the text, with what changed, in a sentence or two.', 800),
	}),
	'Dual extraction: a second, independent reading of the same version, and how the two records were reconciled against the text.',
);

const PaperProvenance = z.strictObject({
	source: z.literal('paper').meta({ description: 'Facts from a contributor’s own reading of the paper itself.' }),
	reader: text('Name or handle of the person who read the paper.', 200),
	date: IsoDate.meta({ description: 'When the paper was read, YYYY-MM-DD.' }),
	version_read: line('The version read: "arXiv v2", "ICLR 2025 camera-ready", "ACL Anthology PDF"... Every location in the record refers to it.', 120),
	text_read: text('Which parts were read and where the text was found, e.g. "arXiv v2 HTML: abstract, §§1-6, appendices A-D".', 600),
	not_read: text('What could not be read (appendices, supplement, code), so that readers know which unknowns stay open.', 600).optional(),
	second_reading: SecondReading.optional(),
});

/** One point on which the review's account of a study and the paper itself differ. */
const Disagreement = z.strictObject({
	what: text('The fact the two accounts differ on, e.g. "runs per task" or "number of tasks".', 200),
	review: described(
		z.strictObject({ says: text('What the review states, in our words.', 400), where: text('Where the review states it, e.g. "Table 5" or "§4.3".', 120) }),
		'The review’s account, with its location.',
	),
	paper: described(
		z.strictObject({ says: text('What the paper states, in our words.', 400), where: text('Where the paper states it, in the version read.', 120) }),
		'The paper’s own account, with its location.',
	),
	note: text('What may explain the difference (another version, a rounding, a misreading), where the texts allow a view.', 600).optional(),
});

/**
 * For a study the review cites and this record reads from the paper itself: what the review says of
 * it, kept beside the paper's own facts, and every point where the two differ.
 */
const ReviewAccount = described(
	z.strictObject({
		version_read: described(
			z.union([z.string().regex(/^v\d+$/, { message: 'write the version as v1, v2, ...' }), z.literal('unknown')]),
			'The arXiv version of the paper the review’s author read (v1, v2, ...), or "unknown" when the review does not say.',
		),
		tables: described(z.array(text('A table of the review, e.g. "Table 3".', 40)), 'Tables of the review that describe the study; empty when none does.'),
		sections: described(z.array(text('A section of the review, e.g. "3.5".', 40)).min(1), 'Sections of the review whose text describes the study.'),
		stages: Stages.optional(),
		summary: text('What the review says of the study’s design and findings, in our own words.', 1200),
		disagreements: described(
			z.array(Disagreement),
			'Every point on which the review’s account and the paper differ, each with both locations; empty when they agree on all that the review states.',
		),
	}),
	'The review’s account of a study it cites, kept beside this reading of the paper: its version, tables and sections, a summary, and the points where it and the paper disagree.',
);

const provenance = (depth: 'full' | 'main_text' | 'stated_design') =>
	described(
		depth === 'main_text'
			? PaperProvenance
			: z.discriminatedUnion('source', [reviewProvenance(depth === 'stated_design' ? 'required' : 'optional'), PaperProvenance]),
		depth === 'main_text'
			? 'Who read the paper, when, which version, and what was read (a main-text reading is always an own reading of the paper).'
			: 'Where the facts come from: the review (its tables, sections and stages, and the version its author read) or an own reading of the paper (reader, date, version, text read).',
	);

/** The studied paper: a review reference number, full bibliographic data, or both. */
export const PaperSchema = described(
	z
		.strictObject({
			review_ref: ReferenceNumber.optional().meta({
				description: 'The study’s number in the review’s bibliography, when the review cites it.',
			}),
			authors: bibliographicFields.authors.optional(),
			year: bibliographicFields.year.optional(),
			title: bibliographicFields.title.optional(),
			venue: bibliographicFields.venue,
			status: bibliographicFields.status.optional(),
			pages: bibliographicFields.pages,
			arxiv: bibliographicFields.arxiv,
			doi: bibliographicFields.doi,
			url: bibliographicFields.url,
			published: described(
				z.strictObject({
					venue: text('Journal or proceedings, e.g. "ICLR 2025".', 400),
					year: bibliographicFields.year,
					pages: bibliographicFields.pages,
					doi: bibliographicFields.doi,
					url: bibliographicFields.url,
					note: text('Where the publication is stated, or how it differs from the version read.', 400).optional(),
				}),
				'The later publication of the work, kept apart from the version read (which the bibliographic fields above and the provenance describe).',
			).optional(),
		})
		.superRefine((paper, ctx) => {
			if (paper.review_ref !== undefined) return;
			for (const key of ['authors', 'year', 'title', 'status'] as const) {
				if (paper[key] === undefined) {
					ctx.addIssue({
						code: 'custom',
						path: [key],
						message: `a paper without review_ref needs ${key}`,
						params: { tip: 'give review_ref when the review cites the paper, or fill in authors, year, title and status' },
					});
				}
			}
		}),
	'The studied paper as read. With review_ref, the bibliographic data come from data/references.yaml; without it, give authors, year, title and status. A later publication goes in `published`.',
);

// ---------------------------------------------------------------- axis 1: treatment contrast

const SnakeId = (description: string, example: string) =>
	described(z.string().regex(/^[a-z0-9]+(?:_[a-z0-9]+)*$/, { message: `use snake_case, e.g. ${example}` }), description);

const FactorName = SnakeId('A factor an arm sets, in snake_case, e.g. "model", "mode" or "level".', 'model');

const Arm = z.strictObject({
	id: SnakeId('Short snake_case id of the arm, unique within the study (across all its comparisons).', 'skills_enabled'),
	label: line('Short name of the arm as shown in tables.', 120),
	description: text('What this arm sees and does.').optional(),
	factors: described(
		z.record(FactorName, line('The level this arm sets, e.g. "gpt-4o" or "native function calling".', 120)),
		'For crossed designs: the level of each factor this arm sets, e.g. {model: gpt-4o, mode: native function calling}. A comparison that lists these factors crosses them.',
	).optional(),
});

/** An arm of a comparison: defined in place, or named by the id of one of the record's top-level arms. */
const ArmEntry = z.union([SnakeId('The id of an arm defined once in the record’s top-level arms, shared by the comparisons that name it.', 'gpt_4o'), Arm]);

const Coupling = described(
	z.strictObject({
		kind: vocabularyEnum(couplingKinds, 'How the runs of the arms are coupled.'),
		shared: described(
			z.array(text('One thing shared by the arms, e.g. "generation seed".', 200)),
			'What the arms share (task prompt, seed, decoding, environment, evaluator, executor, paths...). Empty when nothing is stated.',
		),
		note: text('What the source leaves open about the coupling.').optional(),
	}),
	'Coupling of the arms and what they share.',
);

const Unit = described(
	z.strictObject({
		kind: vocabularyEnum(comparisonUnits, 'The unit compared across arms.'),
		note: text('Detail on the unit.').optional(),
	}),
	'Unit of comparison.',
);

/** One comparison of a study. A full reading states its arms, coupling and unit. */
const comparison = (full: boolean) =>
	z.strictObject({
		id: SnakeId('Short snake_case id of the comparison, unique within the study, e.g. "models" or "skills_on_off".', 'models'),
		headline: described(
			z.boolean(),
			'true on the study’s headline comparison, the one the evidence matrix shows; needed when a study has more than one comparison.',
		).optional(),
		kind: vocabularyEnum(
			contrastKinds,
			'What is changed between the arms (Table 1, treatment contrast; data/axes.yaml marks the review’s kinds and our extensions).',
		),
		description: text('The contrast in one or two sentences of our own.'),
		arms: full
			? described(
					z.array(ArmEntry).min(1),
					'The arms compared, in the order the study presents them: each defined here, or named by the id of a top-level arm.',
				)
			: described(
					z.array(ArmEntry),
					'The arms compared, in the order the study presents them (each defined here, or named by the id of a top-level arm); may be empty when the source does not name them.',
				).default([]),
		factors: described(
			z.array(FactorName).min(1),
			'For a crossed design (model × mode, model × level): the factors the arms cross; every arm of the comparison sets a level of each.',
		).optional(),
		arms_noun: text(
			'What the arms are, in the plural, for a count such as "69 model configurations"; used when there are too many arms to list.',
			60,
		).optional(),
		coupling: full ? Coupling : Coupling.default({ kind: 'unknown', shared: [] }),
		unit: full ? Unit : Unit.default({ kind: 'unknown' }),
	});

/** Axis 1 of Table 1 for each comparison; the one marked headline feeds the evidence matrix. */
const comparisons = (full: boolean) =>
	described(
		z.array(comparison(full)).min(1),
		'Axis 1 of Table 1: what is compared, with arms, coupling and unit, one entry per comparison the study makes. Mark the headline one with headline: true when there are several.',
	);

// ---------------------------------------------------------------- axis 2: target population

const Count = described(
	z.strictObject({
		value: described(
			z.union([z.int().nonnegative(), bounds('units counted')]),
			'The number as the source reports it, or its bounds when the source words it so ({more_than: 67000} for "more than 67,000").',
		),
		unit: text('What is counted: tasks, queries, states, pairs, rollouts...', 60),
	}),
	'A count with its unit.',
);

const Benchmark = z.strictObject({
	name: line('Benchmark, split or environment name, e.g. "WebArena" or "MBPP+".', 120),
	version: line('The benchmark’s version or release as the source names it, e.g. "v4" or "2024-06 snapshot".', 60).optional(),
	size: Count.optional(),
	note: text('Sampling, partitions or other detail about this benchmark.').optional(),
});

const Models = described(
	z.strictObject({
		count: described(
			z.union([z.int().positive(), bounds('models', 1), z.literal('unknown')]),
			'How many models: a number, bounds such as {min: 20} when the source gives no exact count, or "unknown".',
		),
		names: described(z.array(line('A model name as reported.', 120)), 'Model names where the source gives them; results name their model from this list.'),
		note: text('Harnesses, executors or configurations.').optional(),
	}),
	'The models or agent configurations evaluated.',
);

const Inclusion = described(
	z.union([text('The inclusion or filtering rule.'), z.literal('none_stated'), NotAssessed]),
	'Inclusion rule for tasks or units; "none_stated" when the source states none; "not_assessed" when not recorded.',
);

const Censoring = described(
	z.union([text('The censoring rule and what it removed.'), z.literal('none_stated'), NotAssessed]),
	'Censoring of units or pairs; "none_stated" when the source states none; "not_assessed" when not recorded.',
);

const Benchmarks = described(z.array(Benchmark), 'Benchmarks with their task counts; results name their benchmark from this list.');

/** Axis 2. A full reading states every part; a stated-design record may leave them to "unknown". */
const population = (full: boolean) =>
	described(
		z.strictObject({
			kind: vocabularyEnum(populationKinds, 'Over what the reported quantity is averaged (Table 1, target population).'),
			description: text('The population in a sentence of our own.').optional(),
			benchmarks: full ? Benchmarks : Benchmarks.default([]),
			models: full ? Models : Models.default({ count: 'unknown', names: [] }),
			inclusion: full ? Inclusion : Inclusion.default('not_assessed'),
			censoring: full ? Censoring : Censoring.default('not_assessed'),
		}),
		'Axis 2 of Table 1: the target population with inclusion and censoring rules.',
	);

// ---------------------------------------------------------------- runs and uncertainty

const RunBounds = bounds('runs per task and arm (across configurations, the fewest and the most)', 1);

export const RunsSchema = described(
	z.strictObject({
		per_task_and_arm: described(
			z.union([z.int().positive(), RunBounds, z.literal('unknown')]),
			'Repeated executions per task and arm: an exact positive integer, bounds such as {min: 3} ("at least 3") or {min: 3, max: 5}, or "unknown". Bootstrap resamples are not runs.',
		),
		note: text('How runs are counted or pooled, in our words.').optional(),
		variance_estimated: described(YesNoUnknown, 'Whether run-to-run variance is estimated.'),
		uncertainty: described(
			z.strictObject({
				method: vocabularyEnum(uncertaintyMethods, 'How uncertainty is quantified.'),
				resamples: described(z.int().positive(), 'Number of bootstrap resamples, when stated.').optional(),
				note: text('Detail on the uncertainty method.').optional(),
			}),
			'How uncertainty is handled.',
		),
	}),
	'Runs per task and arm, run-to-run variance, and uncertainty.',
);

// ---------------------------------------------------------------- axes 3-6

const Endpoint = z.strictObject({
	id: SnakeId('Short snake_case id of the endpoint, for results that name it (needed when results report more than one endpoint).', 'pass_rate').optional(),
	kind: vocabularyEnum(outcomeKinds, 'Kind of endpoint.'),
	description: text('The endpoint as the study defines it.', 400),
	evaluator: vocabularyEnum(evaluatorKinds, 'Who or what decides whether an output is correct.').optional(),
	scored_per: vocabularyEnum(scoringUnits, 'What one score is given to: a call, a turn, a dialogue, a task or a query.').optional(),
});

const outcome = (full: boolean) =>
	described(
		z.strictObject({
			endpoints: full
				? described(z.array(Endpoint).min(1), 'Endpoints, primary first.')
				: described(z.array(Endpoint), 'Endpoints, primary first; may be empty when the source does not state them.'),
		}),
		'Axis 3 of Table 1: the outcome or endpoint.',
	);

export const BudgetSchema = described(
	z.strictObject({
		kind: vocabularyEnum(budgetKinds, 'Budget constraint across arms (Table 1).'),
		detail: text('Caps, limits and how spending is compared.').optional(),
	}),
	'Axis 4 of Table 1: the budget constraint.',
);

export const IdentificationSchema = described(
	z.strictObject({
		kind: vocabularyEnum(identificationKinds, 'On what the causal reading of the summary rests.'),
		assumptions: described(z.array(text('One assumption, named.', 400)), 'Assumptions under which the summary is causal; empty when none are stated.'),
		note: text('What is known or missing about identification.').optional(),
	}),
	'Axis 6 of Table 1: identification assumptions, or an explicit "protocol-specific".',
);

// ---------------------------------------------------------------- what the design estimates

const QuantityReading = z.discriminatedUnion('id', [
	z.strictObject({
		id: described(z.enum(quantityIds), 'A row of the review’s Table 2 (data/quantities.yaml).'),
		as_read: text('How the quantity applies to this study, in our own words.', 600),
	}),
	z.strictObject({
		id: described(z.literal('other'), 'A quantity that is not a row of Table 2; name it.'),
		name: text('The quantity as the source reads it, e.g. "validity of replay for per-step model switching".', 200),
		as_read: text('How the quantity applies to this study, in our own words.', 600),
	}),
]);

export const TriggerSchema = described(
	z.strictObject({
		event: described(
			z.union([z.enum(triggerEventIds), z.literal('none'), z.literal('unknown')]),
			'The event a reported summary conditions on (data/levels.yaml), "none" when none, "unknown" when not stated.',
		),
		note: text('How the study defines the event.').optional(),
	}),
	'The trigger event a result depends on.',
);

const Location = z.strictObject({
	where: text('Section, table, figure or appendix of the paper, e.g. "§4.3" or "App. A".', 80),
	what: text('What is found there.', 300).optional(),
});

const LimitingCondition = z.strictObject({
	text: text('The condition that most limits interpretation, in our own words.', 800),
	quote: Quote.optional(),
});

// ---------------------------------------------------------------- design facts and checklist

const DesignFact = z.strictObject({
	value: YesNoUnknown,
	basis: text('Where this fact comes from: a section of the review or a location in the paper.', 300),
});

export const DesignSchema = described(
	z.strictObject(
		Object.fromEntries(idsOf(designFacts).map((fact) => [fact, described(DesignFact, designFacts[fact].definition)])) as Record<
			keyof typeof designFacts,
			typeof DesignFact
		>,
	),
	'Design facts from which checklist applicability is computed; each names its basis.',
);

const Judgement = {
	status: vocabularyEnum(checklistStatuses, 'reported, partial, not_reported, not_applicable or not_assessed.'),
	note: text('What the study reports or misses for this item, in our own words.', 800).optional(),
	basis: text('Where the judgement comes from: a section of the review or a location in the paper. For not_assessed, say which source is silent.', 300),
};

const ChecklistEntry = z.strictObject(Judgement);

const ChecklistEntryWithSecondPart = z.strictObject({
	...Judgement,
	second_part: described(z.strictObject(Judgement), 'The conditional second part of the item: its second_part in data/checklist.yaml.').optional(),
});

const withSecondPart: ReadonlySet<string> = new Set(checklistItemsWithSecondPart);

/**
 * One entry per item of Table 4. What each item asks for lives only in data/checklist.yaml; the
 * JSON Schema and the new-record skeleton take that wording from there (checklistWording).
 */
export const ChecklistSchema = described(
	z.strictObject(
		Object.fromEntries(
			checklistItemIds.map((id) => [
				id,
				described(withSecondPart.has(id) ? ChecklistEntryWithSecondPart : ChecklistEntry, `The checklist item "${id}" of data/checklist.yaml.`),
			]),
		) as {
			[K in (typeof checklistItemIds)[number]]: K extends (typeof checklistItemsWithSecondPart)[number]
				? typeof ChecklistEntryWithSecondPart
				: typeof ChecklistEntry;
		},
	),
	'One status with its basis for each of the ten items of Table 4 (data/checklist.yaml).',
);

// ---------------------------------------------------------------- results and discrepancies

const FigureValue = described(
	z.union([z.number(), text('A figure as reported when it is not one number, e.g. "0.737 to 0.898".', 120)]),
	'The figure exactly as the source reports it.',
);

/** What every result says, in either form. */
const resultCommon = {
	label: text('What was measured, in a few words.', 200),
	unit: text('Unit of the figure: "pass rate", "percentage points", "share of tasks", "count"...', 80),
	contrast: text('Which arms or contrast the figure belongs to, in words.', 300).optional(),
	comparison: SnakeId('The id of the comparison the figure belongs to (one of the record’s comparisons).', 'models').optional(),
	endpoint: SnakeId('The id of the endpoint the figure measures (one of outcome.endpoints), when the study reports several.', 'pass_rate').optional(),
	context: text('Population, models, benchmark and conditions behind the figure.', 600),
	location: text('Where the figure is reported (review section or paper location).', 120),
	quote: Quote.optional(),
};

/** One figure: the short form of a result. */
const SingleResult = z.strictObject({
	...resultCommon,
	value: FigureValue,
	arms: described(
		z.array(SnakeId('An arm id of this record.', 'skills_enabled')).min(1),
		'The arm or arms the figure belongs to: one arm for a level, two for a difference (treated first). Checked against the record’s arms.',
	).optional(),
	model: text('The model the figure belongs to, as listed in population.models.names.', 120).optional(),
	benchmark: text('The benchmark, split or domain the figure belongs to, as named in population.benchmarks.', 120).optional(),
});

const Dimension = z.strictObject({
	name: text('What the dimension varies, e.g. "model", "ability level" or "metric".', 60),
	refers_to: vocabularyEnum(dimensionKinds, 'What the values name, so the validator can check them against the record (other: not checked).').default('other'),
	values: described(z.array(text('One value of the dimension, as the source labels it.', 120)).min(1), 'The values, in the order the source gives them.'),
});

const Cell = z.strictObject({
	at: described(
		z.array(text('The value of one dimension.', 120)).min(1),
		'Where the figure sits: one value per dimension, in the order of table.dimensions, e.g. [gpt-4o, level 1, pass rate].',
	),
	value: FigureValue,
	unit: text('The unit of this figure, when it differs from the result’s unit (e.g. a time column among rates).', 80).optional(),
	location: text('Where this figure is, when it differs from the result’s location.', 120).optional(),
	note: text('A footnote the source gives this figure.', 300).optional(),
});

/** A table of figures: the long form of a result, e.g. model × split × metric. */
const TableResult = z.strictObject({
	...resultCommon,
	table: described(
		z.strictObject({
			dimensions: described(z.array(Dimension).min(1).max(4), 'The dimensions of the table (one to four), e.g. model, split and metric.'),
			cells: described(z.array(Cell).min(1), 'One entry per figure reported; a combination the source leaves empty is simply left out.'),
		}),
		'The figures as a table with named dimensions; the study page shows it as a table, the downloads as data, long-format CSV rows and a LaTeX table.',
	),
});

export const ResultSchema = described(
	z.union([SingleResult, TableResult]),
	'One figure (value, with its arms, model and benchmark), or a table of figures (table, with its dimensions and cells).',
);

const Discrepancy = z.strictObject({
	what: text('The quantity whose reported values disagree.', 200),
	values: described(
		z
			.array(
				z.strictObject({
					value: described(z.union([z.number(), text('The value as reported.', 120)]), 'One of the reported values.'),
					source: text('Where this value is reported.', 200),
				}),
			)
			.min(2),
		'Every reported value, each with its location.',
	),
	status: vocabularyEnum(discrepancyStatuses, 'Whether the discrepancy is resolved in the version read.'),
	note: text('What is known about the discrepancy.').optional(),
});

// ---------------------------------------------------------------- the record

const unknownDesign = Object.fromEntries(idsOf(designFacts).map((f) => [f, { value: 'unknown' as const, basis: NOT_STATED }])) as z.output<typeof DesignSchema>;
const notAssessed = { status: 'not_assessed' as const, basis: NOT_STATED };
const notAssessedChecklist = {
	...Object.fromEntries(checklistItemIds.map((id) => [id, notAssessed])),
	discordance_degradation: { ...notAssessed, second_part: notAssessed },
	budget: { ...notAssessed, second_part: notAssessed },
} as z.output<typeof ChecklistSchema>;

const Quantities = described(
	z.union([z.array(QuantityReading).min(1), NotAssessed]),
	'The quantities the design estimates as rows of Table 2, or "not_assessed" when the source does not say.',
);
const Limiting = described(z.union([LimitingCondition, NotAssessed]), 'The condition that most limits interpretation, or "not_assessed".');
const Locations = described(z.array(Location), 'Where the design and results are found in the paper (of the version read).');
const Results = described(
	z.array(ResultSchema),
	'Results with their numbers exactly as reported: each one figure (value, naming its comparison, arms, model and benchmark where it can) or a table of figures (table, with named dimensions and one cell per figure); never several figures packed into one string.',
);
const SummaryMeasures = (full: boolean) => {
	const item = vocabularyEnum(summaryMeasures, 'A summary measure.');
	return full
		? described(z.array(item).min(1), 'Axis 5 of Table 1: the summary measures reported.')
		: described(z.array(item), 'Axis 5 of Table 1: the summary measures reported; may be empty.').default([]);
};

const DEPTH_DESCRIPTIONS = {
	full: 'The whole paper (appendices included) was read; every design field is stated, with unknown / not_assessed / none_stated where the paper is silent.',
	main_text:
		'The main text of the paper was read, but not its appendices or supplement; every design field is stated, with unknown where only the unread parts could settle it.',
	stated_design:
		'Only the stated design and headline results were recorded (through the review, or from the paper’s abstract); fields left out read as unknown / not assessed.',
} as const;

/**
 * The fields of a record at one reading depth. A full or main-text reading must state every design
 * field (writing unknown / not_assessed where the paper is silent); a stated-design record may leave
 * them to their defaults, which read as unknown / not assessed.
 */
function studyVariant<const D extends 'full' | 'main_text' | 'stated_design'>(depth: D) {
	const full = depth !== 'stated_design';
	return z.strictObject({
		id: StudyId,
		short_name: line('Short name used in tables, e.g. "Skill Following".', 80),
		depth: described(z.literal(depth), DEPTH_DESCRIPTIONS[depth]),
		provenance: provenance(depth),
		paper: PaperSchema,
		review_account: ReviewAccount.optional(),
		arms: described(
			z.array(Arm).min(1),
			'Arms defined once for the whole record, for arms that several comparisons share; a comparison names them by id.',
		).optional(),
		comparisons: comparisons(full),
		population: population(full),
		outcome: full ? outcome(true) : outcome(false).default({ endpoints: [] }),
		budget: full ? BudgetSchema : BudgetSchema.default({ kind: 'unknown' }),
		summary_measures: SummaryMeasures(full),
		identification: full ? IdentificationSchema : IdentificationSchema.default({ kind: 'unknown', assumptions: [] }),
		runs: full ? RunsSchema : RunsSchema.default({ per_task_and_arm: 'unknown', variance_estimated: 'unknown', uncertainty: { method: 'unknown' } }),
		quantities: full ? Quantities : Quantities.default('not_assessed'),
		levels: described(
			z.array(described(z.enum(measurementLevelIds), 'A measurement level (data/levels.yaml).')).min(1),
			'Measurement levels the study touches (Section 3.1).',
		),
		trigger: TriggerSchema.optional(),
		limiting_condition: full ? Limiting : Limiting.default('not_assessed'),
		locations: full ? Locations : Locations.default([]),
		design: full ? DesignSchema : DesignSchema.default(unknownDesign),
		checklist: full ? ChecklistSchema : ChecklistSchema.default(notAssessedChecklist),
		results: full ? Results : Results.default([]),
		discrepancies: described(z.array(Discrepancy), 'Reported numbers that disagree within the source.').optional(),
		quotes: described(z.array(Quote), 'Further short attributed quotations.').optional(),
		related_refs: described(
			z.array(ReferenceNumber),
			'Numbers of related works in the review’s bibliography (data/references.yaml) that the record mentions.',
		).optional(),
		related_studies: described(z.array(StudyId), 'Ids of related study records in this database (any study, whether or not the review covers it).').optional(),
		notes: text('Anything else a reader should know, in our own words.', 2000).optional(),
	});
}

export const FullStudySchema = studyVariant('full');
export const MainTextStudySchema = studyVariant('main_text');
export const StatedDesignStudySchema = studyVariant('stated_design');

const StudyVariants = z.discriminatedUnion('depth', [FullStudySchema, MainTextStudySchema, StatedDesignStudySchema]);
type ParsedStudy = z.output<typeof StudyVariants>;
export type Arm = z.output<typeof Arm>;
type ParsedComparison = ParsedStudy['comparisons'][number];
/** A comparison as pages and exports read it: every arm an object, shared ones copied from the record's arms. */
export type Comparison = Omit<ParsedComparison, 'arms'> & { arms: Arm[] };

/** Marks an arm whose id names no top-level arm; the study-consistency rule reports it. */
const UNRESOLVED = Symbol('unresolved arm');

/** Whether an arm was named by an id that the record's top-level arms do not define. */
export function isUnresolvedArm(arm: Arm): boolean {
	return UNRESOLVED in arm;
}

/** Every comparison's arms as objects: an id is replaced by the top-level arm it names. */
function resolveArms<S extends ParsedStudy>(study: S): Omit<S, 'comparisons'> & { comparisons: Comparison[] } {
	const shared = new Map((study.arms ?? []).map((a) => [a.id, a]));
	return {
		...study,
		comparisons: study.comparisons.map((c) => ({
			...c,
			arms: c.arms.map((a) => {
				if (typeof a !== 'string') return a;
				const found = shared.get(a);
				if (found) return found;
				const stub: Arm = { id: a, label: a };
				Object.defineProperty(stub, UNRESOLVED, { value: true });
				return stub;
			}),
		})),
	};
}

/**
 * A study record, one kind per reading depth: the `depth` key picks the kind (the JSON Schema
 * branches on it with if/then, so an editor reports only the chosen kind's problems). After
 * parsing, every comparison's arms are objects (pages never see an arm id in their place).
 */
export const StudySchema = StudyVariants.transform((s) => resolveArms(s));

/** What an author writes. */
export type StudyInput = z.input<typeof StudySchema>;
/** What pages, exports and gap analysis receive after validation. */
export type Study = z.output<typeof StudySchema>;
export type Result = Study['results'][number];
/** A result in its short form: one figure. */
export type SingleResultData = Extract<Result, { value: unknown }>;
/** A result in its long form: a table of figures. */
export type TableResultData = Extract<Result, { table: unknown }>;
export type ChecklistStatus = keyof typeof checklistStatuses;
