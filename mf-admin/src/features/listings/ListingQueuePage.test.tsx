import { mockApi, renderPage, signIn } from '@basera/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { daysAgo, summary } from './fixtures';
import ListingQueuePage from './ListingQueuePage';

type Handler = Parameters<typeof mockApi>[0][string];

const listingsPage =
  (byStatus: Record<string, ReturnType<typeof summary>[]>, total?: number): Handler =>
  (_, query) => {
    const data = byStatus[query.get('status') ?? ''] ?? [];
    return [
      200,
      { status: true, data, total: total ?? data.length, page: Number(query.get('page')), per_page: 20 },
    ];
  };

/** As the API answers the queue: oldest submitted first. */
const PENDING = [
  summary(21, 'Oldest PG', { submitted_at: daysAgo(5) }),
  summary(22, 'Middle Hostel', { property_type: 'Hostel', submitted_at: daysAgo(2) }),
  summary(23, 'Newest Rooms', {
    property_type: 'Room',
    submitted_at: new Date(Date.now() - 14 * 60_000 - 5_000).toISOString(),
  }),
];

function renderQueue(url = '/admin/listings', routes: Record<string, Handler> = {}) {
  const api = mockApi({
    '/admin/listings': listingsPage({
      pending: PENDING,
      approved: [summary(30, 'Live PG', { review: 'approved', verified_at: daysAgo(1) })],
    }),
    ...routes,
  });
  signIn('Admin');
  renderPage(<ListingQueuePage />, { url, path: '/admin/listings' });
  const queries = () => api.calls.filter((call) => call.path === '/admin/listings').map((call) => call.query);
  return { api, queries };
}

const rows = () =>
  within(screen.getByRole('list', { name: /listings$/ }))
    .getAllByRole('article')
    .map((card) => card.getAttribute('aria-label'));

describe('ListingQueuePage', () => {
  it('lists the pending listings first, oldest first, each with its photo, facts, owner and age', async () => {
    const { queries } = renderQueue();
    expect(await screen.findByText('3 waiting for review, oldest first')).toBeTruthy();
    expect(rows()).toEqual(['Oldest PG', 'Middle Hostel', 'Newest Rooms']);
    expect(Object.fromEntries(queries()[0]!)).toEqual({ status: 'pending', page: '1' });
    expect(screen.getByRole('tab', { name: 'Pending' }).getAttribute('aria-selected')).toBe('true');

    const card = screen.getByRole('article', { name: 'Middle Hostel' });
    expect(within(card).getByRole('link', { name: 'Middle Hostel' }).getAttribute('href')).toBe(
      '/admin/listings/22',
    );
    expect(within(card).getByText('Hostel')).toBeTruthy();
    expect(within(card).getByText('Indiranagar, Bengaluru · Rs. 8,500')).toBeTruthy();
    expect(within(card).getByText('Owner: Owner 22 · 9876500000')).toBeTruthy();
    expect(within(card).getByText('2 days ago')).toBeTruthy();
    expect(card.querySelector('img')?.getAttribute('src')).toBe(
      'http://localhost:4000/storage/photos/22.webp',
    );
    expect(
      within(screen.getByRole('article', { name: 'Newest Rooms' })).getByText('14 minutes ago'),
    ).toBeTruthy();
  });

  it('shows another review state when its tab is chosen', async () => {
    const { queries } = renderQueue();
    await screen.findByText('Oldest PG');
    fireEvent.click(screen.getByRole('tab', { name: 'Approved' }));
    expect(await screen.findByText('Live PG')).toBeTruthy();
    expect(queries().at(-1)?.get('status')).toBe('approved');
    expect(screen.queryByText('Oldest PG')).toBeNull();
    expect(within(screen.getByRole('article', { name: 'Live PG' })).getByText('Verified')).toBeTruthy();
  });

  it('pages through a long queue', async () => {
    const { queries } = renderQueue('/admin/listings', {
      '/admin/listings': listingsPage({ pending: PENDING }, 45),
    });
    await screen.findByText('45 waiting for review, oldest first');
    fireEvent.click(screen.getByRole('button', { name: 'Go to page 3' }));
    await waitFor(() => expect(queries().at(-1)?.get('page')).toBe('3'));
  });

  it('says when nothing is waiting', async () => {
    renderQueue('/admin/listings', { '/admin/listings': listingsPage({}) });
    expect(await screen.findByText('No listings are waiting for review.')).toBeTruthy();
  });

  it('shows a failed load with Retry, which loads the queue', async () => {
    let fail = true;
    renderQueue('/admin/listings', {
      '/admin/listings': (body, query) =>
        fail
          ? [500, { status: false, message: 'Server error' }]
          : listingsPage({ pending: PENDING })(body, query),
    });
    expect(await screen.findByText('We could not load the listings.')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Oldest PG')).toBeTruthy();
  });
});
