/**
 * The review's account stays beside a reading of the paper: a record that reads from the paper a
 * study the review cites (paper.review_ref) keeps what the review says of it in review_account; a
 * record made from the review itself, or of a paper the review does not cite, has none.
 */
import type { Problem } from '../lib/problems.ts';
import { problemAt, type Rule } from './types.ts';

const RULE = 'review-account';

export const reviewAccount: Rule = {
	name: RULE,
	description: 'A reading of the paper of a study the review cites keeps the review’s account beside it; no other record has one.',
	needsFramework: false,
	scope: 'record',
	check: ({ records }) =>
		records.flatMap((s): Problem[] => {
			const { provenance, paper, review_account: account } = s.data;
			if (!provenance || !paper) return [];
			const cited = paper.review_ref !== undefined;
			if (provenance.source === 'paper' && cited && !account) {
				return [
					problemAt(
						RULE,
						s,
						['paper', 'review_ref'],
						'a reading of the paper of a study the review cites keeps the review’s account beside it: review_account is missing',
						'add review_account with the review’s version read, tables, sections, a summary of what it says, and every point where it and the paper disagree (npm run new-study -- <id> --dry-run shows the fields)',
					),
				];
			}
			if (account && provenance.source === 'review') {
				return [
					problemAt(
						RULE,
						s,
						['review_account'],
						'a record made from the review has no separate review account: its provenance is the review',
						'remove review_account',
						{ atKey: true },
					),
				];
			}
			if (account && !cited) {
				return [
					problemAt(
						RULE,
						s,
						['review_account'],
						'review_account belongs to a study the review cites, and paper.review_ref is not set',
						'give paper.review_ref, or remove review_account',
						{ atKey: true },
					),
				];
			}
			return [];
		}),
};
