import { indianNumber, LISTING_TYPE_INFO, RESULT_SORT_OPTIONS, toListingType } from '@basera/shared';
import { CHOOSE, KEYWORD_SORT, MIN_RATING_FILTER, NEAR_SORT } from '@basera/shared/rules';
import type { KeywordSort } from '@basera/shared/schemas';
import { crumbOf, typeFromPath } from './listing-types';

/** Query keys the results screen keeps in the URL, so a search survives reload, back and sharing. */
export const FILTER_KEYS = [
  'state_id',
  'city_id',
  'location',
  'room_type',
  'gender',
  'category',
  'sharing',
  'ac',
  'occupation',
  'price_with_food',
  /** 'with', 'without' or both: meals served or not. */
  'food',
  /** 'Veg' (pure veg kitchen), 'Non-Veg' (non-veg served) or both. */
  'diet',
  /** The budget, in whole rupees a month: only kept when moved from the slider's ends. */
  'min_price',
  'max_price',
  /** '1': only listings with a bed free today. */
  'beds_free_now',
  /** '1': only listings an operator checked (the "Verified" badge). */
  'verified',
  /** '4': only listings whose reviews average 4 stars or more ("4 ★ and above"). */
  'min_rating',
  /** Near a named place (gazetteer id), with `radius` km (1, 2, 5 or 10; the API's default 5). */
  'place_id',
  /** Near the seeker ("Use my location"): 4 decimals each, with `radius`. */
  'lat',
  'long',
  'radius',
  /** The map's "Search this area": "south,west,north,east". */
  'bbox',
  'sort',
  'page',
  /** 'map': the map view. The front end's alone: never sent to the API. */
  'view',
] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

/** Keys of the URL that are the page's, not the search's: left out of every API call. */
export const FRONT_END_KEYS: readonly string[] = ['view'];

/** The keys of a place or a point: a "where" of the map area or a locality replaces them. */
export const POINT_KEYS = ['place_id', 'lat', 'long', 'radius'] as const satisfies readonly FilterKey[];

/** A search near a place or a point (the API measures distances and sorts nearest first by default). */
export const hasPoint = (search: SearchState) => Boolean(search.place_id || (search.lat && search.long));
export type SearchState = Partial<Record<FilterKey | 'search', string>>;

/**
 * The URL's search, with the route's type (/hostel, /search_pg) as the room type unless the query names one.
 * A known room type in any spelling ('pg', 'PG', 'Room Sharing') reads as the search box's option value ('Pg',
 * 'Room'), the one its select shows and the URL keeps.
 */
export function readSearch(pathname: string, params: URLSearchParams): SearchState {
  const state: SearchState = {};
  for (const key of [...FILTER_KEYS, 'search'] as const) {
    const value = params.get(key);
    if (value && value !== CHOOSE) state[key] = value;
  }
  const type = state.room_type
    ? toListingType(state.room_type)
    : !state.search && pathname !== '/PG' && typeFromPath(pathname);
  if (type) state.room_type = LISTING_TYPE_INFO[type].option.value;
  return state;
}

/**
 * New query string after changing some keys; a filter change goes back to page 1. A sort that no longer fits
 * leaves with the filter that allowed it: nearest first without a place or point, best match without words.
 */
export function writeSearch(current: URLSearchParams, changes: SearchState): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined || value === '' || value === CHOOSE) next.delete(key);
    else next.set(key, value);
  }
  if (!('page' in changes)) next.delete('page');
  const sort = next.get('sort');
  const after = Object.fromEntries(next) as SearchState;
  if (sort === NEAR_SORT.value && !hasPoint(after)) next.delete('sort');
  if (sort === KEYWORD_SORT.value && !after.search) next.delete('sort');
  return next;
}

/**
 * A keyword search's URL once the API has read its words (`interpreted`): every understood word becomes its
 * URL filter, and `search` keeps only the words left (none: no keyword at all). Keys already in the URL win.
 */
export function interpretedParams(
  current: URLSearchParams,
  interpreted: { filters: Record<string, string>; rest: string },
): URLSearchParams {
  const next = new URLSearchParams(current);
  next.delete('search');
  for (const [key, value] of Object.entries(interpreted.filters))
    if (value && [null, '', CHOOSE].includes(next.get(key))) next.set(key, value);
  const rest = interpreted.rest.trim();
  if (rest) next.set('search', rest);
  else if (next.get('sort') === KEYWORD_SORT.value) next.delete('sort');
  return next;
}

/** The changes that put the search near nothing: no place, no point, no radius. */
export const clearPoint = (): SearchState =>
  Object.fromEntries(POINT_KEYS.map((key) => [key, undefined])) as SearchState;

