// Starts the whole site for the e2e run: production builds on the test ports, a fresh embedded database.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
// One folder per port set, so parallel runs (E2E_PORT_BASE) never share an embedded database.
const dataDir = path.join(here, '.e2e-data', process.env.E2E_PORT_BASE || '3100');
fs.rmSync(dataDir, { recursive: true, force: true });
// The remotes' releases and their registry (scripts/lib/releases/) live in the run's data folder, so every run
// starts with no release (each remote served from its dist/) and never touches the repository's releases/.
// tests/release.spec.ts points the release CLI at the same folder.
const releasesDir = path.join(dataDir, 'releases');

const child = spawn(process.execPath, [path.join(here, '..', 'scripts', 'start.mjs')], {
  stdio: 'inherit',
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    RELEASES_DIR: releasesDir,
    NODE_ENV: 'test',
    DEV_OUTBOX: '1',
    LOG_LEVEL: process.env.LOG_LEVEL || 'warn',
    // Accounts made through the API (tests/helpers.ts) say which client address they stand for, as a load
    // balancer would: per-address limits (10 sign-up codes per 10 minutes) then apply per simulated user.
    TRUST_PROXY: 'loopback',
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
