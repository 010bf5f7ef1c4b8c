/**
 * The programs tests need besides npm's packages, read from .ci/tools: the one list that .ci/run
 * and the GitHub workflows install from (.ci/install-tools). A test asks for a tool by name; in CI a
 * missing tool is an error, locally the test is skipped with a loud message.
 */
import { accessSync, constants, readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './paths.ts';

export interface Tool {
	name: string;
	/** Absolute paths or names looked up on PATH, in order. */
	commands: string[];
	/** Debian packages that install it. */
	packages: string[];
}

/** The tools .ci/tools lists. */
export function listedTools(text = readFileSync(path.join(ROOT, '.ci/tools'), 'utf8')): Tool[] {
	return text
		.split('\n')
		.filter((l) => l.trim() && !l.trimStart().startsWith('#'))
		.map((l) => {
			const [left = '', right = ''] = l.split('|');
			const [name = '', ...commands] = left.trim().split(/\s+/);
			return { name, commands, packages: right.trim().split(/\s+/).filter(Boolean) };
		});
}

function executable(p: string): boolean {
	try {
		accessSync(p, constants.X_OK);
		return true;
	} catch {
		return false;
	}
}

/** Where the first of a tool's commands is, or undefined. */
export function locate(tool: Tool): string | undefined {
	for (const c of tool.commands) {
		if (path.isAbsolute(c)) {
			if (executable(c)) return c;
			continue;
		}
		for (const dir of (process.env['PATH'] ?? '').split(path.delimiter)) if (dir && executable(path.join(dir, c))) return path.join(dir, c);
	}
	return undefined;
}

/** Where a listed tool is on this machine (`CHROMIUM_PATH` overrides Chromium's), or undefined. */
export type ToolName = 'chromium' | 'pdflatex' | 'bibtex' | 'biber' | 'pandoc';

export function toolPath(name: ToolName): string | undefined {
	const tool = listedTools().find((t) => t.name === name);
	if (!tool) throw new Error(`${name} is not listed in .ci/tools`);
	const where = (name === 'chromium' ? process.env['CHROMIUM_PATH'] : undefined) ?? locate(tool);
	return where && executable(where) ? where : undefined;
}

/**
 * The path of a tool a test needs (`CHROMIUM_PATH` overrides Chromium's), or undefined when it is
 * missing outside CI, after a loud message; in CI (CI=true) a missing tool throws.
 */
export function requireTool(name: ToolName, what: string): string | undefined {
	const where = toolPath(name);
	if (where) return where;
	const tool = listedTools().find((t) => t.name === name)!;
	const install = `bash .ci/install-tools (apt-get install ${tool.packages.join(' ')})`;
	if (process.env['CI']) throw new Error(`${name} is missing, and ${what} need it; install it with ${install}`);
	console.warn(`\n!!! ${what} SKIPPED: ${name} is missing. Install it with ${install}\n`);
	return undefined;
}
