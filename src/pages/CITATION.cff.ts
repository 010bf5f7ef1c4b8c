/** /CITATION.cff: the repository's citation file, served as it is (reference managers and tools read it). */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRoute } from 'astro';

export const GET: APIRoute = () =>
	new Response(readFileSync(path.join(process.cwd(), 'CITATION.cff'), 'utf8'), { headers: { 'Content-Type': 'application/x-yaml; charset=utf-8' } });
