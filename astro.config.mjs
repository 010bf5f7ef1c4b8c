// @ts-check
import { defineConfig } from 'astro/config';
import mdx from '@astrojs/mdx';
import sitemap from '@astrojs/sitemap';
import pagefind from './src/integrations/pagefind.ts';
import devProblems from './src/integrations/dev-problems.ts';

/**
 * Where the site is published; page URLs and citations are built from it. The defaults are the
 * address GitHub Pages serves for this repository (a project page, under /skill-evidence/), so a
 * local build cites the same URLs as the published one, and CITATION.cff names the same address
 * (a test keeps them equal). The deploy workflow sets SITE and BASE_PATH from the repository's
 * Pages configuration; the tests build with BASE_PATH=/ to serve their site at a server's root.
 */
export const SITE = process.env['SITE'] || 'https://skill-evidence.github.io';
/** The path under SITE where the site lives ("/" for a user or organisation page). */
export const BASE = process.env['BASE_PATH'] || '/skill-evidence/';
/** The repository: "edit this record" and history links point here. One setting, read by pages. */
export const REPOSITORY = 'https://github.com/skill-evidence/skill-evidence';

export default defineConfig({
	site: SITE,
	base: BASE,
	trailingSlash: 'always',
	build: { format: 'directory' },
	integrations: [mdx(), sitemap(), pagefind(), devProblems()],
	devToolbar: { enabled: false },
	// Shiki writes inline styles, which the Content-Security-Policy below forbids.
	markdown: { syntaxHighlight: false },
	security: {
		// A Content-Security-Policy <meta> on every page: Astro hashes its own scripts and styles;
		// Pagefind needs same-origin fetches and workers and WebAssembly compilation.
		csp: {
			directives: [
				"default-src 'self'",
				"img-src 'self'",
				"connect-src 'self'",
				"worker-src 'self'",
				"object-src 'none'",
				"base-uri 'self'",
				"form-action 'self'",
			],
			scriptDirective: { resources: ["'self'", "'wasm-unsafe-eval'"] },
			styleDirective: { resources: ["'self'"] },
		},
	},
	vite: {
		server: { fs: { strict: true } },
		// Pages read the repository URL from here (src/site-config.ts), so it stays one setting.
		define: { __REPOSITORY__: JSON.stringify(REPOSITORY) },
	},
});
