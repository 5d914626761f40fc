// Serves one built app alone: `node scripts/serve-app.mjs mf-search [port]`.
import { serveApp } from './lib/serve.mjs';

const [pkg, port] = process.argv.slice(2);
if (!pkg) {
  console.error(
    'usage: node scripts/serve-app.mjs <shell|mf-auth|mf-search|mf-account|mf-lister|mf-content> [port]',
  );
  process.exit(2);
}
const server = await serveApp(pkg, port ? Number(port) : undefined);
console.log(`${pkg} on http://localhost:${server.address().port}`);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
