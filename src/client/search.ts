/**
 * The search page: Pagefind loads only here and only when this script runs. Filters and the query
 * live in the URL. Result excerpts are built as text nodes and <mark> elements, never as HTML.
 */
import { latinize } from '../lib/latin.ts';
import { capQuery, queryCutNotice, QUERY_MAX } from '../lib/text.ts';
import { replaceQuery } from './live-form.ts';
import { facetSpec, searchFacets } from '../views/facets.ts';

interface PagefindResultData {
	url: string;
	excerpt: string;
	meta: Record<string, string>;
}
/** One page found: its id, and where on the page the query's words matched (word positions). */
export interface PagefindHit {
	id: string;
	words: number[];
	data(): Promise<PagefindResultData>;
}
interface Pagefind {
	options(o: Record<string, unknown>): Promise<void>;
	filters(): Promise<Record<string, Record<string, number>>>;
	search(q: string | null, o?: { filters?: Record<string, { any: string[] }> }): Promise<{ results: PagefindHit[] }>;
	preload(term: string): Promise<void>;
}

/** Results shown at first, and added by each "Show more results". */
export const PAGE_SIZE = 30;

/**
 * Whether a result matched on a real word: some highlighted run of its excerpt is at least three
 * letters long. A result whose only matches are initials ("M" of an author) is left out.
 */
export function matchesRealWord(excerpt: string): boolean {
	return excerptParts(excerpt).some((p) => p.mark && p.text.replace(/[^\p{L}\p{N}]/gu, '').length >= 3);
}

/** Splits a Pagefind excerpt into plain text and highlighted runs; any other markup is dropped. */
export function excerptParts(excerpt: string): { text: string; mark: boolean }[] {
	const decode = (s: string) => {
		const doc = new DOMParser().parseFromString(`<!doctype html><body>${s}`, 'text/html');
		return doc.body.textContent ?? '';
	};
	const out: { text: string; mark: boolean }[] = [];
	let mark = false;
	for (const piece of excerpt.split(/(<mark>|<\/mark>)/)) {
		if (piece === '<mark>') mark = true;
		else if (piece === '</mark>') mark = false;
		else if (piece) out.push({ text: decode(piece), mark });
	}
	return out;
}

/**
 * The searches one query runs. A name is spelled in Latin letters (τ-bench as tau-bench, as the
 * study pages index it: src/lib/latin.ts). A query of several words, split by spaces or hyphens,
 * is also searched as one word, the way Pagefind reads a hyphenated word: "tau bench", "tau-bench"
 * and "τ-bench" all run `taubench` and `tau bench`, so they find the same pages in the same order.
 */
export function queryForms(typed: string): { joined?: string; words: string } {
	const parts = latinize(typed)
		.split(/[\s\-‐–]+/)
		.filter(Boolean);
	return parts.length > 1 ? { joined: parts.join(''), words: parts.join(' ') } : { words: parts.join(' ') };
}

/**
 * Pages where the query's words stand next to each other, in as many consecutive positions as the
 * query has words ("token budget" as a phrase), before pages that only hold the words apart; the
 * order within each group stays Pagefind's.
 */
export function phraseFirst<T extends { words: number[] }>(hits: T[], wordCount: number): T[] {
	if (wordCount < 2) return hits;
	const hasRun = (words: number[]) => {
		const at = new Set(words);
		return words.some((w) => Array.from({ length: wordCount - 1 }, (_, i) => w + i + 1).every((n) => at.has(n)));
	};
	const phrase = hits.filter((h) => hasRun(h.words));
	return [...phrase, ...hits.filter((h) => !phrase.includes(h))];
}

/**
 * One list from the two searches of a query (queryForms). The pages found by the query written as
 * one word come first only when that search singled some out (found fewer pages than the words
 * apart): "taubench" finds the τ-bench pages; "tokenbudget", a word no page has, Pagefind splits
 * back into its parts and finds everything, which says nothing. The rest follow with the pages
 * holding the words as a phrase first.
 */
export function mergeForms<T extends { id: string; words: number[] }>(joined: T[], words: T[], wordCount: number): T[] {
	const first = joined.length > 0 && joined.length < words.length ? joined : [];
	const ids = new Set(first.map((r) => r.id));
	return [
		...first,
		...phraseFirst(
			words.filter((r) => !ids.has(r.id)),
			wordCount,
		),
	];
}

