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
