/**
 * Hostile input: every case is run through both `npm run validate` and `npm run build`. Bad input
 * exits 1 with a message naming the file (and line and column where there is a position), never a
 * stack trace, and no output folder appears; acceptable input (CRLF, markup payloads) builds.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { BUILD_MARKER } from '../../src/lib/out-dir.ts';
import { dataFileSchemas } from '../../src/schema/framework.ts';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FIXTURES, ROOT, VALID } from '../helpers/paths.ts';
import { runScript, type RunResult } from '../helpers/run.ts';
import { copyProject } from '../helpers/project-copy.ts';

mkdirSync(path.join(ROOT, 'tmp'), { recursive: true });
const work = mkdtempSync(path.join(ROOT, 'tmp', 'hostile-'));
const outside = mkdtempSync(path.join(tmpdir(), 'outside-'));
afterAll(() => {
	rmSync(work, { recursive: true, force: true });
	rmSync(outside, { recursive: true, force: true });
});

const valid = readFileSync(path.join(VALID, 'fixture-study.yaml'), 'utf8');

/** A studies folder holding exactly the given files. */
function folder(name: string, files: Record<string, string | Buffer>): string {
	const dir = path.join(work, name);
	mkdirSync(dir, { recursive: true });
	for (const [file, content] of Object.entries(files)) writeFileSync(path.join(dir, file), content);
	return dir;
}

/** Deterministic pseudo-random bytes (no seed-dependent flakiness). */
function garbage(n: number): Buffer {
	const b = Buffer.alloc(n);
	let x = 2463534242;
	for (let i = 0; i < n; i++) {
		x ^= x << 13;
		x ^= x >>> 17;
		x ^= x << 5;
		b[i] = x & 0xff;
	}
	return b;
}

const billionLaughs = [
	'a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]',
	...Array.from(
		{ length: 8 },
		(_, i) =>
			`${String.fromCharCode(98 + i)}: &${String.fromCharCode(98 + i)} [${Array(9)
				.fill(`*${String.fromCharCode(97 + i)}`)
				.join(',')}]`,
	),
].join('\n');

const thousandErrors = valid.replace(
	'short_name: Fixture Study',
	`short_name: Fixture Study\n${Array.from({ length: 1000 }, (_, i) => `extra_key_${i}: ${i}`).join('\n')}`,
);

function noStackTrace(r: RunResult): void {
	const all = `${r.stdout}\n${r.stderr}`;
	expect(all).not.toMatch(/^\s+at \S/m);
	expect(all).not.toMatch(/\b(TypeError|RangeError|ReferenceError|SyntaxError)\b/);
}

interface Case {
	name: string;
	files: () => Record<string, string | Buffer>;
	/** The location a message must start with (file, or file:line:col). */
	where: string;
	message: RegExp;
	setup?: (dir: string) => void;
}

