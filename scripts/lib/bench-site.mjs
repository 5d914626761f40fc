// The production site for the benchmarks: `pnpm start` (scripts/start.mjs, which builds what is missing or
// stale) on the bench ports with its own embedded database in a temporary folder, so a running site on 3000 is
// left alone. Used by scripts/bench/lighthouse.mjs and scripts/bench/review.mjs; benchSite() also takes a site
// that is already running.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { APPS, envKey, root } from './apps.mjs';

/** The shell's port; each remote follows it in APPS order, then the API (BENCH_PORT_BASE moves them all). */
export const BENCH_PORT = Number(process.env.BENCH_PORT_BASE || 3900);

/** Resolves once `url` answers 2xx; throws after `timeoutMs`, or as soon as `alive()` says the server is gone. */
export async function waitFor(url, timeoutMs = 180_000, alive = () => true) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (!alive()) throw new Error(`The site stopped before ${url} answered`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/**
 * Starts the site (NODE_ENV=production, LOG_LEVEL=warn) with `env` added to its environment, e.g. DEV_OUTBOX=1
 * and TRUST_PROXY=loopback for a bench that signs accounts up through the API. Resolves once the API and the
 * shell answer, with the shell's and the API's base URLs and `stop()`, which ends the site and removes its data.
 */
export async function startSite({ env = {} } = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'basera-bench-'));
  const ports = Object.fromEntries(
    [...APPS, 'api'].map((pkg, index) => [envKey(pkg), String(BENCH_PORT + index)]),
  );
  const child = spawn(process.execPath, [path.join(root, 'scripts', 'start.mjs')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
    env: {
      ...process.env,
      ...ports,
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      ...env,
    },
  });
  const alive = () => child.exitCode === null && child.signalCode === null;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (alive()) child.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const site = `http://localhost:${BENCH_PORT}`;
  const api = `http://localhost:${ports.PORT_API}/api`;
  try {
    // A stale build is rebuilt first (two apps at a time): minutes from a fresh clone.
    await waitFor(`${api}/health`, 900_000, alive);
    await waitFor(`${site}/`, 180_000, alive);
  } catch (error) {
    await stop();
    throw error;
  }
  return { site, api, stop };
}

/**
 * The site a bench measures: one already running when BENCH_SITE_URL (the shell's origin) and BENCH_API_URL (its
 * API base, ending in /api) are set (e.g. two builds served at once and measured in turn; `stop()` leaves it
 * running), else a fresh `startSite({ env })` (e.g. DEV_OUTBOX=1 for a bench that signs the operator in).
 */
export async function benchSite({ env = {} } = {}) {
  const site = process.env.BENCH_SITE_URL?.replace(/\/+$/, '');
  const api = process.env.BENCH_API_URL?.replace(/\/+$/, '');
  if (!site !== !api) throw new Error('Set both BENCH_SITE_URL and BENCH_API_URL, or neither');
  if (!site) return startSite({ env });
  await waitFor(`${api}/health`, 10_000);
  await waitFor(`${site}/`, 10_000);
  return { site, api, stop: async () => {} };
}
