import { describe, expect, it } from 'vitest';
import { check, FIXTURE, withId } from '../../tests/helpers/rule-context.ts';
import { reviewAccount } from './review-account.ts';

const ACCOUNT = `review_account:
  version_read: unknown
  tables: []
  sections: ["4.1"]
  summary: The review groups this study with set retrieval.
  disagreements: []
`;
const cited = (text: string) => text.replace('paper:\n', 'paper:\n  review_ref: 1\n');

describe('review-account', () => {
	it('is silent on a reading of a cited study with the review’s account, and on one beyond the review without it', () => {
		expect(check(reviewAccount, [withId('cited', `${cited(FIXTURE)}\n${ACCOUNT}`), FIXTURE])).toEqual([]);
	});

	it('asks a reading of a cited study for the review’s account, and refuses one on a study the review does not cite', () => {
		const problems = check(reviewAccount, [withId('cited', cited(FIXTURE)), withId('beyond', `${FIXTURE}\n${ACCOUNT}`)]);
		expect(problems.map((p) => [p.rule, p.file, p.path])).toEqual([
			['review-account', 'studies/cited.yaml', 'paper.review_ref'],
			['review-account', 'studies/beyond.yaml', 'review_account'],
		]);
	});
});
