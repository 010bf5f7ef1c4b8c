/**
 * The one shape every check reports: a problem placed in a file (line and column when known), at a
 * field path, with what is wrong and how to fix it. Checks collect problems; only reporters format.
 */

export type Severity = 'error' | 'warning';

export interface Problem {
	/** File path relative to the project root, with forward slashes. */
	file: string;
	/** 1-based line, when the problem has a position. */
	line?: number;
	/** 1-based column, when the problem has a position. */
	column?: number;
	/** Field path, e.g. `runs.per_task_and_arm` or `contrast.arms[0].id`; empty for file-level problems. */
	path: string;
	/** What is wrong: what was expected and what was found. */
	message: string;
	/** How to fix it, when a hint helps. */
	tip?: string;
	severity: Severity;
	/** Which check found it: `yaml`, `schema`, or a rule name. */
	rule: string;
}

export type PathSegment = string | number;

/** The rule name of a placeholder left from the skeleton, which reports group into one summary per file. */
export const PLACEHOLDER_RULE = 'placeholder';

/** What to do with every placeholder; reports print it once per file, not once per field. */
export const PLACEHOLDER_TIP =
	'replace each with what the paper says, in your own words; where the paper is silent, say so (e.g. "The paper does not state this (§3).")';

/**
 * The one way to build a problem: every check passes what it knows, and the shape comes out the
 * same (a position only when known, a tip only when there is one, errors unless said otherwise).
 */
export function makeProblem(p: {
	rule: string;
	file: string;
	message: string;
	path?: string | readonly PathSegment[];
	position?: { line: number; column: number } | undefined;
	tip?: string | undefined;
	severity?: Severity;
}): Problem {
	return {
		file: p.file,
		...(p.position ? { line: p.position.line, column: p.position.column } : {}),
		path: typeof p.path === 'string' ? p.path : formatPath(p.path ?? []),
		message: p.message,
		...(p.tip ? { tip: p.tip } : {}),
		severity: p.severity ?? 'error',
		rule: p.rule,
	};
}

/** `['contrast', 'arms', 0, 'id']` -> `contrast.arms[0].id`. */
export function formatPath(path: readonly PathSegment[]): string {
	let out = '';
	for (const seg of path) {
		if (typeof seg === 'number') out += `[${seg}]`;
		else if (/^[A-Za-z_][A-Za-z0-9_-]*$/.test(seg)) out += out ? `.${seg}` : seg;
		else out += `[${JSON.stringify(seg)}]`;
	}
	return out;
}

export function countBySeverity(problems: readonly Problem[]): { errors: number; warnings: number } {
	let errors = 0;
	for (const p of problems) if (p.severity === 'error') errors++;
	return { errors, warnings: problems.length - errors };
}

/** Stable order: by file, then position, then path. */
export function sortProblems(problems: Problem[]): Problem[] {
	return problems.sort(
		(a, b) => a.file.localeCompare(b.file) || (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0) || a.path.localeCompare(b.path),
	);
}
