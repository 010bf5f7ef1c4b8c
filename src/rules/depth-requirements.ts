/**
 * What each reading depth must state. A record read in full states every field of the design
 * (writing unknown / not_assessed where the paper is silent); a stated_design record may leave
 * them out, but must name the stages of Section 4 that discuss it.
 */
import { formatPath, type Problem } from '../lib/problems.ts';
import { FULL_READING_NON_EMPTY, FULL_READING_REQUIRED } from '../schema/study.ts';
import { problemAt, type Rule } from './types.ts';

const RULE = 'depth-requirements';

export const depthRequirements: Rule = {
	name: RULE,
	description: 'A full reading states every design field; a stated-design record names its stages.',
	needsFramework: false,
	check: ({ studies }) =>
		studies.flatMap((s): Problem[] => {
			if (s.data.reading.depth === 'stated_design') {
				return s.data.stages
					? []
					: [problemAt(RULE, s, ['stages'], 'missing required field "stages": a stated_design record names the stages of Section 4 that discuss it', 'add e.g. stages: [exposure]; one of exposure, retrieval_to_outcome, activation_and_use, library_scale_and_cost, protocol_validity', { atKey: true })];
			}
			const lists = FULL_READING_NON_EMPTY.filter((path) => s.positions.get(path) && (path.reduce<unknown>((v, k) => (v as Record<string, unknown>)[k], s.data) as unknown[]).length === 0).map((path) =>
				problemAt(RULE, s, path, `expected at least 1 item, got 0: a study read in full lists at least one`, 'add an entry; describe it in your own words'),
			);
			return [...lists, ...FULL_READING_REQUIRED.filter((path) => !s.positions.get(path)).map((path) =>
				problemAt(
					RULE,
					s,
					path,
					`missing required field "${formatPath(path)}": a study read in full must state it`,
					'write it out; where the paper is silent use unknown, not_assessed or none_stated (npm run new-study -- <id> --dry-run shows every field)',
					{ atKey: true },
				),
			)];
		}),
};
