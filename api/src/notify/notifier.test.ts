import { SMS_MAX_CHARS } from '@basera/shared/schemas';
import type { MessageTransport, OutgoingMessage } from '../messaging/transport';
import { testDatabaseKinds } from '../test/databases';
import { makeUser } from '../test/listing-fixtures';
import { useTestApp } from '../test/suite';
import { backoffMs, LEASE_SECONDS, MAX_ATTEMPTS } from './delivery';
import type { Notice } from './notifier';
import { gsmLength } from './render';
import { createNotifier } from './service';

const notice = (userId: number, key: string, extra: Partial<Notice> = {}): Notice => ({
  userId,
  kind: 'visit',
  key,
  subject: 'Visit confirmed: Sunrise PG',
  text: 'The owner confirmed your visit on 1 Dec, 10:00 to 11:00.',
  short: 'Your visit to Sunrise PG on 1 Dec, 10:00-11:00 is confirmed by the owner.',
  link: '/user/enquiries/12',
  ...extra,
});

describe.each(testDatabaseKinds)('notifier (%s)', (kind) => {
  const t = useTestApp(kind);

  const rows = (key: string) =>
    t.db.query<{ channel: string; state: string; recipient: string; body: string }>(
      'SELECT channel, state, recipient, body FROM notifications WHERE dedupe_key = $1 ORDER BY channel',
      [key],
    );

  it('sends a notice once on email by default, and a repeat of its key is nothing', async () => {
    const user = await makeUser(t, 'Customer');
    const key = `test:${user.id}:default`;
    expect(await t.app.deps.notifier.notify(notice(user.id, key))).toEqual(['email']);
    expect(await t.app.deps.notifier.notify(notice(user.id, key))).toEqual([]);
    const before = t.transport.sent.length;
    expect(await t.app.deps.notifier.drain()).toBe(1);
    expect(await t.app.deps.notifier.drain()).toBe(0);
    const sent = t.transport.sent.slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.channel).toBe('email');
    expect(sent[0]!.text).toContain(`${t.config.siteUrl}/user/enquiries/12`);
    expect(sent[0]!.text).toMatch(new RegExp(`${t.config.siteUrl}/unsubscribe/[A-Za-z0-9_-]{12,}`));
    expect(sent[0]!.headers?.['List-Unsubscribe']).toMatch(
      new RegExp(`^<${t.config.publicUrl}/api/unsubscribe/[A-Za-z0-9_-]{12,}>$`),
    );
    expect(sent[0]!.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect((await rows(key)).rows.map((r) => r.state)).toEqual(['sent']);
  });

  it('sends on every channel the user turned on, narrowed by the notice; the SMS fits in one', async () => {
    const user = await makeUser(t, 'Customer');
    await t.db.query(
      'INSERT INTO notification_preferences (user_id, email, sms, whatsapp) VALUES ($1, true, true, true)',
      [user.id],
    );
    const all = `test:${user.id}:all`;
    expect(
      await t.app.deps.notifier.notify(notice(user.id, all, { short: 'Long words '.repeat(40) })),
    ).toEqual(['email', 'sms', 'whatsapp']);
    const chat = `test:${user.id}:chat`;
    expect(await t.app.deps.notifier.notify(notice(user.id, chat, { channels: ['email'] }))).toEqual([
      'email',
    ]);
    await t.app.deps.notifier.drain();
    const sms = (await rows(all)).rows.find((r) => r.channel === 'sms')!;
    expect(gsmLength(sms.body)).toBeLessThanOrEqual(SMS_MAX_CHARS);
    expect(sms.body).toContain(`${t.config.siteUrl}/user/enquiries/12`);
    expect(sms.body).toMatch(/\/unsubscribe\/[A-Za-z0-9_-]{12,}$/);
    expect((await rows(all)).rows.map((r) => r.state)).toEqual(['sent', 'sent', 'sent']);
    expect((await rows(chat)).rows.map((r) => r.channel)).toEqual(['email']);
  });
});

