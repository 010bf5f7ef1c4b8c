/** The missing-space finder (tests/support/glued-words.ts) on small pages made for it. */
import { describe, expect, it } from 'vitest';
import { spacedForIndex } from '../../src/integrations/index-text.ts';
import { gluedWords } from '../support/glued-words.ts';

/** A page as the site builds one: the indexed text in <main data-pagefind-body>, then the footer. */
const page = (main: string, footer = '') =>
	`<!doctype html><html><head><title>t</title></head><body><main data-pagefind-body>${main}</main><footer>${footer}</footer></body></html>`;
const contexts = (html: string) => gluedWords(html).map((g) => `${g.reader}: ${g.context}`);

describe('gluedWords', () => {
	it('finds a word run into a link, as the footer had it', () => {
		expect(contexts(page('', '<p>licensed under<a href="x">CC BY 4.0</a> (<a href="y">LICENSE</a>).</p>'))).toEqual([
			'reader: licensed under|CC BY 4.0 (LICENSE).',
		]);
	});

	it('finds words joined across inline boxes, and closing punctuation touching the next word', () => {
		expect(contexts(page('<p><span class="badge">Preprint</span><span class="badge">Main text</span></p>'))).toEqual([
			'reader: Preprint|Main text',
			'pagefind: Preprint|Main text',
		]);
		expect(contexts(page('<p><em>(2024)</em>Source</p>'))).toEqual(['reader: (2024)|Source', 'pagefind: (2024)|Source']);
	});

	it('reads a definition list and a header row as the indexing step spaces them for Pagefind', () => {
		const dl = '<dl><dt>Version read</dt><dd>v1 (2024)</dd><dt>Inclusion</dt><dd>Not assessed</dd></dl>';
		const header = '<table><tr><th>Item</th><th>Applies</th></tr><tr><td>a</td><td>b</td></tr></table>';
		expect(contexts(page(dl + header))).toEqual([]);
		expect(spacedForIndex(dl)).toBe('<dl><dt>Version read</dt> <dd>v1 (2024)</dd> <dt>Inclusion</dt> <dd>Not assessed</dd> </dl> ');
		// Without that step Pagefind would join them: the same page with <dt>/<dd> renamed to elements it does not space.
		expect(contexts(page(dl.replace(/(<\/?)d([td])>/g, '$1x-d$2>')))).toContain('pagefind: Version readv1 (2024)|InclusionNot assessed');
	});

	it('leaves alone what is joined on purpose or spaced already', () => {
		const ok = [
			'<p>10<sup>3</sup> runs and H<sub>2</sub>O, a long<wbr>word</p>',
			'<p>Read <a href="a">the paper</a>, then <strong>Design:</strong> <em>x</em>.</p>',
			'<p>(<a href="a">Zhang</a>) and <a href="b">[12]</a>.</p>',
			'<p>arXiv:<a href="a">2406.12045</a> and 1.<b>5</b></p>',
			'<p>Zhang</p><p>Next</p><ul><li>one</li><li>two</li></ul>',
		];
		for (const html of ok) expect(contexts(page(html)), html).toEqual([]);
	});

	it('reads what each reader reads: hidden text only Pagefind, ignored and footer text only a person', () => {
		expect(contexts(page('<p>name<span hidden>alias</span></p>'))).toEqual(['pagefind: name|alias']);
		expect(contexts(page('<p>name<span data-pagefind-ignore>cite</span>next</p>'))).toEqual([
			'reader: name|citenext',
			'reader: namecite|next',
			'pagefind: name|next',
		]);
		// A page without data-pagefind-body is not indexed, so only a person reads it.
		expect(gluedWords('<html><body><p><i>a</i><i>b</i></p></body></html>').map((g) => g.reader)).toEqual(['reader']);
	});
});