/** The map's "Search this area": the box replaces the place, point, locality, city and state; page 1. */
export const searchArea = ([south, west, north, east]: readonly [number, number, number, number]) => ({
  ...clearPoint(),
  state_id: undefined,
  city_id: undefined,
  location: undefined,
  bbox: [south, west, north, east].map((value) => value.toFixed(4)).join(','),
});

/** A neighbouring locality of an empty result's way out: the same search there (no place, point or area). */
export const nearbyLocality = (place: { name: string; city_id: number; state_id: number }) => ({
  ...clearPoint(),
  bbox: undefined,
  location: place.name,
  city_id: String(place.city_id),
  state_id: String(place.state_id),
});

/**
 * An empty result's "Remove {label}" (the API's way_out.relax key): the budget is both bounds, 'radius' widens a
 * place or point search to 10 km, 'place' drops the place or point; any other key is that URL key, with the keys
 * its chip clears (a city chip takes the locality with it).
 */
export function relaxChange(key: string, chipClears: readonly string[] = []): SearchState {
  if (key === 'budget') return { min_price: undefined, max_price: undefined };
  if (key === 'radius') return { radius: '10' };
  if (key === 'place') return clearPoint();
  return Object.fromEntries([key, ...chipClears].map((one) => [one, undefined]));
}

/** The "Beds free now" box: '1' when on; off removes the key, so the URL stays short. */
export const bedsFreeNow = (on: boolean): SearchState => ({ beds_free_now: on ? '1' : undefined });

/** The "Verified only" box: '1' when on; off removes the key. */
export const verifiedOnly = (on: boolean): SearchState => ({ verified: on ? '1' : undefined });

/** The "4 ★ and above" box: MIN_RATING_FILTER when on; off removes the key. */
export const minRating = (on: boolean): SearchState => ({
  min_rating: on ? String(MIN_RATING_FILTER) : undefined,
});

/** The sidebar's yes-or-no boxes: on when their key is '1'. */
const FLAG_KEYS: readonly FilterKey[] = ['beds_free_now', 'verified'];

/** Adds or removes one value of a comma-joined list (Sharing, AC, Room Occupation checkboxes). */
export function toggleListValue(list: string | undefined, value: string): string | undefined {
  const values = new Set((list ?? '').split(',').filter(Boolean));
  if (values.has(value)) values.delete(value);
  else values.add(value);
  return values.size ? [...values].join(',') : undefined;
}

/** The breadcrumb: the chosen room type wins over the route's (spec: picking a type updates it). */
export function breadcrumbFor(pathname: string, search: SearchState): string {
  if (search.room_type) {
    const type = toListingType(search.room_type);
    return type ? crumbOf(type) : search.room_type.toUpperCase();
  }
  return crumbOf(typeFromPath(pathname));
}

/** The filters of the sidebar: what "Clear all" clears (the search box's fields, the keyword and the sort stay). */
export const SIDEBAR_KEYS = [
  'min_price',
  'max_price',
  'food',
  'diet',
  'beds_free_now',
  'verified',
  'min_rating',
  'sharing',
  'ac',
  'occupation',
  'price_with_food',
] as const satisfies readonly FilterKey[];

/** The changes that clear every sidebar filter. */
export const clearFilters = (): SearchState =>
  Object.fromEntries(SIDEBAR_KEYS.map((key) => [key, undefined])) as SearchState;

const listSize = (list: string | undefined) => (list ?? '').split(',').filter(Boolean).length;

/** How many sidebar filters are on: each checked box, and the budget (either bound) as one. */
export function activeFilterCount(search: SearchState): number {
  const budget = search.min_price || search.max_price ? 1 : 0;
  return SIDEBAR_KEYS.reduce((n, key) => {
    if (key === 'min_price' || key === 'max_price') return n;
    if (key === 'min_rating') return n + Number(Boolean(search.min_rating));
    return n + (FLAG_KEYS.includes(key) ? Number(search[key] === '1') : listSize(search[key]));
  }, budget);
}

/** Every filter of the phone's filter sheet: the main ones (type, gender, who, budget) and the sidebar's. */
export const SHEET_KEYS = [
  'room_type',
  'gender',
  'category',
  ...SIDEBAR_KEYS,
] as const satisfies readonly FilterKey[];

/** The phone's "Filters (n)": the sidebar's count, and gender and who when chosen. */
export const sheetFilterCount = (search: SearchState) =>
  activeFilterCount(search) + Number(Boolean(search.gender)) + Number(Boolean(search.category));

/** The URL changes that make the search's sheet filters those of `draft` (a key the draft lacks leaves). */
export const sheetChanges = (draft: SearchState, current: SearchState): SearchState =>
  Object.fromEntries(
    SHEET_KEYS.filter((key) => draft[key] !== current[key]).map((key) => [key, draft[key]]),
  ) as SearchState;

