/** The schemas of the project, one concern per file; nothing here imports `astro:*`. */
export * from './vocabulary.ts';
export * from './common.ts';
export * from './bibliography.ts';
export * from './study.ts';
export * from './framework.ts';
