/**
 * Bibliographic data: the fields a reference of the review carries, shared by data/references.yaml
 * and by the `paper` block of a study record.
 */
import { z } from 'zod';
import { described, httpUrl, ReferenceNumber, line, text, vocabularyEnum } from './common.ts';
import { publicationStatuses, referenceKinds } from './vocabulary.ts';

export const ArxivId = described(
	z.strictObject({
		id: described(
			z.string().regex(/^\d{4}\.\d{4,5}$/, { message: 'use the bare arXiv number, e.g. 2609.00549' }),
			'The arXiv number without prefix or version, e.g. 2609.00549.',
		),
		version: described(
			z
				.string()
				.regex(/^v\d+$/, { message: 'write the version as v1, v2, ...' })
				.optional(),
			'The arXiv version cited, when the citation names one (v1, v2, ...).',
		),
		primary_class: described(
			z
				.string()
				.regex(/^[a-z-]+(?:\.[A-Za-z-]+)?$/, { message: 'write the arXiv primary category as listed on the abstract page, e.g. cs.CL' })
				.optional(),
			'The primary arXiv category as the abstract page lists it (e.g. cs.CL), when read there.',
		),
	}),
	'An arXiv identifier.',
);

/** What a DOI may not hold here although DOI syntax allows it (see the check below). */
const DOI_REFUSED = /[$%#]/;

export const Doi = described(
	z
		.string()
		.regex(/^10\.\d{4,9}\/\S+$/, { message: 'write the bare DOI, e.g. 10.18653/v1/2025.findings-acl.1258' })
		.regex(/^[^{}\\"\u0000-\u001f\u007f-\u009f]+$/, {
			message: 'a DOI cannot hold braces, backslashes, quotes or control characters; check it against doi.org',
		})
		// What DOI syntax allows but no BibTeX reader can take as written, with no escape that works in
		// all of them (the field is a name, read verbatim: an escape would become part of the DOI):
		// `%` and `#` stop pdflatex where a style hands the DOI to \href inside another command's
		// argument (as the doi package does), and `$` opens math for BibTeX parsers (bibtex-parser,
		// Zotero's import) even in a verbatim field. Crossref advises suffixes of letters, digits and - . _ ; ( ) / only.
		.superRefine((doi, ctx) => {
			const c = DOI_REFUSED.exec(doi)?.[0];
			if (c)
				ctx.addIssue({
					code: 'custom',
					message: `a DOI here cannot hold "${c}": ${c === '$' ? 'BibTeX readers take it as the start of a formula' : 'pdflatex stops on it where a style links the DOI'}; check the DOI against doi.org`,
					params: { tip: "a DOI with $, % or # cannot be written to BibTeX safely; give the paper's url instead" },
				});
		}),
	'A bare DOI without https://doi.org/.',
);

/** The fields every bibliographic entry can have. */
export const bibliographicFields = {
	authors: described(
		z.array(line('One author as cited, e.g. "Cho S".', 200)).min(1),
		'Authors as the citation lists them; end with "et al" when the citation does.',
	),
	year: described(z.int().min(1900).max(2100), 'Year of the cited version.'),
	title: line('The work’s bibliographic title, verbatim.', 400),
	venue: text('Journal, proceedings, publisher or series, as cited; omit for a bare preprint.', 400).optional(),
	status: vocabularyEnum(publicationStatuses, 'Publication status as the citation states it.'),
	pages: text('Pages, volume or article number as cited.', 100).optional(),
	arxiv: ArxivId.optional(),
	doi: Doi.optional(),
	url: httpUrl('A stable http(s) link to the work.').optional(),
} as const;

/** One entry of the review's bibliography (data/references.yaml). */
export const ReferenceSchema = z.strictObject({
	n: ReferenceNumber,
	kind: vocabularyEnum(referenceKinds, 'What kind of work it is: empirical_study, benchmark, survey, methodology or guideline.'),
	...bibliographicFields,
	note: text('A remark on the entry in our own words (e.g. a split DOI in the source).').optional(),
});

export type Reference = z.output<typeof ReferenceSchema>;
