import {
  RECENTLY_VIEWED_KEY,
  rememberViewed,
  setRemoteLoader,
  useAuthStore,
  type ViewedListing,
} from '@basera/shared';
import { Link } from '@basera/shared/router';
import { mockApi, renderPage, signIn, stubMatchMedia } from '@basera/shared/testing';
import { act, fireEvent, screen, within } from '@testing-library/react';
import ProfilePage from './ProfilePage';

jest.setTimeout(30_000);

/** mf-search's card as the shell's loader hands it over: a link to the place it was given. */
function StubCard({ listing }: { listing: ViewedListing }) {
  return <Link to={`/pgdetails/${listing.propty_id}`}>{listing.accommodation_name}</Link>;
}

const place = (id: number, name: string): ViewedListing => ({
  propty_id: id,
  accommodation_name: name,
  accommodation_gender: 'Boys',
  address_line_1: 'HSR Layout',
  address_line_2: null,
  locality: 'HSR Layout',
  city_name: 'Bengaluru',
  room_air_conditioning_status: 'AC',
  room_sharing_status: null,
  food_served: 'Lunch',
  monthly_charge_min: 11000,
  photo: null,
});

const page = () => renderPage(<ProfilePage />, { url: '/myaccount', path: '/myaccount' });
const section = () => screen.queryByRole('region', { name: 'Recently viewed' });

beforeEach(() => {
  stubMatchMedia(true);
  window.localStorage.clear();
  act(() => useAuthStore.getState().logout());
  setRemoteLoader(async (module) => {
    if (module === 'mf_search/RecentListingCard') return StubCard as never;
    throw new Error(`Unexpected mount: ${module}`);
  });
  mockApi({});
});

describe('My Account: Recently viewed', () => {
  it("lists a seeker's places newest first, each opening its page; Clear forgets them", async () => {
    signIn('Customer');
    rememberViewed(place(4, 'Green Nest PG'));
    rememberViewed(place(9, 'Blue Door Hostel'));
    page();
    const region = section();
    expect(region).toBeTruthy();
    const cards = await within(region!).findAllByRole('link');
    expect(cards.map((card) => card.textContent)).toEqual(['Blue Door Hostel', 'Green Nest PG']);
    expect(cards[0]!.getAttribute('href')).toBe('/pgdetails/9');
    fireEvent.click(within(region!).getByRole('button', { name: 'Clear recently viewed' }));
    expect(section()).toBeNull();
    expect(window.localStorage.getItem(RECENTLY_VIEWED_KEY)).toBeNull();
    // The profile form is still there.
    expect(screen.getByRole('button', { name: 'Update Profile' })).toBeTruthy();
  });

  it('is not there with nothing viewed, nor for a Lister', () => {
    signIn('Customer');
    const empty = page();
    expect(section()).toBeNull();
    empty.unmount();
    act(() => useAuthStore.getState().logout());
    signIn('Lister');
    rememberViewed(place(4, 'Green Nest PG'));
    page();
    expect(section()).toBeNull();
  });
});
