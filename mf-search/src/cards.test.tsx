import { type Listing, onOpenModalBox, useAuthStore } from '@basera/shared';
import { ENQUIRY_MESSAGES } from '@basera/shared/rules';
import { CURRENT_PATH_TEST_ID, mockApi, renderPage, signIn, stubMatchMedia } from '@basera/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { FEATURED_TITLE } from './FeaturedBadge';
import ListingCard from './ListingCard';
import RecentListingCard from './RecentListingCard';
import { listing, phoneLayout } from './test-support';

function renderCard(item: Listing, nearName?: string) {
  return renderPage(
    <ListingCard
      listing={item}
      photoPath="http://api/storage/"
      galleryPaths="http://api/storage/"
      nearName={nearName}
    />,
    { url: '/pg' },
  );
}

/** Where the page is now (the router's path). */
const path = () => screen.getByTestId(CURRENT_PATH_TEST_ID).textContent;

/** The card's "Contact: …" line as it reads. */
const contactLine = (card: HTMLElement) => within(card).getByText('Contact:').parentElement?.textContent;

afterEach(() => useAuthStore.getState().logout());

describe('ListingCard', () => {
  it('on a phone shows what a seeker judges a place by, and leaves the rest to the detail page', () => {
    stubMatchMedia(360);
    renderCard(listing());
    const card = screen.getByRole('article', { name: 'Sunrise Ladies PG' });
    for (const text of [
      'PG',
      'Female',
      '2 beds free',
      '14, 5th Cross, Koramangala 4th Block, Bengaluru',
      'Student, Employee',
      'AC, Non-AC',
      'Breakfast, Dinner',
      'Monthly Charge: Rs. 12,500 onwards',
      '5 Photos',
    ])
      expect(within(card).getByText(text)).toBeTruthy();
    expect(within(card).getByRole('heading', { level: 2, name: 'Sunrise Ladies PG' })).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Add to shortlist' })).toBeTruthy();
    // The main photo only: no thumbnails, contact, affiliation, posted line or feature buttons.
    expect(card.querySelectorAll('img')).toHaveLength(1);
    for (const text of [/9876543210/, /Christ Univer/, /Listing ID/, /Amenities/])
      expect(within(card).queryByText(text)).toBeNull();
    expect(within(card).getByRole('link', { name: 'View Details' }).getAttribute('href')).toBe(
      '/pgdetails/42',
    );
    expect(within(card).getByRole('link', { name: 'View on Map' }).getAttribute('href')).toContain(
      'query=12.93%2C77.62',
    );
  });

  it('on a wide screen adds the thumbnails, contact, affiliation, real posted date and listing id', () => {
    stubMatchMedia(true);
    signIn();
    renderCard(listing());
    const card = screen.getByRole('article', { name: 'Sunrise Ladies PG' });
    for (const text of [
      'Posted: 12 Nov 2026 · Listing ID: BSR-000042',
      'Student, Employee',
      'Tie-up with Christ Univer...',
      'Monthly Charge: Rs. 12,500 onwards',
    ])
      expect(within(card).getByText(text)).toBeTruthy();
    // A signed-in viewer gets both numbers, each a tap-to-call link.
    expect(contactLine(card)).toBe('Contact: 9876543210, 9123456780');
    for (const phone of ['9876543210', '9123456780'])
      expect(within(card).getByRole('link', { name: phone }).getAttribute('href')).toBe(`tel:${phone}`);
    expect(within(card).queryByRole('button', { name: ENQUIRY_MESSAGES.signInToCall })).toBeNull();
    // main photo + 3 thumbnails, though the gallery has 4
    expect(card.querySelectorAll('img')).toHaveLength(4);
  });

  it('on a wide screen shows a visitor the masked numbers as plain text, and "Sign in to call" opens the login box', () => {
    stubMatchMedia(true);
    const api = mockApi({});
    renderCard(listing({ contact_no_1: '98••••••10', contact_no_2: '91••••••80', contact_hidden: true }));
    const card = screen.getByRole('article', { name: 'Sunrise Ladies PG' });
    expect(contactLine(card)).toBe(`Contact: 98••••••10, 91••••••80${ENQUIRY_MESSAGES.signInToCall}`);
    for (const masked of ['98••••••10', '91••••••80'])
      expect(within(card).getByText(masked).closest('a')).toBeNull();
    expect(card.querySelector('a[href^="tel:"]')).toBeNull();

    const opened = jest.fn();
    const stop = onOpenModalBox(opened);
    fireEvent.click(within(card).getByRole('button', { name: ENQUIRY_MESSAGES.signInToCall }));
    stop();
    expect(opened).toHaveBeenCalledWith('login', { reason: ENQUIRY_MESSAGES.signInToCall });
    expect(api.calls).toHaveLength(0);
  });

  it('shows the Verified badge (Verified by Basera) on a checked listing only', () => {
    stubMatchMedia(360);
    renderCard(listing({ id: 1, propty_id: 1, accommodation_name: 'Checked PG', verified: true }));
    renderCard(listing({ id: 2, propty_id: 2, accommodation_name: 'Unchecked PG', verified: false }));
    const checked = screen.getByRole('article', { name: 'Checked PG' });
    const badge = within(checked).getByRole('img', { name: 'Verified by Basera' });
    expect(badge.textContent).toBe('Verified');
    expect(badge.querySelector('svg')).toBeTruthy();
    const unchecked = screen.getByRole('article', { name: 'Unchecked PG' });
    expect(within(unchecked).queryByRole('img', { name: 'Verified by Basera' })).toBeNull();
    expect(within(unchecked).queryByText('Verified')).toBeNull();
  });

  it('marks a Featured listing beside Verified, over the photo (the card’s rows are unchanged)', () => {
    stubMatchMedia(360);
    renderCard(
      listing({ id: 1, propty_id: 1, accommodation_name: 'Paid PG', featured: true, verified: true }),
    );
    renderCard(listing({ id: 2, propty_id: 2, accommodation_name: 'Plain PG', featured: false }));
    const paid = screen.getByRole('article', { name: 'Paid PG' });
    const mark = within(paid).getByText('Featured').closest('.MuiChip-root')!;
    expect(mark.getAttribute('title')).toBe(FEATURED_TITLE);
    // Beside the Verified badge, in the photo's corner: not in the chips' row under it.
    const verified = within(paid).getByRole('img', { name: 'Verified by Basera' });
    expect(mark.parentElement).toBe(verified.parentElement);
    expect(mark.closest('[data-card-photos]')).toBeTruthy();
    const plain = screen.getByRole('article', { name: 'Plain PG' });
    expect(within(plain).queryByText('Featured')).toBeNull();
  });

  it('says how many beds are free, or from when, and nothing for a mess', () => {
    const { unmount } = renderCard(listing());
    expect(within(screen.getByRole('article')).getByText('2 beds free')).toBeTruthy();
    unmount();
    const later = renderCard(listing({ free_beds_now: 0, beds_free_from: '2099-12-05' }));
    expect(within(screen.getByRole('article')).getByText('Free from 5 Dec')).toBeTruthy();
    later.unmount();
    renderCard(listing({ property_type: 'Mess', beds: [], free_beds_now: 0, beds_free_from: null }));
    expect(within(screen.getByRole('article')).queryByText(/free/i)).toBeNull();
  });

  it('shows an uploaded photo at the card’s size with its other widths, and a seed photo as it is', () => {
    stubMatchMedia(true);
    renderCard(listing({ photo: 'ab12-1280.webp', gallery: ['cd34-1280.webp', 'g2.jpg'] }));
    const [main, thumb, seed] = screen.getByRole('article').querySelectorAll('img');
    expect(main!.getAttribute('src')).toBe('http://api/storage/ab12-640.webp');
    expect(main!.getAttribute('srcset')).toBe(
      'http://api/storage/ab12-320.webp 320w, http://api/storage/ab12-640.webp 640w, http://api/storage/ab12-1280.webp 1280w',
    );
    expect(thumb!.getAttribute('src')).toBe('http://api/storage/cd34-320.webp');
    expect(seed!.getAttribute('src')).toBe('http://api/storage/g2.jpg');
    expect(seed!.getAttribute('srcset')).toBeNull();
  });

  it('lists the real amenities and facilities in their dialogs', async () => {
    stubMatchMedia(true);
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
    expect(opened).toHaveBeenCalledWith(
      'login',
      expect.objectContaining({ reason: 'Sign in to save this place' }),
    );
    expect(api.calls).toHaveLength(0);
  });

  it('adds and removes a signed-in user’s shortlist entry with the server’s message', async () => {
    signIn();
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

describe('the whole card opens the listing', () => {
  afterEach(() => jest.restoreAllMocks());

  it('from anywhere on it that has no action of its own, with the name as its one keyboard link', () => {
    stubMatchMedia(360);
    renderCard(listing());
    const card = screen.getByRole('article', { name: 'Sunrise Ladies PG' });
    // One tab stop opens the listing: the name, read as the listing's name.
    const name = within(card).getByRole('link', { name: 'Sunrise Ladies PG' });
    expect(name.getAttribute('href')).toBe('/pgdetails/42');
    expect(within(card).getByRole('heading', { level: 2 }).contains(name)).toBe(true);
    const tabStops = [...card.querySelectorAll<HTMLElement>('a[href], button')].filter(
      (element) => element.tabIndex >= 0 && element.getAttribute('href')?.startsWith('/pgdetails/'),
    );
    expect(tabStops).toEqual([name]);

    fireEvent.click(within(card).getByText('Breakfast, Dinner'));
    expect(path()).toBe('/pgdetails/42');
  });

  it('from a phone’s photo too (no lightbox there: the detail page has the gallery)', () => {
    stubMatchMedia(360);
    renderCard(listing());
    fireEvent.click(screen.getByRole('img', { name: 'Sunrise Ladies PG' }));
    expect(path()).toBe('/pgdetails/42');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('but the heart, the menu and the contact buttons keep their own actions and stay on the page', async () => {
    stubMatchMedia(true);
    const opened = jest.fn();
    const stop = onOpenModalBox(opened);
    const api = mockApi({});
    renderCard(listing({ contact_no_1: '98••••••10', contact_no_2: null, contact_hidden: true }));
    const card = screen.getByRole('article', { name: 'Sunrise Ladies PG' });

    fireEvent.click(within(card).getByRole('button', { name: 'Add to shortlist' }));
    expect(opened).toHaveBeenCalledWith(
      'login',
      expect.objectContaining({ reason: 'Sign in to save this place' }),
    );
    fireEvent.click(within(card).getByRole('button', { name: ENQUIRY_MESSAGES.signInToCall }));
    expect(opened).toHaveBeenCalledWith('login', { reason: ENQUIRY_MESSAGES.signInToCall });
    stop();
    expect(path()).toBe('/pg');

    // The "more" menu opens (a portal: its clicks reach the card through React) and a click in it stays put.
    fireEvent.click(within(card).getByRole('button', { name: /more/i }));
    const menu = await screen.findByRole('menu');
    fireEvent.click(within(menu).getAllByRole('menuitem')[0]!);
    expect(path()).toBe('/pg');

    // The feature dialog's contents do not open the listing either.
    fireEvent.click(within(card).getByRole('button', { name: 'Facilities (2)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Facilities' });
    fireEvent.click(within(dialog).getByText('CCTV'));
    expect(path()).toBe('/pg');
    expect(api.calls).toHaveLength(0);
  });

  it('keeps the wide screen’s photos for the lightbox', async () => {
    stubMatchMedia(true);
    phoneLayout();
    renderCard(listing());
    fireEvent.click(screen.getByRole('img', { name: 'Sunrise Ladies PG' }));
    expect(
      await screen.findByRole('dialog', { name: 'Sunrise Ladies PG photos' }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(path()).toBe('/pg');
  });

  it('opens in a new tab on a ctrl-click', () => {
    stubMatchMedia(360);
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    renderCard(listing());
    fireEvent.click(within(screen.getByRole('article')).getByText('Breakfast, Dinner'), { ctrlKey: true });
    expect(open).toHaveBeenCalledWith('/pgdetails/42', '_blank', 'noopener');
    expect(path()).toBe('/pg');
  });
});

describe('the card’s rent, deposit and distance', () => {
  const beds = [
    { sharing: 'Triple', total_beds: 9, free_beds: 0, available_from: null, rent: 7000 },
    { sharing: 'Single', total_beds: 4, free_beds: 1, available_from: '2026-11-01', rent: 12000 },
    { sharing: 'Double', total_beds: 8, free_beds: 0, available_from: null, rent: 8500 },
  ] as Listing['beds'];
  const price = () => screen.getByTestId('card-price').textContent;

  it('shows the rent per sharing kind, Single first, instead of the monthly charge', () => {
    renderCard(listing({ beds }));
    expect(price()).toBe('Single Rs. 12,000 · Double Rs. 8,500 · Triple Rs. 7,000');
    expect(screen.queryByText(/Monthly Charge/)).toBeNull();
  });

  it('leaves out the kinds without a rent, and falls back to the monthly charge when none has one', () => {
    const { unmount } = renderCard(
      listing({ beds: [beds[0]!, { sharing: 'Double', total_beds: 8, free_beds: 0, available_from: null }] }),
    );
    expect(price()).toBe('Triple Rs. 7,000');
    unmount();
    renderCard(listing({ beds: [{ sharing: 'Double', total_beds: 8, free_beds: 0, available_from: null }] }));
    expect(price()).toBe('Monthly Charge: Rs. 12,500 onwards');
  });

  it('shows the deposit when the owner gave one', () => {
    const { unmount } = renderCard(listing({ security_deposit: 10000 }));
    expect(screen.getByText('Deposit Rs. 10,000')).toBeTruthy();
    unmount();
    const none = renderCard(listing({ security_deposit: 0 }));
    expect(screen.getByText('No deposit')).toBeTruthy();
    none.unmount();
    renderCard(listing({ security_deposit: null }));
    expect(screen.queryByText(/deposit/i)).toBeNull();
  });

  it('says how far the place is from the searched place, or from the seeker', () => {
    const { unmount } = renderCard(listing({ distance_km: 1.2 }), 'Christ University');
    expect(screen.getByTestId('card-distance').textContent).toBe('1.2 km from Christ University');
    unmount();
    const mine = renderCard(listing({ distance_km: 0.35 }), 'Your location');
    expect(screen.getByTestId('card-distance').textContent).toBe('0.3 km from you');
    mine.unmount();
    // A phone: the distance and the locality share the place line (the card is no taller); a wide screen keeps
    // the address and adds the distance under it.
    stubMatchMedia(360);
    const phone = renderCard(listing({ distance_km: 1.2 }), 'Christ University');
    expect(screen.getByTestId('card-distance').parentElement!.textContent).toBe(
      '1.2 km from Christ University · Koramangala',
    );
    expect(screen.queryByText('14, 5th Cross, Koramangala 4th Block, Bengaluru')).toBeNull();
    phone.unmount();
    stubMatchMedia(true);
    const wide = renderCard(listing({ distance_km: 1.2 }), 'Christ University');
    expect(screen.getByText('14, 5th Cross, Koramangala 4th Block, Bengaluru')).toBeTruthy();
    expect(screen.getByTestId('card-distance').parentElement!.textContent).toBe(
      '1.2 km from Christ University',
    );
    wide.unmount();
    // No distance (a search without a point): no line.
    renderCard(listing(), 'Christ University');
    expect(screen.queryByTestId('card-distance')).toBeNull();
    expect(screen.queryByText(/km from/)).toBeNull();
  });
});

describe('RecentListingCard', () => {
  it('links to the detail page with the price, food and the listing’s real room kinds', () => {
    renderPage(<RecentListingCard listing={listing()} photoPath="http://api/storage/" />);
    const link = screen.getByRole('link', { name: /Sunrise Ladies PG/ });
    expect(link.getAttribute('href')).toBe('/pgdetails/42');
    for (const text of [
      'Sunrise Ladies PG',
      'Female',
      'Property Price: Rs. 12,500/month',
      'AC, Non-AC',
      'Shared',
    ])
      expect(within(link).getByText(text)).toBeTruthy();
    // The spec's fixed room kinds are not shown.
    expect(within(link).queryByText('Non AC')).toBeNull();
    expect(within(link).queryByText('Twin Sharing With AC')).toBeNull();
  });
});

describe('the card’s photo lightbox', () => {
  beforeEach(() => {
    phoneLayout();
    stubMatchMedia(true);
  });
  afterEach(() => jest.restoreAllMocks());

  // The lightbox is its own chunk, loaded on the first click: slow on a busy machine, so more than 1 s to appear.
  const findLightbox = () =>
    screen.findByRole('dialog', { name: 'Sunrise Ladies PG photos' }, { timeout: 5000 });
  const counter = (dialog: HTMLElement) => within(dialog).getByText(/^\d+ \/ \d+$/).textContent;

  it('opens at the clicked photo, loops past either end with the buttons and the arrow keys, and closes on Escape', async () => {
    renderCard(listing());
    const card = screen.getByRole('article', { name: 'Sunrise Ladies PG' });
    // The second thumbnail is the listing's third photo.
    fireEvent.click(card.querySelectorAll('img')[2]!);
    const lightbox = await findLightbox();
    expect(counter(lightbox)).toBe('3 / 5');
    expect(within(lightbox).getByRole('img', { name: 'Sunrise Ladies PG, 3 of 5' }).getAttribute('src')).toBe(
      'http://api/storage/g2.webp',
    );

    const next = within(lightbox).getByRole('button', { name: 'Next photo' });
    const previous = within(lightbox).getByRole('button', { name: 'Previous photo' });
    fireEvent.click(next);
    fireEvent.click(next);
    expect(counter(lightbox)).toBe('5 / 5');
    fireEvent.click(next);
    expect(counter(lightbox)).toBe('1 / 5');
    fireEvent.click(previous);
    expect(counter(lightbox)).toBe('5 / 5');
    fireEvent.keyDown(document, { key: 'ArrowRight', keyCode: 39 });
    expect(counter(lightbox)).toBe('1 / 5');
    fireEvent.keyDown(document, { key: 'ArrowLeft', keyCode: 37 });
    expect(counter(lightbox)).toBe('5 / 5');

    fireEvent.keyDown(lightbox, { key: 'Escape' });
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Sunrise Ladies PG photos' })).toBeNull(),
    );
  });

  it('zooms in by steps up to its limit and back out', async () => {
    renderCard(listing());
    fireEvent.click(screen.getByRole('img', { name: 'Sunrise Ladies PG' }));
    const lightbox = await findLightbox();
    expect(counter(lightbox)).toBe('1 / 5');
    const zoomIn = within(lightbox).getByRole('button', { name: 'Zoom in' }) as HTMLButtonElement;
    const zoomOut = within(lightbox).getByRole('button', { name: 'Zoom out' }) as HTMLButtonElement;
    expect(zoomOut.disabled).toBe(true);
    fireEvent.click(zoomIn);
    await waitFor(() => expect(zoomOut.disabled).toBe(false));
    for (let step = 0; step < 4; step += 1) fireEvent.click(zoomIn);
    await waitFor(() => expect(zoomIn.disabled).toBe(true));
    for (let step = 0; step < 4; step += 1) fireEvent.click(zoomOut);
    await waitFor(() => expect(zoomOut.disabled).toBe(true));
  });

  it('shows a listing with one photo without next and previous', async () => {
    renderCard(listing({ gallery: [] }));
    fireEvent.click(screen.getByRole('img', { name: 'Sunrise Ladies PG' }));
    const lightbox = await findLightbox();
    expect(counter(lightbox)).toBe('1 / 1');
    expect(within(lightbox).queryByRole('button', { name: 'Next photo' })).toBeNull();
  });
});
