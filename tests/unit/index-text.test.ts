/**
 * What the build hands Pagefind of a page (src/integrations/index-text.ts): without the content of
 * the elements it is told to ignore, which must leave its index exactly as it was.
 */
import { afterAll, describe, expect, it } from 'vitest';
import * as pagefind from 'pagefind';
import { withoutIgnored } from '../../src/integrations/index-text.ts';

const page = (main: string) => `<!doctype html><html lang="en"><head><title>T</title></head><body><main data-pagefind-body>${main}</main></body></html>`;

describe('withoutIgnored', () => {
	it('empties an ignored element, counting the elements of its name nested inside it', () => {
		const html = '<p>kept</p><section data-pagefind-ignore><section><p>a</p></section><p>b</p></section><p>after</p>';
		expect(withoutIgnored(html)).toBe('<p>kept</p><section data-pagefind-ignore></section><p>after</p>');
		expect(withoutIgnored('<nav class="x" data-pagefind-ignore="all"><a href="/">x</a></nav>end')).toBe('<nav class="x" data-pagefind-ignore="all"></nav>end');
	});

	it('keeps an element whole when Pagefind still reads something inside it, or when its end is missing', () => {
		const filter = '<div data-pagefind-ignore><span data-pagefind-filter="kind:x"></span>text</div>';
		expect(withoutIgnored(filter)).toBe(filter);
		const open = '<div data-pagefind-ignore><p>no end';
		expect(withoutIgnored(open)).toBe(open);
		const other = '<div data-pagefind-ignored-not>text</div>';
		expect(withoutIgnored(other)).toBe(other);
	});

	afterAll(() => pagefind.close());

	it('leaves the index Pagefind makes unchanged', async () => {
		const html = page(
			'<h1 id="top">Budget study</h1><p>About token budgets.</p>' +
				'<section data-pagefind-ignore><table><tr><td>tau-bench</td><td>0.838</td></tr></table></section>' +
				'<nav data-pagefind-ignore="all"><a href="/x">Contents</a></nav><h2 id="more">More</h2><p>Skill libraries.</p>',
		);
		const files = async (content: string) => {
			const { index } = await pagefind.createIndex({ forceLanguage: 'en' });
			await index!.addHTMLFile({ sourcePath: 'study/index.html', content });
			const { files } = await index!.getFiles();
			return files.map((f) => [f.path, Buffer.from(f.content).toString('base64')]).sort();
		};
		const stripped = withoutIgnored(html);
		expect(stripped).not.toContain('tau-bench');
		expect(await files(stripped)).toEqual(await files(html));
	});
});
