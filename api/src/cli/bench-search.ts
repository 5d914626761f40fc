/**
 * API benchmark (`pnpm bench`, part `search`): grows a database with the project's own generator, starts the
 * API as its own process (`node --import tsx src/main.ts`, NODE_ENV=production) and drives it with autocannon
 * from this process. Prints numbers; never fails on timing.
 *
 * Baseline: a trivial route of the same server, one that touches nothing (a 404: `/api/bench-trivial` is no
 * route, and the not-found handler reads no database, no Redis, no storage). Every route's req/s is printed as
 * a share of it, measured in the same run. `/api/health` is printed too, for scale (it checks the database and
 * storage).
 *
 * Queries no cache can answer: each request of filtered search, keyword search and near-a-place is a distinct
 * random combination drawn from the bench data (bench-workload.ts); details walk thousands of listings; home is
 * the one call the product makes. The API runs with its public cache off (PUBLIC_CACHE_MS=0 unless set), so
 * home and details are built per request too. Targets (issue 35) are printed beside each figure, and beside them
 * what PostgreSQL itself serves of the same SQL: `pgbench` running the statements the API ran for sample
 * requests of each shape (caught on their way to the database), with as many clients as the API's pool.
 *
 * - PGlite: a fresh data folder, BENCH_PGLITE_LISTINGS listings (default 10,000), BENCH_PGLITE_CONNECTIONS
 *   clients (default 1: one user, where no call may take over 100 ms).
 * - PostgreSQL: BENCH_DATABASE_URL, else the database `basera_bench` on the server of TEST_DATABASE_URL
 *   (never the test database itself; `basera_bench_<n>` when BENCH_LISTINGS is not 100,000), BENCH_LISTINGS
 *   listings (default 100,000), BENCH_CONNECTIONS clients (default 100). BENCH_REUSE=1 keeps a bench database
 *   that already holds that many listings (migrations are applied to it first).
 * - BENCH_1M=1 adds the large pass: BENCH_LARGE_LISTINGS (default 1,000,000) listings in their own database
 *   (`basera_bench_1000000`, grown once, kept with BENCH_REUSE=1), keyword search by one user, p95 against its
 *   target. Growing it takes long, so the default bench skips it.
 * BENCH_SECONDS (default 8) per route, after a 2 s warm-up; BENCH_DB=pglite or postgres runs one of them;
 * BENCH_ROUTES=home,details runs the routes whose names contain one of the words (the baselines always);
 * BENCH_PGBENCH=0 skips pgbench, BENCH_PGBENCH_SECONDS (default 5) its seconds a shape; BENCH_PORT the ports.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import pg from 'pg';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { type Db, openDatabase } from '../db';
import { migrate } from '../db/migrate';
import { seedIfEmpty } from '../seed';
import { growListings } from '../seed/grow';
import { createStorage } from '../storage/storage';
import {
  detailsRequest,
  distinctPaths,
  filteredRequest,
  inline,
  keywordRequest,
  nearRequest,
  type Pools,
  randomSource,
  readPools,
} from './bench-workload';

const SECONDS = Number(process.env.BENCH_SECONDS || 8);
const WARM_UP_SECONDS = 2;
const PGBENCH_SECONDS = Number(process.env.BENCH_PGBENCH_SECONDS || 5);
const apiDir = path.resolve(__dirname, '..', '..');
/** The public cache is off unless the run says otherwise: every read is what a query nobody sent costs. */
const CACHE_MS = process.env.PUBLIC_CACHE_MS ?? '0';
const TRIVIAL = '/bench-trivial';

interface Target {
  kind: 'pglite' | 'postgres';
  listings: number;
  connections: number;
  /** Environment of the API process (and of the generator). */
  env: Record<string, string>;
  port: number;
  url?: string;
}

const configOf = (target: Target, extra: Record<string, string> = {}) =>
  loadConfig({ ...target.env, NODE_ENV: 'production', DB_STATEMENT_TIMEOUT_MS: '0', ...extra });

