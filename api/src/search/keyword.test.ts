import type { PlaceKind } from '@basera/shared/schemas';
import { CITY_ALIASES } from '@basera/shared/search';
import type { PlaceSuggestion } from '@basera/shared/types';
import type { Db } from '../db';
import { migrate } from '../db/migrate';
import { GazetteerGeocoder } from '../geo/gazetteer';
import { seedGazetteer } from '../seed/gazetteer';
import { seedPlaces } from '../seed/places';
import { openTestDatabase, type TestDatabase, testDatabaseKinds } from '../test/databases';
import { interpretKeyword, namesPlace } from './keyword';

const suggestion = (name: string, matched?: string, kind: PlaceKind = 'locality'): PlaceSuggestion => ({
  id: 1,
  kind,
  name,
  ...(matched ? { matched } : {}),
  city_id: 1,
  city_name: 'Bengaluru',
  state_id: 1,
  state_name: 'Karnataka',
  lat: 12.9,
  long: 77.6,
});

describe('namesPlace: unknown words must name the place found', () => {
  it('takes word prefixes and close misspellings', () => {
    expect(namesPlace('koramangala', suggestion('Koramangala'))).toBe(true);
    expect(namesPlace('andheri', suggestion('Andheri East'))).toBe(true);
    expect(namesPlace('christ univ', suggestion('Christ University', undefined, 'college'))).toBe(true);
    expect(namesPlace('koramangla', suggestion('Koramangala'))).toBe(true);
    expect(namesPlace('kormangala', suggestion('Koramangala', 'Kormangala'))).toBe(true);
    expect(namesPlace('st johns', suggestion("St. John's Medical College Hospital"))).toBe(true);
  });

  it('refuses what only a fuzzy lookup tied to a place', () => {
    expect(namesPlace('wifi', suggestion('Whitefield'))).toBe(false);
    expect(namesPlace('sunrise', suggestion('Surya Nagar'))).toBe(false);
    expect(namesPlace('koramangala', suggestion('', ''))).toBe(false);
    expect(namesPlace('wala', suggestion('Walajapet'))).toBe(false);
    expect(namesPlace('wala andheri', suggestion('Walajapet'))).toBe(false);
    expect(namesPlace('...', suggestion('Koramangala'))).toBe(false);
  });
});

