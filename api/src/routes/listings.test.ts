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
  food_meals: string[];
  food_type: string | null;
  free_beds_now: number;
  city_name: string;
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
    // Newest first after the Featured listings that lead page 1 (issue 31, listings/featured.test.ts).
    const page = (await list('per_page=50')).data as Array<Listing & { featured: boolean }>;
    const leaders = page.findIndex((l) => !l.featured);
    const newest = page.slice(leaders).map((l) => l.post_created_at);
    expect(newest).toEqual([...newest].sort().reverse());
  });

  it.each([
    ['food=with', (l: Listing) => l.food_meals.length > 0],
    ['food=without', (l: Listing) => l.food_meals.length === 0 && l.food_type === null],
    ['diet=Veg', (l: Listing) => l.food_type === 'Veg'],
    ['diet=Non-Veg', (l: Listing) => l.food_type === 'Non-Veg' || l.food_type === 'Both'],
    ['beds_free_now=1', (l: Listing) => l.free_beds_now > 0],
  ])('food and beds filter %s returns only matching listings, and fewer than all', async (query, matches) => {
    const all = await list('per_page=1');
    const result = await list(`${query}&per_page=50`);
    expect(result.total).toBeGreaterThan(0);
    expect(result.total).toBeLessThan(all.total);
    expect(result.data.every(matches)).toBe(true);
  });

  it('splits listings by food: with and without add up to all, both boxes mean either', async () => {
    const all = await list('per_page=1');
    const withFood = await list('food=with&per_page=1');
    const without = await list('food=without&per_page=1');
    expect(withFood.total + without.total).toBe(all.total);
    expect((await list('food=with,without&per_page=1')).total).toBe(all.total);
    const veg = await list('diet=Veg&per_page=1');
    const nonVeg = await list('diet=Non-Veg&per_page=1');
    expect((await list('diet=Veg,Non-Veg&per_page=1')).total).toBe(veg.total + nonVeg.total);
    expect(veg.total + nonVeg.total).toBe(withFood.total);
  });

  it('narrows by budget, food and beds together, on the filtered and the keyword search', async () => {
    const query = 'min_price=5000&max_price=15000&food=with&diet=Non-Veg&beds_free_now=1';
    const matches = (l: Listing) =>
      l.monthly_charge_min >= 5000 &&
      l.monthly_charge_min <= 15000 &&
      l.food_meals.length > 0 &&
      l.food_type !== 'Veg' &&
      l.free_beds_now > 0;
    const filtered = await list(`${query}&per_page=50`);
    expect(filtered.total).toBeGreaterThan(0);
    expect(filtered.data.every(matches)).toBe(true);

    const city = filtered.data[0]!.city_name;
    const keyword = async (extra: string) => {
      const res = await get(`/search-properties?search=${encodeURIComponent(city)}&per_page=50${extra}`);
      expect(res.status).toBe(200);
      return res.body as { data: Listing[]; total: number };
    };
    const everything = await keyword('');
    const narrowed = await keyword(`&${query}`);
    expect(narrowed.total).toBeGreaterThan(0);
    expect(narrowed.total).toBeLessThan(everything.total);
    expect(narrowed.data.every((l) => matches(l) && l.city_name === city)).toBe(true);
    // Every listing of that city that passes the filters is found: the keyword's filters are the filtered search's.
    const { stateId, cityId } = { stateId: filtered.data[0]!.state_id, cityId: filtered.data[0]!.city_id };
    const sameCity = await list(`state_id=${stateId}&city_id=${cityId}&${query}&per_page=50`);
    expect(narrowed.data.map((l) => l.id).sort()).toEqual(sameCity.data.map((l) => l.id).sort());
  });

  it('sorts keyword results by price and by newest, and by best match when no sort is given', async () => {
    const keyword = async (extra: string) => {
      const res = await get(`/search-properties?search=Bengaluru&per_page=50${extra}`);
      expect(res.status).toBe(200);
      return res.body as { data: Listing[]; total: number };
    };
    const ranked = await keyword('');
    const asc = await keyword('&sort=price_asc');
    const desc = await keyword('&sort=price_desc');
    const newest = await keyword('&sort=newest');
    expect(asc.total).toBeGreaterThan(2);
    const prices = asc.data.map((l) => l.monthly_charge_min);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(prices[0]).toBeLessThan(prices.at(-1)!);
    const descending = desc.data.map((l) => l.monthly_charge_min);
    expect(descending).toEqual([...descending].sort((a, b) => b - a));
    const dates = newest.data.map((l) => l.post_created_at);
    expect(dates).toEqual([...dates].sort().reverse());
    // The same matches whatever the order; relevance is the default and an explicit value.
    for (const sorted of [asc, desc, newest]) expect(sorted.total).toBe(ranked.total);
    expect((await keyword('&sort=relevance')).data.map((l) => l.id)).toEqual(ranked.data.map((l) => l.id));
    // A price sort on a typo finds the corrected word's listings, in order.
    const typo = await get('/search-properties?search=Bengalru&sort=price_desc&per_page=50');
    const typoPrices = (typo.body.data as Listing[]).map((l) => l.monthly_charge_min);
    expect(typoPrices.length).toBeGreaterThan(2);
    expect(typoPrices).toEqual([...typoPrices].sort((a, b) => b - a));
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

  it.each([
    ['food=maybe', 'food', 'Food must be among with, without'],
    ['diet=Vegan', 'diet', 'Veg / Non-Veg must be among Veg, Non-Veg'],
    ['min_price=9000&max_price=5000', 'max_price', 'Maximum price must be at least the minimum price'],
    ['min_price=-1', 'min_price', expect.any(String)],
    ['beds_free_now=maybe', 'beds_free_now', 'Beds free now must be yes or no'],
    ['sharing=Alone', 'sharing', 'Sharing must be among Shared, Separate'],
  ])('answers %s with 422 on both searches, under its field', async (query, field, message) => {
    for (const path of ['/filtered-properties?', '/search-properties?search=Bengaluru&']) {
      const res = await get(`${path}${query}`);
      expect(res.status).toBe(422);
      expect(res.body.errors[field]).toEqual([message]);
    }
  });

  it('refuses an unknown sort on keyword search under sort, and relevance on the filtered search', async () => {
    const keyword = await get('/search-properties?search=Bengaluru&sort=cheapest');
    expect(keyword.status).toBe(422);
    expect(keyword.body.errors.sort).toEqual(['Unknown sort']);
    expect((await get('/filtered-properties?sort=relevance')).status).toBe(422);
  });

  it('hides inactive listings from search and details', async () => {
    const target = (await list('per_page=1')).data[0]!;
    await t.db.query(`UPDATE properties SET status = 'inactive' WHERE id = $1`, [target.id]);
    // Written past the API: public reads show it once the cache period has passed.
    passCachePeriod(t);
    try {
      const after = await list('per_page=50');
      expect(after.data.some((l) => l.id === target.id)).toBe(false);
      const gone = await get(`/get-property-details-by-id/${target.id}`);
      const city = await t.db.query<{ name: string }>('SELECT name FROM cities WHERE id = $1', [
        target.city_id,
      ]);
      expect(gone.status).toBe(404);
      // Where and what it was, for its page to offer similar listings; nothing else of it.
      expect(gone.body.listing).toEqual({
        property_type: target.property_type,
        state_id: target.state_id,
        city_id: target.city_id,
        city_name: city.rows[0]!.name,
      });
      expect(JSON.stringify(gone.body)).not.toContain(target.accommodation_name);
      // An id that never was says nothing of any listing.
      const never = await get('/get-property-details-by-id/999999');
      expect(never.status).toBe(404);
      expect(never.body.listing).toBeUndefined();
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
    const newest = (await list('per_page=50&page=2')).data.map((l) => Date.parse(l.post_created_at));
    expect(newest).toEqual([...newest].sort((a, b) => b - a));
  }, 60_000);
});
