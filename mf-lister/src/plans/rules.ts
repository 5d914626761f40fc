import { type OwnListing, rupees, type SubscriptionPlan } from '@basera/shared';
import { PLAN_MESSAGES } from '@basera/shared/rules';

// What the plan picker says of each plan, and what a renewal does (the API's rules, issue 31's contract).

const DAY_MS = 24 * 60 * 60 * 1000;

export const isFree = (plan: SubscriptionPlan) => plan.price === 0;

/** A card's radio name: "Basic, free", "Featured 7 days, Rs. 199". */
export const planLabel = (plan: SubscriptionPlan) =>
  isFree(plan) ? `${plan.name}, free` : `${plan.name}, Rs. ${rupees(plan.price)}`;

/** The pay button's words: publish a draft, renew a listing that was published before. */
export const payLabel = (price: number, published: boolean) =>
  `Pay Rs. ${rupees(price)} and ${published ? 'renew' : 'publish'}`;

/** The main button under the plans: free for Basic, the price for a paid plan. */
export function actionLabel(plan: SubscriptionPlan, published: boolean): string {
  if (isFree(plan)) return published ? PLAN_MESSAGES.renewFree : PLAN_MESSAGES.publishFree;
  return payLabel(plan.price, published);
}

/** What a paid plan adds to Basic, one plain line each. Basic adds nothing. */
export function planAdds(plan: SubscriptionPlan): string[] {
  const adds: string[] = [];
  if (plan.featured_days > 0) adds.push(`Shown first in your locality for ${plan.featured_days} days`);
  if (plan.includes_verification) adds.push('Verified check by our team');
  return adds;
}

/** Basic (the free plan) first, the others in the API's order. */
export const orderPlans = (plans: SubscriptionPlan[]) => [
  ...plans.filter(isFree),
  ...plans.filter((plan) => !isFree(plan)),
];

/** The plan chosen until the owner picks another: Basic. */
export const defaultPlan = (plans: SubscriptionPlan[]): SubscriptionPlan | null =>
  plans.find(isFree) ?? plans[0] ?? null;

const later = (...times: Array<number | null>) => Math.max(...times.filter((time) => time !== null));
const timeOf = (iso: string | null | undefined) => {
  const time = iso ? Date.parse(iso) : Number.NaN;
  return Number.isNaN(time) ? null : time;
};

/**
 * What renewing a published listing with `plan` gives, by the API's rules: Basic keeps it live 30 days from
 * today (never shorter than it already is, never stacked); a Featured plan adds its days to any Featured time
 * left, and keeps the listing live at least its duration and as long as it is Featured.
 */
export function afterRenewal(
  plan: SubscriptionPlan,
  listing: Pick<OwnListing, 'expires_at' | 'featured_until'>,
  now = Date.now(),
): { liveUntil: Date; featuredUntil: Date | null } {
  const expires = timeOf(listing.expires_at);
  const base = later(expires, now + plan.duration_days * DAY_MS);
  if (plan.featured_days <= 0) return { liveUntil: new Date(base), featuredUntil: null };
  const featured = later(now, timeOf(listing.featured_until)) + plan.featured_days * DAY_MS;
  return { liveUntil: new Date(later(base, featured)), featuredUntil: new Date(featured) };
}
