/**
 * Identity and reading: the review stages that discuss a study, where the record's facts come from
 * (the review or an own reading of the paper), the review's account kept beside a reading of the
 * paper, and the studied paper itself.
 */
import { z } from 'zod';
import { bibliographicFields } from '../bibliography.ts';
import { described, ReferenceNumber, line, text } from '../common.ts';
import { idsOf, reviewStages } from '../vocabulary.ts';
import { IsoDate } from './shared.ts';

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
export const ReviewAccount = described(
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

export const provenance = (depth: 'full' | 'main_text' | 'stated_design') =>
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
