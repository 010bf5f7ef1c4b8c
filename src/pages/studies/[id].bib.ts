/**
 * /studies/<id>.bib: one study's citations as a file a reference manager imports: the structured
 * summary (a dataset entry with version and last change) and the studied paper, under the data
 * licence's comment.
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import { bibtexFile, bibtexLicence } from '../../exports/bibtex.ts';
import { siteRoot, VERSION } from '../../site-config.ts';
import { getFramework, getStudies } from '../../site-data.ts';
import type { Study } from '../../schema/study.ts';
import { licenceNotice } from '../../views/licence.ts';
import { recordItems } from '../../exports/record-meta.ts';

export const getStaticPaths = (async () => (await getStudies()).map((study) => ({ params: { id: study.id }, props: { study } }))) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ props, site }) => {
	const { study } = props as { study: Study };
	const { record } = recordItems(study, await getFramework(), siteRoot(site), VERSION, await getStudies());
	// The record alone: its paper is in references.bib under the key `related` names, so the two
	// files load together without a repeated key.
	return new Response(bibtexLicence(licenceNotice(VERSION)) + bibtexFile([record]), { headers: { 'Content-Type': 'application/x-bibtex; charset=utf-8' } });
};
