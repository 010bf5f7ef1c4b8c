/** Content collections: study records and framework data, both through the project's own loader. */
import { defineCollection } from 'astro:content';
import { frameworkLoader, problemsLoader, studiesLoader } from './corpus/astro-loader.ts';

export const collections = {
	studies: defineCollection({ loader: studiesLoader() }),
	framework: defineCollection({ loader: frameworkLoader() }),
	/** The current problem report: a record gaining or losing a problem changes it, which makes the dev server reload (a build stops first). */
	problems: defineCollection({ loader: problemsLoader() }),
};
