import { apiFetcher } from '@basera/shared';
import { ADMIN_API } from '@basera/shared/rules';
import type { AdminUserDetail } from '@basera/shared/schemas';
import useSWR from 'swr';

export type { AdminUserDetail } from '@basera/shared/schemas';
export type AdminUserThread = AdminUserDetail['threads'][number];
export type AccountEvent = AdminUserDetail['events'][number];

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
