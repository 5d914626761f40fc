import type { PlaceSuggestion } from '@basera/shared/types';
import type { Db } from '../db';
import { migrate } from '../db/migrate';
import { NAMED_PLACES } from '../seed/gazetteer-data';
import { DEMO_CITIES } from '../seed/localities';
import { openTestDatabase, type TestDatabase, testDatabaseKinds } from '../test/databases';
import {
  editDistance,
  GazetteerGeocoder,
  normalizePlaceText,
  searchNames,
  swaps,
  typoScore,
} from './gazetteer';
import { kmBetween, seedGazetteerData } from './test-gazetteer';

describe('place text helpers', () => {
  it('normalizes what a seeker types as search_names are written', () => {
    expect(normalizePlaceText("  St. John's  Hospital ")).toBe('st johns hospital');
    expect(normalizePlaceText('T.Nagar')).toBe('t nagar');
    expect(normalizePlaceText('Gundlupēt')).toBe('gundlupet');
    expect(searchNames('Christ University', ['Christ College', 'CU'])).toBe(
      'christ university christ college cu',
    );
  });

  it('counts a swap of two letters as one edit, and reads the last word as still being typed', () => {
    expect(editDistance('chirst', 'christ')).toBe(1);
    expect(editDistance('koramangla', 'koramangala')).toBe(1);
    expect(editDistance('xyzzy', 'pune')).toBe(5);
    expect(typoScore('chirst univ', ['christ university christ college cu'])).toBe(0.9);
    expect(typoScore('xyzzy', ['pune poona'])).toBeLessThan(0.5);
    expect(swaps('chirst')).toContain('christ');
    expect(swaps('ab cd')).toEqual(['ba cd', 'ab dc']);
  });
});