/** A clock that stands still until a test moves it. */
class Clock {
  constructor(public at = new Date()) {}
  now = () => new Date(this.at.getTime());
  advance(ms: number) {
    this.at = new Date(this.at.getTime() + ms);
  }
}

/** A transport that records what it sent, and throws for the messages `failWhen` picks. */
class FlakyTransport implements MessageTransport {
  readonly sent: OutgoingMessage[] = [];
  failWhen: (message: OutgoingMessage) => Error | null = () => null;
  async send(message: OutgoingMessage) {
    const error = this.failWhen(message);
    if (error) throw error;
    this.sent.push(message);
  }
}

const silent = { info() {}, warn() {}, error() {} };

describe.each(testDatabaseKinds)('notifier delivery, retries and crashes (%s)', (kind) => {
  const t = useTestApp(kind);
  let clock: Clock;
  let transport: FlakyTransport;
  let notifier: ReturnType<typeof createNotifier>;

  beforeEach(async () => {
    // Rows of earlier tests are done; this notifier sees only the ones its test makes.
    await t.db.query(`UPDATE notifications SET state = 'cancelled' WHERE state IN ('pending', 'sending')`);
    clock = new Clock();
    transport = new FlakyTransport();
    notifier = createNotifier({ config: t.config, db: t.db, transport, clock: clock.now, log: silent });
  });

  const states = async (key: string) =>
    (
      await t.db.query<{ channel: string; state: string; attempts: number }>(
        'SELECT channel, state, attempts FROM notifications WHERE dedupe_key = $1 ORDER BY channel',
        [key],
      )
    ).rows.map((r) => `${r.channel}:${r.state}:${r.attempts}`);

  async function userWith(channels: { email: boolean; sms: boolean; whatsapp: boolean }) {
    const user = await makeUser(t, 'Customer');
    await t.db.query(
      'INSERT INTO notification_preferences (user_id, email, sms, whatsapp) VALUES ($1, $2, $3, $4)',
      [user.id, channels.email, channels.sms, channels.whatsapp],
    );
    return user;
  }

  it('follows the preferences: email off means none, SMS on adds it; no row no message', async () => {
    const smsOnly = await userWith({ email: false, sms: true, whatsapp: false });
    const key = `test:${smsOnly.id}:prefs`;
    expect(await notifier.notify(notice(smsOnly.id, key))).toEqual(['sms']);
    const none = await userWith({ email: false, sms: false, whatsapp: false });
    expect(await notifier.notify(notice(none.id, `test:${none.id}:prefs`))).toEqual([]);
    expect(
      await notifier.notify(notice(smsOnly.id, `test:${smsOnly.id}:narrow`, { channels: ['email'] })),
    ).toEqual([]);
    expect(await notifier.drain()).toBe(1);
    expect(transport.sent.map((m) => m.channel)).toEqual(['sms']);
  });

  it('keeps a reminder until the clock reaches it, and cancel stops one not sent yet', async () => {
    const user = await makeUser(t, 'Customer');
    const at = new Date(clock.at.getTime() + 3 * 3600_000);
    await notifier.notify(notice(user.id, `reminder:${user.id}:eve`, { kind: 'visit_reminder', sendAt: at }));
    await notifier.notify(notice(user.id, `reminder:${user.id}:2h`, { kind: 'visit_reminder', sendAt: at }));
    expect(await notifier.drain()).toBe(0);
    clock.advance(3 * 3600_000 - 1000);
    expect(await notifier.drain()).toBe(0);
    expect(await notifier.cancel(`reminder:${user.id}:2h`)).toBe(1);
    clock.advance(1000);
    expect(await notifier.drain()).toBe(1);
    expect(await states(`reminder:${user.id}:eve`)).toEqual(['email:sent:1']);
    expect(await states(`reminder:${user.id}:2h`)).toEqual(['email:cancelled:0']);
    // Sent is sent: cancelling afterwards changes nothing.
    expect(await notifier.cancel(`reminder:${user.id}:`)).toBe(0);
  });

  it('records nothing when the change it tells about rolls back', async () => {
    const user = await makeUser(t, 'Customer');
    const key = `test:${user.id}:rolled-back`;
    await expect(
      t.db.transaction(async (tx) => {
        expect(await notifier.notify(notice(user.id, key), tx)).toEqual(['email']);
        throw new Error('the visit change failed');
      }),
    ).rejects.toThrow('the visit change failed');
    expect(await states(key)).toEqual([]);
    expect(await notifier.drain()).toBe(0);
  });

  it('a send failing on the second channel: the first is never sent again, the second goes after its backoff', async () => {
    const user = await userWith({ email: true, sms: true, whatsapp: true });
    const key = `test:${user.id}:crash`;
    transport.failWhen = (m) => (m.channel === 'sms' ? new Error('provider down') : null);
    await notifier.notify(notice(user.id, key));
    expect(await notifier.drain()).toBe(2);
    expect(await states(key)).toEqual(['email:sent:1', 'sms:pending:1', 'whatsapp:sent:1']);
    transport.failWhen = () => null;
    // Not before the backoff.
    expect(await notifier.drain()).toBe(0);
    clock.advance(backoffMs(1));
    expect(await notifier.drain()).toBe(1);
    expect(await states(key)).toEqual(['email:sent:1', 'sms:sent:2', 'whatsapp:sent:1']);
    expect(transport.sent.map((m) => m.channel).sort()).toEqual(['email', 'sms', 'whatsapp']);
  });

  it("a row left 'sending' by a dead instance waits for its lease, then goes once", async () => {
    const user = await makeUser(t, 'Customer');
    const key = `test:${user.id}:dead`;
    await notifier.notify(notice(user.id, key));
    // Another instance claimed it and died before sending (or before marking it sent).
    await t.db.query(
      `UPDATE notifications SET state = 'sending', claimed_at = $2, attempts = 1 WHERE dedupe_key = $1`,
      [key, clock.now()],
    );
    expect(await notifier.drain()).toBe(0);
    clock.advance(LEASE_SECONDS * 1000 - 1000);
    expect(await notifier.drain()).toBe(0);
    clock.advance(2000);
    expect(await notifier.drain()).toBe(1);
    expect(await notifier.drain()).toBe(0);
    expect(await states(key)).toEqual(['email:sent:2']);
    expect(transport.sent).toHaveLength(1);
  });

  it("gives up after MAX_ATTEMPTS, and at once on a provider's permanent refusal", async () => {
    const user = await userWith({ email: true, sms: true, whatsapp: false });
    const key = `test:${user.id}:give-up`;
    transport.failWhen = (m) =>
      m.channel === 'sms'
        ? Object.assign(new Error('invalid number'), { permanent: true })
        : new Error('mail server down');
    await notifier.notify(notice(user.id, key));
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      await notifier.drain();
      clock.advance(backoffMs(attempt));
    }
    expect(await states(key)).toEqual([`email:failed:${MAX_ATTEMPTS}`, 'sms:failed:1']);
    clock.advance(24 * 3600_000);
    expect(await notifier.drain()).toBe(0);
    expect(transport.sent).toHaveLength(0);
  });

  it('two notifiers draining the same rows at once send each row once', async () => {
    const other = new FlakyTransport();
    const second = createNotifier({
      config: t.config,
      db: t.db,
      transport: other,
      clock: clock.now,
      log: silent,
    });
    const keys: string[] = [];
    for (let i = 0; i < 8; i++) {
      const user = await userWith({ email: true, sms: true, whatsapp: i % 2 === 0 });
      keys.push(`test:${user.id}:race`);
      await notifier.notify(notice(user.id, keys[i]!));
    }
    const [a, b] = await Promise.all([notifier.drain(), second.drain()]);
    expect(a + b).toBe(20);
    const all = [...transport.sent, ...other.sent].map((m) => `${m.channel}:${m.to}`);
    expect(new Set(all).size).toBe(20);
    expect(all).toHaveLength(20);
  });
});
