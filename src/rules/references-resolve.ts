/**
 * Every reference number used anywhere (a study's paper, related works, examples in the framework)
 * names an entry of data/references.yaml, the bibliography is numbered 1..N without gaps, and
 * every related study id names a record of this database.
 */
import type { PathSegment, Problem } from '../lib/problems.ts';
import type { SourceFile } from '../lib/source-file.ts';
import { problemAt, type Rule } from './types.ts';

export const referencesResolve: Rule = {
	name: 'references-resolve',
	description: 'Reference numbers resolve to data/references.yaml, which is numbered 1..N; related study ids name records.',
	needsFramework: true,
	scope: 'corpus',
	check: ({ records, framework, dataFiles, broken }) => {
		const out: Problem[] = [];
		const refs = framework.references.references;
		const known = new Set(refs.map((r) => r.n));
		const max = refs.length;
		const refFile = dataFiles['references.yaml']!;
		refs.forEach((r, i) => {
			if (r.n !== i + 1) {
				out.push(
					problemAt(
						'references-resolve',
						refFile,
						['references', i, 'n'],
						`reference ${i + 1} of the list is numbered ${r.n}`,
						`number the entries 1..${max} in order, as in the review`,
					),
				);
			}
		});
		const check = (source: SourceFile<unknown>, path: PathSegment[], n: number) => {
			if (!known.has(n)) {
				out.push(
					problemAt(
						'references-resolve',
						source,
						path,
						`reference ${n} does not exist in data/references.yaml`,
						`the bibliography has references 1..${max}; add the missing entry or fix the number`,
					),
				);
			}
		};
		const ids = new Set(records.flatMap((s) => (s.data.id ? [s.data.id] : [])));
		for (const s of records) {
			if (s.data.paper?.review_ref !== undefined) check(s, ['paper', 'review_ref'], s.data.paper.review_ref);
			s.data.related_refs?.forEach((n, i) => check(s, ['related_refs', i], n));
			s.data.related_studies?.forEach((id, i) => {
				if (id === s.data.id) {
					out.push(problemAt('references-resolve', s, ['related_studies', i], `a study cannot be related to itself ("${id}")`, 'remove the entry'));
				} else if (!ids.has(id) && !broken?.has(id)) {
					out.push(
						problemAt(
							'references-resolve',
							s,
							['related_studies', i],
							`no study record has the id "${id}"`,
							`related_studies names records by id, the file name without .yaml (studies/${id}.yaml does not exist); a work without a record goes in related_refs if the review cites it, else in notes`,
						),
					);
				}
			});
		}
		const q = dataFiles['quantities.yaml']!;
		framework.quantities.quantities.forEach((row, i) => row.examples.forEach((n, j) => check(q, ['quantities', i, 'examples', j], n)));
		const l = dataFiles['levels.yaml']!;
		framework.levels.levels.forEach((row, i) => row.examples.forEach((n, j) => check(l, ['levels', i, 'examples', j], n)));
		return out;
	},
};
