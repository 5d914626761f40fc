import { apiFetcher } from '@basera/shared';
import { ADMIN_API } from '@basera/shared/rules';
import type { AdminListingDetail } from '@basera/shared/types';
import useSWR from 'swr';

/** GET /admin/listings/:id: everything a reviewer needs on one screen. */
export type ListingReview = AdminListingDetail;
export type PriceRange = NonNullable<AdminListingDetail['price_range']>;

export interface ListingReviewAnswer {
  status?: boolean;
  data: ListingReview;
}

export const listingKey = (id: number) => ADMIN_API.listing(id);

export function useListingReview(id: number) {
  const answer = useSWR<ListingReviewAnswer>(Number.isSafeInteger(id) ? listingKey(id) : null, apiFetcher);
  return {
    review: answer.data?.data,
    error: answer.error as unknown,
    isLoading: answer.isLoading && answer.data === undefined,
    reload: () => answer.mutate(),
  };
}
