// Statistical helpers: normal and Student-t quantiles, beta quantiles, Clopper–Pearson and Hoeffding intervals, binomial and hypergeometric pmf.
import { Fraction } from './fraction.ts';

/** A closed interval [lower, upper]. */
export interface Interval {
	lower: number;
	upper: number;
}

/**
 * Quantile of the standard normal distribution (inverse CDF), by Wichura's algorithm AS 241
 * (PPND16), accurate to about 1e-16 relative error. Returns ±Infinity at p = 0 or 1.
 */
export function normalQuantile(p: number): number {
	if (Number.isNaN(p) || p < 0 || p > 1) throw new RangeError(`normalQuantile needs p in [0, 1], got ${p}`);
	if (p === 0) return -Infinity;
	if (p === 1) return Infinity;
	const q = p - 0.5;
	if (Math.abs(q) <= 0.425) {
		const r = 0.180625 - q * q;
		return (
			(q *
				(((((((r * 2509.0809287301226727 + 33430.575583588128105) * r + 67265.770927008700853) * r + 45921.953931549871457) * r + 13731.693765509461125) * r +
					1971.5909503065514427) *
					r +
					133.14166789178437745) *
					r +
					3.387132872796366608)) /
			(((((((r * 5226.495278852545925 + 28729.085735721942674) * r + 39307.89580009271061) * r + 21213.794301586595867) * r + 5394.1960214247511077) * r +
				687.1870074920579083) *
				r +
				42.313330701600911252) *
				r +
				1)
		);
	}
	let r = q < 0 ? p : 1 - p;
	r = Math.sqrt(-Math.log(r));
	let x: number;
	if (r <= 5) {
		r -= 1.6;
		x =
			(((((((r * 7.7454501427834140764e-4 + 0.0227238449892691845833) * r + 0.24178072517745061177) * r + 1.27045825245236838258) * r +
				3.64784832476320460504) *
				r +
				5.7694972214606914055) *
				r +
				4.6303378461565452959) *
				r +
				1.42343711074968357734) /
			(((((((r * 1.05075007164441684324e-9 + 5.475938084995344946e-4) * r + 0.0151986665636164571966) * r + 0.14810397642748007459) * r +
				0.68976733498510000455) *
				r +
				1.6763848301838038494) *
				r +
				2.05319162663775882187) *
				r +
				1);
	} else {
		r -= 5;
		x =
			(((((((r * 2.01033439929228813265e-7 + 2.71155556874348757815e-5) * r + 0.0012426609473880784386) * r + 0.026532189526576123093) * r +
				0.29656057182850489123) *
				r +
				1.7848265399172913358) *
				r +
				5.4637849111641143699) *
				r +
				6.6579046435011037772) /
			(((((((r * 2.04426310338993978564e-15 + 1.4215117583164458887e-7) * r + 1.8463183175100546818e-5) * r + 7.868691311456132591e-4) * r +
				0.0148753612908506148525) *
				r +
				0.13692988092273580531) *
				r +
				0.59983220655588793769) *
				r +
				1);
	}
	return q < 0 ? -x : x;
}

/** Natural log of the gamma function for x > 0 (Lanczos approximation, g = 7, 9 terms). */
export function logGamma(x: number): number {
	if (x < 0.5) return Math.log(Math.PI / Math.abs(Math.sin(Math.PI * x))) - logGamma(1 - x);
	const c = [
		0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059, 12.507343278686905, -0.13857109526572012,
		9.9843695780195716e-6, 1.5056327351493116e-7,
	];
	const z = x - 1;
	let a = c[0]!;
	const t = z + 7.5;
	for (let i = 1; i < 9; i++) a += c[i]! / (z + i);
	return 0.5 * Math.log(2 * Math.PI) + (z + 0.5) * Math.log(t) - t + Math.log(a);
}

