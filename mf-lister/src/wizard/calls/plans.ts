import { apiFetcher, apiRequest, LISTER_API, type OwnListing, type SubscriptionPlan } from '@basera/shared';
import useSWR from 'swr';

type PlansAnswer = SubscriptionPlan[] | { data: SubscriptionPlan[] };

/** GET /subscription-plans. */
export function usePlans() {
  const answer = useSWR<PlansAnswer>(LISTER_API.plans, apiFetcher, { revalidateOnFocus: false });
  const body = answer.data;
  return {
    plans: Array.isArray(body) ? body : (body?.data ?? []),
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
