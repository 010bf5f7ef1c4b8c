/** A study's id is its file name: ids become permalinks, and one name per record avoids drift. */
import path from 'node:path';
import { problemAt, type Rule } from './types.ts';

export const idMatchesFileName: Rule = {
	name: 'id-matches-file-name',
	description: 'The id of a study equals its file name without .yaml.',
	needsFramework: false,
	scope: 'record',
	check: ({ records }) =>
		records.flatMap((s) => {
			const stem = path.basename(s.file, '.yaml');
			return s.data.id === undefined || s.data.id === stem
				? []
				: [
						problemAt(
							'id-matches-file-name',
							s,
							['id'],
							`id "${s.data.id}" does not match the file name "${stem}.yaml"`,
							`set id: ${stem}, or rename the file to ${s.data.id}.yaml`,
						),
					];
		}),
};
