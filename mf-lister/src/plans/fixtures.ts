import type { SubscriptionPlan } from '@basera/shared';

// The plans of migration 020 as GET /subscription-plans answers them (tests only).
export const BASIC: SubscriptionPlan = {
  id: 11,
  name: 'Basic',
  kind: 'basic',
  duration_days: 30,
  featured_days: 0,
  includes_verification: false,
  price: 0,
  description:
    'Free. Your listing is in search for 30 days, and you can renew it for free as often as you like.',
};

export const FEATURED_7: SubscriptionPlan = {
  id: 12,
  name: 'Featured 7 days',
  kind: 'featured',
  duration_days: 30,
  featured_days: 7,
  includes_verification: false,
  price: 199,
  description:
    'Shown first in your locality\'s results for 7 days, marked "Featured". Live for at least 30 days.',
};

export const FEATURED_15: SubscriptionPlan = {
  id: 13,
  name: 'Featured 15 days',
  kind: 'featured',
  duration_days: 30,
  featured_days: 15,
  includes_verification: false,
  price: 349,
  description:
    'Shown first in your locality\'s results for 15 days, marked "Featured". Live for at least 30 days.',
};

export const FEATURED_30: SubscriptionPlan = {
  id: 14,
  name: 'Featured 30 days',
  kind: 'featured',
  duration_days: 30,
  featured_days: 30,
  includes_verification: false,
  price: 599,
  description:
    'Shown first in your locality\'s results for 30 days, marked "Featured". Live for at least 30 days.',
};

export const FEATURED_VERIFIED: SubscriptionPlan = {
  id: 15,
  name: 'Featured 30 days + Verified',
  kind: 'featured',
  duration_days: 30,
  featured_days: 30,
  includes_verification: true,
  price: 799,
  description:
    'Featured for 30 days, and our team calls or visits to check your place for the "Verified" mark.',
};

/** Basic first, as the API orders them. */
export const PLANS = [BASIC, FEATURED_7, FEATURED_15, FEATURED_30, FEATURED_VERIFIED];

export const plansAnswer = (plans: SubscriptionPlan[] = PLANS) =>
  [200, { status: true, data: plans }] as [number, unknown];
