// @ts-check
import { defineConfig } from 'astro/config';
import mdx from '@astrojs/mdx';
import sitemap from '@astrojs/sitemap';
import pagefind from './src/integrations/pagefind.ts';

/** Where the site is published; page URLs and citations are built from it. */
export const SITE = 'https://skill-evidence.github.io';
/** The repository: "edit this record" and history links point here. One setting, read by pages. */
export const REPOSITORY = 'https://github.com/skill-evidence/skill-evidence';

export default defineConfig({
	site: SITE,
	trailingSlash: 'always',
	build: { format: 'directory' },
	integrations: [mdx(), sitemap(), pagefind()],
	devToolbar: { enabled: false },
	vite: {
		server: { fs: { strict: true } },
		// Pages read the repository URL from here (src/site-config.ts), so it stays one setting.
		define: { __REPOSITORY__: JSON.stringify(REPOSITORY) },
	},
});
