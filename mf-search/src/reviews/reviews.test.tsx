import { type LoginIntent, onOpenModalBox, useAuthStore } from '@basera/shared';
import { RATING_MESSAGES as M, REVIEW_REPORT_REASONS, REVIEW_SORT_LABELS } from '@basera/shared/rules';
import { mockApi, renderPage, signIn, stubMatchMedia, testUser } from '@basera/shared/testing';
import type { ListingReview, ReviewEligibility } from '@basera/shared/types';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import ListingCard from '../ListingCard';
import ListingPreview from '../ListingPreview';
import PropertyDetailPage from '../PropertyDetailPage';
import { listing, review, reviewsAnswer } from '../test-support';

// A detail page, lazy chunks and a dialog's transitions: seconds on a busy two-core machine.
jest.setTimeout(30_000);
const slow = { timeout: 15_000 };

type Answer = [number, unknown];

const detail = (rated = true) => ({
  status: true,
  data: {
    property: {
      ...listing(rated ? { rating_avg: 4.25, rating_count: 4 } : { rating_avg: null, rating_count: 0 }),
      photos: ['main.webp'],
    },
    photoPath: 'http://api/storage/',
    galleryPaths: 'http://api/storage/',
  },
});

const REPLY = {
  body: 'Thank you Meera!\nA new Wi-Fi router is in since Monday.',
  created_at: '2026-11-12T08:00:00Z',
  updated_at: '2026-11-12T08:00:00Z',
};

const FOUR = [
  review({ id: 1, author_name: 'Meera N.', rating: 4, reply: REPLY }),
  review({
    id: 2,
    author_name: 'Arjun K.',
    rating: 5,
    basis: 'stayed',
    edited: true,
    body: 'Good food.'.padEnd(40, '!'),
  }),
  review({ id: 3, author_name: 'Divya S.', rating: 3, recommend: false }),
  review({ id: 4, author_name: 'Rahul P.', rating: 5 }),
];

const eligible = (change: Partial<ReviewEligibility> = {}): Answer => [
  200,
  {
    status: true,
    data: {
      can_review: true,
      basis: 'visited',
      reason: null,
      review: null,
      listing: {
        id: 42,
        accommodation_name: 'Sunrise Ladies PG',
        property_type: 'PG',
        locality: 'Koramangala',
        city_name: 'Bengaluru',
        photo: null,
      },
      ...change,
    },
  },
];

/** Listing 42's detail page over a fake API: `reviews` answers GET .../reviews (by sort and page). */
function renderDetail({
  rated = true,
  reviews = (query: URLSearchParams): Answer => {
    const sort = query.get('sort');
    const list = sort === 'highest' ? [...FOUR].sort((a, b) => b.rating - a.rating) : FOUR;
    return [200, reviewsAnswer(list)];
  },
  eligibility = (): Answer => [200, eligible()[1]],
  report = (): Answer => [201, { status: true, message: M.reported }],
}: {
  rated?: boolean;
  reviews?: (query: URLSearchParams) => Answer;
  eligibility?: () => Answer;
  report?: (body: Record<string, unknown>) => Answer;
} = {}) {
  const api = mockApi({
    '/get-property-details-by-id/42': () => [200, detail(rated)],
    '/properties/42/reviews': (_body, query) => reviews(query),
    '/properties/42/review-eligibility': () => eligibility(),
    '/reviews/1/report': (body) => report(body),
    '/reviews/3/report': (body) => report(body),
  });
  renderPage(<PropertyDetailPage />, { url: '/pgdetails/42', path: '/pgdetails/:pgDetailsId' });
  const calls = (path: string) => api.calls.filter((call) => call.path === path);
  return { calls };
}

const section = () => screen.getByRole('heading', { level: 2, name: M.sectionTitle }).closest('section')!;
const cards = () => within(section()).queryAllByTestId('review-card');
const authors = () => cards().map((card) => card.getAttribute('aria-label'));

beforeEach(() => stubMatchMedia(1280));
afterEach(() => act(() => useAuthStore.getState().logout()));

