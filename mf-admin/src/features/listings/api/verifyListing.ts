import { apiRequest } from '@basera/shared';
import { ADMIN_API, type VerifyMethod } from '@basera/shared/rules';

export interface VerifyAnswer {
  status: boolean;
  message: string;
}

/** POST /admin/listings/:id/verify { method, note? }: the "Verified" badge on a live listing. */
export function verifyListing(id: number, method: VerifyMethod, note?: string): Promise<VerifyAnswer> {
  return apiRequest(ADMIN_API.verify(id), { method: 'POST', body: note ? { method, note } : { method } });
}

/** DELETE /admin/listings/:id/verify: takes the badge off. */
export function removeVerification(id: number): Promise<VerifyAnswer> {
  return apiRequest(ADMIN_API.verify(id), { method: 'DELETE' });
}
