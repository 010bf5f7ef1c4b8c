/**
 * The dev server's answer while the records have errors. The content loaders print the problems in
 * the terminal once per change (src/corpus/astro-loader.ts); a page asked for meanwhile is not
 * rendered, so nothing prints them again per request. Instead the browser gets a page that lists
 * every problem (readable without JavaScript) and Astro's error overlay, whose code frame and "Open
 * in editor" link point at the first problem's line in its YAML file.
 */
import path from 'node:path';
import type { AstroIntegration } from 'astro';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ErrorPayload, Plugin, ViteDevServer } from 'vite';
import { currentCorpus } from '../corpus/astro-loader.ts';
import { countBySeverity, type Problem } from '../lib/problems.ts';
import { formatReport, location } from '../lib/report.ts';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Vite's own requests and files, which a broken record does not concern. */
const INTERNAL = /^\/(?:@|__|node_modules\/|src\/|\.astro\/)/;

/** One problem as an HTML list item: where, which field, what is wrong, the tip. */
function problemItem(p: Problem): string {
	return `<li><code>${escapeHtml(location(p))}</code>${p.path ? ` <code>${escapeHtml(p.path)}</code>` : ''} ${escapeHtml(p.message)}${
		p.tip ? `<br><small>tip: ${escapeHtml(p.tip)}</small>` : ''
	}</li>`;
}

/**
 * The overlay's error: the report as `npm run validate` prints it, placed at the first error. Sent
 * as a plain error, Astro's dev server gives it the code frame of that YAML line and the editor link.
 */
function overlayError(root: string, errors: Problem[], all: Problem[], fileCount: number): ErrorPayload & { err: { name: string; hint: string } } {
	const first = errors[0]!;
	const file = path.resolve(root, first.file);
	return {
		type: 'error',
		err: {
			name: 'Record problems',
			message: `${errors.length === 1 ? 'A record has an error' : `The records have ${errors.length} errors`}; fix and save, and the page reloads.\n\n${formatReport(all, fileCount)}`,
			hint: 'npm run validate lists the same problems; CONTRIBUTING.md explains every field.',
			stack: '',
			// a problem of a whole file (an empty one) points at its first line
			loc: { file, line: first.line ?? 1, column: first.column ?? 1 },
		},
	};
}

function problemsPage(errors: Problem[], all: Problem[]): string {
	return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Record problems</title><script type="module" src="/@vite/client"></script></head><body>
<h1>${errors.length === 1 ? 'A record has an error' : `The records have ${errors.length} errors`}</h1>
<p>Fix ${errors.length === 1 ? 'it' : 'them'} and save: this page reloads. <code>npm run validate</code> lists the same problems.</p>
<ul>${all.map(problemItem).join('\n')}</ul></body></html>`;
}

function middleware() {
	return (req: IncomingMessage, res: ServerResponse, next: () => void): void => {
		const url = req.url ?? '/';
		const wantsPage = req.method === 'GET' && !INTERNAL.test(url) && (req.headers.accept ?? '').includes('text/html');
		if (!wantsPage) return next();
		const corpus = currentCorpus();
		const errors = corpus.problems.filter((p) => p.severity === 'error');
		if (countBySeverity(corpus.problems).errors === 0 && corpus.framework) return next();
		const html = problemsPage(errors, corpus.problems);
		res.writeHead(500, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': Buffer.byteLength(html) });
		res.end(html);
	};
}

/** The overlay goes to the pages once the problem page's client has connected, so no page misses it. */
function sendOverlayOnConnect(server: ViteDevServer, root: string): void {
	const hot = server.environments.client.hot;
	hot.on('vite:client:connect', () => {
		const corpus = currentCorpus();
		const errors = corpus.problems.filter((p) => p.severity === 'error');
		if (errors.length > 0) hot.send(overlayError(root, errors, corpus.problems, corpus.fileCount));
	});
}

export default function devProblems(): AstroIntegration {
	return {
		name: 'skill-evidence:dev-problems',
		hooks: {
			'astro:config:setup': ({ command, updateConfig, config }) => {
				if (command !== 'dev') return;
				const root = path.resolve(decodeURIComponent(config.root.pathname));
				const plugin: Plugin = {
					name: 'skill-evidence:dev-problems',
					configureServer(server) {
						server.middlewares.use(middleware());
						sendOverlayOnConnect(server, root);
					},
				};
				updateConfig({ vite: { plugins: [plugin] } });
			},
		},
	};
}
