/**
 * The reporter: the only place where problems become text. Groups by file, one line per problem
 * (`file:line:col  path  message`), a tip beneath, then the summary line. Output stays bounded.
 */
import { countBySeverity, type Problem } from './problems.ts';

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

export function formatReport(problems: readonly Problem[], fileCount: number, options: ReportOptions = {}): string {
	const paint = (code: string, s: string) => (options.color ? `\u001b[${code}m${s}\u001b[0m` : s);
	const limit = options.limit ?? DEFAULT_REPORT_LIMIT;
	const lines: string[] = [];
	for (const p of problems.slice(0, limit)) {
		const sev = p.severity === 'error' ? paint('31', 'error') : paint('33', 'warning');
		const parts = [paint('1', location(p)), p.path ? paint('36', p.path) : '', `${sev} ${p.message}`].filter(Boolean);
		lines.push(parts.join('  '));
		if (p.tip) lines.push(`    ${paint('2', 'tip:')} ${p.tip}`);
	}
	if (problems.length > limit) {
		lines.push(`... ${(problems.length - limit).toLocaleString('en')} more problems not shown (${problems.length.toLocaleString('en')} in all); use --json for the full list`);
	}
	lines.push(summaryLine(fileCount, problems));
	return lines.join('\n');
}
