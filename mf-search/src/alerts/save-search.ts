import { SAVED_SEARCH_NAME_MAX } from '@basera/shared/rules';

/** Keys of the results URL that are the page's, not the search's: a saved search leaves them out. */
const PAGE_KEYS = ['page', 'view'];

/** The results page's path and query as a saved search keeps it (no page number, no map view). */
export function savedSearchUrl(pathname: string, params: URLSearchParams): string {
  const kept = new URLSearchParams(params);
  for (const key of PAGE_KEYS) kept.delete(key);
  const query = kept.toString();
  return `${pathname}${query ? `?${query}` : ''}`;
}

/** A saved search's first name: what its chips say ("Koramangala · PG · Girls"), else the page's title. */
export function searchName(chipLabels: readonly string[], title: string): string {
  const name = chipLabels.length ? chipLabels.join(' · ') : title;
  return name.length <= SAVED_SEARCH_NAME_MAX
    ? name
    : `${name.slice(0, SAVED_SEARCH_NAME_MAX - 1).trimEnd()}…`;
}
