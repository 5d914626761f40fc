import { apiRequest } from '@basera/shared';
import { RATINGS_API } from '@basera/shared/rules';
import type { ReviewInvitationInfo } from '@basera/shared/types';
import useSWR from 'swr';

/** GET /review-invitations/{token} (public): the listing, the owner's first name and the link's state. */
export const getInvitation = (token: string) =>
  apiRequest<{ status: boolean; data: ReviewInvitationInfo }>(RATINGS_API.invitation(token)).then(
    (answer) => answer.data,
  );

export function useInvitation(token: string) {
  return useSWR(token ? ['review-invitation', token] : null, ([, value]) => getInvitation(value), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}
