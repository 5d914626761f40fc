import { type OwnerReplies, REPLY_RATE_DAYS, REPLY_RATE_MIN_THREADS } from '@basera/shared/schemas';
import type { Queryable } from '../db';
import { prepared } from '../db/prepared';

/** An owner's reply figures as counted: threads, those answered, the median minutes to the first answer. */
export interface ReplyCounts {
  threads: number;
  replied: number;
  median: number | string | null;
}

/**
 * The SQL of an owner's reply figures over the last REPLY_RATE_DAYS days (one row: threads, replied, median),
 * for the owner `ownerSql` (a parameter, or a listing's owner_id in a lateral join) and the days `daysSql`. A
 * thread keeps its listing's owner (migration 032), so this reads the owner's recent threads by index alone.
 */
export const replyCountsSql = (ownerSql: string, daysSql: string) =>
  `SELECT count(*)::int AS threads, count(t.owner_replied_at)::int AS replied,
          percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM t.owner_replied_at - t.created_at) / 60)
            FILTER (WHERE t.owner_replied_at IS NOT NULL) AS median
     FROM enquiry_threads t
    WHERE t.owner_id = ${ownerSql} AND t.created_at > now() - make_interval(days => ${daysSql})`;

/** Reply figures as the details page shows them; null with fewer than REPLY_RATE_MIN_THREADS threads. */
export function toOwnerReplies(counts: ReplyCounts | null | undefined): OwnerReplies | null {
  const { threads, replied, median } = counts ?? { threads: 0, replied: 0, median: null };
  if (!threads || threads < REPLY_RATE_MIN_THREADS) return null;
  return {
    rate: Math.round((replied * 100) / threads),
    typical_minutes: median === null ? 0 : Math.max(0, Math.round(Number(median))),
    threads,
  };
}

/**
 * An owner's replies over the last REPLY_RATE_DAYS days, from the enquiry threads seekers started on any of
 * their listings: the share answered (percent), and the median time from a thread's start to the owner's first
 * answer (minutes). Null with fewer than REPLY_RATE_MIN_THREADS threads: too few to say anything fair.
 */
export async function ownerReplies(db: Queryable, ownerId: number | null): Promise<OwnerReplies | null> {
  if (ownerId === null) return null;
  const { rows } = await db.query<ReplyCounts>(prepared(replyCountsSql('$1', '$2')), [
    ownerId,
    REPLY_RATE_DAYS,
  ]);
  return toOwnerReplies(rows[0]);
}
