import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PHOTO_WIDTHS, photoVariant } from '@basera/shared/schemas';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { buildApp } from '../app';
import { hashPassword } from '../auth/passwords';
import { RedisThrottle } from '../auth/throttle';
import { type Config, loadConfig } from '../config';
import { type Db, openDatabase } from '../db';
import { migrate } from '../db/migrate';
import { LOGIN_FAILURE_LIMIT } from '../routes/auth';
import { openTestDatabase, type TestDatabase } from '../test/databases';
import { makePlaces, walkWizard } from '../test/listing-fixtures';
import { s3Env, startS3Server } from '../test/s3';
import type { TestApp } from '../test/suite';

const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
// Two instances share what one process cannot: a PostgreSQL server and a Redis are needed.
const describeShared = databaseUrl && redisUrl ? describe : describe.skip;
const reason = databaseUrl && redisUrl ? '' : ' (skipped: set TEST_DATABASE_URL and TEST_REDIS_URL)';

interface Instance {
  config: Config;
  db: Db;
  throttle: RedisThrottle;
  app: FastifyInstance;
  url: string;
}

const PASSWORD = 'Basera#Test2026';

describeShared(`two API instances on one PostgreSQL, one Redis and one S3 bucket${reason}`, () => {
  let s3: Awaited<ReturnType<typeof startS3Server>>;
  let database: TestDatabase;
  let a: Instance;
  let b: Instance;

  /**
   * One API instance as `pnpm start` would run it with these settings: its own connection pool, Redis client, S3
   * client and local data folder (left empty: uploads must go to the bucket), listening on a free port.
   */
  async function startInstance(throttlePrefix: string): Promise<Instance> {
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'basera-instance-')),
      DATABASE_URL: database.url!,
      DB_POOL_MAX: '4',
      REDIS_URL: redisUrl!,
      ...s3Env(s3.endpoint),
    });
    const db = await openDatabase(config);
    // The same counters as REDIS_URL gives, under this run's own prefix (Redis outlives test runs).
    const throttle = new RedisThrottle(redisUrl!, throttlePrefix);
    const app = await buildApp({ config, db, throttle });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    return { config, db, throttle, app, url: address };
  }

  beforeAll(async () => {
    s3 = await startS3Server();
    database = await openTestDatabase('postgres');
    await migrate(database.db);
    const prefix = `basera:test:${randomBytes(6).toString('hex')}:`;
    a = await startInstance(prefix);
    b = await startInstance(prefix);
  }, 60_000);

  afterAll(async () => {
    for (const instance of [a, b]) {
      if (!instance) continue;
      await instance.app.close();
      await instance.throttle.close();
      await instance.db.close();
      fs.rmSync(instance.config.dataDir, { recursive: true, force: true });
    }
    await database?.close();
    await s3?.stop();
  });

  /** A user who can sign in with PASSWORD, written by SQL into the shared database. */
  async function makeAccount(userType: 'Lister' | 'Customer') {
    const email = `two.${randomBytes(4).toString('hex')}@example.in`;
    const phone = `9${String(randomBytes(4).readUInt32BE()).padStart(9, '0').slice(-9)}`;
    await database.db.query(
      `INSERT INTO users (user_type, fname, lname, email, phone, password_hash, email_verified_at, phone_verified_at)
       VALUES ($1, 'Meera', 'Iyer', $2, $3, $4, now(), now())`,
      [userType, email, phone, await hashPassword(PASSWORD)],
    );
    return { email, userType };
  }

  const login = (instance: Instance, email: string, userType: string, password = PASSWORD) =>
    fetch(`${instance.url}/api/user-login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email_or_phone: email, password, user_type: userType }),
    });
  const get = (instance: Instance, pathname: string, token?: string) =>
    fetch(`${instance.url}${pathname}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  const bytes = async (res: Response) => Buffer.from(await res.arrayBuffer());

  it('accepts on B a token signed in on A, and refuses it on B once signed out on A', async () => {
    const account = await makeAccount('Customer');
    const signedIn = await login(a, account.email, account.userType);
    expect(signedIn.status).toBe(200);
    const { token } = (await signedIn.json()) as { token: string };

    const profile = await get(b, '/api/profile', token);
    expect(profile.status).toBe(200);
    expect(((await profile.json()) as { user: { email: string } }).user.email).toBe(account.email);

    const out = await fetch(`${a.url}/api/user-logout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(out.status).toBe(200);
    expect((await get(b, '/api/profile', token)).status).toBe(401);
  });

  it('counts failed sign-ins on A and B together: 3 wrong on each hit the limit of 5', async () => {
    const account = await makeAccount('Customer');
    const wrong = async (instance: Instance) =>
      (await login(instance, account.email, account.userType, 'Wrong#Password1')).status;
    const onA = [await wrong(a), await wrong(a), await wrong(a)];
    const onB = [await wrong(b), await wrong(b), await wrong(b)];
    expect(LOGIN_FAILURE_LIMIT).toBe(5);
    expect([onA, onB]).toEqual([
      [401, 401, 401],
      [401, 401, 429],
    ]);
    // Now even the right password waits, on either instance.
    const right = await login(a, account.email, account.userType);
    expect(right.status).toBe(429);
    expect(Number(right.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('serves on B the avatar and the listing photos uploaded through A, byte for byte; a delete on B is seen by A', async () => {
    const lister = await makeAccount('Lister');
    const { token, user } = (await (await login(a, lister.email, lister.userType)).json()) as {
      token: string;
      user: { id: number };
    };
    const picture = await sharp({ create: { width: 1600, height: 1067, channels: 3, background: '#0f766e' } })
      .jpeg()
      .toBuffer();

    const avatarForm = new FormData();
    avatarForm.append('avatar', new Blob([picture], { type: 'image/jpeg' }), 'me.jpg');
    const avatar = await fetch(`${a.url}/api/profile-image`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: avatarForm,
    });
    expect(avatar.status).toBe(200);
    const avatarPath = new URL(((await avatar.json()) as { avatar_url: string }).avatar_url).pathname;
    const [fromA, fromB] = await Promise.all([get(a, avatarPath), get(b, avatarPath)]);
    expect([fromA.status, fromB.status, fromB.headers.get('content-type')]).toEqual([200, 200, 'image/webp']);
    expect((await bytes(fromB)).equals(await bytes(fromA))).toBe(true);
    // The bucket holds it, not A's own folder.
    expect(fs.existsSync(path.join(a.config.uploadsDir, avatarPath.replace('/storage/', '')))).toBe(false);

    // A listing of this Lister (the wizard's first step, through A), then its photo through A.
    const t = { app: a.app, db: a.db } as unknown as TestApp;
    const id = await walkWizard(t, { id: user.id, token }, await makePlaces(t), 'PG', 1);
    const photoForm = new FormData();
    photoForm.append('photos', new Blob([picture], { type: 'image/jpeg' }), 'front.jpg');
    const uploaded = await fetch(`${a.url}/api/property-photos/${id}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: photoForm,
    });
    expect(uploaded.status).toBe(200);
    const { data, photoPath } = (await uploaded.json()) as {
      data: Array<{ id: number; file_name: string }>;
      photoPath: string;
    };
    const base = new URL(photoPath).pathname;
    for (const width of PHOTO_WIDTHS) {
      const variant = `${base}${photoVariant(data[0]!.file_name, width)}`;
      const [onA, onB] = await Promise.all([get(a, variant), get(b, variant)]);
      expect([variant, onA.status, onB.status]).toEqual([variant, 200, 200]);
      const served = await bytes(onB);
      expect(served.equals(await bytes(onA))).toBe(true);
      expect((await sharp(served).metadata()).width).toBe(width);
    }

    // Removed through B: gone from the bucket, so A answers 404 too.
    const removed = await fetch(`${b.url}/api/property-photos/${id}/${data[0]!.id}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(removed.status).toBe(200);
    expect((await get(a, `${base}${data[0]!.file_name}`)).status).toBe(404);
  });
});
