/**
 * What git knows about the data files, read once per build: when each file was added and last
 * changed, and the list of changes, newest first. Without git (a tarball, a shallow CI checkout
 * without history) every answer is empty and callers show a clear fallback.
 */
import { execFileSync } from 'node:child_process';

export interface Change {
	hash: string;
	/** Commit date, YYYY-MM-DD. */
	date: string;
	subject: string;
	/** Paths touched, relative to the repository root. */
	files: { path: string; status: 'added' | 'modified' | 'deleted' | 'renamed' }[];
}

let cache: Change[] | undefined;

/** All commits touching studies/ or data/, newest first; [] without git. Read once per build. */
export function dataHistory(cwd = process.cwd()): Change[] {
	cache ??= readDataHistory(cwd);
	return cache;
}

/**
 * Text taken from git without its control characters (C0, DEL and C1; a tab becomes a space): a
 * commit subject is written by anyone with push access and ends up in pages, feeds and logs.
 */
export function withoutControls(text: string): string {
	return text.replaceAll('\t', ' ').replace(/[\u0000-\u001f\u007f-\u009f]/g, '');
}

const HASH = /^[0-9a-f]{40,64}$/;
const STATUS = /^[ACDMRTUX]\d*$/;

/**
 * Parses `git log -z --format=%H%x00%cs%x00%s --name-status`: NUL-separated hash, date and subject,
 * then status and path pairs, the first status after a line break. NUL cannot occur in a commit
 * message or a path, so no subject, however written, can split or join records.
 */
export function parseLogZ(out: string): Change[] {
	const tokens = out.split('\0');
	const changes: Change[] = [];
	let i = 0;
	const next = () => (tokens[i++] ?? '').replace(/^\n/, '');
	while (i < tokens.length) {
		const hash = next();
		if (!HASH.test(hash)) continue;
		const date = next();
		const subject = withoutControls(next());
		const files: Change['files'] = [];
		while (i + 1 < tokens.length && STATUS.test(tokens[i]!.replace(/^\n/, ''))) {
			const s = next();
			const path = withoutControls(next());
			files.push({ path, status: s === 'A' ? 'added' : s === 'D' ? 'deleted' : s.startsWith('R') ? 'renamed' : 'modified' });
		}
		changes.push({ hash, date, subject, files });
	}
	return changes;
}

/** The same, read now from the repository at `cwd` (not kept). */
export function readDataHistory(cwd: string): Change[] {
	try {
		const out = execFileSync('git', ['log', '-z', '--format=%H%x00%cs%x00%s', '--name-status', '--no-renames', '--', 'studies', 'data'], {
			cwd,
			encoding: 'utf8',
			stdio: ['ignore', 'pipe', 'ignore'],
			maxBuffer: 64 * 1024 * 1024,
		});
		return parseLogZ(out);
	} catch {
		return [];
	}
}

/** The date a file last changed in a commit, or undefined without history. */
export function lastChanged(file: string, history: readonly Change[] = dataHistory()): string | undefined {
	return lastChange(file, history)?.date;
}

/** The commit that last changed a file (its hash and date), or undefined without history. */
export function lastChange(file: string, history: readonly Change[] = dataHistory()): { hash: string; date: string } | undefined {
	const c = history.find((x) => x.files.some((f) => f.path === file));
	return c && { hash: c.hash, date: c.date };
}

/** The date a file was first added, or undefined without history. */
export function firstAdded(file: string, history: readonly Change[] = dataHistory()): string | undefined {
	return history.filter((c) => c.files.some((f) => f.path === file && f.status === 'added')).at(-1)?.date;
}
