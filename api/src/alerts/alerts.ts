import {
  DAILY_DIGEST_HOUR,
  INSTANT_ALERT_MINUTES,
  indiaToday,
  type SavedSearchAlert,
} from '@basera/shared/schemas';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../db';
import { ValidationError } from '../http/errors';
import { bedSummary } from '../listings/serialize';
import { isPublicListing, PUBLIC_LISTING } from '../listings/states';
import type { Notice } from '../notify/notifier';
import { type Arrival, arrivals, matchesListing, type SearchCondition, searchCondition } from './matching';

/**
 * Saved-search alerts and bed alerts (issue 30). A listing's first moment in public is `published_at`; a saved
 * search alerts on listings published after `alerted_through` (the newest arrival it already told about):
 * instant ones at most once per INSTANT_ALERT_MINUTES, right after a listing is published and on every sweep;
 * daily ones in one digest at DAILY_DIGEST_HOUR, India time. Each alert moves `alerted_through` in the same
 * transaction as the notice is recorded (the row is locked), so two API instances never send one twice.
 */

export interface SavedSearchRow {
  id: number | string;
  user_id: number | string;
  name: string;
  url: string;
  alert: SavedSearchAlert;
  paused: boolean;
  last_seen_at: Date | string;
  last_alerted_at: Date | string | null;
  alerted_through: Date | string;
  created_at: Date | string;
}

/** The site path of a listing's page. */
export const listingPath = (id: number) => `/pgdetails/${id}`;

/** When today's digest is due (DAILY_DIGEST_HOUR in India, as an instant), for the India day of `now`. */
export function digestDueAt(now: Date): Date {
  const [y, m, d] = indiaToday(now).split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d, DAILY_DIGEST_HOUR, 0) - 330 * 60_000);
}

const quoted = (name: string) => `"${name}"`;

/** The notice of new matches: one listing links to its page, several to the saved results. */
export function alertNotice(search: SavedSearchRow, found: Arrival[], digest: boolean): Notice {
  const id = Number(search.id);
  const through = found[found.length - 1]!.published_at.toISOString();
  const base = {
    userId: Number(search.user_id),
    kind: 'saved_search' as const,
    key: digest
      ? `saved_search:${id}:digest:${indiaToday(found[found.length - 1]!.published_at)}:${through}`
      : `saved_search:${id}:${through}`,
    optOut: { scope: 'saved_search' as const, targetId: id },
  };
  if (found.length === 1) {
    const [one] = found as [Arrival];
    return {
      ...base,
      subject: `New match for ${quoted(search.name)}: ${one.name}`,
      text: `A new place matches your saved search ${quoted(search.name)}:\n${one.name}`,
      short: `Basera: new match for ${quoted(search.name)}: ${one.name}`,
      link: listingPath(one.id),
    };
  }
  const names = found.slice(0, 5).map((one) => `- ${one.name}`);
  if (found.length > 5) names.push(`and ${found.length - 5} more`);
  return {
    ...base,
    subject: `${digest ? 'Today: ' : ''}${found.length} new matches for ${quoted(search.name)}`,
    text: `${found.length} new places match your saved search ${quoted(search.name)}:\n${names.join('\n')}`,
    short: `Basera: ${found.length} new matches for ${quoted(search.name)}`,
    link: search.url,
  };
}

type Deps = FastifyInstance['deps'];

/**
 * Sends one search's alert if it is due at `now`: an instant search when new matches wait and its last alert is
 * INSTANT_ALERT_MINUTES old; a daily one once a day at the digest hour. Returns whether a notice was recorded.
 */
export async function alertSearch(deps: Deps, searchId: number, now: Date): Promise<boolean> {
  // The search's filters first, outside the transaction: reading a place may query the database (PGlite has
  // one connection, held by the transaction). The URL of a saved search never changes.
  const saved = (
    await deps.db.query<{ url: string }>('SELECT url FROM saved_searches WHERE id = $1', [searchId])
  ).rows[0];
  if (!saved) return false;
  let condition: SearchCondition;
  try {
    condition = await searchCondition(deps.geocoder, saved.url, indiaToday(now));
  } catch (error) {
    // A search that no longer reads (its place left the gazetteer): nothing to tell, nothing to retry.
    if (error instanceof ValidationError) return false;
    throw error;
  }
  return deps.db.transaction(async (tx) => {
    const search = (
      await tx.query<SavedSearchRow>('SELECT * FROM saved_searches WHERE id = $1 AND NOT paused FOR UPDATE', [
        searchId,
      ])
    ).rows[0];
    if (!search) return false;
    const last = search.last_alerted_at ? new Date(search.last_alerted_at) : null;
    const digest = search.alert === 'daily';
    if (digest) {
      const due = digestDueAt(now);
      if (now < due || (last && last >= due)) return false;
    } else if (last && now.getTime() - last.getTime() < INSTANT_ALERT_MINUTES * 60_000) return false;

    const found = await arrivals(tx, condition, search.alerted_through, now);
    if (!found.length) {
      // A digest checked today is done for today, even with nothing to tell.
      if (digest)
        await tx.query('UPDATE saved_searches SET last_alerted_at = $2 WHERE id = $1', [search.id, now]);
      return false;
    }
    await deps.notifier.notify(alertNotice(search, found, digest), tx);
    await tx.query('UPDATE saved_searches SET alerted_through = $2, last_alerted_at = $3 WHERE id = $1', [
      search.id,
      found[found.length - 1]!.published_at,
      now,
    ]);
    return true;
  });
}

