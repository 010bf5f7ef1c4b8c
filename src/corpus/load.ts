/**
 * The single path from files to typed data. Finds the record and data files, reads each once
 * (src/lib/yaml.ts), validates it against its schema, runs the cross-file rules, and returns typed
 * studies and framework data together with every problem found. Nothing throws on bad input: the
 * CLI, the Astro loader and the tests all call this and decide what to do with the problems.
 */
import { lstatSync, readdirSync, readFileSync, realpathSync } from 'node:fs';
import { createHash } from 'node:crypto';
import path from 'node:path';
import type { z } from 'zod';
import { dataFileSchemas, type DataFileName, type Framework } from '../schema/framework.ts';
import { StudySchema, type Study } from '../schema/study.ts';
import { kebabId } from '../schema/common.ts';
import { rules } from '../rules/index.ts';
import { issuesToProblems } from '../model/schema-problems.ts';
import { makeProblem, sortProblems, type Problem } from '../lib/problems.ts';
import { decodeUtf8, MAX_FILE_BYTES, parseYaml, PositionMap, positionsOnDemand } from '../lib/yaml.ts';
import type { SourceFile } from '../lib/source-file.ts';
import { fsErrorReason } from '../lib/fs-error.ts';
import { compactCopy } from '../lib/compact-copy.ts';
import { salvageStudy } from '../schema/salvage.ts';
import type { Rule, RuleContext, StudyParts } from '../rules/types.ts';

export type { SourceFile } from '../lib/source-file.ts';

export interface Corpus {
	/** Studies that passed their schema, sorted by id. Cross-file problems may still exist. */
	studies: SourceFile<Study>[];
	/** Framework data, present when every data file passed its schema. */
	framework: Framework | undefined;
	/** Data files that passed their schema, by file name. */
	dataFiles: Partial<Record<DataFileName, SourceFile<unknown>>>;
	/** Every problem, sorted by file and position. */
	problems: Problem[];
	/** How many files were examined. */
	fileCount: number;
}

export interface LoadOptions {
	/** Project root; default: the current working directory. */
	root?: string;
	/** Folder of study records; default `<root>/studies`, or the STUDIES_DIR environment variable. */
	studiesDir?: string;
	/** Folder of framework data; default `<root>/data`. */
	dataDir?: string;
	/**
	 * What reading each file gave last time, reused while the file's size, modification time and
	 * inode are unchanged: the dev server reads again only the record a contributor saved.
	 */
	reuse?: ReadCache;
	/**
	 * Each rule's problems from the last run, kept here and reused for what has not changed: with
	 * `reuse`, a change to some records re-runs the record-scoped rules on those records alone and
	 * keeps their earlier problems on the others (src/rules/types.ts, RuleScope); corpus-scoped
	 * rules, and every rule after a change to a data file, run on everything.
	 */
	rulesMemo?: RulesMemo;
	/**
	 * A build's reading: each valid record keeps its data, copied out of the parser's strings, and
	 * not its text, which rules and problem positions read again from the file when they need it.
	 * The text of every record held at once was most of validation's memory (5,000 records: 179 MB
	 * of YAML, 358 MB as strings), and a build's memory does not fall back after its peak.
	 */
	lean?: boolean;
}

/** What {@link loadCorpus} keeps of a run for the next one; start with `{}`. */
export interface RulesMemo {
	last?: {
		/** The folders read, and whether they were the project's own. */
		key: string;
		/** Each data file's and record's reading, by absolute path: the same object while the file is unchanged. */
		data: Map<string, unknown>;
		records: Map<string, unknown>;
		/** Each rule's problems, by rule name. */
		problems: Map<string, Problem[]>;
	};
}

/** Earlier results of {@link readYamlFile}, by absolute path, with the file's size, modification time and inode. */
export type ReadCache = Map<string, { stamp: string; result: ReadResult<unknown> }>;

/** readYamlFile, or its earlier result for a file that has not changed since. */
function readReusing<S extends z.ZodType>(root: string, abs: string, schema: S, reuse: ReadCache | undefined): ReadResult<z.output<S>> {
	if (!reuse) return readYamlFile(root, abs, schema);
	let stamp: string;
	try {
		const st = lstatSync(abs);
		stamp = `${st.size}:${st.mtimeMs}:${st.ino}`;
	} catch {
		return readYamlFile(root, abs, schema);
	}
	const hit = reuse.get(abs);
	if (hit?.stamp === stamp) return hit.result as ReadResult<z.output<S>>;
	const result = readYamlFile(root, abs, schema);
	reuse.set(abs, { stamp, result });
	return result;
}

/** Relative path for messages; absolute when the file lies outside the root. */
function displayPath(root: string, abs: string): string {
	const rel = path.relative(root, abs);
	return (rel.startsWith('..') ? abs : rel).split(path.sep).join('/');
}

