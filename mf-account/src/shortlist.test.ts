import type { ShortlistItem } from './shortlist';
import { SORT_OPTIONS, sortShortlist } from './shortlist';

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
  it('offers the four spec orders, newest first by default', () => {
    expect(SORT_OPTIONS.map((o) => o.label)).toEqual([
      'Newest First',
      'Oldest First',
      'Price - Low to High',
      'Price - High to Low',
    ]);
  });

  it('orders by shortlist date', () => {
    expect(ids(sortShortlist(items, 'newest'))).toEqual([4, 2, 3, 1]);
    expect(ids(sortShortlist(items, 'oldest'))).toEqual([1, 3, 2, 4]);
  });

  it('orders by monthly charge, with unknown prices last either way', () => {
    expect(ids(sortShortlist(items, 'lowToHigh'))).toEqual([2, 1, 4, 3]);
    expect(ids(sortShortlist(items, 'highToLow'))).toEqual([4, 1, 2, 3]);
  });

  it('does not reorder the list it was given', () => {
    sortShortlist(items, 'highToLow');
    expect(ids(items)).toEqual([1, 2, 3, 4]);
  });
});
