import { ApiError } from './api-client';

/**
 * What to tell the user about a failed call: the server's own message for a 4xx answer (it names what to fix
 * or how long to wait), else `fallback` (no answer at all, a server fault, or an error of the page itself).
 */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message
    ? error.message
    : fallback;
}