describe('the rating badge', () => {
  it('shows "4.3 ★ (27)" on a result card, and nothing on a card without reviews', () => {
    stubMatchMedia(360);
    const { unmount } = renderPage(
      <ListingCard
        listing={listing({ rating_avg: 4.333, rating_count: 27 })}
        photoPath="/p/"
        galleryPaths="/p/"
      />,
    );
    expect(screen.getByTestId('rating-badge').textContent).toBe('4.3 ★ (27)');
    unmount();
    renderPage(
      <ListingCard
        listing={listing({ propty_id: 43, rating_avg: null, rating_count: 0 })}
        photoPath="/p/"
        galleryPaths="/p/"
      />,
    );
    expect(screen.queryByTestId('rating-badge')).toBeNull();
  });

  it('shows the badge in the detail heading, and a tap on it goes to the reviews', async () => {
    renderDetail();
    const badge = await screen.findByTestId('heading-rating', {}, slow);
    expect(badge.textContent).toBe('4.3 ★ (4)');
    const scrolled = jest.fn();
    await waitFor(() => expect(document.getElementById('reviews')).toBeTruthy());
    document.getElementById('reviews')!.scrollIntoView = scrolled;
    fireEvent.click(badge);
    expect(scrolled).toHaveBeenCalled();
  });

  it('shows no badge in the heading of a listing without reviews', async () => {
    renderDetail({ rated: false, reviews: () => [200, reviewsAnswer([], { summary: { average: null } })] });
    await screen.findByRole('heading', { level: 1, name: 'Sunrise Ladies PG' }, slow);
    expect(screen.queryByTestId('heading-rating')).toBeNull();
    expect(screen.queryByTestId('rating-badge')).toBeNull();
  });
});

describe('the Reviews section', () => {
  it('shows the figures, the bars and each review with its marks and the owner’s reply', async () => {
    renderDetail();
    await waitFor(() => expect(cards()).toHaveLength(4), slow);
    const reviews = section();
    expect(within(reviews).getByTestId('rating-badge').textContent).toBe('4.3 ★ (4)');
    expect(within(reviews).getByText(M.recommendShare(75))).toBeTruthy();
    expect(within(reviews).getByTestId('category-food').textContent).toBe('Food3.5');
    expect(within(reviews).getByTestId('distribution-5').textContent).toBe('5 ★2');
    expect(authors()).toEqual(['Meera N., 4 ★', 'Arjun K., 5 ★', 'Divya S., 3 ★', 'Rahul P., 5 ★']);
    const [meera, arjun, divya] = cards();
    expect(within(meera!).getByTestId('review-basis').textContent).toBe('Visited');
    expect(within(arjun!).getByTestId('review-basis').textContent).toBe('Stayed here');
    expect(within(arjun!).getByTestId('review-edited')).toBeTruthy();
    expect(within(divya!).getByTestId('review-recommend').textContent).toBe(`${M.recommend} ${M.no}`);
    const reply = within(meera!).getByRole('region', { name: M.ownerReply });
    expect(reply.textContent).toContain('A new Wi-Fi router is in since Monday.');
    expect(within(arjun!).queryByRole('region', { name: M.ownerReply })).toBeNull();
    // Four reviews: no more to show.
    expect(within(reviews).queryByRole('button', { name: M.showMore })).toBeNull();
  });

  it('asks again in the order chosen and shows that order', async () => {
    const { calls } = renderDetail();
    await waitFor(() => expect(cards()).toHaveLength(4), slow);
    expect(calls('/properties/42/reviews').at(-1)!.query.get('sort')).toBe('newest');
    const select = within(section()).getByRole('combobox', { name: M.sortLabel });
    expect(select.textContent).toBe(REVIEW_SORT_LABELS.newest);
    fireEvent.mouseDown(select);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(
      Object.values(REVIEW_SORT_LABELS),
    );
    fireEvent.click(screen.getByRole('option', { name: REVIEW_SORT_LABELS.highest }));
    await waitFor(() => expect(calls('/properties/42/reviews').at(-1)!.query.get('sort')).toBe('highest'));
    expect(calls('/properties/42/reviews').at(-1)!.query.get('page')).toBe('1');
    await waitFor(() =>
      expect(authors()).toEqual(['Arjun K., 5 ★', 'Rahul P., 5 ★', 'Meera N., 4 ★', 'Divya S., 3 ★']),
    );
  });

  it('shows ten at a time: "Show more reviews" adds the next page, and goes after the last', async () => {
    const many = (page: number) =>
      Array.from({ length: page === 1 ? 10 : 2 }, (_, i) =>
        review({ id: page * 100 + i, author_name: `Seeker ${(page - 1) * 10 + i + 1}.` }),
      );
    const { calls } = renderDetail({
      reviews: (query) => {
        const page = Number(query.get('page'));
        return [200, reviewsAnswer(many(page), { total: 12, page })];
      },
    });
    await waitFor(() => expect(cards()).toHaveLength(10), slow);
    fireEvent.click(within(section()).getByRole('button', { name: M.showMore }));
    await waitFor(() => expect(cards()).toHaveLength(12));
    expect(calls('/properties/42/reviews').at(-1)!.query.get('page')).toBe('2');
    expect(authors().at(-1)).toBe('Seeker 12., 4 ★');
    expect(within(section()).queryByRole('button', { name: M.showMore })).toBeNull();
  });

  it('says "No reviews yet" and who may write one on a listing without reviews', async () => {
    renderDetail({
      rated: false,
      reviews: () => [200, reviewsAnswer([], { summary: { average: null, recommend_percent: null } })],
    });
    const empty = await screen.findByTestId('no-reviews', {}, slow);
    expect(empty.textContent).toContain(M.noReviews);
    expect(empty.textContent).toContain(M.noReviewsHelp);
    expect(within(section()).queryByTestId('category-bars')).toBeNull();
  });

  it('offers Retry when the reviews cannot be read', async () => {
    let status = 500;
    renderDetail({
      reviews: () =>
        status === 200 ? [200, reviewsAnswer(FOUR)] : [status, { status: false, message: 'x' }],
    });
    const alert = await within(await waitFor(section, slow)).findByRole('alert', {}, slow);
    expect(alert.textContent).toContain(M.loadFailed);
    status = 200;
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(cards()).toHaveLength(4));
  });
});

