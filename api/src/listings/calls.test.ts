import { testDatabaseKinds } from '../test/databases';
import { call, fixtureListing, makeUser, useListingSuite } from '../test/listing-fixtures';
import { CALLS_PER_HOUR, callsThrottled } from './counters';

/** POST /properties/:id/calls: what a seeker's tap on an owner's number may count. */
describe.each(testDatabaseKinds)('calls reported on %s', (kind) => {
  const t = useListingSuite(kind, { redis: true });

  const tap = (id: number, user = t.lister) => call(t, 'POST', `/properties/${id}/calls`, user);
  const callsOf = async (id: number) => {
    await t.app.deps.counters.flush();
    const { rows } = await t.db.query<{ calls: number }>(
      'SELECT coalesce(sum(calls), 0)::int AS calls FROM listing_daily_stats WHERE property_id = $1',
      [id],
    );
    return rows[0]!.calls;
  };

  it('counts a call on a live listing only: a draft, an inactive, an expired or a missing one is 404', async () => {
    const seeker = await makeUser(t, 'Customer');
    const live = await fixtureListing(t, { ownerId: t.lister.id });
    const hidden = [
      await fixtureListing(t, { ownerId: t.lister.id, status: 'draft' }),
      await fixtureListing(t, { ownerId: t.lister.id, status: 'inactive' }),
      await fixtureListing(t, { ownerId: t.lister.id, expiresInDays: -1 }),
    ];
    for (const id of [...hidden, 987_654_321]) {
      const res = await tap(id, seeker);
      expect([id, res.status, res.body.message]).toEqual([id, 404, 'Property not found']);
    }
    for (const id of hidden) expect(await callsOf(id)).toBe(0);
    expect((await tap(live, seeker)).status).toBe(200);
    // The same user's second tap in the hour is the same call.
    expect((await tap(live, seeker)).status).toBe(200);
    expect(await callsOf(live)).toBe(1);
  });

  it(`takes ${CALLS_PER_HOUR} taps a user an hour, then 429 with Retry-After; other users go on`, async () => {
    const seeker = await makeUser(t, 'Customer');
    const live = await fixtureListing(t, { ownerId: t.lister.id });
    for (let i = 0; i < CALLS_PER_HOUR - 1; i += 1) await t.app.deps.throttle.hit(`calls:${seeker.id}`, 3600);
    expect((await tap(live, seeker)).status).toBe(200);
    // Over the cap even ids that do not exist are refused before any lookup.
    for (const id of [live, 987_654_321]) {
      const res = await tap(id, seeker);
      expect(res.status).toBe(429);
      const wait = Number(res.headers['retry-after']);
      expect(wait).toBeGreaterThan(0);
      expect(res.body.message).toBe(callsThrottled(wait));
    }
    expect((await tap(live, await makeUser(t, 'Customer'))).status).toBe(200);
    expect(await callsOf(live)).toBe(2);
  });
});
