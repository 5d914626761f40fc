import { apiRequest, indianNumber } from '@basera/shared';
import { chipCountLabel } from '@basera/shared/chips';
import { SEARCH_COUNT_API } from '@basera/shared/rules';
import { useEffect, useState } from 'react';
import useSWR from 'swr';
import { FRONT_END_KEYS, type SearchState } from '../search-state';

/** How long the sheet waits after the last tap before it asks for a new count. */
export const COUNT_DEBOUNCE_MS = 300;

export interface SearchCount {
  total: number;
  /** More than `total` (the count stops at 1,000, as the results page does). */
  more?: boolean;
}

/** "Show 1 result", "Show 57 results", "Show 1,000+ results". */
export const showResultsLabel = ({ total, more }: SearchCount) =>
  more
    ? `Show ${indianNumber(total)}+ results`
    : `Show ${indianNumber(total)} ${total === 1 ? 'result' : 'results'}`;

/** "1 place", "7 places", "1,000+ places". */
export const placesLabel = ({ total, more }: SearchCount) => chipCountLabel(total, more);

/** The count's query: the search's filters (the words too), without its page, sort or front-end keys. */
export function countQuery(search: SearchState): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [key, value] of Object.entries(search)) {
    if (value && key !== 'page' && key !== 'sort' && !FRONT_END_KEYS.includes(key)) query[key] = value;
  }
  return query;
}

/** `value`, once it has stayed the same for `delay` ms. */
export function useDebounced<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

/**
 * The number of results `search` would have (GET /search-count), asked again a moment after the search stops
 * changing; the last count stays shown while the next one loads. Nothing is asked while `active` is false.
 */
export function useSearchCount(search: SearchState, active = true) {
  const query = new URLSearchParams(countQuery(search)).toString();
  const settled = useDebounced(query, COUNT_DEBOUNCE_MS);
  const { data, isLoading, isValidating } = useSWR<SearchCount & { status: boolean }>(
    active ? `${SEARCH_COUNT_API}?${settled}` : null,
    () =>
      apiRequest<SearchCount & { status: boolean }>(SEARCH_COUNT_API, {
        query: Object.fromEntries(new URLSearchParams(settled)),
      }),
    { keepPreviousData: true, revalidateOnFocus: false },
  );
  return { count: data, loading: isLoading || isValidating || settled !== query };
}
