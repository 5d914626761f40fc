import { CHOOSE } from '@basera/shared';
import { typeFromPath } from './listing-types';

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
  'sort',
  'page',
] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];
export type SearchState = Partial<Record<FilterKey | 'search', string>>;

const PATH_ROOM_TYPE: Record<string, string> = { pg: 'Pg', hostel: 'Hostel', mess: 'Mess', room: 'Room' };

/** The URL's search, with the route's type (/hostel, /search_pg) as the room type unless the query names one. */
export function readSearch(pathname: string, params: URLSearchParams): SearchState {
  const state: SearchState = {};
  for (const key of [...FILTER_KEYS, 'search'] as const) {
    const value = params.get(key);
    if (value && value !== CHOOSE) state[key] = value;
  }
  const pathType = typeFromPath(pathname);
  if (!state.room_type && pathType && !state.search && pathname !== '/PG')
    state.room_type = PATH_ROOM_TYPE[pathType];
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

/** Adds or removes one value of a comma-joined list (Sharing, AC, Room Occupation checkboxes). */
export function toggleListValue(list: string | undefined, value: string): string | undefined {
  const values = new Set((list ?? '').split(',').filter(Boolean));
  if (values.has(value)) values.delete(value);
  else values.add(value);
  return values.size ? [...values].join(',') : undefined;
}

/** The breadcrumb: the chosen room type wins over the route's (spec: picking a type updates it). */
export function breadcrumbFor(pathname: string, search: SearchState): string {
  if (search.room_type) return search.room_type === 'Room' ? 'ROOM' : search.room_type.toUpperCase();
  return typeFromPath(pathname)?.toUpperCase() ?? 'LIST';
}
