/** A file as the loader read it: where it is, its parsed data, and where each value sits. */
import type { PositionMap } from './yaml.ts';

export interface SourceFile<T> {
	/** Path relative to the project root, forward slashes: how problems name the file. */
	file: string;
	/** Absolute path on disk. */
	abs: string;
	data: T;
	positions: PositionMap;
	/** The YAML text as read. */
	source: string;
}