const rejected: Case[] = [
	{ name: 'alias-bomb', files: () => ({ 'alias-bomb.yaml': billionLaughs }), where: 'alias-bomb.yaml:1:4', message: /anchors \(&name\) are not allowed/ },
	{
		name: 'ten-megabytes',
		files: () => ({ 'ten-megabytes.yaml': Buffer.alloc(10 * 1024 * 1024, 0x61) }),
		where: 'ten-megabytes.yaml',
		message: /file is 10,485,760 bytes; the limit is 1,048,576 bytes/,
	},
	{
		name: 'deep-nesting',
		files: () => ({ 'deep-nesting.yaml': `a: ${'['.repeat(10_000)}${']'.repeat(10_000)}\n` }),
		where: 'deep-nesting.yaml:1:',
		message: /nesting exceeded maxDepth \(64\)/,
	},
	{ name: 'binary', files: () => ({ 'binary.yaml': garbage(4096) }), where: 'binary.yaml:1:', message: /not valid UTF-8|NUL byte/ },
	{
		name: 'nul-bytes',
		files: () => ({ 'nul-bytes.yaml': valid.replace('Fixture Study', 'Fixture\0Study') }),
		where: 'nul-bytes.yaml:3:20',
		message: /file contains a NUL byte/,
	},
	{
		name: 'invalid-utf8',
		files: () => ({ 'invalid-utf8.yaml': Buffer.concat([Buffer.from(valid.slice(0, 60)), Buffer.from([0xff, 0xfe]), Buffer.from(valid.slice(60))]) }),
		where: 'invalid-utf8.yaml:1:61',
		message: /file is not valid UTF-8 \(byte 0xff/,
	},
	{ name: 'tabs', files: () => ({ 'tabs.yaml': valid.replace('  source: paper', '\tsource: paper') }), where: 'tabs.yaml:6:', message: /YAML syntax error/ },
	{ name: 'yml-extension', files: () => ({ 'yml-extension.yml': valid }), where: 'yml-extension.yml', message: /record files end in .yaml, not .yml/ },
	{
		name: 'uppercase-space-name',
		files: () => ({ 'My Study.yaml': valid }),
		where: 'My Study.yaml',
		message: /file name "My Study.yaml" is not a kebab-case id/,
	},
	{
		name: 'symlink-outside',
		files: () => ({}),
		setup: (dir) => {
			writeFileSync(path.join(outside, 'secret.yaml'), valid);
			symlinkSync(path.join(outside, 'secret.yaml'), path.join(dir, 'symlink-outside.yaml'));
		},
		where: 'symlink-outside.yaml',
		message: /record is a symbolic link pointing outside the repository/,
	},
	{
		name: 'javascript-url',
		files: () => ({
			'javascript-url.yaml': valid
				.replace('url: https://arxiv.org/abs/2610.00001v2', 'url: "javascript:alert(1)"')
				.replace('id: fixture-study', 'id: javascript-url'),
		}),
		where: 'javascript-url.yaml:17:8',
		message: /expected an http\(s\) URL, got "javascript:alert\(1\)"/,
	},
	{
		name: 'data-url',
		files: () => ({
			'data-url.yaml': valid
				.replace('url: https://arxiv.org/abs/2610.00001v2', 'url: "data:text/html,<script>alert(1)</script>"')
				.replace('id: fixture-study', 'id: data-url'),
		}),
		where: 'data-url.yaml:17:8',
		message: /expected an http\(s\) URL, got "data:text\/html/,
	},
	{
		name: 'doi-percent',
		files: () => ({
			'doi-percent.yaml': valid
				.replace('url: https://arxiv.org/abs/2610.00001v2', 'url: https://arxiv.org/abs/2610.00001v2\n  doi: "10.1000/a%b#c"')
				.replace('id: fixture-study', 'id: doi-percent'),
		}),
		where: 'doi-percent.yaml:18:8',
		message: /a DOI here cannot hold "%": pdflatex stops on it where a style links the DOI/,
	},
	{
		name: 'dollar-url',
		files: () => ({
			'dollar-url.yaml': valid
				.replace('url: https://arxiv.org/abs/2610.00001v2', 'url: "https://example.org/a$b"')
				.replace('id: fixture-study', 'id: dollar-url'),
		}),
		where: 'dollar-url.yaml:17:8',
		message: /holds a space, a control character, a brace, a backslash, a quote, an angle bracket or a \$/,
	},
];

describe('hostile input is refused by validate and by build, placed, without a stack trace', () => {
	for (const c of rejected) {
		it(c.name, () => {
			const dir = folder(c.name, c.files());
			c.setup?.(dir);
			const rel = path.relative(ROOT, dir);
			const validate = runScript('validate', ['--studies', rel]);
			expect(validate.code).toBe(1);
			const line = validate.stdout.split('\n').find((l) => l.includes(c.where));
			expect(line, validate.stdout.slice(0, 2000)).toBeDefined();
			expect(line!.startsWith(`${rel}/${c.where}`)).toBe(true);
			expect(validate.stdout).toMatch(c.message);
			noStackTrace(validate);

			const out = path.join(work, `${c.name}-dist`);
			const build = runScript('build', ['--studies', rel, '--out', out]);
			expect(build.code).toBe(1);
			expect(build.stdout).toContain(`${rel}/${c.where}`);
			expect(build.stderr).toContain('build stopped: validation failed');
			noStackTrace(build);
			expect(existsSync(out)).toBe(false);
			expect(readdirSync(work).filter((n) => n.startsWith(`.${c.name}-dist`))).toEqual([]);
		});
	}

	it('a file with 1,000 errors: the output stays bounded and ends with the count', () => {
		const dir = folder('thousand', { 'thousand.yaml': thousandErrors.replace('id: fixture-study', 'id: thousand') });
		const rel = path.relative(ROOT, dir);
		for (const r of [runScript('validate', ['--studies', rel]), runScript('build', ['--studies', rel, '--out', path.join(work, 'thousand-dist')])]) {
			expect(r.code).toBe(1);
			const lines = r.stdout.trimEnd().split('\n');
			expect(lines.length).toBeLessThan(420);
			// The one record beside the project's data files, however many data/ holds.
			expect(lines.at(-1)).toBe(`${1 + Object.keys(dataFileSchemas).length} files, 1,000 errors, 0 warnings`);
			expect(r.stdout).toContain('... 800 more problems not shown (1,000 in all); use --json for the full list');
			noStackTrace(r);
		}
		const json = JSON.parse(runScript('validate', ['--json', '--studies', rel]).stdout) as { errors: number; problems: unknown[] };
		expect(json.errors).toBe(1000);
		expect(json.problems).toHaveLength(1000);
	});
});

describe('acceptable input builds', () => {
	it('CRLF line endings are accepted by validate and build', () => {
		const dir = folder('crlf', { 'crlf-study.yaml': valid.replace('id: fixture-study', 'id: crlf-study').replace(/\n/g, '\r\n') });
		const rel = path.relative(ROOT, dir);
		expect(runScript('validate', ['--studies', rel]).code).toBe(0);
		const out = path.join(work, 'crlf-dist');
		const build = runScript('build', ['--studies', rel, '--out', out]);
		expect(build.code, build.stderr).toBe(0);
		expect(existsSync(path.join(out, 'studies/crlf-study/index.html'))).toBe(true);
	});

	it('a record whose every text field holds markup and script payloads validates and builds', () => {
		const rel = path.relative(ROOT, path.join(FIXTURES, 'hostile/payload'));
		expect(runScript('validate', ['--studies', rel]).code).toBe(0);
		const out = path.join(work, 'payload-dist');
		const build = runScript('build', ['--studies', rel, '--out', out]);
		expect(build.code, build.stderr).toBe(0);
		const html = readFileSync(path.join(out, 'studies/payload-study/index.html'), 'utf8');
		// No payload survives as markup. Inside quoted attribute values < and > are inert text, so
		// look at the markup outside them: it has no <img> and no script of the payload.
		const markup = html.replace(/="[^"]*"/g, '=""');
		expect(markup).not.toContain('<img');
		expect(markup).not.toContain('<script>alert');
		expect(markup.match(/<script\b/g)?.length).toBe(markup.match(/<\/script>/g)?.length);
		expect(html).toContain('&lt;/script&gt;&lt;script&gt;alert(&quot;xss&quot;)&lt;/script&gt;');
		expect(html).toContain('\\u003c/script\\u003e\\u003cscript\\u003ealert(\\"xss\\")');
	});
});

describe('DOIs and URLs holding what LaTeX and URLs read specially', () => {
	it('build into links that name the DOI: ? # % < > ^ percent-encoded for doi.org, the rest as written', () => {
		const rel = path.relative(ROOT, path.join(FIXTURES, 'hostile/citations'));
		const out = path.join(work, 'links-dist');
		const build = runScript('build', ['--studies', rel, '--out', out]);
		expect(build.code, build.stderr).toBe(0);
		const html = readFileSync(path.join(out, 'studies/cite-payload-links/index.html'), 'utf8');
		expect(html).toContain('href="https://doi.org/10.1000/a&amp;d_e%5Ef~g%3Ch%3E;(1)"');
		expect(html).toContain('href="https://example.org/p_a~b/c?x=1&amp;y=%7B#frag"');
		expect(html).toContain('content="https://doi.org/10.1000/a&amp;d_e%5Ef~g%3Ch%3E;(1)"');
	});
});

describe('a file in studies/ that is not a record', () => {
	it('is reported as a warning and left out; validation still passes', () => {
		const dir = folder('other-extension', { 'other-extension.json': '{}', 'fixture-study.yaml': valid });
		const res = runScript('validate', ['--studies', path.relative(ROOT, dir)]);
		expect(res.code).toBe(0);
		expect(res.stdout).toMatch(/other-extension\.json\s+warning file in studies\/ is not a record and is ignored \(extension "\.json"\)/);
		noStackTrace(res);
	});
});

describe('a failure inside Astro', () => {
	it('is one message without a stack trace, and the previous build stays as it was', () => {
		const copy = mkdtempSync(path.join(ROOT, 'tmp', 'astro-fail-'));
		try {
			copyProject(copy);
			const page = path.join(copy, 'src/pages/claims.astro');
			writeFileSync(page, readFileSync(page, 'utf8').replace(/^---\n/, '---\nthrow new Error("a page failed on purpose");\n'));
			const out = path.join(copy, 'site');
			mkdirSync(out);
			writeFileSync(path.join(out, BUILD_MARKER), '');
			writeFileSync(path.join(out, 'index.html'), 'previous build');
			const res = runScript('build', ['--out', 'site'], {}, copy);
			expect(res.code).toBe(1);
			expect(res.stderr).toContain('build failed in Astro: a page failed on purpose');
			expect(res.stderr).toContain('site was not changed');
			noStackTrace(res);
			expect(readFileSync(path.join(out, 'index.html'), 'utf8')).toBe('previous build');
			expect(readdirSync(copy).filter((n) => n.startsWith('.site.'))).toEqual([]);
		} finally {
			rmSync(copy, { recursive: true, force: true });
		}
	});
});
