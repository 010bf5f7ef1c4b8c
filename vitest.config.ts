import { defineConfig } from 'vitest/config';
import { BROWSER_TEST_MS, WAIT_MS } from './tests/helpers/budgets.ts';

/** expect.poll waits on a state for as long as the browser's own waits (tests/helpers/budgets.ts). */
const expectBudget = { poll: { timeout: WAIT_MS, interval: 100 } };

export default defineConfig({
	test: {
		reporters: ['default', './tests/helpers/summary-reporter.ts'],
		projects: [
			{
				test: {
					name: 'unit',
					// the rules' tests sit beside them (src/rules/<rule>.test.ts)
					include: ['tests/unit/**/*.test.ts', 'src/**/*.test.ts'],
					environment: 'node',
					testTimeout: 120_000,
					// one module cache per worker: the files import the same heavy modules (tests/helpers/restore-env.ts)
					isolate: false,
					maxWorkers: 2,
					setupFiles: ['tests/helpers/restore-env.ts'],
				},
			},
			{
				// Slower end-to-end checks (axe in two schemes on every page, reproducible builds, the dev
				// server, the run-table analyzer's page and its parity with the CLI, search by spelled-out
				// Greek letters): `npm run test:full`, which CI runs after `npm test`.
				test: {
					name: 'e2e',
					include: ['tests/e2e/**/*.test.ts'],
					environment: 'node',
					globalSetup: ['tests/browser/global-setup.ts'],
					testTimeout: BROWSER_TEST_MS,
					hookTimeout: 300_000,
					expect: expectBudget,
					fileParallelism: false,
					// it.concurrent tests (the axe pages) run three at a time on a 2-core machine
					maxConcurrency: 3,
				},
			},
			{
				test: {
					name: 'browser',
					include: ['tests/browser/**/*.test.ts'],
					environment: 'node',
					globalSetup: ['tests/browser/global-setup.ts'],
					testTimeout: BROWSER_TEST_MS,
					hookTimeout: 300_000,
					expect: expectBudget,
					// one module cache per worker: the files share one browser and its pages (tests/browser/browser.ts)
					isolate: false,
					maxWorkers: 2,
				},
			},
		],
	},
});
