import { ApiError, apiRequest, bootOr } from '@basera/shared';
import { preloadRead, servedFresh } from '@basera/shared/preload-read';
import { landingApiPath } from '@basera/shared/rules';
import type { LandingPageData } from '@basera/shared/types';
import useSWR from 'swr';

/** GET /landing-page?path=/pg-in-bengaluru/koramangala: a city or locality page's data; 404 when it has no listing. */
export interface LandingAnswer {
  status: boolean;
  data: LandingPageData;
}

/**
 * The page's read: the answer the shell's HTML carries for this very path (boot data, under the same key
 * landingApiPath builds), else the API. The key is the page's pathname as the browser has it, as the server's.
 */
export const fetchLanding = (key: string) => bootOr(key, (path) => apiRequest<LandingAnswer>(path));

/** Starts the read before the page renders (the shell calls the page module's preload). */
export const preloadLanding = (pathname: string) => {
  const key = landingApiPath(pathname);
  return preloadRead(key, key, (path) => apiRequest<LandingAnswer>(path));
};

/** The landing page's data (nothing read for null); `missing` once the API said there is no such page (404). */
export function useLanding(pathname: string | null) {
  const key = pathname === null ? null : landingApiPath(pathname);
  const { data, error, isLoading, mutate } = useSWR<LandingAnswer>(key, fetchLanding, {
    revalidateOnFocus: false,
    // The answer the server just wrote into the page is shown as it is (preloadRead).
    revalidateIfStale: !servedFresh(key),
  });
  const missing = error instanceof ApiError && error.status === 404;
  return {
    landing: data?.data,
    error: missing ? undefined : error,
    missing,
    isLoading,
    retry: () => mutate(),
  };
}