function fileProblem(file: string, message: string, tip?: string, severity: Problem['severity'] = 'error'): Problem {
	return makeProblem({ rule: 'files', file, message, tip, severity });
}

/** What reading one file gives: the checked file, or its problems and, when it parsed, the raw data. */
export type ReadResult<T> = { file: SourceFile<T>; problems: Problem[] } | { file?: undefined; problems: Problem[]; parsed?: SourceFile<unknown> };

/** Reads, parses and schema-checks one YAML file. */
export function readYamlFile<S extends z.ZodType>(root: string, abs: string, schema: S): ReadResult<z.output<S>> {
	const file = displayPath(root, abs);
	try {
		const decoded = readText(file, abs);
		if ('problem' in decoded) return { problems: [decoded.problem] };
		return parseAndCheck(file, abs, decoded.text, schema);
	} catch (err) {
		return { problems: [fileProblem(file, `cannot read the file: ${fsErrorReason(err)}`, 'check the path; records are read from studies/<id>.yaml')] };
	}
}

/** A file's text as UTF-8, or the problem that stops it being read (too large, not UTF-8); throws when the file system fails. */
function readText(file: string, abs: string): ReturnType<typeof decodeUtf8> {
	const size = lstatSync(abs).size;
	// Refuse oversized files before reading them into memory.
	return decodeUtf8(file, size > MAX_FILE_BYTES ? { length: size } : readFileSync(abs));
}

/**
 * Parses YAML text and checks it against a schema. The file is returned only when it has no
 * problem at all; problems that did not stop the parse (a repeated key) come back beside it.
 */
export function parseAndCheck<S extends z.ZodType>(file: string, abs: string, text: string, schema: S): ReadResult<z.output<S>> {
	const parsed = parseYaml(file, text);
	if (!parsed.ok) return { problems: parsed.problems };
	const raw: SourceFile<unknown> = { file, abs, data: parsed.data, positions: parsed.positions, source: parsed.source };
	const result = schema.safeParse(parsed.data, { reportInput: true });
	if (!result.success) {
		const schemaProblems = issuesToProblems(result.error.issues, { file, root: schema, positions: parsed.positions, data: parsed.data });
		return { problems: [...parsed.problems, ...schemaProblems], parsed: raw };
	}
	if (parsed.problems.length > 0) return { problems: parsed.problems, parsed: raw };
	return { file: { ...raw, data: result.data }, problems: [] };
}

/** Checks a directory entry of studies/ before reading it: name, extension, regular file. */
function checkStudyEntry(root: string, dir: string, name: string): Problem | 'skip' | 'ok' {
	const abs = path.join(dir, name);
	const file = displayPath(root, abs);
	if (name === 'README.md') return 'skip';
	// a hidden file is not read, and the contributor is told, in case it was meant as a record
	if (name.startsWith('.'))
		return fileProblem(
			file,
			`hidden file "${name}" in studies/ is ignored`,
			'records are <id>.yaml files whose names do not start with a dot; delete it or move it out of studies/',
			'warning',
		);
	const stat = lstatSync(abs);
	if (stat.isSymbolicLink()) {
		let target = '(unresolvable)';
		try {
			target = realpathSync(abs);
		} catch {
			/* dangling link */
		}
		const inside = !path.relative(root, target).startsWith('..') && target !== '(unresolvable)';
		return fileProblem(
			file,
			inside ? 'record is a symbolic link; records must be regular files' : `record is a symbolic link pointing outside the repository (${target})`,
			'replace the link with the record file itself',
		);
	}
	if (stat.isDirectory()) return fileProblem(file, 'unexpected folder in studies/', 'records sit directly in studies/, one file each');
	if (!stat.isFile()) return fileProblem(file, 'not a regular file', 'records are plain YAML files');
	const stem = name.replace(/\.[^.]*$/, '');
	const ext = name.slice(stem.length);
	const suggested = `${stem
		.toLowerCase()
		.replace(/[^a-z0-9]+/g, '-')
		.replace(/^-+|-+$/g, '')}.yaml`;
	if (ext === '.yml') return fileProblem(file, 'record files end in .yaml, not .yml', `rename it to ${suggested}`);
	if (ext !== '.yaml') {
		return fileProblem(
			file,
			`file in studies/ is not a record and is ignored (extension "${ext || 'none'}")`,
			`records are <id>.yaml files; rename it to ${suggested} or move it out of studies/`,
			'warning',
		);
	}
	if (!kebabId.test(stem)) {
		return fileProblem(file, `file name "${name}" is not a kebab-case id`, `rename it to ${suggested} and set id: ${suggested.slice(0, -5)}`);
	}
	return 'ok';
}

