// The peer for npm run bench: the site a researcher would most likely make instead of this one,
// Starlight with its built-in Pagefind search, one Markdown page per record carrying the text of
// our study page. The bench copies this folder to tmp/bench/, links this folder's node_modules
// (a package of its own, with its own lock, which the bench installs on first use) and writes the
// pages there. Not part of the site.
import { defineConfig } from 'astro/config';
import starlight from '@astrojs/starlight';

export default defineConfig({
	site: 'https://example.org',
	devToolbar: { enabled: false },
	// Starlight uses js-yaml 4 and this project js-yaml 5: bundle Starlight's own copy, since the
	// prerendered chunks sit in the output folder, outside this project, and would otherwise
	// resolve the project's.
	vite: { resolve: { noExternal: ['js-yaml'] }, ssr: { noExternal: ['js-yaml'] } },
	integrations: [starlight({ title: 'skill-evidence (Starlight peer)' })],
});
