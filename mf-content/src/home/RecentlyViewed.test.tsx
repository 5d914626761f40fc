import {
  RECENTLY_VIEWED_KEY,
  rememberViewed,
  setRemoteLoader,
  useAuthStore,
  type ViewedListing,
} from '@basera/shared';
import { Link } from '@basera/shared/router';
import { mockApi, renderPage, signIn, stubMatchMedia } from '@basera/shared/testing';
import { act, screen, within } from '@testing-library/react';
import { home } from '../fixtures';
import HomePage from '../HomePage';

jest.setTimeout(30_000);

/** mf-search's card as the shell's loader would hand it over: what it was given, as a link to the place. */
function StubCard({ listing, photoPath }: { listing: ViewedListing; photoPath: string }) {
  return (
    <Link to={`/pgdetails/${listing.propty_id}`} data-photo={`${photoPath}${listing.photo ?? ''}`}>
      {listing.accommodation_name}
    </Link>
  );
}
function StubSearchBox() {
  return <form aria-label="Search properties" />;
}

const place = (id: number, name: string): ViewedListing => ({
  propty_id: id,
  accommodation_name: name,
  accommodation_gender: 'Girls',
  address_line_1: '4th Cross',
  address_line_2: null,
  locality: 'Koramangala',
  city_name: 'Bengaluru',
  room_air_conditioning_status: null,
  room_sharing_status: 'Twin',
  food_served: null,
  monthly_charge_min: 9000,
  photo: `${id}.webp`,
});

stubMatchMedia(false);

beforeEach(() => {
  window.localStorage.clear();
  act(() => useAuthStore.getState().logout());
  setRemoteLoader(async (module) => {
    if (module === 'mf_search/RecentListingCard') return StubCard as never;
    if (module === 'mf_search/SearchBox') return StubSearchBox as never;
    throw new Error(`Unexpected mount: ${module}`);
  });
});

const renderHome = async () => {
  const api = mockApi({ '/get-home': () => [200, { status: true, data: home() }] });
  renderPage(<HomePage />);
  await screen.findByText('Most Recent Listing', undefined, { timeout: 15_000 });
  return api;
};

describe('Recently viewed on home', () => {
  it('is not there on a first visit', async () => {
    await renderHome();
    expect(screen.queryByText('Recently viewed')).toBeNull();
  });

  it("shows this device's places newest first, after What We Offer, each opening its page, with no request", async () => {
    rememberViewed(place(3, 'Lotus PG'), 'http://api/storage/');
    rememberViewed(place(8, 'Kaveri Hostel'), 'http://api/storage/');
    const api = await renderHome();
    const section = screen.getByRole('region', { name: 'Recently viewed' });
    const cards = await within(section).findAllByRole('link');
    expect(cards.map((card) => card.textContent)).toEqual(['Kaveri Hostel', 'Lotus PG']);
    expect(cards.map((card) => card.getAttribute('href'))).toEqual(['/pgdetails/8', '/pgdetails/3']);
    expect(cards[1]!.dataset.photo).toBe('http://api/storage/3.webp');
    // Under the search's type cards, above List Your Property.
    const offer = screen.getByText('What We Offer');
    const list = screen.getByText('List Your Property');
    expect(offer.compareDocumentPosition(section) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(section.compareDocumentPosition(list) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(api.calls.map((call) => call.path)).toEqual(['/get-home']);
  });

  it('follows a place viewed in another tab', async () => {
    await renderHome();
    window.localStorage.setItem(RECENTLY_VIEWED_KEY, JSON.stringify([place(5, 'Nest PG')]));
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: RECENTLY_VIEWED_KEY }));
    });
    const section = await screen.findByRole('region', { name: 'Recently viewed' });
    expect(await within(section).findByRole('link', { name: 'Nest PG' })).toBeTruthy();
  });

  it('is not shown to a Lister', async () => {
    rememberViewed(place(3, 'Lotus PG'));
    signIn('Lister');
    await renderHome();
    expect(screen.queryByText('Recently viewed')).toBeNull();
  });
});
