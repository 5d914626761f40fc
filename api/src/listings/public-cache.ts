/**
 * A short-lived, in-process cache of public reads (home, result pages, listing details), the same for every
 * viewer: nothing user-specific is ever stored here (shortlist flags are merged after, per request).
 *
 * Freshness: a listing write through this API instance clears every entry before its response is sent
 * (`invalidate`), so the writer's next read is fresh; anything the instance cannot see (another instance's
 * write, a subscription running out at its `expires_at`) shows after at most `ttlMs`, which the config keeps
 * at or under 5 s. Concurrent misses of one key share a single computation.
 */
export class PublicCache {
  private readonly entries = new Map<string, { value: Promise<unknown>; expires: number }>();

  constructor(private readonly options: { ttlMs: number; maxEntries: number; now?: () => number }) {}

  private now() {
    return this.options.now?.() ?? Date.now();
  }

  /** The cached value of `key`, or `compute()`'s, stored for ttlMs. A ttl of 0 turns caching off. */
  get<T>(key: string, compute: () => Promise<T>): Promise<T> {
    if (this.options.ttlMs <= 0) return compute();
    const now = this.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) return hit.value as Promise<T>;
    if (hit) this.entries.delete(key);
    const value = compute();
    const entry = { value, expires: now + this.options.ttlMs };
    this.entries.set(key, entry);
    // A failed computation is not kept: the next request tries again.
    value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    // Map order is insertion order: the oldest entry goes first when the cache is full.
    if (this.entries.size > this.options.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    return value;
  }

  /** Drops every entry: called when a listing changes. A computation under way serves only its own waiters. */
  invalidate() {
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
