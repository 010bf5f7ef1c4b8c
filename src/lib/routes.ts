/**
 * The site's paths for a study, written once: its page (the permalink a citation names), an anchor
 * on it, and its downloadable record and citation files. Relative to the site's base; pages pass
 * them through href(), exports through new URL(…, site).
 */

/** `studies/<id>/`, or `studies/<id>/#<anchor>`. */
export function studyPath(id: string, anchor?: string): string {
	return `studies/${id}/${anchor ? `#${anchor}` : ''}`;
}

/** `studies/<id>.yaml` or `studies/<id>.bib`: the record as written, and its citations. */
export function studyFilePath(id: string, ext: 'yaml' | 'bib'): string {
	return `studies/${id}.${ext}`;
}
