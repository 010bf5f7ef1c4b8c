/**
 * Study ids that pages already use for their own elements. On /studies/ and /gaps/ each study's
 * row carries its id as the element id, so that /studies/#<id> and /gaps/#<id> stay stable links;
 * a study called "table3" or "summary" would then collide with the page's own table or summary.
 * We reserve these ids (and the prefix of the Table 3 rows) rather than renaming the page's
 * elements, which would break those links. A browser test reads the built pages and fails when
 * a page gains an element id that is missing here.
 */

/** Element ids of /studies/ and /gaps/ (those a study id could equal). */
export const RESERVED_IDS: ReadonlySet<string> = new Set([
	'by-study',
	'by-study-caption',
	'column-chooser',
	'compare-bar',
	'compare-count',
	'compare-link',
	'depth-switch',
	'export-selection',
	'facet-codes',
	'fact-filters',
	'fact-filters-heading',
	'filter-active',
	'filter-panel',
	'filter-budget',
	'filter-contrast',
	'filter-coupling',
	'filter-depth',
	'filter-level',
	'filter-notice',
	'filter-paired',
	'filter-q',
	'filter-quantity',
	'filter-reset',
	'filter-source',
	'filter-runs',
	'filter-status',
	'filter-year',
	'gaps-caption',
	'gaps-controls',
	'gaps-shown',
	'gaps-source',
	'hide-unassessed',
	'legend-heading',
	'main',
	'matrix',
	'matrix-filters',
	'no-results',
	'result-count',
	'rows-toggle',
	'site-search',
	'summary',
	'summary-budget',
	'summary-caption',
	'summary-identification',
	'summary-protocol',
	'table3',
	'table3-caption',
	'table3-heading',
	'table5',
	'table5-caption',
	'table5-heading',
	'view-switch',
	'view-switch-label',
]);

/** Prefixes of element ids made from study ids (the Table 3 row of study x is t3-x), and of the matrix's filters (facet-budget, facet-budget-def, …). */
export const RESERVED_PREFIXES: readonly string[] = ['t3-', 'facet-'];

/** Page names under /studies/ beside the study pages (/studies/<id>/): a study with one of these ids would have the page's address. */
export const RESERVED_PATHS: ReadonlySet<string> = new Set(['full']);

/** Names Windows keeps for devices: a file called con.yaml or com1.yaml cannot be checked out there. */
export const WINDOWS_DEVICE_NAMES = /^(con|prn|aux|nul|com[0-9]|lpt[0-9])$/i;

/** Why a study id cannot be used, or null. */
export function reservedIdProblem(id: string): string | null {
	if (WINDOWS_DEVICE_NAMES.test(id)) return `"${id}" is reserved: Windows keeps it as a device name, so a file ${id}.yaml could not be checked out there`;
	if (RESERVED_PATHS.has(id)) return `"${id}" is reserved: /studies/${id}/ is the address of one of the site's own pages (the full-text evidence matrix)`;
	if (RESERVED_IDS.has(id)) return `"${id}" is reserved: the matrix or gaps page uses it for its own element`;
	const prefix = RESERVED_PREFIXES.find((p) => id.startsWith(p));
	return prefix ? `ids starting with "${prefix}" are reserved: the matrix page makes its own element ids that way` : null;
}
