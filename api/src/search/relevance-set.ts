import type { ListingType } from '@basera/shared/schemas';
import type { InterpretedSearch, Listing, WayOut } from '@basera/shared/types';

/**
 * The keyword search's relevance set (issue 29): queries as seekers type them, each with what its answer must
 * satisfy over the seeded demo data (api/src/seed: 8 cities, their localities, 163 public listings). Every
 * predicate holds for every result (an empty answer satisfies them, so counts are asked with `atLeast`), and every
 * empty answer must offer a way out. relevance.test.ts runs the set through GET /api/search-properties.
 */
export interface Expectation {
  /** Every result's city. */
  city?: string;
  /** Every result's locality. */
  locality?: string;
  type?: ListingType;
  gender?: 'Male' | 'Female' | 'Other';
  /** Every result takes this kind of seeker. */
  category?: 'Student' | 'Teacher' | 'Employee';
  /** 'Veg': a pure-veg kitchen; 'Non-Veg': one serving non-veg (Non-Veg or Both). */
  diet?: 'Veg' | 'Non-Veg';
  /** Every result serves meals. */
  withFood?: boolean;
  /** Every result's monthly charge (from) is within. */
  maxPrice?: number;
  minPrice?: number;
  /** Every result is within this many km of the place the words named (distance_km). */
  withinKm?: number;
  /** The place the words were read as (interpreted.place.name). */
  place?: string;
  /** The words no filter took (interpreted.rest); '' when all were understood. */
  rest?: string;
  /** At least this many results (total). */
  atLeast?: number;
  /** Listings that must be among the results, as "Name @ Locality". */
  includes?: string[];
  /** No result may be in these localities. */
  notLocality?: string[];
  /** Every result's name has this word (a name typed as a keyword). */
  nameHas?: string;
  /** An empty answer's way out offers this neighbouring locality. */
  nearbyIncludes?: string;
}

export interface RelevanceCase {
  query: string;
  expect: Expectation;
}

export interface SearchAnswer {
  data: Listing[];
  total: number;
  interpreted?: InterpretedSearch | null;
  way_out?: WayOut | null;
}

