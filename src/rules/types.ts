/**
 * The interface every cross-file rule implements: a name, a one-line description, a scope, and a
 * pure check from the loaded files to problems. Rules never throw and never format. Each rule has
 * its test beside it (src/rules/<name>.test.ts), which makes it report a problem and stay silent.
 */
import type { DataFileName, Framework } from '../schema/framework.ts';
import type { Study } from '../schema/study.ts';
import type { SourceFile } from '../lib/source-file.ts';
import { makeProblem, type PathSegment, type Problem, type Severity } from '../lib/problems.ts';

/** The parts of a record that passed their schema; every part of a valid record. */
export type StudyParts = Partial<Study>;

export interface RuleContext {
	/** Records that passed their schema whole. */
	studies: readonly SourceFile<Study>[];
	/**
	 * Every record that could be parsed, with the top-level parts that passed their schema: the
	 * valid records whole, and the valid parts of the others. Rules that check one part of a
	 * record read this, so a file with schema errors still gets its rule problems in the same run.
	 */
	records: readonly SourceFile<StudyParts>[];
	/**
	 * Ids (file names without .yaml) of record files that exist but failed to parse or to pass their
	 * schema: their own problems are reported on them, and a reference to one is not a second, false
	 * problem in another file.
	 */
	broken?: ReadonlySet<string>;
	/**
	 * Whether the records are the project's own studies/ folder, which data/ describes (the
	 * screening lists them); false for another folder given with --studies or STUDIES_DIR.
	 */
	ownStudies?: boolean;
	/** Present whenever a rule declares `needsFramework`. */
	framework: Framework;
	dataFiles: Partial<Record<DataFileName, SourceFile<unknown>>>;
}

/**
 * What a rule's problems depend on, so that a change re-checks only what it can affect.
 *
 * - `record`: the problems on a record file depend only on that record (and the framework data),
 *   and any problems on data files depend only on the framework data, never on the records. When
 *   only some records change, the rule is run on those records alone and its earlier problems on
 *   the other records are kept.
 * - `corpus`: the problems on a file may depend on other records (ids or short names shared by two
 *   records, a related study that must exist, the screening's candidates): the rule is run on every
 *   record whenever any file changes.
 *
 * A change to a data file re-checks every rule on every record.
 */
export type RuleScope = 'record' | 'corpus';

export interface Rule {
	name: string;
	description: string;
	scope: RuleScope;
	/** Skip the rule when a data file failed its own schema. */
	needsFramework: boolean;
	/**
	 * A `record` rule that reads each record's YAML text (`source`), not only its data. A build's
	 * lean reading (src/corpus/load.ts) keeps no record's text, so it runs such a rule on each
	 * record as it is read, while the text is still there, instead of reading every file again.
	 */
	readsText?: true;
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
	const position = options.atKey ? source.positions.keyAt(path) : source.positions.valueAt(path);
	return makeProblem({ rule, file: source.file, position, path, message, tip, ...(options.severity ? { severity: options.severity } : {}) });
}
