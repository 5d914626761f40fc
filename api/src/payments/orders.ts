import { PLAN_MESSAGES, type PlanKind } from '@basera/shared/schemas';
import type { Db, Queryable } from '../db';
import { HttpError } from '../http/errors';
import type { PropertyRow } from '../listings/serialize';
import { reviewAfterPaymentSql } from '../listings/states';
import { indiaDate, ownListing } from '../routes/lister/common';

export const SUBSCRIPTION_MESSAGES = {
  planUnavailable: 'Choose one of the plans on offer',
  stepsMissing: 'Complete "Other Details" first',
  notSetUp: 'Payments are not set up yet.',
  failed: 'The payment did not go through. Your listing is unchanged.',
  providerDown: 'The payment could not be completed. Please try again.',
  throttled: (seconds: number) =>
    `Too many payment attempts. Try again in ${Math.max(1, Math.ceil(seconds / 60))} minutes.`,
  live: (date: string) => `Your listing is live until ${date}`,
  renewed: (date: string) => `Subscription renewed until ${date}`,
  /** Paid, and waiting in the operators' queue (listing review, issue 28). */
  inReview: (date: string) =>
    `Payment received. Your listing goes live once our team has reviewed it (paid until ${date}).`,
  /** Basic (free), waiting in the operators' queue: nothing was paid. */
  inReviewFree: (date: string) =>
    `Your listing goes live once our team has reviewed it (live until ${date}).`,
  /** Paid, but the listing could not be updated yet: the reconciler will; never an invitation to pay again. */
  paidPending: 'Payment received. Your listing will go live shortly.',
  /** Another payment for the listing is under way (a second tab, a double click): it is not charged. */
  inProgress: 'A payment for this listing is already in progress. Please check My Listings in a moment.',
  keyReused: 'This payment request was already used for another payment. Please try again.',
  /** The listing was deleted while its payment went through: nothing is published. */
  listingDeleted:
    'Payment received, but this listing was deleted, so nothing was published. Write to us for a refund.',
  /** A free plan that could not be applied (a database error): nothing was charged. */
  freeFailed: 'Your listing could not be updated. Please try again.',
} as const;

/** The provider name of a free plan's order (Basic): no payment provider was involved. */
export const FREE_PROVIDER = 'free';
const M = SUBSCRIPTION_MESSAGES;

/** How long an order may stay pending (the provider still answering) before a new payment may start. */
export const PENDING_HOLD_MINUTES = 10;

export type OrderStatus = 'pending' | 'paid' | 'paid_unpublished' | 'failed';

export interface OrderRow {
  id: number | string;
  property_id: number | string;
  user_id: number | string;
  plan_id: number;
  amount: number;
  status: OrderStatus;
  provider: string;
  provider_reference: string | null;
  starts_at: string | Date | null;
  ends_at: string | Date | null;
  created_at: string | Date;
  paid_at: string | Date | null;
  idempotency_key?: string | null;
  answer_code?: number | null;
  answer?: unknown;
}

/** An answer to a subscribe call, kept with its order so a repeated key gets it again. */
export interface OrderAnswer {
  code: number;
  body: { status: boolean; message: string; data: Record<string, unknown> };
}

const iso = (value: string | Date | null) => (value ? new Date(value).toISOString() : null);

/** An order as the API answers it (bigint ids as numbers, times as ISO; the stored answer left out). */
export function serializeOrder(row: OrderRow) {
  const { idempotency_key: _key, answer_code: _code, answer: _answer, ...order } = row;
  return {
    ...order,
    id: Number(row.id),
    property_id: Number(row.property_id),
    user_id: Number(row.user_id),
    starts_at: iso(row.starts_at),
    ends_at: iso(row.ends_at),
    created_at: iso(row.created_at),
    paid_at: iso(row.paid_at),
  };
}

/** The Lister's order made under this key, if any. */
export async function findKeyedOrder(db: Queryable, userId: number, key: string): Promise<OrderRow | null> {
  const { rows } = await db.query<OrderRow>(
    'SELECT * FROM subscription_orders WHERE user_id = $1 AND idempotency_key = $2',
    [userId, key],
  );
  return rows[0] ?? null;
}

/** The first answer given for an order, or null while it has none (still being paid). */
export function storedAnswer(order: OrderRow): OrderAnswer | null {
  return order.answer_code ? { code: order.answer_code, body: order.answer as OrderAnswer['body'] } : null;
}

/**
 * Writes the pending order before the charge, unless the listing already has a payment under way: the listing's
 * row is locked, so of two parallel subscribes (two tabs, a double click) one opens an order and the other gets
 * 409. A pending order older than PENDING_HOLD_MINUTES (its request died) no longer holds the listing.
 */
