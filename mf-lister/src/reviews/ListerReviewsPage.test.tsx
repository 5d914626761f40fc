import type { OwnListing } from '@basera/shared';
import { useLocation } from '@basera/shared/router';
import { RATING_MESSAGES as M } from '@basera/shared/rules';
import { mockApi, renderPage, signIn } from '@basera/shared/testing';
import type { ReviewWithListing } from '@basera/shared/types';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CLOSED_AT, OPEN_UNTIL, ownReview, reply } from './fixtures';
import ListerReviewsPage from './ListerReviewsPage';

// Whole pages in jsdom: slow on a busy 2-core machine, not stuck.
jest.setTimeout(20_000);

type Handler = Parameters<typeof mockApi>[0][string];

const listing = (id: number, name: string, change: Partial<OwnListing> = {}) =>
  ({
    id,
    accommodation_name: name,
    property_type: 'PG',
    status: 'active',
    expires_at: OPEN_UNTIL,
    review: 'approved',
    review_reason: null,
    rating_avg: 4.25,
    rating_count: 4,
    ...change,
  }) as OwnListing;

const LISTINGS = [
  listing(7, 'Lotus PG'),
  listing(8, 'Palm Rooms', { rating_avg: null, rating_count: 0 }),
  listing(9, 'Draft Mess', { status: 'draft' }),
];

const REVIEWS = [
  ownReview(11, { author_name: 'Meera N.' }),
  ownReview(12, {
    author_name: 'Arjun R.',
    rating: 5,
    reply: reply('Thank you, Arjun!'),
    reply_editable_until: OPEN_UNTIL,
  }),
  ownReview(13, {
    author_name: 'Kiran S.',
    rating: 2,
    reply: reply('We fixed the geyser.'),
    reply_editable_until: null,
  }),
  ownReview(14, {
    author_name: 'Divya P.',
    rating: 1,
    property_id: 8,
    listing: { ...ownReview(0).listing, id: 8, accommodation_name: 'Palm Rooms' },
    hidden_reason: 'Shares a phone number',
    hidden_at: '2026-11-15T10:00:00Z',
  }),
];

/** The address's query, to see what the page keeps in it. */
function Search() {
  return <output data-testid="search">{useLocation().search}</output>;
}

/** GET /own-reviews over these reviews: narrowed by property_id, 10 a page. */
const reviewsRoute =
  (reviews: () => ReviewWithListing[]): Handler =>
  (_, query) => {
    const listingId = Number(query.get('property_id')) || null;
    const data = reviews().filter((item) => !listingId || item.property_id === listingId);
    const page = Number(query.get('page'));
    return [
      200,
      { status: true, data: data.slice((page - 1) * 10, page * 10), total: data.length, page, per_page: 10 },
    ];
  };

function renderReviews({
  reviews = REVIEWS,
  routes = {},
  url = '/user/listing-reviews',
}: {
  reviews?: ReviewWithListing[];
  routes?: Record<string, Handler>;
  url?: string;
} = {}) {
  let current = reviews;
  const api = mockApi({
    '/own-reviews': reviewsRoute(() => current),
    '/get-all-properties': () => [200, { status: true, data: { properties: LISTINGS, photoPath: '' } }],
    ...routes,
  });
  signIn('Lister');
  renderPage(
    <>
      <ListerReviewsPage />
      <Search />
    </>,
    { url, path: '/user/listing-reviews' },
  );
  return {
    api,
    /** The server's reviews from now on. */
    serve: (next: ReviewWithListing[]) => {
      current = next;
    },
    reviewLoads: () => api.calls.filter((call) => call.path === '/own-reviews').map((call) => call.query),
    replies: (id: number) =>
      api.calls.filter((call) => call.path === `/reviews/${id}/reply`).map((c) => c.body),
  };
}

const card = (author: string) => screen.getByRole('article', { name: new RegExp(`^${author}`) });

