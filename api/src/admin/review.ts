import {
  type ListingType,
  MY_LISTINGS_PATH,
  REVIEW_MESSAGES as R,
  type ReviewState,
} from '@basera/shared/schemas';
import type { AdminListingSummary } from '@basera/shared/types';
import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../db';
import { HttpError, notFound, ValidationError } from '../http/errors';
import { REVIEW_MOVES, type ReviewAction } from '../listings/states';
import type { MessageTransport } from '../messaging/transport';
import { type AuditAction, recordAudit } from './audit';

/** What an operators' list selects per listing (over `properties p`, with its owner `u`). */
export const SUMMARY_SELECT = `
  SELECT p.id, p.accommodation_name, p.property_type, p.city_name, p.locality, p.monthly_charge_min, p.photo,
         p.review, p.review_reason, p.submitted_at, p.reviewed_at, p.verified_at, p.verification_requested_at,
         u.id AS owner_user_id, u.fname AS owner_fname, u.lname AS owner_lname, u.phone AS owner_phone
    FROM properties p LEFT JOIN users u ON u.id = p.owner_id`;

export interface SummaryRow {
  id: number | string;
  accommodation_name: string;
  property_type: ListingType;
  city_name: string;
  locality: string | null;
  monthly_charge_min: number | null;
  photo: string | null;
  review: ReviewState;
  review_reason: string | null;
  submitted_at: string | Date | null;
  reviewed_at: string | Date | null;
  verified_at: string | Date | null;
  verification_requested_at: string | Date | null;
  owner_user_id: number | string | null;
  owner_fname: string | null;
  owner_lname: string | null;
  owner_phone: string | null;
}

export const iso = (value: string | Date | null | undefined) =>
  value ? new Date(value).toISOString() : null;
export const fullName = (first: string | null | undefined, last: string | null | undefined) =>
  [first, last].filter(Boolean).join(' ');

/** A listing as the console lists it; `photoBase` is the public photo folder's URL (ending in /). */
export function toAdminSummary(row: SummaryRow, photoBase: string): AdminListingSummary {
  return {
    id: Number(row.id),
    property_name: row.accommodation_name,
    property_type: row.property_type,
    city: row.city_name,
    locality: row.locality ?? '',
    monthly_charge_min: row.monthly_charge_min,
    // Listings have one monthly price (the lowest a bed costs): no separate top of the range is kept.
    monthly_charge_max: null,
    photo: row.photo ? `${photoBase}${row.photo}` : null,
    owner:
      row.owner_user_id === null
        ? null
        : {
            id: Number(row.owner_user_id),
            name: fullName(row.owner_fname, row.owner_lname),
            phone: row.owner_phone ?? '',
          },
    review: row.review,
    review_reason: row.review_reason,
    submitted_at: iso(row.submitted_at),
    reviewed_at: iso(row.reviewed_at),
    verified_at: iso(row.verified_at),
    verification_requested_at: iso(row.verification_requested_at),
  };
}

/** Summaries of listings matching `where` (over p and u), in `order`. */
export async function readSummaries(
  db: Queryable,
  photoBase: string,
  where: string,
  params: unknown[],
  order = 'p.id DESC',
  limit = 20,
): Promise<AdminListingSummary[]> {
  const { rows } = await db.query<SummaryRow>(
    `${SUMMARY_SELECT} WHERE ${where} ORDER BY ${order} LIMIT ${limit}`,
    params,
  );
  return rows.map((row) => toAdminSummary(row, photoBase));
}

export interface Operator {
  id: number;
  email: string;
}

export interface MailDeps {
  transport: MessageTransport;
  siteUrl: string;
  log: FastifyBaseLogger;
}

/** The owner of a listing, for the review mails. */
interface OwnerMailRow {
  id: number | string;
  accommodation_name: string;
  listing_id: string;
  owner_email: string | null;
  owner_fname: string | null;
}

const MAILS: Record<
  ReviewAction,
  (name: string, reason: string | null) => { subject: string; text: string }
