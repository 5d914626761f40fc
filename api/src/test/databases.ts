import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../app';
import { RedisThrottle } from '../auth/throttle';
import { type Config, loadConfig } from '../config';
import type { Db } from '../db';
import { migrate } from '../db/migrate';
import { openPglite } from '../db/pglite';
import { openPostgres } from '../db/postgres';
import { PublicCache } from '../listings/public-cache';
import { type MessageTransport, OutboxTransport, type OutgoingMessage } from '../messaging/transport';
import {
  copyPgliteTemplate,
  copyUploads,
  createPostgresFromTemplate,
  type TemplateName,
  templateRun,
  testDatabasePrefix,
} from './templates';

export interface TestDatabase {
  db: Db;
  /** Seeded from the run's template: the folder of the pictures its demo data points at. */
  uploads?: string | null;
  /** PostgreSQL only: the fresh database's address, for a second pool on it (a second API instance). */
  url?: string;
  close(): Promise<void>;
}

/**
 * A fresh PostgreSQL database on the server of TEST_DATABASE_URL, dropped on close: a copy of the run's template
 * (migrated, or seeded) under jest, an empty one elsewhere.
 */
async function freshPostgres(url: string, template: TemplateName | null): Promise<TestDatabase> {
  const run = templateRun();
  // Under jest the run's id is in the name: the run's teardown drops what a suite that never closed left behind.
  const name = `${run ? testDatabasePrefix(run.id) : 'basera_test_'}${process.pid}_${randomBytes(4).toString('hex')}`;
  let uploads: string | null = null;
  if (run && template) uploads = await createPostgresFromTemplate(run, url, template, name);
  else {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
  }
  const target = new URL(url);
  target.pathname = `/${name}`;
  const db = await openPostgres(target.toString(), { max: 4 });
  return {
    db,
    url: target.toString(),
    uploads,
    close: async () => {
      await db.close();
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

/** A PGlite database of its own: a copy of the run's template in a folder removed on close under jest. */
async function freshPglite(template: TemplateName | null): Promise<TestDatabase> {
  const run = templateRun();
  if (!run || !template) {
    const db = await openPglite(null);
    return { db, close: () => db.close() };
  }
  const dir = path.join(fs.mkdtempSync(path.join(run.dir, 'suite-')), 'db');
  const uploads = await copyPgliteTemplate(run, template, dir);
  const db = await openPglite(dir);
  return {
    db,
    uploads,
    close: async () => {
      await db.close();
      fs.rmSync(path.dirname(dir), { recursive: true, force: true });
    },
  };
}

/** The databases every API suite runs against: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const testDatabaseKinds: Array<'pglite' | 'postgres'> = process.env.TEST_DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

/**
 * A database of the suite's own, every migration applied (`migrate` on it has nothing left to do); with
 * `template: 'seeded'` the demo data too. Under jest it is copied from the run's templates (templates.ts).
 */
export async function openTestDatabase(
  kind: 'pglite' | 'postgres',
  template: TemplateName = 'migrated',
): Promise<TestDatabase> {
  if (kind === 'postgres') return freshPostgres(process.env.TEST_DATABASE_URL!, template);
  return freshPglite(template);
}

/** A clock for the public cache that stands still until advanced. */
export class TestClock {
  private at = Date.now();
  now = () => this.at;
  advance(ms: number) {
    this.at += ms;
  }
}

/** Records messages (and still writes them to the outbox table, as the dev transport does). */
export class RecordingTransport implements MessageTransport {
  readonly sent: OutgoingMessage[] = [];
  constructor(private readonly outbox: OutboxTransport) {}
  async send(message: OutgoingMessage) {
    this.sent.push(message);
    await this.outbox.send(message);
  }
}

/** Test config: a throwaway data folder (generated photos, uploads) shared by the run. */
const testDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'basera-api-test-'));
export function testConfig(overrides: Partial<Config> = {}): Config {
  return { ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: testDataDir }), ...overrides };
}

/**
 * A migrated test database and an app on it; one per suite (opening PGlite takes seconds). With `seeded`, the
 * database holds the demo data and the app's storage its pictures (seedIfEmpty then has nothing to do).
 */
export async function setupTestApp(
  kind: 'pglite' | 'postgres',
  configOverrides: Partial<Config> = {},
  options: { seeded?: boolean } = {},
) {
  const database = await openTestDatabase(kind, options.seeded ? 'seeded' : 'migrated');
  await migrate(database.db);
  const transport = new RecordingTransport(new OutboxTransport(database.db));
  const config = testConfig(configOverrides);
  if (database.uploads && config.storage.kind === 'local') copyUploads(database.uploads, config.uploadsDir);
  // Redis outlives a run: each suite counts under its own prefix, so an earlier run's hits never leak in.
  const throttle = config.redisUrl
    ? new RedisThrottle(config.redisUrl, `basera:test:${randomBytes(6).toString('hex')}:`)
    : undefined;
  // The public cache runs in every suite, on a clock that moves only when a test says so: a read after a write
  // that bypassed the API (SQL in a fixture) is stale until the test invalidates or advances the clock, every
  // time, never depending on how fast the test ran.
  const clock = new TestClock();
  const publicCache = new PublicCache({ ttlMs: config.publicCacheMs, maxEntries: 500, now: clock.now });
  const app = await buildApp({ config, db: database.db, transport, throttle, publicCache });
  return {
    app,
    db: database.db,
    transport,
    config,
    clock,
    publicCache,
    close: async () => {
      await app.close();
      await throttle?.close();
      await database.close();
    },
  };
}
