import type { Listing, ShortlistSort } from '@basera/shared';

/** A shortlisted property as GET /wishlist returns it. */
export type ShortlistItem = Listing & { wishlist_created_date: string };

export interface ShortlistResponse {
  status: boolean;
  data: { properties: ShortlistItem[]; photoPath: string; galleryPaths: string };
}

const added = (item: ShortlistItem) => new Date(item.wishlist_created_date).getTime() || 0;

/**
 * Sorts a copy in one of the shortlist's orders (`SHORTLIST_SORT_OPTIONS`, spec 02 section 9; newest first by
 * default): by the date it was shortlisted, or by monthly_charge_min. Listings without a price go last
 * in both price orders (an unknown price is neither cheap nor dear); ties keep the newest first.
 */
export function sortShortlist(items: ShortlistItem[], key: ShortlistSort): ShortlistItem[] {
  const byNewest = (a: ShortlistItem, b: ShortlistItem) => added(b) - added(a);
  const price = (item: ShortlistItem) =>
    typeof item.monthly_charge_min === 'number' ? item.monthly_charge_min : null;
  const byPrice = (direction: 1 | -1) => (a: ShortlistItem, b: ShortlistItem) => {
    const pa = price(a);
    const pb = price(b);
    if (pa === null || pb === null) return pa === pb ? byNewest(a, b) : pa === null ? 1 : -1;
    return (pa - pb) * direction || byNewest(a, b);
  };
  const compare: Record<ShortlistSort, typeof byNewest> = {
    newest: byNewest,
    oldest: (a: ShortlistItem, b: ShortlistItem) => added(a) - added(b),
    price_asc: byPrice(1),
    price_desc: byPrice(-1),
  };
  return [...items].sort(compare[key]);
}
