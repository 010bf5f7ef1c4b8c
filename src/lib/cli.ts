/**
 * What every command-line script shares: `--help` with usage and an example, an unknown or
 * malformed option answered with one line and the usage (exit code 2, never a stack trace), every
 * option's value and the number of positional arguments checked before any work, paths read from
 * the directory the user ran npm in, and file-system errors in words.
 */
import { statSync } from 'node:fs';
import path from 'node:path';
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { fsErrorText } from './fs-error.ts';
import type { ChunkSink } from './json-stream.ts';
import { nearest } from './suggest.ts';

export { fsErrorText } from './fs-error.ts';

/**
 * What a command reads and writes besides its arguments: the process's own streams, directory and
 * environment when it runs as a script ({@link processIo}), a test's buffers when a test calls its
 * `main(argv, io)` in process. Every message goes through `stdout` and `stderr`, never `console`.
 */
export interface CliIo {
	stdout: ChunkSink & { isTTY?: boolean };
	stderr: { write(chunk: string): unknown };
	/** The package root, where npm runs scripts. */
	cwd: string;
	/** INIT_CWD (where the user ran npm), NO_COLOR, STUDIES_DIR and the like. */
	env: NodeJS.ProcessEnv;
}

/** The io of the running process. */
export function processIo(): CliIo {
	return { stdout: process.stdout, stderr: process.stderr, cwd: process.cwd(), env: process.env };
}

/** Writes a line, as console.log or console.error would for a string. */
export function say(stream: { write(chunk: string): unknown }, text: string): void {
	stream.write(`${text}\n`);
}

/**
 * A check of one option's value, run before the command does anything: `undefined` when the value
 * is fine, otherwise what was expected, in words ("a whole number of 1 or more, e.g. 20"). Paths are
 * resolved against `io` (see {@link fromUser}).
 */
export type OptionCheck = (value: string, io?: Pick<CliIo, 'cwd' | 'env'>) => string | undefined;

/** The checks the scripts' options use. */
export const check = {
	/** A whole number of 1 or more. */
	positiveInteger: ((v) => (/^[1-9]\d*$/.test(v.trim()) ? undefined : 'a whole number of 1 or more, e.g. 20')) as OptionCheck,
	/** Whole numbers of 1 or more, separated by commas. */
	positiveIntegers: ((v) =>
		v.split(',').every((x) => /^[1-9]\d*$/.test(x.trim())) ? undefined : 'whole numbers of 1 or more separated by commas, e.g. 200,1000') as OptionCheck,
	/** A number within a range; bounds are inclusive unless `open` says otherwise. */
	numberIn:
		(min: number, max: number, open: { min?: boolean; max?: boolean } = {}): OptionCheck =>
		(v) => {
			const n = Number(v);
			const ok = v.trim() !== '' && Number.isFinite(n) && (open.min ? n > min : n >= min) && (open.max ? n < max : n <= max);
			return ok ? undefined : `a number in ${open.min ? '(' : '['}${min}, ${max}${open.max ? ')' : ']'}`;
		},
	/** One of a fixed list of values, with a suggestion for a near miss. */
	oneOf:
		(...values: string[]): OptionCheck =>
		(v) => {
			if (values.includes(v)) return undefined;
			const near = nearest(v, values);
			return `one of ${values.join(', ')}${near ? ` (did you mean ${near}?)` : ''}`;
		},
	/** A folder that exists, as the user meant the path (see {@link fromUser}). */
	folder: ((v, io) => {
		try {
			return statSync(fromUser(v, io)).isDirectory() ? undefined : `a folder (${v} is a file)`;
		} catch (e) {
			return `a folder that exists (${fsErrorText(e, v)})`;
		}
	}) as OptionCheck,
	/** A file to write, in a folder that exists. */
	fileInFolder: ((v, io) => {
		const dir = path.dirname(fromUser(v, io));
		try {
			return statSync(dir).isDirectory() ? undefined : `a file in a folder that exists (${path.dirname(v)} is a file)`;
		} catch (e) {
			return `a file in a folder that exists (${fsErrorText(e, path.dirname(v))})`;
		}
	}) as OptionCheck,
	/** A pattern that compiles as a regular expression. */
	regex: ((v) => {
		try {
			new RegExp(v);
			return undefined;
		} catch (e) {
			return `a regular expression (${(e as Error).message})`;
		}
	}) as OptionCheck,
} as const;

