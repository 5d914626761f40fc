import { OFFLINE_MESSAGE, useAuthStore } from '@basera/shared';
import {
  RATING_MESSAGES as M,
  RATING_CATEGORIES,
  RATING_CATEGORY_LABELS,
  writeReviewPath,
} from '@basera/shared/rules';
import { CURRENT_PATH_TEST_ID, mockApi, renderPage, signIn, stubMatchMedia } from '@basera/shared/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { testEligibility, testMyReview } from './fixtures';
import { reviewDraftKey } from './review-draft';
import WriteReviewPage from './WriteReviewPage';

// A whole form in jsdom on two busy cores: several seconds a test.
jest.setTimeout(30_000);

const ELIGIBILITY = '/properties/42/review-eligibility';
const open = () =>
  renderPage(<WriteReviewPage />, { url: writeReviewPath(42), path: '/user/reviews/write/:propertyId' });
/** A fieldset by its name (its legend). */
const group = (name: string) => screen.getByRole('group', { name });
const stars = (name: string, value: number) =>
  fireEvent.click(within(group(name)).getByLabelText(`${value} Star${value === 1 ? '' : 's'}`));
const checked = (name: string) =>
  Array.from(group(name).querySelectorAll<HTMLInputElement>('input[type=radio]')).find(
    (radio) => radio.checked && radio.value !== '',
  )?.value;
const body = () => screen.getByRole('textbox', { name: /Your review/ }) as HTMLTextAreaElement;
const TEXT = '  Good food, a strict but fair warden, and the Wi-Fi holds up in the evening.  ';

/** Fills every field: 4 overall, 3/4/5/4 in the categories, the text, Yes. */
function fillAll() {
  stars('Overall', 4);
  stars('Food', 3);
  stars('Cleanliness', 4);
  stars('Safety', 5);
  stars('Owner', 4);
  fireEvent.change(body(), { target: { value: TEXT } });
  fireEvent.click(screen.getByRole('radio', { name: 'Yes' }));
}

const posts = (calls: Array<{ path: string; body: Record<string, unknown> }>, path: string) =>
  calls.filter((call) => call.path === path && Object.keys(call.body).length > 0);

beforeEach(() => {
  stubMatchMedia(true);
  sessionStorage.clear();
  act(() => useAuthStore.getState().logout());
  signIn('Customer');
});

