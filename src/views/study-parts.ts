/**
 * Parts of a study record that pages, exports and client scripts ask for: its headline comparison,
 * all its arms, the review stages that discuss it. Type-only imports, so client bundles stay free
 * of the schema library.
 */
import type { Study, stageIds } from '../schema/study.ts';

export type Comparison = Study['comparisons'][number];
export type Arm = Comparison['arms'][number];

/** The study's headline comparison: the one marked headline, or its only one. */
export function headlineComparison(study: Pick<Study, 'comparisons'>): Comparison {
	return study.comparisons.find((c) => c.headline === true) ?? study.comparisons[0]!;
}

/** The stages of the review's Section 4 that discuss the study; none for a study the review never saw. */
export function stagesOf(study: Pick<Study, 'provenance'>): readonly (typeof stageIds)[number][] {
	return study.provenance.source === 'review' ? (study.provenance.stages ?? []) : [];
}

/** Every arm of the study, across its comparisons. */
export function armsOf(study: Pick<Study, 'comparisons'>): Arm[] {
	return study.comparisons.flatMap((c) => c.arms);
}
