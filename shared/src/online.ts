// Whether the browser is online, and what waits for the network to come back. A lazy chunk or remote that failed
// offline registers its retry here (`onReconnect`); the 'online' event runs them all, and the banner
// (OfflineBanner) says "Retrying…" until they have settled.

/** What the banner shows: nothing (online), "You're offline", or "Retrying…" just after the network is back. */
export type NetworkPhase = 'online' | 'offline' | 'retrying';

/** What a failed action says when the browser has no network, instead of "Something went wrong". */
export const OFFLINE_MESSAGE = "You're offline. Check your connection and try again.";

/** Shown at least this long after a reconnect, so "Retrying…" can be read even when nothing had failed. */
export const RETRYING_MIN_MS = 1200;

/** True only when the browser says it has no network (navigator.onLine false); unknown counts as online. */
export function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

let phase: NetworkPhase = isOffline() ? 'offline' : 'online';
// A reconnect's generation: a later offline/online pair makes an earlier reconnect's end irrelevant.
let generation = 0;
const listeners = new Set<() => void>();
const tasks = new Set<() => unknown>();

function setPhase(next: NetworkPhase) {
  if (phase === next) return;
  phase = next;
  for (const listener of listeners) listener();
}

/** Runs `task` (once) when the network comes back; its promise keeps "Retrying…" up. Returns a cancel. */
export function onReconnect(task: () => unknown): () => void {
  tasks.add(task);
  return () => tasks.delete(task);
}

function reconnected() {
  generation += 1;
  const mine = generation;
  setPhase('retrying');
  const due = [...tasks];
  tasks.clear();
  const settled = Promise.allSettled(due.map((task) => Promise.resolve().then(task)));
  const shown = new Promise((resolve) => setTimeout(resolve, RETRYING_MIN_MS));
  void Promise.all([settled, shown]).then(() => {
    if (generation === mine && !isOffline()) setPhase('online');
  });
}

function wentOffline() {
  generation += 1;
  setPhase('offline');
}

if (typeof window !== 'undefined') {
  window.addEventListener('online', reconnected);
  window.addEventListener('offline', wentOffline);
}

export const network = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  phase: (): NetworkPhase => phase,
};

/**
 * Loads with `load`; when that fails because the browser is offline, loads again once the network is back
 * (as often as it takes) instead of failing. Any other failure rejects as before. For lazy chunks, remote
 * modules and anything else that only needs the network to succeed.
 */
export function retryWhenOnline<T>(load: () => Promise<T>): Promise<T> {
  return load().catch((error: unknown) => {
    if (!isOffline()) throw error;
    return new Promise<T>((resolve, reject) => {
      onReconnect(() => retryWhenOnline(load).then(resolve, reject));
    });
  });
}