describe.each(testDatabaseKinds)('the gazetteer geocoder on %s', (kind) => {
  let database: TestDatabase;
  let db: Db;
  let geocoder: GazetteerGeocoder;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    db = database.db;
    await migrate(db);
    await seedGazetteerData(db);
    geocoder = new GazetteerGeocoder(db);
  }, 120_000);
  afterAll(() => database.close());

  const names = (places: PlaceSuggestion[]) => places.map((place) => place.name);
  const first = async (text: string) => (await geocoder.suggest(text, 8))[0];

  it.each([
    ['bangalore', 'Bengaluru', 'Bangalore'],
    ['Bengaluru', 'Bengaluru', undefined],
    ['bombay', 'Mumbai', 'Bombay'],
    ['calcutta', 'Kolkata', 'Calcutta'],
    ['madras', 'Chennai', 'Madras'],
    ['poona', 'Pune', 'Poona'],
    ['delhi', 'New Delhi', 'Delhi'],
  ])('suggests the city %s first, by its other name', async (text, name, matched) => {
    const place = await first(text);
    expect(place).toMatchObject({ kind: 'city', name, city_name: name });
    expect(place!.matched).toBe(matched);
  });

  it("finds Haryana's city for 'gurgaon' and 'gurugram', never Goregaon", async () => {
    for (const text of ['gurgaon', 'Gurgaon', 'gurugram', 'gurgoan']) {
      const places = await geocoder.suggest(text, 10);
      expect(places[0]).toMatchObject({ kind: 'city', state_name: 'Haryana' });
      expect(['Gurgaon', 'Gurugram']).toContain(places[0]!.name);
      expect(names(places).join(' ')).not.toMatch(/Goregaon/);
      expect((await geocoder.resolve(text))?.state_name).toBe('Haryana');
    }
  });

  it('a city row is its own city, with its state', async () => {
    const city = (await first('bengaluru'))!;
    const { rows } = await db.query<{ city_id: number }>('SELECT city_id FROM gazetteer WHERE id = $1', [
      city.id,
    ]);
    expect(rows[0]!.city_id).toBe(city.city_id);
    const { rows: table } = await db.query<{ name: string; state: string }>(
      'SELECT c.name, s.name AS state FROM cities c JOIN states s ON s.id = c.state_id WHERE c.id = $1',
      [city.city_id],
    );
    expect(table[0]).toEqual({ name: 'Bengaluru', state: 'Karnataka' });
    expect(city.state_name).toBe('Karnataka');
  });

  it.each([
    ['banglore', 'Bengaluru'],
    ['bengalure', 'Bengaluru'],
    ['koramangla', 'Koramangala'],
    ['chirst univ', 'Christ University'],
    ['chirst', 'Christ University'],
    ['hyderbad', 'Hyderabad'],
    ['manyta tech park', 'Manyata Tech Park'],
  ])('forgives the typo %s', async (text, name) => {
    expect((await first(text))?.name).toBe(name);
  });

  it.each([
    ['kora', 'Koramangala', 'locality'],
    ['koram', 'Koramangala', 'locality'],
    ['christ', 'Christ University', 'college'],
    ['christ univ', 'Christ University', 'college'],
    ['manyata', 'Manyata Tech Park', 'it_park'],
    ['itpl', 'International Tech Park Bangalore', 'it_park'],
    ['hsr', 'HSR Layout', 'locality'],
    ['st johns', "St. John's Medical College Hospital", 'hospital'],
    ['howrah stat', 'Howrah Junction', 'railway'],
    ['rajiv chowk', 'Rajiv Chowk Metro Station', 'metro'],
  ])('completes %s to %s', async (text, name, placeKind) => {
    expect(await first(text)).toMatchObject({ name, kind: placeKind });
  });

  it('gives each suggestion its kind, city, state, point and the other name it matched', async () => {
    const christ = (await first('christ college'))!;
    expect(christ).toMatchObject({
      kind: 'college',
      name: 'Christ University',
      matched: 'Christ College',
      city_name: 'Bengaluru',
      state_name: 'Karnataka',
      lat: 12.9343,
      long: 77.6061,
    });
    const bengaluru = (await first('bangalore'))!;
    expect(christ.city_id).toBe(bengaluru.city_id);
    expect(christ.state_id).toBe(bengaluru.state_id);
    const koramangala = (await first('kora'))!;
    const demo = DEMO_CITIES.find((city) => city.city === 'Bengaluru')!.localities.find(
      (locality) => locality.name === 'Koramangala',
    )!;
    expect(koramangala).toMatchObject({
      kind: 'locality',
      city_name: 'Bengaluru',
      lat: demo.lat,
      long: demo.long,
    });
    expect(koramangala.matched).toBeUndefined();
  });

  it('puts the city first when a place matches as well, and a major city before a town', async () => {
    expect(names(await geocoder.suggest('pune', 8)).slice(0, 2)).toEqual(['Pune', 'Pune Junction']);
    expect(await first('ban')).toMatchObject({ name: 'Bengaluru', kind: 'city', matched: 'Bangalore' });
  });

  it('never answers more than the limit, and nothing for nonsense', async () => {
    for (const limit of [1, 3, 8, 10]) expect((await geocoder.suggest('k', limit)).length).toBe(limit);
    expect(await geocoder.suggest('xyzzy', 8)).toEqual([]);
    expect(await geocoder.suggest('  ..  ', 8)).toEqual([]);
  });

  it('resolves a free text to its one place, or to nothing', async () => {
    expect((await geocoder.resolve('christ university'))?.name).toBe('Christ University');
    expect((await geocoder.resolve('Koramangala'))?.kind).toBe('locality');
    expect((await geocoder.resolve('bangalore'))?.name).toBe('Bengaluru');
    expect((await geocoder.resolve('chirst univ'))?.name).toBe('Christ University');
    expect(await geocoder.resolve('xyzzy')).toBeNull();
    expect(await geocoder.resolve('a')).toBeNull();
    expect(await geocoder.resolve('')).toBeNull();
  });

  it('prefers the given city among equally good places', async () => {
    const mumbai = (await first('mumbai'))!;
    const kolkata = (await first('kolkata'))!;
    // 'university' starts a word of places in several cities: the preferred city's comes first.
    expect((await geocoder.resolve('university', { cityId: mumbai.city_id }))?.city_name).toBe('Mumbai');
    expect((await geocoder.resolve('university', { cityId: kolkata.city_id }))?.city_name).toBe('Kolkata');
  });

  it('finds one place by id, and nothing for an unknown one', async () => {
    const christ = (await first('christ'))!;
    expect(await geocoder.byId(christ.id)).toEqual({ ...christ });
    expect(await geocoder.byId(99_999_999)).toBeNull();
    expect(await geocoder.byId(0)).toBeNull();
  });

  it('reverse: the nearest locality, else the nearest city within 100 km, else nothing', async () => {
    expect(await geocoder.reverse(12.9371, 77.6262)).toMatchObject({ kind: 'locality', name: 'Koramangala' });
    expect(await geocoder.reverse(19.1178, 72.9055)).toMatchObject({ kind: 'locality', name: 'Powai' });
    // Mysuru: 130 km from Bengaluru's localities, a city of its own.
    expect(await geocoder.reverse(12.3052, 76.6552)).toMatchObject({ kind: 'city', state_name: 'Karnataka' });
    // The Bay of Bengal.
    expect(await geocoder.reverse(15, 88)).toBeNull();
  });

  it('nearby localities: nearest first, with distances in km to one decimal', async () => {
    const christ = NAMED_PLACES.Bengaluru!.find((place) => place.name === 'Christ University')!;
    const near = await geocoder.nearbyLocalities(christ.lat, christ.long, 5);
    expect(near).toHaveLength(5);
    for (const place of near) {
      expect(place.kind).toBe('locality');
      expect(place.city_name).toBe('Bengaluru');
      expect(Math.abs(place.distance_km - kmBetween(christ, place))).toBeLessThan(0.1);
      expect(place.distance_km).toBe(Math.round(place.distance_km * 10) / 10);
    }
    const distances = near.map((place) => place.distance_km);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(names(near)).toContain('Koramangala');
    expect(distances[0]).toBeLessThan(2.5);
    expect(await geocoder.nearbyLocalities(15, 88, 5)).toEqual([]);
  });
});
