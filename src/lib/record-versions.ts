/**
 * The versions of a record, from the repository's history alone (no hand-kept counter): version N
 * is the record as the Nth commit that added or changed its file left it. Each version has its
 * text, its date and commit, and what changed since the version before, field by field. Without
 * history (a tarball, a shallow clone) a record has no versions, and pages say so.
 */
import { execFileSync } from 'node:child_process';
import { load } from 'js-yaml';
import { dataHistory, type Change } from './git.ts';

export interface RecordVersion {
	/** 1 for the commit that added the file. */
	n: number;
	hash: string;
	date: string;
	subject: string;
	/** The file's text as that commit left it. */
	text: string;
}

/** One changed field: its path ("runs.per_task_and_arm", "arms[2].label") and the value before and after (undefined when absent). */
export interface FieldChange {
	path: string;
	before: unknown;
	after: unknown;
}

function show(hash: string, file: string, cwd: string): string | undefined {
	try {
		return execFileSync('git', ['show', `${hash}:${file}`], { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], maxBuffer: 16 * 1024 * 1024 });
	} catch {
		return undefined;
	}
}

/** The commits that added or changed a file, newest first: one per version, whether counted or read. */
const versionCommits = (file: string, history: readonly Change[]) => history.filter((c) => c.files.some((f) => f.path === file && f.status !== 'deleted'));

/**
 * Every version of a file, oldest first. A commit that deleted the file ends its line of versions;
 * a later one that adds it again starts over at the next number (the history is kept whole).
 */
export function fileVersions(file: string, cwd = process.cwd(), history: readonly Change[] = dataHistory(cwd)): RecordVersion[] {
	const commits = versionCommits(file, history).reverse();
	const out: RecordVersion[] = [];
	for (const c of commits) {
		const text = show(c.hash, file, cwd);
		if (text === undefined) continue;
		out.push({ n: out.length + 1, hash: c.hash, date: c.date, subject: c.subject, text });
	}
	return out;
}

/** How many versions a file has, from the history alone (what fileVersions numbers, without reading the texts). */
export function versionCount(file: string, history: readonly Change[] = dataHistory()): number {
	return versionCommits(file, history).length;
}

/** The permanent address of a record's version: /studies/<id>/v<N>/. */
export const versionPath = (id: string, n: number) => `studies/${id}/v${n}/`;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The fields that differ between two parsed records, in the order of the newer one (removed fields last). */
export function fieldChanges(before: unknown, after: unknown, at = ''): FieldChange[] {
	if (isObject(before) && isObject(after)) {
		const keys = [...Object.keys(after), ...Object.keys(before).filter((k) => !(k in after))];
		return keys.flatMap((k) => fieldChanges(before[k], after[k], at ? `${at}.${k}` : k));
	}
	if (Array.isArray(before) && Array.isArray(after) && before.length === after.length) {
		return after.flatMap((v, i) => fieldChanges(before[i], v, `${at}[${i}]`));
	}
	return JSON.stringify(before) === JSON.stringify(after) ? [] : [{ path: at || '(the whole record)', before, after }];
}

/** The changes a version made: against the version before, or every field for the first. */
export function versionChanges(versions: readonly RecordVersion[], n: number): FieldChange[] {
	const parse = (text: string): unknown => {
		try {
			return load(text);
		} catch {
			return text;
		}
	};
	const v = versions[n - 1];
	if (!v) return [];
	return fieldChanges(n > 1 ? parse(versions[n - 2]!.text) : {}, parse(v.text));
}

/** A value as one line of text for a change list: strings as they are, anything else as JSON. */
export function showValue(v: unknown): string {
	if (v === undefined) return '(absent)';
	if (typeof v === 'string') return v;
	return JSON.stringify(v);
}
