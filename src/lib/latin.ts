/**
 * Latin spellings for search. A name written with Greek letters or typographic marks (τ-bench,
 * τ²-bench) is also indexed under its Latin spelling, and a query is read in the same spelling, so
 * "tau-bench", "tau bench" and "τ-bench" find the same page. One mapping serves both sides.
 */

/** The Greek letters by their English names, as a reader would type them. */
const GREEK: Record<string, string> = {
	α: 'alpha',
	β: 'beta',
	γ: 'gamma',
	δ: 'delta',
	ε: 'epsilon',
	ζ: 'zeta',
	η: 'eta',
	θ: 'theta',
	ι: 'iota',
	κ: 'kappa',
	λ: 'lambda',
	μ: 'mu',
	ν: 'nu',
	ξ: 'xi',
	ο: 'omicron',
	π: 'pi',
	ρ: 'rho',
	σ: 'sigma',
	ς: 'sigma',
	τ: 'tau',
	υ: 'upsilon',
	φ: 'phi',
	χ: 'chi',
	ψ: 'psi',
	ω: 'omega',
};

/**
 * The text in Latin letters: Greek letters by name, accents dropped, and compatibility forms
 * (superscript ², ligature ﬁ) by their plain equivalents. Everything else is kept as it is.
 */
export function latinize(text: string): string {
	return text
		.normalize('NFKD')
		.replace(/\p{M}/gu, '')
		.replace(/\p{Script=Greek}/gu, (c) => GREEK[c.toLowerCase()] ?? c);
}

/**
 * The spellings under which a name is indexed beside its own: the Latin form, the same with its
 * hyphens as spaces, and with its hyphens dropped ("tau-bench", "tau bench", "taubench"). None when the name is
 * already plain Latin, since the page's own text finds it then.
 */
export function searchSpellings(name: string): string[] {
	const latin = latinize(name);
	if (latin === name) return [];
	const spaced = latin.replace(/[-‐–]+/g, ' ');
	const joined = latin.replace(/[-‐–]+/g, '');
	return [...new Set([latin, spaced, joined])];
}
