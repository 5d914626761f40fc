import { SMS_MAX_CHARS } from '@basera/shared/schemas';
import { testDatabaseKinds } from '../test/databases';
import { makeUser } from '../test/listing-fixtures';
import { useTestApp } from '../test/suite';
import type { Notice } from './notifier';
import { gsmLength } from './render';

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
