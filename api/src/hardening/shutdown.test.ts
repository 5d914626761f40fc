import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../app';
import { MemoryThrottle } from '../auth/throttle';
import type { Db } from '../db';
import { migrate } from '../db/migrate';
import { closeGracefully } from '../http/shutdown';
import { openTestDatabase, testConfig, testDatabaseKinds } from '../test/databases';
import { fixtureListing, makePlaces } from '../test/listing-fixtures';
import type { TestApp } from '../test/suite';

/** GET on a keep-alive agent: the status and the body. */
function get(agent: http.Agent, port: number, path: string) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, agent }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => {
          body += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });
}

describe.each(testDatabaseKinds)('shutdown on %s', (kind) => {
  it('finishes a request in flight, drops an idle keep-alive client, counts the last views and closes the database in well under 10 s', async () => {
    const database = await openTestDatabase(kind);
    await migrate(database.db);
    // What the listing's stats hold when the database is closed: the last views must be in by then.
    let viewsAtClose: number | null = null;
    const db: Db = {
      ...database.db,
      close: async () => {
        const stats = await database.db.query<{ views: number }>('SELECT views FROM listing_daily_stats');
        viewsAtClose = stats.rows[0]?.views ?? 0;
        await database.db.close();
      },
    };
    const app = await buildApp({ config: testConfig(), db, throttle: new MemoryThrottle() });
    // A slow request that still needs the database when it ends (an upload being stored, a slow search).
    app.get('/api/test-slow', async () => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      return (await database.db.query<{ n: number }>('SELECT 41 + 1 AS n')).rows[0];
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const port = (app.server.address() as AddressInfo).port;

    // One client that keeps its connection open and idle, as browsers do.
    const idle = new http.Agent({ keepAlive: true, keepAliveMsecs: 60_000 });
    expect((await get(idle, port, '/api/states')).status).toBe(200);
    const idleSocket = Object.values(idle.freeSockets).flat()[0]!;
    const idleClosed = new Promise((resolve) => idleSocket.once('close', resolve));

    const busy = new http.Agent({ keepAlive: true });
    const slow = get(busy, port, '/api/test-slow');
    await new Promise((resolve) => setTimeout(resolve, 200));
    // A view counted in memory, not yet written: the shutdown writes it.
    const fixtures = { db: database.db, publicCache: app.deps.publicCache } as TestApp;
    await makePlaces(fixtures);
    const owner = await database.db.query<{ id: number }>(
      `INSERT INTO users (user_type, fname, lname, email, phone, password_hash)
       VALUES ('Lister', 'Ravi', 'K', 'shutdown@example.in', '9000099999', 'x') RETURNING id`,
    );
    const listing = await fixtureListing(fixtures, { ownerId: Number(owner.rows[0]!.id) });
    app.deps.counters.view(listing);

    const started = Date.now();
    await closeGracefully(app, db, { timeoutMs: 8000, log: () => {} });
    const took = Date.now() - started;

    expect(await slow).toEqual({ status: 200, body: '{"n":42}' });
    await idleClosed;
    expect(took).toBeLessThan(5000);
    // The database is closed (nothing is left open to keep the process alive), after the view was written.
    expect(viewsAtClose).toBe(1);
    await expect(database.db.query('SELECT 1')).rejects.toThrow();
    idle.destroy();
    busy.destroy();
    if (kind === 'postgres') await database.close().catch(() => undefined);
  }, 30_000);
});