export async function startSearch(doc: Document): Promise<void> {
	const form = doc.getElementById('search-form') as HTMLFormElement;
	const input = doc.getElementById('search-q') as HTMLInputElement;
	const filterBox = doc.getElementById('search-filters')!;
	const status = doc.getElementById('search-status')!;
	const list = doc.getElementById('search-results')!;
	const more = doc.getElementById('search-more') as HTMLButtonElement | null;
	const base = import.meta.env.BASE_URL;
	const params = new URLSearchParams(location.search);
	// a long text is cut, and the page says so: Pagefind splits and looks up every word of it at every keystroke
	const linkQuery = capQuery(params.get('q'));
	input.maxLength = QUERY_MAX;
	input.value = linkQuery.q;
	const note = doc.getElementById('search-note');
	if (note && linkQuery.cut !== undefined) {
		note.textContent = queryCutNotice(linkQuery.cut);
		note.hidden = false;
	}

	status.textContent = 'Loading search…';
	const pagefind = (await import(/* @vite-ignore */ `${base}pagefind/pagefind.js`)) as Pagefind;
	// A study page is long because of its tables and results, not because it is less about its
	// terms: a weaker length penalty keeps a study whose design has a trait above the framework
	// pages that define the trait (tests/browser/site.test.ts asks for exactly that).
	// A page whose title matches the query (a study's name) ranks above pages that only mention it.
	await pagefind.options({ baseUrl: base, ranking: { pageLength: 0.1, metaWeights: { title: 30 } } });
	const available = await pagefind.filters();

	// Filters in the facet registry's order, each headed by its label there (Pagefind names them by facet id).
	const order = searchFacets();
	const rank = (name: string) => (order.includes(name) ? order.indexOf(name) : order.length);
	for (const [name, values] of Object.entries(available).sort(([a], [b]) => rank(a) - rank(b))) {
		const fieldset = doc.createElement('fieldset');
		const legend = doc.createElement('legend');
		legend.textContent = facetSpec(name)?.label ?? name;
		fieldset.append(legend);
		for (const value of Object.keys(values).sort()) {
			const labelEl = doc.createElement('label');
			labelEl.className = 'checkbox';
			const box = doc.createElement('input');
			box.type = 'checkbox';
			box.name = name;
			box.value = value;
			box.checked = params.getAll(name).includes(value);
			labelEl.append(box, ` ${value} (${values[value]})`);
			fieldset.append(labelEl);
		}
		filterBox.append(fieldset);
	}

	let seq = 0;
	const run = async () => {
		const mine = ++seq;
		const q = input.value.trim();
		const filters: Record<string, { any: string[] }> = {};
		const url = new URLSearchParams();
		if (q) url.set('q', q);
		for (const box of filterBox.querySelectorAll<HTMLInputElement>('input[type=checkbox]:checked')) {
			(filters[box.name] ??= { any: [] }).any.push(box.value);
			url.append(box.name, box.value);
		}
		replaceQuery(url);
		// Busy while a search runs: assistive technology waits for the list, and so can a test.
		list.setAttribute('aria-busy', 'true');
		if (!q && Object.keys(filters).length === 0) {
			list.replaceChildren();
			status.textContent = 'Type a name, an author, a benchmark or a number.';
			list.setAttribute('aria-busy', 'false');
			return;
		}
		const found = await findPages(q, filters);
		if (mine !== seq) return;
		let shown = 0;
		let kept = 0;
		list.replaceChildren();
		/**
		 * Adds the next page of results that matched on a real word. Their fragments load together,
		 * and each result is shown as soon as it and those before it have arrived.
		 */
		const showMore = async () => {
			const before = kept;
			// A page of results that all matched on something other than a real word shows nothing,
			// so the next page is read at once: "more to come" always means more results to see.
			while (kept === before && shown < found.results.length) {
				const pending = found.results.slice(shown, shown + PAGE_SIZE).map((r) => r.data());
				shown += pending.length;
				for (const next of pending) {
					const d = await next;
					if (mine !== seq) return;
					if (q && !matchesRealWord(d.excerpt)) continue;
					kept++;
					list.append(render(d));
				}
			}
			const left = found.results.length - shown;
			if (more) more.hidden = left <= 0;
			status.textContent =
				kept === 0 && left <= 0
					? 'No results.'
					: `${kept} result${kept === 1 ? '' : 's'} shown${left > 0 ? `, more to come (${found.results.length} pages matched in all)` : ''}.`;
		};
		if (more) more.onclick = () => void showMore();
		await showMore();
		if (mine === seq) list.setAttribute('aria-busy', 'false');
	};

	/** The pages a query finds, ordered by mergeForms. */
	async function findPages(q: string, filters: Record<string, { any: string[] }>): Promise<{ results: PagefindHit[] }> {
		if (!q) return pagefind.search(null, { filters });
		const forms = queryForms(q);
		const [joined, words] = await Promise.all([
			forms.joined ? pagefind.search(forms.joined, { filters }) : { results: [] },
			pagefind.search(forms.words, { filters }),
		]);
		return { results: mergeForms(joined.results, words.results, forms.words.split(' ').length) };
	}

	/** One result as a list item: its title, the excerpt with highlights as <mark> text, year and venue. */
	function render(d: PagefindResultData): HTMLLIElement {
		const li = doc.createElement('li');
		const a = doc.createElement('a');
		a.href = d.url;
		a.textContent = d.meta['title'] ?? d.url;
		const h = doc.createElement('h2');
		h.className = 'result-title';
		h.append(a);
		const p = doc.createElement('p');
		for (const part of excerptParts(d.excerpt)) {
			if (part.mark) {
				const m = doc.createElement('mark');
				m.textContent = part.text;
				p.append(m);
			} else p.append(part.text);
		}
		li.append(h, p);
		if (d.meta['year']) {
			const meta = doc.createElement('p');
			meta.className = 'note';
			meta.textContent = [d.meta['year'], d.meta['venue']].filter(Boolean).join(' · ');
			li.append(meta);
		}
		return li;
	}

	let timer: ReturnType<typeof setTimeout> | undefined;
	input.addEventListener('input', () => {
		clearTimeout(timer);
		// The index chunks for what is typed start loading at once; the search itself waits until typing pauses.
		if (input.value.trim()) void pagefind.preload(queryForms(input.value).words).catch(() => undefined);
		timer = setTimeout(() => void run(), 120);
	});
	filterBox.addEventListener('change', () => void run());
	form.addEventListener('submit', (e) => {
		e.preventDefault();
		void run();
	});
	await run();
}
