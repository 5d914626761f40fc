import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Db } from '../db';
import { publishPaidOrder } from './orders';

/** How often the reconciler looks for paid orders whose listing was not published. */
export const RECONCILE_EVERY_MS = 60_000;

/**
 * Paid orders this process could not even mark 'paid_unpublished' (the database was away): their provider
 * references live here, per database, until a pass publishes them. A process that dies meanwhile leaves them
 * pending, with the reference in its error log.
 */
const unsaved = new WeakMap<Db, Map<number, string>>();

/** Keeps a paid order's reference in memory for the next pass (see `unsaved`). */
export function rememberPaidOrder(db: Db, orderId: number, reference: string): void {
  const orders = unsaved.get(db) ?? new Map<number, string>();
  orders.set(orderId, reference);
  unsaved.set(db, orders);
}

/**
 * Publishes every order the provider was paid for but whose listing could not be updated at the time
 * ('paid_unpublished', with the provider's reference, and those remembered in memory). Safe to run on several
 * API instances at once: each order is published under its row lock, and one already paid is skipped. Returns
 * how many were published.
 */
export async function reconcilePayments(
  db: Db,
  log: FastifyBaseLogger,
  options: { reviewOn?: boolean } = {},
): Promise<number> {
  const { rows } = await db.query<{ id: number | string; provider_reference: string }>(
    `SELECT id, provider_reference FROM subscription_orders WHERE status = 'paid_unpublished' ORDER BY id LIMIT 100`,
  );
  const todo = new Map(unsaved.get(db));
  for (const row of rows) todo.set(Number(row.id), row.provider_reference);
  let published = 0;
  for (const [orderId, reference] of todo) {
    try {
      await publishPaidOrder(db, orderId, reference, options);
      unsaved.get(db)?.delete(orderId);
      published += 1;
      log.info({ orderId, reference }, 'paid order published by the reconciler');
    } catch (error) {
      // Tried again on the next pass; the order and its reference stay as they are.
      log.error({ err: error, orderId, reference }, 'paid order still not published');
    }
  }
  return published;
}

/**
 * Runs the reconciler now (the API has just started: a crash may have left paid orders behind) and every
 * RECONCILE_EVERY_MS; stops when the app closes, after the pass in flight. Call it once the database is migrated.
 */
export function startPaymentReconciler(app: FastifyInstance, everyMs = RECONCILE_EVERY_MS): void {
  let running: Promise<unknown> = Promise.resolve();
  const pass = () => {
    running = running.then(() =>
      reconcilePayments(app.deps.db, app.log, { reviewOn: app.deps.config.listingReview }).catch((error) =>
        app.log.error({ err: error }, 'payment reconciler failed'),
      ),
    );
  };
  pass();
  const timer = setInterval(pass, everyMs);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
