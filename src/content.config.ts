/** Content collections: study records and framework data, both through the project's own loader. */
import { defineCollection } from 'astro:content';
import { frameworkLoader, problemsLoader, studiesLoader } from './corpus/astro-loader.ts';

export const collections = {
	studies: defineCollection({ loader: studiesLoader() }),
	framework: defineCollection({ loader: frameworkLoader() }),
	/** The current problem report; only the dev server can see errors in it (a build stops first). */
	problems: defineCollection({ loader: problemsLoader() }),
};
