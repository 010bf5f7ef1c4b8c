/**
 * Reference computations the tests compare against, kept out of the product code that no longer
 * uses them: Wilson's and Newcombe's score intervals (the per-task intervals before Clopper–Pearson,
 * which the exact-enumeration test shows missing far more often than their level allows), and the
 * no-effect probability of the naive plug-in share at a known success rate (the truth the seeded
 * simulations check the unbiased baseline against).
 */
import { binomialPmf, normalQuantile, type Interval } from '../../src/estimands/stats.ts';

/**
 * Wilson score interval for a proportion: `successes` out of `n` trials, two-sided level 1 − alpha.
 * `successes` may be a non-integer sum of rewards in [0, 1]; the interval then uses the Bernoulli
 * variance μ(1 − μ), the largest any outcome in [0, 1] with mean μ can have. With n = 0 it is [0, 1].
 */
export function wilsonInterval(successes: number, n: number, alpha: number): Interval {
	if (n === 0) return { lower: 0, upper: 1 };
	if (successes < 0 || successes > n) throw new RangeError(`wilsonInterval needs 0 ≤ successes ≤ n, got ${successes}/${n}`);
	const z = normalQuantile(1 - alpha / 2);
	const z2 = z * z;
	const p = successes / n;
	const denom = n + z2;
	const center = (successes + z2 / 2) / denom;
	const half = (z / denom) * Math.sqrt(n * p * (1 - p) + z2 / 4);
	// exact ends at 0/n and n/n, where the formula gives 0 and 1 up to rounding
	return { lower: successes === 0 ? 0 : Math.max(0, center - half), upper: successes === n ? 1 : Math.min(1, center + half) };
}

/**
 * Newcombe's hybrid score interval (his method 10) for the difference of two proportions
 * x1/n1 − x0/n0 at two-sided level 1 − alpha, built from the two Wilson intervals:
 * L = d − √((p1 − l1)² + (u0 − p0)²), U = d + √((u1 − p1)² + (p0 − l0)²).
 */
export function newcombeInterval(x1: number, n1: number, x0: number, n0: number, alpha: number): Interval & { estimate: number } {
	const p1 = n1 === 0 ? 0.5 : x1 / n1;
	const p0 = n0 === 0 ? 0.5 : x0 / n0;
	const w1 = wilsonInterval(x1, n1, alpha);
	const w0 = wilsonInterval(x0, n0, alpha);
	const d = p1 - p0;
	return {
		estimate: d,
		lower: Math.max(-1, d - Math.sqrt((p1 - w1.lower) ** 2 + (w0.upper - p0) ** 2)),
		upper: Math.min(1, d + Math.sqrt((w1.upper - p1) ** 2 + (p0 - w0.lower) ** 2)),
	};
}

/**
 * Exact probability that the treated sample mean falls below the control sample mean when
 * successes are Binomial(k1, p1) and Binomial(k0, p0), independent: the expected plug-in
 * degradation share for one task. k1 defaults to k0. For p0 = p1 = 0.5 and k = 3 it is 22/64.
 */
export function naiveDegradationProbability(k0: number, p0: number, p1: number, k1: number = k0): number {
	let total = 0;
	for (let a = 0; a <= k1; a++) {
		const pa = binomialPmf(a, k1, p1);
		if (pa === 0) continue;
		for (let b = 0; b <= k0; b++) if (a * k0 < b * k1) total += pa * binomialPmf(b, k0, p0);
	}
	return total;
}
