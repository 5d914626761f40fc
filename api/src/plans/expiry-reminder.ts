import { EXPIRY_REMINDER_DAYS, PLAN_MESSAGES } from '@basera/shared/schemas';
import type { FastifyInstance } from 'fastify';
import { startPeriodic } from '../jobs/periodic';
import type { Notice } from '../notify/notifier';
import { indiaDate } from '../routes/lister/common';

/** How often the sweep looks for listings about to leave search: reminders are a matter of days, not minutes. */
export const EXPIRY_SWEEP_MS = 15 * 60_000;

/** Where the reminder takes the owner: My Listings, with its Renew button. */
export const MY_LISTINGS_PATH = '/user/view-all-listing';

/** The notifications kind of the reminder (migration 022). */
const EXPIRY_NOTICE_KIND: Notice['kind'] = 'listing_expiry';

/** The reminder's identity: one per listing and subscription period (its expiry's India date). */
export const expiryKey = (propertyId: number, expiresAt: Date) =>
  `expiry:${propertyId}:${new Date(expiresAt.getTime() + 330 * 60_000).toISOString().slice(0, 10)}`;

/**
 * One pass at `now` (the app's clock): every public listing leaving search within EXPIRY_REMINDER_DAYS whose
 * owner was not yet reminded of this expiry gets one notice (PLAN_MESSAGES.expirySoon) through the notifier.
 * The expiry reminded of is written in expiry_reminded_for in the same transaction as the notice, under the
 * row's lock: a renewal (a new expires_at) makes a new period with its own reminder; two API instances, or a
 * retry, never remind twice. Returns how many listings were reminded.
 */
export async function sweepExpiryReminders(app: FastifyInstance, now = app.deps.clock()): Promise<number> {
  const { db, notifier } = app.deps;
  // The public rule (listings/states.ts PUBLIC_LISTING) at `now`: only a listing in search can leave it.
  const { rows } = await db.query<{ id: number | string }>(
    `SELECT p.id FROM properties p
      WHERE p.status = 'active' AND p.review = 'approved' AND NOT p.owner_banned AND p.owner_id IS NOT NULL
        AND p.expires_at > $1 AND p.expires_at <= $1 + make_interval(days => $2)
        AND p.expiry_reminded_for IS DISTINCT FROM p.expires_at
      ORDER BY p.expires_at, p.id`,
    [now, EXPIRY_REMINDER_DAYS],
  );
  let reminded = 0;
  for (const { id } of rows) {
    try {
      const sent = await db.transaction(async (tx) => {
        const listing = (
          await tx.query<{ owner_id: number | string; accommodation_name: string; expires_at: Date }>(
            `UPDATE properties SET expiry_reminded_for = expires_at
              WHERE id = $1 AND expiry_reminded_for IS DISTINCT FROM expires_at
          RETURNING owner_id, accommodation_name, expires_at`,
            [id],
          )
        ).rows[0];
        if (!listing) return false;
        const name = listing.accommodation_name;
        const text = PLAN_MESSAGES.expirySoon(name, indiaDate(listing.expires_at));
        await notifier.notify(
          {
            userId: Number(listing.owner_id),
            kind: EXPIRY_NOTICE_KIND,
            key: expiryKey(Number(id), new Date(listing.expires_at)),
            subject: PLAN_MESSAGES.expirySubject(name),
            text,
            short: text,
            link: MY_LISTINGS_PATH,
          },
          tx,
        );
        return true;
      });
      if (sent) reminded += 1;
    } catch (error) {
      // Tried again on the next pass: expiry_reminded_for was not written.
      app.log.error({ err: error, listing: id }, 'expiry reminder failed');
    }
  }
  return reminded;
}

/**
 * Starts the reminder sweep (main.ts, once the database is migrated): now, then every `everyMs`. Returns a stop
 * function; closing the app stops it too, after the pass in flight.
 */
export function startExpiryReminders(app: FastifyInstance, everyMs = EXPIRY_SWEEP_MS): () => void {
  return startPeriodic(app, 'expiry reminder sweep', everyMs, () => sweepExpiryReminders(app));
}
