import { ADMIN_API, apiFetcher } from '@basera/shared';
import useSWR from 'swr';
import type { AdminListingSummary } from '../../listings/api/getListings';
import type { Report } from '../../reports/api/getReports';
import type { AdminUserSummary } from './getUsers';

export interface AdminUserThread {
  id: number;
  listing_name: string;
  other_party: string;
  last_message_at: string | null;
}

/** An account event (sign-in, password change, ban, ...), newest first. */
export interface AccountEvent {
  kind: string;
  detail: string | null;
  ip: string | null;
  created_at: string;
}

/** GET /admin/users/:id: the account and everything it touched. */
export interface AdminUserDetail {
  user: AdminUserSummary & { ban_reason: string | null; avatar: string | null };
  listings: AdminListingSummary[];
  threads: AdminUserThread[];
  reports_made: Report[];
  reports_received: Report[];
  events: AccountEvent[];
}

export interface UserAnswer {
  status?: boolean;
  data: AdminUserDetail;
}

export function useAdminUser(id: number) {
  const answer = useSWR<UserAnswer>(Number.isSafeInteger(id) ? ADMIN_API.user(id) : null, apiFetcher);
  return {
    detail: answer.data?.data,
    error: answer.error as unknown,
    isLoading: answer.isLoading && answer.data === undefined,
    reload: () => answer.mutate(),
  };
}
