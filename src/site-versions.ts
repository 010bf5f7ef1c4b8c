/**
 * The versions of every record, read from the repository once per build (src/lib/record-versions.ts)
 * and shared by the history and version pages.
 */
import { studyFilePath } from './lib/routes.ts';
import { fileVersions, type RecordVersion } from './lib/record-versions.ts';

const byId = new Map<string, RecordVersion[]>();

/** A record's versions, oldest first ([] without history). */
export function recordVersions(id: string): RecordVersion[] {
	let v = byId.get(id);
	if (!v) byId.set(id, (v = fileVersions(studyFilePath(id, 'yaml'))));
	return v;
}
