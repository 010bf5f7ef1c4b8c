/** Record changes from git history, newest first: which studies were added or changed, and when. */
import type { Change } from '../lib/git.ts';

export interface RecordChange {
	date: string;
	hash: string;
	subject: string;
	added: string[];
	changed: string[];
	removed: string[];
	/** Framework data files touched. */
	data: string[];
}

const STUDY = /^studies\/([a-z0-9-]+)\.yaml$/;

export function recordChanges(history: readonly Change[]): RecordChange[] {
	return history
		.map((c) => {
			const rc: RecordChange = { date: c.date, hash: c.hash, subject: c.subject, added: [], changed: [], removed: [], data: [] };
			for (const f of c.files) {
				const m = STUDY.exec(f.path);
				if (m) (f.status === 'added' ? rc.added : f.status === 'deleted' ? rc.removed : rc.changed).push(m[1]!);
				else if (f.path.startsWith('data/') && f.path.endsWith('.yaml')) rc.data.push(f.path);
			}
			return rc;
		})
		.filter((rc) => rc.added.length + rc.changed.length + rc.removed.length + rc.data.length > 0);
}
