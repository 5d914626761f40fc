import { useAuthStore } from '@basera/shared';
import { mockApi, renderPage, signIn } from '@basera/shared/testing';
import { act, screen } from '@testing-library/react';
import { UNREAD_REFRESH_MS, useUnreadCount } from './unread';

function Badge() {
  return <output data-testid="badge">{useUnreadCount()}</output>;
}

beforeEach(() => act(() => useAuthStore.getState().logout()));
afterEach(() => jest.useRealTimers());

describe('useUnreadCount', () => {
  it('asks nothing when signed out and counts 0', () => {
    const { calls } = mockApi({});
    renderPage(<Badge />);
    expect(screen.getByTestId('badge').textContent).toBe('0');
    expect(calls).toHaveLength(0);
  });

  it('asks again every minute while shown', async () => {
    jest.useFakeTimers();
    let unread = 2;
    const { calls } = mockApi({ '/enquiries/unread': () => [200, { status: true, data: { unread } }] });
    signIn('Customer');
    renderPage(<Badge />);
    await act(async () => undefined);
    expect(screen.getByTestId('badge').textContent).toBe('2');
    unread = 5;
    await act(async () => {
      jest.advanceTimersByTime(UNREAD_REFRESH_MS - 1000);
    });
    expect(screen.getByTestId('badge').textContent).toBe('2');
    await act(async () => {
      jest.advanceTimersByTime(1000);
    });
    await act(async () => undefined);
    expect(screen.getByTestId('badge').textContent).toBe('5');
    expect(calls.filter((call) => call.path === '/enquiries/unread')).toHaveLength(2);
  });
});
