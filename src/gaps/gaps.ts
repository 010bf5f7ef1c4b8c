/**
 * Checklist gap analysis over typed studies: for every study and item, whether the item (and its
 * conditional second part) applies, what the record says, and whether that is a gap. A gap is an
 * applicable part recorded `not_reported` or `partial`; `not_assessed` is its own state, never a
 * gap and never reported. Pure functions; no Astro.
 */
import type { Framework } from '../schema/framework.ts';
import type { ChecklistStatus, Study } from '../schema/study.ts';
import { applicabilityOf, type Applicability, type ChecklistItem } from '../model/applicability.ts';

export interface PartState {
	applies: Applicability;
	status: ChecklistStatus;
	note: string | undefined;
	basis: string;
	/** Applicable and recorded not_reported or partial. */
	gap: boolean;
}

export interface CellState {
	study: string;
	item: ChecklistItem['id'];
	base: PartState;
	/** Present for the two items with a conditional second part. */
	second: PartState | undefined;
}

interface Entry {
	status: ChecklistStatus;
	note?: string | undefined;
	basis: string;
	second_part?: { status: ChecklistStatus; note?: string | undefined; basis: string } | undefined;
}

export function isGap(applies: Applicability, status: ChecklistStatus): boolean {
	return applies === 'applies' && (status === 'not_reported' || status === 'partial');
}

function part(applies: Applicability, entry: { status: ChecklistStatus; note?: string | undefined; basis: string }): PartState {
	return { applies, status: entry.status, note: entry.note, basis: entry.basis, gap: isGap(applies, entry.status) };
}

export function cellState(study: Study, item: ChecklistItem): CellState {
	const entry = study.checklist[item.id] as Entry;
	const a = applicabilityOf(item, study.design);
	let second: PartState | undefined;
	if (a.second !== undefined) {
		// A record may omit the second part only where the base item does not apply (rule-checked).
		second = entry.second_part
			? part(a.second, entry.second_part)
			: part(a.second, { status: 'not_applicable', basis: 'The item itself does not apply to this design.' });
	}
	return { study: study.id, item: item.id, base: part(a.base, entry), second };
}

export interface StudyGaps {
	id: string;
	shortName: string;
	/** Reading depth: a stated-design record's "not assessed" means the review did not say. */
	depth: Study['depth'];
	cells: CellState[];
	/** Applicable parts recorded not_reported or partial. */
	gaps: number;
	/** Applicable (or possibly applicable) parts recorded not_assessed. */
	notAssessed: number;
	/** Parts that apply. */
	applicable: number;
}

function parts(cell: CellState): PartState[] {
	return cell.second ? [cell.base, cell.second] : [cell.base];
}

export function studyGaps(study: Study, items: readonly ChecklistItem[]): StudyGaps {
	const cells = items.map((item) => cellState(study, item));
	const all = cells.flatMap(parts);
	return {
		id: study.id,
		shortName: study.short_name,
		depth: study.depth,
		cells,
		gaps: all.filter((p) => p.gap).length,
		notAssessed: all.filter((p) => p.applies !== 'does_not_apply' && p.status === 'not_assessed').length,
		applicable: all.filter((p) => p.applies === 'applies').length,
	};
}

export interface ItemSummary {
	item: ChecklistItem['id'];
	label: string;
	/** Among studies to which the item applies. */
	reported: number;
	partial: number;
	notReported: number;
	notAssessed: number;
	/** Studies for which applicability itself is unknown (a design fact is unknown). */
	applicabilityUnknown: number;
	/** Studies to which the item does not apply. */
	notApplicable: number;
}

/** Per-item counts over the base part of each item. */
export function itemSummaries(all: readonly StudyGaps[], items: readonly ChecklistItem[]): ItemSummary[] {
	return items.map((item, i) => {
		const bases = all.map((s) => s.cells[i]!.base);
		const applicable = bases.filter((b) => b.applies === 'applies');
		const count = (status: ChecklistStatus) => applicable.filter((b) => b.status === status).length;
		return {
			item: item.id,
			label: item.item,
			reported: count('reported'),
			partial: count('partial'),
			notReported: count('not_reported'),
			notAssessed: count('not_assessed'),
			applicabilityUnknown: bases.filter((b) => b.applies === 'unknown').length,
			notApplicable: bases.filter((b) => b.applies === 'does_not_apply').length,
		};
	});
}

export interface GapAnalysis {
	items: readonly ChecklistItem[];
	studies: StudyGaps[];
	summaries: ItemSummary[];
}

export function gapAnalysis(studies: readonly Study[], framework: Framework): GapAnalysis {
	const items = framework.checklist.items;
	const all = studies.map((s) => studyGaps(s, items));
	return { items, studies: all, summaries: itemSummaries(all, items) };
}
