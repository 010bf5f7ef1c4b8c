/**
 * Where `npm run build -- --out DIR` may write. The build replaces its output folder whole, so it
 * refuses any folder whose loss would destroy work: the repository or a folder holding it, the
 * project's own folders (and anything inside them), and any non-empty folder that is not a
 * previous build, which a marker file written by every build identifies.
 */
import { existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';

/** Written into every finished build; its presence is what makes a folder safe to replace. */
export const BUILD_MARKER = '.skill-evidence-build';

/** The project's folders: never an output folder, nor anything inside one. */
export const PROTECTED_DIRS = ['.git', '.github', '.ci', 'src', 'studies', 'data', 'scripts', 'tests', 'public', 'node_modules'] as const;

const inside = (child: string, parent: string) => child === parent || child.startsWith(parent.endsWith(path.sep) ? parent : parent + path.sep);

/** Why the build must not write to `outDir`, in words, or null when it may. */
export function outDirProblem(outDir: string, root: string): string | null {
	const out = path.resolve(outDir);
	const repo = path.resolve(root);
	const shown = path.relative(repo, out) || '.';
	if (inside(repo, out))
		return `--out ${shown} is the repository or a folder that holds it; the build replaces its output folder whole, so it would delete the repository. Choose a folder such as dist/ or tmp/site/`;
	for (const dir of PROTECTED_DIRS) {
		if (inside(out, path.join(repo, dir)))
			return `--out ${shown} is ${out === path.join(repo, dir) ? '' : 'inside '}${dir}/, part of the project; the build replaces its output folder whole. Choose a folder such as dist/ or tmp/site/`;
	}
	if (!existsSync(out)) return null;
	if (!statSync(out).isDirectory()) return `--out ${shown} is a file, not a folder`;
	const entries = readdirSync(out);
	if (entries.length > 0 && !entries.includes(BUILD_MARKER)) {
		return `--out ${shown} holds files that are not a previous build (it has no ${BUILD_MARKER} marker); the build replaces its output folder whole, so it will not touch it. Empty it, delete it, or choose another folder`;
	}
	return null;
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
	const base = path.basename(outDir);
	if (!existsSync(parent)) return [];
	const stale = new RegExp(`^\\.${base.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\.(tmp|cache|old)-(\\d+)$`);
	const removed: string[] = [];
	for (const name of readdirSync(parent)) {
		const m = stale.exec(name);
		if (m && Number(m[2]) !== process.pid && !alive(Number(m[2]))) {
			rmSync(path.join(parent, name), { recursive: true, force: true });
			removed.push(name);
		}
	}
	return removed;
}