export const RELEVANCE_SET: readonly RelevanceCase[] = [
  // The issue's own queries.
  { query: 'bangalore', expect: { city: 'Bengaluru', place: 'Bengaluru', rest: '', atLeast: 18 } },
  { query: 'banglore', expect: { city: 'Bengaluru', place: 'Bengaluru', rest: '', atLeast: 18 } },
  { query: 'pg in pune', expect: { city: 'Pune', type: 'PG', rest: '', atLeast: 8 } },
  // Koramangala's one PG is an expired listing: near it means the PGs around it; in it, none, and a way out.
  {
    query: 'pg near koramangala',
    expect: {
      type: 'PG',
      withinKm: 5,
      place: 'Koramangala',
      atLeast: 2,
      includes: ['Shree PG for Ladies @ BTM Layout'],
    },
  },
  {
    query: 'girls pg koramangala',
    expect: {
      locality: 'Koramangala',
      type: 'PG',
      gender: 'Female',
      rest: '',
      includes: ['Hosur Road Ladies PG @ Koramangala', 'Campus Nest Ladies PG @ Koramangala'],
    },
  },
  { query: 'female pg', expect: { type: 'PG', gender: 'Female', rest: '', atLeast: 26 } },
  { query: 'gurgaon', expect: { city: 'Gurgaon', place: 'Gurgaon', notLocality: ['Goregaon East'] } },
  {
    query: 'girls pg near christ university under 10k',
    expect: {
      type: 'PG',
      gender: 'Female',
      maxPrice: 10_000,
      withinKm: 5,
      place: 'Christ University',
      rest: '',
      includes: [
        'Hosur Road Ladies PG @ Koramangala',
        'Lakshmi PG for Girls @ BTM Layout',
        'Campus Nest Ladies PG @ Koramangala',
      ],
    },
  },
  {
    query: 'hostel in hyderabad for boys',
    expect: { city: 'Hyderabad', type: 'Hostel', gender: 'Male', atLeast: 2 },
  },
  {
    query: 'veg mess andheri',
    expect: {
      locality: 'Andheri East',
      type: 'Mess',
      diet: 'Veg',
      includes: ['Thali House Mess @ Andheri East'],
    },
  },
  { query: 'room sharing in bombay', expect: { city: 'Mumbai', type: 'Room', place: 'Mumbai', atLeast: 4 } },
  {
    query: 'pg for working women in madras',
    expect: { city: 'Chennai', type: 'PG', gender: 'Female', category: 'Employee', atLeast: 3 },
  },
  { query: 'boys hostel near iit', expect: { type: 'Hostel', gender: 'Male', withinKm: 5, rest: '' } },

  // Cities by their other names and misspellings.
  { query: 'Bengaluru', expect: { city: 'Bengaluru', atLeast: 18 } },
  { query: 'bombay', expect: { city: 'Mumbai', atLeast: 21 } },
  { query: 'calcutta', expect: { city: 'Kolkata', atLeast: 19 } },
  { query: 'kolkatta', expect: { city: 'Kolkata', atLeast: 19 } },
  { query: 'madras', expect: { city: 'Chennai', atLeast: 20 } },
  { query: 'chenai', expect: { city: 'Chennai', atLeast: 20 } },
  { query: 'poona', expect: { city: 'Pune', atLeast: 21 } },
  { query: 'delhi', expect: { city: 'New Delhi', atLeast: 19 } },
  { query: 'hyderbad', expect: { city: 'Hyderabad', atLeast: 20 } },
  { query: 'jaipur hostel', expect: { city: 'Jaipur', type: 'Hostel', atLeast: 5 } },
  { query: 'gurgaon pg', expect: { city: 'Gurgaon', type: 'PG', notLocality: ['Goregaon East'] } },
  { query: 'pg in gurugram', expect: { city: 'Gurgaon', type: 'PG', notLocality: ['Goregaon East'] } },
  {
    query: 'goregaon',
    expect: { locality: 'Goregaon East', place: 'Goregaon East', atLeast: 3 },
  },

  // Localities, their other names and typos.
  {
    query: 'pg in hsr layout',
    expect: { locality: 'HSR Layout', type: 'PG', includes: ['Skyline PG @ HSR Layout'] },
  },
  {
    query: 'pg in btm',
    expect: { locality: 'BTM Layout', type: 'PG', includes: ['Shree PG for Ladies @ BTM Layout'] },
  },
  { query: 'hostel in kormangala', expect: { locality: 'Koramangala', type: 'Hostel', atLeast: 1 } },
  { query: 'pg in marathalli', expect: { locality: 'Marathahalli', type: 'PG', atLeast: 1 } },
  { query: 'pg in e city', expect: { locality: 'Electronic City', type: 'PG', atLeast: 1 } },
  { query: 'hostel in whitefield', expect: { locality: 'Whitefield', type: 'Hostel', atLeast: 1 } },
  { query: 'rooms in indiranagar', expect: { locality: 'Indiranagar', type: 'Room', atLeast: 1 } },
  { query: 'mess in koramangala', expect: { locality: 'Koramangala', type: 'Mess', atLeast: 3 } },
  { query: 'tiffin in velachery', expect: { locality: 'Velachery', type: 'Mess', atLeast: 2 } },
  { query: 'tiffin service in powai', expect: { locality: 'Powai', type: 'Mess', atLeast: 1 } },
  { query: 'pg in powai mumbai', expect: { locality: 'Powai', city: 'Mumbai', type: 'PG', atLeast: 2 } },
  { query: 'pg in t. nagar', expect: { locality: 'T. Nagar', type: 'PG', atLeast: 1 } },
  { query: 'flat share in hinjewadi', expect: { locality: 'Hinjewadi', type: 'Room', atLeast: 2 } },
  {
    query: 'ladies pg in viman nagar',
    expect: { locality: 'Viman Nagar', type: 'PG', gender: 'Female', atLeast: 1 },
  },
  {
    query: 'co-ed pg in salt lake',
    expect: { locality: 'Salt Lake Sector V', type: 'PG', gender: 'Other', atLeast: 2 },
  },
  {
    query: 'student pg in mukherjee nagar',
    expect: { locality: 'Mukherjee Nagar', type: 'PG', category: 'Student', atLeast: 2 },
  },
  {
    query: 'working professionals pg hinjewadi',
    expect: {
      locality: 'Hinjewadi',
      type: 'PG',
      category: 'Employee',
      includes: ['Green Nest PG @ Hinjewadi'],
    },
  },
  {
    query: 'hostel koramangala bangalore under 15000 for boys',
    expect: {
      locality: 'Koramangala',
      city: 'Bengaluru',
      type: 'Hostel',
      gender: 'Male',
      maxPrice: 15_000,
      includes: ['Stanza Boys Hostel @ Koramangala'],
    },
  },

  // Audience, food and budget in a city.
  { query: 'girls hostel in pune', expect: { city: 'Pune', type: 'Hostel', gender: 'Female', atLeast: 2 } },
  { query: 'boys pg in kolkata', expect: { city: 'Kolkata', type: 'PG', gender: 'Male', atLeast: 4 } },
  { query: 'gents pg in wakad', expect: { locality: 'Wakad', type: 'PG', gender: 'Male' } },
  {
    query: 'accommodation for girls in new delhi',
    expect: { city: 'New Delhi', gender: 'Female', atLeast: 5 },
  },
  {
    query: 'boys room in hyderabad',
    expect: { city: 'Hyderabad', type: 'Room', gender: 'Male', atLeast: 2 },
  },
  { query: 'coed hostel', expect: { type: 'Hostel', gender: 'Other', atLeast: 4 } },
  { query: 'unisex pg in mumbai', expect: { city: 'Mumbai', type: 'PG', gender: 'Other', atLeast: 1 } },
  {
    query: 'paying guest in chennai for boys',
    expect: { city: 'Chennai', type: 'PG', gender: 'Male', atLeast: 4 },
  },
  {
    query: 'student hostel in kolkata',
    expect: { city: 'Kolkata', type: 'Hostel', category: 'Student', atLeast: 5 },
  },
  {
    query: 'pg for teachers in jaipur',
    expect: { city: 'Jaipur', type: 'PG', category: 'Teacher', atLeast: 1 },
  },
  {
    query: 'pg under 8000 in hyderabad',
    expect: { city: 'Hyderabad', type: 'PG', maxPrice: 8000, atLeast: 2 },
  },
  { query: 'pg below 10k in chennai', expect: { city: 'Chennai', type: 'PG', maxPrice: 10_000, atLeast: 3 } },
  {
    query: 'hostel between 5k and 10k in jaipur',
    expect: { city: 'Jaipur', type: 'Hostel', minPrice: 5000, maxPrice: 10_000, atLeast: 2 },
  },
  {
    query: 'room above 15000 in kolkata',
    expect: { city: 'Kolkata', type: 'Room', minPrice: 15_000, atLeast: 2 },
  },
  { query: 'cheap pg in pune under 8k', expect: { city: 'Pune', type: 'PG', maxPrice: 8000, atLeast: 2 } },
  { query: 'pg rs 9000 in mumbai', expect: { city: 'Mumbai', type: 'PG', maxPrice: 9000, atLeast: 3 } },
  { query: '₹6,500 room pune', expect: { city: 'Pune', type: 'Room', maxPrice: 6500, atLeast: 2 } },
  { query: 'pure veg pg in pune', expect: { city: 'Pune', type: 'PG', diet: 'Veg', atLeast: 2 } },
  { query: 'veg mess in delhi', expect: { city: 'New Delhi', type: 'Mess', diet: 'Veg' } },
  { query: 'non veg pg in kolkata', expect: { city: 'Kolkata', type: 'PG', diet: 'Non-Veg', atLeast: 3 } },
  { query: 'pg with food in mumbai', expect: { city: 'Mumbai', type: 'PG', withFood: true, atLeast: 1 } },
  {
    query: 'pg with meals in kothrud',
    expect: { locality: 'Kothrud', type: 'PG', withFood: true, atLeast: 1 },
  },

  // Near a college, an IT park, a station, a landmark.
  {
    query: 'pg near christ university',
    expect: { type: 'PG', withinKm: 5, place: 'Christ University', atLeast: 2 },
  },
  {
    query: 'girls pg near silk board',
    expect: { type: 'PG', gender: 'Female', withinKm: 5, place: 'Silk Board Junction', atLeast: 1 },
  },
  {
    query: 'pg near forum mall',
    expect: { type: 'PG', withinKm: 5, place: 'Forum Mall Koramangala', atLeast: 2 },
  },
  {
    query: 'hostel near iit bombay',
    expect: { type: 'Hostel', withinKm: 5, place: 'IIT Bombay', atLeast: 1 },
  },
  { query: 'pg near hitec city', expect: { type: 'PG', withinKm: 5, place: 'HITEC City', atLeast: 3 } },
  {
    query: 'pg near magarpatta',
    expect: { type: 'PG', withinKm: 5, place: 'Magarpatta Cybercity', atLeast: 1 },
  },
  {
    query: 'pg near jadavpur university',
    expect: { type: 'PG', withinKm: 5, place: 'Jadavpur University', atLeast: 2 },
  },
  {
    query: 'hostel near anna university',
    expect: { type: 'Hostel', withinKm: 5, place: 'Anna University', atLeast: 4 },
  },
  {
    query: 'pg near ameerpet metro',
    expect: { type: 'PG', withinKm: 5, place: 'Ameerpet Metro Station', atLeast: 2 },
  },
  {
    query: 'pg near pune university',
    expect: { type: 'PG', withinKm: 5, place: 'Savitribai Phule Pune University', atLeast: 2 },
  },

  // A listing's name, and words no filter takes.
  { query: 'sunrise pg', expect: { type: 'PG', nameHas: 'Sunrise', rest: 'sunrise', atLeast: 1 } },
  { query: 'annapurna mess', expect: { type: 'Mess', nameHas: 'Annapurna', atLeast: 1 } },
  {
    query: 'stanza hostel koramangala',
    expect: { type: 'Hostel', locality: 'Koramangala', includes: ['Stanza Boys Hostel @ Koramangala'] },
  },

  // Just a type, or filler.
  { query: 'pg near me', expect: { type: 'PG', atLeast: 57 } },
  { query: 'hostels', expect: { type: 'Hostel', atLeast: 39 } },
  { query: 'looking for a cheap pg accommodation in pune', expect: { city: 'Pune', type: 'PG', atLeast: 8 } },
];