> = {
  approve: (name) => ({
    subject: `Your listing ${name} is live`,
    text: `Good news: our team has reviewed ${name} and it is now live on Basera. Seekers can find it in search.`,
  }),
  reject: (name, reason) => ({
    subject: `Your listing ${name} needs changes`,
    text: `Our team has reviewed ${name} and could not publish it yet.\n\nReason: ${reason}\n\nEdit the listing and send it for review again from My Listings.`,
  }),
  suspend: (name, reason) => ({
    subject: `Your listing ${name} has been suspended`,
    text: `Our team has taken ${name} off Basera for now.\n\nReason: ${reason}\n\nReply to this mail if you think this is a mistake.`,
  }),
};

/**
 * Tells a listing's owner what an operator did (through the app's transport: SMTP or the dev outbox). A failed
 * send is logged: the move itself stands.
 */
export async function mailOwner(
  deps: MailDeps,
  db: Queryable,
  propertyId: number,
  action: ReviewAction,
  reason: string | null,
): Promise<boolean> {
  const { rows } = await db.query<OwnerMailRow>(
    `SELECT p.id, p.accommodation_name, p.listing_id, u.email AS owner_email, u.fname AS owner_fname
       FROM properties p LEFT JOIN users u ON u.id = p.owner_id WHERE p.id = $1`,
    [propertyId],
  );
  const row = rows[0];
  if (!row?.owner_email) return false;
  const mail = MAILS[action](row.accommodation_name, reason);
  try {
    await deps.transport.send({
      channel: 'email',
      to: row.owner_email,
      subject: mail.subject.replace(/\s+/g, ' '),
      text: [
        `Hello ${row.owner_fname ?? ''},`.replace(' ,', ','),
        '',
        mail.text,
        '',
        `My Listings: ${deps.siteUrl}${MY_LISTINGS_PATH}`,
        `Listing ${row.listing_id}`,
      ].join('\n'),
    });
    return true;
  } catch (error) {
    deps.log.error({ err: error, propertyId }, 'review mail failed');
    return false;
  }
}

const AUDIT: Record<ReviewAction, AuditAction> = {
  approve: 'listing.approve',
  reject: 'listing.reject',
  suspend: 'listing.suspend',
};

/**
 * Moves a listing's review by an operator's action, as ONE conditional update: it happens only while the
 * listing is still in `from` (the state the operator saw), so of two operators acting at once one wins and the
 * other gets 409. `from` must be a state the action starts from (422 otherwise). Run it inside a transaction:
 * the audit row is written with the change. Returns the new review and reason; the caller mails after commit.
 */
export async function moveReview(
  tx: Queryable,
  input: {
    id: number;
    action: ReviewAction;
    from: ReviewState;
    reason: string | null;
    actor: Operator;
    detail?: Record<string, unknown>;
  },
): Promise<{ review: ReviewState; review_reason: string | null }> {
  const move = REVIEW_MOVES[input.action];
  if (!(move.from as readonly string[]).includes(input.from))
    throw new ValidationError({ from: [R.notAllowed(move.to, input.from)] });
  const reason = input.action === 'approve' ? null : input.reason;
  const { rows } = await tx.query<{ review: ReviewState; review_reason: string | null }>(
    `UPDATE properties
        SET review = $3, review_reason = $4, reviewed_at = now(), reviewed_by = $5, updated_at = now()
      WHERE id = $1 AND review = $2
  RETURNING review, review_reason`,
    [input.id, input.from, move.to, reason, input.actor.id],
  );
  if (!rows[0]) {
    const exists = await tx.query('SELECT 1 FROM properties WHERE id = $1', [input.id]);
    if (!exists.rows.length) throw notFound('Property not found');
    throw new HttpError(409, R.conflict);
  }
  await recordAudit(tx, {
    actor: input.actor,
    action: AUDIT[input.action],
    targetKind: 'listing',
    targetId: input.id,
    reason,
    detail: { from: input.from, to: move.to, ...input.detail },
  });
  return rows[0];
}

/** A user's listings as the console lists them (GET /admin/users/:id), newest first. */
export function listingSummaries(
  db: Queryable,
  options: { ownerId: number; photoBase: string; limit?: number },
): Promise<AdminListingSummary[]> {
  return readSummaries(
    db,
    options.photoBase,
    'p.owner_id = $1',
    [options.ownerId],
    'p.created_at DESC, p.id DESC',
    options.limit ?? 100,
  );
}
