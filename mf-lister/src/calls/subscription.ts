import { apiFetcher, apiRequest, LISTER_API, type OwnListing, type SubscriptionPlan } from '@basera/shared';
import useSWR from 'swr';

// Calls of the subscription, used by the wizard's last step and by My Listings' Renew.

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
  message: string;
  data: { property: OwnListing; order: unknown };
}

/** POST /property-subscribe { id, plan_id }: pays (recorded at once in development) and publishes or renews. */
export const subscribe = (id: number, planId: number) =>
  apiRequest<SubscribeAnswer>(LISTER_API.subscribe, { method: 'POST', body: { id, plan_id: planId } });
