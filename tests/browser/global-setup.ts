/**
 * Builds the real site once into tmp/test-site and serves it on loopback for the browser tests.
 * A missing Chromium fails in CI; locally the browser tests skip with a loud message.
 */
import { existsSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { serve } from '../helpers/static-server.ts';
import { TEST_SITE } from '../helpers/paths.ts';
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
	const res = runScript('build', ['--out', TEST_SITE]);
	if (res.code !== 0) throw new Error(`site build failed:\n${res.stdout}\n${res.stderr}`);
	const server = await serve(TEST_SITE);
	project.provide('siteUrl', server.url);
	project.provide('chromium', hasChromium);
	return async () => server.close();
}
