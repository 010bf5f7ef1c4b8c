/**
 * The reporter: the only place where problems become text. Groups by file, one line per problem
 * (`file:line:col  path  message`), a tip beneath, then the summary line. Output stays bounded.
 */
import { countBySeverity, PLACEHOLDER_RULE, type Problem } from './problems.ts';

export interface ReportOptions {
	/** ANSI colour; default off. */
	color?: boolean;
	/** At most this many problems are printed; the rest are counted. */
	limit?: number;
}

export const DEFAULT_REPORT_LIMIT = 200;

export function location(p: Problem): string {
	return p.line !== undefined ? `${p.file}:${p.line}:${p.column ?? 1}` : p.file;
}

export function summaryLine(fileCount: number, problems: readonly Problem[]): string {
	const { errors, warnings } = countBySeverity(problems);
	const plural = (n: number, w: string) => `${n.toLocaleString('en')} ${w}${n === 1 ? '' : 's'}`;
	return `${plural(fileCount, 'file')}, ${plural(errors, 'error')}, ${plural(warnings, 'warning')}`;
}

type Paint = (code: string, s: string) => string;
const plain: Paint = (_code, s) => s;

const ESCAPES: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };

/**
 * Text from a record or a file name kept on its line: line breaks and other control characters
 * (C0, DEL, C1, the Unicode line and paragraph separators) are shown as escapes. A record's text
 * can then never start a line of its own, so it cannot become a CI workflow command (`::error::`,
 * `::add-mask::`, `::stop-commands::`) or a terminal escape.
 */
export function oneLine(text: string): string {
	return text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, (c) => ESCAPES[c] ?? `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** A line that would begin (after blanks) with `::`, a workflow command, has its first colon pair split. */
export function inert(line: string): string {
	return line.replace(/^(\s*):(?=:)/, '$1: ');
}

/** One problem on one line, `file:line:col  path  error message`, as every reporter writes it. */
export function problemLine(p: Problem, paint: Paint = plain): string {
	const sev = p.severity === 'error' ? paint('31', 'error') : paint('33', 'warning');
	return inert([paint('1', oneLine(location(p))), p.path ? paint('36', oneLine(p.path)) : '', `${sev} ${oneLine(p.message)}`].filter(Boolean).join('  '));
}

export function formatReport(problems: readonly Problem[], fileCount: number, options: ReportOptions = {}): string {
	const paint: Paint = options.color ? (code, s) => `\u001b[${code}m${s}\u001b[0m` : plain;
	const limit = options.limit ?? DEFAULT_REPORT_LIMIT;
	const lines: string[] = [];
	// A new record's placeholders are one task, not one problem each: listed together, with one tip.
	const placeholders = new Map<string, Problem[]>();
	for (const p of problems) if (p.rule === PLACEHOLDER_RULE) placeholders.set(p.file, [...(placeholders.get(p.file) ?? []), p]);
	for (const p of problems.slice(0, limit)) {
		if (p.rule === PLACEHOLDER_RULE) {
			const all = placeholders.get(p.file);
			if (all?.[0] === p) lines.push(...placeholderBlock(all, paint));
			continue;
		}
		lines.push(problemLine(p, paint));
		if (p.tip) lines.push(`    ${paint('2', 'tip:')} ${oneLine(p.tip)}`);
	}
	if (problems.length > limit) {
		lines.push(
			`... ${(problems.length - limit).toLocaleString('en')} more problems not shown (${problems.length.toLocaleString('en')} in all); use --json for the full list`,
		);
	}
	lines.push(summaryLine(fileCount, problems));
	return lines.map(inert).join('\n');
}

/** The placeholders left in one file: a count, each field at its line, which may be deleted, and the tip once. */
function placeholderBlock(all: readonly Problem[], paint: Paint): string[] {
	const first = all[0]!;
	const optional = all.filter((p) => /optional/.test(p.message)).map((p) => p.path);
	const fields = all.map((p) => `${p.line !== undefined ? `${p.line}:${p.column ?? 1} ` : ''}${oneLine(p.path)}`);
	const rows: string[] = [];
	for (let i = 0; i < fields.length; i += 4) rows.push(`    ${fields.slice(i, i + 4).join(', ')}`);
	return [
		`${paint('1', oneLine(location(first)))}  ${paint('31', 'error')} ${all.length} placeholder${all.length === 1 ? '' : 's'} left from the skeleton ("TODO: …"):`,
		...rows,
		...(optional.length > 0 ? [`    optional, so each can also be deleted: ${optional.map(oneLine).join(', ')}`] : []),
		`    ${paint('2', 'tip:')} ${oneLine(first.tip ?? '')}`,
	];
}

/** GitHub's workflow-command escaping: the message escapes %, CR and LF; properties also : and ,. */
function escapeData(s: string): string {
	return s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}
function escapeProperty(s: string): string {
	return escapeData(s).replace(/:/g, '%3A').replace(/,/g, '%2C');
}

/**
 * One GitHub Actions annotation per problem (`::error file=…,line=…,col=…,title=…::message`), so a
 * pull request shows each problem on the line it belongs to; the summary line follows. Unbounded:
 * GitHub itself caps how many annotations a step shows.
 */
export function formatGithubAnnotations(problems: readonly Problem[], fileCount: number): string {
	const lines = problems.map((p) => {
		const props = [`file=${escapeProperty(p.file)}`];
		if (p.line !== undefined) props.push(`line=${p.line}`, `col=${p.column ?? 1}`);
		props.push(`title=${escapeProperty(p.path ? `${p.path} (${p.rule})` : p.rule)}`);
		const message = p.tip ? `${p.message}\nTip: ${p.tip}` : p.message;
		return `::${p.severity === 'error' ? 'error' : 'warning'} ${props.join(',')}::${escapeData(message)}`;
	});
	lines.push(summaryLine(fileCount, problems));
	return lines.join('\n');
}
