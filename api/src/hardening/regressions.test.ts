import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ACCOUNT_MESSAGES, CONTACT_API_MESSAGES, TEXT_MESSAGES } from '@basera/shared/schemas';
import { buildApp } from '../app';
import { MemoryThrottle } from '../auth/throttle';
import type { Db } from '../db';
import { LocalStorage } from '../storage/local';
import { testDatabaseKinds } from '../test/databases';
import { call, makeUser, type TestUser, useListingSuite, walkWizard } from '../test/listing-fixtures';
import { addressPerTest } from '../test/suite';

/**
 * The inputs that answered 500 before issue 13, each by name: a NUL in a string that reaches SQL, numbers past
 * the int columns, a 100 KB email, broken multipart. Each now answers a 4xx naming the field, and stores nothing.
 */

const NUL = '\u0000';
const HUGE_EMAIL = `${'a'.repeat(100_000)}@example.in`;

describe.each(testDatabaseKinds)('inputs that once answered 500, on %s', (kind) => {
  const t = useListingSuite(kind, { devOutbox: true });
  const ip = addressPerTest(14);
  let customer: TestUser;
  beforeAll(async () => {
    customer = await makeUser(t, 'Customer');
  });

  const post = (url: string, payload: object, user: TestUser | null = null) =>
    t.app.inject({
      method: 'POST',
      url: `/api${url}`,
      payload,
      remoteAddress: ip(),
      headers: user ? { authorization: `Bearer ${user.token}` } : {},
    });
  // The dev outbox answers only this machine: its request comes from loopback.
  const get = (url: string) =>
    t.app.inject({ url: `/api${url}`, remoteAddress: url.startsWith('/dev/') ? '127.0.0.1' : ip() });
  const expectRefused = (
    res: { statusCode: number; json(): { errors?: Record<string, string[]> } },
    field: string,
  ) => {
    expect([field, res.statusCode, Object.keys(res.json().errors ?? {})]).toEqual([
      field,
      422,
      expect.arrayContaining([field]),
    ]);
  };

  const email = 'asha@example.in';
  const password = 'Ghar#2026Safe';
  const bodies: Array<[string, string, object]> = [
    ['/email-send-otp', 'email', { email: `a${NUL}sha@example.in`, usertype: 'Customer' }],
    ['/email-verify-otp', 'email', { email: `a${NUL}sha@example.in`, otp: '123456' }],
    [
      '/user-login',
      'email_or_phone',
      { email_or_phone: `a${NUL}sha@example.in`, password, user_type: 'Customer' },
    ],
    ['/user-forgot-password', 'email', { email: `a${NUL}sha@example.in`, usertype: 'Customer' }],
    [
      '/change-forgot-password',
      'email',
      {
        email: `a${NUL}sha@example.in`,
        otp: '123456',
        new_password: password,
        new_password_confirmation: password,
        usertype: 'Customer',
      },
    ],
    ...['email', 'first_name'].map((field): [string, string, object] => [
      '/user-register',
      field,
      {
        first_name: 'Asha',
        last_name: 'Rao',
        phone: '9876543210',
        email,
        password,
        password_confirmation: password,
        user_type: 'Customer',
        [field]: field === 'email' ? `a${NUL}sha@example.in` : `As${NUL}ha`,
      },
    ]),
    ...['name', 'city', 'message'].map((field): [string, string, object] => [
      '/message',
      field,
      { name: 'Asha', phone_no: '9876543210', email, city: 'Pune', message: 'Hello', [field]: `a${NUL}b` },
    ]),
  ];
  it.each(bodies)('POST %s with a NUL in %s: 422 naming the field', async (url, field, body) => {
    expectRefused(await post(url, body), field);
  });

  it.each(['fname', 'lname', 'email'])(
    'POST /profile with a NUL in %s: 422 naming the field',
    async (field) => {
      const body = {
        fname: 'Asha',
        lname: 'Rao',
        email,
        phone: '9876543210',
        [field]: `a${NUL}sha@example.in`,
      };
      expectRefused(await post('/profile', body, customer), field);
    },
  );

  it.each([
    ['/filtered-properties?location=%00', 'location'],
    ['/search-properties?search=%00', 'search'],
    ['/search-properties?search=a%07b', 'search'],
    ['/blog-details/%00', 'slug'],
    ['/dev/outbox?to=%00', 'to'],
    ...['state_id', 'city_id', 'min_price', 'max_price'].map((name) => [
      `/filtered-properties?${name}=2147483648`,
      name,
    ]),
    ['/cities/2147483648', 'stateId'],
  ])('GET %s: 422 naming %s', async (url, field) => {
    expectRefused(await get(url), field);
  });

  it('answers ids past the int and bigint columns with 404 or 422, never 500', async () => {
    for (const url of ['/get-property-details-by-id/2147483648', '/get-property-detailed/9007199254740991'])
      expect([url, (await get(url)).statusCode]).toEqual([url, 404]);
    expect((await get('/get-property-details-by-id/99999999999999999999')).statusCode).toBe(422);
    for (const id of ['2147483648', '9223372036854775808']) {
      const res = await t.app.inject({
        method: 'DELETE',
        url: `/api/sessions/${id}`,
        headers: { authorization: `Bearer ${customer.token}` },
      });
      expect([id, res.statusCode === 404 || res.statusCode === 422]).toEqual([id, true]);
    }
  });

  it('refuses a 100 KB email on the profile and the contact form, and stores nothing', async () => {
    const profile = await post(
      '/profile',
      { fname: 'Asha', lname: 'Rao', email: HUGE_EMAIL, phone: '9876543210' },
      customer,
    );
    expect(profile.json().errors.email).toEqual([ACCOUNT_MESSAGES.emailMax]);
    const count = async () =>
      (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM contact_messages')).rows[0]!.n;
    const before = await count();
    const contact = await post('/message', {
      name: 'Asha',
      phone_no: '9876543210',
      email: HUGE_EMAIL,
      city: 'Pune',
      message: 'Hello',
    });
    expect(contact.json().errors.email).toEqual([CONTACT_API_MESSAGES.emailTooLong]);
    expect(await count()).toBe(before);
  });

  it('refuses on the profile a phone starting with 0, as sign-up does', async () => {
    const res = await post('/profile', { fname: 'Asha', lname: 'Rao', email, phone: '0987654321' }, customer);
    expect(res.json().errors).toEqual({ phone: [ACCOUNT_MESSAGES.phoneLeadingZero] });
  });

  it('keeps line breaks in a contact message and refuses control characters with the shared message', async () => {
    const body = { name: 'Asha', phone_no: '9876543210', email, city: 'Pune' };
    expect((await post('/message', { ...body, message: 'Two\nlines' })).statusCode).toBe(200);
    const res = await post('/message', { ...body, name: 'As\tha', message: `a${NUL}` });
    expect(res.json().errors).toEqual({
      name: [TEXT_MESSAGES.lineBreak],
      message: [TEXT_MESSAGES.control],
    });
  });

  it('answers multipart with no boundary or cut short with a 4xx on every upload route', async () => {
    const draft = await walkWizard(t, t.lister, t.places, 'PG', 4);
    const boundary = '----basera13';
    const whole = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="avatar"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n` +
        `${'x'.repeat(200)}\r\n--${boundary}--\r\n`,
    );
    const broken: Array<[string, Buffer | string]> = [
      ['multipart/form-data', whole],
      ['multipart/form-data; boundary=', 'junk'],
      [`multipart/form-data; boundary=${boundary}`, whole.subarray(0, 120)],
      [`multipart/form-data; boundary=${boundary}`, ''],
    ];
    for (const [url, user] of [
      ['/profile-image', customer],
      ['/lister-profile-image-update', t.lister],
      [`/property-photos/${draft}`, t.lister],
    ] as const) {
      for (const [contentType, payload] of broken) {
        const res = await call(t, 'POST', url, user, payload, contentType);
        expect([url, contentType, res.status >= 400 && res.status < 500]).toEqual([url, contentType, true]);
      }
    }
  });

  it('answers input the database refuses with 422 when a schema lets it through', async () => {
    const app = await buildApp({ config: t.config, db: t.db, throttle: new MemoryThrottle() });
    app.get('/api/test-out-of-range', () => t.db.query('SELECT $1::int AS n', ['2147483648']));
    app.get('/api/test-nul', () => t.db.query('SELECT $1::text AS s', [`a${NUL}b`]));
    for (const url of ['/api/test-out-of-range', '/api/test-nul']) {
      const res = await app.inject(url);
      expect([url, res.statusCode, res.json().status]).toEqual([url, 422, false]);
    }
    await app.close();
  });

  it('answers /health with 503 naming the database or the upload storage when one is down, and 200 naming Redis as degraded', async () => {
    const down: Db = { ...t.db, query: () => Promise.reject(new Error('connection refused')) };
    const noDb = await buildApp({ config: t.config, db: down, throttle: new MemoryThrottle() });
    const res = await noDb.inject('/api/health');
    expect([res.statusCode, res.json()]).toEqual([
      503,
      { status: false, message: 'Not answering: database', failing: ['database'] },
    ]);
    await noDb.close();

    const throttle = new MemoryThrottle();
    throttle.ping = () => Promise.reject(new Error('Redis is away'));
    const noRedis = await buildApp({
      config: { ...t.config, redisUrl: 'redis://redis.invalid:6379' },
      db: t.db,
      throttle,
    });
    const redis = await noRedis.inject('/api/health');
    expect([redis.statusCode, redis.json().degraded]).toEqual([200, ['redis']]);
    await noRedis.close();

    // Uploads could not be stored: a folder that is a file (full or read-only disks fail the same check).
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'basera-health-')), 'uploads');
    fs.writeFileSync(file, 'not a folder');
    const noStorage = await buildApp({
      config: t.config,
      db: t.db,
      throttle: new MemoryThrottle(),
      storage: new LocalStorage(file),
    });
    const storage = await noStorage.inject('/api/health');
    expect([storage.statusCode, storage.json()]).toEqual([
      503,
      { status: false, message: 'Not answering: storage', failing: ['storage'] },
    ]);
    await noStorage.close();
  });
});
