import { CHOOSE, LISTING_TYPE_INFO, toListingType } from '@basera/shared';
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
  /** '1': only listings with a bed free today. */
  'beds_free_now',
  'sort',
  'page',
] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];
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

/** New query string after changing some keys; a filter change goes back to page 1. */
export function writeSearch(current: URLSearchParams, changes: SearchState): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined || value === '' || value === CHOOSE) next.delete(key);
    else next.set(key, value);
  }
  if (!('page' in changes)) next.delete('page');
  return next;
}

/** The "Beds free now" box: '1' when on; off removes the key, so the URL stays short. */
export const bedsFreeNow = (on: boolean): SearchState => ({ beds_free_now: on ? '1' : undefined });

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
