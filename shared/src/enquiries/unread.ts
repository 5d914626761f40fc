import { apiFetcher, useAuthStore } from '@basera/shared';
import useSWR from 'swr';
import { ENQUIRY_API } from './paths';

/** How often the unread count is asked for while a page shows it (and again when the tab is back in focus). */
export const UNREAD_REFRESH_MS = 60_000;

/**
 * GET /enquiries/unread: unread messages on the viewer's side(s), 0 when signed out (nothing is asked then).
 * Every badge reads the one cached answer; a thread that is read refreshes it.
 */
export function useUnreadCount(): number {
  const signedIn = useAuthStore((state) => Boolean(state.token));
  const { data } = useSWR<{ status: boolean; data: { unread: number } }>(
    signedIn ? ENQUIRY_API.unread : null,
    apiFetcher,
    { refreshInterval: UNREAD_REFRESH_MS, revalidateOnFocus: true },
  );
  return data?.data?.unread ?? 0;
}
