/**
 * How long a browser or end-to-end test waits for a state before it fails. Tests wait on the state
 * itself (a row filter applied, a report ready, a search no longer busy); this bound only decides
 * when a state that never comes is a failure, and it is set for a busy 2-core machine, beside other
 * work, not for a quiet one.
 */
export const WAIT_MS = 90_000;
/** A browser test's own limit: several waits, and the page loads between them. */
export const BROWSER_TEST_MS = 240_000;
/**
 * A test that runs whole builds of the site (two in the determinism test): about 40 s each on a
 * quiet machine, over 2 minutes each beside other work, where 240 s was not enough for two.
 */
export const BUILDS_TEST_MS = 900_000;
