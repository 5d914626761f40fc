import { apiFetcher } from '@basera/shared';
import { ADMIN_API } from '@basera/shared/rules';
import type { AdminReviewItem } from '@basera/shared/types';
import useSWR from 'swr';

export interface HiddenReviewsAnswer {
  status?: boolean;
  data: AdminReviewItem[];
  total: number;
  page: number;
  per_page: number;
}

/** GET /admin/reviews?state=hidden&page=: hidden reviews, newest hidden first. */
export function hiddenReviewsKey(page: number): string {
  return `${ADMIN_API.reviews}?${new URLSearchParams({ state: 'hidden', page: String(page) })}`;
}

export function useHiddenReviews(page: number) {
  const answer = useSWR<HiddenReviewsAnswer>(hiddenReviewsKey(page), apiFetcher, { keepPreviousData: true });
  return {
    page: answer.data,
    error: answer.error as unknown,
    isLoading: answer.isLoading && answer.data === undefined,
    retry: () => void answer.mutate(),
    reload: () => answer.mutate(),
  };
}
