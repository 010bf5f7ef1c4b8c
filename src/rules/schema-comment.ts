/** Study files start with the editor hint that wires them to the JSON Schema (completion as you type). */
import path from 'node:path';
import { makeProblem, type Problem } from '../lib/problems.ts';
import type { Rule } from './types.ts';

import { SCHEMA_COMMENT_PREFIX, STUDY_SCHEMA_COMMENT } from '../schema/common.ts';

export const schemaComment: Rule = {
	name: 'schema-comment',
	description: 'A study file starts with the yaml-language-server $schema line.',
	needsFramework: false,
	scope: 'record',
	readsText: true,
	check: ({ records }) =>
		records.flatMap((s): Problem[] => {
			const first = s.source.split(/\r?\n/, 1)[0] ?? '';
			if (first.startsWith(SCHEMA_COMMENT_PREFIX)) return [];
			return [
				makeProblem({
					rule: 'schema-comment',
					file: s.file,
					position: { line: 1, column: 1 },
					message: `first line is not the editor schema hint (${path.basename(STUDY_SCHEMA_COMMENT)})`,
					tip: `make the first line: ${STUDY_SCHEMA_COMMENT}`,
					severity: 'warning',
				}),
			];
		}),
};
