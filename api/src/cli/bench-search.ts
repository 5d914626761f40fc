/**
 * Search benchmark (`pnpm bench`): grows a fresh database to BENCH_LISTINGS listings (default 100,000), serves
 * the API over real HTTP and measures p50 / p95 latency and requests per second of filtered and keyword
 * searches at BENCH_CONNECTIONS concurrent clients, on embedded PGlite and, when a server answers
 * (BENCH_DATABASE_URL, else TEST_DATABASE_URL), on PostgreSQL. Prints numbers; never fails on timing.
 */
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../app';
import { migrate } from '../db/migrate';
import { PUBLIC_LISTING } from '../listings/serialize';
import { seedIfEmpty } from '../seed';
import { growListings } from '../seed/grow';
import { openTestDatabase, testConfig } from '../test/databases';

const LISTINGS = Number(process.env.BENCH_LISTINGS || 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS || 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 8);

interface Result {
  requests: number;
  errors: number;
  p50: number;
  p95: number;
  rps: number;
}

/** CONNECTIONS clients, each sending its next request when the last one answered, for SECONDS. */
async function load(url: string): Promise<Result> {
  const latencies: number[] = [];
  let errors = 0;
  const until = performance.now() + SECONDS * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < until) {
        const t0 = performance.now();
        const response = await fetch(url).catch(() => null);
        if (!response?.ok) errors += 1;
        await response?.arrayBuffer();
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return {
    requests: latencies.length,
    errors,
    p50: at(0.5),
    p95: at(0.95),
    rps: latencies.length / elapsed,
  };
}

async function benchOn(kind: 'pglite' | 'postgres') {
  const database = await openTestDatabase(kind);
  const uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'basera-bench-'));
  try {
    const t0 = performance.now();
    await migrate(database.db);
    await seedIfEmpty(database.db, { uploadsDir });
    await growListings(database.db, LISTINGS);
    const { rows } = await database.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM properties p WHERE ${PUBLIC_LISTING}`,
    );
    console.log(
      `\n${kind}: ${rows[0]!.n.toLocaleString('en-IN')} active listings, built in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
    );

    // A busy city and state from the data itself, so the queries match what users would ask.
    const { rows: busiest } = await database.db.query<{ state_id: number; city_id: number }>(
      `SELECT state_id, city_id FROM properties GROUP BY state_id, city_id ORDER BY count(*) DESC LIMIT 1`,
    );
    const { state_id, city_id } = busiest[0]!;
    const app = await buildApp({ config: testConfig(), db: database.db });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api`;
    const scenarios: Array<[string, string]> = [
      [
        'filtered: city + type, newest',
        `/filtered-properties?state_id=${state_id}&city_id=${city_id}&room_type=Pg`,
      ],
      [
        'filtered: state + AC + sharing, price low-high',
        `/filtered-properties?state_id=${state_id}&ac=AC&sharing=Shared&sort=price_asc`,
      ],
      ['filtered: all types, page 50', `/filtered-properties?page=50`],
      ['keyword: "koramangala"', '/search-properties?search=koramangala'],
      ['keyword with a typo: "koramangla"', '/search-properties?search=koramangla'],
    ];
    console.log(
      `${'scenario'.padEnd(48)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'req/s'.padStart(8)}`,
    );
    for (const [name, pathAndQuery] of scenarios) {
      await load(`${base}${pathAndQuery}`); // warm-up pass (caches, plans), not reported
      const r = await load(`${base}${pathAndQuery}`);
      console.log(
        `${name.padEnd(48)} ${r.p50.toFixed(1).padStart(8)} ${r.p95.toFixed(1).padStart(8)} ${r.rps.toFixed(0).padStart(8)}${r.errors ? `  (${r.errors} errors)` : ''}`,
      );
    }
    await app.close();
  } finally {
    await database.close();
    fs.rmSync(uploadsDir, { recursive: true, force: true });
  }
}

async function run() {
  console.log(
    `Search benchmark: ${LISTINGS.toLocaleString('en-IN')} listings, ${CONNECTIONS} concurrent clients, ${SECONDS} s per scenario, ${os.cpus().length} cores`,
  );
  await benchOn('pglite');
  const pgUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (pgUrl) {
    process.env.TEST_DATABASE_URL = pgUrl;
    await benchOn('postgres');
  } else console.log('\npostgres: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL)');
}

run().catch((error) => {
  console.error(error);
  process.exit(1);
});
