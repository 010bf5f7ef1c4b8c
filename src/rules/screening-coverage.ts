/**
 * The screening and the records agree: a candidate's record exists; an included candidate's record
 * is a reading of the paper (errors, in data/screening.yaml). Every record read from a paper and
 * every record kept at its stated design should have a candidate that says why, so a reader can
 * always learn how a study came in or why the review's study was not read from its paper: a record
 * without one gets a warning, so a contributor's new record is valid before its screening entry is
 * written. Checked for the project's own studies/ folder only: the screening describes those
 * records, not a folder of fixtures or synthetic ones.
 */
import type { Problem } from '../lib/problems.ts';
import type { SourceFile } from '../lib/source-file.ts';
import type { Screening } from '../schema/screening.ts';
import { problemAt, type Rule } from './types.ts';

const RULE = 'screening-coverage';

export const screeningCoverage: Rule = {
	name: RULE,
	description: 'Candidates name records that exist; every paper reading and every stated-design record has a screening entry that says why.',
	needsFramework: true,
	scope: 'corpus',
	check: ({ records, framework, dataFiles, ownStudies }) => {
		const file = dataFiles['screening.yaml'] as SourceFile<Screening> | undefined;
		// The screening describes the project's own records; another folder is not held against it.
		if (!file || !ownStudies) return [];
		const out: Problem[] = [];
		const byId = new Map(records.flatMap((r) => (r.data.id ? [[r.data.id, r] as const] : [])));
		const screened = new Map<string, number>();
		framework.screening.candidates.forEach((c, i) => {
			if (!c.record) return;
			screened.set(c.record, i);
			const record = byId.get(c.record);
			if (!record) {
				out.push(
					problemAt(
						RULE,
						file,
						['candidates', i, 'record'],
						`no study record has the id "${c.record}"`,
						'name the record by its id (the file name without .yaml), or remove record',
					),
				);
			} else if (c.decision === 'included' && record.data.provenance?.source !== 'paper') {
				out.push(
					problemAt(
						RULE,
						file,
						['candidates', i, 'decision'],
						`"${c.record}" is included, but its record is not a reading of the paper (provenance source ${record.data.provenance?.source ?? 'unknown'})`,
						'include a candidate once its paper has been read; until then its decision is not_retrievable or excluded',
					),
				);
			}
		});
		for (const r of records) {
			const d = r.data;
			if (!d.id || !d.provenance || screened.has(d.id)) continue;
			const needs = d.provenance.source === 'paper' ? 'a reading of the paper' : d.depth === 'stated_design' ? 'kept at its stated design' : undefined;
			if (!needs) continue;
			out.push(
				problemAt(
					RULE,
					r,
					['id'],
					`this record is ${needs}, but data/screening.yaml has no candidate for it`,
					`add a candidate to data/screening.yaml with record: ${d.id}, found_by (a query number or a source id), its decision and the reason (for a study of the review not read from its paper, say why: e.g. full text not found); CONTRIBUTING.md shows one`,
					{ severity: 'warning' },
				),
			);
		}
		return out;
	},
};