describe('ListerReviewsPage', () => {
  it('lists the reviews of every listing with the listing each is about, the reply states and the hidden mark', async () => {
    renderReviews();
    expect(screen.getByRole('heading', { level: 1, name: M.listerReviewsTitle })).toBeTruthy();
    await screen.findByRole('article', { name: 'Meera N., 4 ★' });
    expect(screen.getByText('4 reviews')).toBeTruthy();
    expect(screen.getAllByTestId('review-listing').map((el) => el.textContent)).toEqual([
      'Lotus PG · PG, Indiranagar',
      'Lotus PG · PG, Indiranagar',
      'Lotus PG · PG, Indiranagar',
      'Palm Rooms · PG, Indiranagar',
    ]);
    const buttons = (author: string) =>
      within(card(author))
        .queryAllByRole('button')
        .map((b) => b.textContent);
    // No reply yet: Reply. A reply in its window: Edit reply. A fixed one: the line that says so.
    expect(buttons('Meera N.')).toEqual([M.reply]);
    expect(buttons('Arjun R.')).toEqual([M.editReply]);
    expect(within(card('Arjun R.')).getByRole('region', { name: M.ownerReply }).textContent).toContain(
      'Thank you, Arjun!',
    );
    expect(buttons('Kiran S.')).toEqual([]);
    expect(within(card('Kiran S.')).getByTestId('reply-closed').textContent).toBe(M.replyClosed);
    // Hidden by the team: the reason, and nothing to reply to.
    expect(within(card('Divya P.')).getByTestId('review-hidden').textContent).toContain(
      M.hiddenByTeam('Shares a phone number'),
    );
    expect(buttons('Divya P.')).toEqual([]);
    // The filter offers the listings that can have reviews (not drafts).
    const filter = screen.getByRole('combobox', { name: 'Listing' }) as HTMLSelectElement;
    expect([...filter.options].map((option) => option.textContent)).toEqual([
      'All listings',
      'Lotus PG',
      'Palm Rooms',
    ]);
  });

  it('narrows to one listing: the request, the address, its rating and the invite button', async () => {
    const { reviewLoads } = renderReviews();
    await screen.findByRole('article', { name: 'Meera N., 4 ★' });
    fireEvent.change(screen.getByRole('combobox', { name: 'Listing' }), { target: { value: '8' } });
    await waitFor(() => expect(reviewLoads().at(-1)?.get('property_id')).toBe('8'));
    expect(screen.getByTestId('search').textContent).toBe('?listing=8');
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(screen.getByText('1 review')).toBeTruthy();
    // One listing: no listing line over each review; its badge is empty while it has no visible review.
    expect(screen.queryByTestId('review-listing')).toBeNull();
    expect(screen.queryByTestId('rating-badge')).toBeNull();
    fireEvent.change(screen.getByRole('combobox', { name: 'Listing' }), { target: { value: '7' } });
    await waitFor(() => expect(screen.getByTestId('rating-badge').textContent).toBe('4.3 ★ (4)'));
    fireEvent.click(screen.getByRole('button', { name: M.inviteAction }));
    const dialog = await screen.findByRole('dialog', { name: M.inviteTitle });
    expect(within(dialog).getByText(M.inviteText('Lotus PG'))).toBeTruthy();
  });

  it('pages through more than ten reviews, the page in the address', async () => {
    const many = Array.from({ length: 12 }, (_, i) => ownReview(100 - i, { author_name: `Guest ${i + 1}.` }));
    const { reviewLoads } = renderReviews({ reviews: many });
    await screen.findByRole('article', { name: 'Guest 1., 4 ★' });
    expect(screen.getAllByRole('article')).toHaveLength(10);
    fireEvent.click(screen.getByRole('button', { name: 'Go to page 2' }));
    await screen.findByRole('article', { name: 'Guest 11., 4 ★' });
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(reviewLoads().at(-1)?.get('page')).toBe('2');
    expect(screen.getByTestId('search').textContent).toBe('?page=2');
  });

  it('says so when there is no review yet, with the way to My Listings', async () => {
    renderReviews({ reviews: [] });
    expect(await screen.findByText(M.listerReviewsEmpty)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'My Listings' }).getAttribute('href')).toBe(
      '/user/view-all-listing',
    );
  });

  it('checks the reply, posts it and shows it in place', async () => {
    const posted = ownReview(11, { reply: reply('Thank you, Meera!'), reply_editable_until: OPEN_UNTIL });
    const { replies, reviewLoads } = renderReviews({
      routes: { '/reviews/11/reply': () => [200, { status: true, message: M.replyPosted, data: posted }] },
    });
    await screen.findByRole('article', { name: 'Meera N., 4 ★' });
    fireEvent.click(within(card('Meera N.')).getByRole('button', { name: /^Reply/ }));
    const form = screen.getByRole('form', { name: M.reply });
    const field = within(form).getByRole('textbox', { name: M.replyLabel });
    // Only one form at a time: the other reviews keep their buttons.
    expect(within(card('Arjun R.')).getByRole('button', { name: /^Edit reply/ })).toBeTruthy();

    fireEvent.click(within(form).getByRole('button', { name: 'Post reply' }));
    expect(await within(form).findByText(M.replyRequired)).toBeTruthy();
    fireEvent.change(field, { target: { value: 'x'.repeat(1001) } });
    fireEvent.click(within(form).getByRole('button', { name: 'Post reply' }));
    expect(await within(form).findByText(M.replyLong)).toBeTruthy();
    expect(replies(11)).toEqual([]);

    fireEvent.change(field, { target: { value: '  Thank you, Meera!\nThe Wi-Fi is fixed now.  ' } });
    expect(await within(form).findByText(/^45 \/ 1,000$/)).toBeTruthy();
    fireEvent.click(within(form).getByRole('button', { name: 'Post reply' }));
    expect(await screen.findByText(M.replyPosted)).toBeTruthy();
    expect(replies(11)).toEqual([{ body: 'Thank you, Meera!\nThe Wi-Fi is fixed now.' }]);
    // In place: the answer's reply in the card, the form gone, Edit reply offered; the list was not read again.
    await waitFor(() => expect(screen.queryByRole('form')).toBeNull());
    expect(within(card('Meera N.')).getByRole('region', { name: M.ownerReply }).textContent).toContain(
      'Thank you, Meera!',
    );
    expect(within(card('Meera N.')).getByRole('button', { name: /^Edit reply/ })).toBeTruthy();
    expect(reviewLoads()).toHaveLength(1);
  });

  it('edits a reply from its text and says it was updated; the server’s 422 lands under the field', async () => {
    let calls = 0;
    const updated = ownReview(12, {
      author_name: 'Arjun R.',
      rating: 5,
      reply: reply('Thank you, Arjun! See you at Diwali.'),
      reply_editable_until: OPEN_UNTIL,
    });
    const { replies } = renderReviews({
      routes: {
        '/reviews/12/reply': () => {
          calls += 1;
          return calls === 1
            ? [422, { status: false, message: 'Invalid', errors: { body: ['Keep it to 1,000 characters'] } }]
            : [200, { status: true, message: M.replyUpdated, data: updated }];
        },
      },
    });
    await screen.findByRole('article', { name: 'Arjun R., 5 ★' });
    fireEvent.click(within(card('Arjun R.')).getByRole('button', { name: /^Edit reply/ }));
    const form = screen.getByRole('form', { name: M.editReply });
    const field = within(form).getByRole('textbox', { name: M.replyLabel }) as HTMLTextAreaElement;
    expect(field.value).toBe('Thank you, Arjun!');
    expect(within(form).getByText(/You can edit it until 12 Dec 2030\./)).toBeTruthy();
    fireEvent.change(field, { target: { value: 'Thank you, Arjun! See you at Diwali.' } });
    fireEvent.click(within(form).getByRole('button', { name: M.save }));
    expect(await within(form).findByText('Keep it to 1,000 characters')).toBeTruthy();
    fireEvent.click(within(form).getByRole('button', { name: M.save }));
    expect(await screen.findByText(M.replyUpdated)).toBeTruthy();
    expect(replies(12)).toHaveLength(2);
    await waitFor(() =>
      expect(within(card('Arjun R.')).getByRole('region', { name: M.ownerReply }).textContent).toContain(
        'See you at Diwali.',
      ),
    );
  });

  it('an edit after the window closed says the reply is fixed', async () => {
    const { serve } = renderReviews({
      routes: { '/reviews/12/reply': () => [409, { status: false, message: M.replyClosed }] },
    });
    await screen.findByRole('article', { name: 'Arjun R., 5 ★' });
    fireEvent.click(within(card('Arjun R.')).getByRole('button', { name: /^Edit reply/ }));
    const form = screen.getByRole('form', { name: M.editReply });
    fireEvent.change(within(form).getByRole('textbox'), { target: { value: 'A later edit' } });
    // Meanwhile the window closed on the server.
    serve(REVIEWS.map((item) => (item.id === 12 ? { ...item, reply_editable_until: CLOSED_AT } : item)));
    fireEvent.click(within(form).getByRole('button', { name: M.save }));
    await waitFor(() =>
      expect(within(card('Arjun R.')).getByTestId('reply-closed').textContent).toBe(M.replyClosed),
    );
    expect(screen.queryByRole('form')).toBeNull();
    expect(within(card('Arjun R.')).queryByRole('button')).toBeNull();
    expect(within(card('Arjun R.')).getByRole('region', { name: M.ownerReply }).textContent).toContain(
      'Thank you, Arjun!',
    );
  });
});
