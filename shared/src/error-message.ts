import { ApiError } from './api-client';
import { isOffline, OFFLINE_MESSAGE } from './online';

/**
 * What to tell the user about a failed call: the server's own message for a 4xx answer (it names what to fix
 * or how long to wait); OFFLINE_MESSAGE when no answer came because the browser is offline; else `fallback`
 * (a server fault, or an error of the page itself).
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message)
    return error.message;
  return isNetworkFailure(error) && isOffline() ? OFFLINE_MESSAGE : fallback;
}

/** No answer at all: the API client's status 0, a failed fetch, or a chunk that could not download. */
function isNetworkFailure(error: unknown): boolean {
  if (error instanceof ApiError) return error.status === 0;
  return error instanceof Error && /fetch|network|chunk|load/i.test(`${error.name} ${error.message}`);
}
