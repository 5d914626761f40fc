import { isVisitOver, RATING_MESSAGES as M, type ReviewBasis } from '@basera/shared/schemas';
import type { ReviewListing } from '@basera/shared/types';
import type { Queryable } from '../db';
import { HttpError, notFound } from '../http/errors';
import { PUBLIC_LISTING } from '../listings/states';
import { type ReviewListingRow, toReviewListing } from './serialize';

/**
 * Who may review a listing (issue 32), the one rule for GET /properties/:id/review-eligibility and POST
 * /properties/:id/reviews:
 *
 * 1. the listing is public (else 404 notPublic);
 * 2. the viewer is not its owner and shares no phone number with the owner (else 403 ownListing);
 * 3. one review per person and listing (else 409 duplicate);
 * 4. a basis: 'stayed' when the viewer accepted the owner's invitation for this listing in time, 'visited' when
 *    the viewer's thread on it has a confirmed visit whose slot is over; 'stayed' wins when both hold (else 403
 *    notEligible).
 */

/** The listing's facts the rule reads, and the listing as review lists show it. */
export interface ListingForReview {
  id: number;
  ownerId: number | null;
  ownerPhone: string | null;
  isPublic: boolean;
  listing: ReviewListing;
}

/** The last 10 digits of a phone number ("+91 98765 43210" is 9876543210); empty when there are none. */
export const phoneDigits = (phone: string | null | undefined) => (phone ?? '').replace(/\D/g, '').slice(-10);

/** The listing of a path's id; null when there is none (an archived one is gone for everyone). */
export async function findListingForReview(
  db: Queryable,
  propertyId: number,
  photoBase: string,
): Promise<ListingForReview | null> {
  const { rows } = await db.query<
    ReviewListingRow & {
      owner_id: number | string | null;
      owner_phone: string | null;
      is_public: boolean;
      status: string;
    }
  >(
    `SELECT p.id AS property_id, p.owner_id, o.phone AS owner_phone, (${PUBLIC_LISTING}) AS is_public, p.status,
            p.accommodation_name, p.property_type, p.locality, p.city_name, p.photo
       FROM properties p LEFT JOIN users o ON o.id = p.owner_id
      WHERE p.id = $1`,
    [propertyId],
  );
  const row = rows[0];
  if (!row || row.status === 'archived') return null;
  return {
    id: Number(row.property_id),
    ownerId: row.owner_id === null ? null : Number(row.owner_id),
    ownerPhone: row.owner_phone,
    isPublic: Boolean(row.is_public),
    listing: toReviewListing(row, photoBase),
  };
}

/** The listing of a path's id when it takes reviews: 404 notPublic otherwise. */
export async function publicListingForReview(
  db: Queryable,
  propertyId: number,
  photoBase: string,
): Promise<ListingForReview> {
  const found = await findListingForReview(db, propertyId, photoBase);
  if (!found?.isPublic) throw notFound(M.notPublic);
  return found;
}

export interface Viewer {
  id: number;
  phone: string | null;
}

/** Whether the viewer is the listing's owner or one of the owner's other accounts (the same phone number). */
export function isOwnerSide(listing: ListingForReview, viewer: Viewer): boolean {
  if (listing.ownerId !== null && listing.ownerId === viewer.id) return true;
  const mine = phoneDigits(viewer.phone);
  return mine.length === 10 && mine === phoneDigits(listing.ownerPhone);
}

export type EligibilityOutcome =
  | { ok: true; basis: ReviewBasis; threadId: number | null; invitationId: number | null }
  | { ok: false; status: 403 | 409; reason: string; reviewId: number | null };

/**
 * What the viewer may do on a public listing (steps 2 to 4 above; the caller has checked it is public). `now` is
 * the app's clock: a visit counts once its slot is over by then.
 */
export async function eligibilityOf(
  db: Queryable,
  listing: ListingForReview,
  viewer: Viewer,
  now: Date,
): Promise<EligibilityOutcome> {
  if (isOwnerSide(listing, viewer)) return { ok: false, status: 403, reason: M.ownListing, reviewId: null };
  const { rows: own } = await db.query<{ id: number | string }>(
    'SELECT id FROM listing_reviews WHERE property_id = $1 AND author_id = $2',
    [listing.id, viewer.id],
  );
  if (own[0]) return { ok: false, status: 409, reason: M.duplicate, reviewId: Number(own[0].id) };

  // An invitation counts when it was accepted before it ran out (accepting an expired link is refused anyway).
  const { rows: invited } = await db.query<{ id: number | string }>(
    `SELECT id FROM review_invitations
      WHERE property_id = $1 AND accepted_by = $2 AND accepted_at IS NOT NULL AND accepted_at <= expires_at
      ORDER BY accepted_at DESC LIMIT 1`,
    [listing.id, viewer.id],
  );
  if (invited[0]) return { ok: true, basis: 'stayed', threadId: null, invitationId: Number(invited[0].id) };

  const { rows: visits } = await db.query<{ id: number | string; visit_date: string; visit_slot: string }>(
    `SELECT id, visit_date::text AS visit_date, visit_slot FROM enquiry_threads
      WHERE property_id = $1 AND seeker_id = $2 AND visit_state = 'confirmed'
        AND visit_date IS NOT NULL AND visit_slot IS NOT NULL`,
    [listing.id, viewer.id],
  );
  const visited = visits.find((visit) => isVisitOver(visit.visit_date, visit.visit_slot, now));
  if (visited) return { ok: true, basis: 'visited', threadId: Number(visited.id), invitationId: null };
  return { ok: false, status: 403, reason: M.notEligible, reviewId: null };
}

/** The same rule as an error for POST: 403 ownListing / notEligible, 409 duplicate. */
export function refusal(outcome: Extract<EligibilityOutcome, { ok: false }>): HttpError {
  return new HttpError(outcome.status, outcome.reason);
}