/**
 * The budget slider's ends and step, in rupees a month. Seeded listings ask Rs. 2,500 (a mess) to Rs. 23,500
 * (a PG with AC); the top end means "and above", so a dearer listing is never hidden by an untouched slider.
 */
export const BUDGET = { min: 0, max: 25_000, step: 500 } as const;

const clampToBudget = (value: string | undefined, fallback: number) => {
  const n = Number(value);
  return value && Number.isFinite(n) ? Math.min(BUDGET.max, Math.max(BUDGET.min, n)) : fallback;
};

/** The slider's two values from the URL (an end when the URL has none). */
export const budgetOf = (search: SearchState): [number, number] => [
  clampToBudget(search.min_price, BUDGET.min),
  clampToBudget(search.max_price, BUDGET.max),
];

/** The URL changes of a budget: a bound at its end is no bound, so it leaves the URL. */
export const budgetChange = ([low, high]: readonly number[]): SearchState => ({
  min_price: low !== undefined && low > BUDGET.min ? String(low) : undefined,
  max_price: high !== undefined && high < BUDGET.max ? String(high) : undefined,
});

/** "Rs. 5,000"; the top end "Rs. 25,000+" (it means "and above"). */
export const budgetAmount = (value: number) => `Rs. ${indianNumber(value)}${value >= BUDGET.max ? '+' : ''}`;

/** "Rs. 5,000 – Rs. 15,000", "Rs. 0 – Rs. 25,000+". */
export const budgetLabel = ([low, high]: readonly [number, number]) =>
  `${budgetAmount(low)} – ${budgetAmount(high)}`;

/**
 * The sort options: keyword results may also (and by default) be sorted by best match; a search near a place or
 * a point may be (and by default is) nearest first.
 */
export const sortOptionsFor = (search: SearchState) => [
  ...(search.search ? [KEYWORD_SORT] : []),
  ...(hasPoint(search) ? [NEAR_SORT] : []),
  ...RESULT_SORT_OPTIONS,
];

/** The sort a search has when the URL names none. */
export const defaultSort = (search: SearchState): KeywordSort =>
  search.search ? KEYWORD_SORT.value : hasPoint(search) ? NEAR_SORT.value : 'newest';

/** The page title: the type as people read it ("PG listings", "Room Sharing listings"), or the keyword. */
export function resultsTitle(pathname: string, search: SearchState): string {
  if (search.search) return `Results for "${search.search}"`;
  const type = search.room_type ? toListingType(search.room_type) : typeFromPath(pathname);
  return type ? `${LISTING_TYPE_INFO[type].label} listings` : 'All listings';
}

/**
 * What a city or locality landing page keeps in its own address (/pg-in-bengaluru?sort=price_asc&page=2): the
 * page, the sort and the map view. Any other change is another search: it goes to the typed results route.
 */
export const LANDING_PAGE_KEYS: readonly string[] = ['page', 'sort', 'view'];

/** A landing page's search: its fixed search (null while the page's data loads) with the URL's page, sort and view. */
export function landingSearch(fixed: SearchState | null, params: URLSearchParams): SearchState {
  const state = readSearch('/list', new URLSearchParams(Object.entries(fixed ?? {}) as [string, string][]));
  for (const key of LANDING_PAGE_KEYS) {
    const value = params.get(key);
    if (value) state[key as FilterKey] = value;
  }
  return state;
}

/** A landing address's own query: its page, sort and view (any other key there is no part of its search). */
export const landingParams = (params: URLSearchParams) =>
  new URLSearchParams([...params].filter(([key]) => LANDING_PAGE_KEYS.includes(key)));

/** Changes a landing page keeps on its own address (page, sort, view), not a new search. */
export const staysOnLanding = (changes: SearchState) =>
  Object.keys(changes).every((key) => LANDING_PAGE_KEYS.includes(key));

/**
 * The typed results route of a search after some changes, with the whole search in its query: a landing page's
 * search with a filter added (/pg-in-bengaluru + Girls -> /pg?state_id=1&city_id=10&gender=Female). The route
 * names the type (/pg), else /list.
 */
export function typedResultsAddress(search: SearchState, changes: SearchState): string {
  const entries = Object.entries(search).filter((entry): entry is [string, string] => Boolean(entry[1]));
  const next = writeSearch(new URLSearchParams(entries), changes);
  const type = toListingType(next.get('room_type'));
  if (type) next.delete('room_type');
  const path = type ? `/${LISTING_TYPE_INFO[type].slug}` : '/list';
  const query = next.toString();
  return query ? `${path}?${query}` : path;
}
