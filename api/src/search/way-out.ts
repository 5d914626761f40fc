import { LISTING_TYPE_INFO, type PropertyFilter, RADIUS_OPTIONS } from '@basera/shared/schemas';
import { searchChips } from '@basera/shared/search';
import type { SearchPoint, WayOut } from '@basera/shared/types';
import type { Queryable } from '../db';
import type { Geocoder, PlaceAt } from '../geo/geocoder';

/** The filters of a search, without its sort and page. */
export type SearchFilter = Partial<Omit<PropertyFilter, 'sort' | 'page' | 'per_page'>>;

/** A search as the ways out vary it: its filters, its point (a place or the seeker's) and its full-text words. */
export interface SearchState {
  filter: SearchFilter;
  point: SearchPoint | null;
  /** Words a full-text match still needs ('' or null: none). */
  words?: string | null;
}

/**
 * The capped counts of varied searches, in order (the route's own count, so that a way out's count is what it
 * will get): all of an empty result's ways out at once, so that the route can ask them in one statement.
 */
export type Counter = (states: SearchState[]) => Promise<Array<{ total: number; more: boolean }>>;

/** How many neighbouring localities an empty result offers, and how many it looks at to find them. */
export const NEARBY_MAX = 5;
export const NEARBY_LOOKED_AT = 10;
const WIDEST_RADIUS = Math.max(...RADIUS_OPTIONS);

/** A search's filters as the results page's URL keys and values (what the chips are made of). */
export function urlOf(state: SearchState): Record<string, string> {
  const { filter, point, words } = state;
  const url: Record<string, string> = {};
  for (const [key, value] of Object.entries(filter)) {
    if (value === undefined || value === null || value === false) continue;
    if (key === 'room_type')
      url[key] = LISTING_TYPE_INFO[value as keyof typeof LISTING_TYPE_INFO].option.value;
    else if (value === true) url[key] = '1';
    else url[key] = Array.isArray(value) ? value.join(',') : String(value);
  }
  if (point) {
    delete url.lat;
    delete url.long;
    delete url.place_id;
    if (point.place_id !== null) url.place_id = String(point.place_id);
    else Object.assign(url, { lat: String(point.lat), long: String(point.long) });
    url.radius = String(point.radius_km);
  }
  if (words) url.search = words;
  return url;
}

/**
 * The chip of each active filter (searchChips of '@basera/shared': the results page shows the same words), keyed
 * as a way out names it: a URL key, 'budget' for the price range, 'radius' (widen to 10 km) or 'place' (at 10 km
 * already) for a place or point, 'city_id' for the city.
 */
export function chipLabels(
  state: SearchState,
  names: { city?: string },
): Array<{ key: string; label: string }> {
  const { point } = state;
  const chips = searchChips(urlOf(state), {
    city: names.city,
    place: point?.place_id !== null ? point?.name : undefined,
  });
  return chips.map(({ id, label }) => ({
    key:
      id === 'place' || id === 'point' ? (point && point.radius_km < WIDEST_RADIUS ? 'radius' : 'place') : id,
    label,
  }));
}

/** The search without the filter a way out's key names (a place or point under 10 km: widened to 10 km). */
export function relaxed(state: SearchState, key: string): SearchState {
  const filter = { ...state.filter };
  let { point, words } = state;
  switch (key) {
    case 'budget':
      delete filter.min_price;
      delete filter.max_price;
      break;
    case 'city_id':
    case 'state_id':
      // As the city's chip does: the locality goes with its city.
      delete filter.city_id;
      delete filter.state_id;
      delete filter.location;
      break;
    case 'radius':
      point = point && { ...point, radius_km: WIDEST_RADIUS };
      break;
    case 'place':
      point = null;
      delete filter.place_id;
      delete filter.lat;
      delete filter.long;
      delete filter.radius;
      break;
    case 'search':
      words = null;
      break;
    default:
      delete filter[key as keyof SearchFilter];
  }
  return { filter, point, words };
}

/** Where an empty search is: its point, its map area's middle, its locality's or city's gazetteer point. */
async function centreOf(
  db: Queryable,
  geocoder: Geocoder,
  state: SearchState,
): Promise<{ lat: number; long: number } | null> {
  if (state.point) return state.point;
  const { bbox, location, city_id } = state.filter;
  if (bbox) return { lat: (bbox[0] + bbox[2]) / 2, long: (bbox[1] + bbox[3]) / 2 };
  if (location) {
    const place = await geocoder.resolve(location, city_id ? { cityId: city_id } : {});
    if (place && (!city_id || place.city_id === city_id)) return place;
  }
  if (!city_id) return null;
  const { rows } = await db.query<{ lat: number; long: number }>(
    `SELECT lat, long FROM gazetteer WHERE kind = 'city' AND city_id = $1 LIMIT 1`,
    [city_id],
  );
  return rows[0] ? { lat: Number(rows[0].lat), long: Number(rows[0].long) } : null;
}

/**
 * An empty result's ways out (issue 29, "no dead ends"): each active filter with the count the search would
 * have without it, and the same search in up to NEARBY_MAX neighbouring localities that have places, nearest
 * first. A bounded number of capped counts: one per active filter, NEARBY_LOOKED_AT localities at most.
 */
export async function wayOut(
  deps: { db: Queryable; geocoder: Geocoder },
  state: SearchState,
  count: Counter,
): Promise<WayOut> {
  const { db, geocoder } = deps;
  const cityName = state.filter.city_id
    ? (await db.query<{ name: string }>('SELECT name FROM cities WHERE id = $1', [state.filter.city_id]))
        .rows[0]?.name
    : undefined;
  const chips = chipLabels(state, { city: cityName });
  const relaxedStates = chips.map(({ key }) => relaxed(state, key));

  const centre = await centreOf(db, geocoder, state);
  let localities: PlaceAt[] = [];
  const swapped: SearchState[] = [];
  if (centre) {
    const here = state.filter.location?.trim().toLowerCase();
    localities = (await geocoder.nearbyLocalities(centre.lat, centre.long, NEARBY_LOOKED_AT + 1))
      .filter((place) => place.name.toLowerCase() !== here)
      .slice(0, NEARBY_LOOKED_AT);
    const base = relaxed(relaxed(state, 'place'), 'city_id');
    delete base.filter.bbox;
    for (const place of localities)
      swapped.push({
        ...base,
        filter: { ...base.filter, state_id: place.state_id, city_id: place.city_id, location: place.name },
      });
  }

  // Every count at once: one per active filter, one per neighbouring locality.
  const counts = await count([...relaxedStates, ...swapped]);
  const relax = chips.map(({ key, label }, i) => ({
    key,
    label,
    count: counts[i]!.total,
    more: counts[i]!.more,
  }));
  const nearby: WayOut['nearby'] = localities
    .map((place, i) => ({
      name: place.name,
      city_id: place.city_id,
      state_id: place.state_id,
      city_name: place.city_name,
      distance_km: place.distance_km,
      count: counts[relaxedStates.length + i]!.total,
    }))
    .filter((place) => place.count > 0)
    .sort((a, b) => a.distance_km - b.distance_km)
    .slice(0, NEARBY_MAX);
  return { relax, nearby };
}
