/**
 * Copies the repository's records, the browser fixtures, the shape fixtures and the citation payload fixtures into tmp/test-studies, builds
 * them once into tmp/test-site (the build validates them first), and serves that on loopback for the browser tests: the
 * real corpus with added records, as after a contributor's pull request.
 * A missing Chromium fails in CI; locally the browser tests skip with a loud message.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { serve } from '../helpers/static-server.ts';
import { BROWSER_FIXTURES, CITATION_FIXTURES, ROOT, SHAPE_FIXTURES, TEST_SITE, TEST_STUDIES } from '../helpers/paths.ts';
import { runScript } from '../helpers/run.ts';
import { requireTool } from '../helpers/tools.ts';

declare module 'vitest' {
	export interface ProvidedContext {
		siteUrl: string;
		chromium: boolean;
		/** The project runs its files in one module cache per worker: they share one browser (tests/browser/browser.ts). */
		sharedBrowser: boolean;
	}
}

/** The digest of the inputs the test site was built from, written beside it. */
const DIGEST_FILE = `${TEST_SITE}.inputs`;

/**
 * Everything a build reads: the commit (record pages cite it), every file of the working tree that
 * git tracks or would track (sources, data, records, fixtures, the lock file), and the test records.
 */
function inputsDigest(): string {
	const hash = createHash('sha256');
	const git = (...args: string[]) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
	hash.update(git('rev-parse', 'HEAD'));
	const files = git('ls-files', '-z', '--cached', '--others', '--exclude-standard').split('\0').filter(Boolean).sort();
	for (const file of files) {
		const abs = path.join(ROOT, file);
		hash.update(`\0${file}\0`);
		if (existsSync(abs)) hash.update(readFileSync(abs));
	}
	for (const name of readdirSync(TEST_STUDIES).sort()) hash.update(`\0${name}\0`).update(readFileSync(path.join(TEST_STUDIES, name)));
	return hash.digest('hex');
}

export default async function setup(project: TestProject) {
	const hasChromium = requireTool('chromium', 'the browser tests') !== undefined;
	rmSync(TEST_STUDIES, { recursive: true, force: true });
	mkdirSync(TEST_STUDIES, { recursive: true });
	for (const dir of [path.join(ROOT, 'studies'), BROWSER_FIXTURES, CITATION_FIXTURES, SHAPE_FIXTURES]) {
		for (const name of readdirSync(dir)) if (name.endsWith('.yaml')) copyFileSync(path.join(dir, name), path.join(TEST_STUDIES, name));
	}
	// The suites share one build: `npm test` builds, and `npm run test:full` right after reuses it when
	// no input changed. Otherwise the tests' own folder is rebuilt (an older copy without the build
	// marker would be refused).
	const digest = inputsDigest();
	if (!(existsSync(path.join(TEST_SITE, 'index.html')) && existsSync(DIGEST_FILE) && readFileSync(DIGEST_FILE, 'utf8') === digest)) {
		rmSync(DIGEST_FILE, { force: true });
		rmSync(TEST_SITE, { recursive: true, force: true });
		const res = runScript('build', ['--studies', TEST_STUDIES, '--out', TEST_SITE]);
		// the build validates first: a record that does not validate is reported here, with its file, line and column
		if (res.code !== 0) throw new Error(`the repository's records with the browser fixtures did not build:\n${res.stdout}\n${res.stderr}`);
		writeFileSync(DIGEST_FILE, digest);
	} else console.log(`test site: reusing ${path.relative(ROOT, TEST_SITE)}, built from the same inputs`);
	const server = await serve(TEST_SITE);
	project.provide('siteUrl', server.url);
	project.provide('chromium', hasChromium);
	project.provide('sharedBrowser', project.config.isolate === false);
	return async () => server.close();
}
