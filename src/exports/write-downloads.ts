/**
 * The downloads that grow with every record (those with `pieces`: studies.json, results.csv,
 * compare.json, matrix-words.json, results.tex, studies.csv), written to a folder a piece at a
 * time. The build script writes them after Astro's build, which then leaves them out
 * (PIECED_DOWNLOADS_AFTER): through Astro, each was a response whose pieces and their joined copy
 * were all held at once, about 0.75 GB for the first two at 5,000 records, and the next four
 * (100 MB of text) were made while Astro bundled and the citations were formatted, the build's
 * peak.
 */
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { finished } from 'node:stream/promises';
import path from 'node:path';
import { downloads, type DownloadContext } from './downloads.ts';

/** Set by the build script: the /data/ endpoint then leaves these files to it. */
export const PIECED_DOWNLOADS_AFTER = 'SKILL_EVIDENCE_PIECED_DOWNLOADS_AFTER';

export async function writePiecedDownloads(dir: string, ctx: DownloadContext): Promise<void> {
	for (const d of downloads) {
		if (!d.pieces) continue;
		const out = createWriteStream(path.join(dir, d.file));
		for (const piece of d.pieces(ctx)) if (!out.write(piece)) await once(out, 'drain');
		out.end();
		await finished(out);
	}
}
