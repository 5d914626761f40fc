import { type NotificationPrefs, useAuthStore } from '@basera/shared';
import { NOTIFY_MESSAGES as M } from '@basera/shared/rules';
import { mockApi, renderPage, signIn, stubMatchMedia } from '@basera/shared/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import NotificationSettingsPage from './NotificationSettingsPage';

// A busy two-core machine renders MUI forms slowly.
jest.setTimeout(30_000);

const PREFS: NotificationPrefs = {
  email: true,
  sms: false,
  whatsapp: false,
  email_address: 'asha@example.in',
  phone: '9876543210',
  available: ['email', 'sms', 'whatsapp'],
};
const channel = (name: string) => screen.getByRole('switch', { name }) as HTMLInputElement;
const found = async (name: string) => (await screen.findByRole('switch', { name })) as HTMLInputElement;
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));
const render = () =>
  renderPage(<NotificationSettingsPage />, { url: '/user/notifications', path: '/user/notifications' });

/** The API's preferences, kept between calls: GET answers what the last PUT stored. */
function prefsApi(start: NotificationPrefs, put?: (body: Record<string, unknown>) => [number, unknown]) {
  let stored = { ...start };
  return mockApi({
    '/account/notifications': (body) => {
      if (!Object.keys(body).length) return [200, { status: true, data: stored }];
      if (put) return put(body);
      stored = { ...stored, ...(body as Partial<NotificationPrefs>) };
      return [200, { status: true, data: stored, message: M.prefsSaved }];
    },
  });
}
const methods = (fetchMock: jest.Mock) =>
  fetchMock.mock.calls.map(([, init]) => (init as RequestInit | undefined)?.method ?? 'GET');

beforeEach(() => {
  stubMatchMedia(true);
  act(() => useAuthStore.getState().logout());
  signIn('Customer');
});

describe('NotificationSettingsPage', () => {
  it('shows a switch per channel with where each goes', async () => {
    prefsApi(PREFS);
    render();
    expect((await found('Email')).checked).toBe(true);
    expect(channel('SMS').checked).toBe(false);
    expect(channel('WhatsApp').checked).toBe(false);
    expect(screen.getByText('To asha@example.in')).toBeTruthy();
    expect(screen.getAllByText('To 9876543210')).toHaveLength(2);
    expect(channel('SMS').getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', true);
  });

  it('saves the choices with PUT, says so, and keeps them', async () => {
    const { calls, fetchMock } = prefsApi(PREFS);
    render();
    fireEvent.click(await screen.findByRole('switch', { name: 'SMS' }));
    fireEvent.click(channel('Email'));
    save();
    expect(await screen.findByText(M.prefsSaved)).toBeTruthy();
    const sent = calls.at(-1);
    expect(sent?.path).toBe('/account/notifications');
    expect(sent?.body).toEqual({ email: false, sms: true, whatsapp: false });
    expect(methods(fetchMock).at(-1)).toBe('PUT');
    expect(channel('SMS').checked).toBe(true);
    expect(channel('Email').checked).toBe(false);
    // Saved: nothing left to save until something changes again.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', true),
    );
  });

  it('cannot turn SMS or WhatsApp on without a phone, and says why', async () => {
    prefsApi({ ...PREFS, phone: '' });
    render();
    expect((await found('SMS')).disabled).toBe(true);
    expect(channel('WhatsApp').disabled).toBe(true);
    expect(channel('Email').disabled).toBe(false);
    expect(screen.getAllByText(M.channelNeedsPhone)).toHaveLength(2);
  });

  it('cannot turn on a channel the site cannot send on, but can turn one off', async () => {
    prefsApi({ ...PREFS, whatsapp: true, available: ['email'] });
    render();
    expect((await found('SMS')).disabled).toBe(true);
    expect(channel('WhatsApp').disabled).toBe(false);
    expect(screen.getAllByText('Not available yet')).toHaveLength(2);
    fireEvent.click(channel('WhatsApp'));
    expect(channel('WhatsApp').checked).toBe(false);
    // Off now, and not offered: it cannot be turned back on.
    expect(channel('WhatsApp').disabled).toBe(true);
  });

  it("shows the server's message under its channel when the save is refused", async () => {
    prefsApi(PREFS, () => [
      422,
      { status: false, message: 'Invalid input', errors: { whatsapp: ['Add a WhatsApp number first.'] } },
    ]);
    render();
    fireEvent.click(await screen.findByRole('switch', { name: 'WhatsApp' }));
    save();
    const form = within(screen.getByRole('form', { name: 'Notification channels' }));
    expect(await form.findByText('Add a WhatsApp number first.')).toBeTruthy();
    // The server's summary as a toast.
    expect(await screen.findByText('Invalid input')).toBeTruthy();
    expect(screen.queryByText(M.prefsSaved)).toBeNull();
    expect(channel('WhatsApp').checked).toBe(true);
  });

  it('offers Retry when the settings cannot be loaded', async () => {
    let up = false;
    mockApi({
      '/account/notifications': () =>
        up ? [200, { status: true, data: PREFS }] : [500, { message: 'Server error' }],
    });
    render();
    expect(await screen.findByText('We could not load your notification settings.')).toBeTruthy();
    up = true;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect((await found('Email')).checked).toBe(true);
  });
});
