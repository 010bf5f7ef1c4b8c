/**
 * The V8 settings a build runs with, however it is started: `npm run build` (package.json),
 * `npm start` (scripts/start.ts) and `npm run bench` (scripts/bench/bench.ts). V8 sizes its heap
 * as the process starts, so these go on the command line; set from inside, they do nothing.
 *
 * `--max-semi-space-size=16`: Node 24 lets the young generation grow to two 64 MB semi-spaces,
 * and a build, which keeps every record alive, gains no measurable time from a nursery that large;
 * at 16 MB a 5,000-record build peaked about 180–330 MB lower in the same time. At 8 MB it was no
 * lower and much slower (scripts/bench/PROFILE.md, sixth round).
 */
export const BUILD_NODE_FLAGS: readonly string[] = ['--max-semi-space-size=16'];
