import { LISTING_TYPE_INFO, LISTING_TYPES } from '@basera/shared/schemas';
import { COUNT_CAP } from '../listings/repository';
import { growListings } from '../seed/grow';
import { DEMO_PASSWORD, DEMO_USERS } from '../seed/users';
import { testDatabaseKinds } from '../test/databases';
import { passCachePeriod, useTestApp } from '../test/suite';

interface Listing {
  id: number;
  propty_id: number;
  property_type: string;
  accommodation_name: string;
  city_id: number;
  state_id: number;
  monthly_charge_min: number;
  room_sharing_status: string | null;
  room_air_conditioning_status: string | null;
  room_occupation_status: string | null;
  accommodation_gender: string;
  accommodation_occupation: string;
  price_with_food: string;
  locality: string;
  post_created_at: string;
  gallery: string[];
  amenities: Array<{ amenities_name: string; image: string }>;
  is_wishlisted: boolean;
}

describe.each(testDatabaseKinds)('listings on %s', (kind) => {
  const t = useTestApp(kind, { seed: true });

  const get = async (url: string, token?: string) => {
    const res = await t.app.inject({
      url: `/api${url}`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    return { status: res.statusCode, body: res.json() };
  };
  const list = async (query: string) => {
    const res = await get(`/filtered-properties?${query}`);
    expect(res.status).toBe(200);
    return res.body as { data: Listing[]; total: number; photoPath: string; galleryPaths: string };
  };
  const place = async (stateName: string, cityName: string) => {
    const states = (await get('/states')).body.data as Array<{ id: number; name: string }>;
    const state = states.find((s) => s.name === stateName)!;
    const cities = (await get(`/cities/${state.id}`)).body.data as Array<{ id: number; name: string }>;
    return { stateId: state.id, cityId: cities.find((c) => c.name === cityName)!.id };
  };

  it('lists states and their cities without signing in', async () => {
    const states = (await get('/states')).body.data;
    expect(states.length).toBeGreaterThanOrEqual(36);
    const { stateId } = await place('Karnataka', 'Bengaluru');
    const cities = (await get(`/cities/${stateId}`)).body.data.map((c: { name: string }) => c.name);
    expect(cities).toContain('Bengaluru');
    expect(cities).toContain('Mysuru');
    expect((await get('/cities/abc')).status).toBe(422);
  });

  it('seeds 150+ active listings of all four types with photos, amenities and paths', async () => {
    const all = await get('/get-all-pgs?per_page=50');
    expect(all.body.total).toBeGreaterThanOrEqual(150);
    const types = new Set((await list('per_page=50&sort=price_asc')).data.map((l) => l.property_type));
    for (const type of LISTING_TYPES) {
      expect((await list(`room_type=${LISTING_TYPE_INFO[type].option.value}`)).total).toBeGreaterThan(0);
    }
    expect(types.size).toBeGreaterThan(0);
    const first = all.body.data[0] as Listing;
    expect(first.gallery.length).toBeGreaterThan(0);
    expect(first.amenities[0]).toEqual({
      id: expect.any(Number),
      amenities_name: expect.any(String),
      image: expect.any(String),
    });
    expect(all.body.photoPath).toMatch(/\/storage\/properties\/$/);
    const photo = await t.app.inject({ url: `/storage/properties/${first.gallery[0]}` });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/webp');
  });

  it('filters by state, city and type together', async () => {
    const { stateId, cityId } = await place('Karnataka', 'Bengaluru');
    const result = await list(`state_id=${stateId}&city_id=${cityId}&room_type=Pg&per_page=50`);
    expect(result.total).toBeGreaterThan(0);
    for (const listing of result.data) {
      expect(listing).toMatchObject({ state_id: stateId, city_id: cityId, property_type: 'PG' });
    }
  });

  it.each([
    ['gender=Female', (l: Listing) => l.accommodation_gender === 'Female'],
    ['category=Teacher', (l: Listing) => l.accommodation_occupation.includes('Teacher')],
    ['sharing=Separate', (l: Listing) => l.room_sharing_status === 'Separate'],
    ['ac=Water%20Cooler', (l: Listing) => (l.room_air_conditioning_status ?? '').includes('Water Cooler')],
    ['ac=AC', (l: Listing) => (l.room_air_conditioning_status ?? '').split(', ').includes('AC')],
    ['occupation=Dormitory', (l: Listing) => (l.room_occupation_status ?? '').includes('Dormitory')],
    ['price_with_food=No', (l: Listing) => l.price_with_food === 'No'],
    [
      'min_price=5000&max_price=9000',
      (l: Listing) => l.monthly_charge_min >= 5000 && l.monthly_charge_min <= 9000,
    ],
    ['location=koramangala', (l: Listing) => JSON.stringify(l).toLowerCase().includes('koramangala')],
  ])('filter %s returns only matching listings', async (query, matches) => {
    const result = await list(`${query}&per_page=50`);
    expect(result.total).toBeGreaterThan(0);
    expect(result.data.every(matches)).toBe(true);
  });

  it('treats empty and "Choose..." as unset, and lists of values as any-of', async () => {
    const all = await list('per_page=1');
    const unset = await list(
      'state_id=Choose...&city_id=&room_type=Choose...&gender=&category=Choose...&per_page=1',
    );
    expect(unset.total).toBe(all.total);
    const shared = await list('sharing=Shared&per_page=1');
    const separate = await list('sharing=Separate&per_page=1');
    const both = await list('sharing=Shared,Separate&per_page=1');
    expect(both.total).toBe(shared.total + separate.total);
  });

  it('sorts by price both ways and by newest', async () => {
    const asc = (await list('sort=price_asc&per_page=50')).data.map((l) => l.monthly_charge_min);
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    const desc = (await list('sort=price_desc&per_page=50')).data.map((l) => l.monthly_charge_min);
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
    const newest = (await list('per_page=50')).data.map((l) => l.post_created_at);
    expect(newest).toEqual([...newest].sort().reverse());
  });

  it('pages through results without overlap and answers past the end with an empty page', async () => {
    const one = await list('per_page=10&page=1');
    const two = await list('per_page=10&page=2');
    expect(one.data).toHaveLength(10);
    const ids = new Set(one.data.map((l) => l.id));
    expect(two.data.some((l) => ids.has(l.id))).toBe(false);
    const past = await list('per_page=50&page=100');
    expect(past.data).toEqual([]);
    expect(past.total).toBe(one.total);
  });

  it.each([
    'state_id=abc',
    'city_id=-3',
    'room_type=Villa',
    'gender=Robot',
    'sharing=Shared,Alone',
    'sort=cheapest',
    'page=0',
    'page=1000000000',
    'per_page=500',
    'min_price=lots',
  ])('answers %s with 422 and a field message, never 500', async (query) => {
    const res = await get(`/filtered-properties?${query}`);
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors).length).toBeGreaterThan(0);
  });

  it('hides inactive listings from search and details', async () => {
    const target = (await list('per_page=1')).data[0]!;
    await t.db.query(`UPDATE properties SET status = 'inactive' WHERE id = $1`, [target.id]);
    // Written past the API: public reads show it once the cache period has passed.
    passCachePeriod(t);
    try {
      const after = await list('per_page=50');
      expect(after.data.some((l) => l.id === target.id)).toBe(false);
      expect((await get(`/get-property-details-by-id/${target.id}`)).status).toBe(404);
    } finally {
      await t.db.query(`UPDATE properties SET status = 'active' WHERE id = $1`, [target.id]);
      passCachePeriod(t);
    }
  });

  it('ranks keyword search by name and place, and tolerates a small typo', async () => {
    const exact = await get('/search-properties?search=Koramangala');
    expect(exact.status).toBe(200);
    expect(exact.body.total).toBeGreaterThan(0);
    expect(JSON.stringify(exact.body.data[0]).toLowerCase()).toContain('koramangala');
    const typo = await get('/search-properties?search=Koramangla');
    expect(typo.body.total).toBeGreaterThan(0);
    expect(JSON.stringify(typo.body.data[0]).toLowerCase()).toContain('koramangala');
    // A typo search pages like any other: page 2 continues page 1 without overlap.
    const typoPage1 = await get('/search-properties?search=Koramangla&per_page=2&page=1');
    const typoPage2 = await get('/search-properties?search=Koramangla&per_page=2&page=2');
    expect(typoPage1.body.total).toBeGreaterThan(2);
    expect(typoPage2.body.data).toHaveLength(2);
    const ids = [...typoPage1.body.data, ...typoPage2.body.data].map((l: { id: number }) => l.id);
    expect(new Set(ids).size).toBe(4);
    // A name outranks a mere mention in the address.
    const named = exact.body.data[0] as { accommodation_name: string };
    const byName = await get(`/search-properties?search=${encodeURIComponent(named.accommodation_name)}`);
    expect(byName.body.data[0].accommodation_name).toBe(named.accommodation_name);
    const byCity = await get('/search-properties?search=jaipur');
    expect(byCity.body.data.every((l: { city_name: string }) => l.city_name === 'Jaipur')).toBe(true);
    const none = await get('/search-properties?search=zzqqxx');
    expect(none.body).toMatchObject({ status: true, data: [], total: 0 });
    const empty = await get('/search-properties?search=');
    expect(empty.status).toBe(422);
    expect(empty.body.errors.search).toEqual(['Please enter a keyword']);
  });

  it('serves details by id (and the alias) with real place names and photos', async () => {
    const target = (await list('per_page=1')).data[0]!;
    const res = await get(`/get-property-details-by-id/${target.id}`);
    expect(res.status).toBe(200);
    const property = res.body.data.property;
    expect(property).toMatchObject({
      id: target.id,
      propty_id: target.id,
      accommodation_name: target.accommodation_name,
    });
    expect(property.state_name).toBeTruthy();
    expect(property.city_name).toBeTruthy();
    expect(property.photos.length).toBeGreaterThan(0);
    expect(res.body.data.galleryPaths).toMatch(/\/storage\/properties\/$/);
    expect((await get(`/get-property-detailed/${target.id}`)).body.data.property.id).toBe(target.id);
    expect((await get('/get-property-details-by-id/999999')).status).toBe(404);
    expect((await get('/get-property-details-by-id/abc')).status).toBe(422);
  });

  it('keeps a shortlist per user: add, see it marked, list it, remove', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/user-login',
      payload: { email_or_phone: DEMO_USERS[0].email, password: DEMO_PASSWORD, user_type: 'Customer' },
    });
    const token = login.json().token as string;
    const target = (await list('per_page=1&sort=price_desc')).data[0]!;
    const toggle = (payload: object, auth = token) =>
      t.app.inject({
        method: 'POST',
        url: '/api/wishlist/toggle',
        payload,
        headers: auth ? { authorization: `Bearer ${auth}` } : {},
      });

    expect((await toggle({ property_id: target.id, action: 'add' }, '')).statusCode).toBe(401);
    const added = await toggle({ property_id: target.id, action: 'add' });
    expect(added.json()).toMatchObject({ status: true, message: 'Added to your shortlist' });
    const marked = await get('/filtered-properties?per_page=1&sort=price_desc', token);
    expect(marked.body.data[0].is_wishlisted).toBe(true);
    const mine = await get('/wishlist', token);
    expect(mine.body.data.properties.map((p: { id: number }) => p.id)).toEqual([target.id]);
    expect(mine.body.data.properties[0].wishlist_created_date).toEqual(expect.any(String));
    expect(mine.body.data.photoPath).toMatch(/storage/);
    const removed = await toggle({ property_id: target.id, action: 'remove' });
    expect(removed.json().message).toBe('Removed from your shortlist');
    expect((await get('/wishlist', token)).body.data.properties).toEqual([]);
    expect((await toggle({ property_id: 'x' })).statusCode).toBe(422);
    expect((await toggle({ property_id: 999999, action: 'add' })).statusCode).toBe(404);
    expect((await get('/wishlist')).status).toBe(401);
  });

  it("lists a Lister's own listings of every status, and refuses a Customer and a visitor", async () => {
    const login = async (email: string, user_type: string) =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/user-login',
          payload: { email_or_phone: email, password: DEMO_PASSWORD, user_type },
        })
      ).json().token as string;
    const lister = DEMO_USERS.find((u) => u.user_type === 'Lister')!;
    const customer = DEMO_USERS.find((u) => u.user_type === 'Customer')!;
    const listerToken = await login(lister.email, 'Lister');
    const { rows } = await t.db.query<{ id: number }>(
      "SELECT p.id FROM properties p JOIN users u ON u.id = p.owner_id WHERE u.email = $1 AND p.status = 'active' LIMIT 1",
      [lister.email],
    );
    await t.db.query("UPDATE properties SET status = 'inactive' WHERE id = $1", [rows[0]!.id]);
    const own = await get('/get-all-properties', listerToken);
    expect(own.status).toBe(200);
    const ids = own.body.data.properties.map((p: { id: number }) => p.id);
    expect(ids).toContain(rows[0]!.id);
    expect(own.body.data.photoPath).toMatch(/storage/);
    const { rows: count } = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM properties p JOIN users u ON u.id = p.owner_id WHERE u.email = $1',
      [lister.email],
    );
    expect(ids).toHaveLength(count[0]!.n);
    expect((await get('/get-all-properties', await login(customer.email, 'Customer'))).status).toBe(403);
    expect((await get('/get-all-properties')).status).toBe(401);
    await t.db.query("UPDATE properties SET status = 'active' WHERE id = $1", [rows[0]!.id]);
  });

  // Last: it grows this suite's database past the count cap.
  it('counts a broad search only up to 1000 and says there are more, with pages still in order', async () => {
    await growListings(t.db, COUNT_CAP + 200);
    const broad = await list('per_page=10&page=3');
    expect(broad.total).toBe(COUNT_CAP);
    expect((broad as unknown as { more: boolean }).more).toBe(true);
    expect(broad.data).toHaveLength(10);
    const narrow = await list('room_type=Mess&per_page=1');
    expect((narrow as unknown as { more: boolean }).more).toBe(narrow.total > COUNT_CAP);
    const newest = (await list('per_page=50')).data.map((l) => Date.parse(l.post_created_at));
    expect(newest).toEqual([...newest].sort((a, b) => b - a));
  }, 60_000);
});
