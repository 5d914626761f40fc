import { ADMIN_API, ADMIN_IDLE_MINUTES, AUTH_MESSAGES } from '@basera/shared/schemas';
import fc from 'fast-check';
import { ADMIN_ONLY_MESSAGE } from '../../admin/guard';
import { testDatabaseKinds } from '../../test/databases';
import { useTestApp } from '../../test/suite';
import { call, lastCode, login, makeAccount, makeOperator, PASSWORD, signIn } from './operator-kit';

// Every route of every app the tests build, as Fastify registers it: the admin routes of other modules (listing
// review, reports, content) are covered as soon as they are registered, without a list kept by hand.
jest.mock('fastify', () => {
  const actual = jest.requireActual('fastify');
  const store = globalThis as { __registeredRoutes?: Array<{ method: string | string[]; url: string }> };
  store.__registeredRoutes ??= [];
  const seen = store.__registeredRoutes;
  const wrapped = (...args: unknown[]) => {
    const app = actual(...args);
    app.addHook('onRoute', (route: { method: string | string[]; url: string }) =>
      seen.push({ method: route.method, url: route.url }),
    );
    return app;
  };
  return Object.assign(wrapped, actual, { default: wrapped, fastify: wrapped });
});

/** Every /api/admin route registered (method and path), each once. */
function adminRoutes(): Array<{ method: string; url: string }> {
  const seen = (globalThis as Record<string, unknown>).__registeredRoutes as Array<{
    method: string | string[];
    url: string;
  }>;
  const all = new Map<string, { method: string; url: string }>();
  for (const route of seen ?? [])
    for (const method of [route.method].flat())
      if (route.url.startsWith('/api/admin')) all.set(`${method} ${route.url}`, { method, url: route.url });
  return [...all.values()];
}

/** A concrete path for a route pattern: numbers for ids, a word for slugs. */
const concrete = (url: string, id: number) =>
  url
    .replace(/^\/api/, '')
    .replace(/:(\w+)/g, (_m, name: string) => (/id$/.test(name) ? String(id) : 'about-us'));

