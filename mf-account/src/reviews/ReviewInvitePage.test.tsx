import { type LoginIntent, type ModalMode, onOpenModalBox, useAuthStore } from '@basera/shared';
import { RATING_MESSAGES as M, reviewInvitePath, writeReviewPath } from '@basera/shared/rules';
import {
  CURRENT_PATH_TEST_ID,
  mockApi,
  renderPage,
  signIn,
  stubMatchMedia,
  testUser,
} from '@basera/shared/testing';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { testInvitation } from './fixtures';
import ReviewInvitePage from './ReviewInvitePage';

// A whole page in jsdom on two busy cores: several seconds a test.
jest.setTimeout(30_000);

const TOKEN = 'aB3dE5fG7hJ9kL1mN3pQ5rS7tU9vW1xY3zA5bC7dE9f';
const INFO = `/review-invitations/${TOKEN}`;
const ACCEPT = `${INFO}/accept`;
const open = () =>
  renderPage(<ReviewInvitePage />, { url: reviewInvitePath(TOKEN), path: '/review-invite/:token' });
const accepts = (calls: Array<{ path: string }>) => calls.filter((call) => call.path === ACCEPT);

let boxes: Array<{ mode: ModalMode; intent: LoginIntent | null }> = [];
let stopListening: () => void = () => undefined;

beforeEach(() => {
  stubMatchMedia(false);
  act(() => useAuthStore.getState().logout());
  boxes = [];
  stopListening = onOpenModalBox((mode, intent) => boxes.push({ mode, intent }));
});
afterEach(() => stopListening());

describe('ReviewInvitePage', () => {
  it('signed out: says who invites them to review what, and signing in brings them back to accept', async () => {
    const { calls } = mockApi({
      [INFO]: () => [200, { status: true, data: testInvitation() }],
      [ACCEPT]: () => [200, { status: true, data: { property_id: 42 } }],
    });
    open();
    expect(
      await screen.findByRole('heading', { level: 1, name: M.invitePageTitle('Sunrise PG for Women') }),
    ).toBeTruthy();
    expect(screen.getByText(M.invitePageText('Ravi', 'Sunrise PG for Women'))).toBeTruthy();
    expect(accepts(calls)).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: M.inviteSignIn }));
    expect(boxes).toHaveLength(1);
    expect(boxes[0]?.mode).toBe('login');
    expect(boxes[0]?.intent?.to).toBe(reviewInvitePath(TOKEN));

    // The login box signs them in on this page: the link is accepted and the form opens.
    signIn('Customer');
    await waitFor(() =>
      expect(screen.getByTestId(CURRENT_PATH_TEST_ID).textContent).toBe(writeReviewPath(42)),
    );
    expect(accepts(calls)).toHaveLength(1);
  });

  it('signed in: accepts the link at once and opens the review form', async () => {
    signIn('Customer');
    const { calls } = mockApi({
      [INFO]: () => [200, { status: true, data: testInvitation() }],
      [ACCEPT]: () => [200, { status: true, data: { property_id: 42 } }],
    });
    open();
    await waitFor(() =>
      expect(screen.getByTestId(CURRENT_PATH_TEST_ID).textContent).toBe(writeReviewPath(42)),
    );
    expect(accepts(calls)).toHaveLength(1);
    expect(screen.queryByRole('button', { name: M.inviteSignIn })).toBeNull();
  });

  it.each([
    [409, M.inviteUsed],
    [403, M.inviteOwner],
  ])('signed in: says why a %s refusal cannot be accepted', async (status, message) => {
    signIn('Customer');
    mockApi({
      [INFO]: () => [200, { status: true, data: testInvitation() }],
      [ACCEPT]: () => [status, { status: false, message }],
    });
    open();
    expect((await screen.findByTestId('invite-refused')).textContent).toBe(message);
    expect(screen.getByTestId(CURRENT_PATH_TEST_ID).textContent).toBe(reviewInvitePath(TOKEN));
  });

  it('tries again for another account on the same tab after a refusal', async () => {
    signIn('Customer');
    let answer: [number, unknown] = [409, { status: false, message: M.inviteUsed }];
    const { calls } = mockApi({
      [INFO]: () => [200, { status: true, data: testInvitation() }],
      [ACCEPT]: () => answer,
    });
    open();
    expect((await screen.findByTestId('invite-refused')).textContent).toBe(M.inviteUsed);
    answer = [200, { status: true, data: { property_id: 42 } }];
    signIn('Customer', { ...testUser, id: 8, fname: 'Kavya' });
    await waitFor(() =>
      expect(screen.getByTestId(CURRENT_PATH_TEST_ID).textContent).toBe(writeReviewPath(42)),
    );
    expect(accepts(calls)).toHaveLength(2);
  });

  it('says an unknown or expired link is not valid, and accepts nothing', async () => {
    const { calls } = mockApi({ [INFO]: () => [404, { status: false, message: M.inviteInvalid }] });
    const first = open();
    expect((await screen.findByTestId('invite-invalid')).textContent).toBe(M.inviteInvalid);
    first.unmount();
    signIn('Customer');
    const expired = mockApi({
      [INFO]: () => [200, { status: true, data: testInvitation({ state: 'expired' }) }],
    });
    open();
    expect((await screen.findByTestId('invite-invalid')).textContent).toBe(M.inviteInvalid);
    expect(screen.queryByRole('button', { name: M.inviteSignIn })).toBeNull();
    expect(accepts(calls)).toHaveLength(0);
    expect(accepts(expired.calls)).toHaveLength(0);
  });
});
