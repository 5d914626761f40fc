import { testDatabaseKinds } from '../../test/databases';
import {
  callAs,
  type FixtureUser,
  fixtureListing,
  fixtureUser,
  uniqueWord,
} from '../../test/listing-fixtures';
import { useTestApp } from '../../test/suite';
import { STATUS_MESSAGES } from './status';

describe.each(testDatabaseKinds)('listing status on %s', (kind) => {
  const t = useTestApp(kind);
  let lister: FixtureUser;

  beforeAll(async () => {
    await t.db.query(`INSERT INTO states (iso_code, name) VALUES ('ZZ', 'Test State')`);
    await t.db.query(
      `INSERT INTO cities (state_id, name) SELECT id, 'Test City' FROM states WHERE iso_code = 'ZZ'`,
    );
    lister = await fixtureUser(t);
  });

  const setStatus = (user: FixtureUser | null, id: number, status: string) =>
    callAs(t, user, 'POST', '/property-status', { id, status });
  const ownStatus = async (id: number) =>
    (await callAs(t, lister, 'GET', '/get-all-properties')).body.data.properties.find(
      (p: { id: number }) => p.id === id,
    )?.status;
  /** Where the public sees a listing: filtered search, keyword search, the home counts and recent list, details. */
  const publicView = async (id: number, locality: string, name: string) => {
    const filtered = await callAs(t, null, 'GET', `/filtered-properties?location=${locality}`);
    const keyword = await callAs(t, null, 'GET', `/search-properties?search=${encodeURIComponent(name)}`);
    const home = (await callAs(t, null, 'GET', '/get-home')).body.data;
    const details = await callAs(t, null, 'GET', `/get-property-details-by-id/${id}`);
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
    const id = await fixtureListing(t, { ownerId: lister.id, type: 'Room', locality, name });
    const before = await publicView(id, locality, name);
    expect(before).toMatchObject({ filtered: true, keyword: true, recent: true, details: 200 });

    const off = await setStatus(lister, id, 'inactive');
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
    const own = await callAs(t, lister, 'GET', `/get-property-details-by-id/${id}`);
    expect(own.status).toBe(200);
    expect(own.body.data.property.status).toBe('inactive');
    expect(await ownStatus(id)).toBe('inactive');
    // Deactivating twice is harmless.
    expect((await setStatus(lister, id, 'inactive')).status).toBe(200);

    const on = await setStatus(lister, id, 'active');
    expect(on.status).toBe(200);
    expect(on.body).toMatchObject({
      message: 'Listing activated',
      data: { property: { id, status: 'active' } },
    });
    expect(await publicView(id, locality, name)).toEqual(before);
  });

  it('will not activate once the subscription has run out: renew first', async () => {
    const id = await fixtureListing(t, { ownerId: lister.id, status: 'inactive', expiresInDays: -1 });
    const res = await setStatus(lister, id, 'active');
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('Renew the subscription to publish this listing.');
    expect(await ownStatus(id)).toBe('inactive');
  });

  it('reads a listing past its expiry as expired, gone from search with no cron; it can still be paused', async () => {
    const locality = uniqueWord('Oldtown');
    const name = `${uniqueWord('Lapsed')} Rooms`;
    const id = await fixtureListing(t, { ownerId: lister.id, type: 'Room', locality, name });
    expect((await publicView(id, locality, name)).filtered).toBe(true);
    await t.db.query(`UPDATE properties SET expires_at = now() - interval '1 minute' WHERE id = $1`, [id]);
    expect(await publicView(id, locality, name)).toMatchObject({
      filtered: false,
      keyword: false,
      recent: false,
      details: 404,
    });
    expect(await ownStatus(id)).toBe('expired');
    expect(
      (await callAs(t, lister, 'GET', `/get-property-details-by-id/${id}`)).body.data.property.status,
    ).toBe('expired');
    // "Activate" on an expired listing needs a renewal; "Deactivate" pauses it.
    expect((await setStatus(lister, id, 'active')).body.message).toBe(STATUS_MESSAGES.renew);
    expect((await setStatus(lister, id, 'inactive')).body.data.property.status).toBe('inactive');
  });

  it('cannot activate or deactivate a draft', async () => {
    const id = await fixtureListing(t, { ownerId: lister.id, status: 'draft', type: 'Hostel' });
    for (const status of ['active', 'inactive']) {
      const res = await setStatus(lister, id, status);
      expect(res.status).toBe(422);
      expect(res.body.message).toBe('Finish the listing and choose a plan to publish it.');
    }
    expect(await ownStatus(id)).toBe('draft');
  });

  it('refuses a visitor, a Customer, another Lister and an unknown status', async () => {
    const id = await fixtureListing(t, { ownerId: lister.id });
    expect((await setStatus(null, id, 'inactive')).status).toBe(401);
    const customer = await setStatus(await fixtureUser(t, 'Customer'), id, 'inactive');
    expect(customer.status).toBe(403);
    expect(customer.body.message).toBe('Only a Lister can list properties.');
    const other = await setStatus(await fixtureUser(t), id, 'inactive');
    expect(other.status).toBe(404);
    expect(other.body.message).toBe('Property not found');
    const bad = await setStatus(lister, id, 'expired');
    expect(bad.status).toBe(422);
    expect(bad.body.errors.status).toEqual(['Status must be active or inactive']);
    expect(await ownStatus(id)).toBe('active');
  });
});
