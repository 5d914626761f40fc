import {
  PLACE_MESSAGES,
  PLACE_SUGGEST_DEFAULT,
  PLACE_SUGGEST_MAX,
  PLACE_SUGGESTS_PER_MINUTE,
} from '@basera/shared/schemas';
import type { PlaceSuggestion } from '@basera/shared/types';
import { loadConfig, StartupError } from '../config';
import type { Geocoder } from '../geo';
import { seedGazetteerData } from '../geo/test-gazetteer';
import { setupTestApp, testDatabaseKinds } from '../test/databases';
import { addressPerTest, useTestApp } from '../test/suite';

describe('the GEOCODER setting', () => {
  it("is 'gazetteer' by default, and an unknown one stops the start with a clear message", () => {
    expect(loadConfig({}).geocoder).toBe('gazetteer');
    expect(loadConfig({ GEOCODER: 'gazetteer' }).geocoder).toBe('gazetteer');
    expect(() => loadConfig({ GEOCODER: 'google' })).toThrow(StartupError);
    expect(() => loadConfig({ GEOCODER: 'google' })).toThrow(/GEOCODER: must be one of: gazetteer/);
  });
});

describe.each(testDatabaseKinds)('the place API on %s', (kind) => {
  const t = useTestApp(kind, { redis: true });
  const ip = addressPerTest(29);
  beforeAll(() => seedGazetteerData(t.db), 120_000);

  const get = (url: string, remoteAddress = ip()) => t.app.inject({ method: 'GET', url, remoteAddress });
  const suggest = async (q: string, limit?: number) => {
    const query = new URLSearchParams({ q, ...(limit ? { limit: String(limit) } : {}) });
    const response = await get(`/api/places/suggest?${query}`);
    expect(response.statusCode).toBe(200);
    return response.json().data as PlaceSuggestion[];
  };

  it('suggests cities by their other names, localities and places by prefix, and forgives typos', async () => {
    expect((await suggest('bangalore'))[0]).toMatchObject({
      kind: 'city',
      name: 'Bengaluru',
      matched: 'Bangalore',
      state_name: 'Karnataka',
    });
    expect((await suggest('Bombay'))[0]).toMatchObject({ name: 'Mumbai', matched: 'Bombay' });
    expect((await suggest('banglore'))[0]?.name).toBe('Bengaluru');
    expect((await suggest('koram'))[0]).toMatchObject({
      kind: 'locality',
      name: 'Koramangala',
      city_name: 'Bengaluru',
    });
    expect((await suggest('koramangla'))[0]?.name).toBe('Koramangala');
    expect((await suggest('christ'))[0]).toMatchObject({ kind: 'college', name: 'Christ University' });
    expect((await suggest('chirst univ'))[0]?.name).toBe('Christ University');
    const gurgaon = await suggest('gurgaon');
    expect(gurgaon[0]).toMatchObject({ kind: 'city', state_name: 'Haryana' });
    expect(gurgaon.map((place) => place.name).join()).not.toMatch(/Goregaon/);
    expect(await suggest('xyzzy')).toEqual([]);
  });

  it('answers 8 suggestions unless told, never more than the limit', async () => {
    expect(await suggest('k')).toHaveLength(PLACE_SUGGEST_DEFAULT);
    expect(await suggest('k', 2)).toHaveLength(2);
    expect(await suggest('k', PLACE_SUGGEST_MAX)).toHaveLength(PLACE_SUGGEST_MAX);
  });

  it('says which field is wrong (422)', async () => {
    const errors = async (url: string) => {
      const response = await get(url);
      expect(response.statusCode).toBe(422);
      expect(response.json().status).toBe(false);
      return response.json().errors;
    };
    expect(await errors('/api/places/suggest')).toEqual({ q: [PLACE_MESSAGES.required] });
    expect(await errors('/api/places/suggest?q=%20%20')).toEqual({ q: [PLACE_MESSAGES.required] });
    expect(await errors(`/api/places/suggest?q=${'a'.repeat(101)}`)).toEqual({ q: [PLACE_MESSAGES.tooLong] });
    expect((await get(`/api/places/suggest?q=${'a'.repeat(100)}`)).statusCode).toBe(200);
    for (const limit of ['0', '11', '2.5', 'many'])
      expect(await errors(`/api/places/suggest?q=pune&limit=${limit}`)).toEqual({
        limit: [PLACE_MESSAGES.limit],
      });
    expect(await errors('/api/places/reverse?lat=abc&long=77.6')).toEqual({
      lat: ['Latitude must be a number'],
    });
    expect(await errors('/api/places/reverse?lat=91&long=77.6')).toEqual({
      lat: ['Latitude must be between -90 and 90'],
    });
    expect(await errors('/api/places/reverse?lat=12.9')).toEqual({ long: ['Longitude must be a number'] });
    expect(await errors('/api/places/abc')).toEqual({ id: [PLACE_MESSAGES.id] });
  });

  it('reverse: the locality around a point, a city when no locality is near, null at sea', async () => {
    const near = await get('/api/places/reverse?lat=12.9371&long=77.6262');
    expect(near.statusCode).toBe(200);
    expect(near.json()).toMatchObject({ status: true, data: { kind: 'locality', name: 'Koramangala' } });
    const mysuru = await get('/api/places/reverse?lat=12.3052&long=76.6552');
    expect(mysuru.json().data).toMatchObject({ kind: 'city', state_name: 'Karnataka' });
    const sea = await get('/api/places/reverse?lat=15&long=88');
    expect(sea.statusCode).toBe(200);
    expect(sea.json()).toEqual({ status: true, data: null });
  });

  it('one place by id, or 404', async () => {
    const [christ] = await suggest('christ university');
    const response = await get(`/api/places/${christ!.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: true, data: { ...christ } });
    const missing = await get('/api/places/99999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ status: false, message: PLACE_MESSAGES.notFound });
  });

  it('answers may be kept briefly by browsers and CDNs: they are the same for everyone', async () => {
    const response = await get('/api/places/suggest?q=pune');
    expect(response.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
    expect((await get('/api/places/reverse?lat=12.9371&long=77.6262')).headers['cache-control']).toMatch(
      /^public/,
    );
  });

  it(`lets one client ask for ${PLACE_SUGGESTS_PER_MINUTE} suggestions a minute, then 429 with Retry-After`, async () => {
    const address = ip();
    for (let i = 0; i < PLACE_SUGGESTS_PER_MINUTE; i++)
      expect((await get(`/api/places/suggest?q=p${i % 10}`, address)).statusCode).toBe(200);
    const refused = await get('/api/places/suggest?q=pune', address);
    expect(refused.statusCode).toBe(429);
    const wait = Number(refused.headers['retry-after']);
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(wait).toBeLessThanOrEqual(60);
    expect(refused.json()).toMatchObject({ status: false, message: PLACE_MESSAGES.throttled(wait) });
    // Another client is not held back.
    expect((await get('/api/places/suggest?q=pune', `${address.replace(/\.\d+$/, '')}.251`)).statusCode).toBe(
      200,
    );
  });
});

describe('a plugged-in geocoder', () => {
  it('answers the place API instead of the gazetteer (AppDeps.geocoder)', async () => {
    const hosted: Geocoder = {
      suggest: async (text) => [
        {
          id: 7,
          kind: 'landmark',
          name: `Hosted ${text}`,
          city_id: 1,
          city_name: 'Somewhere',
          state_id: 1,
          state_name: 'Some State',
          lat: 1,
          long: 2,
        },
      ],
      resolve: async () => null,
      byId: async () => null,
      reverse: async () => null,
      nearbyLocalities: async () => [],
    };
    const t = await setupTestApp(testDatabaseKinds[0]!);
    try {
      const app = t.app;
      expect(app.deps.geocoder).toBeDefined();
      // The default is the gazetteer; a deployment passes its own to buildApp.
      const { buildApp } = await import('../app');
      const custom = await buildApp({ config: t.config, db: t.db, geocoder: hosted });
      const response = await custom.inject({ method: 'GET', url: '/api/places/suggest?q=anything' });
      expect(response.json().data[0].name).toBe('Hosted anything');
      expect((await custom.inject({ method: 'GET', url: '/api/places/7' })).statusCode).toBe(404);
      await custom.close();
    } finally {
      await t.close();
    }
  });
});
