// Retries a remote's entry once when it fails to download. Runs in the shell's entry: imports nothing shared.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** The query a retried entry carries (`?t=<now>`): a new URL, so no cache (browser, proxy, CDN) answers it. */
export const CACHE_BUST_PARAM = 't';

/** `url` with `?t=<now>` (or `&t=`), replacing an earlier one. */
export function cacheBusted(url: string, now = Date.now()): string {
  try {
    const parsed = new URL(url, typeof location === 'undefined' ? undefined : location.href);
    parsed.searchParams.set(CACHE_BUST_PARAM, String(now));
    return parsed.href;
  } catch {
    return `${url}${url.includes('?') ? '&' : '?'}${CACHE_BUST_PARAM}=${now}`;
  }
}

const offline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

export interface EntryRetryOptions {
  /** The network (window.fetch by default). */
  fetch?: typeof fetch;
  now?: () => number;
}

/**
 * A remote whose manifest (mf-manifest.json) or entry script (remoteEntry.js) failed to download is asked for
 * once more at once, with `?t=<now>`: a deploy caught half-way or a cache that kept a bad answer (a 404, a
 * truncated file) does not leave the section on its Retry screen. A second failure is the page's as before (the
 * section's Retry; offline, shared/src/online.ts waits for the network). Offline there is no second try: it
 * would fail the same way.
 */
export function entryRetryPlugin({
  fetch: fetchImpl = (...args) => fetch(...args),
  now = Date.now,
}: EntryRetryOptions = {}): ModuleFederationRuntimePlugin {
  return {
    name: 'basera-entry-retry',
    // The runtime downloads manifests through this hook (runtime-core SnapshotHandler.getManifestJson).
    async fetch(url, init) {
      let first: unknown;
      try {
        const response = await fetchImpl(url, init);
        if (response.ok) return response;
        first = new Error(`Could not load ${url}: HTTP ${response.status}`);
      } catch (error) {
        first = error;
      }
      if (offline()) throw first;
      const response = await fetchImpl(cacheBusted(url, now()), init);
      if (!response.ok) throw new Error(`Could not load ${url}: HTTP ${response.status}`);
      return response;
    },
    // The entry script failed (the runtime's RUNTIME_008): the runtime offers its loader to load it again.
    async loadEntryError({
      getRemoteEntry,
      origin,
      remoteInfo,
      remoteEntryExports,
      globalLoading,
      uniqueKey,
    }) {
      if (offline()) return undefined;
      // The failed download is the remote's pending load: forget it, so the loader starts a new one.
      delete globalLoading[uniqueKey];
      // Rejects with the second failure, which the runtime then reports instead of the first. (The hook's
      // declared type wraps the result in one promise too many: the runtime awaits one.)
      const retried = getRemoteEntry({
        origin,
        remoteInfo,
        remoteEntryExports,
        getEntryUrl: (entry: string) => cacheBusted(entry, now()),
      }).then((exports) => exports || undefined);
      return retried as never;
    },
  };
}
