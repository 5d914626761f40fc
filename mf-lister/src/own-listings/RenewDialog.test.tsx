import type { OwnListing } from '@basera/shared';
import { mockApi, renderPage } from '@basera/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import OwnListingsPage from '../OwnListingsPage';
import { plansAnswer } from '../plans/fixtures';
import { ownListing } from '../wizard/fixtures';

// The Renew dialog of My Listings, through the page that opens it (its toast and reload are the page's).
jest.setTimeout(20_000);

const expired = ownListing({
  id: 9,
  accommodation_name: 'Old Hostel',
  status: 'expired',
  review: 'approved',
  wizard_step: 7,
  expires_at: '2026-01-03T10:00:00.000Z',
});

function renderList(subscribe: () => [number, unknown], listings: OwnListing[] = [expired]) {
  const api = mockApi({
    '/get-all-properties': () => [
      200,
      { status: true, data: { properties: listings, photoPath: 'http://api/storage/' } },
    ],
    '/subscription-plans': () => plansAnswer(),
    '/property-subscribe': subscribe,
  });
  renderPage(<OwnListingsPage />, { url: '/user/view-all-listing', path: '/user/view-all-listing' });
  const posts = () =>
    api.calls.filter((call) => call.path === '/property-subscribe').map((call) => call.body);
  const loads = () => api.calls.filter((call) => call.path === '/get-all-properties').length;
  return { posts, loads };
}

const openRenew = async () => {
  const card = await screen.findByRole('article', { name: 'Old Hostel' });
  fireEvent.click(await within(card).findByText('Renew'));
  return screen.findByRole('dialog', { name: 'Renew Old Hostel' });
};

describe('RenewDialog', () => {
  it('renews for free with Basic, chosen from the start, and shows the API’s answer', async () => {
    const message = 'Renewed for free: your listing is live until 27 Dec 2026';
    const { posts, loads } = renderList(() => [200, { status: true, message, data: {} }]);
    const dialog = await openRenew();
    const basic = (await within(dialog).findByRole('radio', { name: 'Basic, free' })) as HTMLInputElement;
    expect(basic.checked).toBe(true);
    expect(within(dialog).getAllByRole('radio')[0]).toBe(basic);
    expect(within(dialog).getByText(/^Listing on Basera is free\./)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Renew for free' }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(posts()).toEqual([{ id: 9, plan_id: 11, idempotency_key: expect.any(String) }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(loads()).toBe(2));
  });

  it('renews with a paid plan: what it adds, its price on the button, the dates it gives', async () => {
    const message = 'Your listing is Featured until 4 Dec 2026';
    const { posts } = renderList(() => [200, { status: true, message, data: {} }]);
    const dialog = await openRenew();
    const featured = await within(dialog).findByRole('radio', { name: 'Featured 7 days, Rs. 199' });
    expect(
      within(featured.closest('label')!).getByText('Shown first in your locality for 7 days'),
    ).toBeTruthy();
    fireEvent.click(featured);
    expect(
      within(dialog).getByText(/^With Featured 7 days: Featured until .+, live until .+\.$/),
    ).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Renew for free' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pay Rs. 199 and renew' }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(posts()).toEqual([{ id: 9, plan_id: 12, idempotency_key: expect.any(String) }]);
  });

  it('stays open with the API’s refusal, so another plan can be tried', async () => {
    renderList(() => [
      402,
      { status: false, message: 'The payment did not go through. Your listing is unchanged.' },
    ]);
    const dialog = await openRenew();
    fireEvent.click(await within(dialog).findByRole('radio', { name: 'Featured 30 days, Rs. 599' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pay Rs. 599 and renew' }));
    expect(
      await screen.findByText('The payment did not go through. Your listing is unchanged.'),
    ).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Renew Old Hostel' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Pay Rs. 599 and renew' })).toBeTruthy();
  });
});
