// The peer for npm run bench: a bare Astro build of the same study pages, with no validation,
// gap analysis, citations, search index or exports. Not part of the site.
import { defineConfig } from 'astro/config';

export default defineConfig({ site: 'https://example.org', trailingSlash: 'always', build: { format: 'directory' }, devToolbar: { enabled: false } });
