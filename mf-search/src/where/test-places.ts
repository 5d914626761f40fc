// For tests only: a small gazetteer and the /places routes of the API answering from it, for mockApi.

import type { PlaceSuggestion } from '@basera/shared';
import type { PlaceKind } from '@basera/shared/rules';
import { placeRoutes } from '@basera/shared/testing';

type Entry = Omit<PlaceSuggestion, 'matched'> & { aliases: string[] };

const entry = (
  id: number,
  kind: PlaceKind,
  name: string,
  city: [number, string, number, string],
  [lat, long]: [number, number],
  aliases: string[] = [],
): Entry => {
  const [city_id, city_name, state_id, state_name] = city;
  return { id, kind, name, city_id, city_name, state_id, state_name, lat, long, aliases };
};

const BENGALURU: [number, string, number, string] = [10, 'Bengaluru', 1, 'Karnataka'];
const PUNE: [number, string, number, string] = [20, 'Pune', 2, 'Maharashtra'];

/** Ids and cities as `placeRoutes` has them (Karnataka 1: Bengaluru 10; Maharashtra 2: Pune 20). */
export const GAZETTEER: Entry[] = [
  entry(100, 'city', 'Bengaluru', BENGALURU, [12.9716, 77.5946], ['Bangalore', 'Banglore']),
  entry(101, 'locality', 'Koramangala', BENGALURU, [12.9352, 77.6245]),
  entry(102, 'college', 'Christ University', BENGALURU, [12.9343, 77.6061], ['Christ College']),
  entry(103, 'metro', 'MG Road Metro', BENGALURU, [12.9755, 77.6069]),
  entry(200, 'city', 'Pune', PUNE, [18.5204, 73.8567], ['Poona']),
  entry(201, 'locality', 'Kothrud', PUNE, [18.5074, 73.8077]),
];

const plain = ({ aliases: _aliases, ...place }: Entry): PlaceSuggestion => place;

type Handler = (body: Record<string, unknown>, query: URLSearchParams) => [number, unknown];

/**
 * GET /places/suggest (a word of the name or another name starts with the letters; the other name is told as
 * `matched`), /places/reverse (the nearest entry that is not a named place) and /places/:id, over GAZETTEER;
 * with the states and cities of `placeRoutes`.
 */
export const gazetteerRoutes: Record<string, Handler> = {
  ...placeRoutes,
  '/places/suggest': (_body, query) => {
    const q = (query.get('q') ?? '').trim().toLowerCase();
    if (!q) return [422, { status: false, message: 'q is required', errors: { q: ['q is required'] } }];
    const starts = (name: string) =>
      name
        .toLowerCase()
        .split(/\s+/)
        .some((word) => word.startsWith(q));
    const found: PlaceSuggestion[] = [];
    for (const place of GAZETTEER) {
      if (starts(place.name)) found.push(plain(place));
      else {
        const alias = place.aliases.find(starts);
        if (alias) found.push({ ...plain(place), matched: alias });
      }
    }
    return [200, { status: true, data: found.slice(0, Number(query.get('limit') ?? 8)) }];
  },
  '/places/reverse': (_body, query) => {
    const lat = Number(query.get('lat'));
    const long = Number(query.get('long'));
    const near = GAZETTEER.filter((place) => place.kind === 'locality' || place.kind === 'city')
      .map((place) => ({ place, d: Math.hypot(place.lat - lat, place.long - long) }))
      .filter(({ d }) => d < 0.5)
      .sort((a, b) => a.d - b.d)[0];
    return [200, { status: true, data: near ? plain(near.place) : null }];
  },
  ...Object.fromEntries(
    GAZETTEER.map((place) => [
      `/places/${place.id}`,
      (() => [200, { status: true, data: plain(place) }]) as Handler,
    ]),
  ),
};

/** A device that shares `coords`, or refuses (code 1) / cannot tell (code 2). */
export function fakeGeolocation(answer: { latitude: number; longitude: number } | { code: 1 | 2 | 3 }) {
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: {
      getCurrentPosition: (ok: PositionCallback, fail: PositionErrorCallback) => {
        if ('code' in answer) fail({ code: answer.code, message: 'no' } as GeolocationPositionError);
        else ok({ coords: answer } as GeolocationPosition);
      },
    },
  });
}