/** Continued fraction for the regularized incomplete beta function (modified Lentz). */
function betaContinuedFraction(x: number, a: number, b: number): number {
	const tiny = 1e-300;
	let c = 1;
	let d = 1 - ((a + b) * x) / (a + 1);
	if (Math.abs(d) < tiny) d = tiny;
	d = 1 / d;
	let h = d;
	for (let m = 1; m <= 10_000; m++) {
		const m2 = 2 * m;
		let aa = (m * (b - m) * x) / ((a + m2 - 1) * (a + m2));
		d = 1 + aa * d;
		if (Math.abs(d) < tiny) d = tiny;
		c = 1 + aa / c;
		if (Math.abs(c) < tiny) c = tiny;
		d = 1 / d;
		h *= d * c;
		aa = (-(a + m) * (a + b + m) * x) / ((a + m2) * (a + m2 + 1));
		d = 1 + aa * d;
		if (Math.abs(d) < tiny) d = tiny;
		c = 1 + aa / c;
		if (Math.abs(c) < tiny) c = tiny;
		d = 1 / d;
		const del = d * c;
		h *= del;
		if (Math.abs(del - 1) < 1e-16) break;
	}
	return h;
}

/** The regularized incomplete beta function I_x(a, b) for x in [0, 1], a, b > 0. */
export function incompleteBeta(x: number, a: number, b: number): number {
	if (x <= 0) return 0;
	if (x >= 1) return 1;
	const lnFront = logGamma(a + b) - logGamma(a) - logGamma(b) + a * Math.log(x) + b * Math.log1p(-x);
	const front = Math.exp(lnFront);
	if (x < (a + 1) / (a + b + 2)) return (front * betaContinuedFraction(x, a, b)) / a;
	return 1 - (front * betaContinuedFraction(1 - x, b, a)) / b;
}

/** Upper tail P(T > t) of Student's t with df degrees of freedom, computed without cancellation. */
function tUpperTail(t: number, df: number): number {
	const tail = 0.5 * incompleteBeta(df / (df + t * t), df / 2, 0.5);
	return t >= 0 ? tail : 1 - tail;
}

/** Cumulative distribution function of Student's t with df > 0 degrees of freedom. */
export function tCdf(t: number, df: number): number {
	return 1 - tUpperTail(t, df);
}

/** Density of Student's t with df degrees of freedom. */
function tDensity(t: number, df: number): number {
	const lnC = logGamma((df + 1) / 2) - logGamma(df / 2) - 0.5 * Math.log(df * Math.PI);
	return Math.exp(lnC - ((df + 1) / 2) * Math.log1p((t * t) / df));
}

/**
 * Quantile of Student's t with df > 0 degrees of freedom (df = Infinity gives the normal).
 * Closed forms for df = 1 and 2; otherwise Newton steps on the upper tail from a Cornish–Fisher
 * start, safeguarded by bisection. Accurate to about 1e-12.
 */
export function tQuantile(p: number, df: number): number {
	if (Number.isNaN(p) || p < 0 || p > 1) throw new RangeError(`tQuantile needs p in [0, 1], got ${p}`);
	if (!(df > 0)) throw new RangeError(`tQuantile needs df > 0, got ${df}`);
	if (df === Infinity) return normalQuantile(p);
	if (p === 0) return -Infinity;
	if (p === 1) return Infinity;
	if (p === 0.5) return 0;
	if (p < 0.5) return -tQuantile(1 - p, df);
	if (df === 1) return Math.tan(Math.PI * (p - 0.5));
	if (df === 2) return (2 * p - 1) / Math.sqrt(2 * p * (1 - p));
	const tail = 1 - p;
	const z = normalQuantile(p);
	const z2 = z * z;
	// Cornish–Fisher expansion (Abramowitz & Stegun 26.7.5) as the starting point.
	let t =
		z + (z * (z2 + 1)) / (4 * df) + (z * (5 * z2 * z2 + 16 * z2 + 3)) / (96 * df * df) + (z * (3 * z2 ** 3 + 19 * z2 * z2 + 17 * z2 - 15)) / (384 * df ** 3);
	let lo = 0;
	let hi = Infinity;
	for (let i = 0; i < 200; i++) {
		const f = tUpperTail(t, df) - tail; // decreasing in t
		if (f > 0) lo = Math.max(lo, t);
		else hi = Math.min(hi, t);
		if (f === 0) return t;
		let next = t + f / tDensity(t, df);
		if (!(next > lo && next < hi)) next = hi === Infinity ? Math.max(2 * t, lo + 1) : (lo + hi) / 2;
		if (Math.abs(next - t) <= 1e-14 * Math.max(1, Math.abs(t))) return next;
		t = next;
	}
	return t;
}

