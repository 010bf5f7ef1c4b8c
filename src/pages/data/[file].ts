/** Every download of /data/, built at build time from the typed records (src/exports/downloads.ts). */
import type { APIRoute, GetStaticPaths } from 'astro';
import { getFramework, getStudies } from '../../site-data.ts';
import { downloads } from '../../exports/downloads.ts';
import { PIECED_DOWNLOADS_AFTER } from '../../exports/write-downloads.ts';
import { siteRoot, VERSION } from '../../site-config.ts';

// The build script writes the files that come in pieces itself, after Astro (src/exports/write-downloads.ts).
export const getStaticPaths = (() =>
	downloads
		.filter((d) => !(d.pieces && process.env[PIECED_DOWNLOADS_AFTER]))
		.map((d) => ({ params: { file: d.file }, props: { download: d } }))) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ props, site }) => {
	const { download } = props as { download: (typeof downloads)[number] };
	const ctx = { studies: await getStudies(), framework: await getFramework(), site: siteRoot(site), version: VERSION };
	if (!download.pieces) return new Response(download.build(ctx), { headers: { 'Content-Type': download.type } });
	// the files that grow with every record go out a piece at a time, encoded as they are made
	const pieces = download.pieces(ctx)[Symbol.iterator]();
	const encoder = new TextEncoder();
	const body = new ReadableStream<Uint8Array>({
		pull(controller) {
			const next = pieces.next();
			if (next.done) controller.close();
			else controller.enqueue(encoder.encode(next.value));
		},
	});
	return new Response(body, { headers: { 'Content-Type': download.type } });
};
