/**
 * The built site's policies and feeds, checked against what they must be rather than for mere
 * presence: the Content-Security-Policy of every page (no unsafe sources, a hash for every inline
 * script and style), the RSS feed as RSS 2.0, and the sitemap as the sitemaps.org protocol, each
 * parsed as XML and every link resolved to a built page.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { TEST_SITE } from '../helpers/paths.ts';

const SITE = 'https://skill-evidence.github.io/';

function htmlFiles(dir: string): string[] {
	return readdirSync(dir).flatMap((name) => {
		const p = path.join(dir, name);
		return statSync(p).isDirectory() ? htmlFiles(p) : name.endsWith('.html') ? [p] : [];
	});
}

/** The built file a site URL serves, or undefined. */
function fileFor(url: string): string | undefined {
	if (!url.startsWith(SITE)) return undefined;
	const rel = decodeURIComponent(url.slice(SITE.length));
	const candidates = rel === '' || rel.endsWith('/') ? [path.join(TEST_SITE, rel, 'index.html')] : [path.join(TEST_SITE, rel)];
	return candidates.find((c) => existsSync(c));
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

describe('Content-Security-Policy of every page', () => {
	const pages = htmlFiles(TEST_SITE);

	it('has no unsafe source, and hashes every inline script and style', () => {
		expect(pages.length).toBeGreaterThan(10);
		let inline = 0;
		for (const file of pages) {
			const html = readFileSync(file, 'utf8');
			const rel = path.relative(TEST_SITE, file);
			const csp = /<meta http-equiv="content-security-policy" content="([^"]+)"/.exec(html)?.[1];
			expect(csp, rel).toBeDefined();
			const directives = new Map(
				csp!
					.split(';')
					.map((d) => d.trim().split(/\s+/))
					.filter((d) => d[0])
					.map(([name, ...sources]) => [name!, sources]),
			);
			expect(csp, rel).not.toMatch(/'unsafe-inline'|'unsafe-eval'|'unsafe-hashes'|\*|\bhttps?:|\bdata:/);
			expect(directives.get('default-src'), rel).toEqual(["'self'"]);
			expect(directives.get('object-src'), rel).toEqual(["'none'"]);
			expect(directives.get('base-uri'), rel).toEqual(["'self'"]);
			const scripts = directives.get('script-src') ?? [];
			const styles = directives.get('style-src') ?? [];
			// inline scripts that run (not JSON data blocks) and inline styles each need their hash
			for (const m of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)) {
				const attrs = m[1] ?? '';
				if (/\ssrc=/.test(attrs) || /type="application\/(ld\+)?json"/.test(attrs) || m[2] === '') continue;
				expect(scripts, `${rel}: inline script ${m[2]!.slice(0, 40)}`).toContain(sha256(m[2]!));
				inline++;
			}
			for (const m of html.matchAll(/<style(\s[^>]*)?>([\s\S]*?)<\/style>/g)) {
				expect(styles, `${rel}: inline style`).toContain(sha256(m[2]!));
				inline++;
			}
			expect(html, `${rel}: no inline event handlers or style attributes`).not.toMatch(/\son[a-z]+="|\sstyle="/);
		}
		// the hash check ran on real inline code, not on nothing
		expect(inline).toBeGreaterThan(0);
	});
});

describe('feeds', () => {
	const xml = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', isArray: (name) => ['item', 'url', 'sitemap'].includes(name) });

	it('changes.xml is RSS 2.0: a channel with title, link and description; items whose links are built pages', () => {
		const feed = xml.parse(readFileSync(path.join(TEST_SITE, 'changes.xml'), 'utf8')) as {
			rss: { '@version': string; channel: Record<string, unknown> & { item?: Record<string, unknown>[] } };
		};
		expect(feed.rss['@version']).toBe('2.0');
		const channel = feed.rss.channel;
		for (const key of ['title', 'link', 'description']) expect(channel[key], key).toBeTruthy();
		expect(channel['link']).toBe(SITE);
		const items = channel.item ?? [];
		expect(items.length).toBeGreaterThan(0);
		const guids = new Set<string>();
		for (const item of items) {
			expect(item['title']).toBeTruthy();
			expect(fileFor(String(item['link'])), String(item['link'])).toBeDefined();
			const guid = item['guid'] as { '#text': string };
			expect(guids.has(guid['#text'])).toBe(false);
			guids.add(guid['#text']);
			// RFC 822 dates, as RSS 2.0 requires
			expect(item['pubDate']).toMatch(/^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} GMT$/);
			expect(Number.isNaN(Date.parse(String(item['pubDate'])))).toBe(false);
		}
	});

	it('the sitemap index and its sitemaps follow sitemaps.org; every URL is a built page, once', () => {
		const index = xml.parse(readFileSync(path.join(TEST_SITE, 'sitemap-index.xml'), 'utf8')) as {
			sitemapindex: { '@xmlns': string; sitemap: { loc: string }[] };
		};
		expect(index.sitemapindex['@xmlns']).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
		const seen = new Set<string>();
		for (const { loc } of index.sitemapindex.sitemap) {
			const file = fileFor(loc);
			expect(file, loc).toBeDefined();
			const map = xml.parse(readFileSync(file!, 'utf8')) as { urlset: { '@xmlns': string; url: { loc: string; lastmod?: string }[] } };
			expect(map.urlset['@xmlns']).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
			expect(map.urlset.url.length).toBeLessThanOrEqual(50_000);
			for (const u of map.urlset.url) {
				expect(fileFor(u.loc), u.loc).toBeDefined();
				expect(seen.has(u.loc), u.loc).toBe(false);
				seen.add(u.loc);
				if (u.lastmod) expect(u.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}/);
			}
		}
		expect(seen.has(`${SITE}studies/`)).toBe(true);
	});
});
