import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import pg from 'pg';
import sharp from 'sharp';
import { buildApp } from '../app';
import { MemoryThrottle } from '../auth/throttle';
import { migrate } from '../db/migrate';
import { openPostgres } from '../db/postgres';
import { LocalStorage } from '../storage/local';
import { openTestDatabase, testConfig, testDatabaseKinds } from '../test/databases';
import { fixtureListing, makeUser, multipart, useListingSuite } from '../test/listing-fixtures';
import { closedPort, TcpProxy } from './tcp-proxy';

/**
 * Issue 27: a dependency that goes away (the database, Redis, the upload folder) answers 503 with Retry-After,
 * at once, never 500 and never a crash; the throttles keep counting in memory while Redis is away.
 */

/** Every kind of read a visitor or a signed-in user makes, and the health check. */
const READS = [
  '/api/get-all-pgs',
  '/api/filtered-properties?room_type=Pg',
  '/api/search-properties?search=koramangala',
  '/api/get-property-details-by-id/1',
  '/api/states',
  '/api/cities/1',
  '/api/me',
  '/api/health',
];

async function expectUnavailable(app: Awaited<ReturnType<typeof buildApp>>, token: string) {
  for (const url of READS) {
    const started = Date.now();
    const res = await app.inject({ url, headers: { authorization: `Bearer ${token}` } });
    expect([url, res.statusCode, res.headers['retry-after'], res.json().status]).toEqual([
      url,
      503,
      '5',
      false,
    ]);
    // Before: about 5 s (the connect timeout) and a 500. The margin is for a busy machine.
    expect([url, Date.now() - started < 3000]).toEqual([url, true]);
  }
}

describe.each(testDatabaseKinds)('the database away, on %s', (kind) => {
  it('answers every route 503 with Retry-After at once when the database is closed', async () => {
    const database = await openTestDatabase(kind);
    await migrate(database.db);
    const app = await buildApp({ config: testConfig(), db: database.db, throttle: new MemoryThrottle() });
    await database.db.close();
    await expectUnavailable(app, 'a'.repeat(64));
    await app.close();
    if (kind === 'postgres') await database.close().catch(() => undefined);
  }, 60_000);
});

const withPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;

withPostgres('PostgreSQL going away under the API', () => {
  it('answers 503 with Retry-After while its port refuses, and serves again when it is back', async () => {
    const database = await openTestDatabase('postgres');
    await migrate(database.db);
    const target = new URL(database.url!);
    const proxy = await new TcpProxy(target.hostname, Number(target.port || 5432)).start();
    const viaProxy = new URL(database.url!);
    viaProxy.host = proxy.address;
    const db = await openPostgres(viaProxy.toString(), { max: 2, connectTimeoutMs: 5000 });
    const app = await buildApp({ config: testConfig(), db, throttle: new MemoryThrottle() });
    expect((await app.inject('/api/states')).statusCode).toBe(200);

    await proxy.stop();
    await expectUnavailable(app, 'a'.repeat(64));

    await proxy.start();
    expect((await app.inject('/api/states')).statusCode).toBe(200);
    await app.close();
    await db.close();
    await proxy.stop();
    await database.close();
  }, 60_000);
});

withPostgres('PostgreSQL that accepts connections and never answers', () => {
  it('makes one request wait for the connect timeout, answers the others 503 at once, and recovers', async () => {
    const database = await openTestDatabase('postgres');
    await migrate(database.db);
    const target = new URL(database.url!);
    const proxy = await new TcpProxy(target.hostname, Number(target.port || 5432)).start();
    const viaProxy = new URL(database.url!);
    viaProxy.host = proxy.address;
    const db = await openPostgres(viaProxy.toString(), { max: 4, connectTimeoutMs: 1500 });
    const app = await buildApp({ config: testConfig(), db, throttle: new MemoryThrottle() });
    expect((await app.inject('/api/states')).statusCode).toBe(200);

    const timed = async (url: string) => {
      const started = Date.now();
      const res = await app.inject(url);
      expect([url, res.statusCode, res.headers['retry-after']]).toEqual([url, 503, '5']);
      return Date.now() - started;
    };
    proxy.stall();
    // The pooled connection is cut (503 at once); the next request learns the rest the slow way: the connect
    // timeout.
    let waited = 0;
    for (let i = 0; i < 3 && waited < 1000; i += 1) waited = await timed('/api/states');
    expect(waited).toBeGreaterThanOrEqual(1000);
    // Then one request at a time tries again; the rest are answered at once.
    const wave = await Promise.all(['/api/states', ...READS.slice(0, 5)].map(timed));
    expect(wave.filter((ms) => ms < 1000).length).toBeGreaterThanOrEqual(wave.length - 1);

    proxy.resume();
    const until = Date.now() + 10_000;
    let status = 0;
    while (status !== 200 && Date.now() < until) status = (await app.inject('/api/states')).statusCode;
    expect(status).toBe(200);
    await app.close();
    await db.close();
    await proxy.stop();
    await database.close();
  }, 60_000);
});

