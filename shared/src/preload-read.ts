// Not part of the @basera/shared singleton: each app bundles it (its own map of what it filled), so a remote
// that uses it needs no newer shell.
import { mutate, preload } from 'swr';
import { bootOr, takeServedData } from './boot';

/** When each swr key was filled from the page's own HTML (preloadRead). */
const servedAt = new Map<string, number>();

/** How long an answer the server wrote into the page stays fresh: a page mounted in that time does not ask again. */
const SERVED_FRESH_MS = 5_000;

/**
 * Starts swr's read of `key` (the public API read `path`, by `read`) before the page renders, taking what
 * index.html started for it. When the server wrote that answer into the page, it goes into swr's cache at once,
 * and the page's first render shows it. Through a promise, the page rendered its loading state, then again,
 * urgently, when the promise resolved (swr's updates are synchronous): on a phone each was a long task.
 */
export function preloadRead<T>(key: string, path: string, read: (path: string) => Promise<T>): Promise<T> {
  const served = takeServedData<T>(path);
  if (served === undefined) return preload(key, () => bootOr(path, read));
  servedAt.set(key, Date.now());
  return mutate(key, served, { revalidate: false }).then(() => served);
}

/**
 * True while `key`'s answer is the one the server just wrote into the page: the page's hook passes
 * `revalidateIfStale: !servedFresh(key)`, so its mount neither asks again nor renders a second time for the
 * revalidation's end.
 */
export function servedFresh(key: string | null): boolean {
  const at = key === null ? undefined : servedAt.get(key);
  return at !== undefined && Date.now() - at < SERVED_FRESH_MS;
}
