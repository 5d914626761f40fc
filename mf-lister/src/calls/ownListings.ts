import { apiFetcher } from '@basera/shared';
import { LISTER_API } from '@basera/shared/rules';
import useSWR from 'swr';
import type { OwnListingsResponse } from '../own-listings/model';

/**
 * GET /get-all-properties: every listing of the signed-in Lister, whatever its status (My Listings' key, so the
 * pages that also need the list share one copy).
 */
export function useOwnListings() {
  const answer = useSWR<OwnListingsResponse>(LISTER_API.ownListings, apiFetcher);
  return {
    listings: answer.data?.data.properties,
    error: answer.error as unknown,
    isLoading: answer.isLoading,
    retry: () => void answer.mutate(),
  };
}
