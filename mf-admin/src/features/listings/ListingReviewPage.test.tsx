import { REVIEW_MESSAGES } from '@basera/shared/rules';
import { CURRENT_PATH_TEST_ID, mockApi, renderPage, signIn } from '@basera/shared/testing';
import type { AdminListingDetail } from '@basera/shared/types';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { detail, summary } from './fixtures';
import ListingReviewPage from './ListingReviewPage';

type Handler = Parameters<typeof mockApi>[0][string];

function renderReview(review: AdminListingDetail = detail(), routes: Record<string, Handler> = {}) {
  const api = mockApi({
    '/admin/listings/11': () => [200, { status: true, data: review }],
    '/admin/listings': () => [
      200,
      {
        status: true,
        data: [summary(11, 'Lotus PG'), summary(12, 'Next PG')],
        total: 2,
        page: 1,
        per_page: 20,
      },
    ],
    ...routes,
  });
  signIn('Admin');
  renderPage(<ListingReviewPage />, { url: '/admin/listings/11', path: '/admin/listings/:id' });
  const sent = (path: string) => api.calls.filter((call) => call.path === path).map((call) => call.body);
  return { api, sent };
}

const panel = () => screen.getByRole('region', { name: 'Review' });
const currentPath = () => screen.getByTestId(CURRENT_PATH_TEST_ID).textContent;

