// Serves one built app alone: `node scripts/serve-app.mjs mf-search [port]`. Under `pnpm start` (scripts/start.mjs
// spawns it with an IPC channel) it reports that it listens over the channel instead of printing, and shuts down
// when the channel closes, so it never outlives the supervisor, even one killed outright.
import { envKey } from './lib/apps.mjs';
import { serveApp } from './lib/serve.mjs';

const [pkg, port] = process.argv.slice(2);
if (!pkg) {
  console.error(
    'usage: node scripts/serve-app.mjs <shell|mf-auth|mf-search|mf-account|mf-lister|mf-content|mf-admin> [port]',
  );
  process.exit(2);
}
const server = await serveApp(pkg, port ? Number(port) : undefined).catch((error) => {
  if (error.code !== 'EADDRINUSE') throw error;
  console.error(`${pkg}: port ${error.port} is already in use: stop the other server or set ${envKey(pkg)}.`);
  process.exit(1);
});

let closing = false;
function shutdown() {
  if (closing) return;
  closing = true;
  // Requests under way may finish; a connection that will not close does not keep the process.
  setTimeout(() => process.exit(0), 3000).unref();
  server.close(() => process.exit(0));
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, shutdown);

if (process.send) {
  process.on('disconnect', shutdown);
  if (process.connected) process.send({ listening: server.address().port });
  else shutdown();
} else {
  console.log(`${pkg} on http://localhost:${server.address().port}`);
}