describe('Write a review', () => {
  it('links a signed-in seeker who may review to the review form', async () => {
    signIn();
    const { calls } = renderDetail();
    const write = await within(await waitFor(section, slow)).findByRole('link', { name: M.writeTitle }, slow);
    expect(write.getAttribute('href')).toBe('/user/reviews/write/42');
    expect(calls('/properties/42/review-eligibility')).toHaveLength(1);
  });

  it('offers to edit the review the seeker wrote, and no Report on it', async () => {
    signIn();
    const mine: ListingReview & { editable_until: string } = {
      ...FOUR[2]!,
      editable_until: '2026-11-24T09:30:00Z',
    } as never;
    renderDetail({
      eligibility: () =>
        eligible({ can_review: false, basis: null, reason: M.duplicate, review: mine as never }),
    });
    const edit = await within(await waitFor(section, slow)).findByRole('link', { name: M.editTitle }, slow);
    expect(edit.getAttribute('href')).toBe('/user/reviews/write/42');
    expect(within(section()).queryByRole('link', { name: M.writeTitle })).toBeNull();
    const divya = cards().find((card) => card.getAttribute('aria-label') === 'Divya S., 3 ★')!;
    expect(within(divya).queryByRole('button', { name: M.reportAction })).toBeNull();
    expect(within(cards()[0]!).getByRole('button', { name: M.reportAction })).toBeTruthy();
  });

  it('offers nothing to a seeker who may not review, nor to a visitor (who is not asked about)', async () => {
    signIn();
    renderDetail({ eligibility: () => eligible({ can_review: false, basis: null, reason: M.notEligible }) });
    await waitFor(() => expect(cards()).toHaveLength(4), slow);
    expect(within(section()).queryByRole('link', { name: M.writeTitle })).toBeNull();
    act(() => useAuthStore.getState().logout());
    await waitFor(() => expect(cards()).toHaveLength(4));
    expect(within(section()).queryByRole('link', { name: M.writeTitle })).toBeNull();
  });
});

