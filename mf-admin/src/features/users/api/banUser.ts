import { apiRequest } from '@basera/shared';
import { ADMIN_API } from '@basera/shared/rules';

export interface BanAnswer {
  status: boolean;
  message: string;
}

/** POST /admin/users/:id/ban { reason }: ends every session at once and hides the user's listings. */
export function banUser(id: number, reason: string): Promise<BanAnswer> {
  return apiRequest(ADMIN_API.ban(id), { method: 'POST', body: { reason } });
}

/** POST /admin/users/:id/unban { reason? }. */
export function unbanUser(id: number, reason?: string): Promise<BanAnswer> {
  return apiRequest(ADMIN_API.unban(id), { method: 'POST', body: reason ? { reason } : {} });
}
