import { ACCOUNT_MESSAGES, AUTH_MESSAGES } from '@basera/shared/schemas';
import { OTP_MAX_ATTEMPTS } from '../auth/otp';
import { hashPassword } from '../auth/passwords';
import { PASSWORD_FAILURE_LIMIT } from '../routes/account/password';
import { LOGIN_ADDRESS_LIMIT, LOGIN_FAILURE_LIMIT, OTP_SENDS_PER_IP } from '../routes/auth';
import { testDatabaseKinds } from '../test/databases';
import { addressPerTest, useTestApp } from '../test/suite';

/**
 * Limits on guesses under concurrency: N requests sent at once are counted before any is checked, so at most the
 * limit's number are ever checked, on either database and with the counters in memory or in Redis (PostgreSQL
 * runs them on TEST_REDIS_URL when it is set).
 */

const PASSWORD = 'Ghar#2026Safe';
const WRONG = 'Wrong#2026x';

let serial = 0;
const unique = () => {
  serial += 1;
  return `${Date.now().toString(36)}${serial}`;
};

const tally = (statuses: number[]) => {
  const out: Record<number, number> = {};
  for (const status of statuses) out[status] = (out[status] ?? 0) + 1;
  return out;
};

describe.each(testDatabaseKinds)('limits under concurrency on %s', (kind) => {
  const t = useTestApp(kind, { redis: true });
  const ip = addressPerTest(13);
  let passwordHash = '';
  beforeAll(async () => {
    passwordHash = await hashPassword(PASSWORD);
  });

  const post = (url: string, payload: object, headers: Record<string, string> = {}, from = ip()) =>
    t.app.inject({ method: 'POST', url: `/api${url}`, payload, headers, remoteAddress: from });

  /** A Customer with a real password, straight in the database. */
  async function customer() {
    const id = unique();
    const phone = `9${String(Date.now() + serial).slice(-9)}`;
    const email = `limits.${id}@example.in`;
    const { rows } = await t.db.query<{ id: number }>(
      `INSERT INTO users (user_type, fname, lname, email, phone, password_hash) VALUES ('Customer', 'Asha', 'Rao', $1, $2, $3)
       RETURNING id`,
      [email, phone, passwordHash],
    );
    return { id: Number(rows[0]!.id), email, phone };
  }
  const login = (identifier: string, password: string, from?: string) =>
    post('/user-login', { email_or_phone: identifier, password, user_type: 'Customer' }, {}, from);
  const failedSignIns = async (userId: number) =>
    (
      await t.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM account_events WHERE user_id = $1 AND kind = 'failed sign-in'`,
        [userId],
      )
    ).rows[0]!.n;

  it('checks at most 5 of 20 wrong passwords sent at once, and answers the rest 429 with Retry-After', async () => {
    const user = await customer();
    const answers = await Promise.all(Array.from({ length: 20 }, () => login(user.email, WRONG)));
    expect(tally(answers.map((res) => res.statusCode))).toEqual({ 401: LOGIN_FAILURE_LIMIT, 429: 15 });
    expect(Number(answers.find((res) => res.statusCode === 429)!.headers['retry-after'])).toBeGreaterThan(0);
    expect(await failedSignIns(user.id)).toBe(LOGIN_FAILURE_LIMIT);
    // The right password, once the limit is reached, is refused too.
    expect((await login(user.email, PASSWORD)).statusCode).toBe(429);
  });

  it('counts one account across its email and its phone', async () => {
    const user = await customer();
    const byEmail = await Promise.all(Array.from({ length: 3 }, () => login(user.email, WRONG)));
    const byPhone = await Promise.all(Array.from({ length: 3 }, () => login(user.phone, WRONG)));
    expect([...byEmail, ...byPhone].filter((res) => res.statusCode === 401)).toHaveLength(
      LOGIN_FAILURE_LIMIT,
    );
    expect((await login(user.phone, PASSWORD)).statusCode).toBe(429);
    expect((await login(user.email, PASSWORD)).statusCode).toBe(429);
  });

  it('limits one address spraying many accounts, and does not count its successful sign-ins', async () => {
    const from = ip();
    const user = await customer();
    // Successful sign-ins from the address first: they are taken back, so they never add up.
    for (let i = 0; i < 3; i += 1) expect((await login(user.email, PASSWORD, from)).statusCode).toBe(200);
    const names = Array.from({ length: LOGIN_ADDRESS_LIMIT + 5 }, () => `nobody.${unique()}@example.in`);
    const answers = await Promise.all(names.map((name) => login(name, WRONG, from)));
    expect(tally(answers.map((res) => res.statusCode))).toEqual({ 401: LOGIN_ADDRESS_LIMIT, 429: 5 });
    expect((await login(user.email, PASSWORD, from)).statusCode).toBe(429);
    // Another address is not affected.
    expect((await login(user.email, PASSWORD, '198.51.100.13')).statusCode).toBe(200);
  });

  it('checks at most 5 of 12 wrong current passwords sent at once on change password', async () => {
    const user = await customer();
    const signedIn = await login(user.email, PASSWORD);
    const headers = { authorization: `Bearer ${signedIn.json().token}` };
    const body = (current: string) => ({
      current_password: current,
      new_password: 'Naya#Ghar2027',
      new_password_confirmation: 'Naya#Ghar2027',
    });
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => post('/change-password', body(WRONG), headers)),
    );
    expect(tally(answers.map((res) => res.statusCode))).toEqual({ 422: PASSWORD_FAILURE_LIMIT, 429: 7 });
    expect(answers.find((res) => res.statusCode === 429)!.json().message).toMatch(/Too many wrong passwords/);
    const right = await post('/change-password', body(PASSWORD), headers);
    expect(right.statusCode).toBe(429);
    expect(right.json().message).not.toBe(ACCOUNT_MESSAGES.passwordUpdated);
  });

  it('counts every OTP guess sent at once: the right code as the 9th parallel guess is refused', async () => {
    const email = `otp.${unique()}@example.in`;
    expect((await post('/email-send-otp', { email, usertype: 'Customer' })).statusCode).toBe(200);
    const code = [...t.transport.sent]
      .reverse()
      .find((m) => m.to === email)!
      .text.match(/\b(\d{6})\b/)![1]!;
    const wrong = code === '000000' ? '111111' : '000000';
    const guesses = [...Array.from({ length: 8 }, () => wrong), code];
    const answers = await Promise.all(guesses.map((otp) => post('/email-verify-otp', { email, otp })));
    const messages = answers.map((res) => res.json().message);
    expect(answers.every((res) => res.statusCode === 422)).toBe(true);
    // Four wrong guesses checked, the fifth checked and killing the code, every later one refused unchecked.
    expect(messages.filter((message) => message === AUTH_MESSAGES.otpInvalid)).toHaveLength(
      OTP_MAX_ATTEMPTS - 1,
    );
    expect(messages[8]).toBe(AUTH_MESSAGES.otpTooManyTries);
    const { rows } = await t.db.query<{ attempts: number; verified_at: string | null }>(
      'SELECT attempts, verified_at FROM otp_codes WHERE address = $1',
      [email],
    );
    expect(rows).toEqual([{ attempts: OTP_MAX_ATTEMPTS, verified_at: null }]);
  });

  it('sends one code for an address asked several times at once, and at most 10 codes from one client', async () => {
    const email = `burst.${unique()}@example.in`;
    const sentBefore = t.transport.sent.length;
    const same = await Promise.all(
      Array.from({ length: 5 }, () =>
        post('/email-send-otp', { email, usertype: 'Customer' }, {}, '198.51.100.14'),
      ),
    );
    expect(tally(same.map((res) => res.statusCode))).toEqual({ 200: 1, 429: 4 });
    expect(t.transport.sent.length - sentBefore).toBe(1);

    const from = ip();
    const many = await Promise.all(
      Array.from({ length: OTP_SENDS_PER_IP + 5 }, () =>
        post('/email-send-otp', { email: `many.${unique()}@example.in`, usertype: 'Customer' }, {}, from),
      ),
    );
    expect(tally(many.map((res) => res.statusCode))).toEqual({ 200: OTP_SENDS_PER_IP, 429: 5 });
  });

  it('counts only requests that passed validation', async () => {
    const from = ip();
    const user = await customer();
    const invalid = await Promise.all(
      Array.from({ length: 12 }, () => login(`${user.email}\u0000`, PASSWORD, from)),
    );
    expect(invalid.every((res) => res.statusCode === 422)).toBe(true);
    expect((await login(user.email, PASSWORD, from)).statusCode).toBe(200);
    const badSends = await Promise.all(
      Array.from({ length: 12 }, () =>
        post('/email-send-otp', { email: 'a\u0000@b.in', usertype: 'Customer' }, {}, from),
      ),
    );
    expect(badSends.every((res) => res.statusCode === 422)).toBe(true);
    const good = await post(
      '/email-send-otp',
      { email: `valid.${unique()}@example.in`, usertype: 'Customer' },
      {},
      from,
    );
    expect(good.statusCode).toBe(200);
  });
});
