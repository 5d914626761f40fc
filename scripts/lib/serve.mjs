// A small static server for one built app: what a CDN would do in production. Remotes answer with CORS
// headers (the shell loads them from another origin); the shell falls back to index.html for deep links and
// answers /remotes.json and /config.json for the ports in use.
import http from 'node:http';
import path from 'node:path';
import sirv from 'sirv';
import { portOf, remoteRegistry, root, runtimeConfig } from './apps.mjs';

export function serveApp(pkg, port = portOf(pkg)) {
  const isShell = pkg === 'shell';
  const assets = sirv(path.join(root, pkg, 'dist'), {
    single: isShell,
    etag: true,
    setHeaders: (res, pathname) => {
      res.setHeader('Access-Control-Allow-Origin', '*');
      // Manifests, entries and html change on deploy; hashed chunks never do.
      const immutable = /\.[0-9a-f]{8}\.js$/.test(pathname);
      res.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const json = (res, body) => {
    res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-cache' });
    res.end(JSON.stringify(body));
  };
  const server = http.createServer((req, res) => {
    if (isShell && req.url === '/remotes.json') return json(res, remoteRegistry());
    if (isShell && req.url === '/config.json') return json(res, runtimeConfig());
    assets(req, res, () => {
      res.writeHead(404, { 'Content-Type': 'text/plain' });
      res.end('Not found');
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, () => resolve(server));
  });
}
