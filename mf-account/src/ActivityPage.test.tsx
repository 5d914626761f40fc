import { useAuthStore } from '@basera/shared';
import { mockApi, renderPage, signIn, stubMatchMedia } from '@basera/shared/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import ActivityPage from './ActivityPage';

const session = (id: number, device: string, current: boolean) => ({
  id,
  device,
  ip: '10.0.0.1',
  created_at: '2026-05-01T10:00:00Z',
  last_used_at: '2026-05-02T12:30:00Z',
  current,
});

beforeEach(() => {
  stubMatchMedia(true);
  act(() => useAuthStore.getState().logout());
  signIn('Lister');
});

const page = () => renderPage(<ActivityPage />, { url: '/user/activities', path: '/user/activities' });

describe('ActivityPage', () => {
  it('lists sessions with device and last use, and signs out another one', async () => {
    let sessions = [session(1, 'Firefox on Windows', true), session(2, 'Chrome on Android', false)];
    const api = mockApi({
      '/sessions': () => [200, { status: true, data: sessions }],
      '/sessions/2': () => {
        sessions = sessions.filter((s) => s.id !== 2);
        return [200, { status: true, message: 'Signed out of Chrome on Android' }];
      },
      '/account-events': () => [
        200,
        {
          status: true,
          data: [
            {
              id: 9,
              kind: 'password changed',
              detail: '1 other session ended',
              device: 'Firefox on Windows',
              ip: null,
              created_at: '2026-05-02T12:00:00Z',
            },
            {
              id: 8,
              kind: 'failed sign-in',
              detail: null,
              device: 'Chrome on Android',
              ip: null,
              created_at: '2026-05-01T09:00:00Z',
            },
          ],
        },
      ],
    });
    page();
    const list = await screen.findByRole('list', { name: 'Sessions' });
    const mine = within(list).getByRole('listitem', { name: 'Firefox on Windows' });
    expect(within(mine).getByText('This device')).toBeTruthy();
    expect(within(mine).queryByRole('button')).toBeNull();
    expect(within(mine).getByText(/^Last used 2 May 2026/)).toBeTruthy();
    const phone = within(list).getByRole('listitem', { name: 'Chrome on Android' });

    const events = await screen.findByRole('list', { name: 'Account events' });
    expect(within(events).getByText('Password changed')).toBeTruthy();
    expect(within(events).getByText('(1 other session ended)')).toBeTruthy();
    expect(within(events).getByText('Failed sign-in attempt')).toBeTruthy();

    fireEvent.click(within(phone).getByRole('button', { name: /^Sign out Chrome on Android/ }));
    expect(await screen.findByText('Signed out of Chrome on Android')).toBeTruthy();
    await waitFor(() =>
      expect(within(list).queryByRole('listitem', { name: 'Chrome on Android' })).toBeNull(),
    );
    expect(api.calls.some((c) => c.path === '/sessions/2')).toBe(true);
  });

  it('signs out all other sessions with one button', async () => {
    let sessions = [
      session(1, 'Firefox on Windows', true),
      session(2, 'Chrome on Android', false),
      session(3, 'Safari on iPhone', false),
    ];
    mockApi({
      '/sessions': () => [200, { status: true, data: sessions }],
      '/sessions/end-others': () => {
        sessions = sessions.filter((s) => s.current);
        return [200, { status: true, message: 'Signed out of 2 other sessions', ended: 2 }];
      },
      '/account-events': () => [200, { status: true, data: [] }],
    });
    page();
    fireEvent.click(await screen.findByRole('button', { name: 'Sign out all other sessions' }));
    expect(await screen.findByText('Signed out of 2 other sessions')).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Sessions' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(screen.queryByRole('button', { name: 'Sign out all other sessions' })).toBeNull();
    expect(screen.getByText('No activity yet.')).toBeTruthy();
  });
});
