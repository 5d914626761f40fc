import { CITY_ALIASES } from '@basera/shared/search';
import type { Db } from '../db';
import { migrate } from '../db/migrate';
import { normalizePlaceText, searchNames } from '../geo/gazetteer';
import { kmBetween, seedGazetteerData } from '../geo/test-gazetteer';
import { openTestDatabase, type TestDatabase, testDatabaseKinds } from '../test/databases';
import { cityEntries, seedGazetteerIfMissing } from './gazetteer';
import { NAMED_PLACES } from './gazetteer-data';
import { DEMO_CITIES } from './localities';

interface Entry {
  id: number;
  kind: string;
  name: string;
  aliases: string[];
  city: string;
  state: string;
  lat: number;
  long: number;
  search_names: string;
  city_lat: number;
  city_long: number;
}

describe('city rows', () => {
  it("take CITY_ALIASES; a city that is another of its state's other names is that city", () => {
    const rows = cityEntries(
      [
        { id: 1, name: 'New Delhi', state_id: 7, lat: 28.6, long: 77.2 },
        { id: 2, name: 'Delhi', state_id: 7, lat: 28.7, long: 77.2 },
        { id: 3, name: 'Delhi', state_id: 8, lat: 20, long: 70 },
        { id: 4, name: 'Nowhere', state_id: 8, lat: null, long: null },
      ],
      { 'New Delhi': ['Delhi', 'Dilli'] },
    );
    expect(rows.map((row) => [row.city_id, row.name, row.aliases])).toEqual([
      [1, 'New Delhi', ['Delhi', 'Dilli']],
      [3, 'Delhi', []],
    ]);
  });
});

describe.each(testDatabaseKinds)('the gazetteer seed on %s', (kind) => {
  let database: TestDatabase;
  let db: Db;
  let entries: Entry[];
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    db = database.db;
    await migrate(db);
    await seedGazetteerData(db);
    entries = (
      await db.query<Entry>(
        `SELECT g.id, g.kind, g.name, g.aliases, c.name AS city, s.name AS state, g.lat, g.long, g.search_names,
           c.lat AS city_lat, c.long AS city_long
         FROM gazetteer g JOIN cities c ON c.id = g.city_id JOIN states s ON s.id = g.state_id`,
      )
    ).rows;
  }, 120_000);
  afterAll(() => database.close());

  it('has every demo locality at its DEMO_CITIES point', () => {
    for (const demo of DEMO_CITIES)
      for (const locality of demo.localities)
        expect(
          entries.find((e) => e.kind === 'locality' && e.city === demo.city && e.name === locality.name),
        ).toMatchObject({ lat: locality.lat, long: locality.long });
  });

  it('has at least 10 named places in every demo city, each within 40 km of its city and near a locality', () => {
    for (const demo of DEMO_CITIES) {
      const places = entries.filter((e) => e.city === demo.city && !['city', 'locality'].includes(e.kind));
      expect(places.length).toBeGreaterThanOrEqual(10);
      expect(places.length).toBe(NAMED_PLACES[demo.city]!.length);
      expect(new Set(places.map((place) => place.kind)).size).toBeGreaterThanOrEqual(4);
      for (const place of [
        ...places,
        ...entries.filter((e) => e.city === demo.city && e.kind === 'locality'),
      ])
        expect([place.name, kmBetween(place, { lat: place.city_lat, long: place.city_long }) < 40]).toEqual([
          place.name,
          true,
        ]);
      // Several within 1-5 km of a demo locality: a place search there finds listings.
      const close = places.filter((place) =>
        demo.localities.some((locality) => kmBetween(place, locality) <= 5),
      );
      expect(close.length).toBeGreaterThanOrEqual(3);
    }
  });

  it('gives every city with a point a row, with its other names, and search_names as the geocoder reads them', async () => {
    const { rows } = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM cities WHERE lat IS NOT NULL AND long IS NOT NULL',
    );
    const cities = entries.filter((e) => e.kind === 'city');
    // Only a city that is another city's other name in its state is not its own row ('Delhi').
    expect(cities.length).toBeGreaterThan(rows[0]!.n - 5);
    expect(cities.some((e) => e.name === 'Delhi' && e.state === 'Delhi')).toBe(false);
    for (const [name, aliases] of Object.entries(CITY_ALIASES)) {
      const city = cities.find((e) => e.name === name);
      if (city)
        expect(city.aliases).toEqual(aliases.filter((alias) => alias.toLowerCase() !== name.toLowerCase()));
    }
    for (const city of [
      'Bengaluru',
      'Mumbai',
      'Kolkata',
      'Chennai',
      'Pune',
      'New Delhi',
      'Hyderabad',
      'Jaipur',
    ])
      expect(cities.find((e) => e.name === city)?.aliases.length).toBeGreaterThan(0);
    for (const entry of entries) {
      expect(entry.search_names).toBe(searchNames(entry.name, entry.aliases));
      expect(entry.search_names).toBe(normalizePlaceText(entry.search_names));
    }
  });

  it('fills an empty gazetteer of a database seeded before it existed, once', async () => {
    expect(await seedGazetteerIfMissing(db)).toBe(false);
    const count = async () =>
      (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM gazetteer')).rows[0]!.n;
    const before = await count();
    await db.query('DELETE FROM gazetteer');
    expect(await seedGazetteerIfMissing(db)).toBe(true);
    expect(await count()).toBe(before);
    expect(await seedGazetteerIfMissing(db)).toBe(false);
    expect(await count()).toBe(before);
  });
});
