import { testDatabaseKinds } from '../../test/databases';
import {
  call,
  fixtureListing,
  makeUser,
  type TestUser,
  uniqueWord,
  useListingSuite,
} from '../../test/listing-fixtures';
import { passCachePeriod } from '../../test/suite';
import { STATUS_MESSAGES } from './status';

describe.each(testDatabaseKinds)('listing status on %s', (kind) => {
  const t = useListingSuite(kind);

  const setStatus = (user: TestUser | null, id: number, status: string) =>
    call(t, 'POST', '/property-status', user, { id, status });
  const ownStatus = async (id: number) =>
    (await call(t, 'GET', '/get-all-properties', t.lister)).body.data.properties.find(
      (p: { id: number }) => p.id === id,
    )?.status;
  /** Where the public sees a listing: filtered search, keyword search, the home counts and recent list, details. */
  const publicView = async (id: number, locality: string, name: string) => {
    const filtered = await call(t, 'GET', `/filtered-properties?location=${locality}`, null);
    const keyword = await call(t, 'GET', `/search-properties?search=${encodeURIComponent(name)}`, null);
    const home = (await call(t, 'GET', '/get-home', null)).body.data;
    const details = await call(t, 'GET', `/get-property-details-by-id/${id}`, null);
    return {
      filtered: filtered.body.data.some((l: { id: number }) => l.id === id),
      keyword: keyword.body.data.some((l: { id: number }) => l.id === id),
      recent: home.most_recent_listing.some((l: { id: number }) => l.id === id),
      count: home.listing_counts.Room as number,
      details: details.status,
    };
  };

  it('deactivates an active listing at once (owner still sees it) and activates it again', async () => {
    const locality = uniqueWord('Pausepur');
    const name = `${uniqueWord('Quietnest')} Rooms`;
    const id = await fixtureListing(t, { ownerId: t.lister.id, type: 'Room', locality, name });
    const before = await publicView(id, locality, name);
    expect(before).toMatchObject({ filtered: true, keyword: true, recent: true, details: 200 });

    const off = await setStatus(t.lister, id, 'inactive');
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({
      status: true,
      message: 'Listing deactivated',
      data: { property: { id, status: 'inactive', wizard_step: 7 } },
    });
    expect(await publicView(id, locality, name)).toEqual({
      filtered: false,
      keyword: false,
      recent: false,
      count: before.count - 1,
      details: 404,
    });
    const own = await call(t, 'GET', `/get-property-details-by-id/${id}`, t.lister);
    expect(own.status).toBe(200);
    expect(own.body.data.property.status).toBe('inactive');
    expect(await ownStatus(id)).toBe('inactive');
    // Deactivating twice is harmless.
    expect((await setStatus(t.lister, id, 'inactive')).status).toBe(200);

    const on = await setStatus(t.lister, id, 'active');
    expect(on.status).toBe(200);
    expect(on.body).toMatchObject({
      message: 'Listing activated',
      data: { property: { id, status: 'active' } },
    });
    expect(await publicView(id, locality, name)).toEqual(before);
  });

  it('will not activate once the subscription has run out: renew first', async () => {
    const id = await fixtureListing(t, { ownerId: t.lister.id, status: 'inactive', expiresInDays: -1 });
    const res = await setStatus(t.lister, id, 'active');
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('Renew the subscription to publish this listing.');
    expect(await ownStatus(id)).toBe('inactive');
  });

  it('reads a listing past its expiry as expired, gone from search with no cron; it can still be paused', async () => {
    const locality = uniqueWord('Oldtown');
    const name = `${uniqueWord('Lapsed')} Rooms`;
    const id = await fixtureListing(t, { ownerId: t.lister.id, type: 'Room', locality, name });
    expect((await publicView(id, locality, name)).filtered).toBe(true);
    await t.db.query(`UPDATE properties SET expires_at = now() - interval '1 minute' WHERE id = $1`, [id]);
    // Nothing tells the API that a subscription ran out: public reads drop it within the cache period.
    passCachePeriod(t);
    expect(await publicView(id, locality, name)).toMatchObject({
      filtered: false,
      keyword: false,
      recent: false,
      details: 404,
    });
    expect(await ownStatus(id)).toBe('expired');
    expect(
      (await call(t, 'GET', `/get-property-details-by-id/${id}`, t.lister)).body.data.property.status,
    ).toBe('expired');
    // "Activate" on an expired listing needs a renewal; "Deactivate" pauses it.
    expect((await setStatus(t.lister, id, 'active')).body.message).toBe(STATUS_MESSAGES.renew);
    expect((await setStatus(t.lister, id, 'inactive')).body.data.property.status).toBe('inactive');
  });

  it('cannot activate or deactivate a draft', async () => {
    const id = await fixtureListing(t, { ownerId: t.lister.id, status: 'draft', type: 'Hostel' });
    for (const status of ['active', 'inactive']) {
      const res = await setStatus(t.lister, id, status);
      expect(res.status).toBe(422);
      expect(res.body.message).toBe('Finish the listing and choose a plan to publish it.');
    }
    expect(await ownStatus(id)).toBe('draft');
  });

  it('refuses a visitor, a Customer, another Lister and an unknown status', async () => {
    const id = await fixtureListing(t, { ownerId: t.lister.id });
    expect((await setStatus(null, id, 'inactive')).status).toBe(401);
    const customer = await setStatus(await makeUser(t, 'Customer'), id, 'inactive');
    expect(customer.status).toBe(403);
    expect(customer.body.message).toBe('Only a Lister can list properties.');
    const other = await setStatus(await makeUser(t), id, 'inactive');
    expect(other.status).toBe(404);
    expect(other.body.message).toBe('Property not found');
    const bad = await setStatus(t.lister, id, 'expired');
    expect(bad.status).toBe(422);
    expect(bad.body.errors.status).toEqual(['Status must be active or inactive']);
    expect(await ownStatus(id)).toBe('active');
  });
});
