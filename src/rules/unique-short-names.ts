/** Two records with one short name look the same in the matrix, the compare lists and search: a warning that names both files. */
import { problemAt, type Rule } from './types.ts';

export const uniqueShortNames: Rule = {
	name: 'unique-short-names',
	description: 'No two studies share a short name.',
	needsFramework: false,
	scope: 'corpus',
	check: ({ records }) => {
		const first = new Map<string, string>();
		return records.flatMap((s) => {
			const name = s.data.short_name;
			if (typeof name !== 'string') return [];
			const key = name.trim().toLowerCase();
			const earlier = first.get(key);
			if (earlier === undefined) {
				first.set(key, s.file);
				return [];
			}
			return [
				problemAt(
					'unique-short-names',
					s,
					['short_name'],
					`short_name "${name}" is also the short name of ${earlier}`,
					'give each study a short name that tells it apart (e.g. add the year or the benchmark)',
					{ severity: 'warning' },
				),
			];
		});
	},
};
