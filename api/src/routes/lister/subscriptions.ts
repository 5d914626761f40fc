import { LISTER_API, postIdSchema, subscribeRequestSchema } from '@basera/shared/schemas';
import type { SubscriptionPlan } from '@basera/shared/types';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { listingMayBePublished } from '../../alerts/alerts';
import { HttpError, notFound, parse, TooManyRequestsError, ValidationError } from '../../http/errors';
import {
  FREE_PROVIDER,
  failOrder,
  findKeyedOrder,
  holdPaidOrder,
  type OrderAnswer,
  type OrderRow,
  openOrder,
  publishPaidOrder,
  SUBSCRIPTION_MESSAGES,
  serializeOrder,
  storedAnswer,
} from '../../payments/orders';
import { rememberPaidOrder } from '../../payments/reconciler';
import { listerId, listerOnly, loadOwnListing } from './common';

export { SUBSCRIPTION_MESSAGES };

/** Subscribe attempts per Lister per hour: each one may reach the payment provider. */
export const SUBSCRIBES_PER_HOUR = 20;

const M = SUBSCRIPTION_MESSAGES;

interface PlanRow extends SubscriptionPlan {
  active: boolean;
}

const send = (reply: FastifyReply, answer: OrderAnswer) => reply.code(answer.code).send(answer.body);

const PLAN_FIELDS = 'id, name, kind, duration_days, featured_days, includes_verification, price, description';
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

  app.post(LISTER_API.subscribe, listerOnly, async (request, reply) => {
    const userId = listerId(request);
    const input = parse(subscribeRequestSchema, request.body);
    const key = input.idempotency_key ?? null;
    // A repeat of a click (the client retrying by itself) gets the first answer and is charged nothing. It is
    // looked up before the throttle: a retry of a payment that went through is never told to wait.
    const earlier = key ? await findKeyedOrder(db, userId, key) : null;
    if (earlier) {
      if (Number(earlier.property_id) !== input.id || earlier.plan_id !== input.plan_id)
        throw new ValidationError({ idempotency_key: [M.keyReused] });
      const first = storedAnswer(earlier);
      // No answer yet: the first request is still with the provider.
      if (!first) throw new HttpError(409, M.inProgress);
      return send(reply, first);
    }
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
    // A deleted (archived) listing is gone, for its owner too.
    if (row.status === 'archived') throw notFound('Property not found');
    if (Number(row.wizard_step ?? 0) < 6)
      throw new HttpError(422, M.stepsMissing, { errors: { id: [M.stepsMissing] } });
    const reviewOn = app.deps.config.listingReview;

    // Basic is free: no provider is involved (it works when payments are not set up). Its order is on record
    // like any other (amount 0, provider 'free'), so keys and the 409 of a payment under way still hold.
    if (plan.price === 0) {
      const order = await openOrder(db, {
        propertyId: Number(row.id),
        userId,
        planId: plan.id,
        amount: 0,
        provider: FREE_PROVIDER,
        key,
      });
      const orderId = Number(order.id);
      try {
        const published = await publishPaidOrder(db, orderId, null, { reviewOn });
        listingMayBePublished(app, Number(row.id));
        return send(reply, published);
      } catch (error) {
        // Nothing was paid: the order fails (it no longer holds the listing) and the error is answered.
        await failOrder(db, orderId, null, 500, M.freeFailed).catch(() => undefined);
        throw error;
      }
    }

    // Read at request time (not at start-up), so a test or an operator can switch it on the running app.
    const payments = app.deps.payments;
    if (!payments) throw new HttpError(503, M.notSetUp);

    // The order is written before the charge (a failed or abandoned payment stays on record); 409 while
    // another payment of this listing is under way, so two tabs never pay for one renewal twice.
    const order = await openOrder(db, {
      propertyId: Number(row.id),
      userId,
      planId: plan.id,
      amount: plan.price,
      provider: payments.name,
      key,
    });
    const orderId = Number(order.id);

    let result: Awaited<ReturnType<typeof payments.charge>>;
    try {
      // A real provider takes the order id as its own idempotency key: one order is charged at most once.
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
      return send(reply, await failOrder(db, orderId, null, 502, M.providerDown));
    }
    if (result.status !== 'paid')
      return send(
        reply,
        await failOrder(db, orderId, result.reference || null, 402, result.message || M.failed),
      );

    try {
      const published = await publishPaidOrder(db, orderId, result.reference, { reviewOn });
      listingMayBePublished(app, Number(row.id));
      return send(reply, published);
    } catch (error) {
      // Paid but not published: never lose the payment, never ask for it again. The reconciler publishes it.
      request.log.error(
        { err: error, orderId, reference: result.reference },
        'paid order not published: left to the reconciler',
      );
    }
    try {
      return send(reply, await holdPaidOrder(db, orderId, result.reference));
    } catch (error) {
      // Not even recorded (the database is away): kept in memory for the reconciler's next pass.
      request.log.error(
        { err: error, orderId, reference: result.reference },
        'paid order not recorded: kept in memory for the reconciler',
      );
      rememberPaidOrder(db, orderId, result.reference);
      return reply.code(202).send({ status: true, message: M.paidPending, data: { order: null } });
    }
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