describe('Report review', () => {
  async function openReport(index = 0) {
    await waitFor(() => expect(cards().length).toBeGreaterThan(index), slow);
    fireEvent.click(within(cards()[index]!).getByRole('button', { name: M.reportAction }));
    const dialog = await screen.findByRole('dialog', { name: new RegExp(M.reportTitle) }, slow);
    await within(dialog).findByRole('radiogroup', { name: M.reportReason }, slow);
    return dialog;
  }
  const send = (dialog: HTMLElement) =>
    fireEvent.click(within(dialog).getByRole('button', { name: M.reportSend }));

  it('offers the reasons, asks for one, sends it with the note and thanks the reporter', async () => {
    signIn();
    const sent: Array<Record<string, unknown>> = [];
    renderDetail({
      report: (body) => {
        sent.push(body);
        return [201, { status: true, message: M.reported }];
      },
    });
    const dialog = await openReport();
    expect(
      within(dialog)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(Object.values(REVIEW_REPORT_REASONS));
    send(dialog);
    expect(await within(dialog).findByText('Choose a reason')).toBeTruthy();
    expect(sent).toEqual([]);
    fireEvent.click(within(dialog).getByRole('radio', { name: REVIEW_REPORT_REASONS.fake }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: M.reportNote }), {
      target: { value: 'This person never visited: the owner’s cousin.' },
    });
    send(dialog);
    expect(await screen.findByText(M.reported)).toBeTruthy();
    expect(sent).toEqual([{ reason: 'fake', note: 'This person never visited: the owner’s cousin.' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows the API’s refusal (reported already) and keeps the dialog open', async () => {
    signIn();
    renderDetail({ report: () => [409, { status: false, message: M.reportedAlready }] });
    const dialog = await openReport();
    fireEvent.click(within(dialog).getByRole('radio', { name: REVIEW_REPORT_REASONS.offensive }));
    send(dialog);
    expect((await within(dialog).findByRole('alert')).textContent).toBe(M.reportedAlready);
    expect(screen.getByRole('dialog', { name: new RegExp(M.reportTitle) })).toBeTruthy();
  });

  it('signed out: Send opens the login box saying why, and the report goes once signed in', async () => {
    const sent: Array<Record<string, unknown>> = [];
    renderDetail({
      report: (body) => {
        sent.push(body);
        return [201, { status: true, message: M.reported }];
      },
    });
    const dialog = await openReport(2);
    fireEvent.click(within(dialog).getByRole('radio', { name: REVIEW_REPORT_REASONS.private }));
    const heard: LoginIntent[] = [];
    const stop = onOpenModalBox((mode, intent) => {
      expect(mode).toBe('login');
      if (intent) heard.push(intent);
    });
    try {
      send(dialog);
      await waitFor(() => expect(heard).toHaveLength(1));
    } finally {
      stop();
    }
    expect(heard[0]!.reason).toBe(M.signInToReport);
    expect(sent).toEqual([]);
    act(() => {
      useAuthStore.getState().setSession({ token: 'tok', user: testUser, usertype: 'Customer' });
      heard[0]!.resume?.('Customer');
    });
    expect(await screen.findByText(M.reported)).toBeTruthy();
    expect(sent).toEqual([{ reason: 'private' }]);
  });
});

describe('the owner’s preview', () => {
  const previewApi = (reviews: () => Answer) =>
    mockApi({
      '/get-property-details-by-id/42': () => [200, detail(false)],
      '/properties/42/reviews': reviews,
    });

  it('shows a draft’s Reviews empty (the API has none for a listing not public), and asks nothing else', async () => {
    signIn('Lister', { ...testUser, id: 9 });
    const api = previewApi(() => [404, { status: false, message: M.notPublic }]);
    renderPage(<ListingPreview id={42} />, { url: '/user/add-listing' });
    const empty = await screen.findByTestId('no-reviews', {}, slow);
    expect(empty.textContent).toContain(M.noReviews);
    expect(api.calls.map((call) => call.path).sort()).toEqual([
      '/get-property-details-by-id/42',
      '/properties/42/reviews',
    ]);
  });

  it('shows a live listing’s reviews with Report review disabled', async () => {
    signIn('Lister', { ...testUser, id: 9 });
    previewApi(() => [200, reviewsAnswer(FOUR)]);
    renderPage(<ListingPreview id={42} />, { url: '/user/add-listing' });
    await waitFor(() => expect(screen.getAllByTestId('review-card')).toHaveLength(4), slow);
    for (const button of screen.getAllByRole('button', { name: M.reportAction }))
      expect(button.matches(':disabled')).toBe(true);
    expect(screen.queryByRole('link', { name: M.writeTitle })).toBeNull();
  });
});
