import type { Listing } from '@basera/shared';

/** A shortlisted property as GET /wishlist returns it. */
export type ShortlistItem = Listing & { wishlist_created_date: string };

export interface ShortlistResponse {
  status: boolean;
  data: { properties: ShortlistItem[]; photoPath: string; galleryPaths: string };
}

/** Spec 02 section 9: the sort keys and their labels, newest first by default. */
export const SORT_OPTIONS = [
  { value: 'newest', label: 'Newest First' },
  { value: 'oldest', label: 'Oldest First' },
  { value: 'lowToHigh', label: 'Price - Low to High' },
  { value: 'highToLow', label: 'Price - High to Low' },
] as const;
export type SortKey = (typeof SORT_OPTIONS)[number]['value'];

const added = (item: ShortlistItem) => new Date(item.wishlist_created_date).getTime() || 0;

/**
 * Sorts a copy: by the date it was shortlisted, or by monthly_charge_min. Listings without a price go last
 * in both price orders (an unknown price is neither cheap nor dear); ties keep the newest first.
 */
export function sortShortlist(items: ShortlistItem[], key: SortKey): ShortlistItem[] {
  const byNewest = (a: ShortlistItem, b: ShortlistItem) => added(b) - added(a);
  const price = (item: ShortlistItem) =>
    typeof item.monthly_charge_min === 'number' ? item.monthly_charge_min : null;
  const byPrice = (direction: 1 | -1) => (a: ShortlistItem, b: ShortlistItem) => {
    const pa = price(a);
    const pb = price(b);
    if (pa === null || pb === null) return pa === pb ? byNewest(a, b) : pa === null ? 1 : -1;
    return (pa - pb) * direction || byNewest(a, b);
  };
  const compare = {
    newest: byNewest,
    oldest: (a: ShortlistItem, b: ShortlistItem) => added(a) - added(b),
    lowToHigh: byPrice(1),
    highToLow: byPrice(-1),
  }[key];
  return [...items].sort(compare);
}
