/**
 * Every study page is citable from its embedded metadata, read the way Zotero's "Embedded
 * Metadata" translator reads it (tests/support/embedded-metadata.ts): a dataset with the record's
 * title, its organisation as one author, a date and a publisher, never the paper's DOI. The JSON-LD
 * agrees with the tags, and each page's .bib file parses back. Pages of the test site's own corpus
 * are checked one by one, the citation payload fixtures included.
 */
import { parse as parseBibtex } from '@retorquere/bibtex-parser';
import { describe, expect, inject, it } from 'vitest';
import { lastChanged } from '../../src/lib/git.ts';
import { versionCount } from '../../src/lib/record-versions.ts';
import { loadCorpus } from '../../src/corpus/load.ts';
import { resolvePaper } from '../../src/views/paper.ts';
import { readEmbeddedMetadata } from '../support/embedded-metadata.ts';
import { ROOT, TEST_STUDIES } from '../helpers/paths.ts';

const siteUrl = inject('siteUrl');
const corpus = loadCorpus({ root: ROOT, studiesDir: TEST_STUDIES });
const studies = corpus.studies.map((s) => s.data);
const refs = corpus.framework!.references.references;

const get = async (path: string) => {
	const res = await fetch(`${siteUrl}${path}`);
	expect(res.status, path).toBe(200);
	return res.text();
};

/** The content of every <meta name=...> with that name, in page order. */
function metaContents(html: string, name: string): string[] {
	return [...html.matchAll(/<meta name="([^"]+)" content="([^"]*)"/g)]
		.filter((m) => m[1] === name)
		.map((m) =>
			m[2]!
				.replace(/&amp;/g, '&')
				.replace(/&quot;/g, '"')
				.replace(/&#39;/g, "'")
				.replace(/&lt;/g, '<')
				.replace(/&gt;/g, '>'),
		);
}

describe('study pages are citable', () => {
	it('the corpus has the citation payload fixtures, and records with a history to date them by', () => {
		expect(studies.map((s) => s.id)).toEqual(expect.arrayContaining(['cite-payload-preprint', 'cite-payload-journal']));
		expect(studies.some((s) => lastChanged(`studies/${s.id}.yaml`) !== undefined)).toBe(true);
	});

	it('Zotero reads each page as a dataset: title, one organisational author, date, publisher, URL; no paper DOI', async () => {
		for (const study of studies) {
			const html = await get(`/studies/${study.id}/`);
			const z = readEmbeddedMetadata(html);
			expect(z.detected, study.id).toBe('dataset');
			// The version cited: the record's number of changes in the repository, and its permanent page; a fixture without history has neither.
			const versions = versionCount(`studies/${study.id}.yaml`);
			expect(z.title, study.id).toBe(
				`${study.short_name.replace(/\s+/g, ' ')}: structured study summary (skill-evidence record ${study.id}${versions > 0 ? `, version ${versions}` : ''})`,
			);
			expect(z.creators, study.id).toEqual([{ creatorType: 'author', lastName: 'skill-evidence contributors' }]);
			// The date the record last changed, from git; a record without history (a fixture) has none, never a made-up one.
			const changed = lastChanged(`studies/${study.id}.yaml`);
			expect(z.date, study.id).toBe(changed?.replace(/-/g, '/'));
			expect(z.publisher, study.id).toBe('skill-evidence');
			expect(z.url, study.id).toBe(`https://skill-evidence.github.io/studies/${study.id}/${versions > 0 ? `v${versions}/` : ''}`);
			expect(z.DOI, `${study.id}: the record has no DOI of its own`).toBeUndefined();
			expect(z.pdfUrl, `${study.id}: no PDF is the record's`).toBeUndefined();

			// The paper travels as a cited work, with its identifiers.
			const paper = resolvePaper(study, refs);
			const [reference] = metaContents(html, 'citation_reference');
			expect(reference, study.id).toContain(`citation_title=${(paper.title ?? '').replace(/\s+/g, ' ').replace(/;/g, ',')}`);
			if (paper.arxiv) expect(reference, study.id).toContain(`citation_arxiv_id=${paper.arxiv.id}`);
			if (paper.doi) expect(reference, study.id).toContain(`citation_doi=${paper.doi.replace(/;/g, ',')}`);

			// JSON-LD says the same.
			const ld = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]!) as Record<string, unknown>;
			expect(ld['name'], study.id).toBe(z.title);
			expect(ld['dateModified'], study.id).toBe(changed);
			expect(metaContents(html, 'DC.date')[0], study.id).toBe(changed);
			expect(ld['license'], study.id).toBe('https://creativecommons.org/licenses/by/4.0/');
		}
	});

	it("each study has a .bib file with the record, naming its paper's key in references.bib, which parses back without errors", async () => {
		for (const study of studies) {
			const bib = await get(`/studies/${study.id}.bib`);
			expect(bib, study.id).toMatch(/^@comment\{skill-evidence .*CC-BY-4\.0/);
			const lib = parseBibtex(bib);
			expect(lib.errors, study.id).toEqual([]);
			expect(lib.entries.map((e) => e.key)[0], study.id).toBe(`skillevidence_${study.id.replace(/-/g, '_')}`);
			// The record alone: its paper is in references.bib, so the two files load together without a repeated key.
			expect(lib.entries, study.id).toHaveLength(1);
			expect(String(lib.entries[0]!.fields['note']), study.id).toMatch(/The paper is \S+ in references\.bib\./);
		}
	});

	it('framework pages are saved as web pages of the database, citing the review as their source', async () => {
		for (const path of ['/framework/', '/framework/axes/', '/framework/quantities/', '/framework/levels/', '/framework/checklist/', '/framework/estimand/']) {
			const html = await get(path);
			const z = readEmbeddedMetadata(html);
			expect(z.detected, path).toBe('webpage');
			expect(z.title, path).toMatch(/\(skill-evidence framework\)$/);
			expect(z.creators, path).toEqual([{ creatorType: 'author', lastName: 'skill-evidence contributors' }]);
			expect(metaContents(html, 'citation_reference')[0], path).toContain('citation_arxiv_id=2609.33153');
		}
	});
});
