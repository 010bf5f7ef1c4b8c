/**
 * What every command-line script shares: `--help` with usage and an example, an unknown or
 * malformed option answered with one line and the usage (exit code 2, never a stack trace), paths
 * read from the directory the user ran npm in, and file-system errors in words.
 */
import path from 'node:path';
import { parseArgs, type ParseArgsConfig } from 'node:util';

export interface CliSpec {
	/** The npm script, e.g. `validate`. */
	name: string;
	/** After `npm run NAME --`, e.g. `[--studies DIR] [--json]`. */
	usage: string;
	/** One line on what the command does. */
	summary: string;
	/** A command line a user can copy. */
	example: string;
	options: NonNullable<ParseArgsConfig['options']>;
	allowPositionals?: boolean;
}

/** The usage line: `usage: npm run NAME -- …`. */
export function usageLine(spec: Pick<CliSpec, 'name' | 'usage'>): string {
	return `usage: npm run ${spec.name}${spec.usage ? ` -- ${spec.usage}` : ''}`;
}

/** The text `--help` prints. */
export function helpText(spec: CliSpec): string {
	return `${usageLine(spec)}\n\n${spec.summary}\n\nexample: ${spec.example}`;
}

export type CliResult<T> = { ok: true; values: T; positionals: string[] } | { ok: false; exitCode: number; stdout?: string; stderr?: string };

/** Parses argv; `--help` and bad options come back as what to print and the exit code, so a script can end cleanly. */
export function parseCli<T = Record<string, string | boolean | undefined>>(spec: CliSpec, args: string[] = process.argv.slice(2)): CliResult<T> {
	try {
		const { values, positionals } = parseArgs({
			args,
			allowPositionals: spec.allowPositionals ?? false,
			options: { ...spec.options, help: { type: 'boolean', short: 'h' } },
			strict: true,
		});
		if ((values as { help?: boolean }).help) return { ok: false, exitCode: 0, stdout: helpText(spec) };
		return { ok: true, values: values as T, positionals };
	} catch (e) {
		// node's messages name the option; the code prefix and the hint about `--` are noise here
		const message = (e as Error).message.replace(/\. To specify a positional argument.*$/s, '').replace(/^TypeError \[[A-Z_]+\]: /, '');
		return { ok: false, exitCode: 2, stderr: `${spec.name}: ${message}\n${usageLine(spec)}` };
	}
}

/** Runs parseCli and, when the command should not go on, prints and sets the exit code; returns null then. */
export function cliOrExit<T = Record<string, string | boolean | undefined>>(spec: CliSpec): { values: T; positionals: string[] } | null {
	const r = parseCli<T>(spec);
	if (r.ok) return r;
	if (r.stdout) console.log(r.stdout);
	if (r.stderr) console.error(r.stderr);
	process.exitCode = r.exitCode;
	return null;
}

/** A path as the user meant it: relative to the directory they ran npm in (INIT_CWD), not the package root. */
export function fromUser(p: string): string {
	return path.resolve(process.env['INIT_CWD'] ?? process.cwd(), p);
}

/** A file-system error in words, naming the path. */
export function fsErrorText(e: unknown, p: string): string {
	const code = (e as NodeJS.ErrnoException | undefined)?.code;
	switch (code) {
		case 'ENOENT':
			return `${p}: no such file or folder`;
		case 'EISDIR':
			return `${p} is a folder; give a file`;
		case 'ENOTDIR':
			return `${p}: part of this path is a file, not a folder`;
		case 'EACCES':
		case 'EPERM':
			return `${p}: permission denied`;
		case 'EEXIST':
			return `${p} already exists`;
		case 'ENOSPC':
			return `${p}: the disk is full`;
		default:
			return `${p}: ${(e as Error | undefined)?.message ?? String(e)}`;
	}
}
