/**
 * The checklist's short column headings live in data/checklist.yaml beside each item's name, so
 * the gap grid and its legend read them from the data and a new item brings its own heading.
 */
import { describe, expect, it } from 'vitest';
import { loadCorpus } from '../../src/corpus/load.ts';
import { ChecklistFileSchema } from '../../src/schema/framework.ts';
import { ROOT } from '../helpers/paths.ts';

describe('checklist short headings', () => {
	const items = loadCorpus({ root: ROOT }).framework!.checklist.items;

	it('every item has one, and no two items share it', () => {
		for (const item of items) expect(item.short, item.id).toMatch(/^\S{1,8}$/);
		expect(new Set(items.map((i) => i.short.toLowerCase())).size).toBe(items.length);
	});

	it('the schema rejects a missing heading, a long one and a repeated one', () => {
		const [first, second, ...rest] = items;
		const { short: _dropped, ...noShort } = first!;
		expect(ChecklistFileSchema.safeParse({ items: [noShort, second, ...rest] }).success).toBe(false);
		expect(ChecklistFileSchema.safeParse({ items: [{ ...first, short: 'Far too long' }, second, ...rest] }).success).toBe(false);
		const repeated = ChecklistFileSchema.safeParse({ items: [first, { ...second, short: first!.short }, ...rest] });
		expect(repeated.success).toBe(false);
		expect(repeated.error?.issues.map((i) => i.message).join()).toContain('used by another item');
		expect(ChecklistFileSchema.safeParse({ items }).success).toBe(true);
	});
});
