import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { type Config, loadConfig } from '../config';
import { type Db, openDatabase } from '../db';
import { migrate } from '../db/migrate';
import type { MessageTransport, OutgoingMessage } from '../messaging/transport';
import { openTestDatabase, type TestDatabase } from '../test/databases';
import type { Notice } from './notifier';

const databaseUrl = process.env.TEST_DATABASE_URL;
const describePg = databaseUrl ? describe : describe.skip;
const reason = databaseUrl ? '' : ' (skipped: set TEST_DATABASE_URL)';

/** Records what it sent, a little slowly, so that two instances' sends overlap. */
class SlowTransport implements MessageTransport {
  readonly sent: OutgoingMessage[] = [];
  async send(message: OutgoingMessage) {
    await new Promise((resolve) => setTimeout(resolve, 15));
    this.sent.push(message);
  }
}

interface Instance {
  config: Config;
  db: Db;
  app: FastifyInstance;
  transport: SlowTransport;
}

describePg(`notifications with two API instances on one PostgreSQL (pg-boss)${reason}`, () => {
  let database: TestDatabase;
  let a: Instance;
  let b: Instance;

  async function instance(): Promise<Instance> {
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'basera-notify-')),
      DATABASE_URL: database.url!,
      DB_POOL_MAX: '4',
    });
    const db = await openDatabase(config);
    const transport = new SlowTransport();
    const app = await buildApp({ config, db, transport });
    return { config, db, app, transport };
  }

  beforeAll(async () => {
    database = await openTestDatabase('postgres');
    await migrate(database.db);
    a = await instance();
    b = await instance();
  }, 60_000);

  afterAll(async () => {
    for (const i of [a, b]) {
      if (!i) continue;
      await i.app.close();
      await i.db.close();
      fs.rmSync(i.config.dataDir, { recursive: true, force: true });
    }
    await database?.close();
  });

  let serial = 0;
  async function user() {
    serial += 1;
    const { rows } = await database.db.query<{ id: string }>(
      `INSERT INTO users (user_type, fname, lname, email, phone, password_hash)
       VALUES ('Customer', 'Asha', 'Rao', $1, $2, 'not-a-hash') RETURNING id`,
      [`two.${serial}.${Date.now()}@example.in`, `98${String(Date.now() + serial).slice(-8)}`],
    );
    const id = Number(rows[0]!.id);
    await database.db.query(
      'INSERT INTO notification_preferences (user_id, email, sms, whatsapp) VALUES ($1, true, true, true)',
      [id],
    );
    return id;
  }
  const notice = (userId: number, key: string): Notice => ({
    userId,
    kind: 'visit',
    key,
    subject: 'Visit confirmed',
    text: 'The owner confirmed your visit.',
    short: 'Your visit is confirmed.',
    link: '/user/enquiries/1',
  });
  const sentTo = () =>
    [...a.transport.sent, ...b.transport.sent].map((m) => `${m.channel}>${m.to}>${m.text}`);
  const counts = async () =>
    (
      await database.db.query<{ state: string; n: string }>(
        'SELECT state, count(*) AS n FROM notifications GROUP BY state ORDER BY state',
      )
    ).rows.map((r) => `${r.state}:${r.n}`);

  it('two instances draining at once send every row exactly once', async () => {
    for (let i = 0; i < 10; i++) {
      const id = await user();
      await (i % 2 ? a : b).app.deps.notifier.notify(notice(id, `race:${id}`));
    }
    const [fromA, fromB] = await Promise.all([a.app.deps.notifier.drain(), b.app.deps.notifier.drain()]);
    expect(fromA + fromB).toBe(30);
    expect(sentTo()).toHaveLength(30);
    expect(new Set(sentTo()).size).toBe(30);
    expect(await counts()).toEqual(['sent:30']);
  });

  it('with both queues started: rows whose job was lost go on the sweep, new ones through pg-boss jobs, once each', async () => {
    // Recorded while no queue ran: no job exists for them (as after a crash between the insert and the enqueue).
    for (let i = 0; i < 3; i++) {
      const id = await user();
      await a.app.deps.notifier.notify(notice(id, `lost:${id}`));
    }
    await Promise.all([a.app.deps.notifier.start(), b.app.deps.notifier.start()]);
    for (let i = 0; i < 6; i++) {
      const id = await user();
      const target = i % 2 ? a : b;
      // Half inside the producer's own transaction: the job commits with the rows.
      if (i < 3) await target.app.deps.notifier.notify(notice(id, `live:${id}`));
      else await target.db.transaction((tx) => target.app.deps.notifier.notify(notice(id, `live:${id}`), tx));
    }
    const jobs = await database.db.query<{ n: string }>(
      `SELECT count(*) AS n FROM pgboss.job WHERE name = 'notification'`,
    );
    expect(Number(jobs.rows[0]!.n)).toBe(18);
    const deadline = Date.now() + 40_000;
    while (Date.now() < deadline && sentTo().length < 30 + 27)
      await new Promise((resolve) => setTimeout(resolve, 250));
    // Time for a second send, if anything could send one.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(sentTo()).toHaveLength(57);
    expect(new Set(sentTo()).size).toBe(57);
    expect(await counts()).toEqual(['sent:57']);
    // The pg-boss workers ran the jobs (completed, whichever instance took each).
    const completed = await database.db.query<{ n: string }>(
      `SELECT count(*) AS n FROM pgboss.job WHERE name = 'notification' AND state = 'completed'`,
    );
    expect(Number(completed.rows[0]!.n)).toBe(18);
  }, 60_000);
});
