/**
 * The studied paper as full bibliographic data: the record's own fields, completed from the
 * review's bibliography when the record names a reference number.
 */
import type { Reference } from '../schema/bibliography.ts';
import type { Study } from '../schema/study.ts';
import { oneLine } from '../lib/text.ts';

export interface Paper {
	reviewRef: number | undefined;
	authors: string[];
	year: number | undefined;
	title: string | undefined;
	venue: string | undefined;
	status: Reference['status'] | undefined;
	pages: string | undefined;
	arxiv: Reference['arxiv'];
	doi: string | undefined;
	url: string | undefined;
	/** The later publication of a paper read as a preprint, when the record gives one. */
	published: NonNullable<Study['paper']['published']> | undefined;
}

/**
 * Record fields win over the bibliography; both come from validated data. Names, title and venue
 * are bibliographic fields of one line: a line break in the YAML is a space here, for every view.
 */
export function resolvePaper(study: Study, references: readonly Reference[]): Paper {
	const p = study.paper;
	const ref = p.review_ref === undefined ? undefined : references.find((r) => r.n === p.review_ref);
	const line = (s: string | undefined) => (s === undefined ? undefined : oneLine(s));
	return {
		reviewRef: p.review_ref,
		authors: (p.authors ?? ref?.authors ?? []).map(oneLine),
		year: p.year ?? ref?.year,
		title: line(p.title ?? ref?.title),
		venue: line(p.venue ?? ref?.venue),
		status: p.status ?? ref?.status,
		pages: p.pages ?? ref?.pages,
		arxiv: p.arxiv ?? ref?.arxiv,
		doi: p.doi ?? ref?.doi,
		url: p.url ?? ref?.url ?? (p.arxiv ? `https://arxiv.org/abs/${p.arxiv.id}` : undefined),
		published: p.published,
	};
}

/** The papers of studies the review does not cite: the contributed part of the bibliography, by study id. */
export function contributedPapers(studies: readonly Study[], references: readonly Reference[]): { studyId: string; paper: Paper }[] {
	return studies
		.filter((s) => s.paper.review_ref === undefined)
		.map((s) => ({ studyId: s.id, paper: resolvePaper(s, references) }))
		.sort((a, b) => a.studyId.localeCompare(b.studyId));
}

/** "Cho S, Park C (2026)" style short author line. */
export function authorLine(authors: readonly string[]): string {
	if (authors.length === 0) return 'Unknown authors';
	const list = authors.at(-1) === 'et al' ? `${authors.slice(0, -1).join(', ')} et al.` : authors.join(', ');
	return list;
}

/** A one-line reference in the review's style, as plain text. */
export interface CitableEntry {
	authors: readonly string[];
	year?: number | undefined;
	title?: string | undefined;
	venue?: string | undefined;
	pages?: string | undefined;
	arxiv?: Reference['arxiv'];
	status?: Reference['status'] | undefined;
}

export function referenceText(entry: CitableEntry): string {
	const parts = [`${authorLine(entry.authors)} (${entry.year ?? 'n.d.'}) ${entry.title ?? 'Untitled'}.`];
	if (entry.venue) parts.push(`${entry.venue}${entry.status === 'accepted' ? ' (accepted)' : ''}${entry.pages ? `, ${entry.pages}` : ''}.`);
	if (entry.arxiv) parts.push(`arXiv:${entry.arxiv.id}${entry.arxiv.version ?? ''}.`);
	return parts.join(' ');
}

/** Year as a search meta value; "n.d." when unknown. */
export function yearOf(paper: Paper): string {
	return paper.year === undefined ? 'n.d.' : String(paper.year);
}
