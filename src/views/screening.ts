/**
 * The PRISMA 2020 flow of the screening (data/screening.yaml), computed from its candidates, and the
 * flow diagram as an accessible SVG whose every number is also in the table beside it.
 */
import type { Candidate, Screening } from '../schema/screening.ts';
import { exclusionCriteria } from '../schema/vocabulary.ts';

const xml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export interface PrismaFlow {
	/** Records identified, from searches of databases (numbered queries) and from each other source (a list, the review's bibliography). */
	identified: { databases: number; other: { source: string; label: string; count: number }[] };
	duplicates: number;
	screened: number;
	excludedAtScreening: { criterion: string; label: string; count: number }[];
	sought: number;
	notRetrieved: number;
	assessed: number;
	excludedAtFullText: { criterion: string; label: string; count: number }[];
	included: number;
	/** Of the included, how many are studies of the review's bibliography (found_by: review). */
	includedFromReview: number;
}

const sum = (rows: readonly { count: number }[]) => rows.reduce((n, r) => n + r.count, 0);

const byCriterion = (list: readonly Candidate[]) =>
	Object.entries(exclusionCriteria)
		.map(([criterion, term]) => ({ criterion, label: term.label, count: list.filter((c) => c.criterion === criterion).length }))
		.filter((r) => r.count > 0);

/** The numbers of each box of the flow diagram. */
export function prismaFlow(screening: Screening): PrismaFlow {
	const all = screening.candidates;
	const duplicates = all.filter((c) => c.decision === 'excluded' && c.criterion === 'duplicate');
	const early = all.filter((c) => c.decision === 'excluded' && c.stage === 'title_abstract' && c.criterion !== 'duplicate');
	const late = all.filter((c) => c.decision === 'excluded' && c.stage === 'full_text' && c.criterion !== 'duplicate');
	const notRetrieved = all.filter((c) => c.decision === 'not_retrievable').length;
	const screened = all.length - duplicates.length;
	const sought = screened - early.length;
	return {
		identified: {
			databases: all.filter((c) => typeof c.found_by === 'number').length,
			other: screening.sources
				.filter((s) => s.kind === 'other')
				.map((s) => ({ source: s.id, label: s.label, count: all.filter((c) => c.found_by === s.id).length })),
		},
		duplicates: duplicates.length,
		screened,
		excludedAtScreening: byCriterion(early),
		sought,
		notRetrieved,
		assessed: sought - notRetrieved,
		excludedAtFullText: byCriterion(late),
		included: all.filter((c) => c.decision === 'included').length,
		includedFromReview: all.filter((c) => c.decision === 'included' && c.found_by === 'review').length,
	};
}

/** The flow as rows of a table: stage, what, count. */
export function prismaRows(flow: PrismaFlow): { stage: string; what: string; count: number }[] {
	return [
		{ stage: 'Identification', what: 'Records identified by searches of databases', count: flow.identified.databases },
		...flow.identified.other.map((o) => ({ stage: 'Identification', what: `Records identified from ${o.label}`, count: o.count })),
		{ stage: 'Identification', what: 'Duplicate records removed', count: flow.duplicates },
		{ stage: 'Screening', what: 'Records screened on title and abstract', count: flow.screened },
		{ stage: 'Screening', what: 'Records excluded on title and abstract', count: sum(flow.excludedAtScreening) },
		...flow.excludedAtScreening.map((r) => ({ stage: 'Screening', what: `— ${r.label}`, count: r.count })),
		{ stage: 'Screening', what: 'Reports sought for retrieval', count: flow.sought },
		{ stage: 'Screening', what: 'Reports not retrieved (full text not found)', count: flow.notRetrieved },
		{ stage: 'Eligibility', what: 'Reports assessed for eligibility on their full text', count: flow.assessed },
		{ stage: 'Eligibility', what: 'Reports excluded after reading', count: sum(flow.excludedAtFullText) },
		...flow.excludedAtFullText.map((r) => ({ stage: 'Eligibility', what: `— ${r.label}`, count: r.count })),
		{ stage: 'Included', what: 'Studies included (read from their papers)', count: flow.included },
	];
}

