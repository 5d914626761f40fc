import { apiRequest } from '@basera/shared';
import { RATINGS_API } from '@basera/shared/rules';
import type { ReviewInviteInput } from '@basera/shared/schemas';
import { useSWRConfig } from 'swr';

/** The answer: RATING_MESSAGES.inviteSent. */
export interface SendInvitationAnswer {
  status?: boolean;
  message?: string;
}

/**
 * POST /own-property/{id}/review-invitations { contact }: mails or texts the resident a link to review the
 * listing ("Stayed here"); the same contact again renews the link. 422 on `contact` (the owner's own email or
 * phone), 409 when the listing is not live, 429 past the day's invitations.
 */
export const sendInvitation = (propertyId: number, input: ReviewInviteInput) =>
  apiRequest<SendInvitationAnswer>(RATINGS_API.invite(propertyId), { body: input });

/** Sends it, then reads the listing's invitations again (the new one at the top). Errors are the caller's. */
export function useSendInvitation() {
  const { mutate } = useSWRConfig();
  return async (propertyId: number, input: ReviewInviteInput) => {
    const answer = await sendInvitation(propertyId, input);
    await mutate(RATINGS_API.invite(propertyId));
    return answer;
  };
}
