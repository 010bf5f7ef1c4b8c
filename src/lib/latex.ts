/**
 * What pdflatex can read, for every LaTeX the site writes (the tables of src/exports/tables.ts and
 * the BibTeX of src/exports/bibtex.ts): one mapping of the characters it cannot take from UTF-8.
 */
/**
 * Characters pdflatex cannot read from UTF-8 with T1 fonts, written as commands: Greek letters and
 * the symbols records use. Latin letters with accents need no mapping (inputenc and fontenc handle
 * them); anything else is written as its code point, (U+XXXX), so the table always compiles.
 */
export const LATEX_UNICODE: Record<string, string> = {
	α: '$\\alpha$',
	β: '$\\beta$',
	γ: '$\\gamma$',
	δ: '$\\delta$',
	ε: '$\\varepsilon$',
	ϵ: '$\\epsilon$',
	θ: '$\\theta$',
	λ: '$\\lambda$',
	μ: '$\\mu$',
	π: '$\\pi$',
	ρ: '$\\rho$',
	σ: '$\\sigma$',
	τ: '$\\tau$',
	φ: '$\\varphi$',
	χ: '$\\chi$',
	ω: '$\\omega$',
	Δ: '$\\Delta$',
	Σ: '$\\Sigma$',
	Ω: '$\\Omega$',
	Π: '$\\Pi$',
	Φ: '$\\Phi$',
	'≥': '$\\geq$',
	'≤': '$\\leq$',
	'≠': '$\\neq$',
	'≈': '$\\approx$',
	'±': '$\\pm$',
	'×': '$\\times$',
	'÷': '$\\div$',
	'−': '$-$',
	'→': '$\\rightarrow$',
	'←': '$\\leftarrow$',
	'↔': '$\\leftrightarrow$',
	'⇒': '$\\Rightarrow$',
	'∞': '$\\infty$',
	'√': '$\\surd$',
	'∈': '$\\in$',
	'·': '$\\cdot$',
	'…': '\\ldots{}',
	'–': '--',
	'—': '---',
	'‘': '`',
	'’': "'",
	'“': '``',
	'”': "''",
	'•': '\\textbullet{}',
	'°': '\\textdegree{}',
	'½': '\\textonehalf{}',
	'¼': '\\textonequarter{}',
	'¾': '\\textthreequarters{}',
	'§': '\\S{}',
	'¶': '\\P{}',
	'©': '\\textcopyright{}',
	'®': '\\textregistered{}',
	'™': '\\texttrademark{}',
	'€': 'EUR',
	'£': '\\pounds{}',
	'\u00a0': '~',
	'²': '\\textsuperscript{2}',
	'³': '\\textsuperscript{3}',
	'¹': '\\textsuperscript{1}',
	'₀': '\\textsubscript{0}',
	'₁': '\\textsubscript{1}',
};

/** Characters T1-encoded fonts print from UTF-8 input as they are (Latin-1 letters and Latin Extended-A). */
export const T1_TEXT = /[\u00c0-\u00ff\u0100-\u017f]/;

/**
 * One character as pdflatex reads it: ASCII and T1 Latin letters as they are, the mapped symbols
 * as commands, anything else as its code point, (U+XXXX), so the document always compiles.
 */
export function latexUnicode(ch: string): string {
	const code = ch.codePointAt(0)!;
	if (code < 0x80 || T1_TEXT.test(ch)) return ch;
	return LATEX_UNICODE[ch] ?? `(U+${code.toString(16).toUpperCase().padStart(4, '0')})`;
}
