// How a seeker's words become the results page's filters: "girls pg near christ university under 10k" is a PG
// for women within reach of Christ University up to Rs. 10,000. Pure (no I/O): the API reads a keyword search
// with it (api/src/search/keyword.ts, which then looks the place up) and the client can show the same chips.
import { LISTING_TYPE_INFO, type ListingType } from '../vocabulary/listing-types';
import { CITY_ALIASES } from './city-aliases';

/** The filters a query's words can set, as results-page URL keys. */
export type ParsedFilterKey =
  | 'room_type'
  | 'gender'
  | 'category'
  | 'food'
  | 'diet'
  | 'min_price'
  | 'max_price';

/**
 * What a query says. `filters` hold results-page URL values: room_type 'Pg' | 'Hostel' | 'Mess' | 'Room',
 * gender 'Male' | 'Female' | 'Other' (co-ed), category 'Student' | 'Teacher' | 'Employee', food 'with' |
 * 'without', diet 'Veg' | 'Non-Veg', min_price / max_price whole rupees as digits.
 */
export interface ParsedQuery {
  filters: Partial<Record<ParsedFilterKey, string>>;
  /** The city named by any of its names or a close misspelling, as the cities table names it. */
  city: string | null;
  /** "in X" / "near X" (near: near, around, close to...), or otherwise unknown words that may name a place. */
  place: { text: string; near: boolean } | null;
  /** The words left over, for a full-text match ('' when every word was understood). */
  rest: string;
}

type Gender = 'Male' | 'Female' | 'Other';
type Act =
  | { kind: 'type'; value: ListingType }
  | { kind: 'gender'; value: Gender }
  | { kind: 'category'; value: 'Student' | 'Teacher' | 'Employee'; inName?: boolean }
  | { kind: 'food'; value: 'with' | 'without' }
  | { kind: 'diet'; value: 'Veg' | 'Non-Veg' }
  | { kind: 'filler' }
  | { kind: 'marker'; near: boolean }
  | { kind: 'budget'; bound: 'max' | 'min' | 'between' }
  | { kind: 'currency' }
  | { kind: 'city'; name: string };

const PHRASES = new Map<string, Act>();
const add = (act: Act, ...phrases: string[]) => {
  for (const phrase of phrases) PHRASES.set(phrase, act);
};

