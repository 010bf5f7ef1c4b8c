/** All records as validated JSON, exactly as the pages receive them. */
import type { APIRoute } from 'astro';
import { getStudies } from '../../site-data.ts';

export const GET: APIRoute = async () =>
	new Response(`${JSON.stringify(await getStudies(), null, 2)}\n`, {
		headers: { 'Content-Type': 'application/json; charset=utf-8' },
	});
