import { apiRequest } from '@basera/shared';
import { RATINGS_API } from '@basera/shared/rules';

/**
 * POST /review-invitations/{token}/accept (signed in): binds the link to this account (the same account again is
 * fine) → the listing to review. 409 inviteUsed, 403 inviteOwner, 404/410 inviteInvalid.
 */
export const acceptInvitation = (token: string) =>
  apiRequest<{ status: boolean; data: { property_id: number } }>(RATINGS_API.acceptInvitation(token), {
    method: 'POST',
  });
