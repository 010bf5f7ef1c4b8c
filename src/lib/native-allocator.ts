/**
 * Settings for mimalloc, the allocator inside Rolldown's native binding (Astro's bundler). By
 * default mimalloc commits each arena whole as soon as it reserves it and hands freed pages back to
 * the system late, so a build's resident memory is far above what the bundler uses: about 180 MB
 * of the peak at 1,000 records, with no measurable change in build time (BENCHMARKS.md).
 *
 * mimalloc reads these once, when the binding loads, which happens as soon as anything imports
 * Vite (astro.config.mjs does): import this module before any other. A value already set in the
 * environment is kept.
 */
process.env['MIMALLOC_ARENA_EAGER_COMMIT'] ??= '0';
process.env['MIMALLOC_PURGE_DELAY'] ??= '0';

export {};
