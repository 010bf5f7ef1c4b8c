/** "Did you mean ...?" for mistyped keys and enum values. */

function distance(a: string, b: string): number {
	const prev = Array.from({ length: b.length + 1 }, (_, i) => i);
	for (let i = 1; i <= a.length; i++) {
		let diag = prev[0]!;
		prev[0] = i;
		for (let j = 1; j <= b.length; j++) {
			const above = prev[j]!;
			prev[j] = Math.min(above + 1, prev[j - 1]! + 1, diag + (a[i - 1] === b[j - 1] ? 0 : 1));
			diag = above;
		}
	}
	return prev[b.length]!;
}

/**
 * The closest candidate, if it is close enough to be a plausible typo. A candidate also matches
 * when the input is a misspelt start of it (`varience` -> `variance_estimated`).
 */
export function nearest(input: string, candidates: readonly string[]): string | undefined {
	const needle = input.toLowerCase();
	let best: string | undefined;
	let bestScore = Infinity;
	for (const c of candidates) {
		const hay = c.toLowerCase();
		const whole = distance(needle, hay);
		const prefix = hay.length > needle.length ? distance(needle, hay.slice(0, needle.length)) + 1 : Infinity;
		const d = Math.min(whole, prefix);
		if (d < bestScore) {
			bestScore = d;
			best = c;
		}
	}
	if (best === undefined || needle.length < 3) return undefined;
	const limit = Math.max(2, Math.floor(needle.length / 3));
	return bestScore <= limit ? best : undefined;
}
