// When a page has settled: loaded, showing no loading frame, its network quiet and the browser idle. Work that a
// later tap will need (a download, a first render of a closed dialog) waits for it, so it neither competes with
// the page's own start nor lands on the tap itself. Bundled into each app that uses it (not a shared singleton).
import { useEffect, useState } from 'react';

/**
 * How long no resource may have finished downloading before the network counts as quiet: long enough for the
 * page's own follow-up reads to have started, short enough that a reader who pauses a moment after the page
 * shows (half a second) finds the boxes downloaded or downloading (1 s here measured 2.7 s from the tap to the
 * keyword box on Slow 3G: the tap started the download).
 */
export const QUIET_MS = 200;

/** How long after the load event a page may show a loading frame before it counts as settled regardless. */
export const LOADING_GIVE_UP_MS = 10_000;

/**
 * Runs `then` once the page has loaded, shows no loading frame (`aria-busy`), no resource has finished
 * downloading for `quietMs` (the page's own scripts, data and pictures are in) and the browser is idle. Returns
 * a cancel function.
 */
export function whenSettled(then: () => void, quietMs = QUIET_MS): () => void {
  let cancelled = false;
  let timer = 0;
  let idle = 0;
  let lastEnd = performance.now();
  const observer =
    typeof PerformanceObserver === 'function'
      ? new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) {
            lastEnd = Math.max(lastEnd, (entry as PerformanceResourceTiming).responseEnd || entry.startTime);
          }
        })
      : null;
  try {
    observer?.observe({ type: 'resource', buffered: true });
  } catch {
    // No resource timing: the page's load event and the quiet wait alone.
  }
  const run = () => {
    if (cancelled) return;
    observer?.disconnect();
    then();
  };
  let loadedAt = 0;
  const check = () => {
    if (cancelled) return;
    // A page still showing a loading frame (aria-busy) is not settled, however quiet the network is for a moment
    // between its scripts and its data; after LOADING_GIVE_UP_MS it counts as settled anyway.
    const loading =
      document.querySelector('[aria-busy="true"]') !== null &&
      performance.now() - loadedAt < LOADING_GIVE_UP_MS;
    if (loading) lastEnd = performance.now();
    const quietFor = performance.now() - lastEnd;
    if (quietFor < quietMs) {
      timer = window.setTimeout(check, quietMs - quietFor + 50);
      return;
    }
    if (window.requestIdleCallback) idle = window.requestIdleCallback(run, { timeout: 2000 });
    else timer = window.setTimeout(run, 0);
  };
  const afterLoad = () => {
    loadedAt = performance.now();
    timer = window.setTimeout(check, quietMs);
  };
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
  return () => {
    cancelled = true;
    observer?.disconnect();
    window.removeEventListener('load', afterLoad);
    window.clearTimeout(timer);
    if (idle && window.cancelIdleCallback) window.cancelIdleCallback(idle);
  };
}

/**
 * False until the page has settled (whenSettled), then true: a component renders what only a later tap needs,
 * a closed dialog say, once the page's own work is done.
 */
export function useSettled(quietMs = QUIET_MS): boolean {
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    if (settled) return undefined;
    return whenSettled(() => setSettled(true), quietMs);
  }, [settled, quietMs]);
  return settled;
}
