import { apiFetcher } from '@basera/shared';
import { ADMIN_API, type ReportStatus } from '@basera/shared/rules';
import type { AdminReport } from '@basera/shared/types';
import useSWR from 'swr';

/** A report on a listing or an enquiry thread, with what it is about. */
export type Report = AdminReport;
export type ReportThreadMessage = NonNullable<AdminReport['thread']>['messages'][number];

export interface ReportsAnswer {
  status?: boolean;
  data: Report[];
  total: number;
  page: number;
  per_page: number;
}

/** GET /admin/reports?status=&page= (oldest open first). */
export function reportsKey(status: ReportStatus, page: number): string {
  return `${ADMIN_API.reports}?${new URLSearchParams({ status, page: String(page) })}`;
}

export function useReports(status: ReportStatus, page: number) {
  const answer = useSWR<ReportsAnswer>(reportsKey(status, page), apiFetcher, { keepPreviousData: true });
  return {
    page: answer.data,
    error: answer.error as unknown,
    isLoading: answer.isLoading && answer.data === undefined,
    retry: () => void answer.mutate(),
    reload: () => answer.mutate(),
  };
}
