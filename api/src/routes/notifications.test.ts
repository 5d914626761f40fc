import { NOTIFY_MESSAGES } from '@basera/shared/schemas';
import type { Notice } from '../notify/notifier';
import { testDatabaseKinds } from '../test/databases';
import { fixtureListing, makePlaces, makeUser, type TestUser } from '../test/listing-fixtures';
import { addressPerTest, useTestApp } from '../test/suite';
import { UNSUBSCRIBES_PER_IP } from './notifications';

describe.each(testDatabaseKinds)('notification settings and unsubscribe (%s)', (kind) => {
  const t = useTestApp(kind);
  const ip = addressPerTest(31);

  const request = (
    method: 'GET' | 'PUT' | 'POST',
    url: string,
    options: { user?: TestUser; json?: unknown; form?: string; remoteAddress?: string } = {},
  ) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      remoteAddress: options.remoteAddress ?? ip(),
      headers: {
        ...(options.user ? { authorization: `Bearer ${options.user.token}` } : {}),
        ...(options.json !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(options.form !== undefined ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      ...(options.json !== undefined ? { payload: JSON.stringify(options.json) } : {}),
      ...(options.form !== undefined ? { payload: options.form } : {}),
    });

  const notice = (userId: number, key: string, extra: Partial<Notice> = {}): Notice => ({
    userId,
    kind: 'visit',
    key,
    subject: 'Visit confirmed',
    text: 'The owner confirmed your visit.',
    short: 'Your visit is confirmed.',
    link: '/user/enquiries/1',
    ...extra,
  });
  /** The opt-out token a recorded message carries. */
  const tokenOf = async (key: string, channel = 'email') =>
    (
      await t.db.query<{ unsubscribe_token: string; body: string }>(
        'SELECT unsubscribe_token, body FROM notifications WHERE dedupe_key = $1 AND channel = $2',
        [key, channel],
      )
    ).rows[0]!;
  const stateOf = async (key: string, channel = 'email') =>
    (
      await t.db.query<{ state: string }>(
        'SELECT state FROM notifications WHERE dedupe_key = $1 AND channel = $2',
        [key, channel],
      )
    ).rows[0]?.state;

  it('shows the defaults, saves the switches, and cancels what waited on a channel turned off', async () => {
    expect((await request('GET', '/account/notifications')).statusCode).toBe(401);
    const user = await makeUser(t, 'Customer');
    const first = await request('GET', '/account/notifications', { user });
    expect(first.statusCode).toBe(200);
    const { rows } = await t.db.query<{ email: string; phone: string }>(
      'SELECT email, phone FROM users WHERE id = $1',
      [user.id],
    );
    expect(first.json()).toEqual({
      status: true,
      data: {
        email: true,
        sms: false,
        whatsapp: false,
        email_address: rows[0]!.email,
        phone: rows[0]!.phone,
        available: ['email', 'sms', 'whatsapp'],
      },
    });

    const saved = await request('PUT', '/account/notifications', {
      user,
      json: { email: true, sms: true, whatsapp: true },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      status: true,
      data: { email: true, sms: true, whatsapp: true },
      message: NOTIFY_MESSAGES.prefsSaved,
    });
    const later = new Date(Date.now() + 3600_000);
    await t.app.deps.notifier.notify(
      notice(user.id, `reminder:${user.id}`, { kind: 'visit_reminder', sendAt: later }),
    );
    expect(await stateOf(`reminder:${user.id}`, 'sms')).toBe('pending');

    const off = await request('PUT', '/account/notifications', {
      user,
      json: { email: true, sms: false, whatsapp: true },
    });
    expect(off.json().data).toMatchObject({ email: true, sms: false, whatsapp: true });
    expect(await stateOf(`reminder:${user.id}`, 'sms')).toBe('cancelled');
    expect(await stateOf(`reminder:${user.id}`, 'whatsapp')).toBe('pending');
    expect((await request('GET', '/account/notifications', { user })).json().data).toMatchObject({
      email: true,
      sms: false,
      whatsapp: true,
    });
  });

  it('answers 422 per field for a body that is not three switches', async () => {
    const user = await makeUser(t, 'Customer');
    const bad = await request('PUT', '/account/notifications', { user, json: { email: 'yes', sms: true } });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['email', 'whatsapp']);
  });

  it('unsubscribes from a channel signed out, by the page or by one-click (RFC 8058), again and again', async () => {
    const user = await makeUser(t, 'Customer');
    const key = `visit:${user.id}:confirmed`;
    await t.app.deps.notifier.notify(notice(user.id, key));
    await t.app.deps.notifier.notify(
      notice(user.id, `reminder:${user.id}:later`, { sendAt: new Date(Date.now() + 3600_000) }),
    );
    const { unsubscribe_token: token, body } = await tokenOf(key);
    expect(token).toMatch(/^[A-Za-z0-9_-]{12,}$/);
    expect(body).toContain(`${t.config.siteUrl}/unsubscribe/${token}`);
    // One token per user and channel: the next message carries the same link.
    expect((await tokenOf(`reminder:${user.id}:later`)).unsubscribe_token).toBe(token);

    const info = await request('GET', `/unsubscribe/${token}`);
    expect(info.statusCode).toBe(200);
    expect(info.json()).toEqual({
      status: true,
      data: { scope: 'channel', what: 'email from Basera', done: false },
    });

    const oneClick = await request('POST', `/unsubscribe/${token}`, { form: 'List-Unsubscribe=One-Click' });
    expect(oneClick.statusCode).toBe(200);
    expect(oneClick.json()).toEqual({
      status: true,
      data: { scope: 'channel', what: 'email from Basera', done: true },
      message: NOTIFY_MESSAGES.unsubscribed,
    });
    expect((await request('GET', '/account/notifications', { user })).json().data).toMatchObject({
      email: false,
    });
    expect(await stateOf(`reminder:${user.id}:later`)).toBe('cancelled');

    const again = await request('POST', `/unsubscribe/${token}`);
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toMatchObject({ done: true });
    expect((await request('GET', `/unsubscribe/${token}`)).json().data).toMatchObject({ done: true });
    // Nothing more on that channel.
    expect(await t.app.deps.notifier.notify(notice(user.id, `visit:${user.id}:after`))).toEqual([]);
  });

  it('pauses a saved search and deletes a bed alert, from their own links', async () => {
    const user = await makeUser(t, 'Customer');
    const search = await t.db.query<{ id: string }>(
      `INSERT INTO saved_searches (user_id, name, url) VALUES ($1, 'PGs in Koramangala', '/PG?location=koramangala')
       RETURNING id`,
      [user.id],
    );
    const searchId = Number(search.rows[0]!.id);
    await t.app.deps.notifier.notify(
      notice(user.id, `search:${searchId}:1`, {
        kind: 'saved_search',
        optOut: { scope: 'saved_search', targetId: searchId },
      }),
    );
    const searchToken = (await tokenOf(`search:${searchId}:1`)).unsubscribe_token;
    expect((await request('GET', `/unsubscribe/${searchToken}`)).json().data).toEqual({
      scope: 'saved_search',
      what: 'alerts for "PGs in Koramangala"',
      done: false,
    });
    expect((await request('POST', `/unsubscribe/${searchToken}`)).statusCode).toBe(200);
    expect((await request('POST', `/unsubscribe/${searchToken}`)).statusCode).toBe(200);
    const paused = await t.db.query<{ paused: boolean }>('SELECT paused FROM saved_searches WHERE id = $1', [
      searchId,
    ]);
    expect(paused.rows[0]!.paused).toBe(true);
    // The channel itself stays on.
    expect((await request('GET', '/account/notifications', { user })).json().data).toMatchObject({
      email: true,
    });

    const owner = await makeUser(t, 'Lister');
    await makePlaces(t);
    const listing = await fixtureListing(t, {
      ownerId: owner.id,
      status: 'active',
      expiresInDays: 30,
      name: 'Sunrise PG',
    });
    const alert = await t.db.query<{ id: string }>(
      'INSERT INTO bed_alerts (user_id, property_id) VALUES ($1, $2) RETURNING id',
      [user.id, listing],
    );
    const alertId = Number(alert.rows[0]!.id);
    await t.app.deps.notifier.notify(
      notice(user.id, `bed:${alertId}`, {
        kind: 'bed_free',
        optOut: { scope: 'bed_alert', targetId: alertId },
      }),
    );
    const bedToken = (await tokenOf(`bed:${alertId}`)).unsubscribe_token;
    expect(bedToken).not.toBe(searchToken);
    expect((await request('GET', `/unsubscribe/${bedToken}`)).json().data).toEqual({
      scope: 'bed_alert',
      what: 'free-bed alerts for "Sunrise PG"',
      done: false,
    });
    expect((await request('POST', `/unsubscribe/${bedToken}`)).json().data).toMatchObject({
      scope: 'bed_alert',
      done: true,
    });
    const left = await t.db.query('SELECT id FROM bed_alerts WHERE id = $1', [alertId]);
    expect(left.rows).toHaveLength(0);
    expect((await request('POST', `/unsubscribe/${bedToken}`)).statusCode).toBe(200);
  });

  it('answers 404 for an unknown or malformed token, and 429 past the per-client limit', async () => {
    expect((await request('GET', '/unsubscribe/AAAAAAAAAAAA')).statusCode).toBe(404);
    expect((await request('POST', '/unsubscribe/AAAAAAAAAAAA')).statusCode).toBe(404);
    expect((await request('GET', '/unsubscribe/bad')).json()).toMatchObject({
      message: NOTIFY_MESSAGES.unsubscribeUnknown,
    });
    const remoteAddress = '10.31.250.250';
    const codes: number[] = [];
    for (let i = 0; i <= UNSUBSCRIBES_PER_IP; i++)
      codes.push((await request('GET', '/unsubscribe/AAAAAAAAAAAA', { remoteAddress })).statusCode);
    expect(codes.slice(0, UNSUBSCRIBES_PER_IP).every((code) => code === 404)).toBe(true);
    expect(codes[UNSUBSCRIBES_PER_IP]).toBe(429);
  });
});
