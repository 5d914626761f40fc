-- Payments that are never taken twice and never forgotten (issue 27, point 4).
--
-- idempotency_key: the client's key for one click on Pay; a repeat of the same key (an automatic retry) is
-- answered from answer_code and answer (the first answer, stored with the order) and charges nothing.
-- 'paid_unpublished': the provider took the money but publishing failed; the order keeps its provider reference
-- and the payment reconciler (src/payments/reconciler.ts) publishes it.

ALTER TABLE subscription_orders ADD COLUMN idempotency_key text;
ALTER TABLE subscription_orders ADD COLUMN answer_code int;
ALTER TABLE subscription_orders ADD COLUMN answer jsonb;

ALTER TABLE subscription_orders DROP CONSTRAINT subscription_orders_status_check;
ALTER TABLE subscription_orders ADD CONSTRAINT subscription_orders_status_check
  CHECK (status IN ('pending', 'paid', 'paid_unpublished', 'failed'));

-- One order per key and Lister (keys are the client's: two Listers' keys never meet).
CREATE UNIQUE INDEX subscription_orders_idempotency_idx ON subscription_orders (user_id, idempotency_key)
  WHERE idempotency_key IS NOT NULL;
-- The reconciler's work list stays small: only orders paid and not yet published.
CREATE INDEX subscription_orders_unpublished_idx ON subscription_orders (id) WHERE status = 'paid_unpublished';
