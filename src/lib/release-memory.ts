/**
 * Collects garbage and gives the freed heap back to the system, at a point where a long stage
 * begins with much of what came before now garbage. V8 keeps the pages a collection frees for
 * reuse, and its memory reducer, which would return them once the process goes quiet, does not
 * run under Node; the "last resort" collection does (a test heap of 600 MB: 620 MB resident
 * after a plain collection, 108 MB after this one).
 *
 * It needs `--expose-gc` (scripts/node-flags.ts, BUILD_NODE_FLAGS); without it, it does nothing.
 */
export function releaseMemory(): void {
	// `gc` is a global only with --expose-gc; typeof is the one test that cannot throw without it
	if (typeof gc === 'function') gc({ type: 'major', execution: 'sync', flavor: 'last-resort' });
}
