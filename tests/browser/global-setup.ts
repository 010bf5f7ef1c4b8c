/**
 * Copies the repository's records, the browser fixtures and the citation payload fixtures into tmp/test-studies, validates and
 * builds them once into tmp/test-site, and serves that on loopback for the browser tests: the
 * real corpus with added records, as after a contributor's pull request.
 * A missing Chromium fails in CI; locally the browser tests skip with a loud message.
 */
import { copyFileSync, existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { serve } from '../helpers/static-server.ts';
import { BROWSER_FIXTURES, CITATION_FIXTURES, ROOT, TEST_SITE, TEST_STUDIES } from '../helpers/paths.ts';
import { runScript } from '../helpers/run.ts';
import { CHROMIUM } from './browser.ts';

declare module 'vitest' {
	export interface ProvidedContext {
		siteUrl: string;
		chromium: boolean;
	}
}

export default async function setup(project: TestProject) {
	const hasChromium = existsSync(CHROMIUM);
	if (!hasChromium) {
		if (process.env['CI']) throw new Error(`Chromium not found at ${CHROMIUM}; .ci/run installs it (apt-get install chromium)`);
		console.warn(`\n!!! Browser tests SKIPPED: no Chromium at ${CHROMIUM}. Install it: apt-get install -y chromium\n`);
	}
	rmSync(TEST_STUDIES, { recursive: true, force: true });
	mkdirSync(TEST_STUDIES, { recursive: true });
	for (const dir of [path.join(ROOT, 'studies'), BROWSER_FIXTURES, CITATION_FIXTURES]) {
		for (const name of readdirSync(dir)) if (name.endsWith('.yaml')) copyFileSync(path.join(dir, name), path.join(TEST_STUDIES, name));
	}
	const validate = runScript('validate', ['--studies', TEST_STUDIES]);
	if (validate.code !== 0) throw new Error(`the repository's records with the browser fixtures do not validate:\n${validate.stdout}`);
	// the tests' own folder, rebuilt every run (an older copy without the build marker would be refused)
	rmSync(TEST_SITE, { recursive: true, force: true });
	const res = runScript('build', ['--studies', TEST_STUDIES, '--out', TEST_SITE]);
	if (res.code !== 0) throw new Error(`site build failed:\n${res.stdout}\n${res.stderr}`);
	const server = await serve(TEST_SITE);
	project.provide('siteUrl', server.url);
	project.provide('chromium', hasChromium);
	return async () => server.close();
}