describe('WriteReviewPage', () => {
  it('checks the stars and the text before sending anything, with the shared messages', async () => {
    const { calls } = mockApi({ [ELIGIBILITY]: () => [200, { status: true, data: testEligibility() }] });
    open();
    expect(await screen.findByRole('heading', { level: 1, name: M.writeTitle })).toBeTruthy();
    expect(await screen.findByText('Visited')).toBeTruthy();
    fireEvent.change(body(), { target: { value: 'Nice place.' } });
    expect(screen.getByTestId('body-counter').textContent).toBe('11 / 1,000');
    fireEvent.click(screen.getByRole('button', { name: M.post }));
    expect(await screen.findByText(M.ratingRequired)).toBeTruthy();
    for (const key of RATING_CATEGORIES)
      expect(screen.getByText(M.categoryRequired(RATING_CATEGORY_LABELS[key]))).toBeTruthy();
    expect(screen.getByText(M.bodyShort)).toBeTruthy();
    expect(screen.getByText(M.recommendRequired)).toBeTruthy();
    // The focus goes to the first field with a message: the Overall stars, without lighting one up.
    expect(document.activeElement).toBe(group('Overall').querySelector('input:checked'));
    expect((document.activeElement as HTMLInputElement).value).toBe('');
    // Stars chosen, the message under them goes on the next try; nothing was sent.
    stars('Overall', 5);
    fireEvent.click(screen.getByRole('button', { name: M.post }));
    await waitFor(() => expect(screen.queryByText(M.ratingRequired)).toBeNull());
    expect(posts(calls, '/properties/42/reviews')).toHaveLength(0);
  });

  it("posts the review, shows the server's field messages under their fields, then goes to the listing", async () => {
    let answer: [number, unknown] = [
      422,
      { status: false, message: M.bodyLong, errors: { body: ['This text looks like an advert'] } },
    ];
    const { calls } = mockApi({
      [ELIGIBILITY]: () => [200, { status: true, data: testEligibility() }],
      '/properties/42/reviews': () => answer,
    });
    open();
    await screen.findByRole('button', { name: M.post });
    fillAll();
    fireEvent.click(screen.getByRole('button', { name: M.post }));
    const message = await screen.findByText('This text looks like an advert');
    expect(message.closest('.MuiFormControl-root')?.contains(body())).toBe(true);
    expect(posts(calls, '/properties/42/reviews')[0]?.body).toEqual({
      rating: 4,
      food: 3,
      cleanliness: 4,
      safety: 5,
      owner: 4,
      body: TEXT.trim(),
      recommend: true,
    });
    // What was typed is kept while it is not posted.
    expect(sessionStorage.getItem(reviewDraftKey(7, 42))).toContain('Wi-Fi');

    answer = [201, { status: true, message: M.posted, data: testMyReview({ body: TEXT.trim() }) }];
    fireEvent.click(screen.getByRole('button', { name: M.post }));
    expect(await screen.findByText(M.posted)).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId(CURRENT_PATH_TEST_ID).textContent).toBe('/pgdetails/42'));
    expect(sessionStorage.getItem(reviewDraftKey(7, 42))).toBeNull();
  });

  it('says a refusal as text (429), and a review posted meanwhile turns the page into its edit (409)', async () => {
    let eligibility = testEligibility();
    let answer: [number, unknown] = [429, { status: false, message: M.tooManyToday }];
    mockApi({
      [ELIGIBILITY]: () => [200, { status: true, data: eligibility }],
      '/properties/42/reviews': () => answer,
    });
    open();
    await screen.findByRole('button', { name: M.post });
    fillAll();
    fireEvent.click(screen.getByRole('button', { name: M.post }));
    expect(await screen.findByText(M.tooManyToday, { selector: '.MuiAlert-message' })).toBeTruthy();

    answer = [409, { status: false, message: M.duplicate }];
    eligibility = testEligibility({ can_review: false, reason: M.duplicate, review: testMyReview() });
    fireEvent.click(screen.getByRole('button', { name: M.post }));
    expect(await screen.findByRole('button', { name: M.save })).toBeTruthy();
    // The text typed here is kept over the saved review.
    expect(body().value).toBe(TEXT);
  });

  it('opens the viewer’s review in edit mode while it may change, and saves it with PATCH', async () => {
    const review = testMyReview({ editable_until: '2026-12-04T09:30:00.000Z' });
    const { calls } = mockApi({
      [ELIGIBILITY]: () => [
        200,
        { status: true, data: testEligibility({ can_review: false, reason: M.duplicate, review }) },
      ],
      '/reviews/7': () => [200, { status: true, message: M.updated, data: review }],
    });
    open();
    expect(await screen.findByRole('heading', { level: 1, name: M.editTitle })).toBeTruthy();
    expect(screen.getByText(M.editableUntil('4 Dec 2026'))).toBeTruthy();
    expect(checked('Overall')).toBe('4');
    expect(checked('Safety')).toBe('5');
    expect(body().value).toBe(review.body);
    expect((screen.getByRole('radio', { name: 'Yes' }) as HTMLInputElement).checked).toBe(true);
    stars('Overall', 2);
    fireEvent.click(screen.getByRole('radio', { name: 'No' }));
    fireEvent.click(screen.getByRole('button', { name: M.save }));
    expect(await screen.findByText(M.updated)).toBeTruthy();
    const patch = posts(calls, '/reviews/7')[0];
    expect(patch?.body).toMatchObject({ rating: 2, recommend: false, safety: 5, body: review.body });
    await waitFor(() => expect(screen.getByTestId(CURRENT_PATH_TEST_ID).textContent).toBe('/pgdetails/42'));
  });

  it('shows a review past its 14 days read-only, with why', async () => {
    const review = testMyReview({ editable_until: null });
    mockApi({
      [ELIGIBILITY]: () => [
        200,
        { status: true, data: testEligibility({ can_review: false, reason: M.duplicate, review }) },
      ],
    });
    open();
    expect(await screen.findByText(M.fixed)).toBeTruthy();
    expect(screen.getByTestId('review-body').textContent).toBe(review.body);
    expect(screen.queryByRole('button', { name: M.save })).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('tells who may not review why: not eligible, not public', async () => {
    mockApi({
      [ELIGIBILITY]: () => [
        200,
        { status: true, data: testEligibility({ can_review: false, basis: null, reason: M.notEligible }) },
      ],
    });
    const first = open();
    expect((await screen.findByTestId('review-refused')).textContent).toBe(M.notEligible);
    expect(screen.queryByRole('button', { name: M.post })).toBeNull();
    first.unmount();
    mockApi({ [ELIGIBILITY]: () => [404, { status: false, message: M.notPublic }] });
    open();
    expect((await screen.findByTestId('review-refused')).textContent).toBe(M.notPublic);
  });

  it('keeps what was typed across a remount, and says so', async () => {
    mockApi({ [ELIGIBILITY]: () => [200, { status: true, data: testEligibility() }] });
    const first = open();
    await screen.findByRole('button', { name: M.post });
    stars('Overall', 5);
    stars('Food', 2);
    fireEvent.change(body(), { target: { value: 'Half a review, typed on a bus' } });
    fireEvent.click(screen.getByRole('radio', { name: 'No' }));
    expect(screen.queryByTestId('draft-kept')).toBeNull();
    first.unmount();

    open();
    expect(await screen.findByTestId('draft-kept')).toBeTruthy();
    expect(checked('Overall')).toBe('5');
    expect(checked('Food')).toBe('2');
    expect(checked('Safety')).toBeUndefined();
    expect(body().value).toBe('Half a review, typed on a bus');
    expect((screen.getByRole('radio', { name: 'No' }) as HTMLInputElement).checked).toBe(true);
  });

  it('loses nothing when the network drops at Post: says so, and the text is still there after a reload', async () => {
    mockApi({ [ELIGIBILITY]: () => [200, { status: true, data: testEligibility() }] });
    const first = open();
    await screen.findByRole('button', { name: M.post });
    fillAll();
    const online = jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    (globalThis as { fetch: unknown }).fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    try {
      fireEvent.click(screen.getByRole('button', { name: M.post }));
      expect(await screen.findByText(OFFLINE_MESSAGE, { selector: '.MuiAlert-message' })).toBeTruthy();
      first.unmount();
    } finally {
      online.mockRestore();
    }
    mockApi({ [ELIGIBILITY]: () => [200, { status: true, data: testEligibility() }] });
    open();
    expect(await screen.findByTestId('draft-kept')).toBeTruthy();
    expect(body().value).toBe(TEXT);
    expect(checked('Owner')).toBe('4');
  });
});
