/** A minimal static file server for the built site, on loopback only. */
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';

const TYPES: Record<string, string> = {
	'.html': 'text/html; charset=utf-8',
	'.js': 'text/javascript; charset=utf-8',
	'.mjs': 'text/javascript; charset=utf-8',
	'.css': 'text/css; charset=utf-8',
	'.json': 'application/json; charset=utf-8',
	'.svg': 'image/svg+xml',
	'.wasm': 'application/wasm',
	'.xml': 'application/xml',
	'.txt': 'text/plain; charset=utf-8',
	'.yaml': 'text/plain; charset=utf-8',
	'.csv': 'text/csv; charset=utf-8',
};

export async function serve(root: string): Promise<{ url: string; close: () => Promise<void> }> {
	// links of a few hundred kB (the hostile-link tests of issue 32) get through, as a browser sends them
	const server: Server = createServer({ maxHeaderSize: 2 * 1024 * 1024 }, (req, res) => {
		const url = new URL(req.url ?? '/', 'http://localhost');
		let file = path.join(root, decodeURIComponent(url.pathname));
		if (!file.startsWith(root)) {
			res.writeHead(403).end();
			return;
		}
		if (existsSync(file) && statSync(file).isDirectory()) file = path.join(file, 'index.html');
		if (!existsSync(file)) {
			const notFound = path.join(root, '404.html');
			res.writeHead(404, { 'Content-Type': TYPES['.html']! });
			if (existsSync(notFound)) createReadStream(notFound).pipe(res);
			else res.end('not found');
			return;
		}
		res.writeHead(200, { 'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
		createReadStream(file).pipe(res);
	});
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
	const address = server.address();
	if (!address || typeof address === 'string') throw new Error('server has no port');
	return {
		url: `http://127.0.0.1:${address.port}`,
		// A browser may keep a connection open (keep-alive, a pending fetch): end them all, so closing never waits on one.
		close: () =>
			new Promise((resolve) => {
				server.close(() => resolve());
				server.closeAllConnections();
			}),
	};
}
