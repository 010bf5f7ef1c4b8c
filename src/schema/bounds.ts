/**
 * Counts a source gives as bounds ("at least 3", "more than 67,000"): the interval they allow and
 * how they read. No schema library here, so client scripts can format them too; the schema of a
 * bounds object is `bounds()` in common.ts.
 */

/** What a bounds object holds once validated. */
export interface Bounds {
	min?: number | undefined;
	max?: number | undefined;
	more_than?: number | undefined;
	fewer_than?: number | undefined;
}

/** The interval [low, high] a bounds object or an exact count allows (integers). */
export function boundsRange(value: number | Bounds): [number, number] {
	if (typeof value === 'number') return [value, value];
	const low = Math.max(value.min ?? 0, value.more_than !== undefined ? value.more_than + 1 : 0);
	const high = Math.min(value.max ?? Number.POSITIVE_INFINITY, value.fewer_than !== undefined ? value.fewer_than - 1 : Number.POSITIVE_INFINITY);
	return [low, high];
}

/** A count or its bounds in words: "12", "at least 3", "3–5", "more than 67,000", "fewer than 10". */
export function formatCount(value: number | Bounds): string {
	const n = (x: number) => x.toLocaleString('en');
	if (typeof value === 'number') return n(value);
	const lower =
		value.more_than !== undefined ? { word: 'more than', v: value.more_than } : value.min !== undefined ? { word: 'at least', v: value.min } : undefined;
	const upper =
		value.fewer_than !== undefined ? { word: 'fewer than', v: value.fewer_than } : value.max !== undefined ? { word: 'at most', v: value.max } : undefined;
	if (lower && upper) {
		if (lower.word === 'at least' && upper.word === 'at most') return `${n(lower.v)}–${n(upper.v)}`;
		return `${lower.word} ${n(lower.v)} and ${upper.word} ${n(upper.v)}`;
	}
	if (lower) return `${lower.word} ${n(lower.v)}`;
	return `${upper!.word} ${n(upper!.v)}`;
}
