import { apiFetcher } from '@basera/shared';
import { RATINGS_API, REVIEWS_PER_PAGE } from '@basera/shared/rules';
import type { ReviewWithListing } from '@basera/shared/types';
import useSWR from 'swr';
import type { ReviewsQuery } from '../model';

/** GET /own-reviews: reviews of the owner's listings, newest first, hidden ones too (their reason set). */
export interface OwnReviewsAnswer {
  status?: boolean;
  data: ReviewWithListing[];
  total: number;
  page: number;
  per_page: number;
}

/** The request (and swr key) of one page: `/own-reviews?page=2&property_id=7`. */
export function ownReviewsKey({ listing, page }: ReviewsQuery): string {
  const query = new URLSearchParams({ page: String(page) });
  if (listing) query.set('property_id', String(listing));
  return `${RATINGS_API.received}?${query}`;
}

/** Whether an swr key is a page of the owner's reviews (the reviews page's, the dashboard's). */
export const isOwnReviewsKey = (key: unknown) =>
  typeof key === 'string' && key.startsWith(`${RATINGS_API.received}?`);

/** One page of the owner's reviews; the page in view stays while the next one loads. */
export function useOwnReviews(query: ReviewsQuery) {
  const answer = useSWR<OwnReviewsAnswer>(ownReviewsKey(query), apiFetcher, { keepPreviousData: true });
  const page = answer.data;
  return {
    page,
    pages: page ? Math.ceil(page.total / (page.per_page || REVIEWS_PER_PAGE)) : 0,
    /** The page in view is an earlier query's while the new one loads. */
    stale: answer.isLoading && page !== undefined,
    error: answer.error as unknown,
    isLoading: answer.isLoading && page === undefined,
    retry: () => void answer.mutate(),
  };
}
