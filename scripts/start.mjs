// `pnpm start`: builds what is missing, starts the API (which migrates and seeds an empty database) and serves
// the shell and each remote from its own port with production builds.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildApps } from './build.mjs';
import { APPS, corsOrigins, portOf, root, urlOf } from './lib/apps.mjs';
import { serveApp } from './lib/serve.mjs';

async function waitFor(url, timeoutMs = 120_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

await buildApps(APPS, { missing: true });

// Node itself runs the API (tsx as a loader, no pnpm or shell in between), so a SIGTERM sent to this script
// reaches the process that closes the database, and a test runner that kills this process group takes the
// API down with it.
const api = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
  cwd: path.join(root, 'api'),
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: String(portOf('api')),
    CORS_ORIGINS: process.env.CORS_ORIGINS || corsOrigins(),
    PUBLIC_URL: process.env.PUBLIC_URL || urlOf('api'),
  },
});
let stopping = false;
api.on('exit', (code) => {
  if (!stopping) {
    console.error(`API exited with code ${code}`);
    process.exit(code || 1);
  }
});

const servers = await Promise.all(APPS.map((pkg) => serveApp(pkg)));
await waitFor(`${urlOf('api')}/api/health`);

console.log('\nBasera is running:');
for (const pkg of APPS) console.log(`  ${pkg.padEnd(11)} ${urlOf(pkg)}`);
console.log(`  ${'api'.padEnd(11)} ${urlOf('api')}/api`);
console.log(`\nOpen ${urlOf('shell')} in your browser. Ctrl+C stops everything.\n`);

function stop() {
  if (stopping) return;
  stopping = true;
  for (const server of servers) server.close();
  api.on('exit', () => process.exit(0));
  // The API closes the embedded database on SIGTERM; give it time before forcing it down.
  api.kill('SIGTERM');
  setTimeout(() => {
    api.kill('SIGKILL');
    process.exit(0);
  }, 8000).unref();
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
