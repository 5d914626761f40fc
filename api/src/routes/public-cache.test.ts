import { gunzipSync } from 'node:zlib';
import { testDatabaseKinds } from '../test/databases';
import {
  addressBody,
  call,
  fixtureListing,
  makeUser,
  pricingBody,
  type TestUser,
  uniqueWord,
  useListingSuite,
  walkWizard,
} from '../test/listing-fixtures';
import { passCachePeriod } from '../test/suite';

/**
 * The public cache (home, results, keyword, details) never shows a listing change late: a write through the API
 * shows in the very next read, anything else (a subscription running out, another instance's write) after the
 * cache period, which is at most 5 s. And a cached page never carries one viewer's shortlist to another.
 */
describe.each(testDatabaseKinds)('public reads and their cache on %s', (kind) => {
  const t = useListingSuite(kind);
  // Published on payment (LISTING_REVIEW=off): the operators' queue has its own suite (admin/review.test.ts).
  beforeAll(() => {
    t.config.listingReview = false;
  });

  type Card = { id: number; is_wishlisted: boolean; monthly_charge_min: number; accommodation_name: string };
  /** Every public view of one listing, as a visitor (or `user`) sees it. */
  const publicView = async (id: number, locality: string, user: TestUser | null = null) => {
    const filtered = await call(t, 'GET', `/filtered-properties?location=${locality}`, user);
    const keyword = await call(t, 'GET', `/search-properties?search=${locality}`, user);
    const home = await call(t, 'GET', '/get-home', user);
    const details = await call(t, 'GET', `/get-property-details-by-id/${id}`, user);
    const card = (filtered.body.data as Card[]).find((l) => l.id === id);
    return {
      card,
      filtered: Boolean(card),
      keyword: (keyword.body.data as Card[]).some((l) => l.id === id),
      recent: (home.body.data.most_recent_listing as Card[]).some((l) => l.id === id),
      counts: home.body.data.listing_counts as { Hostel: number; Mess: number },
      details: details.status,
    };
  };

  it('shows a listing published, edited or paused through the API in the very next read of every view', async () => {
    const locality = uniqueWord('Freshpur');
    const id = await walkWizard(t, t.lister, t.places, 'Hostel', 6);
    await call(t, 'POST', '/add-property-address', t.lister, {
      ...addressBody(t.places, 'Hostel'),
      id,
      locality,
    });
    // Every view read (and cached) while the listing is a draft.
    const draft = await publicView(id, locality);
    expect(draft).toMatchObject({ filtered: false, keyword: false, recent: false, details: 404 });

    const plans = (await call(t, 'GET', '/subscription-plans', null)).body.data as Array<{ id: number }>;
    const published = await call(t, 'POST', '/property-subscribe', t.lister, { id, plan_id: plans[0]!.id });
    expect(published.status).toBe(200);
    const live = await publicView(id, locality);
    expect(live).toMatchObject({ filtered: true, keyword: true, recent: true, details: 200 });
    expect(live.counts.Hostel).toBe(draft.counts.Hostel + 1);

    const priced = await call(t, 'POST', '/add-property-pricing', t.lister, {
      ...pricingBody(id),
      monthly_charge_min: '9100',
    });
    expect(priced.status).toBe(200);
    expect((await publicView(id, locality)).card?.monthly_charge_min).toBe(9100);
    const name = `${uniqueWord('Renamed')} Hostel`;
    await call(t, 'POST', '/add-property-address', t.lister, {
      ...addressBody(t.places, 'Hostel'),
      id,
      locality,
      accommodation_name: name,
    });
    const renamed = await call(t, 'GET', `/search-properties?search=${encodeURIComponent(name)}`, null);
    expect((renamed.body.data as Card[]).map((l) => l.id)).toEqual([id]);
    expect((await publicView(id, locality)).card?.accommodation_name).toBe(name);

    const paused = await call(t, 'POST', '/property-status', t.lister, { id, status: 'inactive' });
    expect(paused.status).toBe(200);
    const hidden = await publicView(id, locality);
    expect(hidden).toMatchObject({ filtered: false, keyword: false, recent: false, details: 404 });
    expect(hidden.counts.Hostel).toBe(draft.counts.Hostel);
  });

  it('drops an expired listing, or shows another writer’s change, once the cache period (≤ 5 s) has passed', async () => {
    const locality = uniqueWord('Lapsepur');
    const id = await fixtureListing(t, { ownerId: t.lister.id, type: 'Mess', locality });
    const before = await publicView(id, locality);
    expect(before).toMatchObject({ filtered: true, keyword: true, recent: true, details: 200 });
    // The subscription runs out: no request tells the API.
    await t.db.query(`UPDATE properties SET expires_at = now() - interval '1 second' WHERE id = $1`, [id]);
    passCachePeriod(t);
    const after = await publicView(id, locality);
    expect(after).toMatchObject({ filtered: false, keyword: false, recent: false, details: 404 });
    expect(after.counts.Mess).toBe(before.counts.Mess - 1);
    // Another API instance renews it (the write never passes through this one).
    await t.db.query(`UPDATE properties SET expires_at = now() + interval '30 days' WHERE id = $1`, [id]);
    passCachePeriod(t);
    expect(await publicView(id, locality)).toMatchObject({ filtered: true, keyword: true, details: 200 });
  });

  it('gives every signed-in viewer their own shortlist flags, never another’s through the cache', async () => {
    const locality = uniqueWord('Flagpur');
    const first = await fixtureListing(t, { ownerId: t.lister.id, locality });
    const second = await fixtureListing(t, { ownerId: t.lister.id, locality });
    const asha = await makeUser(t, 'Customer');
    const bilal = await makeUser(t, 'Customer');
    const shortlist = async (user: TestUser, id: number, action: 'add' | 'remove') =>
      expect(
        (await call(t, 'POST', '/wishlist/toggle', user, { property_id: id, action })).body.data.wishlisted,
      ).toBe(action === 'add');
    await shortlist(asha, first, 'add');
    await shortlist(bilal, second, 'add');

    const flags = async (url: string, user: TestUser | null) => {
      const res = await call(t, 'GET', url, user);
      expect(res.status).toBe(200);
      const cards: Card[] = res.body.data.property ? [res.body.data.property] : res.body.data;
      return Object.fromEntries(cards.map((l) => [l.id, l.is_wishlisted]));
    };
    const urls = [
      `/filtered-properties?location=${locality}`,
      `/search-properties?search=${locality}`,
      `/get-property-details-by-id/${first}`,
      `/get-property-details-by-id/${second}`,
    ];
    for (const url of urls) {
      // Whoever fills the cache first, each viewer reads their own flags from it.
      for (const order of [
        [asha, bilal, null],
        [null, bilal, asha],
        [bilal, null, asha],
      ]) {
        passCachePeriod(t);
        for (const viewer of order) {
          const seen = await flags(url, viewer);
          for (const [id, flagged] of Object.entries(seen)) {
            const own = viewer === asha ? first : viewer === bilal ? second : null;
            expect([url, id, flagged]).toEqual([url, id, Number(id) === own]);
          }
        }
      }
    }
    // Taking a listing off the shortlist shows at once: flags are read per request, never cached.
    await shortlist(asha, first, 'remove');
    expect(await flags(urls[0]!, asha)).toEqual({ [first]: false, [second]: false });
  });

  it('marks anonymous reads public with an ETag (304 when unchanged) and signed-in reads private', async () => {
    const locality = uniqueWord('Etagpur');
    const id = await fixtureListing(t, { ownerId: t.lister.id, locality });
    const viewer = await makeUser(t, 'Customer');
    // The home page has nothing of the viewer's: it stays public for everyone.
    for (const [url, personal] of [
      [`/api/filtered-properties?location=${locality}`, true],
      [`/api/search-properties?search=${locality}`, true],
      [`/api/get-property-details-by-id/${id}`, true],
      ['/api/get-home', false],
    ] as const) {
      const anonymous = await t.app.inject({ url });
      expect(anonymous.statusCode).toBe(200);
      expect(anonymous.headers['cache-control']).toBe('public, no-cache');
      expect(anonymous.headers.vary).toContain('Authorization');
      const etag = anonymous.headers.etag as string;
      expect(etag).toMatch(/^W\/".+"$/);
      // A browser's request: the same answer, gzipped.
      const zipped = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
      expect(zipped.headers['content-encoding']).toBe('gzip');
      expect(JSON.parse(gunzipSync(zipped.rawPayload).toString())).toEqual(anonymous.json());
      const again = await t.app.inject({ url, headers: { 'if-none-match': etag } });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      const signedIn = await t.app.inject({ url, headers: { authorization: `Bearer ${viewer.token}` } });
      expect(signedIn.statusCode).toBe(200);
      expect(signedIn.headers['cache-control']).toBe(personal ? 'private, no-cache' : 'public, no-cache');
      expect(signedIn.headers.vary).toContain('Authorization');
    }
    // A change makes the old ETag stale: the next conditional read gets the new body.
    const before = await t.app.inject({ url: `/api/filtered-properties?location=${locality}` });
    await call(t, 'POST', '/property-status', t.lister, { id, status: 'inactive' });
    const after = await t.app.inject({
      url: `/api/filtered-properties?location=${locality}`,
      headers: { 'if-none-match': before.headers.etag as string },
    });
    expect(after.statusCode).toBe(200);
    expect(after.json().data).toEqual([]);
  });
});