/** Migrates, seeds and grows the target's database, in this process, before the API opens it. */
async function prepare(target: Target) {
  // Growing 100k listings takes longer than a request may.
  const config = configOf(target);
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
  if (url && listings !== 100_000) {
    const named = new URL(url);
    named.pathname = `${named.pathname}_${listings}`;
    url = named.toString();
  }
  if (!url && process.env.TEST_DATABASE_URL) {
    const server = process.env.TEST_DATABASE_URL;
    const name = listings === 100_000 ? 'basera_bench' : `basera_bench_${listings}`;
    const bench = new URL(server);
    bench.pathname = `/${name}`;
    url = bench.toString();
    const admin = new pg.Client({ connectionString: server });
    await admin.connect();
    try {
      const { rows } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      if (rows.length && process.env.BENCH_REUSE !== '1')
        await admin.query(`DROP DATABASE ${name} WITH (FORCE)`);
      if (!rows.length || process.env.BENCH_REUSE !== '1') await admin.query(`CREATE DATABASE ${name}`);
    } finally {
      await admin.end();
    }
  }
  if (!url) return null;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'basera-bench-pg-'));
  return {
    kind: 'postgres',
    listings,
    connections,
    port,
    url,
    env: { DATABASE_URL: url, DATA_DIR: dataDir },
  };
}

function startApi(target: Target): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: apiDir,
    env: {
      ...process.env,
      ...target.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(target.port),
      LOG_LEVEL: 'warn',
      SEED: 'false',
      PUBLIC_CACHE_MS: CACHE_MS,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
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

/** A route of the run: a fixed path, or a generator of paths (one per request). */
interface Route {
  name: string;
  /** The path under /api, or a draw of one per request. */
  path: string | (() => string);
  /** A 404 is this route's answer (the trivial baseline), not an error. */
  notFoundIsAnswer?: boolean;
  /** Issue 35's target: the least share of the trivial route, and the most p99 (ms). */
  target?: { share: number; p99?: number };
  /** pgbench: a generator of sample requests whose SQL is caught and replayed. */
  sample?: () => string;
}

interface Row {
  route: Route;
  rps: number;
  p50: number;
  p99: number;
  max: number;
  errors: number;
  /** Answers counted in the measured seconds. */
  requests: number;
  /** pgbench's transactions (one per request's SQL) a second, when run. */
  pgbench?: number | null;
}

async function load(base: string, route: Route, connections: number, seconds: number) {
  // A slow route must still count: requests may take up to 30 s before autocannon gives up on them.
  // Headers as a browser sends them: it always accepts gzip.
  const draw = route.path;
  const result = await autocannon({
    url: `${base}${typeof draw === 'string' ? draw : ''}`,
    connections,
    duration: seconds,
    timeout: 30,
    headers: { 'accept-encoding': 'gzip, deflate, br', accept: 'application/json' },
    ...(typeof draw === 'function'
      ? {
          requests: [
            {
              setupRequest: (request: { path?: string }) => ({
                ...request,
                path: `/api${draw()}`,
              }),
            },
          ],
        }
      : {}),
  });
  const non2xx = route.notFoundIsAnswer
    ? result.non2xx - (result.statusCodeStats?.['404']?.count ?? 0)
    : result.non2xx;
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    errors: result.errors + non2xx + result.timeouts,
    requests: result.requests.total,
  };
}

