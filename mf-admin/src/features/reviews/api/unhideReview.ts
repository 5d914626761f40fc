import { apiRequest } from '@basera/shared';
import { ADMIN_API } from '@basera/shared/rules';

export interface UnhideAnswer {
  status: boolean;
  message: string;
}

/**
 * POST /admin/reviews/:id/unhide { reason? }: the review is back on the listing's page and in its rating.
 * 409 when it is not hidden (any more).
 */
export function unhideReview(id: number, reason?: string): Promise<UnhideAnswer> {
  return apiRequest(ADMIN_API.unhideReview(id), { method: 'POST', body: reason ? { reason } : {} });
}