add({ kind: 'type', value: 'PG' }, 'pg', 'pgs', 'paying guest', 'paying guests', 'payingguest');
add({ kind: 'type', value: 'Hostel' }, 'hostel', 'hostels');
add(
  { kind: 'type', value: 'Mess' },
  'mess',
  'messes',
  'tiffin',
  'tiffins',
  'tiffin service',
  'tiffin centre',
  'tiffin center',
  'tiffin services',
  'dabba',
  'dabbas',
  'dabba service',
  'mess service',
  'mess services',
);
add(
  { kind: 'type', value: 'Room' },
  'room',
  'rooms',
  'room sharing',
  'sharing room',
  'shared room',
  'room share',
  'flat share',
  'flatshare',
  'flat sharing',
  'shared flat',
  'flatmate',
  'flatmates',
  'roommate',
  'roommates',
  'room mate',
  'room mates',
);
add(
  { kind: 'gender', value: 'Female' },
  'girls',
  'girl',
  'ladies',
  'lady',
  'women',
  'woman',
  'womens',
  'female',
  'females',
);
add({ kind: 'gender', value: 'Male' }, 'boys', 'boy', 'gents', 'gent', 'men', 'mens', 'male', 'males');
add({ kind: 'gender', value: 'Other' }, 'coed', 'unisex');
add({ kind: 'category', value: 'Student' }, 'student', 'students');
add({ kind: 'category', value: 'Student', inName: true }, 'college', 'colleges');
add(
  { kind: 'category', value: 'Employee' },
  'working',
  'professional',
  'professionals',
  'working professional',
  'working professionals',
  'employee',
  'employees',
  'it professionals',
  'it employees',
  'techies',
);
add({ kind: 'category', value: 'Employee', inName: true }, 'office');
add(
  { kind: 'category', value: 'Teacher' },
  'teacher',
  'teachers',
  'faculty',
  'lecturer',
  'lecturers',
  'professor',
  'professors',
);
add(
  { kind: 'diet', value: 'Veg' },
  'veg',
  'pure veg',
  'vegetarian',
  'pure vegetarian',
  'veg only',
  'only veg',
);
add({ kind: 'diet', value: 'Non-Veg' }, 'nonveg', 'non vegetarian');
add(
  { kind: 'food', value: 'with' },
  'food',
  'with food',
  'food included',
  'including food',
  'with meals',
  'meals',
  'meal',
  'meals included',
  'mess facility',
  'with mess',
  'food facility',
  'home food',
  'homely food',
  'home cooked food',
);
add(
  { kind: 'food', value: 'without' },
  'without food',
  'no food',
  'food not included',
  'without meals',
  'no meals',
);
add({ kind: 'marker', near: false }, 'in', 'at', 'inside');
add(
  { kind: 'marker', near: true },
  'near',
  'nearby',
  'near by',
  'around',
  'close to',
  'next to',
  'beside',
  'besides',
  'opposite',
  'opp',
  'walking distance from',
  'walkable from',
  'km of',
  'km from',
  'kms of',
  'kms from',
);
add(
  { kind: 'budget', bound: 'max' },
  'under',
  'below',
  'less than',
  'lesser than',
  'upto',
  'up to',
  'till',
  'max',
  'maximum',
  'within',
  'not more than',
  'budget',
  'budget of',
  'budget is',
);
add(
  { kind: 'budget', bound: 'min' },
  'above',
  'over',
  'more than',
  'min',
  'minimum',
  'at least',
  'atleast',
  'starting',
  'starting from',
  'from',
);
add({ kind: 'budget', bound: 'between' }, 'between', 'range');
add({ kind: 'currency' }, 'rs', 'inr', 'rupees', 'rupee');
add(
  { kind: 'filler' },
  'for',
  'a',
  'an',
  'the',
  'with',
  'without',
  'and',
  'or',
  'of',
  'to',
  'i',
  'im',
  'me',
  'my',
  'we',
  'us',
  'need',
  'needed',
  'want',
  'wanted',
  'looking',
  'look',
  'find',
  'search',
  'show',
  'get',
  'is',
  'are',
  'any',
  'some',
  'all',
  'also',
  'please',
  'pls',
  'plz',
  'available',
  'accommodation',
  'accommodations',
  'accomodation',
  'stay',
  'stays',
  'staying',
  'rent',
  'rental',
  'cheap',
  'cheapest',
  'best',
  'good',
  'nice',
  'top',
  'affordable',
  'low',
  'lowest',
  'price',
  'cost',
  'only',
  'place',
  'places',
  'option',
  'options',
  'list',
  'facility',
  'facilities',
  'near me',
  'nearby me',
  'around me',
  'km',
  'kms',
);
for (const [city, aliases] of Object.entries(CITY_ALIASES))
  for (const name of [city, ...aliases]) PHRASES.set(words(name).join(' '), { kind: 'city', name: city });

/** Place words skipped inside a place name ("in the koramangala area"). */
const PLACE_FILLER = new Set(['the', 'a', 'an', 'area', 'side', 'locality', 'region']);

/** Words after a city's name that make it part of a place's name ("delhi university", "mumbai central"). */
const NAME_AFTER_CITY = new Set([
  'university',
  'univ',
  'college',
  'institute',
  'school',
  'station',
  'airport',
  'railway',
  'junction',
  'central',
  'cantonment',
  'cantt',
  'metro',
  'hospital',
]);

/** Institutes named by their city ("iit madras", "nit trichy"). */
const NAME_BEFORE_CITY = new Set(['iit', 'iim', 'nit', 'iiit', 'iisc', 'aiims', 'bits', 'nift']);

/** Words that describe a room, never a place: left for the full-text match. */
const NOT_PLACE = new Set([
  'ac',
  'non',
  'nonac',
  'wifi',
  'furnished',
  'semi',
  'unfurnished',
  'single',
  'double',
  'triple',
  'sharing',
  'shared',
  'separate',
  'private',
  'attached',
  'bathroom',
  'washroom',
  'balcony',
  'parking',
  'laundry',
  'gym',
  'cooler',
  'bed',
  'beds',
  'bedroom',
  'bhk',
  'new',
  'clean',
  'safe',
  'luxury',
  'spacious',
  'immediate',
  'vacancy',
  'month',
]);

