/** Paths shared by the tests. */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const FIXTURES = path.join(ROOT, 'tests/fixtures');
export const VALID = path.join(FIXTURES, 'valid');
export const INVALID = path.join(FIXTURES, 'invalid');
/** Where the browser tests' site is built (ignored by git). */
export const TEST_SITE = path.join(ROOT, 'tmp/test-site');
/**
 * The records the browser tests' site is built from: every record of studies/ plus the records of
 * tests/fixtures/browser/, made for the tests. Assertions on particular figures use those fixtures,
 * so a contribution to studies/ never breaks a test.
 */
export const TEST_STUDIES = path.join(ROOT, 'tmp/test-studies');
export const BROWSER_FIXTURES = path.join(FIXTURES, 'browser');
/**
 * Made-up records of the shapes the model allows beyond the usual (a 70-arm leaderboard with crossed
 * factors and shared arms, a 6 × 3 × 2 result table, sizes and counts as bounds); built into the
 * browser tests' site and exported and compiled by the unit tests, so a new shape is always tried.
 */
export const SHAPE_FIXTURES = path.join(FIXTURES, 'shapes');
/** Records whose citations hold payloads (braces, LaTeX specials, line breaks); built into the browser tests' site too. */
export const CITATION_FIXTURES = path.join(FIXTURES, 'hostile/citations');
/** Screenshots for a person to look at (ignored by git). */
export const SCREENSHOTS = path.join(ROOT, 'tmp/screenshots');
