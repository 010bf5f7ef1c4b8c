/** Paths shared by the tests. */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const FIXTURES = path.join(ROOT, 'tests/fixtures');
export const VALID = path.join(FIXTURES, 'valid');
export const INVALID = path.join(FIXTURES, 'invalid');
/** Where the browser tests' site is built (ignored by git). */
export const TEST_SITE = path.join(ROOT, 'tmp/test-site');
/** Screenshots for a person to look at (ignored by git). */
export const SCREENSHOTS = path.join(ROOT, 'tmp/screenshots');