describe.each(testDatabaseKinds)('interpretKeyword with the gazetteer on %s', (kind) => {
  let database: TestDatabase;
  let db: Db;
  let geocoder: GazetteerGeocoder;
  const ids: Record<string, { id: number; city_id: number; state_id: number }> = {};

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    db = database.db;
    await migrate(db);
    await seedPlaces(db);
    geocoder = new GazetteerGeocoder(db);
  }, 120_000);
  afterAll(() => database.close());

  it('without a gazetteer, a city and a place go back to the words left', async () => {
    const read = await interpretKeyword(geocoder, 'girls pg koramangala bangalore');
    expect(read.filter).toEqual({ room_type: 'PG', gender: 'Female' });
    expect(read.rest).toBe('Bengaluru koramangala');
    expect(read.interpreted).toEqual({
      filters: { room_type: 'Pg', gender: 'Female' },
      rest: 'Bengaluru koramangala',
      place: null,
    });
  });

  describe('seeded', () => {
    beforeAll(async () => {
      await seedGazetteer(db);
      const { rows } = await db.query<{ name: string; id: number; city_id: number; state_id: number }>(
        `SELECT name, id, city_id, state_id FROM gazetteer
         WHERE name IN ('Bengaluru', 'Pune', 'Mumbai', 'Gurgaon', 'Chennai', 'Koramangala', 'Andheri East',
           'Christ University', 'IIT Bombay', 'Hyderabad')`,
      );
      for (const row of rows) ids[row.name] = row;
    }, 120_000);

    const city = (name: string) => ({ state_id: ids[name]!.state_id, city_id: ids[name]!.city_id });
    const cityKeys = (name: string) => ({
      state_id: String(ids[name]!.state_id),
      city_id: String(ids[name]!.city_id),
    });

    it('knows every city of CITY_ALIASES by its name and its other names', async () => {
      for (const [name, aliases] of Object.entries(CITY_ALIASES)) {
        const { rows } = await db.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM cities WHERE name = $1 AND lat IS NOT NULL',
          [name],
        );
        expect([name, rows[0]!.n > 0]).toEqual([name, true]);
        for (const typed of [name, ...aliases]) {
          const read = await interpretKeyword(geocoder, typed);
          expect([typed, read.interpreted.place?.kind, read.interpreted.place?.name]).toEqual([
            typed,
            'city',
            name,
          ]);
        }
      }
    });

    it('reads a city, its other names and misspellings: bangalore, banglore, gurgaon (never Goregaon)', async () => {
      for (const text of ['bangalore', 'banglore', 'Bengaluru', 'blr']) {
        const read = await interpretKeyword(geocoder, text);
        expect(read.filter).toEqual(city('Bengaluru'));
        expect(read.interpreted.filters).toEqual(cityKeys('Bengaluru'));
        expect(read.interpreted.place?.name).toBe('Bengaluru');
        expect(read.rest).toBe('');
      }
      const gurgaon = await interpretKeyword(geocoder, 'gurgaon');
      expect(gurgaon.filter).toEqual(city('Gurgaon'));
      expect(gurgaon.interpreted.place).toMatchObject({
        kind: 'city',
        name: 'Gurgaon',
        state_name: 'Haryana',
      });
      expect((await interpretKeyword(geocoder, 'pg in gurugram')).filter).toEqual({
        room_type: 'PG',
        ...city('Gurgaon'),
      });
    });

    it('reads "pg in pune" and "room sharing in bombay"', async () => {
      expect((await interpretKeyword(geocoder, 'pg in pune')).filter).toEqual({
        room_type: 'PG',
        ...city('Pune'),
      });
      const bombay = await interpretKeyword(geocoder, 'room sharing in bombay');
      expect(bombay.filter).toEqual({ room_type: 'Room', ...city('Mumbai') });
      expect(bombay.interpreted.filters).toEqual({ room_type: 'Room', ...cityKeys('Mumbai') });
    });

    it('reads a locality into state, city and location: "girls pg koramangala", "pg in koramangala"', async () => {
      const girls = await interpretKeyword(geocoder, 'girls pg koramangala');
      expect(girls.filter).toEqual({
        room_type: 'PG',
        gender: 'Female',
        ...city('Koramangala'),
        location: 'Koramangala',
      });
      expect(girls.interpreted).toEqual({
        filters: { room_type: 'Pg', gender: 'Female', ...cityKeys('Koramangala'), location: 'Koramangala' },
        rest: '',
        place: expect.objectContaining({ kind: 'locality', name: 'Koramangala', city_name: 'Bengaluru' }),
      });
      for (const text of ['pg in kormangala', 'pg in koramangala bangalore']) {
        const read = await interpretKeyword(geocoder, text);
        expect([text, read.filter]).toEqual([
          text,
          { room_type: 'PG', ...city('Bengaluru'), location: 'Koramangala' },
        ]);
      }
      // Near a locality is around its point, as near a named place.
      const near = await interpretKeyword(geocoder, 'pg near koramangala');
      expect(near.filter).toEqual({ room_type: 'PG', place_id: ids.Koramangala!.id, radius: 5 });
      expect(near.interpreted.filters).toEqual({
        room_type: 'Pg',
        place_id: String(ids.Koramangala!.id),
        radius: '5',
      });
      const andheri = await interpretKeyword(geocoder, 'veg mess andheri');
      expect(andheri.filter).toEqual({
        room_type: 'Mess',
        diet: ['Veg'],
        ...city('Mumbai'),
        location: 'Andheri East',
      });
      expect(andheri.interpreted.filters).toMatchObject({
        room_type: 'Mess',
        diet: 'Veg',
        location: 'Andheri East',
      });
    });

    it('reads a named place into place_id and 5 km, with every other filter', async () => {
      const read = await interpretKeyword(geocoder, 'girls pg near christ university under 10k with food');
      expect(read.filter).toEqual({
        room_type: 'PG',
        gender: 'Female',
        max_price: 10000,
        food: ['with'],
        place_id: ids['Christ University']!.id,
        radius: 5,
      });
      expect(read.interpreted).toEqual({
        filters: {
          room_type: 'Pg',
          gender: 'Female',
          max_price: '10000',
          food: 'with',
          place_id: String(ids['Christ University']!.id),
          radius: '5',
        },
        rest: '',
        place: expect.objectContaining({ kind: 'college', name: 'Christ University' }),
      });
      // A city named beside the place is the place's: the radius is the where.
      const inCity = await interpretKeyword(geocoder, 'hostel near iit bombay for boys above 5000 students');
      expect(inCity.filter).toEqual({
        room_type: 'Hostel',
        gender: 'Male',
        category: 'Student',
        min_price: 5000,
        place_id: ids['IIT Bombay']!.id,
        radius: 5,
      });
    });

    it('leaves a place outside the named city, and words that name nothing, to the full-text words', async () => {
      const outside = await interpretKeyword(geocoder, 'pg in pune near christ university');
      expect(outside.filter).toEqual({ room_type: 'PG', ...city('Pune') });
      expect(outside.rest).toBe('christ university');
      expect(outside.interpreted.place?.name).toBe('Pune');
      const sunrise = await interpretKeyword(geocoder, 'sunrise pg');
      expect(sunrise).toEqual({
        filter: { room_type: 'PG' },
        rest: 'sunrise',
        interpreted: { filters: { room_type: 'Pg' }, rest: 'sunrise', place: null },
      });
      const wifi = await interpretKeyword(geocoder, 'pg with wifi in hyderbad');
      expect(wifi.filter).toEqual({ room_type: 'PG', ...city('Hyderabad') });
      expect(wifi.rest).toBe('wifi');
      expect((await interpretKeyword(geocoder, 'xyzzy plugh')).rest).toBe('xyzzy plugh');
      expect((await interpretKeyword(geocoder, 'pg near b c d e f g')).rest).toBe('b c d e f g');
    });

    it('finds the place among words that are not all its name: "tiffin wala andheri", "sunrise koramangala"', async () => {
      const andheri = await interpretKeyword(geocoder, 'tiffin wala andheri');
      expect(andheri.filter).toEqual({ room_type: 'Mess', ...city('Mumbai'), location: 'Andheri East' });
      expect(andheri.rest).toBe('wala');
      const named = await interpretKeyword(geocoder, 'sunrise koramangala pg');
      expect(named.filter).toEqual({ room_type: 'PG', ...city('Bengaluru'), location: 'Koramangala' });
      expect(named.rest).toBe('sunrise');
      expect(named.interpreted.rest).toBe('sunrise');
    });

    it('reads words that are all filters, with no place', async () => {
      const read = await interpretKeyword(geocoder, 'female pg for working women, veg, 5-10k');
      expect(read).toEqual({
        filter: {
          room_type: 'PG',
          gender: 'Female',
          category: 'Employee',
          diet: ['Veg'],
          min_price: 5000,
          max_price: 10000,
        },
        rest: '',
        interpreted: {
          filters: {
            room_type: 'Pg',
            gender: 'Female',
            category: 'Employee',
            diet: 'Veg',
            min_price: '5000',
            max_price: '10000',
          },
          rest: '',
          place: null,
        },
      });
    });

    it('reads a city named as a place ("near chennai")', async () => {
      const read = await interpretKeyword(geocoder, 'hostel near chennai');
      expect(read.filter).toEqual({ room_type: 'Hostel', ...city('Chennai') });
      // A city the parser has no other name for is found by the gazetteer: "tiffin nashik".
      const candidate = await interpretKeyword(geocoder, 'tiffin nashik');
      expect(candidate.interpreted.place).toMatchObject({ kind: 'city', name: 'Nashik' });
      expect(candidate.filter).toMatchObject({
        room_type: 'Mess',
        city_id: candidate.interpreted.place!.city_id,
      });
    });
  });
});
