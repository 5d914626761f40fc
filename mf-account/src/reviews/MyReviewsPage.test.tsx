import { useAuthStore } from '@basera/shared';
import {
  RATING_MESSAGES as M,
  MY_REVIEWS_PATH,
  REVIEWS_PER_PAGE,
  writeReviewPath,
} from '@basera/shared/rules';
import { CURRENT_PATH_TEST_ID, mockApi, renderPage, signIn, stubMatchMedia } from '@basera/shared/testing';
import type { ReviewWithListing } from '@basera/shared/types';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { testListing, testMyReview } from './fixtures';
import MyReviewsPage from './MyReviewsPage';

// A whole page in jsdom on two busy cores: several seconds a test.
jest.setTimeout(30_000);

const reviewPage = (reviews: ReviewWithListing[], total = reviews.length, page = 1): [number, unknown] => [
  200,
  { status: true, data: reviews, total, page, per_page: REVIEWS_PER_PAGE },
];
const open = (url = MY_REVIEWS_PATH) => renderPage(<MyReviewsPage />, { url, path: MY_REVIEWS_PATH });
const list = () => within(screen.getByRole('list', { name: M.myReviewsTitle }));

beforeEach(() => {
  stubMatchMedia(true);
  act(() => useAuthStore.getState().logout());
  signIn('Customer');
});

describe('MyReviewsPage', () => {
  it('lists each review under its listing; Edit while editable, the team’s reason on a hidden one', async () => {
    mockApi({
      '/my-reviews': () =>
        reviewPage([
          testMyReview({ id: 9, property_id: 42, body: 'Editable review text that is long enough.' }),
          testMyReview({
            id: 3,
            property_id: 51,
            listing: testListing({ id: 51, accommodation_name: 'Lake View Hostel' }),
            editable_until: null,
            hidden_reason: 'Shares a phone number',
            hidden_at: '2026-11-22T10:00:00.000Z',
          }),
        ]),
    });
    open();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(M.myReviewsTitle);
    const [first, second] = (await screen.findAllByTestId('review-card')) as [HTMLElement, HTMLElement];
    expect(within(first).getByRole('heading', { level: 2 }).textContent).toBe('Sunrise PG for Women');
    expect(within(first).getByRole('link', { name: 'Sunrise PG for Women' }).getAttribute('href')).toBe(
      '/pgdetails/42',
    );
    expect(within(first).getByTestId('review-body').textContent).toBe(
      'Editable review text that is long enough.',
    );
    expect(within(first).queryByTestId('review-hidden')).toBeNull();
    const edit = within(first).getByRole('link', { name: `${M.editTitle}: Sunrise PG for Women` });
    expect(edit.textContent).toBe(M.edit);
    expect(edit.getAttribute('href')).toBe(writeReviewPath(42));
    expect(within(first).getByText(M.editableUntil('4 Dec 2026'))).toBeTruthy();

    expect(within(second).getByTestId('review-hidden').textContent).toBe(
      M.hiddenByTeam('Shares a phone number'),
    );
    expect(within(second).queryByRole('link', { name: /Edit/ })).toBeNull();
    fireEvent.click(edit);
    expect(screen.getByTestId(CURRENT_PATH_TEST_ID).textContent).toBe(writeReviewPath(42));
  });

  it('says when there is none yet', async () => {
    mockApi({ '/my-reviews': () => reviewPage([]) });
    open();
    expect(await screen.findByText(M.myReviewsEmpty)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse Listings' }).getAttribute('href')).toBe('/list');
  });

  it('pages through many, the page in the address', async () => {
    const { calls } = mockApi({
      '/my-reviews': (_body, query) => {
        const page = Number(query.get('page'));
        return reviewPage(
          [testMyReview({ id: page, listing: testListing({ accommodation_name: `Place on page ${page}` }) })],
          25,
          page,
        );
      },
    });
    open();
    expect(await screen.findByText('Place on page 1')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Go to page 3' }));
    expect(await screen.findByText('Place on page 3')).toBeTruthy();
    expect(calls.filter((call) => call.path === '/my-reviews').map((call) => call.query.get('page'))).toEqual(
      ['1', '3'],
    );
    expect(list().getAllByTestId('review-card')).toHaveLength(1);
  });

  it('offers Retry when the list fails to load', async () => {
    let fail = true;
    mockApi({ '/my-reviews': () => (fail ? [500, { status: false }] : reviewPage([testMyReview()])) });
    open();
    expect(await screen.findByText(M.myReviewsLoadFailed)).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('review-card')).toBeTruthy();
  });
});
