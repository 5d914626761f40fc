import { apiFetcher } from '@basera/shared';
import { RATINGS_API } from '@basera/shared/rules';
import useSWR from 'swr';

/** One invitation the owner sent for a listing: to whom, when (the last send), until when, and whether used. */
export interface SentInvitation {
  /** A lowercased email or the 10 digits of a phone number. */
  contact: string;
  contact_kind: 'email' | 'phone';
  created_at: string;
  expires_at: string;
  accepted: boolean;
}

export interface InvitationsAnswer {
  status?: boolean;
  data: SentInvitation[];
}

/** GET /own-property/{id}/review-invitations: the invitations sent for an own listing, the newest send first. */
export function useInvitations(propertyId: number | null) {
  const answer = useSWR<InvitationsAnswer>(
    propertyId === null ? null : RATINGS_API.invite(propertyId),
    apiFetcher,
  );
  return {
    invitations: answer.data?.data,
    error: answer.error as unknown,
    isLoading: answer.isLoading,
    retry: () => void answer.mutate(),
  };
}
