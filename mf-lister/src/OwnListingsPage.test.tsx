import { mockApi, renderPage } from '@basera/shared/testing';
import { screen, within } from '@testing-library/react';
import OwnListingsPage, { EMPTY_HINT, EMPTY_TITLE } from './OwnListingsPage';

const listing = (id: number, status: string, name: string, type = 'PG') => ({
  id,
  propty_id: id,
  listing_id: `BSR-PG-${id}`,
  property_type: type,
  accommodation_name: name,
  address_line_1: '12, 3rd Cross',
  locality: 'Indiranagar',
  city_name: 'Bengaluru',
  monthly_charge_min: 9500,
  photo: 'a.webp',
  post_created_at: '2026-11-01T10:00:00.000Z',
  status,
});

describe('OwnListingsPage', () => {
  it('lists every own listing with its status, type, place, date, price and a details link', async () => {
    mockApi({
      '/get-all-properties': () => [
        200,
        {
          status: true,
          data: {
            properties: [listing(7, 'active', 'Lotus PG'), listing(9, 'inactive', 'Palm Rooms', 'Room')],
            photoPath: 'http://api/storage/',
          },
        },
      ],
    });
    renderPage(<OwnListingsPage />);
    expect(await screen.findByText('2 listings')).toBeTruthy();
    const lotus = screen.getByRole('article', { name: 'Lotus PG' });
    // Status, type, place, listing id with its posted date, price: a failure names what is missing.
    const facts = [
      'Active',
      'PG',
      '12, 3rd Cross, Indiranagar, Bengaluru',
      'Listing ID: BSR-PG-7 · Posted 1 Nov 2026',
      'Rs. 9,500 onwards',
    ];
    expect(facts.filter((text) => !within(lotus).queryByText(text))).toEqual([]);
    expect(within(lotus).getByRole('img', { name: 'Lotus PG' }).getAttribute('src')).toBe(
      'http://api/storage/a.webp',
    );
    expect(within(lotus).getByRole('link', { name: 'View Details' }).getAttribute('href')).toBe(
      '/pgdetails/7',
    );
    const palm = screen.getByRole('article', { name: 'Palm Rooms' });
    expect(within(palm).getByText('Inactive')).toBeTruthy();
    expect(within(palm).getByText('Room Sharing')).toBeTruthy();
  });

  it('shows the spec empty state when there is nothing yet, or for a user who is not a Lister', async () => {
    mockApi({
      '/get-all-properties': () => [200, { status: true, data: { properties: [], photoPath: '' } }],
    });
    renderPage(<OwnListingsPage />);
    expect(await screen.findByText(EMPTY_TITLE)).toBeTruthy();
    expect(screen.getByText(EMPTY_HINT)).toBeTruthy();
  });

  it('offers Retry when the list cannot be loaded', async () => {
    mockApi({ '/get-all-properties': () => [500, { status: false, message: 'boom' }] });
    renderPage(<OwnListingsPage />);
    expect(await screen.findByText('We could not load your listings.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
