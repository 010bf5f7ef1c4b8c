/**
 * The benchmark's helpers: the Starlight peer's pages carry our page's text, the peer is a package
 * of its own (the project's install does not fetch Starlight), and growth exponents fit.
 */
import { lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { growthExponent, median } from '../../scripts/bench/measure.ts';
import { STARLIGHT_DIR, STARLIGHT_VERSION, studyPageMarkdown, writeStarlightPeer } from '../../scripts/bench/peer.ts';
import { ROOT } from '../helpers/paths.ts';

interface Manifest {
	dependencies?: Record<string, string>;
	devDependencies?: Record<string, string>;
	overrides?: Record<string, string>;
	packages: Record<string, { version?: string }>;
}
const json = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Manifest;

describe('growthExponent', () => {
	it('recovers the power of an exact power law, and 1 for linear growth', () => {
		expect(growthExponent([200, 1000, 2000, 5000].map((n) => [n, 3 * n ** 1.5]))).toBeCloseTo(1.5, 10);
		expect(growthExponent([200, 1000, 5000].map((n) => [n, 0.01 * n]))).toBeCloseTo(1, 10);
		expect(growthExponent([200, 1000].map((n) => [n, 7]))).toBeCloseTo(0, 10);
	});
});

describe('median', () => {
	it('takes the middle value, the lower one of an even count, without reordering its input', () => {
		const xs = [5, 1, 3];
		expect(median(xs)).toBe(3);
		expect(xs).toEqual([5, 1, 3]);
		expect(median([4, 1, 3, 2])).toBe(2);
	});
});

describe('studyPageMarkdown', () => {
	it('keeps the text of <main>, with headings, list items and table rows, drops scripts and the h1, and leaves entities encoded', () => {
		const html = [
			'<html><head><title>x</title></head><body><nav>Site menu</nav><main id="main">',
			'<h1>Study A</h1><p>Arms are <em>coupled</em> by seed &amp; task.</p>',
			'<script>alert(1)</script><style>p{}</style>',
			'<h2 id="runs">Runs</h2><ul><li>three runs</li><li>two &lt;arms&gt;</li></ul>',
			'<table><tr><th>Item</th><td>Reported</td></tr></table>',
			'</main><footer>Footer</footer></body></html>',
		].join('');
		const { title, body } = studyPageMarkdown(html);
		expect(title).toBe('Study A');
		expect(body).toBe('Arms are coupled by seed &amp; task.\n\n## Runs\n\n- three runs\n\n- two &lt;arms&gt;\n\n| Item | Reported |');
		expect(body).not.toMatch(/alert|Site menu|Footer|# Study A/);
	});
});

describe('the Starlight peer, a package of its own', () => {
	const root = json(path.join(ROOT, 'package.json'));
	const rootLock = json(path.join(ROOT, 'package-lock.json'));
	const peer = json(path.join(STARLIGHT_DIR, 'package.json'));
	const peerLock = json(path.join(STARLIGHT_DIR, 'package-lock.json'));

	it("is not in the project's package.json or lock, so npm install at the root does not fetch it", () => {
		expect({ ...root.dependencies, ...root.devDependencies }).not.toHaveProperty('@astrojs/starlight');
		expect(Object.keys(rootLock.packages).filter((k) => k.includes('starlight'))).toEqual([]);
	});

	it('builds on the same Astro and Vite as ours, with its version pinned in its package.json and lock', () => {
		expect(peer.dependencies?.astro).toBe(root.dependencies?.astro);
		expect(peer.overrides).toEqual(root.overrides);
		expect(peerLock.packages['node_modules/@astrojs/starlight']?.version).toBe(STARLIGHT_VERSION);
		for (const name of ['astro', 'vite'])
			expect(peerLock.packages[`node_modules/${name}`]?.version, name).toBe(rootLock.packages[`node_modules/${name}`]?.version);
	});

	it("is written with the template's files, its own node_modules linked (not copied), and one page per study", () => {
		// the peer is written in the project's scratch folder, the only place its writer deletes from
		mkdirSync(path.join(ROOT, 'tmp'), { recursive: true });
		const dir = mkdtempSync(path.join(ROOT, 'tmp', 'bench-peer-'));
		try {
			const ours = path.join(dir, 'ours');
			mkdirSync(path.join(ours, 'studies', 'a'), { recursive: true });
			writeFileSync(path.join(ours, 'studies', 'a', 'index.html'), '<main><h1>Study A</h1><p>Text.</p></main>');
			const peerDir = path.join(dir, 'peer');
			writeStarlightPeer(ours, ['a'], peerDir);
			expect(readdirSync(peerDir).sort()).toEqual(['astro.config.mjs', 'node_modules', 'package-lock.json', 'package.json', 'src']);
			expect(lstatSync(path.join(peerDir, 'node_modules')).isSymbolicLink()).toBe(true);
			expect(path.resolve(peerDir, readlinkSync(path.join(peerDir, 'node_modules')))).toBe(path.join(STARLIGHT_DIR, 'node_modules'));
			expect(readFileSync(path.join(peerDir, 'src/content/docs/studies/a.md'), 'utf8')).toBe('---\ntitle: "Study A"\n---\n\nText.\n');
		} finally {
			rmSync(dir, { recursive: true, force: true });
		}
	});
});
