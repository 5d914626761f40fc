import { type UnsubscribeInfo, useAuthStore } from '@basera/shared';
import { NOTIFY_MESSAGES as M } from '@basera/shared/rules';
import { mockApi, renderPage, stubMatchMedia } from '@basera/shared/testing';
import { act, fireEvent, screen } from '@testing-library/react';
import UnsubscribePage from './UnsubscribePage';

jest.setTimeout(30_000);

const TOKEN = 'k3Jd9_xQ-20aZp';
const PATH = `/unsubscribe/${TOKEN}`;
const INFO: UnsubscribeInfo = { scope: 'saved_search', what: 'alerts for "PGs in Koramangala"', done: false };

const render = () => renderPage(<UnsubscribePage />, { url: PATH, path: '/unsubscribe/:token' });
const methods = (fetchMock: jest.Mock) =>
  fetchMock.mock.calls.map(([, init]) => (init as RequestInit | undefined)?.method ?? 'GET');

beforeEach(() => {
  stubMatchMedia(false);
  // Signed out: the link works without an account.
  act(() => useAuthStore.getState().logout());
});

describe('UnsubscribePage', () => {
  it('unsubscribes on open with a POST and says what stopped, with a way to the settings', async () => {
    let done = false;
    const { calls, fetchMock } = mockApi({
      [PATH]: () => {
        // GET has no body; the POST is the unsubscribe.
        if ((fetchMock.mock.calls.at(-1)?.[1] as RequestInit | undefined)?.method === 'POST') done = true;
        return [200, { status: true, data: { ...INFO, done }, ...(done ? { message: M.unsubscribed } : {}) }];
      },
    });
    render();
    expect(await screen.findByText(M.unsubscribed)).toBeTruthy();
    expect(screen.getByText('You will no longer get alerts for "PGs in Koramangala".')).toBeTruthy();
    expect(methods(fetchMock)).toEqual(['GET', 'POST']);
    expect(calls.map((call) => call.path)).toEqual([PATH, PATH]);
    expect(done).toBe(true);
    // No session sent: it works for whoever holds the link.
    const post = fetchMock.mock.calls[1]?.[1] as RequestInit | undefined;
    expect(post?.headers).toEqual({ Accept: 'application/json' });
    fireEvent.click(screen.getByRole('link', { name: 'Notification settings' }));
    expect(screen.getByTestId('current-path').textContent).toBe('/user/notifications');
  });

  it('does not post again for a link already used', async () => {
    const { fetchMock } = mockApi({
      [PATH]: () => [
        200,
        { status: true, data: { ...INFO, scope: 'channel', what: 'SMS from Basera', done: true } },
      ],
    });
    render();
    expect(await screen.findByText('You will no longer get SMS from Basera.')).toBeTruthy();
    expect(methods(fetchMock)).toEqual(['GET']);
  });

  it('says an unknown link is not valid, and stops nothing', async () => {
    const { fetchMock } = mockApi({});
    render();
    expect(await screen.findByText(M.unsubscribeUnknown)).toBeTruthy();
    expect(methods(fetchMock)).toEqual(['GET']);
    expect(screen.queryByText(M.unsubscribed)).toBeNull();
  });

  it('offers Retry when the server fails, and unsubscribes on retry', async () => {
    let up = false;
    const { fetchMock } = mockApi({
      [PATH]: () =>
        up
          ? [200, { status: true, data: { ...INFO, done: true } }]
          : [503, { message: 'Service unavailable' }],
    });
    render();
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(screen.getByText('We could not unsubscribe you just now.')).toBeTruthy();
    up = true;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(M.unsubscribed)).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('offers Retry when there is no network', async () => {
    (globalThis as { fetch: unknown }).fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    render();
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(screen.queryByText(M.unsubscribeUnknown)).toBeNull();
  });
});
