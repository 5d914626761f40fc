import { ADMIN_API, apiFetcher } from '@basera/shared';
import type { AdminListingSummary } from '@basera/shared/types';
import useSWR from 'swr';

export type { AdminListingSummary } from '@basera/shared/types';

/** The review states an operator browses, in the tabs' order. */
export const QUEUE_STATES = ['pending', 'approved', 'rejected', 'suspended'] as const;
export type QueueState = (typeof QUEUE_STATES)[number];

export interface ListingsAnswer {
  status?: boolean;
  data: AdminListingSummary[];
  total: number;
  page: number;
  per_page: number;
}

/** GET /admin/listings?status=&page=: one page of listings in a review state (pending: oldest first). */
export function listingsKey(status: QueueState, page: number): string {
  return `${ADMIN_API.listings}?${new URLSearchParams({ status, page: String(page) })}`;
}

export function useListings(status: QueueState, page: number) {
  const answer = useSWR<ListingsAnswer>(listingsKey(status, page), apiFetcher, { keepPreviousData: true });
  return {
    page: answer.data,
    error: answer.error as unknown,
    isLoading: answer.isLoading && answer.data === undefined,
    retry: () => void answer.mutate(),
  };
}
