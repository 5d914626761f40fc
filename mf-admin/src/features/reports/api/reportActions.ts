import { apiRequest } from '@basera/shared';
import { ADMIN_API } from '@basera/shared/rules';

export interface ReportActionAnswer {
  status: boolean;
  message: string;
}

/** POST /admin/reports/:id/dismiss { reason? }: closes the report without action. */
export function dismissReport(id: number, reason?: string): Promise<ReportActionAnswer> {
  return apiRequest(ADMIN_API.dismissReport(id), { method: 'POST', body: reason ? { reason } : {} });
}

/** POST /admin/reports/:id/suspend-listing { reason }: takes its listing down and closes the report. */
export function suspendFromReport(id: number, reason: string): Promise<ReportActionAnswer> {
  return apiRequest(ADMIN_API.suspendFromReport(id), { method: 'POST', body: { reason } });
}

/** POST /admin/reports/:id/ban-user { reason }: bans the reported user and closes the report. */
export function banFromReport(id: number, reason: string): Promise<ReportActionAnswer> {
  return apiRequest(ADMIN_API.banFromReport(id), { method: 'POST', body: { reason } });
}
