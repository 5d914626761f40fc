import { ADMIN_API, ADMIN_USER_MESSAGES, AUTH_MESSAGES } from '@basera/shared/schemas';
import { testDatabaseKinds } from '../../test/databases';
import { fixtureListing, makePlaces, uniqueWord } from '../../test/listing-fixtures';
import { useTestApp } from '../../test/suite';
import { type Account, call, login, makeAccount, makeOperator, PASSWORD, signIn } from './operator-kit';

describe.each(testDatabaseKinds)('operators: users, bans and the audit log on %s', (kind) => {
  const t = useTestApp(kind, { redis: true });
  let operator: Account;
  let token: string;

  beforeAll(async () => {
    await makePlaces(t);
    operator = await makeOperator(t);
    token = await signIn(t, operator, 'Admin');
  });

  const admin = (method: 'GET' | 'POST', url: string, payload?: unknown) =>
    call(t, method, url, token, payload);
  /** The ids of the public search results of a locality. */
  const searchIds = async (locality: string) => {
    const res = await call(t, 'GET', `/filtered-properties?location=${locality}`, null);
    expect(res.statusCode).toBe(200);
    return (res.json().data as Array<{ id: number }>).map((l) => l.id);
  };

  describe('GET /admin/users', () => {
    it('finds users by email, phone or name, case-insensitively, with their listings counted', async () => {
      const surname = uniqueWord('Surname');
      const lister = await makeAccount(t, 'Lister', { fname: 'Farah', lname: surname });
      await fixtureListing(t, { ownerId: lister.id });
      await fixtureListing(t, { ownerId: lister.id, status: 'draft' });
      const other = await makeAccount(t, 'Customer');

      const byName = await admin('GET', `${ADMIN_API.users}?q=${surname.toUpperCase()}`);
      expect(byName.statusCode).toBe(200);
      expect(byName.json()).toMatchObject({ status: true, total: 1, page: 1, per_page: 20 });
      expect(byName.json().data).toEqual([
        {
          id: lister.id,
          name: `Farah ${surname}`,
          email: lister.email,
          phone: lister.phone,
          user_type: 'Lister',
          created_at: expect.any(String),
          banned_at: null,
          listings_count: 2,
        },
      ]);
      const byFullName = await admin('GET', `${ADMIN_API.users}?q=${encodeURIComponent(`farah ${surname}`)}`);
      expect(byFullName.json().data.map((u: { id: number }) => u.id)).toEqual([lister.id]);
      const byEmail = await admin(
        'GET',
        `${ADMIN_API.users}?q=${encodeURIComponent(other.email.toUpperCase())}`,
      );
      expect(byEmail.json().data.map((u: { id: number }) => u.id)).toEqual([other.id]);
      const byPhone = await admin('GET', `${ADMIN_API.users}?q=${other.phone}`);
      expect(byPhone.json().data.map((u: { id: number }) => u.id)).toEqual([other.id]);
      // A % or _ is taken literally, not as a wildcard.
      expect((await admin('GET', `${ADMIN_API.users}?q=%25`)).json().data).toEqual([]);
    });

    it('lists the newest first without a search, 20 a page, with the total', async () => {
      for (let i = 0; i < 3; i += 1) await makeAccount(t, 'Customer');
      const newest = await makeAccount(t, 'Customer');
      const first = await admin('GET', ADMIN_API.users);
      expect(first.json().data[0].id).toBe(newest.id);
      expect(first.json().data.length).toBeLessThanOrEqual(20);
      const total = first.json().total as number;
      expect(total).toBe(
        (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM users')).rows[0]!.n,
      );
      const far = await admin('GET', `${ADMIN_API.users}?page=999`);
      expect(far.json()).toMatchObject({ data: [], total, page: 999 });
      const bad = await admin('GET', `${ADMIN_API.users}?page=0&q=${'x'.repeat(101)}`);
      expect(bad.statusCode).toBe(422);
      expect(Object.keys(bad.json().errors).sort()).toEqual(['page', 'q']);
    });
  });

  describe('GET /admin/users/:id', () => {
    it('shows the user with their listings, threads, reports made and received, and account events', async () => {
      const lister = await makeAccount(t, 'Lister', { fname: 'Ravi', lname: 'Owner' });
      const seeker = await makeAccount(t, 'Customer', { fname: 'Sita', lname: 'Seeker' });
      const listing = await fixtureListing(t, { ownerId: lister.id, name: 'Lotus PG' });
      const thread = Number(
        (
          await t.db.query<{ id: number }>(
            `INSERT INTO enquiry_threads (property_id, seeker_id, last_message) VALUES ($1, $2, 'Is a bed free?') RETURNING id`,
            [listing, seeker.id],
          )
        ).rows[0]!.id,
      );
      await t.db.query(
        `INSERT INTO reports (kind, property_id, reporter_id, reason, note) VALUES ('listing', $1, $2, 'broker', 'Asked for a fee')`,
        [listing, seeker.id],
      );
      await t.db.query(
        `INSERT INTO reports (kind, property_id, thread_id, reporter_id, reason) VALUES ('thread', $1, $2, $3, 'Rude replies')`,
        [listing, thread, lister.id],
      );
      await signIn(t, lister, 'Lister');

      const res = await admin('GET', ADMIN_API.user(lister.id));
      expect(res.statusCode).toBe(200);
      const { data } = res.json();
      expect(data.user).toMatchObject({
        id: lister.id,
        name: 'Ravi Owner',
        email: lister.email,
        user_type: 'Lister',
        banned_at: null,
        ban_reason: null,
        avatar: null,
        listings_count: 1,
      });
      expect(data.listings).toEqual([
        expect.objectContaining({ id: listing, property_name: 'Lotus PG', review: 'approved' }),
      ]);
      expect(data.threads).toEqual([
        {
          id: thread,
          listing_name: 'Lotus PG',
          other_party: 'Sita Seeker',
          last_message_at: expect.any(String),
        },
      ]);
      // The seeker reported the listing: received by its owner; the owner reported the thread: made by them.
      expect(data.reports_received).toEqual([
        expect.objectContaining({ kind: 'listing', reason: 'broker', note: 'Asked for a fee' }),
      ]);
      expect(data.reports_received[0].reported_user).toMatchObject({ id: lister.id });
      expect(data.reports_made).toEqual([
        expect.objectContaining({ kind: 'thread', reason: 'Rude replies' }),
      ]);
      expect(data.events[0]).toMatchObject({ kind: 'signed in', ip: expect.any(String) });

      const seen = (await admin('GET', ADMIN_API.user(seeker.id))).json().data;
      expect(seen.threads).toEqual([expect.objectContaining({ id: thread, other_party: 'Ravi Owner' })]);
      expect(seen.reports_made.map((r: { kind: string }) => r.kind)).toEqual(['listing']);
      expect(seen.reports_received.map((r: { kind: string }) => r.kind)).toEqual(['thread']);
    });

    it('answers 404 for an unknown user and 422 for an id that is not one', async () => {
      const missing = await admin('GET', ADMIN_API.user(987654321));
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe(ADMIN_USER_MESSAGES.notFound);
      expect((await admin('GET', '/admin/users/abc')).statusCode).toBe(422);
    });
  });

  describe('ban and unban', () => {
    it('ends every session at once, refuses sign-in, hides the listings from search; unban restores', async () => {
      const lister = await makeAccount(t, 'Lister');
      const locality = uniqueWord('Banpur');
      const live = await fixtureListing(t, { ownerId: lister.id, locality });
      const phone = await signIn(t, lister, 'Lister');
      const laptop = await signIn(t, lister, 'Lister');
      expect((await call(t, 'GET', '/me', phone)).statusCode).toBe(200);
      // Read once, so the answer sits in the public cache: the ban must clear it.
      expect(await searchIds(locality)).toEqual([live]);
      expect((await call(t, 'GET', `/get-property-details-by-id/${live}`, null)).statusCode).toBe(200);

      const ban = await admin('POST', ADMIN_API.ban(lister.id), {
        reason: 'Asked seekers for deposits by UPI',
      });
      expect(ban.statusCode).toBe(200);
      expect(ban.json()).toEqual({
        status: true,
        message: ADMIN_USER_MESSAGES.banned,
        data: { banned_at: expect.any(String), ban_reason: 'Asked seekers for deposits by UPI' },
      });
      expect((await call(t, 'GET', '/me', phone)).statusCode).toBe(401);
      expect((await call(t, 'GET', '/me', laptop)).statusCode).toBe(401);
      const refused = await login(t, {
        email_or_phone: lister.email,
        password: PASSWORD,
        user_type: 'Lister',
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ status: false, message: AUTH_MESSAGES.accountBanned });
      expect(refused.json().token).toBeUndefined();
      // A wrong password still says only that it is wrong.
      const wrong = await login(t, {
        email_or_phone: lister.email,
        password: 'Wrong#2026x',
        user_type: 'Lister',
      });
      expect(wrong.statusCode).toBe(401);
      expect(await searchIds(locality)).toEqual([]);
      expect((await call(t, 'GET', `/get-property-details-by-id/${live}`, null)).statusCode).toBe(404);
      const shown = (await admin('GET', ADMIN_API.user(lister.id))).json().data;
      expect(shown.user).toMatchObject({
        banned_at: expect.any(String),
        ban_reason: 'Asked seekers for deposits by UPI',
      });
      expect(shown.events.map((e: { kind: string; detail: string | null }) => [e.kind, e.detail])).toEqual([
        ['failed sign-in', null],
        ['sign-in refused: banned', null],
        ['banned by an operator', 'Asked seekers for deposits by UPI'],
        ['signed in', null],
        ['signed in', null],
      ]);

      const twice = await admin('POST', ADMIN_API.ban(lister.id), { reason: 'Again' });
      expect(twice.statusCode).toBe(409);
      expect(twice.json().message).toBe(ADMIN_USER_MESSAGES.alreadyBanned);

      const unban = await admin('POST', ADMIN_API.unban(lister.id), { reason: 'Cleared after a call' });
      expect(unban.statusCode).toBe(200);
      expect(unban.json()).toEqual({
        status: true,
        message: ADMIN_USER_MESSAGES.unbanned,
        data: { banned_at: null },
      });
      expect(await searchIds(locality)).toEqual([live]);
      expect(
        (await login(t, { email_or_phone: lister.email, password: PASSWORD, user_type: 'Lister' }))
          .statusCode,
      ).toBe(200);
      // Ended sessions stay ended.
      expect((await call(t, 'GET', '/me', phone)).statusCode).toBe(401);
      const again = await admin('POST', ADMIN_API.unban(lister.id), {});
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(ADMIN_USER_MESSAGES.notBanned);
    });

    it('refuses to ban an operator (403), an unknown user (404) and a missing or short reason (422)', async () => {
      const other = await makeOperator(t);
      const res = await admin('POST', ADMIN_API.ban(other.id), { reason: 'Testing the rule' });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(ADMIN_USER_MESSAGES.operatorNotBannable);
      expect(
        (await admin('POST', ADMIN_API.ban(operator.id), { reason: 'Myself, why not' })).statusCode,
      ).toBe(403);
      expect((await admin('POST', ADMIN_API.ban(987654321), { reason: 'Nobody at all' })).statusCode).toBe(
        404,
      );
      const customer = await makeAccount(t, 'Customer');
      const short = await admin('POST', ADMIN_API.ban(customer.id), { reason: 'no' });
      expect(short.statusCode).toBe(422);
      expect(short.json().errors.reason).toBeDefined();
      expect((await admin('POST', ADMIN_API.ban(customer.id), {})).statusCode).toBe(422);
      const untouched = await t.db.query('SELECT banned_at FROM users WHERE id = ANY($1)', [
        [other.id, customer.id],
      ]);
      expect(untouched.rows).toEqual([{ banned_at: null }, { banned_at: null }]);
      // The operator is still signed in.
      expect((await call(t, 'GET', '/me', await signIn(t, other, 'Admin'))).statusCode).toBe(200);
    });

    it('gives one ban and one 409 when two operators ban the same user at once', async () => {
      const second = await signIn(t, await makeOperator(t), 'Admin');
      const customer = await makeAccount(t, 'Customer');
      const [a, b] = await Promise.all([
        admin('POST', ADMIN_API.ban(customer.id), { reason: 'Spam messages to owners' }),
        call(t, 'POST', ADMIN_API.ban(customer.id), second, { reason: 'Spam messages, seen too' }),
      ]);
      expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
      const rows = await t.db.query(
        `SELECT 1 FROM admin_audit WHERE action = 'user.ban' AND target_id = $1`,
        [String(customer.id)],
      );
      expect(rows.rows).toHaveLength(1);
    });
  });

  describe('the audit log', () => {
    it('records ban and unban with who, what and why, newest first, filtered by action and actor', async () => {
      const customer = await makeAccount(t, 'Customer');
      await admin('POST', ADMIN_API.ban(customer.id), { reason: 'Fake enquiries in bulk' });
      await admin('POST', ADMIN_API.unban(customer.id), { reason: 'Appeal accepted' });

      const res = await admin('GET', `${ADMIN_API.audit}?target_kind=user&target_id=${customer.id}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ status: true, total: 2, page: 1, per_page: 20 });
      expect(res.json().data).toEqual([
        {
          id: expect.any(Number),
          actor_email: operator.email,
          action: 'user.unban',
          target_kind: 'user',
          target_id: String(customer.id),
          reason: 'Appeal accepted',
          detail: expect.objectContaining({ email: customer.email, ban_reason: 'Fake enquiries in bulk' }),
          created_at: expect.any(String),
        },
        expect.objectContaining({
          action: 'user.ban',
          reason: 'Fake enquiries in bulk',
          detail: expect.objectContaining({ sessions_ended: 0, listings_hidden: 0 }),
        }),
      ]);

      const bans = (await admin('GET', `${ADMIN_API.audit}?action=user.ban`)).json();
      expect(bans.data.length).toBeGreaterThan(0);
      expect(bans.data.every((r: { action: string }) => r.action === 'user.ban')).toBe(true);
      const group = (await admin('GET', `${ADMIN_API.audit}?action=user`)).json();
      expect(new Set(group.data.map((r: { action: string }) => r.action))).toEqual(
        new Set(['user.ban', 'user.unban']),
      );
      const mine = (
        await admin(
          'GET',
          `${ADMIN_API.audit}?actor=${encodeURIComponent(operator.email.split('@')[0]!.toUpperCase())}`,
        )
      ).json();
      expect(mine.data.length).toBeGreaterThan(0);
      expect(mine.data.every((r: { actor_email: string }) => r.actor_email === operator.email)).toBe(true);
      const nobody = (await admin('GET', `${ADMIN_API.audit}?actor=nobody-at-all`)).json();
      expect(nobody).toMatchObject({ data: [], total: 0 });
      const times = (await admin('GET', ADMIN_API.audit))
        .json()
        .data.map((r: { created_at: string }) => r.created_at);
      expect([...times].sort().reverse()).toEqual(times);
      expect((await admin('GET', `${ADMIN_API.audit}?action=user.delete`)).statusCode).toBe(422);
    });

    it('refuses UPDATE and DELETE of its rows', async () => {
      const customer = await makeAccount(t, 'Customer');
      await admin('POST', ADMIN_API.ban(customer.id), { reason: 'Checking the log' });
      const target = String(customer.id);
      await expect(
        t.db.query(`UPDATE admin_audit SET reason = 'nothing happened' WHERE target_id = $1`, [target]),
      ).rejects.toThrow(/append-only/);
      await expect(t.db.query('DELETE FROM admin_audit WHERE target_id = $1', [target])).rejects.toThrow(
        /append-only/,
      );
      const rows = await t.db.query<{ reason: string }>(
        'SELECT reason FROM admin_audit WHERE target_id = $1',
        [target],
      );
      expect(rows.rows).toEqual([{ reason: 'Checking the log' }]);
    });
  });
});
