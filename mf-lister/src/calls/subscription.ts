import { ApiError, apiFetcher, apiRequest, type OwnListing, type SubscriptionPlan } from '@basera/shared';
import { LISTER_API } from '@basera/shared/rules';
import useSWR from 'swr';

// Calls of the subscription, used by the wizard's last step and by My Listings' Renew. Basic (price 0) goes
// through the same call: the API records a free order and involves no payment provider.

/** GET /subscription-plans; `load` false waits (a closed dialog asks for nothing). */
export function usePlans(load = true) {
  const answer = useSWR<{ data: SubscriptionPlan[] }>(load ? LISTER_API.plans : null, apiFetcher, {
    revalidateOnFocus: false,
  });
  return {
    plans: answer.data?.data ?? [],
    isLoading: answer.isLoading,
    error: answer.error as unknown,
    retry: () => void answer.mutate(),
  };
}

export interface SubscribeAnswer {
  status?: boolean;
  /**
   * "Your listing is live until ...", "Renewed for free: ..." (Basic), "Your listing is Featured until ...", or
   * (202) "Payment received. ..."
   */
  message: string;
  /** No property on a 202: paid, the listing goes live shortly (the API's reconciler publishes it). */
  data: { property?: OwnListing; order: unknown };
}

/**
 * A new key for one click on Pay. randomUUID exists only in secure contexts (https, localhost): a site opened
 * over plain http on a LAN address still gets 128 random bits.
 */
export const newPaymentKey = (): string =>
  typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
        byte.toString(16).padStart(2, '0'),
      ).join('');

/** How long to wait before sending a click again whose answer was lost. */
export const RETRY_AFTER_MS = 1000;

/**
 * POST /property-subscribe { id, plan_id, idempotency_key }: publishes or renews, for free (Basic) or paid (recorded
 * at once in development). One call is one click, with its own key: when the answer is lost on the way (no answer at
 * all), the click is sent once more with the same key, and the API answers it as the first time without
 * charging again. A new click makes a new key.
 */
export async function subscribe(id: number, planId: number): Promise<SubscribeAnswer> {
  const body = { id, plan_id: planId, idempotency_key: newPaymentKey() };
  const send = () => apiRequest<SubscribeAnswer>(LISTER_API.subscribe, { method: 'POST', body });
  try {
    return await send();
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 0) throw error;
    await new Promise((resolve) => setTimeout(resolve, RETRY_AFTER_MS));
    return send();
  }
}