/**
 * Marks a listing published (its first moment in public) if it is public now and was never published.
 * Returns whether this call published it.
 */
export async function markPublished(db: Queryable, listingId: number, now: Date): Promise<boolean> {
  const { rows } = await db.query(
    `UPDATE properties p SET published_at = $2 WHERE p.id = $1 AND p.published_at IS NULL AND ${PUBLIC_LISTING}
  RETURNING p.id`,
    [listingId, now],
  );
  return rows.length > 0;
}

/** Every public listing never marked published (a path without its own hook: an owner's ban lifted ...). */
export async function markAllPublished(db: Queryable, now: Date): Promise<number[]> {
  const { rows } = await db.query<{ id: string | number }>(
    `UPDATE properties p SET published_at = $1 WHERE p.published_at IS NULL AND ${PUBLIC_LISTING} RETURNING p.id`,
    [now],
  );
  return rows.map((row) => Number(row.id));
}

/** The instant searches (not paused) that a newly published listing matches: each is alerted if due. */
export async function alertForListing(deps: Deps, listingId: number, now: Date): Promise<number> {
  const { rows } = await deps.db.query<SavedSearchRow>(
    `SELECT * FROM saved_searches WHERE alert = 'instant' AND NOT paused AND alerted_through < $1 ORDER BY id`,
    [now],
  );
  let sent = 0;
  for (const search of rows) {
    let matches = false;
    try {
      matches = await matchesListing(
        deps.db,
        await searchCondition(deps.geocoder, search.url, indiaToday(now)),
        listingId,
      );
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
    }
    if (matches && (await alertSearch(deps, Number(search.id), now))) sent += 1;
  }
  return sent;
}

/**
 * A listing changed in a way that may have made it public (approved, activated, paid): if this is its first
 * moment in public, its matching instant searches are alerted. Returns how many alerts went.
 */
export async function announceListing(deps: Deps, listingId: number): Promise<number> {
  const now = deps.clock();
  if (!(await markPublished(deps.db, listingId, now))) return 0;
  return alertForListing(deps, listingId, now);
}

/**
 * A listing's beds changed: if it is public with a bed free today, every waiting bed alert on it is told once
 * and done. Returns how many were told.
 */
export async function alertFreedBeds(deps: Deps, listingId: number): Promise<number> {
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const listing = (
      await tx.query<{
        accommodation_name: string;
        beds: Parameters<typeof bedSummary>[0];
        status: string;
        expires_at: Date | string | null;
        review: string;
        owner_banned: boolean;
      }>(
        `SELECT accommodation_name, beds, status, expires_at, review, owner_banned FROM properties
          WHERE id = $1 AND EXISTS (SELECT 1 FROM bed_alerts a WHERE a.property_id = $1 AND a.notified_at IS NULL)`,
        [listingId],
      )
    ).rows[0];
    if (!listing || !isPublicListing(listing, now)) return 0;
    if (bedSummary(listing.beds, indiaToday(now)).free_beds_now <= 0) return 0;
    const { rows } = await tx.query<{ id: string | number; user_id: string | number }>(
      `UPDATE bed_alerts SET notified_at = $2 WHERE property_id = $1 AND notified_at IS NULL RETURNING id, user_id`,
      [listingId, now],
    );
    const name = listing.accommodation_name;
    for (const alert of rows)
      await deps.notifier.notify(
        {
          userId: Number(alert.user_id),
          kind: 'bed_free',
          key: `bed_free:${alert.id}`,
          subject: `A bed is free at ${name}`,
          text: `You asked us to tell you when a bed frees up at ${name}. One is free now: have a look before it goes.`,
          short: `Basera: a bed is free at ${name}`,
          link: listingPath(listingId),
          optOut: { scope: 'bed_alert', targetId: Number(alert.id) },
        },
        tx,
      );
    return rows.length;
  });
}

/** Work started by a request and finished after its answer, per app: tests and shutdown wait for it. */
const inFlight = new WeakMap<object, Set<Promise<unknown>>>();

/** Runs `work` after the answer (it must not fail or slow the request that caused it); errors are logged. */
export function inBackground(app: FastifyInstance, what: string, work: () => Promise<unknown>): void {
  const set = inFlight.get(app.deps) ?? new Set();
  inFlight.set(app.deps, set);
  const running: Promise<unknown> = work()
    .catch((error) => app.log.error({ err: error }, `${what} failed`))
    .finally(() => set.delete(running));
  set.add(running);
}

/** Resolves once every background alert of this app has finished. */
export async function alertsSettled(app: FastifyInstance): Promise<void> {
  const set = inFlight.get(app.deps);
  while (set?.size) await Promise.all([...set]);
}

/** The hook of a path that may publish a listing (review approved, activated, paid). */
export const listingMayBePublished = (app: FastifyInstance, listingId: number) =>
  inBackground(app, 'saved-search alerts', () => announceListing(app.deps, listingId));

/** The hook of the Lister's beds update. */
export const bedsMayBeFree = (app: FastifyInstance, listingId: number) =>
  inBackground(app, 'bed alerts', () => alertFreedBeds(app.deps, listingId));
