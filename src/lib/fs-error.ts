/** File-system errors in words, for every message a reader sees (scripts and the loader alike). */

/** What went wrong, in words, without the path: "no such file or folder". */
export function fsErrorReason(e: unknown): string {
	switch ((e as NodeJS.ErrnoException | undefined)?.code) {
		case 'ENOENT':
			return 'no such file or folder';
		case 'EISDIR':
			return 'it is a folder; give a file';
		case 'ENOTDIR':
			return 'part of this path is a file, not a folder';
		case 'EACCES':
		case 'EPERM':
			return 'permission denied';
		case 'EEXIST':
			return 'it already exists';
		case 'ENOSPC':
			return 'the disk is full';
		default:
			return ((e as Error | undefined)?.message ?? String(e)).split('\n')[0]!;
	}
}

/** A file-system error in words, naming the path. */
export function fsErrorText(e: unknown, p: string): string {
	switch ((e as NodeJS.ErrnoException | undefined)?.code) {
		case 'EISDIR':
			return `${p} is a folder; give a file`;
		case 'EEXIST':
			return `${p} already exists`;
		default:
			return `${p}: ${fsErrorReason(e)}`;
	}
}
