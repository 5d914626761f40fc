import { indiaToday } from '@basera/shared/schemas';
import { testDatabaseKinds } from '../test/databases';
import { call, fixtureListing, makeUser, uniqueWord, useListingSuite } from '../test/listing-fixtures';
import { passCachePeriod } from '../test/suite';

const day = (offset: number) => indiaToday(new Date(Date.now() + offset * 86_400_000));

describe.each(testDatabaseKinds)('public visibility and the beds filter on %s', (kind) => {
  const t = useListingSuite(kind);

  const ids = async (query: string) => {
    const res = await call(t, 'GET', `/filtered-properties?${query}`, null);
    expect(res.status).toBe(200);
    return (res.body.data as Array<{ id: number }>).map((l) => l.id).sort((a, b) => a - b);
  };

  it('shows only active listings whose subscription runs: never drafts, paused, expired or unsubscribed', async () => {
    const locality = uniqueWord('Showpur');
    const make = (input: Parameters<typeof fixtureListing>[1]) => fixtureListing(t, { locality, ...input });
    const live = await make({ ownerId: t.lister.id });
    await make({ ownerId: t.lister.id, status: 'draft' });
    await make({ ownerId: t.lister.id, status: 'inactive' });
    await make({ ownerId: t.lister.id, expiresInDays: -1 });
    // An active row with no subscription at all (data from before subscriptions) is not public either.
    await make({ ownerId: t.lister.id, expiresInDays: null });
    expect(await ids(`location=${locality}`)).toEqual([live]);
    const keyword = await call(t, 'GET', `/search-properties?search=${locality}`, null);
    expect(keyword.body.data.map((l: { id: number }) => l.id)).toEqual([live]);
    expect(keyword.body.total).toBe(1);
  });

  it('filters "beds free now": a free bed whose date has come (India), not a future date, a full kind or a Mess', async () => {
    const locality = uniqueWord('Bedpur');
    const make = (beds: Parameters<typeof fixtureListing>[1]['beds'], type: 'PG' | 'Mess' = 'PG') =>
      fixtureListing(t, { ownerId: t.lister.id, locality, beds, type });
    const freeSince = await make([
      { sharing: 'Double', total_beds: 8, free_beds: 2, available_from: day(-3) },
    ]);
    const freeToday = await make([
      { sharing: 'Single', total_beds: 4, free_beds: 0, available_from: null },
      { sharing: 'Triple', total_beds: 9, free_beds: 1, available_from: day(0) },
    ]);
    await make([{ sharing: 'Double', total_beds: 8, free_beds: 3, available_from: day(5) }]);
    await make([{ sharing: 'Double', total_beds: 8, free_beds: 0, available_from: day(-5) }]);
    await make([], 'Mess');
    const paused = await make([{ sharing: 'Double', total_beds: 8, free_beds: 2, available_from: day(-1) }]);
    await t.db.query(`UPDATE properties SET status = 'inactive' WHERE id = $1`, [paused]);

    const expected = [freeSince, freeToday].sort((a, b) => a - b);
    for (const flag of ['1', 'true', 'yes', 'on'])
      expect(await ids(`location=${locality}&beds_free_now=${flag}`)).toEqual(expected);
    expect(await ids(`location=${locality}`)).toHaveLength(5);
    for (const flag of ['', '0', 'false', 'Choose...'])
      expect(await ids(`location=${locality}&beds_free_now=${encodeURIComponent(flag)}`)).toHaveLength(5);
    const count = await call(t, 'GET', `/filtered-properties?location=${locality}&beds_free_now=1`, null);
    expect(count.body.total).toBe(2);
    expect(count.body.data.find((l: { id: number }) => l.id === freeToday).free_beds_now).toBe(1);

    const bad = await call(t, 'GET', '/filtered-properties?beds_free_now=maybe', null);
    expect(bad.status).toBe(422);
    expect(bad.body.errors.beds_free_now).toEqual(['Beds free now must be yes or no']);
  });

  it('shortlists only public listings, lists only public ones, and always lets one be removed', async () => {
    const customer = await makeUser(t, 'Customer');
    const toggle = (propertyId: number, action?: 'add' | 'remove') =>
      call(t, 'POST', '/wishlist/toggle', customer, {
        property_id: propertyId,
        ...(action ? { action } : {}),
      });
    const shortlist = async () =>
      (await call(t, 'GET', '/wishlist', customer)).body.data.properties.map((p: { id: number }) => p.id);

    const expired = await fixtureListing(t, { ownerId: t.lister.id, expiresInDays: -2 });
    const draft = await fixtureListing(t, { ownerId: t.lister.id, status: 'draft' });
    expect((await toggle(expired, 'add')).status).toBe(404);
    expect((await toggle(draft)).status).toBe(404);

    const live = await fixtureListing(t, { ownerId: t.lister.id });
    expect((await toggle(live, 'add')).status).toBe(200);
    expect(await shortlist()).toEqual([live]);
    // Its subscription runs out: it leaves the shortlist's list at once, but the entry may still be removed.
    await t.db.query(`UPDATE properties SET expires_at = now() - interval '1 second' WHERE id = $1`, [live]);
    expect(await shortlist()).toEqual([]);
    const removed = await toggle(live);
    expect(removed.status).toBe(200);
    expect(removed.body.data.wishlisted).toBe(false);
    expect((await toggle(live, 'remove')).status).toBe(200);
    const { rows } = await t.db.query('SELECT 1 FROM wishlists WHERE user_id = $1', [customer.id]);
    expect(rows).toHaveLength(0);
  });

  it('counts only public listings on the home page', async () => {
    const counts = async () =>
      (await call(t, 'GET', '/get-home', null)).body.data.listing_counts.Hostel as number;
    const before = await counts();
    const id = await fixtureListing(t, { ownerId: t.lister.id, type: 'Hostel' });
    expect(await counts()).toBe(before + 1);
    await t.db.query(`UPDATE properties SET expires_at = now() - interval '1 second' WHERE id = $1`, [id]);
    // Nothing tells the API that a subscription ran out: the counts drop it within the cache period.
    passCachePeriod(t);
    expect(await counts()).toBe(before);
  });
});
