import {
  ADMIN_API,
  adminIdParams,
  adminListingsQuery,
  approveListingSchema,
  REVIEW_MESSAGES as R,
  rejectListingSchema,
  suspendListingSchema,
  verifyListingSchema,
} from '@basera/shared/schemas';
import type { AdminListingDetail } from '@basera/shared/types';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { recordAudit } from '../../admin/audit';
import { adminOnly, operatorOf } from '../../admin/guard';
import { REPORT_SELECT, type ReportRow, serializeReports } from '../../admin/reports';
import { fullName, iso, mailOwner, moveReview, readSummaries } from '../../admin/review';
import { listingMayBePublished } from '../../alerts/alerts';
import { HttpError, notFound, parse } from '../../http/errors';
import { backfillPhotoFingerprints, UNREADABLE_PHOTO } from '../../listings/photos';
import { findListing, toListings } from '../../listings/repository';
import type { PropertyRow } from '../../listings/serialize';
import { isPublicListing, PUBLIC_LISTING, type ReviewAction } from '../../listings/states';

export const ADMIN_PAGE_SIZE = 20;

/**
 * Waiting for the Verified check the owner bought (issue 31): asked, not verified yet, not deleted by its owner.
 * Verifying clears the request; removing a badge later does not bring it back.
 */
export const VERIFICATION_REQUESTED =
  "p.verification_requested_at IS NOT NULL AND p.verified_at IS NULL AND p.status <> 'archived'";

/** The messages of the three review moves. */
const DONE: Record<ReviewAction, string> = { approve: R.approved, reject: R.rejected, suspend: R.suspended };

/**
 * The review queue and everything a reviewer needs on one screen; approve, reject, suspend (one conditional
 * update each, 409 for the second of two operators), the Verified badge. Every move is audited in its
 * transaction and mailed to the owner after it.
 */
