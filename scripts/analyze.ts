/**
 * npm run analyze -- runs.csv [--epsilon 0.05] [--alpha 0.05] [--control NAME] [--treatment NAME] [--json]
 * Reads a run table (task, arm, run, success; optional triggered, tokens, calls, latency) and prints
 * the estimand report as Markdown, or as JSON with --json. Problems in the table are printed as
 * `file:line: message`, all at once; errors set exit code 1, warnings do not.
 */
import { closeSync, fstatSync, openSync, readSync } from 'node:fs';
import path from 'node:path';
import { check, cliOrAnswer, fsErrorText, processIo, say, type CliIo, type CliSpec } from '../src/lib/cli.ts';
import { analyze } from '../src/estimands/estimands.ts';
import { jsonReport, estimandReportMarkdown } from '../src/estimands/report.ts';
import { decodeRunTable, type DecodedTable } from '../src/estimands/encoding.ts';
import { parseRunTable, type RunTableResult } from '../src/estimands/runs.ts';
import { formatReport } from '../src/lib/report.ts';
import { writeJson } from '../src/lib/json-stream.ts';

/** The largest file read: a run table of about two million runs. Larger inputs (or an endless one such as /dev/zero) are refused. */
export const MAX_BYTES = 128 * 1024 * 1024;

/** Reads at most MAX_BYTES; an input that goes on past that is refused with a message, never read to the end. */
function readBounded(file: string): Buffer {
	const fd = openSync(file, 'r');
	try {
		const size = fstatSync(fd).size;
		if (size > MAX_BYTES)
			throw new Error(`the file is ${(size / 1048576).toFixed(0)} MB; the limit is ${MAX_BYTES / 1048576} MB: split the table (by task) or sample tasks`);
		const chunks: Buffer[] = [];
		let total = 0;
		for (;;) {
			// a file of known size is read into one buffer of that size (and one byte more, to see that it ends), with no copy
			// to join chunks; what is not a file (a pipe, /dev/zero) or goes on past its size comes in chunks of 8 MB.
			// Every byte handed on has been read into, so the buffers need not be zeroed first
			const buf = Buffer.allocUnsafe(Math.min(chunks.length === 0 && size > 0 ? size + 1 : 8 * 1048576, MAX_BYTES + 1 - total));
			const n = readSync(fd, buf, 0, buf.length, null);
			if (n === 0) break;
			chunks.push(buf.subarray(0, n));
			total += n;
			if (total > MAX_BYTES) throw new Error(`the input goes on past ${MAX_BYTES / 1048576} MB, the limit: split the table (by task) or sample tasks`);
		}
		return chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks);
	} finally {
		closeSync(fd);
	}
}

const SPEC: CliSpec = {
	name: 'analyze',
	usage: 'runs.csv [--epsilon 0.05] [--alpha 0.05] [--control NAME] [--treatment NAME] [--json]',
	summary:
		'Reads a run table (task, arm, run, success; optional triggered, tokens, calls, latency) and prints the estimand report, organised by the checklist items, as Markdown or JSON.',
	example: 'npm run analyze -- public/examples/runs.csv --epsilon 0.1',
	options: {
		epsilon: { type: 'string', default: '0.05' },
		alpha: { type: 'string', default: '0.05' },
		control: { type: 'string' },
		treatment: { type: 'string' },
		json: { type: 'boolean', default: false },
	},
	checks: { epsilon: check.numberIn(0, 1, { max: true }), alpha: check.numberIn(0, 1, { min: true, max: true }) },
	allowPositionals: true,
	positionals: { min: 1, max: 1, what: 'CSV file' },
};

/**
 * Reads and parses the file, or prints why it cannot be read (null). The text, as large as the
 * file, lives only in here: once the table is made, the report's memory is the table's.
 */
function readTable(where: string, file: string, arms: { control?: string; treatment?: string }, io: CliIo): RunTableResult | null {
	let decoded: DecodedTable;
	try {
		// the page's worker reads an uploaded file's bytes the same way (src/client/analyze-worker.ts);
		// the bytes are not kept once they are text
		decoded = decodeRunTable(readBounded(where), file);
	} catch (e) {
		const code = (e as NodeJS.ErrnoException).code;
		say(io.stderr, code ? `${fsErrorText(e, file)}${code === 'ENOENT' ? ` (looked for ${where})` : ''}` : `${file}: ${(e as Error).message}`);
		return null;
	}
	if (decoded.text === null) return { table: null, problems: decoded.problems };
	const read = parseRunTable(decoded.text, { control: arms.control, treatment: arms.treatment, file });
	return decoded.problems.length > 0 ? { ...read, problems: [...decoded.problems, ...read.problems] } : read;
}

/** The command on `argv` (the arguments after the script), its output written to `io`; resolves to the exit code. */
export async function main(argv: string[], io: CliIo = processIo()): Promise<number> {
	const parsed = cliOrAnswer<{ epsilon: string; alpha: string; control?: string; treatment?: string; json: boolean }>(SPEC, argv, io);
	// --help or a bad option: answered, with its exit code
	if (typeof parsed === 'number') return parsed;
	const { values, positionals } = parsed;
	const epsilon = Number(values.epsilon);
	const alpha = Number(values.alpha);
	const file = positionals[0]!;
	// npm runs scripts from the package root; a relative path means what it meant where the reader typed it
	const where = path.resolve(io.env['INIT_CWD'] ?? io.cwd, file);
	const read = readTable(where, file, values, io);
	if (read === null) return 1;
	const { table, problems } = read;
	if (problems.length > 0) say(io.stderr, formatReport(problems, 1));
	if (!table) {
		say(io.stderr, `${file}: no report, because of the errors above`);
		return 1;
	}
	const warnings = problems.filter((p) => p.severity === 'warning');
	const analysis = analyze(table, { epsilon, alpha });
	const ctx = { file, warnings };
	if (!values.json) {
		say(io.stdout, estimandReportMarkdown(analysis, ctx));
		return 0;
	}
	// The JSON holds every task's numbers: for a million tasks it is larger than one string may be,
	// so it goes out in chunks, each written when stdout has taken the one before. Node's own stdout
	// keeps no chunk it has written, so the per-task arrays' byte buffers are reused there.
	try {
		await writeJson(io.stdout, jsonReport(analysis, ctx), 1 << 16, io.stdout === process.stdout);
	} catch (e) {
		// a reader that stops early (`| head`) closes the pipe: not an error of the analysis
		if ((e as NodeJS.ErrnoException).code === 'EPIPE') return 0;
		say(io.stderr, `${file}: the JSON report could not be written: ${(e as Error).message}`);
		return 1;
	}
	return 0;
}

// run as a script (node scripts/analyze.ts), not when a test imports main
if (import.meta.main) process.exitCode = await main(process.argv.slice(2));
