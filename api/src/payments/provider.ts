import { randomBytes } from 'node:crypto';
import type { Config } from '../config';

/** What a provider is asked to charge: one subscription order (amounts in whole rupees). */
export interface PaymentOrder {
  id: number;
  property_id: number;
  user_id: number;
  plan_id: number;
  amount: number;
  /** What the payer sees, e.g. "Basera 3 Months plan for BSR-PG-1001". */
  description: string;
}

export interface PaymentResult {
  status: 'paid' | 'failed';
  /** The provider's own id of the payment (shown in the order, used to reconcile). */
  reference: string;
  /** Why a payment failed, in words a Lister can act on. */
  message?: string;
}

/**
 * A way to take a subscription payment. The subscribe route creates a pending order, calls charge(order) once,
 * and publishes the listing only when the answer is 'paid'. A provider that throws is treated as unavailable.
 */
export interface PaymentProvider {
  name: string;
  charge(order: PaymentOrder): Promise<PaymentResult>;
}

/** Development and tests: every charge succeeds at once, with a reference like dev_4f9c…. No money moves. */
export const devPaymentProvider: PaymentProvider = {
  name: 'dev',
  async charge() {
    return { status: 'paid', reference: `dev_${randomBytes(8).toString('hex')}` };
  },
};

/**
 * The provider config.paymentProvider names, or null when payments are not set up (subscribe then answers 503).
 * Production has no default: the dev provider must never publish listings for free there by accident.
 */
export function createPaymentProvider(config: Pick<Config, 'paymentProvider'>): PaymentProvider | null {
  switch (config.paymentProvider) {
    case 'dev':
      return devPaymentProvider;
    default:
      return null;
  }
}
