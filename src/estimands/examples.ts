// The analytic examples of the review's Sections 3.5–3.8, computed in exact fractions.
import { Fraction } from './fraction.ts';
import { binomialPmfExact } from './stats.ts';

const HALF = Fraction.of(1, 2);

/** One cell of a joint distribution of a treated run (outcome, trigger) and its paired control run. */
export interface JointOutcome {
	probability: Fraction;
	treated: 0 | 1;
	control: 0 | 1;
	triggered: boolean;
}

/** The paired statistic on triggered pairs and the three terms of its decomposition (Eq. 2), for identical tasks. */
export interface PairedStatisticTerms {
	/** E[Y1 − Y0 | R1 = 1]. */
	dPair: Fraction;
	/** μ1 − μ0 (one task type, so no weighting is needed). */
	taskEffect: Fraction;
	/** E[Y1 − μ1 | R1 = 1]. */
	treatedSelection: Fraction;
	/** E[Y0 − μ0 | R1 = 1]. */
	controlSelection: Fraction;
}

/**
 * Computes D_pair and its three terms from a joint distribution over one task type:
 * D_pair = task effect + treated-run selection − control-run selection.
 */
export function pairedStatisticTerms(joint: readonly JointOutcome[]): PairedStatisticTerms {
	const sum = (f: (o: JointOutcome) => Fraction, keep: (o: JointOutcome) => boolean = () => true) =>
		joint.filter(keep).reduce((s, o) => s.add(o.probability.mul(f(o))), Fraction.ZERO);
	const total = sum(() => Fraction.ONE);
	if (!total.equals(Fraction.ONE)) throw new RangeError(`joint probabilities sum to ${total}, not 1`);
	const mu1 = sum((o) => Fraction.of(o.treated));
	const mu0 = sum((o) => Fraction.of(o.control));
	const trig = (o: JointOutcome) => o.triggered;
	const pTrig = sum(() => Fraction.ONE, trig);
	if (pTrig.equals(Fraction.ZERO)) throw new RangeError('the trigger never fires, so D_pair is undefined');
	const y1 = sum((o) => Fraction.of(o.treated), trig).div(pTrig);
	const y0 = sum((o) => Fraction.of(o.control), trig).div(pTrig);
	return { dPair: y1.sub(y0), taskEffect: mu1.sub(mu0), treatedSelection: y1.sub(mu1), controlSelection: y0.sub(mu0) };
}

/** How the fair-coin example couples the control run to the treated run. */
export type CoinCoupling = 'independent' | 'same-coin';

/**
 * Section 3.5's fair-coin example: every run succeeds with probability 1/2 in both arms, the module
 * has no effect, and the treated run triggers exactly when its own coin shows 1. With an independent
 * control coin D_pair = 1/2 (all of it treated-run selection); when the control run reuses the
 * treated run's coin, control-run selection offsets treated-run selection exactly and D_pair = 0.
 */
export function fairCoinTriggerExample(coupling: CoinCoupling): PairedStatisticTerms {
	const joint: JointOutcome[] = [];
	if (coupling === 'independent') {
		for (const u1 of [0, 1] as const)
			for (const u0 of [0, 1] as const) joint.push({ probability: HALF.mul(HALF), treated: u1, control: u0, triggered: u1 === 1 });
	} else {
		for (const u of [0, 1] as const) joint.push({ probability: HALF, treated: u, control: u, triggered: u === 1 });
	}
	return pairedStatisticTerms(joint);
}

/** How two binary runs with given marginal success probabilities are coupled. */
export type BinaryCoupling = 'positive' | 'independent' | 'negative';

/**
 * Probability that a pair shows a regression (control succeeds, treated fails) when the control run
 * succeeds with probability p0 and the treated run with p1, under perfectly positive coupling
 * (both read one uniform U the same way: max(0, p0 − p1)), independence (p0(1 − p1)), or perfectly
 * negative coupling (opposite ends of U: min(p0, 1 − p1)). For p0 = p1 = 1/2: 0, 1/4 and 1/2.
 */
export function regressionProbability(p0: Fraction, p1: Fraction, coupling: BinaryCoupling): Fraction {
	const q1 = Fraction.ONE.sub(p1);
	if (coupling === 'independent') return p0.mul(q1);
	if (coupling === 'positive') {
		const d = p0.sub(p1);
		return d.compare(Fraction.ZERO) > 0 ? d : Fraction.ZERO;
	}
	return p0.compare(q1) < 0 ? p0 : q1;
}

/** Probabilities that, with k independent runs per arm, the treated count is below, equal to or above the control count. */
export interface CountComparison {
	below: Fraction;
	tie: Fraction;
	above: Fraction;
}

/**
 * Exact comparison of two independent Binomial(k, p1) (treated) and Binomial(k, p0) (control)
 * counts. `below` is the expected naive plug-in degradation share of a task with these rates.
 */
export function compareBinomialCounts(k: number, p0: Fraction, p1: Fraction): CountComparison {
	let below = Fraction.ZERO;
	let tie = Fraction.ZERO;
	let above = Fraction.ZERO;
	for (let a = 0; a <= k; a++) {
		for (let b = 0; b <= k; b++) {
			const p = binomialPmfExact(a, k, p1).mul(binomialPmfExact(b, k, p0));
			if (a < b) below = below.add(p);
			else if (a === b) tie = tie.add(p);
			else above = above.add(p);
		}
	}
	return { below, tie, above };
}

/**
 * Section 3.7's plug-in example: both arms succeed with probability 1/2 on every task (no task is
 * degraded), three independent runs per arm; counts tie with probability 20/64 and the treated
 * count is lower with probability 22/64, so the naive degraded share centres near 0.34, not 0.
 */
export function plugInBiasExample(): CountComparison {
	return compareBinomialCounts(3, HALF, HALF);
}

/**
 * The state-level value v = ΔY − λ·ΔC (Eq. 7–8 with the differences already taken): the success
 * difference between loading and abstaining minus the cost difference weighted by λ.
 */
export function stateLevelValue(successDifference: Fraction, costDifference: Fraction, lambda: Fraction): Fraction {
	return successDifference.sub(lambda.mul(costDifference));
}

/** Section 3.8's example: success difference 0.1, weighted cost difference 0.2 (λ = 1, ΔC = 0.2), so v = −0.1. */
export function stateLevelValueExample(): Fraction {
	return stateLevelValue(Fraction.of(1, 10), Fraction.of(2, 10), Fraction.ONE);
}