/** Quantile of the Beta(a, b) distribution, by bisection on the regularized incomplete beta function (to about 1e-15). */
export function betaQuantile(p: number, a: number, b: number): number {
	if (p <= 0) return 0;
	if (p >= 1) return 1;
	let lo = 0;
	let hi = 1;
	for (let i = 0; i < 100 && hi - lo > 1e-15; i++) {
		const mid = (lo + hi) / 2;
		if (incompleteBeta(mid, a, b) < p) lo = mid;
		else hi = mid;
	}
	return (lo + hi) / 2;
}

/**
 * Clopper–Pearson interval for a proportion, x successes of n, two-sided level 1 − alpha: it covers
 * with probability at least 1 − alpha for every true proportion, which is what a Bonferroni argument
 * needs at extreme levels (score intervals such as Wilson's only cover about 1 − alpha). Closed forms
 * at x = 0 and x = n.
 */
export function clopperPearsonInterval(x: number, n: number, alpha: number): Interval {
	if (n === 0) return { lower: 0, upper: 1 };
	if (!Number.isInteger(x) || x < 0 || x > n) throw new RangeError(`clopperPearsonInterval needs an integer 0 ≤ x ≤ n, got ${x}/${n}`);
	const tail = alpha / 2;
	return {
		lower: x === 0 ? 0 : x === n ? tail ** (1 / n) : betaQuantile(tail, x, n - x + 1),
		upper: x === n ? 1 : x === 0 ? 1 - tail ** (1 / n) : betaQuantile(1 - tail, x + 1, n - x),
	};
}

/**
 * Hoeffding interval for the mean of n independent outcomes in [0, 1] (rewards), two-sided level
 * 1 − alpha: mean ± √(ln(2/alpha) / 2n), clipped to [0, 1]. Guaranteed coverage whatever the
 * outcomes' distribution.
 */
export function hoeffdingInterval(sum: number, n: number, alpha: number): Interval {
	if (n === 0) return { lower: 0, upper: 1 };
	const m = sum / n;
	const h = Math.sqrt(Math.log(2 / alpha) / (2 * n));
	return { lower: Math.max(0, m - h), upper: Math.min(1, m + h) };
}

/**
 * The per-arm level that makes two independent arms cover together with probability at least
 * 1 − alpha: each arm misses with probability at most 1 − √(1 − alpha). Computed without
 * cancellation, as alpha can be 1e-8 and smaller.
 */
export function perArmAlpha(alpha: number): number {
	return -Math.expm1(0.5 * Math.log1p(-alpha));
}

/** log of the binomial coefficient C(n, k). */
function logChoose(n: number, k: number): number {
	return logGamma(n + 1) - logGamma(k + 1) - logGamma(n - k + 1);
}

/** Binomial probability P(X = k) for X ~ Binomial(n, p), in floating point. */
export function binomialPmf(k: number, n: number, p: number): number {
	if (!Number.isInteger(n) || n < 0) throw new RangeError(`binomialPmf needs a non-negative integer n, got ${n}`);
	if (!Number.isInteger(k) || k < 0 || k > n) return 0;
	if (p < 0 || p > 1) throw new RangeError(`binomialPmf needs p in [0, 1], got ${p}`);
	if (p === 0) return k === 0 ? 1 : 0;
	if (p === 1) return k === n ? 1 : 0;
	if (n <= 1000) {
		let c = 1;
		const kk = Math.min(k, n - k);
		for (let i = 1; i <= kk; i++) c = (c * (n - kk + i)) / i;
		return c * p ** k * (1 - p) ** (n - k);
	}
	return Math.exp(logChoose(n, k) + k * Math.log(p) + (n - k) * Math.log1p(-p));
}

/**
 * Hypergeometric probability P(X = x): x successes in n draws without replacement from N items of
 * which K are successes. Under no effect, given a task's K successes in N runs, the treated arm's n
 * runs hold X of them.
 */
