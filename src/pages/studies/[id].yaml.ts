/** The record's YAML source as committed, served as plain text. */
import type { APIRoute, GetStaticPaths } from 'astro';
import { getRecordSource, getStudies } from '../../site-data.ts';

export const getStaticPaths = (async () => (await getStudies()).map((s) => ({ params: { id: s.id } }))) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ params }) =>
	new Response(await getRecordSource(params['id']!), { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
