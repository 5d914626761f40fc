// When a page's network is quiet: no request in flight for QUIET_MS. Not Playwright's `networkidle`: that is a
// load event, fired once, and on a 4x slower CPU it fired while the page was still parsing its first scripts (no
// request in flight for 500 ms), seconds before home's search box and the idle prefetch had started; waiting
// for it later returned at once.

/** How long no request may be in flight before the network counts as quiet (as Playwright's networkidle). */
export const QUIET_MS = 500;

const trackers = new WeakMap();

/** Starts counting `page`'s requests in flight; call before its first navigation. */
export function trackRequests(page) {
  const state = { open: 0, lastChange: performance.now() };
  const change = (delta) => {
    state.open += delta;
    state.lastChange = performance.now();
  };
  page.on('request', () => change(1));
  page.on('requestfinished', () => change(-1));
  page.on('requestfailed', () => change(-1));
  trackers.set(page, state);
}

/** Resolves once no request of `page` (tracked by trackRequests) has been in flight for QUIET_MS, or at `timeout`. */
export async function networkQuiet(page, timeout = 120_000) {
  const state = trackers.get(page);
  if (!state) throw new Error('networkQuiet: trackRequests(page) was not called before the navigation');
  const until = performance.now() + timeout;
  while (performance.now() < until) {
    if (state.open <= 0 && performance.now() - state.lastChange >= QUIET_MS) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