export function hypergeometricPmf(x: number, N: number, K: number, n: number): number {
	if (x < Math.max(0, n - (N - K)) || x > Math.min(n, K)) return 0;
	return Math.exp(logChoose(K, x) + logChoose(N - K, n - x) - logChoose(N, n));
}

/** Binomial probability P(X = k) for X ~ Binomial(n, p), exactly, with p a fraction. */
export function binomialPmfExact(k: number, n: number, p: Fraction): Fraction {
	if (!Number.isInteger(n) || n < 0) throw new RangeError(`binomialPmfExact needs a non-negative integer n, got ${n}`);
	if (!Number.isInteger(k) || k < 0 || k > n) return Fraction.ZERO;
	let c = 1n;
	for (let i = 1; i <= k; i++) c = (c * BigInt(n - k + i)) / BigInt(i);
	return Fraction.of(c)
		.mul(p.pow(k))
		.mul(Fraction.ONE.sub(p).pow(n - k));
}

/** Arithmetic mean (NaN for an empty list). */
export function mean(values: readonly number[] | Float64Array): number {
	let s = 0;
	for (const v of values) s += v;
	return s / values.length;
}

/** Sample variance with denominator n − 1 (NaN with fewer than two values). */
export function sampleVariance(values: readonly number[] | Float64Array): number {
	if (values.length < 2) return NaN;
	const m = mean(values);
	let s = 0;
	for (const v of values) s += (v - m) ** 2;
	return s / (values.length - 1);
}

/**
 * Wilson's score interval for a proportion (Wilson 1927, JASA 22:209), the mean `m` of `n`
 * units in [0, 1], two-sided level 1 − alpha: the values μ with |m − μ| ≤ z·√(μ(1 − μ)/n). For
 * a mean of n values in [0, 1] that are not 0/1 (task means over several runs, rewards) the
 * variance μ(1 − μ)/n is the largest such a mean can have, so the interval errs on the wide side.
 * Never of zero width for n ≥ 1: at m = 0 it is [0, z²/(n + z²)].
 */
export function wilsonInterval(m: number, n: number, alpha: number): Interval {
	if (n === 0) return { lower: 0, upper: 1 };
	if (!(m >= 0 && m <= 1)) throw new RangeError(`wilsonInterval needs a mean in [0, 1], got ${m}`);
	const z = normalQuantile(1 - alpha / 2);
	const z2 = z * z;
	const center = (m + z2 / (2 * n)) / (1 + z2 / n);
	const half = (z / (1 + z2 / n)) * Math.sqrt((m * (1 - m)) / n + z2 / (4 * n * n));
	return { lower: m === 0 ? 0 : Math.max(0, center - half), upper: m === 1 ? 1 : Math.min(1, center + half) };
}

/**
 * Wilson's interval with continuity correction (Newcombe 1998, Statistics in Medicine 17:857,
 * method 4, his Eq. for L and U with the ±1 terms), for the mean m of n units in [0, 1].
 */
export function wilsonIntervalCC(m: number, n: number, alpha: number): Interval {
	if (n === 0) return { lower: 0, upper: 1 };
	if (!(m >= 0 && m <= 1)) throw new RangeError(`wilsonIntervalCC needs a mean in [0, 1], got ${m}`);
	const z = normalQuantile(1 - alpha / 2);
	const z2 = z * z;
	const q = 1 - m;
	const den = 2 * (n + z2);
	const lower = m === 0 ? 0 : (2 * n * m + z2 - 1 - z * Math.sqrt(Math.max(0, z2 - 2 - 1 / n + 4 * m * (n * q + 1)))) / den;
	const upper = m === 1 ? 1 : (2 * n * m + z2 + 1 + z * Math.sqrt(Math.max(0, z2 + 2 - 1 / n + 4 * m * (n * q - 1)))) / den;
	return { lower: Math.max(0, lower), upper: Math.min(1, upper) };
}

/**
 * The correlation with Newcombe's continuity correction for paired data (method 11): a positive
 * cross-product Σ(x − x̄)(y − ȳ), which is (ad − bc)/n for a 2×2 table, is lowered by `correction`
 * (1/2 for 0/1 outcomes: n/2 on ad − bc, as in the paper) and not below 0; a negative one is kept.
 * A smaller φ gives a wider interval. For means of k runs the outcomes move in steps of 1/k, and
 * the toolkit scales the correction to 1/(2k).
 */
