/** The small part of citation-js the exports use (the package ships no types). */
declare module '@citation-js/core' {
	export class Cite {
		constructor(data: unknown, options?: { forceType?: string });
		data: Record<string, unknown>[];
		format(format: string, options?: Record<string, unknown>): string | object;
	}
	export const plugins: { list(): string[] };
}
declare module '@citation-js/plugin-bibtex';
declare module '@citation-js/plugin-csl';
declare module '@citation-js/plugin-ris';
