import { buildApp } from './app';
import { loadConfig } from './config';
import { migrate } from './db/migrate';
import { seedIfEmpty } from './seed';
import { DEMO_SETTINGS } from './seed/general-settings';
import { DEMO_PASSWORD, DEMO_USERS } from './seed/users';
import { testDatabaseKinds } from './test/databases';
import { useTestApp } from './test/suite';

describe.each(testDatabaseKinds)('API foundation on %s', (kind) => {
  const t = useTestApp(kind, { seed: true, devOutbox: true });

  if (kind === 'postgres')
    it('keeps answering after the server ends its idle connections', async () => {
      // Two connections in the pool, one of them idle while the other one ends it.
      await Promise.all([t.app.inject('/api/health'), t.app.inject('/api/health')]);
      const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
      // Another session ends every other connection to this test database, as a restart or failover would.
      await t.db.transaction(async (tx) => {
        await tx.query(
          `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
            WHERE datname = current_database() AND pid <> pg_backend_pid()`,
        );
      });
      await new Promise((resolve) => setTimeout(resolve, 200));
      const res = await t.app.inject('/api/health');
      expect(res.statusCode).toBe(200);
      consoleError.mockRestore();
    });

  it('reports health with the database kind', async () => {
    const res = await t.app.inject('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: true, db: kind });
  });

  it('serves the general settings from the database', async () => {
    const res = await t.app.inject('/api/general-settings');
    expect(res.json()).toEqual({ status: true, general_settings: DEMO_SETTINGS });
    await t.db.query(`UPDATE general_settings SET email = 'help@basera.in' WHERE id = 1`);
    expect((await t.app.inject('/api/general-settings')).json().general_settings.email).toBe(
      'help@basera.in',
    );
    await t.db.query('UPDATE general_settings SET email = $1 WHERE id = 1', [DEMO_SETTINGS.email]);
  });

  it('migrates idempotently and seeds an empty database only', async () => {
    expect(await migrate(t.db)).toEqual([]);
    expect(await seedIfEmpty(t.db, t.app.deps)).toBe(false);
    const { rows } = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM general_settings');
    expect(rows[0]?.n).toBe(1);
  });

  it('seeds demo accounts that can sign in', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user-login',
      payload: { email_or_phone: DEMO_USERS[1].email, password: DEMO_PASSWORD, user_type: 'Lister' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.fname).toBe('Ravi');
  });

  it('answers unknown routes with JSON 404', async () => {
    const res = await t.app.inject('/api/no-such-thing');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: false, message: 'Not found' });
  });

  it('answers a malformed JSON body with 400, not 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/dev/outbox',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: false, message: 'The request body is not valid JSON.' });
  });

  it('lists the dev outbox for an address, newest first, and validates the query', async () => {
    await t.app.deps.transport.send({
      channel: 'email',
      to: 'Asha@Example.in',
      subject: 'one',
      text: 'first',
    });
    await t.app.deps.transport.send({
      channel: 'email',
      to: 'asha@example.in',
      subject: 'two',
      text: 'second',
    });
    const res = await t.app.inject('/api/dev/outbox?to=asha@example.in');
    expect(res.json().data.map((m: { subject: string }) => m.subject)).toEqual(['two', 'one']);
    const bad = await t.app.inject('/api/dev/outbox');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.to).toBeDefined();
  });

  it('allows CORS for a configured origin only', async () => {
    const allowed = await t.app.inject({ url: '/api/health', headers: { origin: 'http://localhost:3000' } });
    expect(allowed.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    const foreign = await t.app.inject({ url: '/api/health', headers: { origin: 'https://evil.example' } });
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('has a dev outbox only when DEV_OUTBOX says so, whatever NODE_ENV is', async () => {
    for (const env of ['production', 'Production', 'prod', 'development', 'test']) {
      const config = loadConfig({ NODE_ENV: env, LOG_LEVEL: 'silent', DATA_DIR: t.config.dataDir });
      expect([env, config.devOutbox]).toEqual([env, false]);
      const app = await buildApp({ config, db: t.db });
      expect([env, (await app.inject('/api/dev/outbox?to=asha@example.in')).statusCode]).toEqual([env, 404]);
      await app.close();
    }
    expect(loadConfig({ DEV_OUTBOX: '1' }).devOutbox).toBe(true);
    expect(loadConfig({ DEV_OUTBOX: '0' }).devOutbox).toBe(false);
    expect(() => loadConfig({ DEV_OUTBOX: 'yes please' })).toThrow(/DEV_OUTBOX/);
  });

  it('sends nosniff on API answers, errors and stored files', async () => {
    for (const url of ['/api/health', '/api/no-such-thing', '/storage/no-such-file.webp']) {
      const res = await t.app.inject(url);
      expect([url, res.headers['x-content-type-options']]).toEqual([url, 'nosniff']);
    }
  });
});
