/**
 * API benchmark (`pnpm bench`, part `search`): grows a database with the project's own generator, starts the
 * API as its own process (`node --import tsx src/main.ts`, NODE_ENV=production) and drives it with autocannon
 * from this process. Each route's req/s, p50, p99 and max are printed with its share of `/api/health` measured
 * in the same run. Prints numbers; never fails on timing.
 *
 * - PGlite: a fresh data folder, BENCH_PGLITE_LISTINGS listings (default 10,000), BENCH_PGLITE_CONNECTIONS
 *   clients (default 1: one user, where no call may take over 100 ms).
 * - PostgreSQL: BENCH_DATABASE_URL, else the database `basera_bench` on the server of TEST_DATABASE_URL
 *   (never the test database itself), BENCH_LISTINGS listings (default 100,000), BENCH_CONNECTIONS clients
 *   (default 100). BENCH_REUSE=1 keeps a bench database that already holds that many listings.
 * BENCH_SECONDS (default 8) per route, after a 2 s warm-up; BENCH_DB=pglite or postgres runs one of them.
 * The API's own settings pass through: PUBLIC_CACHE_MS=0 measures every read on the database.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import pg from 'pg';
import { loadConfig } from '../config';
import { openDatabase } from '../db';
import { migrate } from '../db/migrate';
import { PUBLIC_LISTING } from '../listings/states';
import { seedIfEmpty } from '../seed';
import { growListings } from '../seed/grow';
import { createStorage } from '../storage/storage';

const SECONDS = Number(process.env.BENCH_SECONDS || 8);
const WARM_UP_SECONDS = 2;
const apiDir = path.resolve(__dirname, '..', '..');

interface Target {
  kind: 'pglite' | 'postgres';
  listings: number;
  connections: number;
  /** Environment of the API process (and of the generator). */
  env: Record<string, string>;
  port: number;
}

/** Migrates, seeds and grows the target's database, in this process, before the API opens it. */
async function prepare(target: Target) {
  const config = loadConfig({ ...target.env, NODE_ENV: 'production', DB_STATEMENT_TIMEOUT_MS: '0' });
  // Growing 100k listings takes longer than a request may.
  const db = await openDatabase(config);
  const storage = createStorage(config);
  try {
    await migrate(db);
    const count = async () =>
      (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM properties')).rows[0]!.n;
    if ((await count()) === target.listings) return { reused: true };
    await seedIfEmpty(db, { storage });
    await growListings(db, target.listings);
    return { reused: false };
  } finally {
    storage.close();
    await db.close();
  }
}

/** A bench database on the PostgreSQL server: reused with BENCH_REUSE=1, else created afresh. */
async function postgresTarget(listings: number, connections: number, port: number): Promise<Target | null> {
  let url = process.env.BENCH_DATABASE_URL;
  if (!url && process.env.TEST_DATABASE_URL) {
    const server = process.env.TEST_DATABASE_URL;
    const bench = new URL(server);
    bench.pathname = '/basera_bench';
    url = bench.toString();
    const admin = new pg.Client({ connectionString: server });
    await admin.connect();
    try {
      const { rows } = await admin.query("SELECT 1 FROM pg_database WHERE datname = 'basera_bench'");
      if (rows.length && process.env.BENCH_REUSE !== '1')
        await admin.query('DROP DATABASE basera_bench WITH (FORCE)');
      if (!rows.length || process.env.BENCH_REUSE !== '1') await admin.query('CREATE DATABASE basera_bench');
    } finally {
      await admin.end();
    }
  }
  if (!url) return null;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'basera-bench-pg-'));
  return { kind: 'postgres', listings, connections, port, env: { DATABASE_URL: url, DATA_DIR: dataDir } };
}

function startApi(target: Target): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: apiDir,
    env: {
      ...process.env,
      ...target.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(target.port),
      LOG_LEVEL: 'warn',
      SEED: 'false',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return child;
}

async function waitForHealth(base: string, child: ChildProcess) {
  const until = Date.now() + 120_000;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`the API exited with code ${child.exitCode}`);
    const ok = await fetch(`${base}/health`)
      .then((response) => response.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the API did not answer /api/health within 120 s');
}

async function stopApi(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

interface Row {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  max: number;
  errors: number;
  /** Answers counted in the measured seconds. */
  requests: number;
}

async function load(url: string, connections: number, seconds: number): Promise<Omit<Row, 'name'>> {
  // A slow route must still count: requests may take up to 30 s before autocannon gives up on them.
  // Headers as a browser sends them: it always accepts gzip.
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    timeout: 30,
    headers: { 'accept-encoding': 'gzip, deflate, br', accept: 'application/json' },
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    errors: result.errors + result.non2xx + result.timeouts,
    requests: result.requests.total,
  };
}