/** Loads and checks every study and data file, returning typed data and all problems. */
export function loadCorpus(options: LoadOptions = {}): Corpus {
	const root = path.resolve(options.root ?? process.cwd());
	const studiesDir = path.resolve(root, options.studiesDir ?? process.env['STUDIES_DIR'] ?? 'studies');
	const dataDir = path.resolve(root, options.dataDir ?? 'data');
	const problems: Problem[] = [];
	let fileCount = 0;

	// Framework data.
	const dataFiles: Corpus['dataFiles'] = {};
	/** What reading each file gave, by absolute path, for the next run's {@link RulesMemo}. */
	const dataReadings = new Map<string, unknown>();
	const recordReadings = new Map<string, unknown>();
	const dataEntries = safeList(dataDir, root, problems);
	for (const name of Object.keys(dataFileSchemas) as DataFileName[]) {
		if (!dataEntries.includes(name)) {
			problems.push(fileProblem(displayPath(root, path.join(dataDir, name)), 'framework data file is missing', 'restore it from the repository'));
		}
	}
	for (const name of dataEntries) {
		const abs = path.join(dataDir, name);
		if (!name.endsWith('.yaml') && !name.endsWith('.yml')) continue; // README, schema/ folder
		fileCount++;
		if (!(name in dataFileSchemas)) {
			problems.push(fileProblem(displayPath(root, abs), 'unknown data file', `data/ holds ${Object.keys(dataFileSchemas).join(', ')}`));
			continue;
		}
		const key = name as DataFileName;
		const res = readReusing(root, abs, dataFileSchemas[key], options.reuse);
		dataReadings.set(abs, res);
		problems.push(...res.problems);
		if (res.file) dataFiles[key] = res.file;
	}
	const complete = (Object.keys(dataFileSchemas) as DataFileName[]).every((k) => dataFiles[k]);
	const framework = complete
		? (Object.fromEntries(Object.entries(dataFiles).map(([name, f]) => [name.replace(/\.yaml$/, ''), f!.data])) as Framework)
		: undefined;

	// Study records.
	const studies: SourceFile<Study>[] = [];
	/** Every record that parsed: whole when valid, else the parts that pass their schema. */
	const records: SourceFile<StudyParts>[] = [];
	/** Ids of record files that have problems of their own: a syntax error stays in its own file. */
	const broken = new Set<string>();
	/** Short strings the lean copies share (see compactCopy). */
	const sharedStrings = new Map<string, string>();
	const ownStudies = studiesDir === path.join(root, 'studies');
	/** In a lean reading, the rules that read a record's text run on it as it is read, and their problems wait here. */
	const whileHeld = new Map(
		(options.lean ? rules.filter((r) => r.readsText && r.scope === 'record' && (framework || !r.needsFramework)) : []).map((r) => [r, [] as Problem[]]),
	);
	/** Entries of the studies folder that were examined: none means the folder was probably not the one meant. */
	let studyFiles = 0;
	for (const name of safeList(studiesDir, root, problems)) {
		const verdict = checkStudyEntry(root, studiesDir, name);
		if (verdict === 'skip') continue;
		fileCount++;
		studyFiles++;
		if (verdict !== 'ok') {
			problems.push(verdict);
			continue;
		}
		const abs = path.join(studiesDir, name);
		const res = readReusing(root, abs, StudySchema, options.reuse);
		recordReadings.set(abs, res);
		problems.push(...res.problems);
		if (res.file) {
			if (options.lean) {
				const f = res.file;
				for (const [rule, found] of whileHeld) {
					const ctx: RuleContext = { studies: [f], records: [f], broken, ownStudies, framework: framework!, dataFiles };
					// a record rule's problems on data files do not depend on the record: the run below gives them once
					found.push(...rule.check(ctx).filter((p) => p.file === f.file));
				}
				makeLean(f, sharedStrings);
			}
			studies.push(res.file);
			records.push(res.file);
		} else {
			broken.add(name.slice(0, -'.yaml'.length));
			if (res.parsed) records.push({ ...res.parsed, data: salvageStudy(res.parsed.data) });
		}
	}
	studies.sort((a, b) => a.data.id.localeCompare(b.data.id));
	if (studyFiles === 0 && !problems.some((p) => p.file === displayPath(root, studiesDir))) {
		problems.push(
			fileProblem(
				displayPath(root, studiesDir),
				'no record found: the folder holds no file',
				'records are studies/<id>.yaml files; check the folder given (--studies or STUDIES_DIR), or start one with npm run new-study -- <id>',
				'warning',
			),
		);
	}

	const key = `${studiesDir}\n${dataDir}\n${ownStudies}`;
	const last = options.rulesMemo?.last;
	// The records whose reading changed since the last run, when only records changed.
	const changed =
		last?.key === key && framework && sameReadings(last.data, dataReadings)
			? new Set([...recordReadings].filter(([abs, res]) => last.records.get(abs) !== res).map(([abs]) => abs))
			: undefined;
	const byRule = new Map<string, Problem[]>();
	for (const rule of rules) {
		if (rule.needsFramework && !framework) continue;
		const ctx: RuleContext = { studies, records, broken, ownStudies, framework: framework!, dataFiles };
		const earlier = last?.problems.get(rule.name);
		const held = whileHeld.get(rule);
		const found =
			rule.scope === 'record' && changed && earlier
				? recheck(rule, ctx, changed, earlier)
				: held
					? // the records read lean were checked as they were read; the rule runs on the others
						recheck(rule, ctx, new Set(records.filter((r) => !leanDigests.has(r)).map((r) => r.abs)), held)
					: rule.check(ctx);
		byRule.set(rule.name, found);
		problems.push(...found);
	}
	if (options.rulesMemo) options.rulesMemo.last = { key, data: dataReadings, records: recordReadings, problems: byRule };

	return { studies, framework, dataFiles, problems: sortProblems(problems), fileCount };
}

