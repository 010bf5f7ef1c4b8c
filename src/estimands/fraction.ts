// Exact rational arithmetic (bigint numerator and denominator) for the review's exact examples.

/** Greatest common divisor of two non-negative bigints. */
function gcd(a: bigint, b: bigint): bigint {
	let x = a < 0n ? -a : a;
	let y = b < 0n ? -b : b;
	while (y !== 0n) [x, y] = [y, x % y];
	return x;
}

/** Converts an integer given as number or bigint to bigint, rejecting non-integers. */
function toBig(v: number | bigint): bigint {
	if (typeof v === 'bigint') return v;
	if (!Number.isInteger(v)) throw new RangeError(`Fraction parts must be integers, got ${v}`);
	return BigInt(v);
}

/**
 * An immutable exact fraction, always stored in lowest terms with a positive denominator,
 * so two equal values have equal `num` and `den` (and `toString()`).
 */
export class Fraction {
	/** Numerator, in lowest terms; carries the sign. */
	readonly num: bigint;
	/** Denominator, in lowest terms; always positive. */
	readonly den: bigint;

	private constructor(num: bigint, den: bigint) {
		if (den === 0n) throw new RangeError('Fraction with zero denominator');
		const sign = den < 0n ? -1n : 1n;
		const g = gcd(num, den) || 1n;
		this.num = (sign * num) / g;
		this.den = (sign * den) / g;
	}

	/** The fraction `num/den` (integers as number or bigint). `Fraction.of(22, 64)` is 11/32. */
	static of(num: number | bigint, den: number | bigint = 1n): Fraction {
		return new Fraction(toBig(num), toBig(den));
	}

	/** Zero. */
	static readonly ZERO: Fraction = new Fraction(0n, 1n);
	/** One. */
	static readonly ONE: Fraction = new Fraction(1n, 1n);

	/** this + other. */
	add(other: Fraction): Fraction {
		return new Fraction(this.num * other.den + other.num * this.den, this.den * other.den);
	}

	/** this − other. */
	sub(other: Fraction): Fraction {
		return new Fraction(this.num * other.den - other.num * this.den, this.den * other.den);
	}

	/** this × other. */
	mul(other: Fraction): Fraction {
		return new Fraction(this.num * other.num, this.den * other.den);
	}

	/** this ÷ other (throws when other is zero). */
	div(other: Fraction): Fraction {
		return new Fraction(this.num * other.den, this.den * other.num);
	}

	/** this raised to a non-negative integer power. */
	pow(exponent: number): Fraction {
		if (!Number.isInteger(exponent) || exponent < 0) throw new RangeError(`exponent must be a non-negative integer, got ${exponent}`);
		const e = BigInt(exponent);
		return new Fraction(this.num ** e, this.den ** e);
	}

	/** Exact equality. */
	equals(other: Fraction): boolean {
		return this.num === other.num && this.den === other.den;
	}

	/** Sign comparison: negative, zero or positive as this is below, equal to or above other. */
	compare(other: Fraction): number {
		const d = this.num * other.den - other.num * this.den;
		return d < 0n ? -1 : d > 0n ? 1 : 0;
	}

	/** The nearest double. */
	toNumber(): number {
		return Number(this.num) / Number(this.den);
	}

	/** `"11/32"`, or `"3"` for an integer. */
	toString(): string {
		return this.den === 1n ? `${this.num}` : `${this.num}/${this.den}`;
	}
}