describe('ListingReviewPage', () => {
  it('shows everything a reviewer needs on one screen', async () => {
    renderReview();
    expect(await screen.findByRole('heading', { level: 1, name: 'Lotus PG' })).toBeTruthy();
    const photos = within(screen.getByRole('list', { name: 'Photos (2)' })).getAllByRole('img');
    expect(photos.map((img) => img.getAttribute('src'))).toEqual([
      'http://localhost:4000/storage/photos/11-a.webp',
      'http://localhost:4000/storage/photos/11-b.webp',
    ]);
    expect(screen.getByRole('link', { name: 'Open in Google Maps' }).getAttribute('href')).toBe(
      'https://www.google.com/maps/search/?api=1&query=12.97,77.64',
    );
    // Rs. 3,000 against 6,000 to 12,000 in the locality: flagged.
    const price = screen.getByRole('region', { name: 'Price check' });
    expect(within(price).getByText('Rs. 8,500')).toBeTruthy();
    expect(within(price).getByText(/Below the usual range/)).toBeTruthy();
    const owner = screen.getByRole('region', { name: 'Owner' });
    expect(within(owner).getByRole('link', { name: '9876543210' }).getAttribute('href')).toBe(
      'tel:9876543210',
    );
    expect(within(owner).getByText('ravi@example.in')).toBeTruthy();
    expect(within(owner).getByTestId('account-age').textContent).toMatch(/^Account 1 day old/);
    expect(
      within(screen.getByRole('list', { name: 'Other listings with the same phone' }))
        .getByRole('link', { name: 'Lotus Rooms' })
        .getAttribute('href'),
    ).toBe('/admin/listings/31');
    expect(
      within(screen.getByRole('list', { name: 'Other listings with the same photo' })).getByText('Suspended'),
    ).toBeTruthy();
    expect(within(panel()).getByText('Pending review')).toBeTruthy();
    expect(within(panel()).getByText(/^Submitted 2 days ago/)).toBeTruthy();
  });

  it('approves with the state shown as from, toasts and moves on to the next pending listing', async () => {
    const { sent } = renderReview(detail(), {
      '/admin/listings/11/approve': () => [
        200,
        {
          status: true,
          message: REVIEW_MESSAGES.approved,
          data: { review: 'approved', review_reason: null },
        },
      ],
    });
    fireEvent.click(
      await within(await screen.findByRole('region', { name: 'Review' })).findByRole('button', {
        name: 'Approve and next',
      }),
    );
    expect(await screen.findByText(REVIEW_MESSAGES.approved)).toBeTruthy();
    expect(sent('/admin/listings/11/approve')).toEqual([{ from: 'pending' }]);
    await waitFor(() => expect(currentPath()).toBe('/admin/listings/12'));
  });

  it('keeps one approval toast on screen when the reviewer approves one listing after another', async () => {
    const approved: Handler = () => [
      200,
      {
        status: true,
        message: REVIEW_MESSAGES.approved,
        data: { review: 'approved', review_reason: null },
      },
    ];
    const { sent } = renderReview(detail(), {
      '/admin/listings/11/approve': approved,
      '/admin/listings/12': () => {
        const next = detail();
        return [
          200,
          {
            status: true,
            data: {
              ...next,
              listing: { ...next.listing, id: 12, propty_id: 12, accommodation_name: 'Next PG' },
            },
          },
        ];
      },
      '/admin/listings/12/approve': approved,
    });
    const approve = async () =>
      fireEvent.click(
        await within(await screen.findByRole('region', { name: 'Review' })).findByRole('button', {
          name: 'Approve and next',
        }),
      );
    await approve();
    await waitFor(() => expect(currentPath()).toBe('/admin/listings/12'));
    await screen.findByRole('heading', { level: 1, name: 'Next PG' });
    await approve();
    await waitFor(() => expect(sent('/admin/listings/12/approve')).toHaveLength(1));
    await waitFor(() => expect(currentPath()).not.toBe('/admin/listings/12'));
    // The first toast leaves (its exit takes a moment) long before its own 2 s would end it.
    await waitFor(() => expect(screen.getAllByText(REVIEW_MESSAGES.approved)).toHaveLength(1), {
      timeout: 1000,
    });
  });

  it('puts the keyboard on the listing’s name once it has loaded', async () => {
    renderReview();
    const heading = await screen.findByRole('heading', { level: 1, name: 'Lotus PG' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });

  it('goes back to the queue when the approved listing was the last one waiting', async () => {
    renderReview(detail(), {
      '/admin/listings/11/approve': () => [
        200,
        { status: true, message: REVIEW_MESSAGES.approved, data: {} },
      ],
      '/admin/listings': () => [
        200,
        { status: true, data: [summary(11, 'Lotus PG')], total: 1, page: 1, per_page: 20 },
      ],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Approve and next' }));
    await waitFor(() => expect(currentPath()).toBe('/admin/listings'));
    expect(await screen.findByText('No more listings are waiting for review.')).toBeTruthy();
  });

  it('shows a 409 and reloads the listing in the state someone else gave it', async () => {
    let current = detail();
    const { api } = renderReview(undefined, {
      '/admin/listings/11': () => [200, { status: true, data: current }],
      '/admin/listings/11/approve': () => {
        current = detail({ review: 'rejected', review_reason: 'Photos are of another building' });
        return [409, { status: false, message: REVIEW_MESSAGES.conflict }];
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Approve and next' }));
    expect(await within(panel()).findByText(REVIEW_MESSAGES.conflict)).toBeTruthy();
    expect(await within(panel()).findByText('Rejected')).toBeTruthy();
    expect(within(panel()).getByText('Reason given: Photos are of another building')).toBeTruthy();
    expect(api.calls.filter((call) => call.path === '/admin/listings/11')).toHaveLength(2);
    expect(currentPath()).toBe('/admin/listings/11');
    // From rejected, the listing can still be approved, now from the state shown.
    expect(within(panel()).getByRole('button', { name: 'Approve' })).toBeTruthy();
  });

  it('rejects only with a reason, which it sends with from', async () => {
    const { sent } = renderReview(detail(), {
      '/admin/listings/11/reject': () => [
        200,
        { status: true, message: REVIEW_MESSAGES.rejected, data: { review: 'rejected', review_reason: 'x' } },
      ],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject this listing?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Give a reason of at least 3 characters')).toBeTruthy();
    expect(sent('/admin/listings/11/reject')).toEqual([]);

    fireEvent.change(within(dialog).getByRole('textbox', { name: /Reason/ }), {
      target: { value: '  Photos are of another building  ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText(REVIEW_MESSAGES.rejected)).toBeTruthy();
    expect(sent('/admin/listings/11/reject')).toEqual([
      { from: 'pending', reason: 'Photos are of another building' },
    ]);
    await waitFor(() => expect(currentPath()).toBe('/admin/listings/12'));
  });

  it('suspends a live listing with a reason and stays on it, reloaded', async () => {
    let current = detail({ review: 'approved' });
    const { sent } = renderReview(undefined, {
      '/admin/listings/11': () => [200, { status: true, data: current }],
      '/admin/listings/11/suspend': () => {
        current = detail({ review: 'suspended', review_reason: 'Asks for a deposit before any visit' });
        return [200, { status: true, message: REVIEW_MESSAGES.suspended, data: {} }];
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Suspend' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend this listing?' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Reason/ }), {
      target: { value: 'Asks for a deposit before any visit' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(await screen.findByText(REVIEW_MESSAGES.suspended)).toBeTruthy();
    expect(sent('/admin/listings/11/suspend')).toEqual([
      { from: 'approved', reason: 'Asks for a deposit before any visit' },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await within(panel()).findByText('Suspended')).toBeTruthy();
    expect(currentPath()).toBe('/admin/listings/11');
  });

  it('marks a live listing verified by a call or a visit, the method required', async () => {
    let current = detail({ review: 'approved' });
    const { sent } = renderReview(undefined, {
      '/admin/listings/11': () => [200, { status: true, data: current }],
      '/admin/listings/11/verify': () => {
        current = detail({
          review: 'approved',
          verified: {
            at: new Date().toISOString(),
            by_email: 'admin@demo.basera.in',
            method: 'visit',
            note: null,
          },
        });
        return [200, { status: true, message: REVIEW_MESSAGES.verified }];
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Mark verified' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark this listing Verified' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark verified' }));
    expect(await within(dialog).findByText('Choose how you checked: call or visit')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'A visit' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Note (optional)' }), {
      target: { value: 'Saw the rooms' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark verified' }));
    expect(await screen.findByText(REVIEW_MESSAGES.verified)).toBeTruthy();
    expect(sent('/admin/listings/11/verify')).toEqual([{ method: 'visit', note: 'Saw the rooms' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await within(panel()).findByRole('button', { name: 'Remove badge' })).toBeTruthy();
    expect(within(panel()).queryByRole('button', { name: 'Mark verified' })).toBeNull();
  });

  it('shows the first five look-alikes, the rest behind Show all', async () => {
    const many = Array.from({ length: 7 }, (_, i) =>
      summary(60 + i, `Copy ${i + 1}`, { review: 'approved' }),
    );
    renderReview(detail({ same_phone: many }));
    const list = await screen.findByRole('list', { name: 'Other listings with the same phone' });
    expect(within(list).getAllByRole('link')).toHaveLength(5);
    expect(screen.getByRole('heading', { name: 'Same phone (7)' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show all 7' }));
    expect(within(list).getAllByRole('link')).toHaveLength(7);
  });

  it('shows a failed load with Retry', async () => {
    let fail = true;
    renderReview(undefined, {
      '/admin/listings/11': () =>
        fail ? [500, { status: false, message: 'boom' }] : [200, { status: true, data: detail() }],
    });
    expect(await screen.findByText('We could not load this listing.')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Lotus PG' })).toBeTruthy();
  });
});
