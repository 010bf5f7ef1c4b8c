/**
 * The interface every cross-file rule implements: a name, a one-line description, and a pure
 * check from the loaded files to problems. Rules never throw and never format.
 */
import type { DataFileName, Framework } from '../schema/framework.ts';
import type { Study } from '../schema/study.ts';
import type { SourceFile } from '../lib/load.ts';
import { formatPath, type PathSegment, type Problem, type Severity } from '../lib/problems.ts';

export interface RuleContext {
	studies: readonly SourceFile<Study>[];
	/** Present whenever a rule declares `needsFramework`. */
	framework: Framework;
	dataFiles: Partial<Record<DataFileName, SourceFile<unknown>>>;
}

export interface Rule {
	name: string;
	description: string;
	/** Skip the rule when a data file failed its own schema. */
	needsFramework: boolean;
	check(ctx: RuleContext): Problem[];
}

/** A problem placed at a field of a loaded file. */
export function problemAt(
	rule: string,
	source: SourceFile<unknown>,
	path: readonly PathSegment[],
	message: string,
	tip?: string,
	options: { atKey?: boolean; severity?: Severity } = {},
): Problem {
	const pos = options.atKey ? source.positions.keyAt(path) : source.positions.valueAt(path);
	return {
		file: source.file,
		line: pos.line,
		column: pos.column,
		path: formatPath(path),
		message,
		...(tip ? { tip } : {}),
		severity: options.severity ?? 'error',
		rule,
	};
}
