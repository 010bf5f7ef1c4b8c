/**
 * The built site (every record of studies/ plus the test fixtures, the bound-valued shapes among
 * them) prints no "undefined", "NaN" or "[object Object]" on any page or download.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { TEST_SITE, TEST_STUDIES } from '../helpers/paths.ts';
import { brokenValues, readableFiles, recordWordsOf } from '../support/broken-values.ts';

describe('built text', () => {
	it('no page or download prints a missing value', () => {
		const files = readableFiles(TEST_SITE);
		expect(files.some((f) => f.endsWith(path.join('studies', 'index.html')))).toBe(true);
		expect(files.some((f) => f.endsWith('studies.csv'))).toBe(true);
		const words = recordWordsOf(TEST_STUDIES);
		const hits = files.flatMap((f) => brokenValues(readFileSync(f, 'utf8'), path.relative(TEST_SITE, f), words));
		expect(hits).toEqual([]);
	});
});
