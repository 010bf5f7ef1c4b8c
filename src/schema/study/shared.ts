/**
 * Small building blocks that several parts of the study record use: the "not_assessed" answer, a
 * calendar date, and a snake_case id.
 */
import { z } from 'zod';
import { described } from '../common.ts';

export const NotAssessed = described(z.literal('not_assessed'), 'The source of this record does not say.');

export const IsoDate = described(z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'write the date as YYYY-MM-DD' }), 'A calendar date, YYYY-MM-DD.');

export const SnakeId = (description: string, example: string) =>
	described(z.string().regex(/^[a-z0-9]+(?:_[a-z0-9]+)*$/, { message: `use snake_case, e.g. ${example}` }), description);
