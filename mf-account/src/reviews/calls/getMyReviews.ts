import { apiFetcher } from '@basera/shared';
import { RATINGS_API, REVIEWS_PER_PAGE } from '@basera/shared/rules';
import type { ReviewWithListing } from '@basera/shared/types';
import useSWR from 'swr';

interface MyReviewsAnswer {
  status: boolean;
  data: ReviewWithListing[];
  total: number;
  page: number;
  per_page: number;
}

/** GET /my-reviews?page=: the signed-in user's reviews, newest first, hidden ones with their reason. */
export const myReviewsPath = (page: number) => `${RATINGS_API.mine}?page=${page}`;

export function useMyReviews(page: number) {
  const answer = useSWR<MyReviewsAnswer>(myReviewsPath(page), apiFetcher);
  const total = answer.data?.total ?? 0;
  return {
    reviews: answer.data?.data ?? [],
    total,
    pages: Math.max(1, Math.ceil(total / (answer.data?.per_page || REVIEWS_PER_PAGE))),
    loaded: answer.data !== undefined,
    error: answer.error as unknown,
    retry: () => void answer.mutate(),
  };
}
