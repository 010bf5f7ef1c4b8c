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

/** The same, read now from the repository at `cwd` (not kept). */
export function readDataHistory(cwd: string): Change[] {
	try {
		const out = execFileSync('git', ['log', '--format=%x1e%H%x1f%cs%x1f%s', '--name-status', '--no-renames', '--', 'studies', 'data'], {
			cwd,
			encoding: 'utf8',
			stdio: ['ignore', 'pipe', 'ignore'],
			maxBuffer: 64 * 1024 * 1024,
		});
		return out
			.split('\x1e')
			.filter((chunk) => chunk.trim())
			.map((chunk) => {
				const [head, ...lines] = chunk.split('\n');
				const [hash, date, subject] = head!.split('\x1f') as [string, string, string];
				const files = lines
					.map((l) => l.split('\t'))
					.filter((p) => p.length >= 2)
					.map(
						([s, p]) =>
							({ path: p!, status: s === 'A' ? 'added' : s === 'D' ? 'deleted' : s?.startsWith('R') ? 'renamed' : 'modified' }) as Change['files'][number],
					);
				return { hash, date, subject, files };
			});
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
