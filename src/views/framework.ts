/** Views of the framework derived from the records: which studies estimate, touch or miss what. */
import type { Study } from '../schema/study.ts';

/** Studies per quantity id (Table 2 rows and "other"), in study order. */
export function studiesByQuantity(studies: readonly Study[]): Map<string, Study[]> {
	const out = new Map<string, Study[]>();
	for (const s of studies) {
		if (s.quantities === 'not_assessed') continue;
		for (const q of s.quantities) out.set(q.id, [...(out.get(q.id) ?? []), s]);
	}
	return out;
}

/** Studies per measurement level. */
export function studiesByLevel(studies: readonly Study[]): Map<string, Study[]> {
	const out = new Map<string, Study[]>();
	for (const s of studies) for (const l of s.levels) out.set(l, [...(out.get(l) ?? []), s]);
	return out;
}

/** Studies whose reported results condition on each trigger event. */
export function studiesByTrigger(studies: readonly Study[]): Map<string, Study[]> {
	const out = new Map<string, Study[]>();
	for (const s of studies) {
		const e = s.trigger?.event;
		if (e && e !== 'none' && e !== 'unknown') out.set(e, [...(out.get(e) ?? []), s]);
	}
	return out;
}
