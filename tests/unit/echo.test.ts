/**
 * What pages repeat back from a URL (src/lib/text.ts; issue 32): an unknown id or filter value is
 * echoed cut to ECHO_MAX characters with its length, at most ECHO_ITEMS of them; a search text is
 * cut to QUERY_MAX; and the parsers of the compare page and the studies table read at most
 * LIST_PARAM_MAX values of one parameter. A link of 100 kB used to come back whole as page text.
 */
import { describe, expect, it } from 'vitest';
import { capQuery, echo, ECHO_MAX, echoList, LIST_PARAM_MAX, queryCutNotice, QUERY_MAX } from '../../src/lib/text.ts';
import { parseCompareState } from '../../src/views/compare.ts';
import { parseState } from '../../src/views/matrix-state.ts';

describe('echo', () => {
	it('keeps a short text whole, and cuts a long one with its length', () => {
		expect(echo('nope')).toBe('nope');
		expect(echo('x'.repeat(ECHO_MAX))).toBe('x'.repeat(ECHO_MAX));
		expect(echo('x'.repeat(100_000))).toBe(`${'x'.repeat(ECHO_MAX)}… (100,000 characters)`);
	});

	it('never cuts a character in half', () => {
		const cut = echo(`${'x'.repeat(ECHO_MAX - 1)}😀${'y'.repeat(50)}`);
		expect(cut).toBe(`${'x'.repeat(ECHO_MAX - 1)}… (${ECHO_MAX + 1 + 50} characters)`);
		expect(cut.isWellFormed()).toBe(true);
	});

	it('lists five values and counts the rest', () => {
		expect(echoList(['a', 'b'])).toEqual(['a', 'b']);
		expect(echoList(Array.from({ length: 1000 }, (_, i) => `id${i}`))).toEqual(['id0', 'id1', 'id2', 'id3', 'id4', '995 more']);
	});
});

describe('capQuery', () => {
	it('keeps a search text up to QUERY_MAX characters, and says how long a longer one was', () => {
		expect(capQuery(null)).toEqual({ q: '' });
		expect(capQuery('tau bench')).toEqual({ q: 'tau bench' });
		expect(capQuery('a'.repeat(400_000))).toEqual({ q: 'a'.repeat(QUERY_MAX), cut: 400_000 });
		expect(queryCutNotice(400_000)).toBe(`The search text in this link is 400,000 characters long; only its first ${QUERY_MAX} are searched.`);
	});
});

describe('URL parsers read a bounded amount', () => {
	it('the studies table: q cut to QUERY_MAX, at most LIST_PARAM_MAX values per facet', () => {
		const state = parseState(`?q=${'a'.repeat(400_000)}&budget=${Array.from({ length: 5000 }, (_, i) => `v${i}`).join(',')}`);
		expect(state.q).toBe('a'.repeat(QUERY_MAX));
		expect(state.filters.budget).toHaveLength(LIST_PARAM_MAX);
	});

	it('the compare page: at most LIST_PARAM_MAX ids', () => {
		const state = parseCompareState(`?ids=${Array.from({ length: 5000 }, (_, i) => `s${i}`).join(',')}`);
		expect(state.ids).toHaveLength(LIST_PARAM_MAX);
		expect(state.ids[0]).toBe('s0');
	});
});
