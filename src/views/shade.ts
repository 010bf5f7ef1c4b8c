/** How the evidence map shades its cells: shared by the page's build-time view and its script in the browser (no imports, so the browser bundle stays small). */

/** How many shades of the cell background stand for study counts (a gap has none). */
export const SHADE_LEVELS = 4;

/** The shade of a cell holding `count` studies when the fullest cell holds `max`: 0 for none, else 1 to SHADE_LEVELS. */
export function shadeLevel(count: number, max: number): number {
	if (count <= 0 || max <= 0) return 0;
	return Math.min(SHADE_LEVELS, Math.max(1, Math.ceil((count / max) * SHADE_LEVELS)));
}
