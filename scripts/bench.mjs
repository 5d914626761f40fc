// `pnpm bench`: prints numbers (bundle sizes, first-visit JavaScript, Lighthouse's mobile preset on four pages,
// search latency and throughput at 100k listings on PGlite and PostgreSQL). Benchmarks never fail on timing.
// BENCH_ONLY=bundles,lighthouse,search runs a part.
import { spawnSync } from 'node:child_process';
import { benchBundles } from './bench/bundles.mjs';
import { benchLighthouse } from './bench/lighthouse.mjs';
import { root } from './lib/apps.mjs';

const only = (process.env.BENCH_ONLY || 'bundles,lighthouse,search').split(',');

if (only.includes('bundles')) await benchBundles();
if (only.includes('lighthouse')) await benchLighthouse();
if (!only.includes('search')) process.exit(0);

// PostgreSQL joins when one answers; BENCH_DATABASE_URL points elsewhere. BENCH_LISTINGS, BENCH_SECONDS and
// BENCH_CONNECTIONS change the run.
const search = spawnSync('pnpm', ['--filter', '@basera/api', 'bench:search'], {
  cwd: root,
  stdio: 'inherit',
});
if (search.status !== 0) process.exitCode = search.status ?? 1;