export async function openOrder(
  db: Db,
  input: {
    propertyId: number;
    userId: number;
    planId: number;
    amount: number;
    provider: string;
    key: string | null;
  },
): Promise<OrderRow> {
  try {
    return await db.transaction(async (tx) => {
      await tx.query('SELECT id FROM properties WHERE id = $1 FOR UPDATE', [input.propertyId]);
      const busy = await tx.query(
        `SELECT 1 FROM subscription_orders
          WHERE property_id = $1
            AND (status = 'paid_unpublished'
                 OR (status = 'pending' AND created_at > now() - make_interval(mins => $2)))`,
        [input.propertyId, PENDING_HOLD_MINUTES],
      );
      if (busy.rows.length) throw new HttpError(409, M.inProgress);
      const { rows } = await tx.query<OrderRow>(
        `INSERT INTO subscription_orders (property_id, user_id, plan_id, amount, status, provider, idempotency_key)
         VALUES ($1, $2, $3, $4, 'pending', $5, $6) RETURNING *`,
        [input.propertyId, input.userId, input.planId, input.amount, input.provider, input.key],
      );
      return rows[0]!;
    });
  } catch (error) {
    // The same key sent for another listing at the same instant: the unique key index refuses the second.
    if ((error as { code?: string }).code === '23505') throw new HttpError(409, M.inProgress);
    throw error;
  }
}

/** Keeps the answer given for an order, with its new status and the provider's reference. */
async function settle(
  db: Queryable,
  orderId: number,
  status: OrderStatus,
  reference: string | null,
  answer: (order: OrderRow) => OrderAnswer,
): Promise<OrderAnswer> {
  const order = (
    await db.query<OrderRow>(
      'UPDATE subscription_orders SET status = $2, provider_reference = $3 WHERE id = $1 RETURNING *',
      [orderId, status, reference],
    )
  ).rows[0]!;
  const result = answer(order);
  await db.query('UPDATE subscription_orders SET answer_code = $2, answer = $3 WHERE id = $1', [
    orderId,
    result.code,
    JSON.stringify(result.body),
  ]);
  return result;
}

/** A declined payment or a provider that broke: the order failed, the listing unchanged. */
export const failOrder = (
  db: Queryable,
  orderId: number,
  reference: string | null,
  code: number,
  message: string,
) =>
  settle(db, orderId, 'failed', reference, (order) => ({
    code,
    body: { status: false, message, data: { order: serializeOrder(order) } },
  }));

/**
 * The provider took the money but the listing could not be published: the order keeps the reference as
 * 'paid_unpublished' for the reconciler, and the answer says the payment arrived (202), so nobody pays again.
 */
export const holdPaidOrder = (db: Queryable, orderId: number, reference: string) =>
  settle(db, orderId, 'paid_unpublished', reference, (order) => ({
    code: 202,
    body: { status: true, message: M.paidPending, data: { order: serializeOrder(order) } },
  }));

/** A plan's rules, as the order's publish reads them (migration 020). */
interface PlanTerms {
  kind: PlanKind;
  duration_days: number;
  featured_days: number;
  includes_verification: boolean;
}

/**
 * How a plan moves a listing's dates (SQL SET clauses over `p`, with $2 the plan's duration_days and $4 its
 * featured_days; every right-hand side reads the row as it was):
 * - 'listing' (the paid plans of before, for their orders left to the reconciler): extended from the later of
 *   now and its current expiry, so days already paid for are never lost;
 * - 'basic' (free): live until at least duration_days from now; renewing never stacks, never shortens;
 * - 'featured': featured_until grows by featured_days from the later of now and its current end (paid days are
 *   never lost), and the listing is live at least duration_days and at least as long as it is featured.
 */
function datesSql(plan: PlanTerms): string {
  const featuredUntil = 'greatest(now(), coalesce(p.featured_until, now())) + make_interval(days => $4)';
  switch (plan.kind) {
    case 'listing':
      return 'expires_at = greatest(now(), coalesce(p.expires_at, now())) + make_interval(days => $2)';
    case 'basic':
      return 'expires_at = greatest(coalesce(p.expires_at, now()), now() + make_interval(days => $2))';
    case 'featured':
      return `featured_until = ${featuredUntil},
              expires_at = greatest(coalesce(p.expires_at, now()), now() + make_interval(days => $2), ${featuredUntil}),
              verification_requested_at = CASE WHEN $5::boolean AND p.verified_at IS NULL THEN now()
                                               ELSE p.verification_requested_at END`;
  }
}

/**
 * Publishes a paid order (the subscribe route right after the charge or, for Basic, at once; the reconciler
 * later), in one transaction with the order: the listing's dates move as its plan says (datesSql), it is made
 * active, and on its first publish gets its posting time; the order gets its period and the 200 answer. An order
 * already paid is not published twice: its stored answer is returned.
 *
 * Listing review (issue 28): an unsubmitted or rejected listing goes into the operators' queue (review
 * 'pending', submitted now), or is approved at once when `reviewOn` is false (LISTING_REVIEW=off). A renewal of
 * an approved listing keeps it approved; one in the queue keeps its place.
 */
