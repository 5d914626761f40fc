import { EARTH_RADIUS_M } from '../search/near';
import { testDatabaseKinds } from '../test/databases';
import {
  call,
  type FixtureListing,
  fixtureListing,
  type ListingSuite,
  uniqueWord,
  useListingSuite,
} from '../test/listing-fixtures';

interface Card {
  id: number;
  property_type: string;
  accommodation_gender: string;
  monthly_charge_min: number;
  distance_km?: number;
}
interface Answer {
  data: Card[];
  total: number;
  more: boolean;
  near: { name: string; place_id: number | null; lat: number; long: number; radius_km: number } | null;
  way_out: {
    relax: Array<{ key: string; label: string; count: number; more: boolean }>;
    nearby: Array<{ name: string; city_id: number; state_id: number; distance_km: number; count: number }>;
  } | null;
}

type Point = { lat: number; long: number };
const DEGREES_PER_KM = (1000 / EARTH_RADIUS_M) * (180 / Math.PI);
/** A point `km` north (negative: south) of `from`: along a meridian, degrees are the same km everywhere. */
const north = (from: Point, km: number): Point => ({ lat: from.lat + km * DEGREES_PER_KM, long: from.long });
/** A point `km` east of `from` (measured along the great circle is a little less; fine under 10 km). */
const east = (from: Point, km: number): Point => ({
  lat: from.lat,
  long: from.long + (km * DEGREES_PER_KM) / Math.cos((from.lat * Math.PI) / 180),
});

