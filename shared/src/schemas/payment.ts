// First: zod's settings must be in place before this module builds its schemas.
import './zod-config';
import { z } from 'zod';
import { subscribeSchema } from './listing';

export const PAYMENT_MESSAGES = {
  idempotencyKey: 'The payment request key must be 8 to 100 letters, digits, dashes or underscores.',
} as const;

/**
 * One click on Pay: the client makes a key per click (crypto.randomUUID()) and sends the same one again when it
 * retries that click by itself. The API answers a repeated key as it answered the first time, charging nothing.
 */
export const idempotencyKeySchema = z
  .string({ error: PAYMENT_MESSAGES.idempotencyKey })
  .regex(/^[A-Za-z0-9_-]{8,100}$/, PAYMENT_MESSAGES.idempotencyKey);

/** POST /property-subscribe: the wizard's plan choice (step 7 or Renew) and the click's key. */
export const subscribeRequestSchema = subscribeSchema.extend({
  idempotency_key: idempotencyKeySchema.optional(),
});
export type SubscribeRequest = z.input<typeof subscribeRequestSchema>;
