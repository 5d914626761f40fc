import { INSTANT_ALERT_MINUTES } from '@basera/shared/schemas';
import type { FastifyInstance } from 'fastify';
import { startPeriodic } from '../jobs/periodic';
import { alertFreedBeds, alertSearch, digestDueAt, markAllPublished } from './alerts';

/** How often the sweep runs: the backstop of the instant hooks, and the daily digest's clock. */
export const ALERT_SWEEP_MS = 60_000;

/**
 * One sweep at the app's clock: listings public but never marked published are marked (a path without a hook);
 * every saved search not paused is alerted if due (instant ones whose hour has passed, daily ones at the digest
 * hour); every listing with waiting bed alerts and a free bed tells them. Returns how many notices went.
 */
export async function sweepAlerts(app: FastifyInstance): Promise<number> {
  const deps = app.deps;
  const now = deps.clock();
  await markAllPublished(deps.db, now);
  let sent = 0;
  // Only searches that may be due: daily ones once a day at the digest hour (checked even when nothing is new, so
  // the day's digest is not sent later in the day); instant ones past their hour and only when something was
  // published since their last alert (the index on published_at answers that): a quiet minute costs one query.
  const searches = await deps.db.query<{ id: string | number }>(
    `SELECT s.id FROM saved_searches s
      WHERE NOT s.paused AND s.alerted_through < $1
        AND CASE WHEN s.alert = 'instant'
                 THEN s.last_alerted_at IS NULL OR s.last_alerted_at <= $1 - make_interval(mins => $3)
                 ELSE $1 >= $2 AND (s.last_alerted_at IS NULL OR s.last_alerted_at < $2) END
        AND (s.alert = 'daily'
             OR EXISTS (SELECT 1 FROM properties p WHERE p.published_at > s.alerted_through AND p.published_at <= $1))
      ORDER BY s.id`,
    [now, digestDueAt(now), INSTANT_ALERT_MINUTES],
  );
  for (const { id } of searches.rows) {
    try {
      if (await alertSearch(deps, Number(id), now)) sent += 1;
    } catch (error) {
      app.log.error({ err: error, savedSearch: id }, 'saved-search alert failed');
    }
  }
  const beds = await deps.db.query<{ property_id: string | number }>(
    'SELECT DISTINCT property_id FROM bed_alerts WHERE notified_at IS NULL',
  );
  for (const { property_id } of beds.rows) {
    try {
      sent += await alertFreedBeds(deps, Number(property_id));
    } catch (error) {
      app.log.error({ err: error, listing: property_id }, 'bed alert failed');
    }
  }
  return sent;
}

/**
 * Starts the alert sweep (main.ts, once the database is migrated): now, then every `everyMs`. Returns a stop
 * function; closing the app stops it too, after the sweep in flight.
 */
export function startAlertSweeper(app: FastifyInstance, everyMs = ALERT_SWEEP_MS): () => void {
  return startPeriodic(app, 'alert sweep', everyMs, () => sweepAlerts(app));
}