describe.each(testDatabaseKinds)('searching near a place on %s', (kind) => {
  const t: ListingSuite = useListingSuite(kind);

  // Each test searches around its own centre, 50 km from every other, so no test sees another's listings.
  let centres = 0;
  const newCentre = (): Point => {
    centres += 1;
    return { lat: 12 + centres * 0.5, long: 74 + centres * 0.5 };
  };

  /** A city of its own (the counts of a city-wide search are then this test's). */
  const newCity = async () =>
    Number(
      (
        await t.db.query<{ id: number }>('INSERT INTO cities (state_id, name) VALUES ($1, $2) RETURNING id', [
          t.places.stateId,
          uniqueWord('Town'),
        ])
      ).rows[0]!.id,
    );

  /** A gazetteer entry written straight (the gazetteer's seed and suggestions have their own tests). */
  const gazetteer = async (
    kindOf: string,
    at: Point,
    cityId = t.places.cityId,
    name = uniqueWord('Place'),
  ) => {
    const { rows } = await t.db.query<{ id: number }>(
      `INSERT INTO gazetteer (kind, name, city_id, state_id, lat, long, search_names)
       VALUES ($1, $2, $3, $4, $5, $6, lower($2)) RETURNING id`,
      [kindOf, name, cityId, t.places.stateId, at.lat, at.long],
    );
    return { id: Number(rows[0]!.id), name };
  };

  const listing = (at: Point | null, input: Partial<FixtureListing> = {}) =>
    fixtureListing(t, { ownerId: t.lister.id, ...(at ? { lat: at.lat, long: at.long } : {}), ...input });

  const get = async (url: string) => {
    const res = await call(t, 'GET', url, null);
    expect(res.status).toBe(200);
    return res.body as Answer;
  };
  const ids = (answer: Answer) => answer.data.map((card) => card.id);

  it('finds listings within the radius of a place, nearest first, each with its distance', async () => {
    const centre = newCentre();
    const place = await gazetteer('college', centre);
    const inside = await listing(north(centre, 4.9));
    const outside = await listing(north(centre, 5.1));
    const near = await listing(north(centre, -0.5));
    await listing(null); // no map pin: never near anything

    const answer = await get(`/filtered-properties?place_id=${place.id}`);
    expect(ids(answer)).toEqual([near, inside]);
    expect(answer.data.map((card) => card.distance_km)).toEqual([0.5, 4.9]);
    expect(answer.total).toBe(2);
    expect(answer.near).toEqual({
      name: place.name,
      place_id: place.id,
      lat: centre.lat,
      long: centre.long,
      radius_km: 5,
    });
    expect(answer.way_out).toBeNull();

    expect(ids(await get(`/filtered-properties?place_id=${place.id}&radius=10`))).toEqual([
      near,
      inside,
      outside,
    ]);
    expect(ids(await get(`/filtered-properties?place_id=${place.id}&radius=1`))).toEqual([near]);
    // Without a place, nobody is measured from anywhere.
    const plain = await get(`/filtered-properties?city_id=${t.places.cityId}&per_page=50`);
    expect(plain.near).toBeNull();
    expect(plain.data.every((card) => card.distance_km === undefined)).toBe(true);
  });

  it('orders equal distances newest first, and measures from the seeker as "Your location"', async () => {
    const centre = newCentre();
    const far = await listing(north(centre, 3), { postedMinutesAgo: 1 });
    const older = await listing(north(centre, 2), { postedMinutesAgo: 30 });
    const newer = await listing(east(centre, 2.02), { postedMinutesAgo: 5 });
    const nearest = await listing(north(centre, -1), { postedMinutesAgo: 60 });

    const answer = await get(`/filtered-properties?lat=${centre.lat}&long=${centre.long}`);
    expect(ids(answer)).toEqual([nearest, newer, older, far]);
    expect(answer.data.map((card) => card.distance_km)).toEqual([1, 2, 2, 3]);
    expect(answer.near).toMatchObject({ name: 'Your location', place_id: null, radius_km: 5 });
    // The seeker may still pick another order: newest first over the same listings.
    const newest = await get(`/filtered-properties?lat=${centre.lat}&long=${centre.long}&sort=newest`);
    expect(ids(newest)).toEqual([far, newer, older, nearest]);
    expect(newest.data[0]!.distance_km).toBe(3);
  });

  it('applies every other filter beside the distance, and sorts by price within the radius', async () => {
    const centre = newCentre();
    const place = await gazetteer('metro', centre);
    const girls = await listing(north(centre, 1), { gender: 'Female', price: 9000 });
    const boys = await listing(north(centre, 2), { gender: 'Male', price: 6000 });
    const hostel = await listing(north(centre, 3), { gender: 'Male', price: 12000, type: 'Hostel' });
    await listing(north(centre, 8), { gender: 'Male', price: 3000 }); // cheapest, but out of reach

    const near = `/filtered-properties?place_id=${place.id}`;
    expect(ids(await get(`${near}&gender=Male`))).toEqual([boys, hostel]);
    expect(ids(await get(`${near}&max_price=10000`))).toEqual([girls, boys]);
    expect(ids(await get(`${near}&room_type=Hostel`))).toEqual([hostel]);
    expect(ids(await get(`${near}&room_type=Pg&gender=Female&min_price=8000`))).toEqual([girls]);

    const cheapest = await get(`${near}&sort=price_asc`);
    expect(ids(cheapest)).toEqual([boys, girls, hostel]);
    expect(cheapest.data.map((card) => card.distance_km)).toEqual([2, 1, 3]);
    expect(ids(await get(`${near}&sort=price_desc`))).toEqual([hostel, girls, boys]);
  });

  it('searches the map area given as south,west,north,east', async () => {
    const centre = newCentre();
    const inside = await listing(north(centre, 1));
    const alsoInside = await listing(east(centre, 2));
    await listing(north(centre, 4));
    await listing(east(centre, -3));
    const box = [north(centre, -1).lat, east(centre, -1).long, north(centre, 2).lat, east(centre, 2.5).long];

    const answer = await get(`/filtered-properties?bbox=${box.join(',')}&per_page=50`);
    expect(ids(answer).sort()).toEqual([inside, alsoInside].sort());
    expect(answer.near).toBeNull();
    expect(answer.data.every((card) => card.distance_km === undefined)).toBe(true);
  });

  it.each([
    ['sort=distance', 'sort', 'Nearest first needs a place to measure from'],
    ['lat=12.9', 'long', 'Latitude and longitude go together'],
    ['long=77.6', 'lat', 'Latitude and longitude go together'],
    ['lat=12.9&long=77.6&radius=3', 'radius', 'Radius must be one of 1, 2, 5, 10 km'],
    ['bbox=12.9,77.5,13', 'bbox', 'Area must be south,west,north,east in degrees'],
    ['bbox=13.1,77.5,12.9,77.7', 'bbox', 'Area must be south,west,north,east in degrees'],
    ['lat=95&long=77.6', 'lat', 'Latitude must be between -90 and 90'],
    ['place_id=2000000000', 'place_id', 'Unknown place'],
  ])('answers 422 to %s', async (query, field, message) => {
    for (const route of ['/filtered-properties', '/search-properties', '/search-count']) {
      const search = route === '/search-properties' ? 'search=pg&' : '';
      const res = await call(t, 'GET', `${route}?${search}${query}`, null);
      expect(res.status).toBe(422);
      expect(res.body.errors[field]).toEqual([message]);
    }
  });

  it('counts a search as its page does, without the page', async () => {
    const centre = newCentre();
    const place = await gazetteer('railway', centre);
    for (const km of [0.5, 1.5, 2.5, 6])
      await listing(north(centre, km), { gender: km < 2 ? 'Male' : 'Female' });

    for (const query of [
      `place_id=${place.id}`,
      `place_id=${place.id}&gender=Male`,
      `place_id=${place.id}&radius=10`,
    ]) {
      const page = await get(`/filtered-properties?${query}&per_page=1`);
      const count = await call(t, 'GET', `/search-count?${query}`, null);
      expect(count.status).toBe(200);
      expect(count.body).toEqual({ status: true, total: page.total, more: false });
    }
    expect((await call(t, 'GET', `/search-count?place_id=${place.id}&radius=10`, null)).body.total).toBe(4);
    // Cached like the search: an ETag and a 304 while nothing changed.
    const first = await call(t, 'GET', `/search-count?place_id=${place.id}`, null);
    expect(first.headers.etag).toBeDefined();
    const again = await t.app.inject({
      url: `/api/search-count?place_id=${place.id}`,
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('keeps a keyword search within the radius, with distances', async () => {
    const centre = newCentre();
    const place = await gazetteer('hospital', centre);
    const word = uniqueWord('Nest');
    const near = await listing(north(centre, 1.2), { name: `${word} Residency` });
    await listing(north(centre, 9), { name: `${word} Annexe` });
    await listing(north(centre, 0.3)); // near, but not the word

    const answer = await get(`/search-properties?search=${word}&place_id=${place.id}`);
    expect(ids(answer)).toEqual([near]);
    expect(answer.data[0]!.distance_km).toBe(1.2);
    expect(answer.near).toMatchObject({ place_id: place.id, radius_km: 5 });
    expect(ids(await get(`/search-properties?search=${word}&place_id=${place.id}&radius=10`))).toHaveLength(
      2,
    );
    expect((await call(t, 'GET', `/search-count?search=${word}&place_id=${place.id}`, null)).body.total).toBe(
      1,
    );
  });

  it('offers ways out of an empty search near a place: each filter relaxed, and neighbouring localities', async () => {
    const centre = newCentre();
    const cityId = await newCity();
    const place = await gazetteer('college', centre, cityId);
    const [l0, l1, l3, l2] = [
      await gazetteer('locality', north(centre, 0.5), cityId),
      await gazetteer('locality', north(centre, 3), cityId),
      await gazetteer('locality', east(centre, 5), cityId),
      await gazetteer('locality', north(centre, -7), cityId),
    ];
    await listing(north(centre, 0.5), { cityId, gender: 'Female', locality: l0.name });
    await listing(north(centre, 3), { cityId, gender: 'Male', locality: l1.name });
    await listing(east(centre, 5), { cityId, gender: 'Female', locality: l3.name });
    await listing(north(centre, -7), { cityId, gender: 'Male', locality: l2.name });

    const answer = await get(`/filtered-properties?place_id=${place.id}&radius=1&gender=Male`);
    expect(answer.total).toBe(0);
    expect(answer.way_out!.relax).toEqual([
      // Widened to 10 km: both boys' places; without Boys: the one within 1 km.
      { key: 'radius', label: `Near ${place.name} · 1 km`, count: 2, more: false },
      { key: 'gender', label: 'Boys', count: 1, more: false },
    ]);
    // The same search (boys) in each neighbouring locality that has places, nearest first.
    expect(answer.way_out!.nearby).toEqual([
      {
        name: l1.name,
        city_id: cityId,
        state_id: t.places.stateId,
        city_name: expect.any(String),
        distance_km: 3,
        count: 1,
      },
      {
        name: l2.name,
        city_id: cityId,
        state_id: t.places.stateId,
        city_name: expect.any(String),
        distance_km: 7,
        count: 1,
      },
    ]);
    // A way out's count is what that search then gets.
    expect((await get(`/filtered-properties?place_id=${place.id}&radius=10&gender=Male`)).total).toBe(2);
    expect((await get(`/filtered-properties?city_id=${cityId}&location=${l1.name}&gender=Male`)).total).toBe(
      1,
    );

    // At 10 km already, the place itself is the way out: the boys' places anywhere.
    const widest = await get(`/filtered-properties?place_id=${place.id}&radius=10&gender=Other`);
    expect(widest.way_out!.relax).toEqual([
      { key: 'place', label: `Near ${place.name} · 10 km`, count: 0, more: false },
      { key: 'gender', label: 'Co-ed', count: 4, more: false },
    ]);
  });

  it('offers ways out of an empty search in a locality: the city, the locality, each filter, and neighbours', async () => {
    const centre = newCentre();
    const cityId = await newCity();
    const cityName = (await t.db.query<{ name: string }>('SELECT name FROM cities WHERE id = $1', [cityId]))
      .rows[0]!.name;
    const here = await gazetteer('locality', centre, cityId);
    const next = await gazetteer('locality', east(centre, 2), cityId);
    const farther = await gazetteer('locality', north(centre, 4), cityId);
    await listing(centre, { cityId, locality: here.name, gender: 'Female', price: 9000 });
    await listing(east(centre, 2), { cityId, locality: next.name, gender: 'Male', price: 6000 });
    await listing(north(centre, 4), { cityId, locality: farther.name, gender: 'Male', price: 7000 });
    await listing(north(centre, 4), { cityId, locality: farther.name, gender: 'Male', price: 15000 });

    const query = `state_id=${t.places.stateId}&city_id=${cityId}&location=${here.name}&gender=Male&max_price=10000`;
    const answer = await get(`/filtered-properties?${query}`);
    expect(answer.total).toBe(0);
    // Without the city (its chip takes the locality with it) the search is everywhere: this city's two boys'
    // places under Rs. 10,000 and any the other tests listed.
    const [city, ...others] = answer.way_out!.relax;
    expect(city).toMatchObject({ key: 'city_id', label: cityName, more: false });
    expect(city!.count).toBeGreaterThanOrEqual(2);
    expect(others).toEqual([
      { key: 'location', label: here.name, count: 2, more: false },
      { key: 'gender', label: 'Boys', count: 1, more: false },
      { key: 'budget', label: 'Under Rs. 10,000', count: 0, more: false },
    ]);
    expect(
      answer.way_out!.nearby.map(({ name, distance_km, count }) => ({ name, distance_km, count })),
    ).toEqual([
      { name: next.name, distance_km: 2, count: 1 },
      { name: farther.name, distance_km: 4, count: 1 },
    ]);
    // The count route agrees with the way out it offers.
    const relaxed = query.replace(`&location=${here.name}`, '');
    expect((await call(t, 'GET', `/search-count?${relaxed}`, null)).body.total).toBe(2);
  });

  it('offers the keyword search without its words when the words find nothing', async () => {
    const centre = newCentre();
    const place = await gazetteer('it_park', centre);
    await listing(north(centre, 1), { gender: 'Male' });
    const word = uniqueWord('Nowhere');
    const answer = await get(`/search-properties?search=${word}&place_id=${place.id}`);
    expect(answer.total).toBe(0);
    expect(answer.way_out!.relax).toContainEqual({
      key: 'search',
      label: `"${word.toLowerCase()}"`, // the words left, as the keyword reader writes them
      count: 1,
      more: false,
    });
  });
});
