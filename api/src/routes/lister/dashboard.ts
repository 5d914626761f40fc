import {
  EXPIRING_SOON_DAYS,
  indiaToday,
  LISTING_TYPE_INFO,
  MY_LISTINGS_PATH,
  NOTIFY_API,
  OPEN_VISIT_STATES,
  toListingType,
  type VisitState,
} from '@basera/shared/schemas';
import type { DashboardListing, DashboardVisit, ListerDashboard } from '@basera/shared/types';
import type { FastifyInstance } from 'fastify';
import { listerId, listerOnly } from './common';

/** The dashboard's window of counts, in days. */
export const DASHBOARD_DAYS = 30;

/** "Coming up": open visits on this many days after today. */
export const UPCOMING_VISIT_DAYS = 7;

/** Where a Lister renews a listing: My Listings, which opens its Renew dialog for `?renew=`. */
export const renewHref = (id: number) => `${MY_LISTINGS_PATH}?renew=${id}`;

/** The wizard at a listing: /user/{type slug}/{id}. */
export const wizardHref = (id: number, type: string) =>
  `/user/${LISTING_TYPE_INFO[toListingType(type) ?? 'PG'].slug}/${id}`;

const iso = (value: string | Date) => new Date(value).toISOString();

interface ListingRow {
  id: number;
  accommodation_name: string;
  property_type: string;
  at: string | Date;
}

/**
 * GET /lister/dashboard: what a signed-in Lister has to do today, over their own listings only. Today is India's
 * day of the app's clock (app.deps.clock); the windows are counted from that clock too, so a test can move time.
 */
export async function dashboardRoutes(app: FastifyInstance) {
  const { db, counters } = app.deps;

  app.get(
    NOTIFY_API.dashboard,
    listerOnly,
    async (request): Promise<{ status: true; data: ListerDashboard }> => {
      const ownerId = listerId(request);
      const at = app.deps.clock();
      const today = indiaToday(at);
      // This instance's views and calls so far are written first, as the lead inbox's stats do.
      await counters
        .flush()
        .catch((error) => request.log.error({ err: error }, 'listing counters flush failed'));

      // Open visits (requested, confirmed or moved) from today to UPCOMING_VISIT_DAYS ahead, earliest first; not
      // those of a deleted (archived) listing, whose threads stay in the lead inbox (counted in unread below).
      const visits = await db.query<{
        id: number;
        accommodation_name: string;
        fname: string;
        lname: string;
        phone: string;
        visit_date: string;
        visit_slot: string;
        visit_state: VisitState;
      }>(
        `SELECT t.id, p.accommodation_name, s.fname, s.lname, s.phone, t.visit_date::text AS visit_date,
              t.visit_slot, t.visit_state
         FROM enquiry_threads t
         JOIN properties p ON p.id = t.property_id
         JOIN users s ON s.id = t.seeker_id
        WHERE p.owner_id = $1 AND p.status <> 'archived' AND t.visit_date BETWEEN $2::date AND $2::date + $4::int
          AND t.visit_state = ANY($3::text[])
        ORDER BY t.visit_date, t.visit_slot, t.id`,
        [ownerId, today, [...OPEN_VISIT_STATES], UPCOMING_VISIT_DAYS],
      );
      const visitsOn = visits.rows.map(
        (row): DashboardVisit => ({
          thread_id: Number(row.id),
          listing_name: row.accommodation_name,
          seeker_name: `${row.fname} ${row.lname ?? ''}`.trim(),
          seeker_phone: row.phone,
          date: row.visit_date,
          slot: row.visit_slot,
          state: row.visit_state,
        }),
      );

      // Unread: the owner's unread messages over every thread on their listings, as the lead inbox counts them.
      const unread = await db.query<{ unread: number }>(
        `SELECT coalesce(sum(t.owner_unread), 0)::int AS unread
         FROM enquiry_threads t JOIN properties p ON p.id = t.property_id
        WHERE p.owner_id = $1`,
        [ownerId],
      );

      // Live listings whose subscription ends within EXPIRING_SOON_DAYS, soonest first.
      const expiring = await db.query<ListingRow>(
        `SELECT id, accommodation_name, property_type, expires_at AS at FROM properties
        WHERE owner_id = $1 AND status = 'active' AND expires_at > $2::timestamptz
          AND expires_at <= $2::timestamptz + make_interval(days => $3::int)
        ORDER BY expires_at, id`,
        [ownerId, at.toISOString(), EXPIRING_SOON_DAYS],
      );

      // Drafts, the one last worked on first.
      const drafts = await db.query<ListingRow>(
        `SELECT id, accommodation_name, property_type, updated_at AS at FROM properties
        WHERE owner_id = $1 AND status = 'draft'
        ORDER BY updated_at DESC, id DESC`,
        [ownerId],
      );

      // The last 30 days: page views and calls revealed (India's days, as the counters write them), threads
      // started, and threads with a visit requested (a seeker's "Visit requested" line, see enquiries/visits.ts).
      const counts = await db.query<{ views: number; calls: number; enquiries: number; visits: number }>(
        `SELECT (SELECT coalesce(sum(d.views), 0)::int FROM listing_daily_stats d
                 JOIN properties p ON p.id = d.property_id
                WHERE p.owner_id = $1 AND d.day > $2::date - $4::int AND d.day <= $2::date) AS views,
              (SELECT coalesce(sum(d.calls), 0)::int FROM listing_daily_stats d
                 JOIN properties p ON p.id = d.property_id
                WHERE p.owner_id = $1 AND d.day > $2::date - $4::int AND d.day <= $2::date) AS calls,
              (SELECT count(*)::int FROM enquiry_threads t JOIN properties p ON p.id = t.property_id
                WHERE p.owner_id = $1 AND t.created_at > $3::timestamptz - make_interval(days => $4::int)
                  AND t.created_at <= $3::timestamptz) AS enquiries,
              (SELECT count(DISTINCT m.thread_id)::int FROM enquiry_messages m
                 JOIN enquiry_threads t ON t.id = m.thread_id JOIN properties p ON p.id = t.property_id
                WHERE p.owner_id = $1 AND m.kind = 'visit' AND m.sender = 'seeker'
                  AND m.body LIKE 'Visit requested%'
                  AND m.created_at > $3::timestamptz - make_interval(days => $4::int)
                  AND m.created_at <= $3::timestamptz) AS visits`,
        [ownerId, today, at.toISOString(), DASHBOARD_DAYS],
      );

      const listing =
        (href: (row: ListingRow) => string) =>
        (row: ListingRow): DashboardListing => {
          const type = toListingType(row.property_type) ?? 'PG';
          return {
            property_id: Number(row.id),
            listing_name: row.accommodation_name,
            listing_type: type,
            date: iso(row.at),
            href: href(row),
          };
        };

      return {
        status: true,
        data: {
          today_visits: visitsOn.filter((visit) => visit.date === today),
          upcoming_visits: visitsOn.filter((visit) => visit.date > today),
          unread_leads: Number(unread.rows[0]?.unread ?? 0),
          expiring_soon: expiring.rows.map(listing((row) => renewHref(Number(row.id)))),
          drafts: drafts.rows.map(listing((row) => wizardHref(Number(row.id), row.property_type))),
          last_30_days: counts.rows[0] ?? { views: 0, calls: 0, enquiries: 0, visits: 0 },
        },
      };
    },
  );
}
