/**
 * Text forms of the gap analysis: a Markdown report of one record, for a pull-request comment,
 * and a compact table of all studies for the terminal. Plain strings; no colour, no I/O.
 */
import type { Framework } from '../schema/framework.ts';
import type { ChecklistStatus, Study } from '../schema/study.ts';
import { checklistStatuses, designFacts } from '../schema/vocabulary.ts';
import { applicabilityDisplay, factDisplay, statusDisplay } from '../schema/labels.ts';
import type { Applicability } from '../model/applicability.ts';
import { studyGaps, type GapAnalysis, type PartState } from './gaps.ts';

/**
 * Record text made inert in Markdown (a job summary, a pull-request comment), in the middle of a
 * line: the marks that start inline Markdown (links, images, emphasis, code, HTML, entities, math,
 * table cells) are backslash-escaped, and bare URLs and mentions, which GitHub links after parsing,
 * are broken with a zero-width space; line breaks become spaces.
 */
export function mdCell(text: string): string {
	return text
		.replace(/\s*[\r\n\u2028\u2029]+\s*/g, ' ')
		.replace(/[\\`*_[\]#!|<>~&$]/g, '\\$&')
		.replace(/@/g, '@\u200b')
		.replace(/:\/\//g, ':\u200b//')
		.replace(/\b(www)\./gi, '$1\u200b.');
}

const appliesText = (a: Applicability): string =>
	a === 'unknown' ? `${applicabilityDisplay[a].answer} (a design fact is unknown)` : applicabilityDisplay[a].answer;

function statusText(status: ChecklistStatus): string {
	const d = statusDisplay[status];
	return `${d.symbol} ${d.text}`;
}

/** The Markdown report of one record: applicable items, status, gaps and not-assessed items. */
export function gapReportMarkdown(study: Study, framework: Framework, file: string): string {
	const items = framework.checklist.items;
	const g = studyGaps(study, items);
	const lines: string[] = [];
	lines.push(`## Reporting checklist: ${mdCell(study.short_name)} (${mdCell(file)})`, '');
	lines.push(
		`**${g.gaps} gap${g.gaps === 1 ? '' : 's'}** (applicable items recorded as not reported or partly reported), ` +
			`**${g.notAssessed} not assessed**, ${g.applicable} applicable item parts in all.`,
		'',
	);
	lines.push('Design facts, from which applicability is computed (Table 4 of the review):', '');
	for (const [fact, { value }] of Object.entries(study.design)) {
		const d = factDisplay(value);
		lines.push(`- ${designFacts[fact as keyof typeof designFacts].label}: ${d.symbol} ${d.text}`);
	}
	lines.push('', '| Item | Applies | Status | Basis |', '| --- | --- | --- | --- |');
	const row = (name: string, p: PartState) => `| ${mdCell(name)} | ${appliesText(p.applies)} | ${statusText(p.status)} | ${mdCell(p.basis)} |`;
	for (const [i, cell] of g.cells.entries()) {
		const item = items[i]!;
		lines.push(row(item.item, cell.base));
		if (cell.second) lines.push(row(`${item.item} (second part)`, cell.second));
	}
	const gapLines: string[] = [];
	const assessLines: string[] = [];
	for (const [i, cell] of g.cells.entries()) {
		const item = items[i]!;
		const entries: [string, PartState, string][] = [[item.item, cell.base, item.what_to_report]];
		if (cell.second && item.second_part) entries.push([`${item.item} (second part)`, cell.second, item.second_part.what_to_report]);
		for (const [name, p, what] of entries) {
			if (p.gap) gapLines.push(`- **${mdCell(name)}** (${statusText(p.status)}): a complete report would give: ${mdCell(what)}`);
			else if (p.applies !== 'does_not_apply' && p.status === 'not_assessed') {
				assessLines.push(`- **${mdCell(name)}**${p.applies === 'unknown' ? ' (applicability unknown)' : ''}: ${mdCell(p.basis)}`);
			}
		}
	}
	lines.push('', `### Gaps (${gapLines.length})`, '', ...(gapLines.length ? gapLines : ['None.']));
	lines.push('', `### ${checklistStatuses.not_assessed.label} (${assessLines.length})`, '', ...(assessLines.length ? assessLines : ['None.']));
	lines.push('', `Legend: ${statusLegend()}. \`not_assessed\` is never counted as a gap.`);
	return `${lines.join('\n')}\n`;
}

/** Every checklist status as its symbol and lower-case label, in the vocabulary's order ("● reported · ◐ partly reported · …"). */
function statusLegend(): string {
	return Object.values(statusDisplay)
		.map((d) => `${d.symbol} ${d.text.toLowerCase()}`)
		.join(' · ');
}

/** A compact table of all studies for the terminal: one symbol per item, then counts. */
export function gapTable(analysis: GapAnalysis): string {
	const head = analysis.items.map((_, i) => String(i + 1).padStart(2));
	const nameWidth = Math.max(5, ...analysis.studies.map((s) => s.shortName.length));
	const lines = [`${'Study'.padEnd(nameWidth)}  ${head.join(' ')}   gaps  not assessed`];
	for (const s of analysis.studies) {
		const marks = s.cells.map((c) => ` ${statusDisplay[c.base.status].symbol}${c.second?.gap ? '*' : ' '}`.slice(0, 3));
		lines.push(
			`${s.shortName.padEnd(nameWidth)}  ${marks
				.join('')
				.trimEnd()
				.padEnd(head.length * 3 - 1)}   ${String(s.gaps).padStart(4)}  ${String(s.notAssessed).padStart(12)}`,
		);
	}
	lines.push('', 'Items:', ...analysis.items.map((item, i) => `${String(i + 1).padStart(2)}. ${item.item}`));
	lines.push('', `Legend: ${statusLegend()} · * second part is a gap`);
	return lines.join('\n');
}
