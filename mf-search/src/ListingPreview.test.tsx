import { RECENTLY_VIEWED_KEY, useAuthStore } from '@basera/shared';
import { gatedFetch, mockApi, renderPage, signIn, stubMatchMedia, testUser } from '@basera/shared/testing';
import { act, fireEvent, screen, within } from '@testing-library/react';
import type { DetailListing } from './details/types';
import ListingPreview from './ListingPreview';
import { listing } from './test-support';

const photos = ['main.webp', 'g1.webp', 'g2.webp'];

const answer = (overrides: Partial<DetailListing> = {}) => ({
  status: true,
  data: {
    property: { ...listing(), photos, ...overrides },
    photoPath: 'http://api/storage/',
    galleryPaths: 'http://api/storage/',
  },
});

/** The owner (a Lister) previews listing 42 inside a page of the wizard. */
function renderPreview(overrides: Partial<DetailListing> = {}) {
  const api = mockApi({ '/get-property-details-by-id/42': () => [200, answer(overrides)] });
  renderPage(<ListingPreview id={42} />, { url: '/user/add-listing' });
  return api;
}

const heading = () => screen.findByRole('heading', { level: 2, name: 'Sunrise Ladies PG' });

beforeEach(() => {
  window.localStorage.clear();
  signIn('Lister', { ...testUser, id: 9 });
});
afterEach(() => useAuthStore.getState().logout());

describe('ListingPreview', () => {
  it('shows the owner’s draft as a seeker will see it: photos, heading, sections and the owner’s box', async () => {
    stubMatchMedia(1280);
    const api = renderPreview({ status: 'draft', contact_name: 'Ramesh Kumar' });
    await heading();
    const shown = screen
      .getAllByRole('img', { name: /Sunrise Ladies PG/ })
      .map((img) => img.getAttribute('src'));
    expect(shown.some((src) => src?.startsWith('http://api/storage/main'))).toBe(true);
    expect(screen.getByText('Monthly Charge: Rs. 12,500 onwards')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Pricing' })).toBeTruthy();
    const owner = screen.getByLabelText('Contact the owner');
    expect(within(owner).getByText('BSR-000042')).toBeTruthy();
    expect(within(owner).getByText('Ask for Ramesh Kumar')).toBeTruthy();
    // A seeker sees no owner's notice: neither does the preview.
    expect(screen.queryByText(/only you can see it/)).toBeNull();
    // The owner's details call, asked not to count a view.
    expect(
      api.calls
        .filter((call) => call.path.startsWith('/get-property-details-by-id/'))
        .map((call) => [call.path, call.query.get('preview')]),
    ).toEqual([['/get-property-details-by-id/42', '1']]);
  });

  it('acts on nothing: its buttons are disabled and the numbers are no tel: links', async () => {
    stubMatchMedia(1280);
    const api = renderPreview();
    await heading();
    for (const name of ['Ask the owner', 'Book a visit', 'Add to shortlist', 'Report this listing']) {
      expect(screen.getByRole('button', { name }).matches(':disabled')).toBe(true);
    }
    expect(screen.getByRole('button', { name: 'Description' }).matches(':disabled')).toBe(true);
    expect(screen.queryByRole('link', { name: '9876543210' })).toBeNull();
    const owner = screen.getByLabelText('Contact the owner');
    expect(within(owner).getByText('9876543210')).toBeTruthy();
    expect(screen.getByText(/Buttons do nothing in a preview/)).toBeTruthy();
    // Only the listing (and its public reviews, when the section nears) was read: nothing sent, counted or
    // remembered on this device.
    const read = ['/get-property-details-by-id/42', '/properties/42/reviews'];
    expect(api.calls.filter((call) => !read.includes(call.path))).toEqual([]);
    expect(api.calls.every((call) => Object.keys(call.body).length === 0)).toBe(true);
    expect(window.localStorage.getItem(RECENTLY_VIEWED_KEY)).toBeNull();
  });

  it('on a phone shows the bottom bar as a seeker has it, with Call and the heart doing nothing', async () => {
    stubMatchMedia(360);
    renderPreview();
    await heading();
    const bar = screen.getByRole('region', { name: 'Call or shortlist' });
    expect(within(bar).queryByRole('link')).toBeNull();
    const call = within(bar).getByRole('button', { name: 'Call 9876543210' });
    expect(call.getAttribute('href')).toBeNull();
    expect(call.matches(':disabled')).toBe(true);
    expect(within(bar).getByRole('button', { name: 'Add to shortlist' }).matches(':disabled')).toBe(true);
  });

  it('shows the Featured and Verified marks a seeker will see', async () => {
    stubMatchMedia(1280);
    renderPreview({ featured: true, verified: true });
    await heading();
    expect(screen.getByText('Featured')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Verified by Basera' })).toBeTruthy();
  });

  it('holds the page’s shape while the listing loads', async () => {
    const api = gatedFetch(200, answer());
    renderPage(<ListingPreview id={42} />, { url: '/user/add-listing' });
    expect(screen.getByRole('status', { name: 'Loading the preview...' })).toBeTruthy();
    await act(async () => api.release());
    await heading();
    expect(screen.queryByRole('status', { name: 'Loading the preview...' })).toBeNull();
  });

  it('says when the listing cannot be read, and Retry reads it again', async () => {
    let status = 500;
    mockApi({
      '/get-property-details-by-id/42': () =>
        status === 200 ? [200, answer()] : [status, { status: false, message: 'Server error' }],
    });
    renderPage(<ListingPreview id={42} />, { url: '/user/add-listing' });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('We could not load the preview of your listing.');
    status = 200;
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await heading();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says so when the listing is not there (deleted, or not this owner’s)', async () => {
    mockApi({
      '/get-property-details-by-id/42': () => [404, { status: false, message: 'Property not found' }],
    });
    renderPage(<ListingPreview id={42} />, { url: '/user/add-listing' });
    expect((await screen.findByRole('alert')).textContent).toContain(
      'We could not find this listing to preview it.',
    );
  });
});
