/** The matrix page as the tests read it: the test corpus's rows, and the ids of the rows a page shows. */
import type { Page } from 'playwright-core';
import { loadCorpus, type Corpus } from '../../src/corpus/load.ts';
import { matrixRow } from '../../src/views/matrix.ts';
import { ROOT, TEST_STUDIES } from '../helpers/paths.ts';

export type Row = ReturnType<typeof matrixRow>;

/** The matrix rows of the records the test site was built from (tests/browser/global-setup.ts); a file that has loaded them passes its corpus. */
export function testRows(corpus: Corpus = loadCorpus({ root: ROOT, studiesDir: TEST_STUDIES })): Row[] {
	return corpus.studies.map((s) => matrixRow(s.data, corpus.framework!));
}

/** The sorted ids of the rows that match. */
export const idsOf = (rows: readonly Row[], pred: (r: Row) => boolean): string[] =>
	rows
		.filter(pred)
		.map((r) => r.id)
		.sort();

/** The ids of the rows shown, once the matrix has applied what was asked (the record words a text filter searches included). */
export async function visibleIds(page: Page, view = 'table5'): Promise<string[]> {
	await page.locator('#matrix-filters[data-state="ready"]').waitFor({ state: 'attached' });
	const list = await page
		.locator(`table[data-view="${view}"] tbody tr:not([hidden])`)
		.evaluateAll((trs) => trs.map((tr) => (tr as HTMLElement).dataset['id'] ?? ''));
	return list.sort();
}
