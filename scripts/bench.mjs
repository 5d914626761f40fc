// `pnpm bench`: prints numbers (bundle sizes, first-visit JavaScript, search latency and throughput at 100k
// listings on PGlite and PostgreSQL). Benchmarks never fail on timing.
import { spawnSync } from 'node:child_process';
import { benchBundles } from './bench/bundles.mjs';
import { root } from './lib/apps.mjs';

await benchBundles();

// PostgreSQL joins when one answers; BENCH_DATABASE_URL points elsewhere. BENCH_LISTINGS, BENCH_SECONDS and
// BENCH_CONNECTIONS change the run.
const search = spawnSync('pnpm', ['--filter', '@basera/api', 'bench:search'], {
  cwd: root,
  stdio: 'inherit',
});
if (search.status !== 0) process.exitCode = search.status ?? 1;
