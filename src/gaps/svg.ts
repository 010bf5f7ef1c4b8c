/**
 * Standalone SVG figures of the gap analysis for use in a paper: the study x item traffic-light
 * matrix and the per-item stacked bar. Generic fonts only; every status has its own shape and a
 * text legend, so the figures read in black and white. Pure string builders.
 */
import type { ChecklistStatus } from '../schema/study.ts';
import type { Applicability } from '../model/applicability.ts';
import type { GapAnalysis } from './gaps.ts';
import { applicabilityDisplay, statusDisplay } from '../schema/labels.ts';
import { applicabilityStates } from '../schema/vocabulary.ts';

export function xml(text: string): string {
	return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

/**
 * Okabe–Ito colours (a darker vermillion), the same as the cells of the gaps page; shapes carry the
 * meaning, colour repeats it. "Not assessed" is uncoloured, as on the page.
 */
const COLOR: Record<ChecklistStatus, string> = {
	reported: '#0072B2',
	partial: '#E69F00',
	not_reported: '#B3470C',
	not_applicable: '#999999',
	not_assessed: '#666666',
};

const LABEL = (status: ChecklistStatus): string => statusDisplay[status].text;

const FONT = 'font-family="Helvetica, Arial, sans-serif"';

/** One mark: a filled, half-filled or hollow circle, a dash, or a question mark. */
export function mark(status: ChecklistStatus, cx: number, cy: number, r: number, cls: string, title: string): string {
	const c = COLOR[status];
	const t = `<title>${xml(title)}</title>`;
	switch (status) {
		case 'reported':
			return `<g class="${cls}" data-status="${status}">${t}<circle cx="${cx}" cy="${cy}" r="${r}" fill="${c}" stroke="#000" stroke-width="1"/></g>`;
		case 'partial':
			return `<g class="${cls}" data-status="${status}">${t}<circle cx="${cx}" cy="${cy}" r="${r}" fill="#fff" stroke="#000" stroke-width="1"/><path d="M ${cx} ${cy - r} A ${r} ${r} 0 0 0 ${cx} ${cy + r} Z" fill="${c}" stroke="#000" stroke-width="1"/></g>`;
		case 'not_reported':
			return `<g class="${cls}" data-status="${status}">${t}<circle cx="${cx}" cy="${cy}" r="${r}" fill="#fff" stroke="${c}" stroke-width="3"/><path d="M ${cx - r * 0.55} ${cy - r * 0.55} L ${cx + r * 0.55} ${cy + r * 0.55} M ${cx + r * 0.55} ${cy - r * 0.55} L ${cx - r * 0.55} ${cy + r * 0.55}" stroke="#000" stroke-width="1.5"/></g>`;
		case 'not_applicable':
			return `<g class="${cls}" data-status="${status}">${t}<line x1="${cx - r * 0.7}" y1="${cy}" x2="${cx + r * 0.7}" y2="${cy}" stroke="${c}" stroke-width="2"/></g>`;
		case 'not_assessed':
			return `<g class="${cls}" data-status="${status}">${t}<rect x="${cx - r}" y="${cy - r}" width="${2 * r}" height="${2 * r}" fill="#fff" stroke="${c}" stroke-width="1.5" stroke-dasharray="2 2"/><text x="${cx}" y="${cy + r * 0.45}" text-anchor="middle" font-size="${r * 1.3}" ${FONT} fill="#000">?</text></g>`;
	}
}

function legend(x: number, y: number): string {
	const statuses: ChecklistStatus[] = ['reported', 'partial', 'not_reported', 'not_applicable', 'not_assessed'];
	return statuses
		.map(
			(s, i) =>
				`${mark(s, x + i * 130 + 8, y, 7, 'legend-mark', LABEL(s))}<text x="${x + i * 130 + 20}" y="${y + 4}" font-size="11" ${FONT}>${LABEL(s)}</text>`,
		)
		.join('');
}

const APPLIES = (a: Applicability): string => applicabilityDisplay[a].text;

/** Studies down, checklist items across; one mark per cell (the item), a small mark for a second part. */
export function trafficLightSvg(a: GapAnalysis): string {
	const left = 190;
	const top = 150;
	const cell = 34;
	const width = Math.max(left + a.items.length * cell + 70, 680);
	const height = top + a.studies.length * cell + 60;
	const out: string[] = [];
	out.push(
		`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-labelledby="title desc">`,
		`<title id="title">Reporting checklist by study</title>`,
		`<desc id="desc">For each study (rows) and each item of the reporting checklist (columns), whether the study reports it. A small mark at the lower right shows the conditional second part of an item.</desc>`,
		`<rect width="100%" height="100%" fill="#fff"/>`,
	);
	a.items.forEach((item, j) => {
		const x = left + j * cell + cell / 2;
		out.push(`<text transform="translate(${x + 4} ${top - 8}) rotate(-55)" font-size="11" ${FONT}>${xml(item.item)}</text>`);
	});
	out.push(`<text x="${left + a.items.length * cell + 10}" y="${top - 8}" font-size="11" font-weight="bold" ${FONT}>Gaps</text>`);
	a.studies.forEach((s, i) => {
		const y = top + i * cell + cell / 2;
		out.push(`<text x="${left - 8}" y="${y + 4}" text-anchor="end" font-size="12" ${FONT}>${xml(s.shortName)}</text>`);
		if (i % 2 === 0) out.push(`<rect x="${left}" y="${y - cell / 2}" width="${a.items.length * cell}" height="${cell}" fill="#f2f2f2"/>`);
		s.cells.forEach((c, j) => {
			const x = left + j * cell + cell / 2;
			const item = a.items[j]!;
			out.push(mark(c.base.status, x, y, 10, 'mark', `${s.shortName}, ${item.item}: ${LABEL(c.base.status)} (${APPLIES(c.base.applies)})`));
			if (c.second)
				out.push(
					mark(
						c.second.status,
						x + 11,
						y + 11,
						4.5,
						'mark-second',
						`${s.shortName}, ${item.item}, second part: ${LABEL(c.second.status)} (${APPLIES(c.second.applies)})`,
					),
				);
		});
		out.push(`<text x="${left + a.items.length * cell + 20}" y="${y + 4}" font-size="12" ${FONT}>${s.gaps}</text>`);
	});
	out.push(legend(20, height - 24), '</svg>');
	return `${out.join('\n')}\n`;
}

/** Per item: how many studies (to which it applies) report, partly report, do not report, were not assessed. */
export function summarySvg(a: GapAnalysis): string {
	const left = 200;
	const top = 40;
	const row = 28;
	const barWidth = 420;
	const total = a.studies.length || 1;
	const width = left + barWidth + 40;
	const height = top + a.summaries.length * row + 70;
	const segments: [keyof (typeof a.summaries)[number], ChecklistStatus | 'unknown', string][] = [
		['reported', 'reported', statusDisplay.reported.text],
		['partial', 'partial', statusDisplay.partial.text],
		['notReported', 'not_reported', statusDisplay.not_reported.text],
		['notAssessed', 'not_assessed', statusDisplay.not_assessed.text],
		['applicabilityUnknown', 'unknown', applicabilityStates.unknown.label],
		['notApplicable', 'not_applicable', statusDisplay.not_applicable.text],
	];
	const pattern: Record<string, string> = {
		reported: `fill="${COLOR.reported}"`,
		partial: 'fill="url(#hatch)"',
		not_reported: `fill="${COLOR.not_reported}"`,
		not_assessed: 'fill="url(#dots)"',
		unknown: 'fill="#ffffff"',
		not_applicable: 'fill="#dddddd"',
	};
	const out: string[] = [
		`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-labelledby="title desc">`,
		`<title id="title">Reporting checklist: studies per status, by item</title>`,
		`<desc id="desc">For each checklist item, the number of studies in each state, out of ${a.studies.length}. Patterns as well as colours distinguish the states.</desc>`,
		`<defs><pattern id="hatch" width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect width="6" height="6" fill="${COLOR.partial}"/><line x1="0" y1="0" x2="0" y2="6" stroke="#000" stroke-width="1.5"/></pattern>`,
		`<pattern id="dots" width="6" height="6" patternUnits="userSpaceOnUse"><rect width="6" height="6" fill="#ffffff"/><circle cx="3" cy="3" r="1.2" fill="#000"/></pattern></defs>`,
		`<rect width="100%" height="100%" fill="#fff"/>`,
	];
	a.summaries.forEach((s, i) => {
		const y = top + i * row;
		out.push(`<text x="${left - 8}" y="${y + 15}" text-anchor="end" font-size="12" ${FONT}>${xml(s.label)}</text>`);
		let x = left;
		for (const [key, status, name] of segments) {
			const n = s[key] as number;
			if (n === 0) continue;
			const w = (n / total) * barWidth;
			out.push(
				`<g class="segment" data-status="${status}"><title>${xml(`${s.label}: ${name}, ${n} of ${a.studies.length} studies`)}</title><rect x="${x}" y="${y}" width="${w}" height="20" ${pattern[status]} stroke="#000" stroke-width="0.75"/>${w >= 14 ? `<text x="${x + w / 2}" y="${y + 14}" text-anchor="middle" font-size="11" ${FONT} fill="#000" stroke="#fff" stroke-width="2.5" paint-order="stroke">${n}</text>` : ''}</g>`,
			);
			x += w;
		}
	});
	const ly = height - 40;
	segments.forEach(([, status, name], i) => {
		const lx = 20 + (i % 3) * 210;
		const yy = ly + Math.floor(i / 3) * 18;
		out.push(
			`<rect x="${lx}" y="${yy - 10}" width="14" height="12" ${pattern[status]} stroke="#000" stroke-width="0.75"/><text x="${lx + 20}" y="${yy}" font-size="11" ${FONT}>${name}</text>`,
		);
	});
	out.push('</svg>');
	return `${out.join('\n')}\n`;
}
