/** The freshness promise: a listing change shows in every public read within this long (ms). */
export const FRESHNESS_MS = 5000;

interface Entry {
  value: Promise<unknown>;
  /** When the computation started: its data is at most `now - startedAt` old. */
  startedAt: number;
  settled: boolean;
  refreshing: boolean;
}

/**
 * A short-lived, in-process cache of public reads (home, result pages, listing details), the same for every
 * viewer: nothing user-specific is ever stored here (shortlist flags are merged after, per request).
 *
 * Freshness: a listing write through this API instance clears every entry before its response is sent
 * (`invalidate`), so the writer's next read is fresh. What the instance cannot see (another instance's write,
 * a subscription running out at its `expires_at`) shows within FRESHNESS_MS: an entry is served as it is for
 * `ttlMs`, then, until FRESHNESS_MS after its computation started, served while one request refreshes it in
 * the background (so that nobody waits for the refresh), and past that never again. Concurrent misses of one
 * key share a single computation.
 */
export class PublicCache {
  private readonly entries = new Map<string, Entry>();
  private generation = 0;

  constructor(private readonly options: { ttlMs: number; maxEntries: number; now?: () => number }) {}

  private now() {
    return this.options.now?.() ?? Date.now();
  }

  /** The cached value of `key`, or `compute()`'s. A ttl of 0 turns caching off. */
  get<T>(key: string, compute: () => Promise<T>): Promise<T> {
    if (this.options.ttlMs <= 0) return compute();
    const now = this.now();
    const hit = this.entries.get(key);
    if (hit && now - hit.startedAt < this.options.ttlMs) return hit.value as Promise<T>;
    if (hit?.settled && now - hit.startedAt < FRESHNESS_MS) {
      if (!hit.refreshing) {
        hit.refreshing = true;
        this.start(key, compute, { background: true }).value.catch(() => {
          hit.refreshing = false;
        });
      }
      return hit.value as Promise<T>;
    }
    return this.start(key, compute, { background: false }).value as Promise<T>;
  }

  /**
   * Runs `compute` for `key`. Waited for, it is stored at once (later requests share it); in the background,
   * it replaces the stale entry only once it has its answer. Nothing is stored after a listing write cleared
   * the cache meanwhile.
   */
  private start(key: string, compute: () => Promise<unknown>, { background }: { background: boolean }) {
    const generation = this.generation;
    const startedAt = this.now();
    const entry: Entry = { value: compute(), startedAt, settled: false, refreshing: false };
    if (!background) this.store(key, entry);
    entry.value.then(
      () => {
        entry.settled = true;
        if (this.generation === generation && this.entries.get(key) !== entry) this.store(key, entry);
      },
      // A failed computation is not kept: the next request tries again.
      () => {
        if (this.entries.get(key) === entry) this.entries.delete(key);
      },
    );
    return entry;
  }

  private store(key: string, entry: Entry) {
    this.entries.delete(key);
    this.entries.set(key, entry);
    // Map order is insertion order: the oldest entry goes first when the cache is full.
    if (this.entries.size > this.options.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }

  /** Drops every entry: called when a listing changes. A computation under way serves only its own waiters. */
  invalidate() {
    this.generation += 1;
    this.entries.clear();
  }
}

/** The key of a parsed query: fields sorted by name, lists sorted, so that equal queries share one entry. */
export function cacheKey(kind: string, query: Record<string, unknown>) {
  const fields = Object.keys(query)
    .sort()
    .filter((field) => query[field] !== undefined)
    .map((field) => {
      const value = query[field];
      return [field, Array.isArray(value) ? [...value].sort() : value];
    });
  return `${kind}:${JSON.stringify(fields)}`;
}