withPostgres('a transaction whose connection the server ends', () => {
  const t = useListingSuite('postgres');

  it('answers those requests 503 with Retry-After, and the API keeps answering', async () => {
    const listing = await fixtureListing(t, { ownerId: t.lister.id });
    const seekers = await Promise.all([1, 2, 3].map(() => makeUser(t, 'Customer')));
    const ids = seekers.map((seeker) => seeker.id);
    const name = (await t.db.query<{ db: string }>('SELECT current_database() AS db')).rows[0]!.db;
    const adminUrl = new URL(process.env.TEST_DATABASE_URL!);
    adminUrl.pathname = `/${name}`;
    const admin = new pg.Client({ connectionString: adminUrl.toString() });
    await admin.connect();
    // Each enquiry's transaction starts by locking its seeker's row: held here, every one waits mid-transaction.
    await admin.query('BEGIN');
    await admin.query('SELECT id FROM users WHERE id = ANY($1) FOR UPDATE', [ids]);
    const ask = (token: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/enquiries',
        headers: { authorization: `Bearer ${token}` },
        payload: { property_id: listing, message: 'Is a bed free from next month?' },
      });
    const asked = seekers.map((seeker) => ask(seeker.token));
    const waiting = async () =>
      (
        await admin.query(
          `SELECT pid FROM pg_stat_activity
            WHERE datname = current_database() AND wait_event_type = 'Lock' AND pid <> pg_backend_pid()`,
        )
      ).rows.map((row) => row.pid as number);
    const until = Date.now() + 10_000;
    while ((await waiting()).length < seekers.length && Date.now() < until)
      await new Promise((resolve) => setTimeout(resolve, 50));
    // What a failover, a restart or an idle-in-transaction timeout does to those connections.
    await admin.query('SELECT pg_terminate_backend(pid) FROM unnest($1::int[]) AS pid', [await waiting()]);
    await admin.query('ROLLBACK');
    await admin.end();

    for (const res of await Promise.all(asked))
      expect([res.statusCode, res.headers['retry-after'], res.json().status]).toEqual([503, '5', false]);
    // The next requests are answered, by the same process, on fresh connections.
    for (const seeker of seekers) expect((await ask(seeker.token)).statusCode).toBe(201);
    expect((await t.app.inject('/api/states')).statusCode).toBe(200);
  }, 60_000);
});

describe('Redis away', () => {
  it('keeps the login limit in memory, answers at once, and says so in the log once', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const database = await openTestDatabase('pglite');
    await migrate(database.db);
    const app = await buildApp(
      { config: testConfig({ redisUrl: `redis://127.0.0.1:${await closedPort()}` }), db: database.db },
      { logger: { level: 'warn', stream } },
    );
    // Another account's first attempt: counted on its own.
    const other = () =>
      app.inject({
        method: 'POST',
        url: '/api/user-login',
        payload: {
          email_or_phone: `nobody.${randomBytes(4).toString('hex')}@example.in`,
          password: 'Wrong#Pass2026',
          user_type: 'Customer',
        },
      });
    const email = `nobody.${randomBytes(4).toString('hex')}@example.in`;
    const attempt = () =>
      app.inject({
        method: 'POST',
        url: '/api/user-login',
        payload: { email_or_phone: email, password: 'Wrong#Pass2026', user_type: 'Customer' },
      });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const started = Date.now();
      statuses.push((await attempt()).statusCode);
      // Before: about 10 s each. The margin is for a busy machine (argon2 and Redis's 1 s give-up).
      expect(Date.now() - started).toBeLessThan(3500);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    expect((await other()).statusCode).toBe(401);
    expect(lines.filter((line) => line.includes('Redis is not answering'))).toHaveLength(1);
    await app.close();
    await database.close();
  }, 60_000);
});

describe('upload storage not writable', () => {
  const t = useListingSuite('pglite');

  it('answers an avatar upload 503 with Retry-After, and stores nothing', async () => {
    // A folder whose parent is a file: refused even to root, as a read-only or full disk would be.
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'basera-outage-')), 'uploads');
    fs.writeFileSync(file, 'not a folder');
    const app = await buildApp({
      config: t.config,
      db: t.db,
      throttle: new MemoryThrottle(),
      storage: new LocalStorage(path.join(file, 'store')),
    });
    const user = await makeUser(t, 'Customer');
    const picture = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#0f766e' } })
      .png()
      .toBuffer();
    const body = multipart([{ name: 'avatar', filename: 'me.png', type: 'image/png', content: picture }]);
    const started = Date.now();
    const res = await app.inject({
      method: 'POST',
      url: '/api/profile-image',
      headers: { authorization: `Bearer ${user.token}`, 'content-type': body.contentType },
      payload: body.payload,
    });
    expect([res.statusCode, res.headers['retry-after'], res.json()]).toEqual([
      503,
      '5',
      { status: false, message: 'Storage is not available, try again shortly' },
    ]);
    expect(Date.now() - started).toBeLessThan(3000);
    const row = await t.db.query<{ avatar_path: string | null }>(
      'SELECT avatar_path FROM users WHERE id = $1',
      [user.id],
    );
    expect(row.rows[0]!.avatar_path).toBeNull();
    await app.close();
  }, 60_000);
});
