import {
  DEFAULT_RADIUS_KM,
  editDistance,
  type PropertyFilter,
  parseSearchQuery,
  toListingType,
} from '@basera/shared/schemas';
import type { InterpretedSearch, PlaceSuggestion } from '@basera/shared/types';
import type { Geocoder } from '../geo/geocoder';

/** What a keyword search's words say: the API's filters, the words left for full text, and the same as URL keys. */
export interface KeywordReading {
  /** Filters in the API's terms (room_type 'PG', food ['with'], city_id 12...): the query's own keys win over them. */
  filter: Partial<PropertyFilter>;
  /** Words no filter or place took ('' when every word was understood). */
  rest: string;
  interpreted: InterpretedSearch;
}

const plain = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/['\u2019]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/**
 * Whether a place the geocoder found is what unknown words name ("koramangala", "andheri", "christ univ",
 * "koramangla"), not a distant typo of a word that was never a place ("wifi", "terrace"): every word starts a word
 * of its name (or other name), or the whole is a close misspelling of it.
 */
export function namesPlace(text: string, place: PlaceSuggestion): boolean {
  const typed = plain(text);
  return [place.name, place.matched ?? ''].some((candidate) => {
    const name = plain(candidate);
    if (!name) return false;
    const nameWords = name.split(' ');
    if (typed.split(' ').every((word) => nameWords.some((nameWord) => nameWord.startsWith(word))))
      return true;
    const allowed = Math.max(1, Math.floor(typed.length / 5));
    return editDistance(typed, name, allowed) <= allowed;
  });
}

/**
 * Reads a keyword search (GET /search-properties?search=) with the shared parser (parseSearchQuery), then looks
 * its city and place up: a city gives state_id + city_id; a locality state_id + city_id + location; a named place
 * (college, station, IT park...) place_id + radius 5 km. A place the gazetteer does not know, or one outside the
 * city the words named, goes back to the words left for full text. `interpreted.filters` are the results page's
 * URL keys (room_type 'Pg', food 'with'), so the page shows them as chips and writes them to its URL.
 */
export async function interpretKeyword(geocoder: Geocoder, text: string): Promise<KeywordReading> {
  const parsed = parseSearchQuery(text);
  const filters: Record<string, string> = {};
  const filter: Partial<PropertyFilter> = {};
  const rest: string[] = parsed.rest ? [parsed.rest] : [];

  const { room_type, gender, category, food, diet, min_price, max_price } = parsed.filters;
  const type = toListingType(room_type);
  if (type) {
    filter.room_type = type;
    filters.room_type = room_type!;
  }
  if (gender) {
    filter.gender = gender as PropertyFilter['gender'];
    filters.gender = gender;
  }
  if (category) {
    filter.category = category as PropertyFilter['category'];
    filters.category = category;
  }
  if (food) {
    filter.food = [food as 'with' | 'without'];
    filters.food = food;
  }
  if (diet) {
    filter.diet = [diet as 'Veg' | 'Non-Veg'];
    filters.diet = diet;
  }
  if (min_price) {
    filter.min_price = Number(min_price);
    filters.min_price = min_price;
  }
  if (max_price) {
    filter.max_price = Number(max_price);
    filters.max_price = max_price;
  }

  let place: PlaceSuggestion | null = null;
  const inCity = (found: PlaceSuggestion) => {
    filter.state_id = found.state_id;
    filter.city_id = found.city_id;
    filters.state_id = String(found.state_id);
    filters.city_id = String(found.city_id);
  };

  let city: PlaceSuggestion | null = null;
  if (parsed.city) {
    const found = await geocoder.resolve(parsed.city);
    if (found?.kind === 'city') {
      city = found;
      place = found;
      inCity(found);
    } else rest.push(parsed.city);
  }

  if (parsed.place) {
    const found = await geocoder.resolve(parsed.place.text, city ? { cityId: city.city_id } : {});
    // The words must name what was found ("girls pg koramangala"), not be a typo's distant cousin ("wifi").
    const named = found && namesPlace(parsed.place.text, found);
    const sameCity = !city || found?.city_id === city.city_id;
    if (!found || !named || !sameCity) rest.push(parsed.place.text);
    else if (found.kind === 'city') {
      place = found;
      inCity(found);
    } else if (found.kind === 'locality') {
      place = found;
      inCity(found);
      filter.location = found.name;
      filters.location = found.name;
    } else {
      place = found;
      for (const key of ['state_id', 'city_id'] as const) {
        delete filter[key];
        delete filters[key];
      }
      filter.place_id = found.id;
      filter.radius = DEFAULT_RADIUS_KM;
      filters.place_id = String(found.id);
      filters.radius = String(DEFAULT_RADIUS_KM);
    }
  }

  const left = rest.join(' ').trim();
  return { filter, rest: left, interpreted: { filters, rest: left, place } };
}
