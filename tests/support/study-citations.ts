/** Both citations of a study, as the site offers them: the structured summary (a dataset) and the paper, with fixed version facts. */
import { paperCsl, recordCsl, type CslItem } from '../../src/exports/csl.ts';
import type { Study } from '../../src/schema/study.ts';
import { resolvePaper } from '../../src/views/paper.ts';

export function studyItems(study: Study, refs: Parameters<typeof resolvePaper>[1]): CslItem[] {
	const paper = resolvePaper(study, refs);
	return [
		recordCsl(study, paper, {
			url: `https://example.org/studies/${study.id}/`,
			version: '1.2.3',
			lastChanged: '2026-11-29',
			commit: '0123456789abcdef0123456789abcdef01234567',
		}),
		paperCsl(paper, `paper-${study.id}`, `key-${study.id}`),
	];
}
