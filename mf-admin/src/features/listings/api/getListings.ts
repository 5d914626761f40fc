import { apiFetcher } from '@basera/shared';
import { ADMIN_API } from '@basera/shared/rules';
import type { AdminListingSummary } from '@basera/shared/types';
import useSWR from 'swr';

export type { AdminListingSummary } from '@basera/shared/types';

/** The review states an operator browses, in the tabs' order. */
export const QUEUE_STATES = ['pending', 'approved', 'rejected', 'suspended'] as const;
export type QueueState = (typeof QUEUE_STATES)[number];

/**
 * The queue's tabs: the review states, then the listings whose owner bought the "Verified" check (issue 31),
 * whatever their state.
 */
export const QUEUE_TABS = [...QUEUE_STATES, 'verification'] as const;
export type QueueTab = (typeof QUEUE_TABS)[number];

export interface ListingsAnswer {
  status?: boolean;
  data: AdminListingSummary[];
  total: number;
  page: number;
  per_page: number;
}

/**
 * GET /admin/listings?status=&page=: one page of listings in a review state (pending: oldest first);
 * ?verification=requested: the owners waiting for the Verified check, oldest request first.
 */
export function listingsKey(status: QueueTab, page: number): string {
  const query: Record<string, string> =
    status === 'verification' ? { verification: 'requested' } : { status };
  query.page = String(page);
  return `${ADMIN_API.listings}?${new URLSearchParams(query)}`;
}

export function useListings(status: QueueTab, page: number) {
  const answer = useSWR<ListingsAnswer>(listingsKey(status, page), apiFetcher, { keepPreviousData: true });
  return {
    page: answer.data,
    error: answer.error as unknown,
    isLoading: answer.isLoading && answer.data === undefined,
    retry: () => void answer.mutate(),
  };
}