/** The routes of the run: the baselines, then the shapes issue 35 sets targets for. */
function routes(pools: Pools): Route[] {
  const shape = (seed: number, generate: (r: ReturnType<typeof randomSource>, p: Pools) => string) => {
    const r = randomSource(seed);
    return { path: distinctPaths(() => generate(r, pools)), sample: distinctPaths(() => generate(r, pools)) };
  };
  return [
    { name: 'trivial route (a 404 of the same server)', path: TRIVIAL, notFoundIsAnswer: true },
    { name: '/api/health (database + storage checks)', path: '/health' },
    { name: 'filtered search', ...shape(35_001, filteredRequest), target: { share: 5, p99: 100 } },
    { name: 'keyword search', ...shape(35_002, keywordRequest), target: { share: 3 } },
    { name: 'near a place', ...shape(35_003, nearRequest), target: { share: 3 } },
    { name: 'home', path: '/get-home', sample: () => '/get-home', target: { share: 30 } },
    {
      name: 'details',
      path: shape(35_005, detailsRequest).path,
      sample: shape(35_006, detailsRequest).path,
      target: { share: 10 },
    },
  ];
}

/**
 * What PostgreSQL itself serves of a shape: the API (built in this process, over a database wrapper that notes
 * every statement) answers sample requests; each request's statements, parameters written in, become one
 * pgbench script (a transaction); pgbench runs them at random with the API's pool size as clients.
 */
async function pgbenchRates(target: Target, chosen: Route[]): Promise<Map<Route, number | null>> {
  const rates = new Map<Route, number | null>();
  const installed = fs.existsSync('/usr/lib/postgresql')
    ? fs.readdirSync('/usr/lib/postgresql').map((version) => `/usr/lib/postgresql/${version}/bin/pgbench`)
    : [];
  const binary = ['pgbench', ...installed].find(
    (candidate) => spawnSync(candidate, ['--version']).status === 0,
  );
  if (!binary || !target.url || process.env.BENCH_PGBENCH === '0') return rates;
  const config = configOf(target, { PUBLIC_CACHE_MS: '0' });
  const db = await openDatabase(config);
  let caught: string[] | null = null;
  const noting: Db = {
    ...db,
    kind: db.kind,
    query: (sql, params) => {
      caught?.push(inline(sql, params));
      return db.query(sql, params);
    },
    transaction: (fn) => db.transaction(fn),
    exec: (sql) => db.exec(sql),
    close: () => db.close(),
  };
  const app = await buildApp({ config, db: noting });
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'basera-pgbench-'));
  try {
    // One request first: per-database reads done once (the listing columns) are not a request's.
    await app.inject({ method: 'GET', url: '/api/filtered-properties' });
    await app.inject({ method: 'GET', url: '/api/get-home' });
    for (const route of chosen) {
      if (!route.sample) continue;
      const scripts: string[] = [];
      const samples = route.path === '/get-home' ? 1 : 100;
      for (let i = 0; i < samples; i += 1) {
        caught = [];
        const response = await app.inject({ method: 'GET', url: `/api${route.sample()}` });
        const statements = caught;
        caught = null;
        if (response.statusCode !== 200 || !statements.length) continue;
        const file = path.join(dir, `${scripts.length}.sql`);
        fs.writeFileSync(file, `${statements.map((sql) => `${sql.trim()};`).join('\n')}\n`);
        scripts.push(file);
      }
      if (!scripts.length) {
        rates.set(route, null);
        continue;
      }
      const run = spawnSync(
        binary,
        [
          '-n',
          '-c',
          String(config.dbPoolMax),
          '-j',
          String(Math.min(config.dbPoolMax, os.cpus().length)),
          '-T',
          String(PGBENCH_SECONDS),
          ...scripts.flatMap((file) => ['-f', file]),
          target.url,
        ],
        { encoding: 'utf8' },
      );
      const tps = /tps = ([\d.]+)/.exec(run.stdout)?.[1];
      if (!tps) console.error(`pgbench failed for ${route.name}: ${run.stderr.slice(0, 500)}`);
      rates.set(route, tps ? Number(tps) : null);
    }
  } finally {
    await app.close();
    await db.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
  return rates;
}

const ms = (value: number) =>
  `${value.toLocaleString('en-IN', { maximumFractionDigits: value < 10 ? 1 : 0 })} ms`;
const count = (value: number) => Math.round(value).toLocaleString('en-IN');

