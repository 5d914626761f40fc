import { apiFetcher } from '@basera/shared';
import { ADMIN_API } from '@basera/shared/rules';
import type { AdminUserSummary } from '@basera/shared/schemas';
import useSWR from 'swr';

export type { AdminUserSummary } from '@basera/shared/schemas';

export interface UsersAnswer {
  status?: boolean;
  data: AdminUserSummary[];
  total: number;
  page: number;
  per_page: number;
}

/** GET /admin/users?q=&page=: q matches email, phone or name; an empty q lists the newest accounts. */
export function usersKey(q: string, page: number): string {
  const query = new URLSearchParams({ page: String(page) });
  if (q) query.set('q', q);
  return `${ADMIN_API.users}?${query}`;
}

export function useUsers(q: string, page: number) {
  const answer = useSWR<UsersAnswer>(usersKey(q, page), apiFetcher, { keepPreviousData: true });
  return {
    page: answer.data,
    /** The list in view answers an earlier search while the new one loads. */
    stale: answer.isLoading && answer.data !== undefined,
    error: answer.error as unknown,
    isLoading: answer.isLoading && answer.data === undefined,
    retry: () => void answer.mutate(),
  };
}