/** Whether two runs read the same files with the same results (the same objects, from the read cache). */
function sameReadings(a: Map<string, unknown>, b: Map<string, unknown>): boolean {
	return a.size === b.size && [...b].every(([abs, res]) => a.get(abs) === res);
}

/**
 * A record-scoped rule's problems after a change to the records `changed` (absolute paths): the
 * rule runs on those records alone, and its earlier problems on the others are kept. Its problems
 * on data files depend on the framework data only, which has not changed; they come from the new
 * run. Each file's problems keep the order the rule gives them, so the result equals a full run's.
 */
function recheck(rule: Rule, ctx: RuleContext, changed: ReadonlySet<string>, earlier: readonly Problem[]): Problem[] {
	const fresh = rule.check({ ...ctx, studies: ctx.studies.filter((s) => changed.has(s.abs)), records: ctx.records.filter((r) => changed.has(r.abs)) });
	const byFile = (list: readonly Problem[]) => Map.groupBy(list, (p) => p.file);
	const [freshBy, earlierBy] = [byFile(fresh), byFile(earlier)];
	const recordFiles = new Set(ctx.records.map((r) => r.file));
	const out = fresh.filter((p) => !recordFiles.has(p.file));
	for (const r of ctx.records) out.push(...((changed.has(r.abs) ? freshBy : earlierBy).get(r.file) ?? []));
	return out;
}

/**
 * Once a corpus has validated, a build needs each file's data and nothing of where its values sit:
 * the position maps and the YAML text (a third of a build's memory at 5,000 records) are let go,
 * and the text is replaced by its digest, which is all the content loaders still ask of it.
 *
 * Each record's data is copied too: the parser's strings are slices of the file's text and keep
 * all of it alive (1,000 synthetic records: 146 MB of live heap, 92 MB with the copies, made in
 * 0.7 s). The framework's data stays as it is, since `corpus.framework` holds the same objects.
 */
export function forgetPositions(corpus: Corpus): void {
	for (const f of [...corpus.studies, ...Object.values(corpus.dataFiles)]) {
		if (!f) continue;
		const lean = leanDigests.get(f);
		f.positions = new PositionMap();
		// a plain value again: a lean file's text is not read once more only to be digested
		Object.defineProperty(f, 'source', { value: lean ?? digestOf(f.source), writable: true, enumerable: true, configurable: true });
	}
	const shared = new Map<string, string>();
	for (const f of corpus.studies) if (!leanDigests.has(f)) f.data = compactCopy(f.data, shared);
}

const digestOf = (text: string) => createHash('sha1').update(text).digest('base64');

/** The digest of each lean file's text as it was read (see {@link LoadOptions.lean}). */
const leanDigests = new WeakMap<SourceFile<unknown>, string>();

/**
 * A valid record as a build keeps it: its data copied (the parser's strings are slices of the
 * file's text and keep all of it alive), and its text and positions read again from the file
 * when a rule or a problem asks.
 */
function makeLean(f: SourceFile<unknown>, shared: Map<string, string>): void {
	leanDigests.set(f, digestOf(f.source));
	f.data = compactCopy(f.data, shared);
	const reread = (): string => {
		try {
			const decoded = readText(f.file, f.abs);
			return 'text' in decoded ? decoded.text : '';
		} catch {
			return '';
		}
	};
	f.positions = positionsOnDemand(f.file, reread);
	Object.defineProperty(f, 'source', { get: reread, enumerable: true, configurable: true });
}

function safeList(dir: string, root: string, problems: Problem[]): string[] {
	try {
		return readdirSync(dir).sort();
	} catch (err) {
		const shown = displayPath(root, dir);
		problems.push(fileProblem(shown, `cannot read the folder: ${fsErrorReason(err)}`, 'check the path (--studies or STUDIES_DIR)'));
		return [];
	}
}
