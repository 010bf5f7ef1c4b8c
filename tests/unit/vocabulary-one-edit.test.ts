/**
 * Adding a value is one edit: a coupling kind added to `couplingKinds` in src/schema/vocabulary.ts,
 * and nowhere else, is accepted in a record and shows with its label and definition in the matrix
 * filter, the search page's Pagefind filter, the glossary, the CSV and LaTeX exports, the JSON
 * Schema editors read and the new-record skeleton. The module is replaced in memory (vi.doMock)
 * by the real one plus the new value; every consumer is then imported fresh, so it sees only what
 * that single edit would give it. Nothing here counts the studies or data the repository holds.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ROOT, VALID } from '../helpers/paths.ts';

const NEW_ID = 'synthetic_coupling';
const NEW_TERM = {
	label: 'Synthetic coupling',
	definition: 'A coupling value that exists only in this test, to show that one edit of the vocabulary reaches every place.',
};

describe('a value added to one vocabulary', () => {
	let dir: string;
	beforeAll(() => {
		vi.resetModules();
		vi.doMock('../../src/schema/vocabulary.ts', async (importOriginal) => {
			const real = await importOriginal<typeof import('../../src/schema/vocabulary.ts')>();
			return { ...real, couplingKinds: Object.freeze({ ...real.couplingKinds, [NEW_ID]: NEW_TERM }) };
		});
		dir = mkdtempSync(path.join(os.tmpdir(), 'one-edit-'));
		const yaml = readFileSync(path.join(VALID, 'fixture-study.yaml'), 'utf8').replace(/^(\s+coupling:\n\s+kind:) independent$/m, `$1 ${NEW_ID}`);
		expect(yaml).toContain(`kind: ${NEW_ID}`);
		writeFileSync(path.join(dir, 'fixture-study.yaml'), yaml);
	});
	afterAll(() => {
		vi.doUnmock('../../src/schema/vocabulary.ts');
		vi.resetModules();
		rmSync(dir, { recursive: true, force: true });
	});

	const load = async () => {
		const { loadCorpus } = await import('../../src/corpus/load.ts');
		const corpus = loadCorpus({ root: ROOT, studiesDir: dir });
		return { corpus, framework: corpus.framework!, study: corpus.studies[0]?.data };
	};

	it('is accepted in a record by the schema the validator uses', async () => {
		const { corpus, study } = await load();
		expect(corpus.problems.filter((p) => p.file.includes('fixture-study'))).toEqual([]);
		expect(study?.comparisons[0]?.coupling.kind).toBe(NEW_ID);
	});

	it('is an option of the matrix filter, with its definition, and labels the study’s row', async () => {
		const { framework, study } = await load();
		const { filterDefs, matrixRow } = await import('../../src/views/matrix.ts');
		const row = matrixRow(study!, framework);
		expect(row.coupling.label).toBe(NEW_TERM.label);
		expect(row.facets.coupling).toEqual([NEW_ID]);
		const coupling = filterDefs([row], framework).find((f) => f.facet === 'coupling')!;
		expect(coupling.options).toContainEqual({ value: NEW_ID, label: NEW_TERM.label, count: 1, definition: NEW_TERM.definition });
	});

	it('is the value of the study’s Pagefind filter, under the facet label the search page shows', async () => {
		const { framework } = await load();
		const { facetSpec, facetValueLabel, searchFacets } = await import('../../src/views/facets.ts');
		expect(searchFacets()).toContain('coupling');
		expect(facetSpec('coupling')?.label).toBe('Coupling');
		const lists = { quantities: framework.quantities.quantities, levels: framework.levels.levels };
		expect(facetValueLabel('coupling', NEW_ID, lists)).toBe(NEW_TERM.label);
	});

	it('has its glossary entry, and the glossary check finds nothing missing', async () => {
		const { framework } = await load();
		const { glossary, glossaryProblems } = await import('../../src/views/glossary.ts');
		const { jsonSchemas } = await import('../../src/model/json-schema.ts');
		const sections = glossary(framework);
		const coupling = sections.find((s) => s.id === 'coupling')!;
		expect(coupling.terms).toContainEqual({ id: NEW_ID, label: NEW_TERM.label, definition: NEW_TERM.definition, origin: 'database', where: undefined });
		expect(glossaryProblems(sections, JSON.parse(jsonSchemas()['study.schema.json']!) as unknown)).toEqual([]);
	});

	it('is in the JSON Schema’s enum with its definition, and in the skeleton’s comments', async () => {
		const { jsonSchemas } = await import('../../src/model/json-schema.ts');
		const { studySkeleton } = await import('../../src/model/skeleton.ts');
		const text = jsonSchemas()['study.schema.json']!;
		expect(text).toContain(`"${NEW_ID}"`);
		expect(text).toContain(JSON.stringify(`${NEW_TERM.label}: ${NEW_TERM.definition}`));
		expect(studySkeleton('new-study', '2026-01-01')).toContain(`${NEW_ID} = ${NEW_TERM.label}: ${NEW_TERM.definition}`);
	});

	it('is written into the CSV and LaTeX exports of the study', async () => {
		const { framework, study } = await load();
		const { matrixRow } = await import('../../src/views/matrix.ts');
		const { studiesCsv, table5Latex } = await import('../../src/exports/tables.ts');
		const row = matrixRow(study!, framework);
		expect(studiesCsv([row], (id) => `https://example.org/${id}`)).toContain(NEW_TERM.label);
		expect(table5Latex([row])).toContain(`coupling: ${NEW_TERM.label}`);
	});
});