export async function adminListingRoutes(app: FastifyInstance) {
  const { db, config, transport, storage } = app.deps;
  const photoBase = `${config.publicUrl}/storage/properties/`;

  // GET /admin/listings?status=pending: the queue, oldest submission first; other states, latest review first.
  // ?verification=requested: the listings whose owner bought the Verified check, oldest request first.
  app.get(ADMIN_API.listings, adminOnly, async (request) => {
    const { status, page, verification } = parse(adminListingsQuery, request.query);
    const [where, params, order] =
      verification === 'requested'
        ? [VERIFICATION_REQUESTED, [], 'p.verification_requested_at ASC, p.id ASC']
        : [
            // A listing its owner deleted (archived) has nothing left to review, even if it was waiting.
            "p.review = $1 AND p.status <> 'archived'",
            [status],
            status === 'pending'
              ? 'p.submitted_at ASC NULLS LAST, p.id ASC'
              : 'p.reviewed_at DESC NULLS LAST, p.id DESC',
          ];
    const offset = (page - 1) * ADMIN_PAGE_SIZE;
    const [summaries, count] = await Promise.all([
      readSummaries(db, photoBase, where, params, `${order} OFFSET ${offset}`, ADMIN_PAGE_SIZE),
      db.query<{ n: number }>(`SELECT count(*)::int AS n FROM properties p WHERE ${where}`, params),
    ]);
    return { status: true, data: summaries, total: count.rows[0]?.n ?? 0, page, per_page: ADMIN_PAGE_SIZE };
  });

  app.get('/admin/listings/:id', adminOnly, async (request) => {
    const { id } = parse(adminIdParams, request.params);
    const row = await findListing(db, id);
    if (!row) throw notFound('Property not found');
    return { status: true, data: await reviewScreen(row) };
  });

  const reviewScreen = async (row: PropertyRow): Promise<AdminListingDetail> => {
    const id = Number(row.id);
    const [listing] = toListings([row]);
    const photos = [row.photo, ...(listing!.gallery ?? [])]
      .filter((name): name is string => Boolean(name))
      .map((name) => `${photoBase}${name}`);
    const people = await db.query<{
      reviewed_by_email: string | null;
      verified_by_email: string | null;
      owner_id: number | string | null;
      fname: string | null;
      lname: string | null;
      email: string | null;
      phone: string | null;
      created_at: Date | string | null;
      account_age_days: number | null;
      banned_at: Date | string | null;
    }>(
      `SELECT rb.email AS reviewed_by_email, vb.email AS verified_by_email, o.id AS owner_id, o.fname, o.lname,
              o.email, o.phone, o.created_at, floor(extract(epoch FROM now() - o.created_at) / 86400)::int AS account_age_days,
              o.banned_at
         FROM properties p
         LEFT JOIN users rb ON rb.id = p.reviewed_by
         LEFT JOIN users vb ON vb.id = p.verified_by
         LEFT JOIN users o ON o.id = p.owner_id
        WHERE p.id = $1`,
      [id],
    );
    const who = people.rows[0]!;
    // The locality's usual price: public listings of the same type in the same city and locality.
    const prices = await db.query<{
      min: number | null;
      median: number | null;
      max: number | null;
      count: number;
    }>(
      `SELECT min(p.monthly_charge_min)::int AS min, round(percentile_cont(0.5) WITHIN GROUP (ORDER BY p.monthly_charge_min))::int AS median,
              max(p.monthly_charge_min)::int AS max, count(*)::int AS count
         FROM properties p
        WHERE ${PUBLIC_LISTING} AND p.id <> $1 AND p.city_id = $2 AND p.property_type = $3
          AND lower(p.locality) = lower($4) AND p.monthly_charge_min IS NOT NULL`,
      [id, row.city_id, row.property_type, String(row.locality ?? '')],
    );
    const range = prices.rows[0];
    const phones = [row.contact_no_1, row.contact_no_2, who.phone].filter(
      (phone): phone is string => typeof phone === 'string' && phone.trim() !== '',
    );
    const samePhone = phones.length
      ? await readSummaries(
          db,
          photoBase,
          `p.id <> $1 AND (p.contact_no_1 = ANY ($2::text[]) OR p.contact_no_2 = ANY ($2::text[])
             OR u.phone = ANY ($2::text[]))`,
          [id, [...new Set(phones)]],
          'p.id DESC',
        )
      : [];
    // Identical bytes: the same fingerprint (uploads), or the very same stored file (seeded photos). Photos
    // uploaded before fingerprints existed are fingerprinted now, a few per screen (this listing's first).
    await backfillPhotoFingerprints(db, storage, { propertyId: id, limit: 50 }).catch((error) =>
      app.log.warn({ err: error, propertyId: id }, 'photo fingerprint backfill failed'),
    );
    const samePhoto = await readSummaries(
      db,
      photoBase,
      `p.id <> $1 AND EXISTS (
         SELECT 1 FROM property_photos mine JOIN property_photos other
             ON (other.sha256 = mine.sha256 AND mine.sha256 <> '${UNREADABLE_PHOTO}') OR other.file_name = mine.file_name
          WHERE mine.property_id = $1 AND other.property_id = p.id)`,
      [id],
      'p.id DESC',
    );
    const reports = await db.query<ReportRow>(
      `${REPORT_SELECT} WHERE r.property_id = $1 ORDER BY r.created_at DESC, r.id DESC LIMIT 20`,
      [id],
    );
    const lat = row.lat as number | string | null;
    const lng = row.long as number | string | null;
    const coordinates = lat !== null && lng !== null && lat !== undefined && lng !== undefined;
    const place = coordinates
      ? `${Number(lat)},${Number(lng)}`
      : [
          row.address_line_1,
          row.address_line_2,
          row.landmark,
          row.locality,
          row.city_name,
          row.state_name,
          row.postal_code,
        ]
          .filter(Boolean)
          .join(', ');
    return {
      listing: { ...listing!, photos } as unknown as AdminListingDetail['listing'],
      review: row.review as AdminListingDetail['review'],
      review_reason: (row.review_reason as string | null) ?? null,
      submitted_at: iso(row.submitted_at as string | null),
      reviewed_at: iso(row.reviewed_at as string | null),
      reviewed_by_email: who.reviewed_by_email,
      verification_requested_at: iso(row.verification_requested_at as string | null),
      verified: row.verified_at
        ? {
            at: iso(row.verified_at as string)!,
            by_email: who.verified_by_email,
            method: (row.verified_method as 'call' | 'visit' | null) ?? null,
            note: (row.verified_note as string | null) ?? null,
          }
        : null,
      // Coordinates as they are (lat,lng); an address encoded.
      map_url: `https://www.google.com/maps/search/?api=1&query=${coordinates ? place : encodeURIComponent(place)}`,
      price_range:
        range && range.count > 0
          ? { min: range.min!, median: range.median!, max: range.max!, count: range.count }
          : null,
      owner:
        who.owner_id === null
          ? null
          : {
              id: Number(who.owner_id),
              name: fullName(who.fname, who.lname),
              email: who.email ?? '',
              phone: who.phone ?? '',
              created_at: iso(who.created_at)!,
              account_age_days: Number(who.account_age_days ?? 0),
              banned_at: iso(who.banned_at),
            },
      same_phone: samePhone,
      same_photo: samePhoto,
      reports: await serializeReports(db, reports.rows, photoBase, app.deps.clock()),
    };
  };

  const mailer = (request: FastifyRequest) => ({ transport, siteUrl: config.siteUrl, log: request.log });

  /** approve / reject / suspend: one conditional update with its audit row, then the owner's mail. */
  const move = (action: ReviewAction) => async (request: FastifyRequest) => {
    const { id } = parse(adminIdParams, request.params);
    const body =
      action === 'approve'
        ? { ...parse(approveListingSchema, request.body), reason: null }
        : parse(action === 'reject' ? rejectListingSchema : suspendListingSchema, request.body);
    const actor = operatorOf(request);
    const data = await db.transaction((tx) =>
      moveReview(tx, { id, action, from: body.from, reason: body.reason, actor }),
    );
    await mailOwner(mailer(request), db, id, action, data.review_reason);
    if (action === 'approve') listingMayBePublished(app, id);
    return { status: true, message: DONE[action], data };
  };
  app.post('/admin/listings/:id/approve', adminOnly, move('approve'));
  app.post('/admin/listings/:id/reject', adminOnly, move('reject'));
  app.post('/admin/listings/:id/suspend', adminOnly, move('suspend'));

  const verifiedOf = async (id: number) => {
    const { rows } = await db.query<{
      verified_at: Date | string | null;
      email: string | null;
      verified_method: 'call' | 'visit' | null;
      verified_note: string | null;
    }>(
      `SELECT p.verified_at, u.email, p.verified_method, p.verified_note FROM properties p
         LEFT JOIN users u ON u.id = p.verified_by WHERE p.id = $1`,
      [id],
    );
    const row = rows[0];
    return row?.verified_at
      ? {
          at: iso(row.verified_at)!,
          by_email: row.email,
          method: row.verified_method,
          note: row.verified_note,
        }
      : null;
  };

  // The Verified badge: a live listing only (422 otherwise); marking it again updates the method and note.
  app.post('/admin/listings/:id/verify', adminOnly, async (request) => {
    const { id } = parse(adminIdParams, request.params);
    const { method, note } = parse(verifyListingSchema, request.body);
    const actor = operatorOf(request);
    await db.transaction(async (tx) => {
      const { rows } = await tx.query<PropertyRow>('SELECT * FROM properties WHERE id = $1 FOR UPDATE', [id]);
      const row = rows[0];
      if (!row) throw notFound('Property not found');
      if (!isPublicListing(row))
        throw new HttpError(422, R.verifyLiveOnly, { errors: { id: [R.verifyLiveOnly] } });
      await tx.query(
        `UPDATE properties SET verified_at = now(), verified_by = $2, verified_method = $3, verified_note = $4,
                verification_requested_at = NULL, updated_at = now() WHERE id = $1`,
        [id, actor.id, method, note || null],
      );
      await recordAudit(tx, {
        actor,
        action: 'listing.verify',
        targetKind: 'listing',
        targetId: id,
        reason: note || null,
        // Whether this answered an owner's paid request for the check.
        detail: { method, requested: row.verification_requested_at != null },
      });
    });
    return { status: true, message: R.verified, data: { verified: await verifiedOf(id) } };
  });

  app.delete('/admin/listings/:id/verify', adminOnly, async (request) => {
    const { id } = parse(adminIdParams, request.params);
    const actor = operatorOf(request);
    await db.transaction(async (tx) => {
      const { rows } = await tx.query<{ verified_method: string | null }>(
        `UPDATE properties p SET verified_at = NULL, verified_by = NULL, verified_method = NULL, verified_note = NULL,
                updated_at = now()
           FROM (SELECT id, verified_method FROM properties WHERE id = $1 FOR UPDATE) old
          WHERE p.id = old.id AND p.verified_at IS NOT NULL RETURNING old.verified_method`,
        [id],
      );
      if (!rows[0]) {
        const exists = await tx.query('SELECT 1 FROM properties WHERE id = $1', [id]);
        if (!exists.rows.length) throw notFound('Property not found');
        throw new HttpError(409, R.notVerified);
      }
      await recordAudit(tx, {
        actor,
        action: 'listing.unverify',
        targetKind: 'listing',
        targetId: id,
        detail: { method: rows[0].verified_method },
      });
    });
    return { status: true, message: R.unverified, data: { verified: null } };
  });
}
