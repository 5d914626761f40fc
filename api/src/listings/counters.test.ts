import type { Queryable } from '../db';
import { ListingCounters } from './counters';

/** A database that records each batch write (the listing ids written) and can be told to fail. */
function recordingDb() {
  const batches: number[][] = [];
  let failing = false;
  const db = {
    query: async (_sql: string, params: unknown[]) => {
      if (failing) throw new Error('database away');
      batches.push((params[0] as number[]).map(Number));
      return { rows: [], rowCount: 0 };
    },
  } as unknown as Queryable;
  return { db, batches, fail: (on: boolean) => (failing = on) };
}

describe('ListingCounters', () => {
  it('holds at most the cap of distinct listings between writes, and starts a write when full', async () => {
    const { db, batches } = recordingDb();
    const counters = new ListingCounters(db, 0, 100);
    // A flood of ids, far more than the cap, between two timed writes.
    for (let id = 1; id <= 5000; id += 1) counters.call(id);
    expect(counters.pendingListings).toBeLessThanOrEqual(100);
    await counters.close();
    // The first hundred listings were written by the write the full map started; the rest were dropped.
    expect(batches[0]).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
    expect(batches.flat().length).toBeLessThanOrEqual(200);
    // Counts of a listing already held still add up while the map is full.
    for (let i = 0; i < 3; i += 1) counters.view(7);
    expect(counters.pendingListings).toBe(1);
  });

  it('keeps counts of a failed write for the next one, still within the cap', async () => {
    const { db, batches, fail } = recordingDb();
    const counters = new ListingCounters(db, 0, 10);
    for (let id = 1; id <= 10; id += 1) counters.view(id);
    fail(true);
    await expect(counters.flush()).rejects.toThrow('database away');
    expect(counters.pendingListings).toBe(10);
    for (let id = 11; id <= 1000; id += 1) counters.view(id);
    expect(counters.pendingListings).toBeLessThanOrEqual(10);
    fail(false);
    await counters.close();
    expect(batches.at(-1)).toEqual(Array.from({ length: 10 }, (_, i) => i + 1));
  });
});