export async function publishPaidOrder(
  db: Db,
  orderId: number,
  reference: string | null,
  options: { reviewOn?: boolean } = {},
): Promise<OrderAnswer> {
  const reviewOn = options.reviewOn ?? true;
  return db.transaction(async (tx) => {
    const order = (
      await tx.query<OrderRow & PlanTerms>(
        `SELECT o.*, pl.kind, pl.duration_days, pl.featured_days, pl.includes_verification
           FROM subscription_orders o JOIN subscription_plans pl ON pl.id = o.plan_id
          WHERE o.id = $1 FOR UPDATE OF o`,
        [orderId],
      )
    ).rows[0];
    if (!order) throw new Error(`subscription order ${orderId} not found`);
    const done = storedAnswer(order);
    if (order.status === 'paid' && done) return done;
    if (order.status !== 'pending' && order.status !== 'paid_unpublished')
      throw new Error(`subscription order ${orderId} is ${order.status}: not publishing it`);

    const before = (
      await tx.query<{ status: string; review: string }>(
        'SELECT status, review FROM properties WHERE id = $1 FOR UPDATE',
        [order.property_id],
      )
    ).rows[0]!;
    // Deleted (archived) while its payment was with the provider: it stays deleted. The order is kept paid,
    // with no period, and says so (support refunds it).
    if (before.status === 'archived') {
      const kept = (
        await tx.query<OrderRow>(
          `UPDATE subscription_orders SET status = 'paid', provider_reference = $2, paid_at = now()
            WHERE id = $1 RETURNING *`,
          [orderId, reference],
        )
      ).rows[0]!;
      const answer: OrderAnswer = {
        code: 409,
        body: { status: false, message: M.listingDeleted, data: { order: serializeOrder(kept) } },
      };
      await tx.query('UPDATE subscription_orders SET answer_code = $2, answer = $3 WHERE id = $1', [
        orderId,
        answer.code,
        JSON.stringify(answer.body),
      ]);
      return answer;
    }
    const featured = order.kind === 'featured';
    const property = (
      await tx.query<PropertyRow>(
        `UPDATE properties p
            SET ${datesSql(order)},
                status = 'active',
                wizard_step = 7,
                posted_at = CASE WHEN p.status = 'draft' THEN now() ELSE p.posted_at END,
                review = ${reviewAfterPaymentSql('$3')},
                review_reason = CASE WHEN p.review IN ('unsubmitted', 'rejected') THEN NULL ELSE p.review_reason END,
                submitted_at = CASE WHEN p.review IN ('unsubmitted', 'rejected') THEN now() ELSE p.submitted_at END,
                updated_at = now()
          WHERE p.id = $1
      RETURNING p.*`,
        [
          order.property_id,
          order.duration_days,
          reviewOn,
          ...(featured ? [order.featured_days, order.includes_verification] : []),
        ],
      )
    ).rows[0]!;
    const userId = Number(order.user_id);
    // The period an old plan paid for ends at the new expiry and is its length; a Basic or Featured order's
    // period runs from the day it was taken to the listing's new expiry.
    const paid = (
      await tx.query<OrderRow>(
        `UPDATE subscription_orders o
            SET status = 'paid', provider_reference = $2, paid_at = now(),
                starts_at = CASE WHEN $4 = 'listing' THEN p.expires_at - make_interval(days => $3) ELSE now() END,
                ends_at = p.expires_at
           FROM properties p
          WHERE o.id = $1 AND p.id = o.property_id
      RETURNING o.*`,
        [orderId, reference, order.duration_days, order.kind],
      )
    ).rows[0]!;
    const until = indiaDate(property.expires_at!);
    const queued = property.review === 'pending' && before.review !== 'pending';
    const message = queued
      ? order.kind === 'basic'
        ? M.inReviewFree(until)
        : M.inReview(until)
      : order.kind === 'featured'
        ? PLAN_MESSAGES.featuredUntil(indiaDate(property.featured_until as Date))
        : before.status === 'draft'
          ? M.live(until)
          : order.kind === 'basic'
            ? PLAN_MESSAGES.renewedFree(until)
            : M.renewed(until);
    const result: OrderAnswer = {
      code: 200,
      body: {
        status: true,
        message,
        data: {
          property: await ownListing(tx, Number(property.id), userId),
          order: serializeOrder(paid),
        },
      },
    };
    await tx.query('UPDATE subscription_orders SET answer_code = $2, answer = $3 WHERE id = $1', [
      orderId,
      result.code,
      JSON.stringify(result.body),
    ]);
    return result;
  });
}
