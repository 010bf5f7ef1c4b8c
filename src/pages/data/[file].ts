/** Every download of /data/, built at build time from the typed records (src/exports/downloads.ts). */
import type { APIRoute, GetStaticPaths } from 'astro';
import { getFramework, getStudies } from '../../site-data.ts';
import { downloads } from '../../exports/downloads.ts';
import { siteRoot, VERSION } from '../../site-config.ts';

export const getStaticPaths = (() => downloads.map((d) => ({ params: { file: d.file }, props: { download: d } }))) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ props, site }) => {
	const { download } = props as { download: (typeof downloads)[number] };
	const body = download.build({ studies: await getStudies(), framework: await getFramework(), site: siteRoot(site), version: VERSION });
	return new Response(body, { headers: { 'Content-Type': download.type } });
};
