// @ts-check
/**
 * ESLint for TypeScript and Astro files: the recommended rules of ESLint, typescript-eslint and
 * eslint-plugin-astro. Import cycles and layer direction are checked by tests/unit/layers.test.ts.
 */
import js from '@eslint/js';
import astro from 'eslint-plugin-astro';
import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';

export default defineConfig(
	{ ignores: ['dist/', 'tmp/', '**/.astro/', 'node_modules/', 'data/', 'studies/', 'public/', 'tests/fixtures/', 'tests/vendor/'] },
	js.configs.recommended,
	tseslint.configs.recommended,
	astro.configs.recommended,
	{
		rules: {
			// unused values are errors, except a deliberately ignored _name
			'@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
			// the project matches control characters on purpose: to refuse them in records and to keep them out of exports
			'no-control-regex': 'off',
		},
	},
	{
		// configuration and helper scripts run on Node
		files: ['**/*.mjs'],
		languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
	},
	{
		// state shared across module graphs lives in one place, src/lib/build-context.ts, which says why
		files: ['src/**', 'scripts/**', 'astro.config.mjs'],
		ignores: ['src/lib/build-context.ts'],
		rules: { 'no-restricted-globals': ['error', { name: 'globalThis', message: 'Keep build state in src/lib/build-context.ts (buildSlot, buildValue).' }] },
	},
	{
		// published series coefficients, written to the precision they were printed with
		files: ['src/estimands/stats.ts'],
		rules: { 'no-loss-of-precision': 'off' },
	},
);
