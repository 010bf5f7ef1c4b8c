/**
 * Where a command may replace a folder whole (`npm run build -- --out DIR`, the benchmark's corpus
 * generator, any future tool that writes or deletes a folder): never the repository or a folder
 * holding it, the project's own folders or anything inside them, nor a non-empty folder that is
 * not that command's own earlier output. Paths are compared as the file system resolves them, so a
 * symbolic link to the repository is the repository.
 */
import { existsSync, mkdirSync, readdirSync, realpathSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { escapeRegExp } from './text.ts';

/** Written into every finished build; its presence is what makes a folder safe to replace. */
export const BUILD_MARKER = '.skill-evidence-build';

/** The project's folders: never an output folder, nor anything inside one. */
export const PROTECTED_DIRS = ['.git', '.github', '.ci', 'src', 'studies', 'data', 'scripts', 'tests', 'public', 'node_modules'] as const;

const inside = (child: string, parent: string) => child === parent || child.startsWith(parent.endsWith(path.sep) ? parent : parent + path.sep);

/** A path as the file system resolves it: its deepest existing part through every symbolic link, the rest as written. */
export function resolvedPath(p: string): string {
	const abs = path.resolve(p);
	const rest: string[] = [];
	let head = abs;
	for (;;) {
		try {
			return path.join(realpathSync(head), ...rest.reverse());
		} catch {
			const up = path.dirname(head);
			if (up === head) return abs;
			rest.push(path.basename(head));
			head = up;
		}
	}
}

/** What a command that replaces a folder recognises as its own: the build by its marker file. */
export interface FolderOwner {
	/** Who replaces the folder, for the message, e.g. "the build". */
	who: string;
	/** The option or argument that named the folder, e.g. "--out". */
	flag: string;
	/** Whether a non-empty folder with these entries is this command's earlier output. */
	owns: (entries: readonly string[]) => boolean;
	/** How the message says what the folder lacks, e.g. "it has no .skill-evidence-build marker". */
	lacks: string;
	/** What the folder's contents would be if it were the command's own, e.g. "a previous build". */
	own: string;
	/** Folders to suggest instead, e.g. "dist/ or tmp/site/". */
	suggest: string;
}

/** The build's own folders: a finished build holds its marker. */
export const BUILD_OWNER: FolderOwner = {
	who: 'the build',
	flag: '--out',
	owns: (entries) => entries.includes(BUILD_MARKER),
	lacks: `it has no ${BUILD_MARKER} marker`,
	own: 'a previous build',
	suggest: 'dist/ or tmp/site/',
};

/** Why `owner` must not replace `outDir`, in words, or null when it may. */
export function outDirProblem(outDir: string, root: string, owner: FolderOwner = BUILD_OWNER): string | null {
	const out = resolvedPath(outDir);
	const repo = resolvedPath(root);
	const shown = path.relative(repo, out) || '.';
	const { who, flag, suggest } = owner;
	if (inside(repo, out))
		return `${flag} ${shown} is the repository or a folder that holds it; ${who} replaces its folder whole, so it would delete the repository. Choose a folder such as ${suggest}`;
	for (const dir of PROTECTED_DIRS) {
		// as the file system resolves it: a node_modules linked from elsewhere is protected where it lives
		const protectedDir = resolvedPath(path.join(repo, dir));
		if (inside(out, protectedDir))
			return `${flag} ${shown} is ${out === protectedDir ? '' : 'inside '}${dir}/, part of the project; ${who} replaces its folder whole. Choose a folder such as ${suggest}`;
	}
	if (!existsSync(out)) return null;
	if (!statSync(out).isDirectory()) return `${flag} ${shown} is a file, not a folder`;
	const entries = readdirSync(out);
	if (entries.length > 0 && !owner.owns(entries)) {
		return `${flag} ${shown} holds files that are not ${owner.own} (${owner.lacks}); ${who} replaces its folder whole, so it will not touch it. Empty it, delete it, or choose another folder`;
	}
	return null;
}

/**
 * Why a report file (the benchmark's --out) may not be written at `file`, or undefined when it may:
 * it is Markdown, and not inside the project's own folders, where it would stand among the records,
 * the sources or the tests (the repository's top level, where BENCHMARKS.md lives, is allowed).
 */
export function reportFileProblem(file: string, root: string): string | undefined {
	if (!file.endsWith('.md')) return 'a Markdown file (.md), e.g. BENCHMARKS.md or tmp/bench.md';
	const out = resolvedPath(file);
	const repo = resolvedPath(root);
	for (const dir of PROTECTED_DIRS)
		if (inside(out, resolvedPath(path.join(repo, dir)))) return `a file outside ${dir}/, which is part of the project (e.g. BENCHMARKS.md or tmp/bench.md)`;
	return undefined;
}

/** Replaces a folder with an empty one, after {@link outDirProblem} allowed it; throws its refusal otherwise. */
export function replaceFolder(dir: string, root: string, owner: FolderOwner, marker?: string): void {
	const refused = outDirProblem(dir, root, owner);
	if (refused) throw new Error(refused);
	rmSync(dir, { recursive: true, force: true });
	mkdirSync(dir, { recursive: true });
	if (marker) writeFileSync(path.join(dir, marker), '');
}

/** The project's scratch folder, where the benchmark and the tests keep what they make. */
export const SCRATCH_DIR = 'tmp';

/**
 * Deletes a folder a tool made in the project's scratch folder (tmp/): refused, with an Error, for
 * any path that does not resolve to somewhere strictly inside it. A symbolic link is removed as a
 * link, never followed.
 */
export function removeScratch(p: string, root: string): void {
	const abs = path.resolve(p);
	const where = path.join(resolvedPath(path.dirname(abs)), path.basename(abs));
	const scratch = resolvedPath(path.join(root, SCRATCH_DIR));
	if (where === scratch || !inside(where, scratch))
		throw new Error(`refused to delete ${p}: only folders inside ${SCRATCH_DIR}/ of the project are deleted this way`);
	rmSync(abs, { recursive: true, force: true });
}

/** The hidden siblings a build of `outDir` makes for itself (its temporary output, cache and the build it replaces), by name. */
const siblingPattern = (outDir: string) => new RegExp(`^\\.${escapeRegExp(path.basename(outDir))}\\.(tmp|cache|old)-(\\d+)$`);

/** Deletes one of a build's own hidden siblings of `outDir`; refused, with an Error, for any other path. */
export function removeBuildSibling(p: string, outDir: string): void {
	const abs = path.resolve(p);
	if (path.dirname(abs) !== path.dirname(path.resolve(outDir)) || !siblingPattern(outDir).test(path.basename(abs)))
		throw new Error(`refused to delete ${p}: it is not a folder the build of ${outDir} made beside it`);
	rmSync(abs, { recursive: true, force: true });
}

/** Whether a process with this id is running. */
function alive(pid: number): boolean {
	try {
		process.kill(pid, 0);
		return true;
	} catch (e) {
		return (e as NodeJS.ErrnoException).code === 'EPERM';
	}
}

/** Removes the temporary, cache and set-aside folders that builds killed before they could clean up left beside `outDir`. */
export function removeStaleBuildFolders(outDir: string): string[] {
	const parent = path.dirname(path.resolve(outDir));
	if (!existsSync(parent)) return [];
	const stale = siblingPattern(outDir);
	const removed: string[] = [];
	for (const name of readdirSync(parent)) {
		const m = stale.exec(name);
		if (m && Number(m[2]) !== process.pid && !alive(Number(m[2]))) {
			removeBuildSibling(path.join(parent, name), outDir);
			removed.push(name);
		}
	}
	return removed;
}
