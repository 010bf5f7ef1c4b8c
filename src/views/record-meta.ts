/**
 * What a study page says about its own record: citations of the paper and of the summary, the
 * date the record last changed, and structured data for search engines. Build-time only.
 */
import { formatCitations, type Citations } from '../exports/cite.ts';
import { citationKey, paperCsl, recordCsl } from '../exports/csl.ts';
import { firstAdded, lastChange } from '../lib/git.ts';
import type { Framework } from '../schema/framework.ts';
import type { Study } from '../schema/study.ts';
import { resolvePaper, type Paper } from './paper.ts';

export interface RecordMeta {
	paper: Paper;
	file: string;
	url: string;
	lastChanged: string | undefined;
	added: string | undefined;
	paperCitations: Citations;
	recordCitations: Citations;
	jsonLd: Record<string, unknown>;
}

export function recordMeta(study: Study, framework: Framework, site: URL, version: string): RecordMeta {
	const paper = resolvePaper(study, framework.references.references);
	const file = `studies/${study.id}.yaml`;
	const url = new URL(`studies/${study.id}/`, site).href;
	const change = lastChange(file);
	const changed = change?.date;
	const paperItem = paperCsl(paper, `paper-${study.id}`, citationKey(paper.authors, paper.year, paper.title));
	const recordItem = recordCsl(study, paper, { url, version, lastChanged: changed, commit: change?.hash });
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
		creator: { '@type': 'Organization', name: 'skill-evidence contributors' },
		isPartOf: { '@type': 'Dataset', name: 'skill-evidence', url: new URL('', site).href },
		about: {
			'@type': 'ScholarlyArticle',
			name: paper.title,
			author: authors,
			...(paper.year ? { datePublished: String(paper.year) } : {}),
			...(paper.url ? { url: paper.url } : {}),
			...(paper.doi ? { sameAs: `https://doi.org/${paper.doi}` } : {}),
			...(paper.arxiv ? { identifier: `arXiv:${paper.arxiv.id}` } : {}),
		},
	};
	return {
		paper,
		file,
		url,
		lastChanged: changed,
		added: firstAdded(file),
		paperCitations: formatCitations([paperItem]),
		recordCitations: formatCitations([recordItem]),
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
