import { DEFAULT_RADIUS_KM, type PropertyFilter, toListingType } from '@basera/shared/schemas';
import { editDistance, parseSearchQuery } from '@basera/shared/search';
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

/** A typed word a word of a name, or close to it ("chirst" for "christ"). */
const sameWord = (typed: string, word: string) =>
  typed === word ||
  (typed.length >= 5 && editDistance(typed, word, typed.length >= 8 ? 2 : 1) <= (typed.length >= 8 ? 2 : 1));

/**
 * Whether a place the geocoder found is what unknown words name ("koramangala", "andheri", "christ univ",
 * "koramangla"), not a distant typo of words that were never a place ("wifi", "wala"): every word is a word of its
 * name or other name (or close to one), a short word may start one beside a word that is one ("christ univ"), or
 * the whole is a close misspelling of the name.
 */
export function namesPlace(text: string, place: PlaceSuggestion): boolean {
  const typed = plain(text).split(' ').filter(Boolean);
  const names = [place.name, place.matched ?? ''].map(plain).filter(Boolean);
  if (!typed.length || !names.length) return false;
  const nameWords = names.flatMap((name) => name.split(' '));
  const whole = typed.filter((word) => nameWords.some((nameWord) => sameWord(word, nameWord)));
  const started = (word: string) =>
    word.length >= 3 && nameWords.some((nameWord) => nameWord.startsWith(word));
  if (whole.length && typed.every((word) => whole.includes(word) || started(word))) return true;
  const all = typed.join(' ');
  const allowed = Math.max(1, Math.floor(all.length / 5));
  return names.some((name) => editDistance(all, name, allowed) <= allowed);
}

/** Up to this many words are tried as a place, and each of their runs: "service andheri" is Andheri East. */
const MAX_PLACE_WORDS = 5;

/** Words that name no place alone ("christ university" outside its city is not any university). */
const GENERIC = new Set(
  (
    'university college institute school campus station railway junction metro hospital clinic mall market road ' +
    'main cross circle park nagar layout colony sector phase stage block east west north south new old city'
  ).split(' '),
);

/**
 * The place the words name, in the named city if there is one: the whole text, else its longest run of words
 * that names a place (the other words are left). Null when none does.
 */
async function placeIn(
  geocoder: Geocoder,
  text: string,
  city: PlaceSuggestion | null,
): Promise<{ place: PlaceSuggestion; left: string[] } | null> {
  const words = text.split(' ');
  if (words.length > MAX_PLACE_WORDS) return null;
  for (let length = words.length; length >= 1; length--)
    for (let start = 0; start + length <= words.length; start++) {
      const runWords = words.slice(start, start + length);
      if (length < words.length && runWords.every((word) => GENERIC.has(word))) continue;
      const run = runWords.join(' ');
      const found = await geocoder.resolve(run, city ? { cityId: city.city_id } : {});
      // The words must name what was found ("girls pg koramangala"), not be a typo's distant cousin ("wifi"),
      // and a place of the city the words named.
      if (found && namesPlace(run, found) && (!city || found.city_id === city.city_id))
        return { place: found, left: [...words.slice(0, start), ...words.slice(start + length)] };
    }
  return null;
}

/**
 * Reads a keyword search (GET /search-properties?search=) with the shared parser (parseSearchQuery), then looks
 * its city and place up: a city gives state_id + city_id; a locality ("in X", or X alone) state_id + city_id +
 * location; a named place (college, station, IT park...), or a locality the words say "near", place_id + radius
 * 5 km. A place the gazetteer does not know, or one outside the city the words named, goes back to the words left
 * for full text. `interpreted.filters` are the results page's URL keys (room_type 'Pg', food 'with'), so the page
 * shows them as chips and writes them to its URL.
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
    const found = await placeIn(geocoder, parsed.place.text, city);
    if (found) {
      place = found.place;
      rest.push(...found.left);
    } else rest.push(parsed.place.text);
    if (found?.place.kind === 'city') inCity(found.place);
    // "in koramangala" is the locality; "near koramangala" is around it, as near a named place.
    else if (found?.place.kind === 'locality' && !parsed.place.near) {
      inCity(found.place);
      filter.location = found.place.name;
      filters.location = found.place.name;
    } else if (found) {
      for (const key of ['state_id', 'city_id'] as const) {
        delete filter[key];
        delete filters[key];
      }
      filter.place_id = found.place.id;
      filter.radius = DEFAULT_RADIUS_KM;
      filters.place_id = String(found.place.id);
      filters.radius = String(DEFAULT_RADIUS_KM);
    }
  }

  const left = rest.join(' ').trim();
  return { filter, rest: left, interpreted: { filters, rest: left, place } };
}
