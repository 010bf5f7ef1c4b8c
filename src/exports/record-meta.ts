/**
 * What a study page says about its own record: citations of the paper and of the summary, the
 * date the record last changed, and structured data for search engines. Build-time only.
 */
import { formatCitations, primeEntries, type Citations } from './cite.ts';
import { bibliographyId, bibliographyIndex, citationKey, paperCsl, recordCsl, type CslItem } from './csl.ts';
import { firstAdded, lastChange } from '../lib/git.ts';
import { versionCount, versionPath } from '../lib/record-versions.ts';
import type { Framework } from '../schema/framework.ts';
import type { Study } from '../schema/study.ts';
import { recordMetaTags, type MetaTag } from './citation-meta.ts';
import { DATA_LICENSE } from '../views/licence.ts';
import { contributedPapers, resolvePaper, type Paper } from '../views/paper.ts';
import { studyFilePath, studyPath } from '../lib/routes.ts';
import { doiUrl } from '../lib/doi.ts';

export interface RecordMeta {
	paper: Paper;
	file: string;
	url: string;
	lastChanged: string | undefined;
	added: string | undefined;
	/** How many versions the record has (0 without history): the page shows the last. */
	versions: number;
	paperCitations: Citations;
	recordCitations: Citations;
	/** Highwire Press and Dublin Core tags, from the same CSL items as the citations. */
	metaTags: MetaTag[];
	jsonLd: Record<string, unknown>;
}

/** The two CSL items of a study: its structured summary (a dataset) and the studied paper. */
export function recordItems(
	study: Study,
	framework: Framework,
	site: URL,
	version: string,
	studies: readonly Study[] = [study],
): { paper: Paper; record: CslItem; paperItem: CslItem; url: string; lastChanged: string | undefined } {
	const references = framework.references.references;
	const paper = resolvePaper(study, references);
	const url = new URL(studyPath(study.id), site).href;
	const change = lastChange(studyFilePath(study.id, 'yaml'));
	const versions = versionCount(studyFilePath(study.id, 'yaml'));
	// The paper as the bibliography cites it, key and all; a study outside `studies` (a preview) alone.
	const index = bibliographyIndex(references, () => contributedPapers(studies.includes(study) ? studies : [...studies, study], references), studies);
	const listed = index.get(bibliographyId(study));
	// A paper the review cites is cited as the record read it (an arXiv version the bibliography lacks),
	// under the bibliography's key; a contributed paper is the bibliography's own entry.
	const paperItem =
		study.paper.review_ref === undefined && listed
			? listed
			: paperCsl(paper, bibliographyId(study), listed?.['citation-key'] ?? citationKey(paper.authors, paper.year, paper.title));
	return {
		paper,
		url,
		lastChanged: change?.date,
		record: recordCsl(study, paper, {
			url,
			version,
			lastChanged: change?.date,
			commit: change?.hash,
			paperKey: paperItem['citation-key'],
			recordVersion: versions > 0 ? { n: versions, url: new URL(versionPath(study.id, versions), site).href } : undefined,
		}),
		paperItem,
	};
}

/** Formats the APA entries of every study's record and paper in one citeproc pass (see cite.ts). */
export function primeRecordCitations(studies: readonly Study[], framework: Framework, site: URL, version: string): void {
	primeEntries(
		studies.flatMap((s) => {
			const { record, paperItem } = recordItems(s, framework, site, version, studies);
			return [record, paperItem];
		}),
		'apa',
	);
}

export function recordMeta(study: Study, framework: Framework, site: URL, version: string, studies: readonly Study[] = [study]): RecordMeta {
	const file = studyFilePath(study.id, 'yaml');
	const { paper, url, record: recordItem, paperItem, lastChanged: changed } = recordItems(study, framework, site, version, studies);
	const added = firstAdded(file);
	const authors = paper.authors.filter((a) => a !== 'et al').map((name) => ({ '@type': 'Person', name }));
	const jsonLd: Record<string, unknown> = {
		'@context': 'https://schema.org',
		'@type': 'Dataset',
		'@id': url,
		name: recordItem.title,
		description: `Structured summary of the evaluation design of ${paper.title ?? study.short_name}: arms and coupling, population, runs, budget, the quantity estimated and the condition that limits its interpretation.`,
		url,
		version,
		...(changed ? { dateModified: changed } : {}),
		...(added ? { datePublished: added } : {}),
		creator: { '@type': 'Organization', name: 'skill-evidence contributors' },
		publisher: { '@type': 'Organization', name: 'skill-evidence' },
		license: DATA_LICENSE.url,
		inLanguage: 'en',
		isPartOf: { '@type': 'Dataset', name: 'skill-evidence', url: new URL('', site).href },
		about: {
			'@type': 'ScholarlyArticle',
			name: paper.title,
			author: authors,
			...(paper.year ? { datePublished: String(paper.year) } : {}),
			...(paper.url ? { url: paper.url } : {}),
			...(paper.doi ? { sameAs: doiUrl(paper.doi) } : {}),
			...(paper.arxiv ? { identifier: `arXiv:${paper.arxiv.id}` } : {}),
		},
	};
	return {
		paper,
		file,
		url,
		lastChanged: changed,
		added,
		versions: versionCount(file),
		paperCitations: formatCitations(paperItem),
		recordCitations: formatCitations(recordItem),
		metaTags: recordMetaTags({ record: recordItem, paper: paperItem, added }),
		jsonLd,
	};
}

/**
 * JSON for a <script type="application/ld+json"> element: `<`, `>`, `&` and the two line
 * separators are escaped, so no text in a record can close the element or start markup.
 */
export function scriptSafeJson(value: unknown): string {
	return JSON.stringify(value)
		.replace(/</g, '\\u003c')
		.replace(/>/g, '\\u003e')
		.replace(/&/g, '\\u0026')
		.replace(/\u2028/g, '\\u2028')
		.replace(/\u2029/g, '\\u2029');
}
