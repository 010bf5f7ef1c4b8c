/** Every point where the review's account of a study and the paper itself differ, across the database. */
import type { Study } from '../schema/study.ts';

export interface DisagreementRow {
	id: string;
	shortName: string;
	reviewRef: number | undefined;
	what: string;
	review: { says: string; where: string };
	paper: { says: string; where: string; version: string };
	note: string | undefined;
}

/** One row per disagreement, in study order, then in the order the record lists them. */
export function disagreements(studies: readonly Study[]): DisagreementRow[] {
	return studies.flatMap((s) =>
		(s.review_account?.disagreements ?? []).map((d) => ({
			id: s.id,
			shortName: s.short_name,
			reviewRef: s.paper.review_ref,
			what: d.what,
			review: d.review,
			paper: { ...d.paper, version: s.provenance.version_read },
			note: d.note,
		})),
	);
}

/** How many of the review's studies have been read from their papers, and how many of those disagree with it somewhere. */
export function disagreementCounts(studies: readonly Study[]): { read: number; withDisagreements: number; points: number } {
	const read = studies.filter((s) => s.review_account !== undefined);
	return {
		read: read.length,
		withDisagreements: read.filter((s) => s.review_account!.disagreements.length > 0).length,
		points: read.reduce((n, s) => n + s.review_account!.disagreements.length, 0),
	};
}
