import { indiaToday } from '@basera/shared/schemas';
import type { Queryable } from '../db';

/** Taps on an owner's number a signed-in user may report in an hour (a person calls a few, a script many). */
export const CALLS_PER_HOUR = 60;
export const callsThrottled = (seconds: number) =>
  `Too many calls reported. Please try again in ${Math.max(1, Math.ceil(seconds / 60))} minutes.`;

/**
 * Distinct listings counted between two writes: past it a write starts at once, and counts for further
 * listings are dropped until it has taken the batch, so a flood of ids cannot grow this process's memory.
 */
export const MAX_PENDING_LISTINGS = 10_000;

interface Counts {
  views: number;
  calls: number;
}

/**
 * Views of a listing's page and calls revealed, counted in memory and written in one statement every few
 * seconds: the detail page's hot path (a cached answer) costs no query for them. Each API instance adds its own
 * counts (the write adds, never sets), so any number of instances may run. What an instance had not written
 * when it stopped abruptly is lost: a few seconds of views, an accepted price for a free read.
 */
export class ListingCounters {
  private pending = new Map<number, Counts>();
  private timer: NodeJS.Timeout | null = null;
  private writing: Promise<void> = Promise.resolve();
  /** A write started because the map was full is under way. */
  private draining = false;

  constructor(
    private readonly db: Queryable,
    private readonly flushMs = 10_000,
    private readonly maxPending = MAX_PENDING_LISTINGS,
  ) {}

  view(propertyId: number): void {
    const counts = this.bump(propertyId);
    if (counts) counts.views += 1;
  }

  call(propertyId: number): void {
    const counts = this.bump(propertyId);
    if (counts) counts.calls += 1;
  }

  /** Listings with counts not yet written. */
  get pendingListings(): number {
    return this.pending.size;
  }

  /** The counts of a listing, or null when the map is full (a write is then started, once at a time). */
  private bump(propertyId: number): Counts | null {
    let counts = this.pending.get(propertyId);
    if (!counts) {
      if (this.pending.size >= this.maxPending) {
        this.drain();
        return null;
      }
      counts = { views: 0, calls: 0 };
      this.pending.set(propertyId, counts);
    }
    if (!this.timer && this.flushMs > 0) {
      this.timer = setTimeout(() => {
        this.timer = null;
        void this.flush().catch(() => {});
      }, this.flushMs);
      this.timer.unref();
    }
    return counts;
  }

  private drain(): void {
    if (this.draining) return;
    this.draining = true;
    void this.flush()
      .catch(() => {})
      .finally(() => {
        this.draining = false;
      });
  }

  /** Writes what was counted so far (one statement); later calls wait for an earlier write to end. */
  flush(): Promise<void> {
    const write = this.writing.then(() => this.write());
    this.writing = write.catch(() => {});
    return write;
  }

  private async write(): Promise<void> {
    if (!this.pending.size) return;
    const batch = [...this.pending];
    this.pending = new Map();
    try {
      // Listings deleted meanwhile drop out by the join instead of failing the whole batch.
      await this.db.query(
        `INSERT INTO listing_daily_stats (property_id, day, views, calls)
         SELECT p.id, $4::date, c.views, c.calls
           FROM unnest($1::bigint[], $2::int[], $3::int[]) AS c (id, views, calls)
           JOIN properties p ON p.id = c.id
         ON CONFLICT (property_id, day) DO UPDATE
           SET views = listing_daily_stats.views + excluded.views, calls = listing_daily_stats.calls + excluded.calls`,
        [batch.map(([id]) => id), batch.map(([, c]) => c.views), batch.map(([, c]) => c.calls), indiaToday()],
      );
    } catch (error) {
      // Kept for the next write rather than lost (the database may be back by then), as far as the cap allows.
      for (const [id, counts] of batch) {
        const now = this.bump(id);
        if (!now) continue;
        now.views += counts.views;
        now.calls += counts.calls;
      }
      throw error;
    }
  }

  /** Stops the timer and writes what is left (the app's onClose). */
  async close(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.flush();
  }
}
