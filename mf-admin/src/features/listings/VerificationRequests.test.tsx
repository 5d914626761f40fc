import { REVIEW_MESSAGES } from '@basera/shared/rules';
import { mockApi, renderPage, signIn } from '@basera/shared/testing';
import type { AdminListingDetail } from '@basera/shared/types';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { daysAgo, detail, summary } from './fixtures';
import ListingQueuePage from './ListingQueuePage';
import ListingReviewPage from './ListingReviewPage';

type Handler = Parameters<typeof mockApi>[0][string];

/** As the API answers ?verification=requested: oldest request first, any review state. */
const REQUESTS = [
  summary(41, 'Asked Long Ago PG', { review: 'approved', verification_requested_at: daysAgo(4) }),
  summary(42, 'Still In Review PG', { review: 'pending', verification_requested_at: daysAgo(1) }),
];

const listings: Handler = (_, query) => {
  const data =
    query.get('verification') === 'requested'
      ? REQUESTS
      : query.get('status') === 'approved'
        ? [
            summary(30, 'Plain Live PG', { review: 'approved' }),
            summary(41, 'Asked Long Ago PG', { review: 'approved', verification_requested_at: daysAgo(4) }),
          ]
        : [];
  return [200, { status: true, data, total: data.length, page: 1, per_page: 20 }];
};

function renderQueue(url = '/admin/listings') {
  const api = mockApi({ '/admin/listings': listings });
  signIn('Admin');
  renderPage(<ListingQueuePage />, { url, path: '/admin/listings' });
  return () => api.calls.filter((call) => call.path === '/admin/listings').map((call) => call.query);
}

const rows = () =>
  within(screen.getByRole('list', { name: /listings$/ }))
    .getAllByRole('article')
    .map((card) => card.getAttribute('aria-label'));

describe('verification requests in the listing queue', () => {
  it('has a Verification requested tab listing the requests oldest first, each with its state and age', async () => {
    const queries = renderQueue();
    await screen.findByText('No listings are waiting for review.');
    fireEvent.click(screen.getByRole('tab', { name: 'Verification requested' }));
    expect(await screen.findByText('2 waiting for the Verified check, oldest request first')).toBeTruthy();
    expect(rows()).toEqual(['Asked Long Ago PG', 'Still In Review PG']);
    expect(Object.fromEntries(queries().at(-1)!)).toEqual({ verification: 'requested', page: '1' });
    expect(screen.getByRole('tab', { name: 'Verification requested' }).getAttribute('aria-selected')).toBe(
      'true',
    );

    const old = screen.getByRole('article', { name: 'Asked Long Ago PG' });
    expect(within(old).getByText('Approved')).toBeTruthy();
    expect(within(old).getByText('Verification requested')).toBeTruthy();
    expect(within(old).getByText('4 days ago')).toBeTruthy();
    const pending = screen.getByRole('article', { name: 'Still In Review PG' });
    expect(within(pending).getByText('Pending review')).toBeTruthy();
  });

  it('opens on the tab from a shared link, and says when nobody is waiting', async () => {
    mockApi({
      '/admin/listings': () => [200, { status: true, data: [], total: 0, page: 1, per_page: 20 }],
    });
    signIn('Admin');
    renderPage(<ListingQueuePage />, {
      url: '/admin/listings?verification=requested',
      path: '/admin/listings',
    });
    expect(await screen.findByText('No owner is waiting for the Verified check.')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Verification requested' }).getAttribute('aria-selected')).toBe(
      'true',
    );
  });

  it('marks a request with a chip in the other tabs too', async () => {
    renderQueue('/admin/listings?status=approved');
    const asked = await screen.findByRole('article', { name: 'Asked Long Ago PG' });
    expect(within(asked).getByText('Verification requested')).toBeTruthy();
    const plain = screen.getByRole('article', { name: 'Plain Live PG' });
    expect(within(plain).queryByText('Verification requested')).toBeNull();
  });
});

describe('a verification request on the review screen', () => {
  const panel = () => screen.getByRole('region', { name: 'Review' });

  function renderReview(first: AdminListingDetail) {
    let current = first;
    const api = mockApi({
      '/admin/listings/11': () => [200, { status: true, data: current }],
      '/admin/listings': () => [200, { status: true, data: [], total: 0, page: 1, per_page: 20 }],
      '/admin/listings/11/verify': () => {
        // As the API: verifying clears the request.
        current = detail({
          review: 'approved',
          verification_requested_at: null,
          verified: {
            at: new Date().toISOString(),
            by_email: 'admin@demo.basera.in',
            method: 'call',
            note: null,
          },
        });
        return [200, { status: true, message: REVIEW_MESSAGES.verified }];
      },
    });
    signIn('Admin');
    renderPage(<ListingReviewPage />, { url: '/admin/listings/11', path: '/admin/listings/:id' });
    return api;
  }

  it('shows the chip and when the owner asked; verifying takes the chip away', async () => {
    renderReview(detail({ review: 'approved', verification_requested_at: daysAgo(2) }));
    expect(
      await within(await screen.findByRole('region', { name: 'Review' })).findByText(
        'Verification requested',
      ),
    );
    expect(within(panel()).getByText(/The owner bought the Verified check 2 days ago/)).toBeTruthy();
    expect(within(panel()).getByText(/Call or visit, then mark it verified\./)).toBeTruthy();

    fireEvent.click(within(panel()).getByRole('button', { name: 'Mark verified' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark this listing Verified' });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'A call' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark verified' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await within(panel()).findByRole('button', { name: 'Remove badge' })).toBeTruthy();
    await waitFor(() => expect(within(panel()).queryByText('Verification requested')).toBeNull());
    expect(within(panel()).queryByText(/The owner bought the Verified check/)).toBeNull();
    // A dialog and two loads: several seconds on a busy two-core machine.
  }, 20_000);

  it('says a listing still in review can be verified once live', async () => {
    renderReview(detail({ review: 'pending', verification_requested_at: daysAgo(1) }));
    expect(await screen.findByText(/It can be marked verified once the listing is live\./)).toBeTruthy();
    expect(within(panel()).queryByRole('button', { name: 'Mark verified' })).toBeNull();
  });

  it('shows no chip when the owner did not ask', async () => {
    renderReview(detail({ review: 'approved' }));
    expect(
      await within(await screen.findByRole('region', { name: 'Review' })).findByText('Approved'),
    ).toBeTruthy();
    expect(screen.queryByText('Verification requested')).toBeNull();
  });
});
