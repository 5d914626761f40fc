import { EXPIRY_REMINDER_DAYS, PLAN_MESSAGES } from '@basera/shared/schemas';
import { indiaDate } from '../routes/lister/common';
import { testDatabaseKinds } from '../test/databases';
import { call, fixtureListing, makeUser, type TestUser, useListingSuite } from '../test/listing-fixtures';
import { expiryKey, sweepExpiryReminders } from './expiry-reminder';

const DAY = 86_400_000;

describe.each(testDatabaseKinds)('expiry reminder on %s', (kind) => {
  const t = useListingSuite(kind);
  let owner: TestUser;
  /** The app's clock, moved by the tests. */
  let now = Date.now();
  beforeAll(async () => {
    owner = await makeUser(t);
    t.app.deps.clock = () => new Date(now);
  });
  beforeEach(() => {
    now = Date.now();
  });

  const reminders = async (id: number) =>
    (
      await t.db.query<{ kind: string; dedupe_key: string; subject: string; body: string }>(
        `SELECT kind, dedupe_key, subject, body FROM notifications
          WHERE user_id = $1 AND channel = 'email' AND dedupe_key LIKE $2 ORDER BY id`,
        [owner.id, `expiry:${id}:%`],
      )
    ).rows;
  const expiry = async (id: number) =>
    (await t.db.query<{ expires_at: Date }>('SELECT expires_at FROM properties WHERE id = $1', [id])).rows[0]!
      .expires_at;

  it(`reminds the owner ${EXPIRY_REMINDER_DAYS} days before a listing leaves search, once per period`, async () => {
    const name = `Lotus Nest ${Date.now().toString(36)} PG`;
    const id = await fixtureListing(t, { ownerId: owner.id, expiresInDays: 10, name });
    // A week before: too early.
    await sweepExpiryReminders(t.app);
    expect(await reminders(id)).toEqual([]);

    // Two days before it leaves search (the clock moved on): one reminder, with the date and the way to renew.
    now = Date.now() + 8 * DAY;
    await sweepExpiryReminders(t.app);
    const until = await expiry(id);
    const [notice] = await reminders(id);
    expect(notice).toMatchObject({
      kind: 'listing_expiry',
      dedupe_key: expiryKey(id, until),
      subject: PLAN_MESSAGES.expirySubject(name),
    });
    expect(notice!.body).toContain(PLAN_MESSAGES.expirySoon(name, indiaDate(until)));
    expect(notice!.body).toContain('/user/view-all-listing');
    // Later passes of the same period add nothing.
    now += DAY / 2;
    await sweepExpiryReminders(t.app);
    expect(await reminders(id)).toHaveLength(1);
    const remembered = await t.db.query<{ expiry_reminded_for: Date }>(
      'SELECT expiry_reminded_for FROM properties WHERE id = $1',
      [id],
    );
    expect(remembered.rows[0]!.expiry_reminded_for).toEqual(until);

    // Renewed for free: a new period, with its own reminder when it nears its end.
    now = Date.now();
    const basic = (await call(t, 'GET', '/subscription-plans', null)).body.data[0];
    expect(basic.name).toBe('Basic');
    expect((await call(t, 'POST', '/property-subscribe', owner, { id, plan_id: basic.id })).status).toBe(200);
    now = Date.now() + 20 * DAY;
    await sweepExpiryReminders(t.app);
    expect(await reminders(id)).toHaveLength(1);
    now = Date.now() + 28 * DAY;
    await sweepExpiryReminders(t.app);
    const both = await reminders(id);
    expect(both).toHaveLength(2);
    expect(both[1]!.dedupe_key).toBe(expiryKey(id, await expiry(id)));
  });

  it('never reminds about a listing out of search: paused, lapsed, or in the review queue', async () => {
    const paused = await fixtureListing(t, { ownerId: owner.id, status: 'inactive', expiresInDays: 2 });
    const lapsed = await fixtureListing(t, { ownerId: owner.id, expiresInDays: -1 });
    const pending = await fixtureListing(t, { ownerId: owner.id, expiresInDays: 2, review: 'pending' });
    await sweepExpiryReminders(t.app);
    for (const id of [paused, lapsed, pending]) expect(await reminders(id)).toEqual([]);
  });
});
