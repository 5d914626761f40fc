import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ADMIN_API } from '@basera/shared/schemas';
import { buildApp } from '../app';
import type { Db } from '../db';
import { openPglite } from '../db/pglite';
import { openPostgres } from '../db/postgres';
import { OutboxTransport } from '../messaging/transport';
import { type Account, call, signIn } from '../routes/admin/operator-kit';
import { DEMO_OPERATOR, DEMO_PASSWORD } from '../seed/users';
import { openTestDatabase, RecordingTransport, testConfig, testDatabaseKinds } from '../test/databases';
import { type TestApp, useTestApp } from '../test/suite';
import { copyPgliteTemplate, templateRun } from '../test/templates';

const apiDir = path.join(__dirname, '..', '..');
const PASSWORD = 'Console#2026Ops';

/** Runs `pnpm --filter @basera/api admin:create ...` as the package script does (tsx src/cli/admin-create.ts). */
function adminCreate(args: string[], env: Record<string, string | undefined>) {
  const result = spawnSync(
    path.join(apiDir, 'node_modules', '.bin', 'tsx'),
    ['src/cli/admin-create.ts', ...args],
    {
      cwd: apiDir,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env },
      encoding: 'utf8',
      timeout: 90_000,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** An app over a database the CLI wrote to, for signing the new operator in. */
async function appOver(db: Db) {
  const transport = new RecordingTransport(new OutboxTransport(db));
  const app = await buildApp({ config: testConfig(), db, transport });
  return { app, db, transport } as unknown as TestApp;
}

describe.each(testDatabaseKinds)('admin:create on %s', (kind) => {
  let env: Record<string, string | undefined>;
  let reopen: () => Promise<Db>;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    if (kind === 'pglite') {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'basera-admin-cli-'));
      // A migrated database in DATA_DIR/pglite, as the PostgreSQL side gets one (the CLI's migrate then has
      // nothing to do): copied from the run's template instead of an initdb and every migration in the CLI.
      const run = templateRun();
      if (run) await copyPgliteTemplate(run, 'migrated', path.join(dataDir, 'pglite'));
      env = { DATA_DIR: dataDir };
      reopen = () => openPglite(path.join(dataDir, 'pglite'));
      cleanup = async () => fs.rmSync(dataDir, { recursive: true, force: true });
    } else {
      const database = await openTestDatabase('postgres');
      env = { DATABASE_URL: database.url };
      reopen = () => openPostgres(database.url!, { max: 2 });
      cleanup = () => database.close();
    }
  }, 60_000);
  afterAll(() => cleanup());

  it('creates an operator who signs in with the mailed code and reaches the console', async () => {
    const email = 'Ops.Lead@Basera.example';
    const run = adminCreate([email, '--name', 'Anita Das'], { ...env, ADMIN_PASSWORD: PASSWORD });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^Operator created: ops\.lead@basera\.example \(id \d+, Anita Das\)/);

    const db = await reopen();
    const t = await appOver(db);
    try {
      const rows = await db.query('SELECT user_type, fname, lname, phone FROM users WHERE email = $1', [
        'ops.lead@basera.example',
      ]);
      expect(rows.rows).toEqual([{ user_type: 'Admin', fname: 'Anita', lname: 'Das', phone: '' }]);
      const body = { email_or_phone: 'ops.lead@basera.example', password: PASSWORD, user_type: 'Admin' };
      const first = await t.app.inject({ method: 'POST', url: '/api/user-login', payload: body });
      expect(first.json()).toMatchObject({ otp_required: true });
      const code = t.transport.sent.at(-1)?.text.match(/\b(\d{6})\b/)?.[1];
      const second = await t.app.inject({
        method: 'POST',
        url: '/api/user-login',
        payload: { ...body, otp: code },
      });
      expect(second.statusCode).toBe(200);
      expect((await call(t, 'GET', ADMIN_API.users, second.json().token)).statusCode).toBe(200);
    } finally {
      await t.app.close();
      await db.close();
    }
  }, 120_000);

  it('refuses an email that already has an operator, a weak password, and no password off a terminal', async () => {
    const again = adminCreate(['ops.lead@basera.example'], { ...env, ADMIN_PASSWORD: PASSWORD });
    expect(again.code).toBe(1);
    expect(again.stderr.trim()).toBe(
      'An operator with the email ops.lead@basera.example already exists: nothing was changed.',
    );
    const weak = adminCreate(['second@basera.example'], { ...env, ADMIN_PASSWORD: 'short' });
    expect(weak.code).toBe(1);
    expect(weak.stderr).toMatch(/Password must be at least 8 characters/);
    const none = adminCreate(['second@basera.example'], { ...env, ADMIN_PASSWORD: undefined });
    expect(none.code).toBe(1);
    expect(none.stderr.trim()).toBe(
      'No password: set ADMIN_PASSWORD, or run this in a terminal to be asked for one.',
    );
    const usage = adminCreate([], { ...env, ADMIN_PASSWORD: PASSWORD });
    expect(usage.code).toBe(1);
    expect(usage.stderr).toMatch(/^Usage: pnpm --filter @basera\/api admin:create EMAIL/);

    const db = await reopen();
    try {
      const rows = await db.query("SELECT email FROM users WHERE user_type = 'Admin' ORDER BY id");
      expect(rows.rows).toEqual([{ email: 'ops.lead@basera.example' }]);
    } finally {
      await db.close();
    }
  }, 120_000);
});

describe('the demo seed', () => {
  const t = useTestApp('pglite', { seed: true });

  it(`has the operator ${DEMO_OPERATOR.email} with the demo password`, async () => {
    const operator: Account = { id: 0, email: DEMO_OPERATOR.email, phone: '', name: DEMO_OPERATOR.name };
    const token = await signIn(t, operator, 'Admin', DEMO_PASSWORD);
    const me = await call(t, 'GET', '/me', token);
    expect(me.json()).toMatchObject({ user_type: 'Admin', user: { email: DEMO_OPERATOR.email } });
    expect((await call(t, 'GET', ADMIN_API.audit, token)).statusCode).toBe(200);
  });
});