export function correlationCC(x: readonly number[] | Float64Array, y: readonly number[] | Float64Array, correction = 0.5): number {
	const n = x.length;
	if (n < 2) return 0;
	const mx = mean(x);
	const my = mean(y);
	let sxy = 0;
	let sxx = 0;
	let syy = 0;
	for (let i = 0; i < n; i++) {
		const dx = x[i]! - mx;
		const dy = y[i]! - my;
		sxy += dx * dy;
		sxx += dx * dx;
		syy += dy * dy;
	}
	if (sxx === 0 || syy === 0) return 0;
	const c = sxy > 0 ? Math.max(0, sxy - correction) : sxy;
	return Math.max(-1, Math.min(1, c / Math.sqrt(sxx * syy)));
}

/** Pearson correlation of two equally long lists; 0 when either has no spread (or fewer than two values): correlationCC with no correction. */
export function correlation(x: readonly number[] | Float64Array, y: readonly number[] | Float64Array): number {
	return correlationCC(x, y, 0);
}

/**
 * Paired score interval for the difference of two means, mean(treated) − mean(control), over n
 * paired units with values in [0, 1]: Newcombe's hybrid score interval for paired data, method 10
 * (or, with `continuity`, method 11) of Newcombe (1998), "Improved confidence intervals for the difference between binomial
 * proportions based on paired data", Statistics in Medicine 17:2635–2650. Each arm gets its Wilson
 * interval (l, u) around its mean p, and the two distances are combined with the correlation φ of
 * the pairs:
 *
 *   L = δ − √((p1 − l1)² − 2φ(p1 − l1)(u0 − p0) + (u0 − p0)²)
 *   U = δ + √((u1 − p1)² − 2φ(u1 − p1)(p0 − l0) + (p0 − l0)²)
 *
 * With 0/1 values (one run per task) φ is the phi coefficient of the 2×2 table of pairs, (ad −
 * bc)/√((a+b)(c+d)(a+c)(b+d)), set to 0 when a margin is empty, as in the paper; this is then
 * exactly method 10. With `continuity` the Wilson intervals carry continuity corrections
 * ({@link wilsonIntervalCC}) and φ is lowered as in {@link correlationCC} (by 1/(2·runs) on the
 * cross-product, 1/2 for one run): method 11, which the
 * toolkit reports, because method 10 covers well below 95% at some small n (0.89 with 10 pairs at
 * rates 0.5 and 0.5 in a seeded simulation). With values that are means of several runs (or rewards) the same formula is
 * applied to the task means, φ their Pearson correlation, and each Wilson interval uses the
 * Bernoulli variance bound (see {@link wilsonInterval}); its coverage there is shown by simulation,
 * not by the paper.
 */
export function pairedScoreInterval(
	treated: readonly number[] | Float64Array,
	control: readonly number[] | Float64Array,
	alpha: number,
	continuity = false,
	runs = 1,
): Interval {
	const n = treated.length;
	if (n === 0 || control.length !== n) throw new RangeError(`pairedScoreInterval needs two equally long non-empty lists, got ${n} and ${control.length}`);
	const p1 = mean(treated);
	const p0 = mean(control);
	const wilson = continuity ? wilsonIntervalCC : wilsonInterval;
	const w1 = wilson(Math.min(1, Math.max(0, p1)), n, alpha);
	const w0 = wilson(Math.min(1, Math.max(0, p0)), n, alpha);
	const phi = continuity ? correlationCC(treated, control, 0.5 / runs) : correlation(treated, control);
	const d = p1 - p0;
	const a1 = p1 - w1.lower;
	const b0 = w0.upper - p0;
	const c1 = w1.upper - p1;
	const e0 = p0 - w0.lower;
	return {
		lower: Math.max(-1, d - Math.sqrt(Math.max(0, a1 * a1 - 2 * phi * a1 * b0 + b0 * b0))),
		upper: Math.min(1, d + Math.sqrt(Math.max(0, c1 * c1 - 2 * phi * c1 * e0 + e0 * e0))),
	};
}
