import { apiFetcher, type OwnListing } from '@basera/shared';
import { LISTER_API } from '@basera/shared/rules';
import useSWR from 'swr';

/** GET /get-own-property/{id}: one own listing with every step's data, to resume or edit. */
export interface OwnListingAnswer {
  status?: boolean;
  data: { property: OwnListing; photoPath?: string };
}

/** The swr key of an own listing (step saves write their answer there). */
export const ownListingKey = (postId: number) => LISTER_API.ownListing(postId);

export function useOwnListing(postId: number | null) {
  return useSWR<OwnListingAnswer>(postId ? ownListingKey(postId) : null, apiFetcher, {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}