export interface CliSpec {
	/** The npm script, e.g. `validate`. */
	name: string;
	/** How a reader runs it, when that is not `npm run NAME --` (a helper with no npm script). */
	command?: string;
	/** After `npm run NAME --`, e.g. `[--studies DIR] [--json]`. */
	usage: string;
	/** One line on what the command does. */
	summary: string;
	/** A command line a user can copy. */
	example: string;
	options: NonNullable<ParseArgsConfig['options']>;
	/** Checks of option values, by option name: every one runs before the command starts. */
	checks?: Readonly<Record<string, OptionCheck>>;
	allowPositionals?: boolean;
	/** How many positional arguments the command takes (when it takes any), and what they are, e.g. `a record file`. */
	positionals?: { min: number; max?: number; what: string; check?: OptionCheck };
}

/** The usage line: `usage: npm run NAME -- …`. */
export function usageLine(spec: Pick<CliSpec, 'name' | 'usage' | 'command'>): string {
	if (spec.command) return `usage: ${spec.command}${spec.usage ? ` ${spec.usage}` : ''}`;
	return `usage: npm run ${spec.name}${spec.usage ? ` -- ${spec.usage}` : ''}`;
}

/** The text `--help` prints. */
export function helpText(spec: CliSpec): string {
	return `${usageLine(spec)}\n\n${spec.summary}\n\nexample: ${spec.example}`;
}

export type CliResult<T> = { ok: true; values: T; positionals: string[] } | { ok: false; exitCode: number; stdout?: string; stderr?: string };

/** Parses argv; `--help` and bad options come back as what to print and the exit code, so a script can end cleanly. */
export function parseCli<T = Record<string, string | boolean | undefined>>(
	spec: CliSpec,
	args: string[] = process.argv.slice(2),
	io?: Pick<CliIo, 'cwd' | 'env'>,
): CliResult<T> {
	try {
		const { values, positionals } = parseArgs({
			args,
			allowPositionals: spec.allowPositionals ?? false,
			options: { ...spec.options, help: { type: 'boolean', short: 'h' } },
			strict: true,
		});
		if ((values as { help?: boolean }).help) return { ok: false, exitCode: 0, stdout: helpText(spec) };
		const problems = argumentProblems(spec, values as Record<string, unknown>, positionals, io);
		if (problems.length > 0) return { ok: false, exitCode: 2, stderr: `${problems.map((p) => `${spec.name}: ${p}`).join('\n')}\n${usageLine(spec)}` };
		return { ok: true, values: values as T, positionals };
	} catch (e) {
		// node's messages name the option; the code prefix and the hint about `--` are noise here
		const message = (e as Error).message.replace(/\. To specify a positional argument.*$/s, '').replace(/^TypeError \[[A-Z_]+\]: /, '');
		return { ok: false, exitCode: 2, stderr: `${spec.name}: ${message}\n${usageLine(spec)}` };
	}
}

/** Every problem with the option values and the positional arguments, in words; none when all are fine. */
function argumentProblems(spec: CliSpec, values: Record<string, unknown>, positionals: string[], io?: Pick<CliIo, 'cwd' | 'env'>): string[] {
	const problems: string[] = [];
	for (const [name, test] of Object.entries(spec.checks ?? {})) {
		const raw = values[name];
		for (const v of Array.isArray(raw) ? raw : [raw]) {
			if (typeof v !== 'string') continue;
			const expected = test(v, io);
			if (expected) problems.push(`--${name} "${v}": expected ${expected}`);
		}
	}
	const p = spec.positionals;
	if (p) {
		const n = positionals.length;
		const max = p.max ?? Infinity;
		if (n < p.min || n > max) {
			const want = p.min === max ? `${p.min}` : max === Infinity ? `at least ${p.min}` : `${p.min} to ${max}`;
			problems.push(`expected ${want} ${p.what}, got ${n}${n > 0 ? ` (${positionals.join(' ')})` : ''}`);
		}
		if (p.check)
			for (const v of positionals) {
				const expected = p.check(v, io);
				if (expected) problems.push(`"${v}": expected ${expected}`);
			}
	}
	return problems;
}

/**
 * Runs parseCli on `argv` and, when the command should not go on (`--help`, a bad option), writes
 * what to say to `io` and returns the exit code; otherwise the parsed arguments.
 */
export function cliOrAnswer<T = Record<string, string | boolean | undefined>>(
	spec: CliSpec,
	argv: string[],
	io: CliIo,
): { values: T; positionals: string[] } | number {
	const r = parseCli<T>(spec, argv, io);
	if (r.ok) return r;
	if (r.stdout) say(io.stdout, r.stdout);
	if (r.stderr) say(io.stderr, r.stderr);
	return r.exitCode;
}

/**
 * A path as the user meant it: relative to the directory they ran npm in (INIT_CWD), not the
 * package root; `io` gives both (the process's own by default).
 */
export function fromUser(p: string, io: Pick<CliIo, 'cwd' | 'env'> = { cwd: process.cwd(), env: process.env }): string {
	return path.resolve(io.env['INIT_CWD'] ?? io.cwd, p);
}
