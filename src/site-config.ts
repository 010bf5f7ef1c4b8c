/**
 * Site-wide settings read by pages: where the site and the repository live. The values are set
 * once, in astro.config.mjs; this module only derives links from them.
 */
declare const __REPOSITORY__: string;

/** The repository URL: one setting in astro.config.mjs, passed in at build time. */
export const REPOSITORY: string = __REPOSITORY__;

import pkg from '../package.json';

export const SITE_NAME = 'skill-evidence';

/** The release of the database, cited with every record. */
export const VERSION: string = pkg.version;

/** Link to edit a file on the repository's main branch. */
export function editUrl(file: string): string {
	return `${REPOSITORY}/edit/main/${file}`;
}

/** Link to a file's change history. */
export function historyUrl(file: string): string {
	return `${REPOSITORY}/commits/main/${file}`;
}

/**
 * The address the site is published at, base path included ("https://host/skill-evidence/"): what
 * every absolute URL in a citation, feed or download is resolved against (Astro.site holds the host only).
 */
export function siteRoot(site: URL | undefined): URL {
	return new URL(import.meta.env.BASE_URL, site);
}

/** A page title short enough for a tab and a search result (with " · skill-evidence", at most 70 characters). */
export function clipTitle(title: string, max = 70 - ` · ${SITE_NAME}`.length): string {
	return title.length <= max ? title : `${title.slice(0, max - 1).trimEnd()}…`;
}

/** Site-relative link, honouring Astro's base path. */
export function href(path: string): string {
	const base = import.meta.env.BASE_URL.replace(/\/$/, '');
	return `${base}/${path.replace(/^\//, '')}`;
}

export const NAV = [
	{ href: 'studies/', label: 'Evidence matrix' },
	{ href: 'compare/', label: 'Compare' },
	{ href: 'gaps/', label: 'Checklist gaps' },
	{ href: 'evidence-map/', label: 'Evidence map' },
	{ href: 'claims/', label: 'Claims' },
	{ href: 'framework/', label: 'Framework' },
	{ href: 'guide/', label: 'Guide' },
	{ href: 'references/', label: 'References' },
	{ href: 'data/', label: 'Data' },
	{ href: 'tools/', label: 'Tools' },
	{ href: 'changes/', label: 'Changes' },
	{ href: 'search/', label: 'Search' },
	{ href: 'contribute/', label: 'Contribute' },
] as const;

export { CODE_LICENSE, DATA_LICENSE, LICENCE_FILES } from './views/licence.ts';

/** A file of the repository, on its main branch. */
export function repositoryFileUrl(file: string): string {
	return `${REPOSITORY}/blob/main/${file}`;
}
