/** RSS feed of new and changed study records. */
import rss from '@astrojs/rss';
import type { APIRoute } from 'astro';
import { dataHistory } from '../lib/git.ts';
import { getStudies } from '../site-data.ts';
import { recordChanges } from '../views/changes.ts';
import { studyPath } from '../lib/routes.ts';
import { siteRoot } from '../site-config.ts';

export const GET: APIRoute = async ({ site }) => {
	const names = new Map((await getStudies()).map((s) => [s.id, s.short_name]));
	const items = recordChanges(dataHistory()).flatMap((c) =>
		[...c.added.map((id) => ['Added', id] as const), ...c.changed.map((id) => ['Changed', id] as const)]
			.filter(([, id]) => names.has(id))
			.map(([what, id]) => ({
				title: `${what}: ${names.get(id)}`,
				link: new URL(studyPath(id), siteRoot(site)).href,
				pubDate: new Date(`${c.date}T00:00:00Z`),
				description: `${what} record ${id}: ${c.subject}`,
				customData: `<guid isPermaLink="false">${c.hash}:${id}</guid>`,
			})),
	);
	return rss({
		title: 'skill-evidence: new and changed study records',
		description: 'Study records added to or changed in the skill-evidence database.',
		site: siteRoot(site).href,
		items: items.slice(0, 200),
	});
};
