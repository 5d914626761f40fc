// A chunk that 404s after a deploy (a tab opened on the previous build asks for a file the new one no longer
// has) reloads the page once, so the visitor gets the new build instead of a Retry that can never work. Runs
// in the shell's entry (the bootstrap chunk itself may be the one missing): imports nothing shared.

/** sessionStorage key: when this tab last reloaded for a missing chunk, per page path. */
export const CHUNK_RELOAD_KEY = 'basera_chunk_reload';
/** At most one such reload per page path in this window. */
export const CHUNK_RELOAD_WINDOW_MS = 5 * 60_000;

/** Webpack's ChunkLoadError (JS or CSS chunk), also when wrapped as another error's cause. */
export function isChunkLoadError(error: unknown): boolean {
  let current = error;
  for (let depth = 0; current && typeof current === 'object' && depth < 4; depth++) {
    const { name, message, cause } = current as { name?: unknown; message?: unknown; cause?: unknown };
    if (name === 'ChunkLoadError') return true;
    if (typeof message === 'string' && /Loading (CSS )?chunk \S+ failed/.test(message)) return true;
    current = cause;
  }
  return false;
}

export type ChunkReloadDecision =
  | { reload: true; reloads: Record<string, number> }
  | { reload: false; reason: 'not-a-chunk-error' | 'offline' | 'no-storage' | 'reloaded-recently' };

export interface ChunkReloadContext {
  /** Online (steadilyOnline): offline, or just back, the page's offline handling waits for the network instead. */
  online: boolean;
  /** location.pathname of the page. */
  path: string;
  now: number;
  /** What sessionStorage holds (path -> time of its last reload); null when sessionStorage cannot be used. */
  reloads: Record<string, number> | null;
}

/**
 * Whether a failed load reloads the page, and what to record first: only a ChunkLoadError, only online, only
 * with a place to record the reload (without one a reload could loop), and only if this path has not reloaded
 * for that reason in the last CHUNK_RELOAD_WINDOW_MS.
 */
export function chunkReloadDecision(error: unknown, context: ChunkReloadContext): ChunkReloadDecision {
  if (!isChunkLoadError(error)) return { reload: false, reason: 'not-a-chunk-error' };
  if (!context.online) return { reload: false, reason: 'offline' };
  if (!context.reloads) return { reload: false, reason: 'no-storage' };
  const last = context.reloads[context.path];
  if (typeof last === 'number' && context.now - last < CHUNK_RELOAD_WINDOW_MS && last <= context.now)
    return { reload: false, reason: 'reloaded-recently' };
  const reloads: Record<string, number> = { [context.path]: context.now };
  // Older marks are dropped: the record stays small.
  for (const [path, at] of Object.entries(context.reloads))
    if (path !== context.path && typeof at === 'number' && context.now - at < CHUNK_RELOAD_WINDOW_MS)
      reloads[path] = at;
  return { reload: true, reloads };
}

export interface ReloadEnvironment {
  storage: () => Storage | null;
  online: () => boolean;
  path: () => string;
  now: () => number;
  reload: () => void;
}

/**
 * A chunk that failed while the network was away can report its error just after the network is back. Within
 * this time of a change in the network (offline or online), a chunk error is the network's, not a deploy's: the
 * page's own retry on reconnecting loads it, and a reload here would throw away what the visitor was doing.
 */
export const NETWORK_SETTLE_MS = 5_000;

let networkChangedAt = Number.NEGATIVE_INFINITY;
if (typeof window !== 'undefined') {
  const changed = () => {
    networkChangedAt = Date.now();
  };
  window.addEventListener('offline', changed);
  window.addEventListener('online', changed);
}

/** Online, and for NETWORK_SETTLE_MS at least: a chunk error now may be a missing file. */
export const steadilyOnline = (now = Date.now()) =>
  navigator.onLine !== false && now - networkChangedAt >= NETWORK_SETTLE_MS;

const browser: ReloadEnvironment = {
  storage: () => window.sessionStorage,
  online: () => steadilyOnline(),
  path: () => window.location.pathname,
  now: Date.now,
  reload: () => window.location.reload(),
};

function readReloads(storage: Storage | null): Record<string, number> | null {
  if (!storage) return null;
  const raw = storage.getItem(CHUNK_RELOAD_KEY);
  if (!raw) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, number>)
      : {};
  } catch {
    return {};
  }
}

/**
 * Reloads the page for a ChunkLoadError when chunkReloadDecision says so, after recording the reload in
 * sessionStorage (a reload that cannot be recorded does not happen). Returns whether it reloads.
 */
export function reloadAfterChunkError(error: unknown, env: ReloadEnvironment = browser): boolean {
  try {
    const storage = env.storage();
    const decision = chunkReloadDecision(error, {
      online: env.online(),
      path: env.path(),
      now: env.now(),
      reloads: readReloads(storage),
    });
    if (!decision.reload || !storage) return false;
    storage.setItem(CHUNK_RELOAD_KEY, JSON.stringify(decision.reloads));
    // Read back: a storage that accepts writes and forgets them would let the next page reload again.
    if (readReloads(storage)?.[env.path()] !== decision.reloads[env.path()]) return false;
    env.reload();
    return true;
  } catch {
    // sessionStorage blocked (a sandboxed frame, cookies off) or full: no record, no reload.
    return false;
  }
}
