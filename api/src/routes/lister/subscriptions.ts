import { LISTER_API, postIdSchema, subscribeSchema } from '@basera/shared/schemas';
import type { SubscriptionPlan } from '@basera/shared/types';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { HttpError, parse, TooManyRequestsError, ValidationError } from '../../http/errors';
import type { PropertyRow } from '../../listings/serialize';
import { indiaDate, listerId, listerOnly, loadOwnListing, ownListing } from './common';

/** Subscribe attempts per Lister per hour: each one may reach the payment provider. */
export const SUBSCRIBES_PER_HOUR = 20;

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
} as const;
const M = SUBSCRIPTION_MESSAGES;

interface PlanRow extends SubscriptionPlan {
  active: boolean;
}

interface OrderRow {
  id: number | string;
  property_id: number | string;
  user_id: number | string;
  plan_id: number;
  amount: number;
  status: 'pending' | 'paid' | 'failed';
  provider: string;
  provider_reference: string | null;
  starts_at: string | Date | null;
  ends_at: string | Date | null;
  created_at: string | Date;
  paid_at: string | Date | null;
}

const iso = (value: string | Date | null) => (value ? new Date(value).toISOString() : null);

/** An order as the API answers it (bigint ids as numbers, times as ISO). */
export function serializeOrder(row: OrderRow) {
  return {
    ...row,
    id: Number(row.id),
    property_id: Number(row.property_id),
    user_id: Number(row.user_id),
    starts_at: iso(row.starts_at),
    ends_at: iso(row.ends_at),
    created_at: iso(row.created_at),
    paid_at: iso(row.paid_at),
  };
}

const PLAN_FIELDS = 'id, name, duration_days, price, description';
const orderParams = z.object({ id: postIdSchema });

/**
 * Step 7 of the wizard and "Renew" in My Listings: the plans, subscribing through the payment provider, and a
 * listing's orders. Publishing needs no cron: a listing is public while active AND expires_at > now().
 */
export async function subscriptionRoutes(app: FastifyInstance) {
  const { db, throttle } = app.deps;

  app.get(LISTER_API.plans, async () => {
    const { rows } = await db.query<SubscriptionPlan>(
      `SELECT ${PLAN_FIELDS} FROM subscription_plans WHERE active ORDER BY sort_order, id`,
    );
    return { status: true, data: rows };
  });

  app.post(LISTER_API.subscribe, listerOnly, async (request) => {
    const userId = listerId(request);
    const input = parse(subscribeSchema, request.body);
    const attempts = await throttle.hit(`subscribe:${userId}`, 3600);
    if (attempts.count > SUBSCRIBES_PER_HOUR)
      throw new TooManyRequestsError(M.throttled(attempts.resetIn), attempts.resetIn);

    const row = await loadOwnListing(db, input.id, userId);
    const plan = (
      await db.query<PlanRow>(`SELECT ${PLAN_FIELDS}, active FROM subscription_plans WHERE id = $1`, [
        input.plan_id,
      ])
    ).rows[0];
    if (!plan?.active) throw new ValidationError({ plan_id: [M.planUnavailable] });
    if (Number(row.wizard_step ?? 0) < 6)
      throw new HttpError(422, M.stepsMissing, { errors: { id: [M.stepsMissing] } });
    // Read at request time (not at start-up), so a test or an operator can switch it on the running app.
    const payments = app.deps.payments;
    if (!payments) throw new HttpError(503, M.notSetUp);

    // The order is written before the charge: a failed or abandoned payment stays on record.
    const order = (
      await db.query<OrderRow>(
        `INSERT INTO subscription_orders (property_id, user_id, plan_id, amount, status, provider)
         VALUES ($1, $2, $3, $4, 'pending', $5) RETURNING *`,
        [row.id, userId, plan.id, plan.price, payments.name],
      )
    ).rows[0]!;
    const orderId = Number(order.id);
    const markFailed = async (reference: string | null) =>
      (
        await db.query<OrderRow>(
          `UPDATE subscription_orders SET status = 'failed', provider_reference = $2 WHERE id = $1 RETURNING *`,
          [orderId, reference],
        )
      ).rows[0]!;

    let result: Awaited<ReturnType<typeof payments.charge>>;
    try {
      result = await payments.charge({
        id: orderId,
        property_id: Number(row.id),
        user_id: userId,
        plan_id: plan.id,
        amount: plan.price,
        description: `Basera ${plan.name} plan for ${row.listing_id}`,
      });
    } catch (error) {
      request.log.error({ err: error, orderId, provider: payments.name }, 'payment provider failed');
      await markFailed(null);
      throw new HttpError(502, M.providerDown);
    }
    if (result.status !== 'paid') {
      const failed = await markFailed(result.reference || null);
      throw new HttpError(402, result.message || M.failed, { data: { order: serializeOrder(failed) } });
    }

    // Paid: the listing and the order change together. A renewal extends from the later of now and the
    // current expiry, so days already paid for are never lost; the first publish is the listing's posting time.
    const { property, paid, wasDraft } = await db.transaction(async (tx) => {
      const before = (
        await tx.query<{ status: string }>('SELECT status FROM properties WHERE id = $1 FOR UPDATE', [row.id])
      ).rows[0]!;
      const updated = (
        await tx.query<PropertyRow>(
          `UPDATE properties p
              SET expires_at = greatest(now(), coalesce(p.expires_at, now())) + make_interval(days => $2),
                  status = 'active',
                  wizard_step = 7,
                  posted_at = CASE WHEN p.status = 'draft' THEN now() ELSE p.posted_at END,
                  updated_at = now()
            WHERE p.id = $1
        RETURNING p.*`,
          [row.id, plan.duration_days],
        )
      ).rows[0]!;
      const paidOrder = (
        await tx.query<OrderRow>(
          `UPDATE subscription_orders o
              SET status = 'paid', provider_reference = $2, paid_at = now(),
                  starts_at = p.expires_at - make_interval(days => $3), ends_at = p.expires_at
             FROM properties p
            WHERE o.id = $1 AND p.id = o.property_id
        RETURNING o.*`,
          [orderId, result.reference, plan.duration_days],
        )
      ).rows[0]!;
      return { property: updated, paid: paidOrder, wasDraft: before.status === 'draft' };
    });

    const until = indiaDate(property.expires_at!);
    return {
      status: true,
      message: wasDraft ? M.live(until) : M.renewed(until),
      data: {
        property: await ownListing(db, Number(property.id), userId),
        order: serializeOrder(paid),
      },
    };
  });

  // A listing's orders, newest first: what was paid, when, through which provider, and for which period.
  app.get('/subscription-orders/:id', listerOnly, async (request) => {
    const userId = listerId(request);
    const { id } = parse(orderParams, request.params);
    await loadOwnListing(db, id, userId);
    const { rows } = await db.query<OrderRow>(
      `SELECT o.*, pl.name AS plan_name FROM subscription_orders o JOIN subscription_plans pl ON pl.id = o.plan_id
        WHERE o.property_id = $1 ORDER BY o.created_at DESC, o.id DESC`,
      [id],
    );
    return { status: true, data: rows.map(serializeOrder) };
  });
}
