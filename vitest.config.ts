import { defineConfig } from 'vitest/config';

export default defineConfig({
	test: {
		reporters: ['default', './tests/helpers/summary-reporter.ts'],
		projects: [
			{
				test: {
					name: 'unit',
					include: ['tests/unit/**/*.test.ts'],
					environment: 'node',
					testTimeout: 120_000,
				},
			},
			{
				// Slower end-to-end checks (axe in two schemes on every page, reproducible builds, the dev
				// server): `npm run test:full`, which CI runs after `npm test`.
				test: {
					name: 'e2e',
					include: ['tests/e2e/**/*.test.ts'],
					environment: 'node',
					globalSetup: ['tests/browser/global-setup.ts'],
					testTimeout: 120_000,
					hookTimeout: 300_000,
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
					testTimeout: 60_000,
					hookTimeout: 300_000,
					fileParallelism: false,
				},
			},
		],
	},
});
