import { mockApi } from '@basera/shared/testing';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import OwnListingsPage, { EMPTY_HINT, EMPTY_TITLE } from './OwnListingsPage';

const listing = (id: number, status: string, name: string) => ({
  id,
  propty_id: id,
  listing_id: `BSR-PG-${id}`,
  property_type: 'PG',
  accommodation_name: name,
  address_line_1: '12, 3rd Cross',
  locality: 'Indiranagar',
  city_name: 'Bengaluru',
  monthly_charge_min: 9500,
  photo: 'a.webp',
  post_created_at: '2026-11-01T10:00:00.000Z',
  status,
});

function renderPage() {
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <MemoryRouter>
        <OwnListingsPage />
      </MemoryRouter>
    </SWRConfig>,
  );
}

describe('OwnListingsPage', () => {
  it('lists every own listing with its status, price and a details link', async () => {
    mockApi({
      '/get-all-properties': () => [
        200,
        {
          status: true,
          data: {
            properties: [listing(7, 'active', 'Lotus PG'), listing(9, 'inactive', 'Palm Hostel')],
            photoPath: 'http://api/storage/',
          },
        },
      ],
    });
    renderPage();
    expect(await screen.findByText('2 listings')).toBeTruthy();
    const lotus = screen.getByRole('article', { name: 'Lotus PG' });
    expect(within(lotus).getByText('Active')).toBeTruthy();
    expect(within(lotus).getByText('Rs. 9,500 onwards')).toBeTruthy();
    expect(within(lotus).getByRole('link', { name: 'View Details' }).getAttribute('href')).toBe(
      '/pgdetails/7',
    );
    expect(within(screen.getByRole('article', { name: 'Palm Hostel' })).getByText('Inactive')).toBeTruthy();
  });

  it('shows the spec empty state when there is nothing yet, or for a user who is not a Lister', async () => {
    mockApi({
      '/get-all-properties': () => [200, { status: true, data: { properties: [], photoPath: '' } }],
    });
    renderPage();
    expect(await screen.findByText(EMPTY_TITLE)).toBeTruthy();
    expect(screen.getByText(EMPTY_HINT)).toBeTruthy();
  });

  it('offers Retry when the list cannot be loaded', async () => {
    mockApi({ '/get-all-properties': () => [500, { status: false, message: 'boom' }] });
    renderPage();
    expect(await screen.findByText('We could not load your listings.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
