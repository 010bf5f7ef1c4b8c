/**
 * The V8 settings a build runs with, however it is started: `npm run build` (package.json),
 * `npm start` (scripts/start.ts) and `npm run bench` (scripts/bench/bench.ts). V8 sizes its heap
 * as the process starts, so these go on the command line; set from inside, they do nothing.
 * Measured at 5,000 synthetic records in scripts/bench/PROFILE.md (sixth round).
 *
 * - `--max-semi-space-size=16`: Node 24 lets the young generation grow to two 64 MB semi-spaces;
 *   a build, which keeps every record alive, gains no time from a nursery that large. 8 MB was no
 *   lower and slower.
 * - `--heap-growing-percent=30`: after each full collection V8 lets the heap grow by a factor it
 *   picks from its speed, often twice what is live; a build's garbage comes in waves (a page of
 *   every study, then the next), and each wave set a new peak. 1.3 times cost no measurable time;
 *   1.2 was no lower.
 * - `--expose-gc`: lets the build give memory back between its stages (src/lib/release-memory.ts).
 */
export const BUILD_NODE_FLAGS: readonly string[] = ['--max-semi-space-size=16', '--heap-growing-percent=30', '--expose-gc'];