/**
 * The PRISMA 2020 flow diagram: boxes down the left for the records that go on, boxes to the right
 * for those that leave, with arrows; role="img", a title and a description that states every number.
 */
export function prismaSvg(flow: PrismaFlow): string {
	const W = 760;
	const boxW = 340;
	const sideW = 330;
	const left = 20;
	const right = left + boxW + 50;
	const lines = (items: string[]) => items;
	type Box = { x: number; y: number; w: number; text: string[] };
	const main: Box[] = [];
	const side: Box[] = [];
	let y = 20;
	const add = (list: Box[], x: number, w: number, text: string[]) => {
		const box = { x, y, w, text };
		list.push(box);
		return box;
	};
	add(
		main,
		left,
		boxW,
		lines([
			`Records identified (n = ${flow.identified.databases + sum(flow.identified.other)})`,
			`from database searches: ${flow.identified.databases}`,
			...flow.identified.other.map((o) => `from ${o.label}: ${o.count}`),
		]),
	);
	add(side, right, sideW, lines([`Duplicates removed (n = ${flow.duplicates})`]));
	y += Math.max(90, 40 + 16 * (2 + flow.identified.other.length));
	add(main, left, boxW, lines([`Records screened (n = ${flow.screened})`]));
	add(
		side,
		right,
		sideW,
		lines([`Excluded on title and abstract (n = ${sum(flow.excludedAtScreening)})`, ...flow.excludedAtScreening.map((r) => `${r.label}: ${r.count}`)]),
	);
	y += Math.max(90, 30 + 16 * flow.excludedAtScreening.length);
	add(main, left, boxW, lines([`Reports sought for retrieval (n = ${flow.sought})`]));
	add(side, right, sideW, lines([`Reports not retrieved (n = ${flow.notRetrieved})`, 'full text not found']));
	y += 90;
	add(main, left, boxW, lines([`Reports assessed for eligibility (n = ${flow.assessed})`]));
	add(
		side,
		right,
		sideW,
		lines([`Excluded after reading (n = ${sum(flow.excludedAtFullText)})`, ...flow.excludedAtFullText.map((r) => `${r.label}: ${r.count}`)]),
	);
	y += Math.max(90, 30 + 16 * flow.excludedAtFullText.length);
	add(main, left, boxW, lines([`Studies included (n = ${flow.included})`, `of them the review’s own: ${flow.includedFromReview}`]));
	const H = y + 80;
	const height = (b: Box) => 14 + 16 * b.text.length;
	const rect = (b: Box) =>
		`<g><rect x="${b.x}" y="${b.y}" width="${b.w}" height="${height(b)}" rx="4" fill="#fff" stroke="#000"/>${b.text
			.map((t, i) => `<text x="${b.x + 10}" y="${b.y + 20 + 16 * i}" font-size="13"${i === 0 ? ' font-weight="bold"' : ''}>${xml(t)}</text>`)
			.join('')}</g>`;
	const arrows = [
		...main.slice(0, -1).map((b, i) => {
			const next = main[i + 1]!;
			return `<path d="M ${b.x + b.w / 2} ${b.y + height(b)} V ${next.y - 4}" stroke="#000" marker-end="url(#arrow)"/>`;
		}),
		...side.map((s) => {
			const from = main.find((b) => b.y === s.y)!;
			return `<path d="M ${from.x + from.w} ${from.y + 16} H ${s.x - 4}" stroke="#000" marker-end="url(#arrow)"/>`;
		}),
	];
	const description = prismaRows(flow)
		.map((r) => `${r.what}: ${r.count}`)
		.join('. ');
	return `<svg xmlns="http://www.w3.org/2000/svg" role="img" aria-labelledby="prisma-title prisma-desc" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" font-family="Helvetica, Arial, sans-serif"><title id="prisma-title">PRISMA 2020 flow of the screening</title><desc id="prisma-desc">${xml(description)}.</desc><defs><marker id="arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="8" markerHeight="8" orient="auto-start-reverse"><path d="M 0 0 L 10 5 L 0 10 z"/></marker></defs>${[...main, ...side].map(rect).join('')}${arrows.join('')}</svg>`;
}