/** The words of a text, lowercase, without accents and punctuation. */
function words(text: string): string[] {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);
}

/** A query as tokens: amounts, ranges and spellings (p.g., co-ed, non-veg, ₹, 9,500, 5-10k) made regular. */
export function queryTokens(text: string): string[] {
  const s = text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/['’`]/g, '')
    .replace(/₹/g, ' rs ')
    .replace(/\bp\s*\.\s*g\b\.?/g, ' pg ')
    .replace(/\bco\s*-?\s*ed\b/g, ' coed ')
    .replace(/\bnon\s*-?\s*veg\b/g, ' nonveg ')
    .replace(/\bnon\s*-\s*ac\b/g, ' nonac ')
    .replace(/(\d),(?=\d)/g, '$1')
    .replace(/\/-/g, ' ')
    .replace(/(?:\/\s*|\bper\s+|\ba\s+)(?:month|mon|mo|m)\b\.?|\bp\.?\s?m\b\.?|\bmonthly\b/g, ' ')
    .replace(/</g, ' under ')
    .replace(/>/g, ' above ')
    .replace(/(\d(?:k|thousand)?)\s*[-–—~]\s*(?=(?:rs\.?\s*)?\d)/g, '$1 to ')
    // "rs8000", "8000rs", "2bhk" come apart; a code or a name with letters on both sides of its digits
    // ("kaveri2y5824") stays one word, never a budget.
    .replace(/[a-z0-9]+/g, (word) =>
      /[a-z]\d+[a-z]/.test(word)
        ? word
        : word
            .replace(/([a-z])(?=\d)/g, '$1 ')
            .replace(/(\d)(?!(?:k|lakhs?|lacs?|thousand|st|nd|rd|th)\b)(?=[a-z])/g, '$1 '),
    )
    .replace(/(\d)\s+(k|lakhs?|lacs?|thousand)\b/g, '$1$2')
    .replace(/(?<!\d)\.|\.(?!\d)/g, ' ')
    .replace(/[^a-z0-9.]+/g, ' ');
  return s.trim().split(' ').filter(Boolean);
}

const AMOUNT = /^(\d+(?:\.\d+)?)(k|lakhs?|lacs?|thousand)?$/;

interface Amount {
  value: number;
  /** Written with a multiplier (10k) or a currency (rs 8000): surely money. */
  money: boolean;
  /** A bare number under 100 ("under 8"): thousands, when the words around say it is a budget. */
  small: boolean;
  digits: number;
  end: number;
}

const scale = (unit: string | undefined) =>
  !unit ? 1 : unit === 'k' || unit === 'thousand' ? 1000 : 100_000;

/** Edit distance with swapped neighbours counted once ("gurgoan"), up to `max` (more is max + 1). */
export function editDistance(a: string, b: string, max = 2): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, before[j - 2]! + 1);
      current.push(best);
    }
    before = previous;
    previous = current;
  }
  return Math.min(previous[b.length]!, max + 1);
}

/** One-word city names and aliases long enough to recognise misspelt. */
const FUZZY_CITY_NAMES: Array<{ form: string; city: string }> = Object.entries(CITY_ALIASES).flatMap(
  ([city, aliases]) =>
    [city, ...aliases]
      .map((name) => words(name))
      .filter((parts) => parts.length === 1 && parts[0]!.length >= 5)
      .map((parts) => ({ form: parts[0]!, city })),
);

/** The city a word is a close misspelling of ('banglore', 'chenai', 'kolkatta'), or null. */
export function fuzzyCity(word: string): string | null {
  if (word.length < 5 || !/^[a-z]+$/.test(word) || PHRASES.has(word)) return null;
  let found: { city: string; distance: number } | null = null;
  for (const { form, city } of FUZZY_CITY_NAMES) {
    if (form[0] !== word[0]) continue;
    const allowed = form.length >= 8 ? 2 : 1;
    const distance = editDistance(word, form, allowed);
    if (distance <= allowed && (!found || distance < found.distance)) found = { city, distance };
  }
  return found?.city ?? null;
}

