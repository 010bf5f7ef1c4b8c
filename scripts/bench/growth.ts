/** Fitting how a measurement grows with the number of records. */

/** The slope of log y against log n: y grows as n to this power. */
export function growthExponent(points: readonly [number, number][]): number {
	const xs = points.map(([n]) => Math.log(n));
	const ys = points.map(([, y]) => Math.log(y));
	const mx = xs.reduce((a, b) => a + b, 0) / xs.length;
	const my = ys.reduce((a, b) => a + b, 0) / ys.length;
	const sxy = xs.reduce((a, x, i) => a + (x - mx) * (ys[i]! - my), 0);
	const sxx = xs.reduce((a, x) => a + (x - mx) ** 2, 0);
	return sxy / sxx;
}
