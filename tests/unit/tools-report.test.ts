/** The /tools/ page's pure parts: the report's Markdown read into blocks, and the number-field checks. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { analyze } from '../../src/estimands/estimands.ts';
import { estimandReportMarkdown } from '../../src/estimands/report.ts';
import { parseRunTable } from '../../src/estimands/runs.ts';
import { parseInline, parseReport, REPORT_TITLE_LEVEL } from '../../src/client/report-dom.ts';
import { checkNumber } from '../../src/client/tools.ts';
import { ROOT } from '../helpers/paths.ts';

describe('the report as blocks', () => {
	const { table } = parseRunTable(readFileSync(`${ROOT}/public/examples/runs.csv`, 'utf8'));
	const md = estimandReportMarkdown(analyze(table!, { epsilon: 0.05, alpha: 0.05 }), { file: 'runs.csv' });
	const blocks = parseReport(md);

	it('keeps every heading, moved down under the analyzer’s section, and every table row', () => {
		const headings = md.split('\n').filter((l) => /^#{1,3} /.test(l));
		const shift = REPORT_TITLE_LEVEL - 1;
		expect(blocks.filter((b) => b.kind === 'heading').map((b) => (b.kind === 'heading' ? `${'#'.repeat(b.level - shift)} ${b.text}` : ''))).toEqual(headings);
		const tableLines = md.split('\n').filter((l) => l.startsWith('|') && !/^\|( ?-+ ?\|)+$/.test(l.replace(/ /g, '')) && !/^\| ---/.test(l));
		const rows = blocks.flatMap((b) => (b.kind === 'table' ? [b.head, ...b.rows] : []));
		expect(rows).toHaveLength(tableLines.length);
	});

	it('loses no text: the words of the Markdown are the words of the blocks', () => {
		const words = (s: string) =>
			s
				.replace(/\*\*|`/g, '')
				.replace(/^#+ |^- |\|/gm, ' ')
				.split(/\s+/)
				.filter((w) => w && !/^-{3,}$/.test(w));
		const text = blocks
			.map((b) =>
				b.kind === 'heading'
					? b.text
					: b.kind === 'paragraph'
						? b.inline.map((i) => i.text).join('')
						: b.kind === 'list'
							? b.items.map((it) => it.map((i) => i.text).join('')).join(' ')
							: [b.head, ...b.rows].map((r) => r.map((c) => c.map((i) => i.text).join('')).join(' ')).join(' '),
			)
			.join(' ');
		expect(words(text)).toEqual(words(md));
	});

	it('reads bold and code spans, and leaves markup characters in names as text', () => {
		expect(parseInline('a **b** and `c` <img src=x>')).toEqual([
			{ kind: 'text', text: 'a ' },
			{ kind: 'strong', text: 'b' },
			{ kind: 'text', text: ' and ' },
			{ kind: 'code', text: 'c' },
			{ kind: 'text', text: ' <img src=x>' },
		]);
	});
});

describe('number fields', () => {
	it('accept values in range and say what is wrong otherwise', () => {
		expect(checkNumber('0.3', { min: 0, max: 1 })).toEqual({ value: 0.3 });
		expect(checkNumber('1.7', { min: 0, max: 1 })).toEqual({ message: '1.7 is out of range; enter a number between 0 and 1.' });
		expect(checkNumber('', { min: 0.0001, max: 0.5 })).toEqual({ message: 'Enter a number between 0.0001 and 0.5.' });
		expect(checkNumber('abc', { min: 0 })).toEqual({ message: '“abc” is not a number; enter a number of at least 0.' });
		expect(checkNumber('2.5', { min: 1, max: 60, whole: true })).toEqual({ message: 'Enter a whole number between 1 and 60.' });
		expect(checkNumber('-3', {})).toEqual({ value: -3 });
	});
});
