/** Content collections: study records and framework data, both through the project's own loader. */
import { defineCollection } from 'astro:content';
import { frameworkLoader, studiesLoader } from './lib/astro-loader.ts';

export const collections = {
	studies: defineCollection({ loader: studiesLoader() }),
	framework: defineCollection({ loader: frameworkLoader() }),
};
