import { RATING_MESSAGES } from '@basera/shared/rules';
import { mockApi, renderPage, signIn } from '@basera/shared/testing';
import type { AdminReviewItem } from '@basera/shared/types';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { daysAgo } from '../listings/fixtures';
import { adminReview } from './fixtures';
import HiddenReviewsPage from './HiddenReviewsPage';

type Handler = Parameters<typeof mockApi>[0][string];

const rude = adminReview({
  id: 31,
  body: 'The warden is a fool.\nFood was cold every night.',
  hidden_reason: 'Insults a named person',
  hidden_at: daysAgo(1),
});
const fake = adminReview({
  id: 32,
  author_name: 'Kiran P.',
  rating: 5,
  body: 'Best PG in the city, five stars, book now!!',
  hidden_reason: 'One of a burst of fake reviews',
  hidden_at: daysAgo(2),
  author: { id: 62, name: 'Kiran Patel', email: 'kiran@example.in' },
});

function renderHidden(routes: Record<string, Handler> = {}, hidden: AdminReviewItem[] = [rude, fake]) {
  let list = hidden;
  const api = mockApi({
    '/admin/reviews': (_, query) => [
      200,
      {
        status: true,
        data: query.get('state') === 'hidden' ? list : [],
        total: list.length,
        page: 1,
        per_page: 20,
      },
    ],
    ...routes,
  });
  signIn('Admin');
  renderPage(<HiddenReviewsPage />, { url: '/admin/reviews', path: '/admin/reviews' });
  const sent = (path: string) => api.calls.filter((call) => call.path === path).map((call) => call.body);
  const reads = () => api.calls.filter((call) => call.path === '/admin/reviews').map((call) => call.query);
  return { sent, reads, show: (id: number) => (list = list.filter((review) => review.id !== id)) };
}

const item = (name: string) => screen.findByRole('article', { name });

describe('HiddenReviewsPage', () => {
  it('lists the hidden reviews, newest hidden first, each with its text, reason, author and listing', async () => {
    const { reads } = renderHidden();
    expect(await screen.findByText('2 hidden reviews')).toBeTruthy();
    expect(reads()[0]?.get('state')).toBe('hidden');
    expect(reads()[0]?.get('page')).toBe('1');
    const list = screen.getByRole('list', { name: 'Hidden reviews' });
    expect(
      within(list)
        .getAllByTestId('review-card')
        .map((card) => card.getAttribute('aria-label')),
    ).toEqual(['Meera N., 4 ★', 'Kiran P., 5 ★']);
    const first = await item('Meera N., 4 ★');
    expect(within(first).getByTestId('review-body').textContent).toBe(
      'The warden is a fool.\nFood was cold every night.',
    );
    expect(within(first).getByText(RATING_MESSAGES.hiddenByTeam('Insults a named person'))).toBeTruthy();
    expect(within(first).getByRole('link', { name: 'Lotus PG' }).getAttribute('href')).toBe(
      '/admin/listings/11',
    );
    expect(within(first).getByRole('link', { name: 'Meera Nair' }).getAttribute('href')).toBe(
      '/admin/users/61',
    );
    expect(within(first).getByRole('button', { name: RATING_MESSAGES.unhideAction })).toBeTruthy();
  });

  it('shows a review again after a confirm and reloads the list', async () => {
    const { sent, reads, show } = renderHidden({
      '/admin/reviews/32/unhide': () => {
        show(32);
        return [200, { status: true, message: RATING_MESSAGES.unhidden, data: { id: 32, hidden: false } }];
      },
    });
    fireEvent.click(
      within(await item('Kiran P., 5 ★')).getByRole('button', { name: RATING_MESSAGES.unhideAction }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Show this review again?' });
    fireEvent.click(within(dialog).getByRole('button', { name: RATING_MESSAGES.unhideAction }));
    expect(await screen.findByText(RATING_MESSAGES.unhidden)).toBeTruthy();
    expect(sent('/admin/reviews/32/unhide')).toEqual([{}]);
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Kiran P., 5 ★' })).toBeNull());
    expect(screen.getByText('1 hidden review')).toBeTruthy();
    expect(reads().length).toBe(2);
  });

  it('sends the reason when one is given', async () => {
    const { sent } = renderHidden({
      '/admin/reviews/31/unhide': () => [200, { status: true, message: RATING_MESSAGES.unhidden }],
    });
    fireEvent.click(
      within(await item('Meera N., 4 ★')).getByRole('button', { name: RATING_MESSAGES.unhideAction }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Show this review again?' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Reason/ }), {
      target: { value: 'The author removed the name' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: RATING_MESSAGES.unhideAction }));
    expect(await screen.findByText(RATING_MESSAGES.unhidden)).toBeTruthy();
    expect(sent('/admin/reviews/31/unhide')).toEqual([{ reason: 'The author removed the name' }]);
  });

  it('says so when another operator showed it first (409), and reloads', async () => {
    const { reads, show } = renderHidden({
      '/admin/reviews/31/unhide': () => {
        show(31);
        return [409, { status: false, message: RATING_MESSAGES.notHidden }];
      },
    });
    fireEvent.click(
      within(await item('Meera N., 4 ★')).getByRole('button', { name: RATING_MESSAGES.unhideAction }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Show this review again?' });
    fireEvent.click(within(dialog).getByRole('button', { name: RATING_MESSAGES.unhideAction }));
    expect(await screen.findByText(RATING_MESSAGES.notHidden)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Meera N., 4 ★' })).toBeNull());
    expect(reads().length).toBe(2);
  });

  it('says when nothing is hidden', async () => {
    renderHidden({}, []);
    expect(await screen.findByText('No hidden reviews.')).toBeTruthy();
    expect(screen.getByText('0 hidden reviews')).toBeTruthy();
  });

  it('shows a failed load with Retry', async () => {
    let fail = true;
    mockApi({
      '/admin/reviews': () =>
        fail
          ? [500, { status: false, message: 'boom' }]
          : [200, { status: true, data: [rude], total: 1, page: 1, per_page: 20 }],
    });
    signIn('Admin');
    renderPage(<HiddenReviewsPage />, { url: '/admin/reviews', path: '/admin/reviews' });
    expect(await screen.findByText('We could not load the hidden reviews.')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('1 hidden review')).toBeTruthy();
  });
});
