import { type Listing, onOpenModalBox, useAuthStore } from '@basera/shared';
import { mockApi } from '@basera/shared/testing';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { SnackbarProvider } from 'notistack';
import { MemoryRouter } from 'react-router-dom';
import ListingCard from './ListingCard';
import RecentListingCard from './RecentListingCard';

function listing(overrides: Partial<Listing> = {}): Listing {
  return {
    id: 42,
    propty_id: 42,
    listing_id: 'BSR-000042',
    property_type: 'PG',
    accommodation_name: 'Sunrise Ladies PG',
    state_name: 'Karnataka',
    city_name: 'Bengaluru',
    locality: 'Koramangala',
    address_line_1: '14, 5th Cross',
    address_line_2: 'Koramangala 4th Block',
    landmark: 'Near Forum Mall',
    postal_code: '560034',
    contact_no_1: '9876543210',
    contact_no_2: '9123456780',
    lat: 12.93,
    long: 77.62,
    accommodation_gender: 'Female',
    accommodation_occupation: 'Student, Employee',
    minimum_age: 18,
    room_sharing_status: 'Shared',
    room_air_conditioning_status: 'AC, Non-AC',
    room_occupation_status: 'Double, Triple',
    total_rooms_ac: 4,
    total_rooms_non_ac: 6,
    total_rooms_with_cooler: 0,
    monthly_charge_min: 12500,
    price_with_food: 'Yes',
    food_served: 'Breakfast, Dinner',
    affiliated: 'Yes',
    affiliation_details: 'Tie-up with Christ University hostel office',
    pg_description: 'Clean rooms',
    video_link: null,
    photo: 'main.webp',
    gallery: ['g1.webp', 'g2.webp', 'g3.webp', 'g4.webp'],
    amenities: [{ id: 1, amenities_name: 'Wi-Fi', image: 'wifi' }],
    facilities: [
      { id: 1, facilities_name: 'Laundry', image: 'laundry' },
      { id: 2, facilities_name: 'CCTV', image: 'cctv' },
    ],
    post_created_at: '2026-11-12T10:00:00.000Z',
    is_wishlisted: false,
    ...overrides,
  };
}

function renderCard(item: Listing) {
  return render(
    <SnackbarProvider>
      <MemoryRouter>
        <ListingCard listing={item} photoPath="http://api/storage/" galleryPaths="http://api/storage/" />
      </MemoryRouter>
    </SnackbarProvider>,
  );
}

afterEach(() => useAuthStore.getState().logout());

describe('ListingCard', () => {
  it('shows the listing facts, its real posted date and listing id, and up to 3 thumbnails', () => {
    renderCard(listing());
    const card = screen.getByRole('article', { name: 'Sunrise Ladies PG' });
    expect(within(card).getByText('Posted: 12 Nov 2026 · Listing ID: BSR-000042')).toBeTruthy();
    expect(within(card).getByText('14, 5th Cross, Koramangala 4th Block, Bengaluru')).toBeTruthy();
    expect(within(card).getByText('9876543210, 9123456780')).toBeTruthy();
    expect(within(card).getByText('Student, Employee')).toBeTruthy();
    expect(within(card).getByText('AC, Non-AC')).toBeTruthy();
    expect(within(card).getByText('Tie-up with Christ Univer...')).toBeTruthy();
    expect(within(card).getByText('Monthly Charge: Rs. 12,500 onwards')).toBeTruthy();
    expect(within(card).getByText('5 Photos')).toBeTruthy();
    // main photo + 3 thumbnails, though the gallery has 4
    expect(card.querySelectorAll('img')).toHaveLength(4);
    expect(within(card).getByRole('link', { name: 'View Details' }).getAttribute('href')).toBe(
      '/pgdetails/42',
    );
    expect(within(card).getByRole('link', { name: 'View on Map' }).getAttribute('href')).toContain(
      'query=12.93%2C77.62',
    );
  });

  it('lists the real amenities and facilities in their dialogs', async () => {
    renderCard(listing());
    fireEvent.click(screen.getByRole('button', { name: 'Facilities (2)' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Laundry')).toBeTruthy();
    expect(within(dialog).getByText('CCTV')).toBeTruthy();
  });

  it('opens the login box when a visitor shortlists', () => {
    const opened = jest.fn();
    const stop = onOpenModalBox(opened);
    const api = mockApi({});
    renderCard(listing());
    fireEvent.click(screen.getByRole('button', { name: 'Add to shortlist' }));
    stop();
    expect(opened).toHaveBeenCalledWith('login');
    expect(api.calls).toHaveLength(0);
  });

  it('adds and removes a signed-in user’s shortlist entry with the server’s message', async () => {
    useAuthStore.getState().setSession({ token: 'tok', user: { id: 1 } as never, usertype: 'Customer' });
    const api = mockApi({
      '/wishlist/toggle': (body) => [
        200,
        {
          status: true,
          message: body.action === 'add' ? 'Added to your shortlist' : 'Removed from your shortlist',
          data: { wishlisted: body.action === 'add' },
        },
      ],
    });
    renderCard(listing());
    fireEvent.click(screen.getByRole('button', { name: 'Add to shortlist' }));
    expect(await screen.findByText('Added to your shortlist')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Remove from shortlist' })).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: 'Remove from shortlist' }));
    expect(await screen.findByText('Removed from your shortlist')).toBeTruthy();
    expect(api.calls.map((c) => c.body.action)).toEqual(['add', 'remove']);
  });
});

describe('RecentListingCard', () => {
  it('links to the detail page with the price, food and the listing’s real room kinds', () => {
    render(
      <MemoryRouter>
        <RecentListingCard listing={listing()} photoPath="http://api/storage/" />
      </MemoryRouter>,
    );
    const link = screen.getByRole('link');
    expect(link.getAttribute('href')).toBe('/pgdetails/42');
    expect(within(link).getByText('Sunrise Ladies PG')).toBeTruthy();
    expect(within(link).getByText('Female')).toBeTruthy();
    expect(within(link).getByText('Property Price: Rs. 12,500')).toBeTruthy();
    expect(within(link).getByText('AC, Non-AC')).toBeTruthy();
    expect(within(link).getByText('Shared')).toBeTruthy();
    expect(within(link).queryByText('Non AC')).toBeNull();
    expect(within(link).queryByText('Twin Sharing With AC')).toBeNull();
  });
});
