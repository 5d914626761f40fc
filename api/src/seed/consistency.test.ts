import { LISTING_TYPES } from '@basera/shared/schemas';
import { City, State } from 'country-state-city';
import { demoAddress } from './address';
import { demoAlbum } from './album';
import { DEMO_CITIES, localityTurns } from './localities';
import { type PhotoPool, rng } from './photos';
import { citiesOfState } from './places';

/** The letters of a name only: "Raj-Nandgaon" and "Raj Nandgaon" are the same name. */
const letters = (name: string) => name.toLowerCase().replace(/[^a-z]/g, '');

describe('the seeded city list', () => {
  const karnataka = citiesOfState('KA').map((city) => city.name);

  it('names each Karnataka city once, in its common spelling', () => {
    for (const name of ['Bengaluru', 'Ballari', 'Mysuru', 'Kalaburagi', 'Shivamogga', 'Chikkaballapur'])
      expect(karnataka.filter((city) => city === name)).toEqual([name]);
    for (const old of ['Ballary', 'Bangalore Urban', 'Bangalore Rural', 'Shimoga', 'Kalaburgi', 'Closepet'])
      expect(karnataka).not.toContain(old);
    expect(karnataka.length).toBeLessThan(City.getCitiesOfState('IN', 'KA').length);
  });

  it('has no two cities of one state with the same name, however spelled', () => {
    for (const state of State.getStatesOfCountry('IN')) {
      const names = citiesOfState(state.isoCode).map((city) => letters(city.name));
      expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
    }
  });

  it('folds "<locality>, <city>" and "<city> District" into the city', () => {
    const maharashtra = citiesOfState('MH').map((city) => city.name);
    expect(maharashtra).toContain('Mumbai');
    expect(maharashtra).not.toContain('Sion, Mumbai');
    expect(maharashtra).not.toContain('Mumbai Suburban');
    expect(maharashtra).not.toContain('Nagpur Division');
    expect(citiesOfState('HR').map((city) => city.name)).not.toContain('Faridabad District');
    const uttarPradesh = citiesOfState('UP').map((city) => city.name);
    expect(uttarPradesh.filter((name) => /Prayagraj|Allahabad/.test(name))).toEqual(['Prayagraj']);
  });

  it('keeps every demo city, with coordinates', () => {
    for (const demo of DEMO_CITIES) {
      const city = citiesOfState(demo.state).find((c) => c.name === demo.city);
      expect(city).toMatchObject({ lat: expect.any(Number), long: expect.any(Number) });
    }
  });
});

describe('the demo localities', () => {
  it('give each locality a six-digit PIN of its own state and a point inside its city', () => {
    for (const city of DEMO_CITIES) {
      const centre = citiesOfState(city.state).find((c) => c.name === city.city)!;
      for (const locality of city.localities) {
        expect(locality.pin).toMatch(new RegExp(`^${city.pinPrefix}\\d{4}$`));
        // Within ~35 km of the dataset's city centre (Jaipur's dataset point is off, so its own check is wider).
        const km = Math.hypot(locality.lat - centre.lat!, locality.long - centre.long!) * 111;
        expect(km).toBeLessThan(city.city === 'Jaipur' ? 120 : 35);
      }
    }
  });

  it("never name another demo city or another city's locality in a landmark", () => {
    for (const city of DEMO_CITIES) {
      const elsewhere = DEMO_CITIES.filter((other) => other.city !== city.city).flatMap((other) => [
        other.city,
        ...other.localities.map((l) => l.name),
      ]);
      for (const locality of city.localities)
        for (const landmark of [...locality.landmarks, locality.transit])
          for (const name of elsewhere) expect(`${landmark} `).not.toContain(`${name} `);
    }
  });

  it("fill a city's busy localities more, and every locality at least once", () => {
    const bengaluru = DEMO_CITIES.find((city) => city.city === 'Bengaluru')!;
    const turns = localityTurns(bengaluru).map((l) => l.name);
    expect(new Set(turns.slice(0, bengaluru.localities.length)).size).toBe(bengaluru.localities.length);
    expect(turns.filter((name) => name === 'Koramangala')).toHaveLength(4);
  });
});

describe('a demo address', () => {
  it('takes its PIN and landmark from its locality and never repeats the locality or city', () => {
    const r = rng(1);
    for (const city of DEMO_CITIES)
      for (const locality of city.localities)
        for (let i = 0; i < 20; i += 1) {
          const place = demoAddress(r, city, locality);
          expect(place.postal_code).toBe(locality.pin);
          expect(locality.landmarks).toContain(place.landmark);
          const lines = `${place.address_line_1} ${place.address_line_2 ?? ''}`.toLowerCase();
          expect(lines).not.toContain(locality.name.toLowerCase());
          expect(lines).not.toContain(city.city.toLowerCase());
          expect(Math.abs(place.lat - locality.lat)).toBeLessThan(0.006);
          expect(Math.abs(place.long - locality.long)).toBeLessThan(0.006);
        }
  });
});

describe('a demo album', () => {
  const pool = {
    apartment: ['a1', 'a2'],
    house: ['h1', 'h2'],
    hostel: ['o1', 'o2'],
    'single-room': ['s1', 's2'],
    'shared-room': ['r1', 'r2'],
    'bunk-room': ['b1', 'b2'],
    study: ['t1', 't2'],
    dining: ['d1', 'd2'],
    kitchen: ['k1', 'k2'],
  } satisfies PhotoPool;

  it('opens with a picture of what the listing is, without repeats', () => {
    const r = rng(3);
    for (const type of LISTING_TYPES)
      for (let i = 0; i < 30; i += 1) {
        const album = demoAlbum(r, pool, type, false);
        expect(new Set(album).size).toBe(album.length);
        expect(album.length).toBeGreaterThanOrEqual(3);
        if (type === 'Mess') expect(album.every((file) => /^[dk]/.test(file))).toBe(true);
        if (type === 'Hostel') expect(album[0]).toMatch(/^[ob]/);
        // Without food, a PG or hostel shows no dining hall.
        if (type !== 'Mess') expect(album.some((file) => file.startsWith('d'))).toBe(false);
      }
  });

  it('differs from one listing to the next', () => {
    const r = rng(4);
    const albums = Array.from({ length: 40 }, () => demoAlbum(r, pool, 'PG', true).join());
    expect(new Set(albums).size).toBeGreaterThan(35);
  });
});
