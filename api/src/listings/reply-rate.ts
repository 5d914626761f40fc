import { type OwnerReplies, REPLY_RATE_DAYS, REPLY_RATE_MIN_THREADS } from '@basera/shared/schemas';
import type { Queryable } from '../db';

/**
 * An owner's replies over the last REPLY_RATE_DAYS days, from the enquiry threads seekers started on any of
 * their listings: the share answered (percent), and the median time from a thread's start to the owner's first
 * answer (minutes). Null with fewer than REPLY_RATE_MIN_THREADS threads: too few to say anything fair.
 */
export async function ownerReplies(db: Queryable, ownerId: number | null): Promise<OwnerReplies | null> {
  if (ownerId === null) return null;
  const { rows } = await db.query<{ threads: number; replied: number; median: number | string | null }>(
    `SELECT count(*)::int AS threads, count(t.owner_replied_at)::int AS replied,
            percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM t.owner_replied_at - t.created_at) / 60)
              FILTER (WHERE t.owner_replied_at IS NOT NULL) AS median
       FROM enquiry_threads t JOIN properties p ON p.id = t.property_id
      WHERE p.owner_id = $1 AND t.created_at > now() - make_interval(days => $2)`,
    [ownerId, REPLY_RATE_DAYS],
  );
  const { threads, replied, median } = rows[0] ?? { threads: 0, replied: 0, median: null };
  if (threads < REPLY_RATE_MIN_THREADS) return null;
  return {
    rate: Math.round((replied * 100) / threads),
    typical_minutes: median === null ? 0 : Math.max(0, Math.round(Number(median))),
    threads,
  };
}
