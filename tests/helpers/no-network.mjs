// Loaded with `node --import` around a build: any attempt to open a network connection or resolve
// a host name is recorded in NO_NETWORK_LOG and refused, so a test can prove the build is offline.
import { appendFileSync } from 'node:fs';
import dns from 'node:dns';
import net from 'node:net';
import { syncBuiltinESMExports } from 'node:module';

const log = process.env.NO_NETWORK_LOG;
function refuse(what) {
	if (log) appendFileSync(log, `${what}\n`);
	throw new Error(`network access refused during the build: ${what}`);
}
const connect = net.Socket.prototype.connect;
net.Socket.prototype.connect = function (...args) {
	const opts = args[0];
	// Local IPC (pipes, worker channels) is not network access.
	if (typeof opts === 'string' || (opts && typeof opts === 'object' && 'path' in opts && opts.path)) return connect.apply(this, args);
	refuse(`connect ${JSON.stringify(opts && typeof opts === 'object' ? { host: opts.host, port: opts.port } : opts)}`);
};
dns.lookup = (host) => refuse(`dns.lookup ${host}`);
dns.promises.lookup = async (host) => refuse(`dns.promises.lookup ${host}`);
globalThis.fetch = async (input) => refuse(`fetch ${String(input)}`);
// Make `import { lookup } from 'node:dns'` see the patched functions too.
syncBuiltinESMExports();