function print(rows: Row[], withPgbench: boolean) {
  const trivial = rows[0]!.rps || 1;
  const share = (rps: number) => (100 * rps) / trivial;
  const line = (row: Row) => {
    const { route } = row;
    const target = route.target
      ? `≥ ${route.target.share} %${route.target.p99 ? `, p99 ≤ ${route.target.p99} ms` : ''}`
      : '';
    const met = route.target
      ? share(row.rps) >= route.target.share && (!route.target.p99 || row.p99 <= route.target.p99)
        ? ' (met)'
        : ' (not met)'
      : '';
    const pgbench =
      row.pgbench === undefined
        ? ''
        : row.pgbench === null
          ? 'n/a'
          : `${count(row.pgbench)} tx/s (${share(row.pgbench).toFixed(1)} %)`;
    const cells = row.requests
      ? [
          count(row.rps),
          ms(row.p50),
          ms(row.p99),
          ms(row.max),
          row === rows[0]
            ? '100 %'
            : `${share(row.rps).toFixed(1)} %${row.errors ? ` (${row.errors} errors)` : ''}`,
        ]
      : ['0', `no answer in ${SECONDS} s`, '', '', '0 %'];
    return `| ${route.name} | ${cells.join(' | ')} | ${target}${met} |${withPgbench ? ` ${pgbench} |` : ''}`;
  };
  const head = `| route | req/s | p50 | p99 | max | share of trivial | target |${withPgbench ? ' pgbench, same SQL (share) |' : ''}`;
  const rule = `|---|---|---|---|---|---|---|${withPgbench ? '---|' : ''}`;
  console.log(`${head}\n${rule}\n${rows.map(line).join('\n')}`);
}

