import { listingTypeLabel, priceOnwards, rupees } from '@basera/shared';
import { BED_SHARING_OPTIONS, distanceText, freeBedsText, indiaToday } from '@basera/shared/rules';
import type { ShortlistItem } from './shortlist';

/** Places side by side: two at least, three at most (a phone shows three columns, scrolling sideways). */
export const COMPARE_MIN = 2;
export const COMPARE_MAX = 3;

export const COMPARE_TEXT = {
  action: 'Compare',
  title: 'Compare places',
  hint: `Choose ${COMPARE_MIN} or ${COMPARE_MAX} places to compare`,
  tooMany: `You can compare up to ${COMPARE_MAX} places at a time`,
  back: 'Back to shortlist',
  gone: 'These places are no longer on your shortlist.',
} as const;

/** The URL keys: the places chosen while picking (`choose`), and the comparison shown (`compare`). */
export const CHOOSE_KEY = 'choose';
export const COMPARE_KEY = 'compare';

/** Listing ids from a URL value ("12,7,30"): whole positive numbers, each once, in their order. */
export function idsFrom(value: string | null): number[] {
  if (!value) return [];
  const ids = value
    .split(',')
    .map((part) => part.trim())
    .filter((part) => /^\d{1,9}$/.test(part))
    .map(Number)
    .filter((id) => id > 0);
  return [...new Set(ids)];
}

export const idOf = (item: Pick<ShortlistItem, 'propty_id' | 'id'>) => item.propty_id ?? item.id;

/** A choice of places to add one to: the same list, or null when it is full. */
export function choose(chosen: number[], id: number): number[] | null {
  if (chosen.includes(id)) return chosen.filter((other) => other !== id);
  return chosen.length >= COMPARE_MAX ? null : [...chosen, id];
}

/** Each sharing kind with a rent, Single to Dormitory ("Single Rs. 12,000"); the monthly charge without any. */
export function rentLines(item: Pick<ShortlistItem, 'beds' | 'monthly_charge_min'>): string[] {
  const order: readonly string[] = BED_SHARING_OPTIONS;
  const priced = (item.beds ?? [])
    .filter((row) => typeof row.rent === 'number')
    .sort((a, b) => order.indexOf(a.sharing) - order.indexOf(b.sharing))
    .map((row) => `${row.sharing} Rs. ${rupees(row.rent)}`);
  if (priced.length) return priced;
  return typeof item.monthly_charge_min === 'number' ? [priceOnwards(item.monthly_charge_min)] : [];
}

const NA = 'N/A';
const allowed = (value: string | null | undefined) =>
  value === 'Yes' ? 'Allowed' : value === 'No' ? 'Not allowed' : (value ?? NA);

/** What a row of the comparison shows for one place: one line, or several (rents, meals). */
export type CompareValue = string | string[];

export interface CompareRow {
  label: string;
  value: (item: ShortlistItem, today: string) => CompareValue;
}

/**
 * The comparison's rows, after the photo and name: what a seeker weighs two places by, in the listing's own
 * data (the shortlist's answer has every field). A missing value reads N/A.
 */
export const COMPARE_ROWS: CompareRow[] = [
  { label: 'Type', value: (item) => listingTypeLabel(item.property_type) },
  { label: 'For', value: (item) => item.accommodation_gender || NA },
  {
    label: 'Rent per sharing',
    value: (item) => {
      const lines = rentLines(item);
      return lines.length ? lines : NA;
    },
  },
  {
    label: 'Deposit',
    value: (item) =>
      typeof item.security_deposit === 'number'
        ? item.security_deposit > 0
          ? `Rs. ${rupees(item.security_deposit)}`
          : 'No deposit'
        : NA,
  },
  {
    label: 'Food',
    value: (item) => {
      const meals = item.food_meals?.length ? item.food_meals.join(', ') : item.food_served;
      if (!meals) return item.price_with_food === 'No' ? 'No food' : NA;
      return item.food_type ? [meals, item.food_type] : meals;
    },
  },
  {
    label: 'Beds free now',
    value: (item, today) => (item.property_type === 'Mess' ? NA : freeBedsText(item, today)),
  },
  {
    label: 'Gate closes',
    value: (item) =>
      item.property_type === 'Mess'
        ? NA
        : (item.gate_closing_time ?? (item.visitors_allowed ? 'No curfew' : NA)),
  },
  { label: 'Visitors', value: (item) => item.visitors_allowed ?? NA },
  { label: 'Smoking', value: (item) => allowed(item.smoking_allowed) },
  { label: 'Drinking', value: (item) => allowed(item.drinking_allowed) },
  { label: 'Pets', value: (item) => allowed(item.pets_allowed) },
  {
    label: 'Nearest transit',
    value: (item) => (item.nearest_conveying_facilities as string | null | undefined) || NA,
  },
  {
    label: 'Main road',
    value: (item) =>
      typeof item.distance_in_meters === 'number' ? distanceText(item.distance_in_meters) : NA,
  },
  {
    label: 'Locality',
    value: (item) => [item.locality, item.city_name].filter(Boolean).join(', ') || NA,
  },
];

export const compareToday = () => indiaToday();
