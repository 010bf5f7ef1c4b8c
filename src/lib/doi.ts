/** A DOI as a link. */

/**
 * The doi.org address of a DOI. A DOI is a name, not a URL: `?` and `#` in it would end the path
 * of the link and `%` would start an escape, and `< > ^` and the like are not URL characters, so
 * those are percent-encoded (doi.org decodes them back to the name); the `/`, `;`, `:` and
 * parentheses a DOI usually holds are left as written.
 */
export function doiUrl(doi: string): string {
	return `https://doi.org/${encodeURI(doi).replace(/[?#]/g, (c) => encodeURIComponent(c))}`;
}
