import { type EnquiryThreadSummary, useAuthStore } from '@basera/shared';
import { ENQUIRIES_PATH, RATING_MESSAGES, writeReviewPath } from '@basera/shared/rules';
import {
  CURRENT_PATH_TEST_ID,
  mockApi,
  renderPage,
  signIn,
  stubMatchMedia,
  testSummary,
  testThread,
  testVisit,
} from '@basera/shared/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import EnquiriesPage from './EnquiriesPage';
import { ENQUIRIES_PER_PAGE } from './enquiries';
import { testListing, testPrompt } from './reviews/fixtures';

const threadPage = (threads: EnquiryThreadSummary[], total = threads.length, page = 1): [number, unknown] => [
  200,
  { status: true, data: threads, total, page, per_page: ENQUIRIES_PER_PAGE },
];

const open = (url = ENQUIRIES_PATH) =>
  renderPage(<EnquiriesPage />, { url, path: `${ENQUIRIES_PATH}/:threadId?` });
/** The page itself (the account menu beside it has a "My enquiries" entry too). */
const page = () => within(screen.getByRole('region', { name: 'My enquiries' }));

beforeEach(() => {
  stubMatchMedia(false);
  act(() => useAuthStore.getState().logout());
  signIn('Customer');
});

describe('EnquiriesPage', () => {
  it("lists the seeker's threads under the heading My enquiries, each opening its thread", async () => {
    const { calls } = mockApi({
      '/enquiries': () =>
        threadPage([
          testSummary(8, { listing_name: 'Lake Hostel', unread: 1, visit: testVisit('requested') }),
          testSummary(5),
        ]),
    });
    open();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('My enquiries');
    expect(await page().findByText('2 conversations')).toBeTruthy();
    const rows = within(page().getByRole('list', { name: 'Conversations' })).getAllByRole('link');
    expect(rows.map((row) => row.getAttribute('href'))).toEqual([
      `${ENQUIRIES_PATH}/8`,
      `${ENQUIRIES_PATH}/5`,
    ]);
    expect(within(rows[0]!).getByText('Visit requested')).toBeTruthy();
    expect(within(rows[0]!).getByTestId('unread-badge').textContent).toBe('1');
    const list = calls.find((call) => call.path === '/enquiries')!;
    expect(list.query.get('page')).toBe('1');
    expect(list.query.get('per_page')).toBe(String(ENQUIRIES_PER_PAGE));
    fireEvent.click(rows[1]!);
    expect(screen.getByTestId(CURRENT_PATH_TEST_ID).textContent).toBe(`${ENQUIRIES_PATH}/5`);
  });

  it('says how to start a conversation when there is none, with the way to the listings', async () => {
    mockApi({ '/enquiries': () => threadPage([]) });
    open();
    expect(await page().findByText('You have not contacted any owner yet.')).toBeTruthy();
    expect(page().getByText(/tap "Ask the owner" or "Book a visit"/)).toBeTruthy();
    expect(page().getByRole('link', { name: 'Browse Listings' }).getAttribute('href')).toBe('/list');
  });

  it('pages through many threads', async () => {
    const { calls } = mockApi({
      '/enquiries': (_body, query) => {
        const number = Number(query.get('page'));
        return threadPage(
          [testSummary(number * 100, { listing_name: `Listing on page ${number}` })],
          45,
          number,
        );
      },
    });
    open();
    expect(await page().findByText('Listing on page 1')).toBeTruthy();
    fireEvent.click(page().getByRole('button', { name: 'Go to page 3' }));
    expect(await page().findByText('Listing on page 3')).toBeTruthy();
    expect(calls.filter((call) => call.path === '/enquiries').map((call) => call.query.get('page'))).toEqual([
      '1',
      '3',
    ]);
  });

  it('shows a thread at /user/enquiries/:threadId, with the way back to the list', async () => {
    mockApi({ '/enquiries/5': () => [200, { status: true, data: testThread('seeker') }] });
    open(`${ENQUIRIES_PATH}/5`);
    expect(await page().findByRole('link', { name: 'Asha PG' })).toBeTruthy();
    expect(page().getByRole('textbox', { name: 'Your message' })).toBeTruthy();
    const back = page().getByRole('link', { name: 'My enquiries' });
    fireEvent.click(back);
    await waitFor(() => expect(screen.getByTestId(CURRENT_PATH_TEST_ID).textContent).toBe(ENQUIRIES_PATH));
  });

  it('says a thread address that is not a number is not found, asking nothing', async () => {
    const { calls } = mockApi({});
    open(`${ENQUIRIES_PATH}/abc`);
    expect(page().getByRole('alert').textContent).toContain('This conversation was not found.');
    expect(
      calls.filter((call) => call.path.startsWith('/enquiries/') && call.path !== '/enquiries/unread'),
    ).toEqual([]);
  });

  it('offers Retry when the list fails to load', async () => {
    let fail = true;
    mockApi({
      '/enquiries': () =>
        fail ? [500, { status: false, message: 'Server error' }] : threadPage([testSummary(5)]),
    });
    open();
    expect(await page().findByText('We could not load your enquiries.')).toBeTruthy();
    fail = false;
    fireEvent.click(page().getByRole('button', { name: 'Retry' }));
    expect(await page().findByText('1 conversation')).toBeTruthy();
  });
  it('asks "How was your visit?" above the list for each past visit not reviewed, with Write a review', async () => {
    mockApi({
      '/enquiries': () => threadPage([testSummary(8)]),
      '/review-prompts': () => [
        200,
        {
          status: true,
          data: [
            testPrompt(),
            testPrompt({
              property_id: 51,
              thread_id: 6,
              listing: testListing({ id: 51, accommodation_name: 'Lake View Hostel' }),
            }),
          ],
        },
      ],
    });
    open();
    const cards = await page().findAllByTestId('review-prompt');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      RATING_MESSAGES.prompt('Sunrise PG for Women'),
      RATING_MESSAGES.prompt('Lake View Hostel'),
    ]);
    expect(within(cards[0]!).getByText(RATING_MESSAGES.promptBody('Sunrise PG for Women'))).toBeTruthy();
    const write = within(cards[1]!).getByRole('link', { name: RATING_MESSAGES.promptAction });
    expect(write.getAttribute('href')).toBe(writeReviewPath(51));
    // The prompts come first, then the conversations.
    const list = page().getByRole('list', { name: 'Conversations' });
    expect(cards[1]!.compareDocumentPosition(list) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    fireEvent.click(write);
    expect(screen.getByTestId(CURRENT_PATH_TEST_ID).textContent).toBe(writeReviewPath(51));
  });

  it('shows no prompt when there is none, or when asking for them fails', async () => {
    mockApi({
      '/enquiries': () => threadPage([testSummary(8)]),
      '/review-prompts': () => [200, { status: true, data: [] }],
    });
    const first = open();
    expect(await page().findByText('1 conversation')).toBeTruthy();
    expect(page().queryByTestId('review-prompt')).toBeNull();
    first.unmount();
    mockApi({
      '/enquiries': () => threadPage([testSummary(8)]),
      '/review-prompts': () => [500, { status: false }],
    });
    open();
    expect(await page().findByText('1 conversation')).toBeTruthy();
    expect(page().queryByTestId('review-prompt')).toBeNull();
  });
});
