import { apiFetcher, type ListingLeadStats } from '@basera/shared';
import useSWR from 'swr';

/** GET /leads/stats: every own listing with its last 30 days (views, calls revealed, enquiries) and unread. */
export const LEAD_STATS_PATH = '/leads/stats';

export interface LeadStatsAnswer {
  status?: boolean;
  data: ListingLeadStats[];
}

export function useLeadStats() {
  const answer = useSWR<LeadStatsAnswer>(LEAD_STATS_PATH, apiFetcher);
  return {
    stats: answer.data?.data,
    error: answer.error as unknown,
    isLoading: answer.isLoading,
    retry: () => void answer.mutate(),
  };
}