describe.each(testDatabaseKinds)('operators: sign-in, idle expiry and the role check on %s', (kind) => {
  const t = useTestApp(kind, { redis: true });

  describe('step-up sign-in', () => {
    it('answers the right password with otp_required and a mailed code, and no token', async () => {
      const operator = await makeOperator(t);
      const sentBefore = t.transport.sent.length;
      const res = await login(t, { email_or_phone: operator.email, password: PASSWORD, user_type: 'Admin' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: true, otp_required: true, message: AUTH_MESSAGES.adminCodeSent });
      expect(res.json().token).toBeUndefined();
      const mail = t.transport.sent.slice(sentBefore);
      expect(mail).toHaveLength(1);
      expect(mail[0]).toMatchObject({ channel: 'email', to: operator.email });
      expect(lastCode(t, operator.email)).toMatch(/^\d{6}$/);
      // No session was made by the password alone.
      const sessions = await t.db.query('SELECT 1 FROM sessions WHERE user_id = $1', [operator.id]);
      expect(sessions.rows).toHaveLength(0);
    });

    it('refuses a wrong code with 422 under otp; the right code signs in once and never again', async () => {
      const operator = await makeOperator(t);
      const body = { email_or_phone: operator.email, password: PASSWORD, user_type: 'Admin' };
      await login(t, body, '10.201.0.1');
      const code = lastCode(t, operator.email);
      const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
      const refused = await login(t, { ...body, otp: wrong }, '10.201.0.1');
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors.otp).toEqual([AUTH_MESSAGES.otpInvalid]);
      expect(refused.json().token).toBeUndefined();

      const ok = await login(t, { ...body, otp: code }, '10.201.0.1');
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toMatchObject({ status: true, user_type: 'Admin', user: { email: operator.email } });
      const me = await call(t, 'GET', '/me', ok.json().token);
      expect(me.json().user_type).toBe('Admin');

      const again = await login(t, { ...body, otp: code }, '10.201.0.1');
      expect(again.statusCode).toBe(422);
      expect(again.json().errors.otp).toEqual([AUTH_MESSAGES.otpNone]);
    });

    it('needs the password with the code: a right code and a wrong password is 401', async () => {
      const operator = await makeOperator(t);
      const body = { email_or_phone: operator.email, password: PASSWORD, user_type: 'Admin' };
      await login(t, body, '10.201.1.1');
      const res = await login(
        t,
        { ...body, password: 'Wrong#2026pass', otp: lastCode(t, operator.email) },
        '10.201.1.1',
      );
      expect(res.statusCode).toBe(401);
      expect(res.json().token).toBeUndefined();
    });

    it('refuses an expired code and one past its tries', async () => {
      const operator = await makeOperator(t);
      const body = { email_or_phone: operator.email, password: PASSWORD, user_type: 'Admin' };
      await login(t, body, '10.201.2.1');
      const code = lastCode(t, operator.email);
      await t.db.query(
        `UPDATE otp_codes SET expires_at = now() - interval '1 second' WHERE user_id = $1 AND purpose = 'admin_login'`,
        [operator.id],
      );
      const expired = await login(t, { ...body, otp: code }, '10.201.2.1');
      expect(expired.statusCode).toBe(422);
      expect(expired.json().errors.otp).toEqual([AUTH_MESSAGES.otpExpired]);

      await login(t, body, '10.201.2.2');
      const fresh = lastCode(t, operator.email);
      const wrong = String((Number(fresh) + 7) % 1_000_000).padStart(6, '0');
      for (let i = 0; i < 5; i += 1) await login(t, { ...body, otp: wrong }, '10.201.2.2');
      const late = await login(t, { ...body, otp: fresh }, '10.201.2.2');
      expect(late.statusCode).toBe(422);
      expect(late.json().errors.otp).toEqual([AUTH_MESSAGES.otpTooManyTries]);
    });

    it('sends a new code at once on a second sign-in (the last one replaced), five in ten minutes at most', async () => {
      const operator = await makeOperator(t);
      const body = { email_or_phone: operator.email, password: PASSWORD, user_type: 'Admin' };
      await login(t, body, '10.201.3.1');
      const first = lastCode(t, operator.email);
      const res = await login(t, body, '10.201.3.1');
      expect(res.statusCode).toBe(200);
      const second = lastCode(t, operator.email);
      if (first !== second) {
        const old = await login(t, { ...body, otp: first }, '10.201.3.1');
        expect(old.statusCode).toBe(422);
      }
      for (let i = 0; i < 3; i += 1) expect((await login(t, body, '10.201.3.1')).statusCode).toBe(200);
      const sixth = await login(t, body, '10.201.3.1');
      expect(sixth.statusCode).toBe(429);
      expect(sixth.headers['retry-after']).toBeDefined();
    });

    it('never lets Admin through sign-up, its codes or password reset', async () => {
      const email = `nobody.${Date.now()}@example.in`;
      const sendOtp = await t.app.inject({
        method: 'POST',
        url: '/api/email-send-otp',
        payload: { email, usertype: 'Admin' },
      });
      expect(sendOtp.statusCode).toBe(422);
      expect(sendOtp.json().errors.usertype).toBeDefined();
      const register = await t.app.inject({
        method: 'POST',
        url: '/api/user-register',
        payload: {
          first_name: 'Evil',
          last_name: 'Admin',
          phone: '9123456780',
          email,
          password: PASSWORD,
          password_confirmation: PASSWORD,
          user_type: 'Admin',
        },
      });
      expect(register.statusCode).toBe(422);
      expect(register.json().errors.user_type).toBeDefined();
      const forgot = await t.app.inject({
        method: 'POST',
        url: '/api/user-forgot-password',
        payload: { email, usertype: 'Admin' },
      });
      expect(forgot.statusCode).toBe(422);
      const users = await t.db.query('SELECT 1 FROM users WHERE lower(email) = lower($1)', [email]);
      expect(users.rows).toHaveLength(0);
    });

    it("sends an operator who used the public box's Search User or Lister to /admin, without a session", async () => {
      const operator = await makeOperator(t);
      for (const userType of ['Customer', 'Lister']) {
        const res = await login(
          t,
          { email_or_phone: operator.email, password: PASSWORD, user_type: userType },
          '10.201.4.1',
        );
        expect(res.statusCode).toBe(422);
        expect(res.json()).toMatchObject({ message: AUTH_MESSAGES.operatorSignInHere });
        expect(res.json().code).toBeUndefined();
        expect(res.json().token).toBeUndefined();
      }
      // A Customer who picks Admin learns their own type, as with any wrong type.
      const customer = await makeAccount(t, 'Customer');
      const res = await login(
        t,
        { email_or_phone: customer.email, password: PASSWORD, user_type: 'Admin' },
        '10.201.4.2',
      );
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ code: 'wrong_user_type', user_type: 'Customer' });
    });

    it('signs a Customer in as before, with no code', async () => {
      const customer = await makeAccount(t, 'Customer');
      const res = await login(t, {
        email_or_phone: customer.email,
        password: PASSWORD,
        user_type: 'Customer',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().token).toBeDefined();
      expect(res.json().otp_required).toBeUndefined();
    });
  });

  describe('idle expiry', () => {
    it(`ends an operator's session after ${ADMIN_IDLE_MINUTES} minutes without a request (401)`, async () => {
      const operator = await makeOperator(t);
      const token = await signIn(t, operator, 'Admin');
      expect((await call(t, 'GET', ADMIN_API.users, token)).statusCode).toBe(200);
      await t.db.query(
        `UPDATE sessions SET last_used_at = now() - interval '29 minutes' WHERE user_id = $1`,
        [operator.id],
      );
      // 29 minutes idle: still signed in, and the request counts as use.
      expect((await call(t, 'GET', ADMIN_API.users, token)).statusCode).toBe(200);
      await t.db.query(
        `UPDATE sessions SET last_used_at = now() - interval '31 minutes' WHERE user_id = $1`,
        [operator.id],
      );
      const res = await call(t, 'GET', ADMIN_API.users, token);
      expect(res.statusCode).toBe(401);
      expect((await call(t, 'GET', '/me', token)).statusCode).toBe(401);
    });

    it('keeps a Customer signed in after 31 idle minutes (their sessions last days)', async () => {
      const customer = await makeAccount(t, 'Customer');
      const token = await signIn(t, customer, 'Customer');
      await t.db.query(
        `UPDATE sessions SET last_used_at = now() - interval '31 minutes' WHERE user_id = $1`,
        [customer.id],
      );
      expect((await call(t, 'GET', '/me', token)).statusCode).toBe(200);
    });
  });

  describe('every /api/admin route', () => {
    it('is registered from each area (users, audit and the rest)', () => {
      const routes = adminRoutes().map((r) => `${r.method} ${r.url}`);
      expect(routes).toEqual(
        expect.arrayContaining([
          'GET /api/admin/users',
          'GET /api/admin/users/:id',
          'POST /api/admin/users/:id/ban',
          'POST /api/admin/users/:id/unban',
          'GET /api/admin/audit',
        ]),
      );
    });

    it('answers 401 to an anonymous caller and 403 to a Customer and a Lister, whatever the body', async () => {
      const customer = await signIn(t, await makeAccount(t, 'Customer'), 'Customer');
      const lister = await signIn(t, await makeAccount(t, 'Lister'), 'Lister');
      const target = await makeAccount(t, 'Customer');
      const routes = adminRoutes();
      expect(routes.length).toBeGreaterThanOrEqual(5);
      const bodies = fc.sample(
        fc.oneof(
          fc.dictionary(fc.string({ maxLength: 12 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 5 }),
          fc.record({ reason: fc.string({ maxLength: 40 }), from: fc.constantFrom('pending', 'approved') }),
        ),
        { numRuns: 3, seed: 28 },
      );
      // Reads get fuzzed query strings instead of bodies.
      const queries = fc.sample(
        fc.dictionary(
          fc.constantFrom('q', 'page', 'status', 'action', 'actor', 'x'),
          fc.string({ maxLength: 20 }),
          {
            maxKeys: 3,
          },
        ),
        { numRuns: 2, seed: 28 },
      );
      const hits: string[] = [];
      for (const route of routes) {
        const read = route.method === 'GET' || route.method === 'HEAD';
        const urls = read
          ? queries.map((q) => `${concrete(route.url, target.id)}?${new URLSearchParams(q)}`)
          : [concrete(route.url, target.id)];
        const cases = urls.flatMap(
          (url): Array<{ url: string; body: unknown }> =>
            read ? [{ url, body: undefined }] : bodies.map((body) => ({ url, body })),
        );
        for (const { url, body } of cases) {
          const method = route.method as Parameters<typeof call>[1];
          const anonymous = await call(t, method, url, null, body);
          const asCustomer = await call(t, method, url, customer, body);
          const asLister = await call(t, method, url, lister, body);
          hits.push(
            `${route.method} ${url}: ${anonymous.statusCode}/${asCustomer.statusCode}/${asLister.statusCode}`,
          );
          expect([route.method, url, anonymous.statusCode]).toEqual([route.method, url, 401]);
          expect([route.method, url, asCustomer.statusCode]).toEqual([route.method, url, 403]);
          expect([route.method, url, asLister.statusCode]).toEqual([route.method, url, 403]);
          if (route.method !== 'HEAD') expect(asCustomer.json().message).toBe(ADMIN_ONLY_MESSAGE);
        }
      }
      expect(hits.length).toBeGreaterThanOrEqual(routes.length);
      // Nothing changed: no audit row, no ban.
      expect((await t.db.query('SELECT 1 FROM admin_audit')).rows).toHaveLength(0);
      expect((await t.db.query('SELECT banned_at FROM users WHERE id = $1', [target.id])).rows[0]).toEqual({
        banned_at: null,
      });
    });

    it('answers 401 to a revoked or made-up token', async () => {
      const operator = await makeOperator(t);
      const token = await signIn(t, operator, 'Admin');
      await call(t, 'POST', '/user-logout', token);
      expect((await call(t, 'GET', ADMIN_API.audit, token)).statusCode).toBe(401);
      expect((await call(t, 'GET', ADMIN_API.audit, 'x'.repeat(43))).statusCode).toBe(401);
    });
  });
});