/** Reads one query's words into filters, a city, a place and the words left. */
export function parseSearchQuery(text: string): ParsedQuery {
  const tokens = queryTokens(text);
  const types: ListingType[] = [];
  const genders = new Set<Gender>();
  const filters: ParsedQuery['filters'] = {};
  let city: string | null = null;
  let place: ParsedQuery['place'] = null;
  let min: number | undefined;
  let max: number | undefined;
  /** Unknown words outside "in X" / "near X", in order, and the index after the last of them. */
  const left: string[] = [];
  let leftEnd = -1;
  const keep = (from: number, to: number) => {
    left.push(...tokens.slice(from, to));
    leftEnd = to;
  };

  const match = (at: number): { act: Act; length: number } | null => {
    for (let length = Math.min(4, tokens.length - at); length >= 1; length--) {
      const act = PHRASES.get(tokens.slice(at, at + length).join(' '));
      if (act) return { act, length };
    }
    return null;
  };

  /** An amount at `at`: "8000", "10k", "rs 8000", "8000 rs", "rs. 9500 rupees". */
  const amountAt = (at: number): Amount | null => {
    let index = at;
    let currency = false;
    if (match(index)?.act.kind === 'currency') {
      currency = true;
      index++;
    }
    const found = AMOUNT.exec(tokens[index] ?? '');
    if (!found) return null;
    const value = Number(found[1]) * scale(found[2]);
    index++;
    const after = match(index);
    if (after?.act.kind === 'currency') {
      currency = true;
      index += after.length;
    }
    return {
      value,
      money: currency || Boolean(found[2]),
      small: !found[2] && value < 100,
      digits: found[1]!.replace('.', '').length,
      end: index,
    };
  };

  /** "to" / "and" / "-" and a second amount after `first`: a range. */
  const rangeAfter = (first: Amount): Amount | null => {
    const joint = tokens[first.end];
    if (joint !== 'to' && joint !== 'and') return null;
    return amountAt(first.end + 1);
  };

  /** A range's two ends, a bare small end taking the other's thousands ("5 to 10k"). */
  const setRange = (low: Amount, high: Amount, budgetWords: boolean) => {
    const lowValue = low.small && (high.value >= 1000 || budgetWords) ? low.value * 1000 : low.value;
    const highValue = high.small && budgetWords ? high.value * 1000 : high.value;
    min ??= Math.min(lowValue, highValue);
    max ??= Math.max(lowValue, highValue);
  };

  /** Reads a budget starting at `at` (after a budget word when `bound` is given); the index after it, or null. */
  const budgetAt = (at: number, bound: 'max' | 'min' | 'between' | null): number | null => {
    const first = amountAt(at);
    if (!first || first.value > 10_000_000) return null;
    // "within 2 km (of X)": a distance, not money; "km of" then reads the place.
    const next = tokens[first.end];
    if (next === 'km' || next === 'kms') return match(first.end)!.length > 1 ? first.end : first.end + 1;
    const second = rangeAfter(first);
    // "5 to 10" alone is not money; "5 to 10k", "rs 5 to 10 thousand", "5000 to 8000" are.
    const moneyLike = (amount: Amount) => amount.money || amount.value >= 500;
    if (second && (bound || moneyLike(first) || moneyLike(second))) {
      setRange(first, second, bound !== null || first.money || second.money);
      return second.end;
    }
    if (bound === 'between') return null;
    // A bare number is a budget when it is money-like: not a PIN code, not "sector 5".
    if (!bound && !first.money && (first.value < 500 || first.digits > 5)) return null;
    const value = first.small && bound ? first.value * 1000 : first.value;
    if (bound === 'min') min ??= value;
    else max ??= value;
    return first.end;
  };

  /** A city named at `at` (exactly or misspelt), and whether its words are part of a place's name there. */
  const cityAt = (at: number, end: number): { name: string; length: number; inName: boolean } | null => {
    const found = match(at);
    let name: string | null = null;
    let length = 1;
    if (found?.act.kind === 'city') {
      name = found.act.name;
      length = found.length;
    } else if (!found) name = fuzzyCity(tokens[at]!);
    if (!name || at + length > end) return null;
    const inName =
      NAME_BEFORE_CITY.has(tokens[at - 1] ?? '') || NAME_AFTER_CITY.has(tokens[at + length] ?? '');
    return { name, length, inName };
  };

  /** The words of "in X" / "near X" from `at`; the index after them. */
  const readPlace = (at: number, near: boolean): number => {
    const named: string[] = [];
    let index = at;
    while (index < tokens.length) {
      const token = tokens[index]!;
      if (PLACE_FILLER.has(token)) {
        index++;
        continue;
      }
      const inCity = cityAt(index, tokens.length);
      if (inCity) {
        // "iit madras": the city's words stay in the place's name, and the city is Chennai too.
        if (inCity.inName) named.push(...tokens.slice(index, index + inCity.length));
        named.push(`\u0000${inCity.name}`);
        index += inCity.length;
        continue;
      }
      const found = match(index);
      if (found) {
        const partOfName =
          found.act.kind === 'category' &&
          found.act.inName &&
          named.some((word) => !word.startsWith('\u0000'));
        if (!partOfName) break;
        named.push(...tokens.slice(index, index + found.length));
        index += found.length;
        continue;
      }
      const amount = AMOUNT.exec(token);
      if (amount && (named.length === 0 || amount[2] || Number(amount[1]) >= 500)) break;
      named.push(token);
      index++;
    }
    const nameWords: string[] = [];
    for (const word of named) {
      if (word.startsWith('\u0000')) city ??= word.slice(1);
      else nameWords.push(word);
    }
    if (nameWords.length) {
      if (!place) place = { text: nameWords.join(' '), near };
      else left.push(...nameWords);
    }
    return index;
  };

  let index = 0;
  while (index < tokens.length) {
    const named = cityAt(index, tokens.length);
    if (named) {
      if (named.inName) keep(index, index + named.length);
      city ??= named.name;
      index += named.length;
      continue;
    }
    const found = match(index);
    if (!found) {
      const after = budgetAt(index, null);
      if (after !== null) index = after;
      else keep(index, ++index);
      continue;
    }
    const { act, length } = found;
    index += length;
    switch (act.kind) {
      case 'type':
        types.push(act.value);
        break;
      case 'gender':
        genders.add(act.value);
        break;
      case 'category':
        // "christ college", "infosys office": the last of a place's name.
        if (act.inName && leftEnd === index - length) keep(index - length, index);
        else filters.category ??= act.value;
        break;
      case 'food':
        filters.food ??= act.value;
        break;
      case 'diet':
        filters.diet ??= act.value;
        break;
      case 'marker':
        index = readPlace(index, act.near);
        break;
      case 'budget':
        index = budgetAt(index, act.bound) ?? index;
        break;
      case 'currency':
        index = budgetAt(index - length, null) ?? index;
        break;
      default:
        break;
    }
  }

  // "PG with mess": a mess beside another type is the food it serves.
  const [first, ...others] = types;
  if (first) {
    const type = first === 'Mess' ? (others.find((type) => type !== 'Mess') ?? first) : first;
    if (type !== 'Mess' && types.includes('Mess')) filters.food ??= 'with';
    filters.room_type = LISTING_TYPE_INFO[type].option.value;
  }
  if (genders.has('Other') || (genders.has('Male') && genders.has('Female'))) filters.gender = 'Other';
  else if (genders.size) filters.gender = [...genders][0];
  if (min !== undefined) filters.min_price = String(Math.round(min));
  if (max !== undefined) filters.max_price = String(Math.round(max));

  let rest = left;
  if (!place) {
    // Words nobody knows may name a locality ("girls pg koramangala"); the lookup decides (keyword.ts).
    const name = left.filter((word) => !NOT_PLACE.has(word));
    if (name.some((word) => /^[a-z]/.test(word))) {
      place = { text: name.join(' '), near: false };
      rest = left.filter((word) => NOT_PLACE.has(word));
    }
  }
  return { filters, city, place, rest: rest.join(' ') };
}
