/**
 * The search and screening behind the database (data/screening.yaml): the inclusion criteria, the
 * sources and queries with their dates, and every candidate study considered, with the decision and,
 * for one left out, the criterion it fails. The PRISMA 2020 flow is computed from it, never written.
 */
import { z } from 'zod';
import { described, StudyId, line, text, vocabularyEnum } from './common.ts';
import { exclusionCriteria, screeningDecisions } from './vocabulary.ts';

const IsoDate = described(z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'write the date as YYYY-MM-DD' }), 'A calendar date, YYYY-MM-DD.');

const Source = z.strictObject({
	id: described(z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/), 'Kebab-case id of the source, named by queries and candidates.'),
	label: line('A short name for lists and the flow diagram, e.g. "the review’s bibliography".', 60),
	name: text('What the source is.', 300),
	kind: described(
		z.enum(['database', 'other']),
		'database for a searched collection; other for lists, citations and the review’s own bibliography (PRISMA 2020 keeps them apart).',
	),
});

const Query = z.strictObject({
	n: described(z.int().positive(), 'Number of the query, named by the candidates it found.'),
	source: text('The id of the source searched.', 60),
	query: text('The query as it was run.', 300),
	date: IsoDate,
	results: described(z.int().nonnegative(), 'How many results the query returned.'),
	new: described(z.int().nonnegative(), 'How many of them were candidates not found before.'),
});

const FullText = z.strictObject({
	where: text('Where the full text was found, e.g. "code search index, file id 61337340746".', 200),
	version: text('The version the text is, e.g. "arXiv v1 (header)".', 120),
});

const Candidate = z.strictObject({
	id: described(z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { message: 'use kebab-case' }), 'Kebab-case id; the record id for an included candidate.'),
	title: line('The work’s title, verbatim.', 400),
	authors: text('First author and "et al", or all authors when few.', 300),
	year: described(z.int().min(1990).max(2100), 'Year of the version screened.'),
	arxiv: described(z.string().regex(/^\d{4}\.\d{4,5}$/, { message: 'an arXiv id such as 2604.05333, without the version' }), 'The arXiv id.').optional(),
	found_by: described(
		z.union([z.int().positive(), z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { message: 'a query number or the id of a source' })]),
		'The number of the query that found it, or the id of the source (of kind other) it came from: e.g. "review" for a study of the review’s bibliography.',
	),
	decision: vocabularyEnum(screeningDecisions, 'What the screening decided.'),
	stage: described(
		z.enum(['title_abstract', 'full_text']),
		'Where an exclusion was decided: on title and abstract, or after reading the full text.',
	).optional(),
	criterion: vocabularyEnum(exclusionCriteria, 'For an exclusion: the criterion it fails.').optional(),
	reason: text('The decision in a sentence of our own.', 600),
	record: StudyId.optional().meta({
		description: 'The id of the study record, for a candidate with a record (every included one, and a review study kept at its stated design).',
	}),
	full_text: FullText.optional(),
});

export const ScreeningFileSchema = z
	.strictObject({
		closed: IsoDate.meta({ description: 'The day the search closed.' }),
		criteria: described(
			z.array(z.strictObject({ id: text('I1, I2, ...', 10), text: text('The criterion in a sentence.', 400) })).min(1),
			'The inclusion criteria, each with its id.',
		),
		sources: described(z.array(Source).min(1), 'The sources searched or used.'),
		queries: described(z.array(Query), 'Every query run, in order, with its date and counts.'),
		candidates: described(z.array(Candidate).min(1), 'Every candidate study considered, included or not.'),
	})
	.superRefine((file, ctx) => {
		const queries = new Set(file.queries.map((q) => q.n));
		const sources = new Map(file.sources.map((s) => [s.id, s.kind]));
		file.queries.forEach((q, i) => {
			if (sources.get(q.source) !== 'database') {
				ctx.addIssue({
					code: 'custom',
					path: ['queries', i, 'source'],
					message: `"${q.source}" is not a source of kind database`,
					params: {
						tip: `name one of: ${[...sources]
							.filter(([, kind]) => kind === 'database')
							.map(([id]) => id)
							.join(', ')}`,
					},
				});
			}
		});
		const firstAt = new Map<string, number>();
		file.candidates.forEach((c, i) => {
			const first = firstAt.get(c.id);
			if (first === undefined) firstAt.set(c.id, i);
			else {
				ctx.addIssue({
					code: 'custom',
					path: ['candidates', i, 'id'],
					message: `candidates[${first}] already has the id "${c.id}"`,
					params: {
						tip: 'give each candidate its own id; a study found again by another query or source is one candidate, or an id that says where it was found (e.g. toolllm-q12) with record: naming the study',
					},
				});
			}
			if (typeof c.found_by === 'number' ? !queries.has(c.found_by) : sources.get(c.found_by) !== 'other') {
				ctx.addIssue({
					code: 'custom',
					path: ['candidates', i, 'found_by'],
					message: typeof c.found_by === 'number' ? `no query has the number ${c.found_by}` : `"${c.found_by}" is not a source of kind other`,
					params: {
						tip: `name a query by its number, or one of these sources: ${[...sources]
							.filter(([, kind]) => kind === 'other')
							.map(([id]) => id)
							.join(', ')}`,
					},
				});
			}
			if (c.decision === 'excluded' && (!c.criterion || !c.stage)) {
				ctx.addIssue({
					code: 'custom',
					path: ['candidates', i, 'criterion'],
					message: 'an excluded candidate names its criterion and the stage it was excluded at',
					params: { tip: 'add criterion: (one of the exclusion codes) and stage: title_abstract or full_text' },
				});
			}
			if (c.decision !== 'excluded' && c.criterion) {
				ctx.addIssue({
					code: 'custom',
					path: ['candidates', i, 'criterion'],
					message: `a candidate that is ${c.decision} has no exclusion criterion`,
					params: { tip: 'remove criterion' },
				});
			}
			if (c.decision === 'included' && !c.record) {
				ctx.addIssue({
					code: 'custom',
					path: ['candidates', i, 'record'],
					message: 'an included candidate names its record',
					params: { tip: 'add record: <study id>' },
				});
			}
		});
	});

export type Screening = z.output<typeof ScreeningFileSchema>;
export type Candidate = Screening['candidates'][number];
