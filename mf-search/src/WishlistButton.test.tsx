import { type LoginIntent, onOpenModalBox, useAuthStore } from '@basera/shared';
import { mockApi, renderPage, testUser } from '@basera/shared/testing';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { SAVE_REASON, WishlistButton } from './WishlistButton';

afterEach(() => act(() => useAuthStore.getState().logout()));

/** Clicks the heart signed out and returns the intent the login box was opened with. */
function clickSignedOut() {
  let intent: LoginIntent | null = null;
  const stop = onOpenModalBox((mode, heard) => {
    expect(mode).toBe('login');
    intent = heard;
  });
  fireEvent.click(screen.getByRole('button', { name: 'Add to shortlist' }));
  stop();
  if (!intent) throw new Error('the login box was not asked for');
  return intent as LoginIntent;
}

const toggleAnswers = (body: Record<string, unknown>): [number, unknown] => [
  200,
  {
    status: true,
    message: body.action === 'add' ? 'Added to your shortlist' : 'Removed from your shortlist',
    data: { wishlisted: body.action === 'add' },
  },
];

describe('WishlistButton signed out', () => {
  it('opens login saying why, and saves this place once the user has signed in: heart filled', async () => {
    const api = mockApi({ '/wishlist/toggle': toggleAnswers });
    renderPage(<WishlistButton propertyId={42} initial={false} />, { url: '/pg' });
    const intent = clickSignedOut();
    expect(intent.reason).toBe(SAVE_REASON);
    expect(intent.to).toBeUndefined();
    expect(api.calls).toHaveLength(0);

    // What mf-auth does after a sign-in: the session first, then the intent.
    act(() => {
      useAuthStore.getState().setSession({ token: 'tok', user: testUser, usertype: 'Customer' });
      intent.resume?.('Customer');
    });
    expect(await screen.findByText('Added to your shortlist')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Remove from shortlist' }).getAttribute('aria-pressed')).toBe(
        'true',
      ),
    );
    expect(api.calls.map((call) => [call.path, call.body])).toEqual([
      ['/wishlist/toggle', { property_id: 42, action: 'add' }],
    ]);
    expect(screen.getByTestId('current-path').textContent).toBe('/pg');
  });

  it('adds (never removes) a place that turns out to be in the shortlist already', async () => {
    const api = mockApi({ '/wishlist/toggle': toggleAnswers });
    // Fetched signed in earlier (is_wishlisted true), shown signed out as an empty heart.
    renderPage(<WishlistButton propertyId={7} initial />);
    const intent = clickSignedOut();
    act(() => {
      useAuthStore.getState().setSession({ token: 'tok', user: testUser, usertype: 'Customer' });
      intent.resume?.('Customer');
    });
    await screen.findByText('Added to your shortlist');
    expect(api.calls.map((call) => call.body.action)).toEqual(['add']);
  });
});

describe('WishlistButton signed in', () => {
  beforeEach(() =>
    act(() => useAuthStore.getState().setSession({ token: 'tok', user: testUser, usertype: 'Customer' })),
  );

  it('sends add, then remove when un-hearting: the heart follows the server', async () => {
    const api = mockApi({ '/wishlist/toggle': toggleAnswers });
    renderPage(<WishlistButton propertyId={42} initial={false} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add to shortlist' }));
    expect(await screen.findByText('Added to your shortlist')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Remove from shortlist' }));
    expect(await screen.findByText('Removed from your shortlist')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Add to shortlist' }).getAttribute('aria-pressed')).toBe(
        'false',
      ),
    );
    expect(api.calls.map((call) => [call.path, call.body])).toEqual([
      ['/wishlist/toggle', { property_id: 42, action: 'add' }],
      ['/wishlist/toggle', { property_id: 42, action: 'remove' }],
    ]);
  });

  it('un-hearts a place already shortlisted with action remove', async () => {
    const api = mockApi({ '/wishlist/toggle': toggleAnswers });
    renderPage(<WishlistButton propertyId={7} initial />);
    fireEvent.click(screen.getByRole('button', { name: 'Remove from shortlist' }));
    await screen.findByText('Removed from your shortlist');
    expect(api.calls.map((call) => call.body)).toEqual([{ property_id: 7, action: 'remove' }]);
  });
});
