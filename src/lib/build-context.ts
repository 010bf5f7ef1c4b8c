/**
 * What one build (or dev server) shares across module graphs: the one place that keeps state on
 * globalThis. scripts/build.ts loads src/ through Node, and Astro loads the same files again
 * through Vite as modules of its own graph, so a module-level variable exists once per graph and
 * neither copy sees what the other holds (the build script's validated corpus, the citations its
 * worker formatted, the time Pagefind took). Every such value lives here instead, by name, in one
 * map on globalThis under one registered symbol, which both graphs reach.
 */

const STORE = Symbol.for('skill-evidence.build-context');

const store: Map<string, unknown> = ((globalThis as { [STORE]?: Map<string, unknown> })[STORE] ??= new Map());

/** A named value shared by every module graph of this process. Name each slot once, where its value is owned. */
export interface BuildSlot<T> {
	get(): T | undefined;
	set(value: T | undefined): void;
}

/** The slot of this name. Two calls with one name reach the same value, in any module graph. */
export function buildSlot<T>(name: string): BuildSlot<T> {
	return {
		get: () => store.get(name) as T | undefined,
		set: (value) => {
			if (value === undefined) store.delete(name);
			else store.set(name, value);
		},
	};
}

/** The value of a slot, made by `init` the first time any module graph asks. */
export function buildValue<T>(name: string, init: () => T): T {
	if (!store.has(name)) store.set(name, init());
	return store.get(name) as T;
}
