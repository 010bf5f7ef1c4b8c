/**
 * The release metadata that Zenodo (.zenodo.json) and GitHub (CITATION.cff) read to mint a DOI and
 * offer "Cite this repository" agree with package.json, with each other and with the data licence.
 */
import { formatCitations } from '../../src/exports/cite.ts';
import { databaseCsl } from '../../src/exports/database-citation.ts';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { load } from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { CODE_LICENSE, DATA_LICENSE, LICENCE_FILES } from '../../src/views/licence.ts';
import { ROOT } from '../helpers/paths.ts';

const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { version: string; license: string };
const zenodo = JSON.parse(readFileSync(path.join(ROOT, '.zenodo.json'), 'utf8')) as Record<string, unknown> & {
	creators: { name: string }[];
	related_identifiers: { identifier: string; relation: string; scheme: string }[];
};
const cff = load(readFileSync(path.join(ROOT, 'CITATION.cff'), 'utf8')) as Record<string, unknown> & {
	authors: { name: string }[];
	references: { identifiers: { value: string }[] }[];
};

describe('release metadata', () => {
	it('names the package version in both files', () => {
		expect(zenodo['version']).toBe(pkg.version);
		expect(cff['version']).toBe(pkg.version);
	});

	it('states the data licence in both files', () => {
		expect(zenodo['license']).toBe(DATA_LICENSE.id.toLowerCase());
		expect(cff['license']).toBe(DATA_LICENSE.id);
	});

	it('gives Zenodo what it needs to mint a dataset DOI', () => {
		expect(zenodo).toMatchObject({ upload_type: 'dataset', access_right: 'open' });
		expect(zenodo['title']).toBe(cff['title']);
		expect(zenodo.creators.map((c) => c.name)).toEqual(cff.authors.map((a) => a.name));
		for (const key of ['title', 'description', 'upload_type', 'creators', 'version', 'license']) expect(zenodo[key], key).toBeTruthy();
	});

	it("says the deposit supplements the repository (Zenodo's own GitHub relation), not the other way round", () => {
		const repo = zenodo.related_identifiers.find((r) => r.identifier === cff['repository-code'])!;
		expect(repo.relation).toBe('isSupplementTo');
	});

	it('cites the database from CITATION.cff in every format: its title, release, date and address once each', () => {
		const item = databaseCsl(readFileSync(path.join(ROOT, 'CITATION.cff'), 'utf8'));
		expect(item).toMatchObject({ type: 'dataset', title: cff['title'], version: String(cff['version']), URL: cff['url'] });
		const c = formatCitations(item);
		expect(c.apa).toContain(String(cff['version']));
		expect(c.apa).toContain(String(cff['url']));
		expect(c.bibtex).toMatch(/^@misc\{skillevidence,/);
		expect(c.bibtex.match(new RegExp(String(cff['version']).replace(/\./g, '\\.'), 'g'))).toHaveLength(1);
		expect(c.ris).toMatch(/^TY {2}- DATA\r\n/);
		// A CITATION.cff without a version or date gives a citation without them, not "undefined".
		const bare = formatCitations(databaseCsl('title: X\nauthors:\n  - name: Y\n'));
		expect(bare.apa).not.toMatch(/undefined/);
		expect(bare.apa).toMatch(/^Y\. \(n\.d\.\)\. X/);
	});

	it('links the review the database derives from, by the identifier CITATION.cff gives it', () => {
		const review = zenodo.related_identifiers.find((r) => r.relation === 'isDerivedFrom')!;
		expect(cff.references[0]!.identifiers[0]!.value).toContain(review.identifier);
	});

	it('holds the licence texts, each named where a reader looks: README, package.json, CITATION.cff', () => {
		const code = readFileSync(path.join(ROOT, LICENCE_FILES.code), 'utf8');
		expect(code).toMatch(/^MIT License\n\nCopyright \(c\) 2026 /);
		expect(code).toContain(CODE_LICENSE.holder);
		const data = readFileSync(path.join(ROOT, LICENCE_FILES.data), 'utf8');
		expect(data).toContain('Creative Commons Attribution 4.0 International Public License');
		expect(data).toContain('Section 1 – Definitions.');
		expect(data).toContain(`SPDX-License-Identifier: ${DATA_LICENSE.id}`);
		const readme = readFileSync(path.join(ROOT, 'README.md'), 'utf8');
		expect(readme).toContain(`[${LICENCE_FILES.data}](${LICENCE_FILES.data})`);
		expect(readme).toContain(`[${LICENCE_FILES.code}](${LICENCE_FILES.code})`);
		expect(pkg.license).toBe(`(${CODE_LICENSE.id} AND ${DATA_LICENSE.id})`);
		const cffText = readFileSync(path.join(ROOT, 'CITATION.cff'), 'utf8');
		expect(cffText).toContain(LICENCE_FILES.data);
		expect(cffText).toContain(LICENCE_FILES.code);
	});
});