async function benchOn(target: Target) {
  const t0 = performance.now();
  const { reused } = await prepare(target);
  console.log(
    `\n${target.kind}: ${target.listings.toLocaleString('en-IN')} listings (${reused ? 'reused' : `built in ${((performance.now() - t0) / 1000).toFixed(0)} s`}), ${target.connections} connection(s), ${SECONDS} s a route, public cache ${CACHE_MS === '0' ? 'off' : `${CACHE_MS} ms`}, load average ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );
  const db = await openDatabase(configOf(target));
  const pools = await readPools(db).finally(() => db.close());
  const list = routes(pools);
  // BENCH_ROUTES=home,details runs the routes whose names contain one of the words (the baselines always).
  const only = process.env.BENCH_ROUTES?.split(',');
  const chosen = list.filter(
    (route, index) => !only || index < 2 || only.some((word) => route.name.includes(word)),
  );
  const child = startApi(target);
  const base = `http://127.0.0.1:${target.port}/api`;
  const rows: Row[] = [];
  try {
    await waitForHealth(base, child);
    for (const route of chosen) {
      await load(base, route, target.connections, WARM_UP_SECONDS); // plans, buffers; not reported
      rows.push({ route, ...(await load(base, route, target.connections, SECONDS)) });
      // Requests autocannon stopped waiting for may still hold the pool: the next route starts once they are
      // done (health waits behind them in the pool's queue).
      await waitForHealth(base, child);
    }
  } finally {
    await stopApi(child);
  }
  const withPgbench = target.kind === 'postgres' && process.env.BENCH_PGBENCH !== '0';
  if (withPgbench) {
    const rates = await pgbenchRates(target, chosen);
    for (const row of rows) if (row.route.sample) row.pgbench = rates.get(row.route) ?? null;
  }
  print(rows, withPgbench);
  if (withPgbench)
    console.log(
      `pgbench: the statements the API runs for a request of each shape (100 sample requests, their parameters written in), ${PGBENCH_SECONDS} s, as many clients as the API's pool; one transaction a request.`,
    );
}

/** One user, one request after another: each request's time, for a p95 (autocannon reports no p95). */
async function oneUser(base: string, draw: () => string, seconds: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const get = (url: string) =>
    new Promise<number>((resolve, reject) => {
      http
        .get(
          url,
          { agent, headers: { 'accept-encoding': 'gzip', accept: 'application/json' } },
          (response) => {
            response.resume();
            response.on('end', () => resolve(response.statusCode ?? 0));
          },
        )
        .on('error', reject);
    });
  const times: number[] = [];
  let errors = 0;
  const until = performance.now() + seconds * 1000;
  while (performance.now() < until) {
    const t = performance.now();
    const status = await get(`${base}${draw()}`);
    times.push(performance.now() - t);
    if (status !== 200 && status !== 404) errors += 1;
  }
  agent.destroy();
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
  return { n: times.length, p50: at(0.5), p95: at(0.95), p99: at(0.99), errors };
}

/** BENCH_1M=1: keyword search at a million listings, one user, p95 against issue 35's 50 ms. */
async function largePass(port: number) {
  const listings = Number(process.env.BENCH_LARGE_LISTINGS || 1_000_000);
  const target = await postgresTarget(listings, 1, port);
  if (!target) return;
  const t0 = performance.now();
  const { reused } = await prepare(target);
  console.log(
    `\npostgres, large: ${listings.toLocaleString('en-IN')} listings (${reused ? 'reused' : `built in ${((performance.now() - t0) / 1000).toFixed(0)} s`}), one user, ${SECONDS} s, public cache ${CACHE_MS === '0' ? 'off' : `${CACHE_MS} ms`}, load average ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );
  const db = await openDatabase(configOf(target));
  const pools = await readPools(db).finally(() => db.close());
  const r = randomSource(35_102);
  const child = startApi(target);
  const base = `http://127.0.0.1:${target.port}/api`;
  try {
    await waitForHealth(base, child);
    const draw = distinctPaths(() => keywordRequest(r, pools));
    await oneUser(base, draw, WARM_UP_SECONDS);
    const keyword = await oneUser(base, draw, SECONDS);
    const trivial = await oneUser(base, () => TRIVIAL, Math.min(SECONDS, 3));
    console.log(
      `| route | requests | p50 | p95 | p99 | target |\n|---|---|---|---|---|---|\n` +
        `| trivial route, one user | ${count(trivial.n)} | ${ms(trivial.p50)} | ${ms(trivial.p95)} | ${ms(trivial.p99)} | |\n` +
        `| keyword search, one user | ${count(keyword.n)}${keyword.errors ? ` (${keyword.errors} errors)` : ''} | ${ms(keyword.p50)} | ${ms(keyword.p95)} | ${ms(keyword.p99)} | p95 ≤ 50 ms (${keyword.p95 <= 50 ? 'met' : 'not met'}) |`,
    );
  } finally {
    await stopApi(child);
  }
}

async function run() {
  const which = process.env.BENCH_DB;
  const port = Number(process.env.BENCH_PORT || 4650);
  console.log(
    `API benchmark: ${os.cpus().length} cores, autocannon in the bench's process, the API in its own`,
  );
  if (!which || which === 'pglite') {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'basera-bench-pglite-'));
    try {
      await benchOn({
        kind: 'pglite',
        listings: Number(process.env.BENCH_PGLITE_LISTINGS || 10_000),
        connections: Number(process.env.BENCH_PGLITE_CONNECTIONS || 1),
        env: { DATA_DIR: dataDir },
        port,
      });
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }
  if (!which || which === 'postgres') {
    const target = await postgresTarget(
      Number(process.env.BENCH_LISTINGS || 100_000),
      Number(process.env.BENCH_CONNECTIONS || 100),
      port + 1,
    );
    if (target) await benchOn(target);
    else console.log('\npostgres: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL)');
    if (process.env.BENCH_1M === '1') await largePass(port + 2);
    else
      console.log(
        '\nKeyword search at 1,000,000 listings, one user (target p95 ≤ 50 ms): not run (BENCH_1M=1 grows and runs it).',
      );
  }
}

run().catch((error) => {
  console.error(error);
  process.exit(1);
});
