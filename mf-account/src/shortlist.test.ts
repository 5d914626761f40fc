import { SHORTLIST_SORT_OPTIONS } from '@basera/shared';
import type { ShortlistItem } from './shortlist';
import { sortShortlist } from './shortlist';

const item = (id: number, date: string, price: number | null) =>
  ({
    id,
    propty_id: id,
    accommodation_name: `Place ${id}`,
    monthly_charge_min: price,
    wishlist_created_date: date,
  }) as unknown as ShortlistItem;

const items = [
  item(1, '2026-05-01T10:00:00Z', 9000),
  item(2, '2026-05-03T10:00:00Z', 4500),
  item(3, '2026-05-02T10:00:00Z', null),
  item(4, '2026-05-04T10:00:00Z', 12000),
];
const ids = (list: ShortlistItem[]) => list.map((i) => i.id);

describe('sortShortlist', () => {
  it('sorts by each of the orders the shortlist offers, each a different order of all items', () => {
    const orders = SHORTLIST_SORT_OPTIONS.map(({ value }) => ids(sortShortlist(items, value)));
    for (const order of orders) expect([...order].sort()).toEqual([1, 2, 3, 4]);
    expect(new Set(orders.map(String)).size).toBe(SHORTLIST_SORT_OPTIONS.length);
  });

  it('orders by shortlist date', () => {
    expect(ids(sortShortlist(items, 'newest'))).toEqual([4, 2, 3, 1]);
    expect(ids(sortShortlist(items, 'oldest'))).toEqual([1, 3, 2, 4]);
  });

  it('orders by monthly charge, with unknown prices last either way', () => {
    expect(ids(sortShortlist(items, 'price_asc'))).toEqual([2, 1, 4, 3]);
    expect(ids(sortShortlist(items, 'price_desc'))).toEqual([4, 1, 2, 3]);
  });

  it('does not reorder the list it was given', () => {
    sortShortlist(items, 'price_desc');
    expect(ids(items)).toEqual([1, 2, 3, 4]);
  });
});