/** The routes, with a busy place and a public listing taken from the data itself. */
async function routes(target: Target) {
  const config = loadConfig({ ...target.env, NODE_ENV: 'production', DB_STATEMENT_TIMEOUT_MS: '0' });
  const db = await openDatabase(config);
  try {
    const { rows: busiest } = await db.query<{ state_id: number; city_id: number }>(
      `SELECT state_id, city_id FROM properties p WHERE ${PUBLIC_LISTING}
        GROUP BY state_id, city_id ORDER BY count(*) DESC LIMIT 1`,
    );
    const { rows: listing } = await db.query<{ id: number }>(
      `SELECT id FROM properties p WHERE ${PUBLIC_LISTING} ORDER BY id DESC LIMIT 1`,
    );
    const { state_id, city_id } = busiest[0]!;
    // "Near a place": the point of the busiest city's most listed map pin (the copies share their seed's pin).
    const { rows: pin } = await db.query<{ lat: number; long: number }>(
      `SELECT lat, long FROM properties p WHERE ${PUBLIC_LISTING} AND city_id = $1 AND lat IS NOT NULL
        GROUP BY lat, long ORDER BY count(*) DESC LIMIT 1`,
      [city_id],
    );
    const near = pin[0] ? `lat=${pin[0].lat}&long=${pin[0].long}&radius=5` : null;
    return [
      ['/api/health', '/health'],
      [
        'filtered: state + city + type',
        `/filtered-properties?state_id=${state_id}&city_id=${city_id}&room_type=PG`,
      ],
      // Issue 32: the "4 ★ and above" filter and the "Top rated" sort read the listing row's own figures.
      [
        'filtered: state + city + type, 4 ★ and above',
        `/filtered-properties?state_id=${state_id}&city_id=${city_id}&room_type=PG&min_rating=4`,
      ],
      [
        'filtered: state + city + type, top rated',
        `/filtered-properties?state_id=${state_id}&city_id=${city_id}&room_type=PG&sort=top_rated`,
      ],
      ['filtered: everything, top rated', '/filtered-properties?sort=top_rated'],
      [
        'count: state + city + type, 4 ★ and above',
        `/search-count?state_id=${state_id}&city_id=${city_id}&room_type=PG&min_rating=4`,
      ],
      [
        'filtered: state + AC + sharing, price asc',
        `/filtered-properties?state_id=${state_id}&ac=AC&sharing=Shared&sort=price_asc`,
      ],
      ['filtered: page 50', '/filtered-properties?page=50'],
      ...(near
        ? ([
            ['near: 5 km around a point, nearest first', `/filtered-properties?${near}`],
            ['near: 5 km, PG, price asc', `/filtered-properties?${near}&room_type=PG&sort=price_asc`],
            ['near: count of 5 km', `/search-count?${near}`],
          ] as Array<[string, string]>)
        : []),
      ['keyword "koramangala"', '/search-properties?search=koramangala'],
      ['keyword, broad "bengaluru"', '/search-properties?search=bengaluru'],
      ['keyword with a typo "koramangla"', '/search-properties?search=koramangla'],
      ['keyword "koramangala", top rated', '/search-properties?search=koramangala&sort=top_rated'],
      ['/api/get-home', '/get-home'],
      ['property details', `/get-property-details-by-id/${listing[0]!.id}`],
    ] as Array<[string, string]>;
  } finally {
    await db.close();
  }
}

const ms = (value: number) =>
  `${value.toLocaleString('en-IN', { maximumFractionDigits: value < 10 ? 1 : 0 })} ms`;

function print(rows: Row[]) {
  const health = rows[0]!.rps || 1;
  const line = (row: Row) => {
    // Nothing answered within the route's seconds: there is no latency to show.
    if (!row.requests) return `| ${row.name} | 0 | no answer in ${SECONDS} s | | | 0 % |`;
    const share = row === rows[0] ? '1' : `${((100 * row.rps) / health).toFixed(1)} %`;
    const errors = row.errors ? ` (${row.errors} errors)` : '';
    return `| ${row.name} | ${Math.round(row.rps).toLocaleString('en-IN')} | ${ms(row.p50)} | ${ms(row.p99)} | ${ms(row.max)} | ${share}${errors} |`;
  };
  console.log(
    `| route | req/s | p50 | p99 | max | share of /api/health |\n|---|---|---|---|---|---|\n${rows.map(line).join('\n')}`,
  );
}

async function benchOn(target: Target) {
  const t0 = performance.now();
  const { reused } = await prepare(target);
  console.log(
    `\n${target.kind}: ${target.listings.toLocaleString('en-IN')} listings (${reused ? 'reused' : `built in ${((performance.now() - t0) / 1000).toFixed(0)} s`}), ${target.connections} connection(s), ${SECONDS} s a route`,
  );
  const list = await routes(target);
  const child = startApi(target);
  const base = `http://127.0.0.1:${target.port}/api`;
  try {
    await waitForHealth(base, child);
    const rows: Row[] = [];
    // BENCH_ROUTES=health,home runs the routes whose names contain one of the words (health always).
    const only = process.env.BENCH_ROUTES?.split(',');
    const chosen = list.filter(
      ([name], index) => !only || !index || only.some((word) => name.includes(word)),
    );
    for (const [name, route] of chosen) {
      await load(`${base}${route}`, target.connections, WARM_UP_SECONDS); // caches, plans; not reported
      rows.push({ name, ...(await load(`${base}${route}`, target.connections, SECONDS)) });
      // Requests autocannon stopped waiting for may still hold the pool: the next route starts once they are
      // done (health waits behind them in the pool's queue).
      await waitForHealth(base, child);
    }
    print(rows);
  } finally {
    await stopApi(child);
  }
}

async function run() {
  const which = process.env.BENCH_DB;
  console.log(`API benchmark: ${os.cpus().length} cores, autocannon in its own process`);
  if (!which || which === 'pglite') {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'basera-bench-pglite-'));
    try {
      await benchOn({
        kind: 'pglite',
        listings: Number(process.env.BENCH_PGLITE_LISTINGS || 10_000),
        connections: Number(process.env.BENCH_PGLITE_CONNECTIONS || 1),
        env: { DATA_DIR: dataDir },
        port: Number(process.env.BENCH_PORT || 4650),
      });
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }
  if (!which || which === 'postgres') {
    const target = await postgresTarget(
      Number(process.env.BENCH_LISTINGS || 100_000),
      Number(process.env.BENCH_CONNECTIONS || 100),
      Number(process.env.BENCH_PORT || 4650) + 1,
    );
    if (target) await benchOn(target);
    else console.log('\npostgres: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL)');
  }
}

run().catch((error) => {
  console.error(error);
  process.exit(1);
});
