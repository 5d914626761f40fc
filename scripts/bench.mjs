// `pnpm bench`: prints numbers (bundle sizes, first-visit JavaScript, Lighthouse's mobile preset and SEO category
// on six pages (home, a city landing page, a type's results, a detail page, the blog and an article),
// one reviewer clearing the operator console's queue and the time to take a reported listing down, the API's
// throughput and latency per route against /api/health: PGlite at 10k listings, one user; PostgreSQL at 100k
// listings, 100 connections). Benchmarks never fail on timing.
// A new visitor on Slow 3G with a 4x slower CPU: real content of home, results and a listing, and the time from
// a tap to the keyword and login boxes (scripts/bench/slow3g.mjs).
// Interaction to Next Paint of five taps at a 4x CPU slowdown (scripts/bench/inp.mjs).
// BENCH_ONLY=bundles,slow3g,lighthouse,inp,review,search runs a part.
import { spawnSync } from 'node:child_process';
import { benchBundles } from './bench/bundles.mjs';
import { benchInp } from './bench/inp.mjs';
import { benchLighthouse } from './bench/lighthouse.mjs';
import { benchReview } from './bench/review.mjs';
import { benchSlow3g } from './bench/slow3g.mjs';
import { root } from './lib/apps.mjs';

const only = (process.env.BENCH_ONLY || 'bundles,slow3g,lighthouse,inp,review,search').split(',');

if (only.includes('bundles')) await benchBundles();
if (only.includes('slow3g')) await benchSlow3g();
if (only.includes('lighthouse')) await benchLighthouse();
if (only.includes('inp')) await benchInp();
if (only.includes('review')) await benchReview();
if (!only.includes('search')) process.exit(0);

// The API runs as its own process, autocannon drives it from the bench's (api/src/cli/bench-search.ts).
// PostgreSQL joins when TEST_DATABASE_URL (its server gets a `basera_bench` database) or BENCH_DATABASE_URL is
// set. BENCH_LISTINGS, BENCH_CONNECTIONS, BENCH_PGLITE_LISTINGS, BENCH_PGLITE_CONNECTIONS, BENCH_SECONDS,
// BENCH_DB (pglite or postgres) and BENCH_REUSE=1 change the run.
const search = spawnSync('pnpm', ['--filter', '@basera/api', 'bench:search'], {
  cwd: root,
  stdio: 'inherit',
});
if (search.status !== 0) process.exitCode = search.status ?? 1;
