/** The small part of citation-js the exports use (the package ships no types). */
declare module '@citation-js/core' {
	export class Cite {
		constructor(data: unknown, options?: { forceType?: string });
		data: Record<string, unknown>[];
		format(format: string, options?: Record<string, unknown>): string | object;
	}
	/** A plugin's registry of named values (the CSL plugin's styles: name to style XML). */
	export interface Register {
		has(name: string): boolean;
		get(name: string): string;
		add(name: string, value: string): void;
	}
	export const plugins: { list(): string[]; config: { get(plugin: '@csl'): { styles: Register } } };
}
declare module '@citation-js/plugin-csl';
declare module '@citation-js/plugin-ris';
