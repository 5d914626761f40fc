import { apiFetcher, type ListerDashboard } from '@basera/shared';
import { NOTIFY_API } from '@basera/shared/rules';
import useSWR from 'swr';

export interface DashboardAnswer {
  status?: boolean;
  data: ListerDashboard;
}

/** GET /lister/dashboard: today's visits, unread leads, listings expiring soon, drafts, and the last 30 days. */
export function useDashboard() {
  const answer = useSWR<DashboardAnswer>(NOTIFY_API.dashboard, apiFetcher);
  return {
    dashboard: answer.data?.data,
    error: answer.error as unknown,
    isLoading: answer.isLoading,
    retry: () => void answer.mutate(),
  };
}