/** Why an answer fails its case ([] when it passes). */
export function relevanceFailures(relevanceCase: RelevanceCase, answer: SearchAnswer): string[] {
  const { expect } = relevanceCase;
  const failures: string[] = [];
  const every = (what: string, ok: (listing: Listing) => boolean) => {
    const bad = answer.data.filter((listing) => !ok(listing));
    if (bad.length)
      failures.push(
        `${what}: ${bad
          .slice(0, 3)
          .map((listing) => `${listing.accommodation_name} @ ${listing.locality}, ${listing.city_name}`)
          .join('; ')}`,
      );
  };
  if (expect.city) every(`not in ${expect.city}`, (listing) => listing.city_name === expect.city);
  if (expect.locality) every(`not in ${expect.locality}`, (listing) => listing.locality === expect.locality);
  if (expect.type) every(`not a ${expect.type}`, (listing) => listing.property_type === expect.type);
  if (expect.gender)
    every(`not ${expect.gender}`, (listing) => listing.accommodation_gender === expect.gender);
  if (expect.category)
    every(`not for ${expect.category}`, (listing) =>
      String(listing.accommodation_occupation).includes(expect.category!),
    );
  if (expect.diet === 'Veg') every('not pure veg', (listing) => listing.food_type === 'Veg');
  if (expect.diet === 'Non-Veg')
    every('serves no non-veg', (listing) => ['Non-Veg', 'Both'].includes(String(listing.food_type)));
  if (expect.withFood) every('serves no meals', (listing) => listing.food_meals.length > 0);
  if (expect.maxPrice !== undefined)
    every(`over Rs. ${expect.maxPrice}`, (listing) => (listing.monthly_charge_min ?? 0) <= expect.maxPrice!);
  if (expect.minPrice !== undefined)
    every(`under Rs. ${expect.minPrice}`, (listing) => (listing.monthly_charge_min ?? 0) >= expect.minPrice!);
  if (expect.withinKm !== undefined)
    every(
      `not within ${expect.withinKm} km`,
      (listing) => listing.distance_km !== undefined && listing.distance_km <= expect.withinKm!,
    );
  if (expect.nameHas)
    every(`name without ${expect.nameHas}`, (listing) =>
      listing.accommodation_name.includes(expect.nameHas!),
    );
  for (const locality of expect.notLocality ?? [])
    every(`in ${locality}`, (listing) => listing.locality !== locality);
  if (expect.place !== undefined && answer.interpreted?.place?.name !== expect.place)
    failures.push(`read as ${answer.interpreted?.place?.name ?? 'no place'}, not ${expect.place}`);
  if (expect.rest !== undefined && (answer.interpreted?.rest ?? null) !== expect.rest)
    failures.push(`words left "${answer.interpreted?.rest}", not "${expect.rest}"`);
  if (expect.atLeast !== undefined && answer.total < expect.atLeast)
    failures.push(`${answer.total} results, fewer than ${expect.atLeast}`);
  const shown = new Set(answer.data.map((listing) => `${listing.accommodation_name} @ ${listing.locality}`));
  for (const name of expect.includes ?? []) if (!shown.has(name)) failures.push(`${name} missing`);
  if (answer.total === 0 && !answer.way_out) failures.push('empty, with no way out');
  if (
    expect.nearbyIncludes &&
    !answer.way_out?.nearby.some((nearby) => nearby.name === expect.nearbyIncludes)
  )
    failures.push(`no way out to ${expect.nearbyIncludes}`);
  return failures;
}
