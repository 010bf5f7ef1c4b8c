/** The traffic-light figure (studies x checklist items) as a standalone SVG, made at build time. */
import type { APIRoute } from 'astro';
import { gapAnalysis } from '../../gaps/gaps.ts';
import { trafficLightSvg } from '../../gaps/svg.ts';
import { getFramework, getStudies } from '../../site-data.ts';

export const GET: APIRoute = async () =>
	new Response(trafficLightSvg(gapAnalysis(await getStudies(), await getFramework())), { headers: { 'Content-Type': 'image/svg+xml' } });
