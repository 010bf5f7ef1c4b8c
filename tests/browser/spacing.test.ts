/**
 * Every built page read as a person and as Pagefind read it: no two words run together where the
 * markup has no whitespace between two elements ("licensed underCC BY 4.0" in the footer,
 * "Version readv1" in a search excerpt). The finder and its rule: tests/support/glued-words.ts.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { TEST_SITE } from '../helpers/paths.ts';
import { gluedWords } from '../support/glued-words.ts';

function htmlFiles(dir: string): string[] {
	return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
		const p = path.join(dir, e.name);
		return e.isDirectory() ? htmlFiles(p) : e.name.endsWith('.html') ? [p] : [];
	});
}

describe('text spacing in the built site', () => {
	const pages = htmlFiles(TEST_SITE).map((file) => ({ rel: path.relative(TEST_SITE, file).split(path.sep).join('/'), file }));
	const found = new Map(pages.map(({ rel, file }) => [rel, gluedWords(readFileSync(file, 'utf8'))]));

	it('no page runs two words together for a reader or for the search index', () => {
		expect(pages.length).toBeGreaterThan(0);
		const glued = [...found].flatMap(([rel, gs]) => gs.map((g) => `${rel} (${g.reader}, ${g.tags}): ${g.context}`));
		expect(glued).toEqual([]);
	});
});
