import { useAuthStore } from '@basera/shared';
import { mockApi } from '@basera/shared/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import ShortlistPage from './ShortlistPage';
import { renderPage, signIn, wideScreen } from './test-utils';

const property = (id: number, name: string, price: number | null, date: string) => ({
  id,
  propty_id: id,
  accommodation_name: name,
  property_type: 'PG',
  address_line_1: 'Lane 1',
  address_line_2: null,
  locality: 'Salt Lake',
  city_name: 'Kolkata',
  monthly_charge_min: price,
  photo: null,
  wishlist_created_date: date,
});

const shortlist = (properties: unknown[]) => [
  200,
  { status: true, data: { properties, photoPath: 'http://api/storage/properties/', galleryPaths: '' } },
];

const page = () =>
  renderPage(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <ShortlistPage />
    </SWRConfig>,
    '/user/wishlist',
  );
const names = () =>
  within(screen.getByRole('list', { name: 'Shortlisted properties' }))
    .getAllByRole('article')
    .map((card) => card.getAttribute('aria-label'));

beforeEach(() => {
  wideScreen();
  act(() => useAuthStore.getState().logout());
  signIn('Customer');
});

describe('ShortlistPage', () => {
  const three = [
    property(1, 'Asha PG', 8500, '2026-05-01T10:00:00Z'),
    property(2, 'Budget Hostel', 4000, '2026-05-03T10:00:00Z'),
    property(3, 'Lake View Rooms', 12000, '2026-05-02T10:00:00Z'),
  ];

  it('lists the shortlist newest first with the price line and no star rating', async () => {
    mockApi({ '/wishlist': () => shortlist(three) as [number, unknown] });
    page();
    await waitFor(() => expect(names()).toEqual(['Budget Hostel', 'Lake View Rooms', 'Asha PG']));
    expect(screen.getByText('Rs. 8,500 onwards')).toBeTruthy();
    expect(screen.getByText('3 properties shortlisted')).toBeTruthy();
    expect(screen.queryByRole('img', { name: /star/i })).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Sort By' }).textContent).toBe('Newest First');
  });

  it.each([
    ['Oldest First', ['Asha PG', 'Lake View Rooms', 'Budget Hostel']],
    ['Price - Low to High', ['Budget Hostel', 'Asha PG', 'Lake View Rooms']],
    ['Price - High to Low', ['Lake View Rooms', 'Asha PG', 'Budget Hostel']],
  ])('sorts by %s', async (label, expected) => {
    mockApi({ '/wishlist': () => shortlist(three) as [number, unknown] });
    page();
    await waitFor(() => expect(names()).toHaveLength(3));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Sort By' }));
    fireEvent.click(await screen.findByRole('option', { name: label }));
    expect(names()).toEqual(expected);
  });

  it('removes a property, toasts the server message, and shows the empty state at the end', async () => {
    const api = mockApi({
      '/wishlist': () => shortlist([three[0]]) as [number, unknown],
      '/wishlist/toggle': () => [200, { status: true, message: 'Removed from your shortlist' }],
    });
    page();
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Asha PG from shortlist' }));
    expect(await screen.findByText('Removed from your shortlist')).toBeTruthy();
    expect(api.calls.find((c) => c.path === '/wishlist/toggle')?.body).toEqual({
      property_id: 1,
      action: 'remove',
    });
    expect(await screen.findByText('You do not have any list here.')).toBeTruthy();
    expect(screen.getByText('Add PG, hostel, mess or room first.')).toBeTruthy();
  });

  it('shows the empty state for an empty shortlist', async () => {
    mockApi({ '/wishlist': () => shortlist([]) as [number, unknown] });
    page();
    expect(await screen.findByText('You do not have any list here.')).toBeTruthy();
    expect(screen.getByText('Add PG, hostel, mess or room first.')).toBeTruthy();
  });
});
