import { act, render, screen } from '@testing-library/react';
import {
  clearRecentlyViewed,
  RECENTLY_VIEWED_KEY,
  readRecentlyViewed,
  rememberViewed,
  useRecentlyViewed,
  type ViewedListing,
} from './recently-viewed';
import { RECENTLY_VIEWED_MAX } from './rules/notify';

const place = (id: number, extra: Partial<ViewedListing> = {}): ViewedListing => ({
  propty_id: id,
  accommodation_name: `Place ${id}`,
  accommodation_gender: 'Girls',
  address_line_1: '12 MG Road',
  address_line_2: null,
  locality: 'Koramangala',
  city_name: 'Bengaluru',
  room_air_conditioning_status: 'AC',
  room_sharing_status: null,
  food_served: 'Breakfast',
  monthly_charge_min: 8000,
  photo: `p${id}.webp`,
  ...extra,
});
const ids = () => readRecentlyViewed().map((item) => item.propty_id);

function Names() {
  const list = useRecentlyViewed();
  return <p data-testid="names">{list.map((item) => item.accommodation_name).join(', ') || 'none'}</p>;
}

beforeEach(() => window.localStorage.clear());

describe('recently viewed', () => {
  it('keeps the newest first, once each: viewing a place again moves it to the front', () => {
    rememberViewed(place(1));
    rememberViewed(place(2));
    rememberViewed(place(3));
    expect(ids()).toEqual([3, 2, 1]);
    rememberViewed(place(1, { monthly_charge_min: 7500 }));
    expect(ids()).toEqual([1, 3, 2]);
    expect(readRecentlyViewed()[0]?.monthly_charge_min).toBe(7500);
  });

  it(`remembers at most ${RECENTLY_VIEWED_MAX}, forgetting the oldest`, () => {
    for (let id = 1; id <= RECENTLY_VIEWED_MAX + 3; id++) rememberViewed(place(id));
    expect(ids()).toHaveLength(RECENTLY_VIEWED_MAX);
    expect(ids()[0]).toBe(RECENTLY_VIEWED_MAX + 3);
    expect(ids()).not.toContain(3);
    expect(ids()).toContain(4);
  });

  it("keeps the photo's whole address and only the card's facts", () => {
    rememberViewed(
      { ...place(5), pg_description: 'A long text', amenities: [] } as ViewedListing,
      'http://api/storage/',
    );
    const [stored] = JSON.parse(window.localStorage.getItem(RECENTLY_VIEWED_KEY) ?? '[]');
    expect(stored.photo).toBe('http://api/storage/p5.webp');
    expect(stored).not.toHaveProperty('pg_description');
    rememberViewed(place(6, { photo: null }), 'http://api/storage/');
    expect(readRecentlyViewed()[0]?.photo).toBeNull();
  });

  it('survives damaged storage: bad JSON reads as nothing, bad entries are dropped, and it starts again', () => {
    window.localStorage.setItem(RECENTLY_VIEWED_KEY, '{not json');
    expect(readRecentlyViewed()).toEqual([]);
    rememberViewed(place(1));
    expect(ids()).toEqual([1]);
    window.localStorage.setItem(
      RECENTLY_VIEWED_KEY,
      JSON.stringify([
        place(2),
        null,
        'x',
        { propty_id: 'a', accommodation_name: 'Bad' },
        place(2),
        place(3),
      ]),
    );
    expect(ids()).toEqual([2, 3]);
    window.localStorage.setItem(RECENTLY_VIEWED_KEY, JSON.stringify({ propty_id: 1 }));
    expect(readRecentlyViewed()).toEqual([]);
  });

  it('works on when storage refuses to write', () => {
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    expect(() => rememberViewed(place(1))).not.toThrow();
    setItem.mockRestore();
    expect(readRecentlyViewed()).toEqual([]);
  });

  it('updates the page at once in this tab, after another tab views a place, and when cleared', () => {
    render(<Names />);
    expect(screen.getByTestId('names').textContent).toBe('none');
    act(() => rememberViewed(place(1)));
    expect(screen.getByTestId('names').textContent).toBe('Place 1');

    // Another tab writes the list; this one hears of it through the storage event.
    window.localStorage.setItem(RECENTLY_VIEWED_KEY, JSON.stringify([place(9), place(1)]));
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: RECENTLY_VIEWED_KEY }));
    });
    expect(screen.getByTestId('names').textContent).toBe('Place 9, Place 1');

    act(() => clearRecentlyViewed());
    expect(screen.getByTestId('names').textContent).toBe('none');
    expect(window.localStorage.getItem(RECENTLY_VIEWED_KEY)).toBeNull();
  });
});
