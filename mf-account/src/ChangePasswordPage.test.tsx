import { useAuthStore } from '@basera/shared';
import { ACCOUNT_MESSAGES as M } from '@basera/shared/rules';
import { gatedFetch, mockApi, renderPage, signIn, stubMatchMedia } from '@basera/shared/testing';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import ChangePasswordPage from './ChangePasswordPage';

const input = (label: string) => screen.getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement;
const fill = (current: string, next: string, confirm: string) => {
  fireEvent.change(input('Current Password'), { target: { value: current } });
  fireEvent.change(input('New Password'), { target: { value: next } });
  fireEvent.change(input('Confirm New Password'), { target: { value: confirm } });
};
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Update Password' }));

beforeEach(() => {
  stubMatchMedia(true);
  act(() => useAuthStore.getState().logout());
  signIn('Customer');
  renderPage(<ChangePasswordPage />, { url: '/user/change-password', path: '/user/change-password' });
});

describe('ChangePasswordPage', () => {
  it('gives each field show/hide and the rule tooltip', async () => {
    expect(screen.getAllByLabelText(M.passwordTooltip)).toHaveLength(3);
    fireEvent.mouseOver(screen.getAllByLabelText(M.passwordTooltip)[0]!);
    expect(await screen.findByRole('tooltip')).toHaveProperty('textContent', M.passwordTooltip);
    const toggles = screen.getAllByRole('button', { name: 'Show password' });
    expect(toggles).toHaveLength(3);
    expect(input('New Password').type).toBe('password');
    fireEvent.click(toggles[1]!);
    expect(input('New Password').type).toBe('text');
    expect(input('Current Password').type).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input('New Password').type).toBe('password');
  });

  it.each([
    ['', '', '', [M.currentRequired, M.newRequired]],
    ['Old#2026pass', 'Ab#1', 'Ab#1', [M.newMin]],
    ['Old#2026pass', 'naya#ghar2027', 'naya#ghar2027', [M.newUppercase]],
    ['Old#2026pass', 'Naya#Ghar', 'Naya#Ghar', [M.newNumber]],
    ['Old#2026pass', 'NayaGhar2027', 'NayaGhar2027', [M.newSpecial]],
    ['Old#2026pass', 'Naya#Ghar2027', 'Naya#Ghar2028', [M.mismatch]],
  ])('%s / %s / %s: shows %j and sends nothing', async (current, next, confirm, messages) => {
    const api = mockApi({});
    fill(current, next, confirm);
    submit();
    for (const message of messages) expect(await screen.findByText(message)).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });

  it("says 'Please wait...', sends the three fields, then the spec's success and clears the form", async () => {
    const gate = gatedFetch(200, { status: true, message: M.passwordUpdated, sessions_ended: 2 });
    fill('Old#2026pass', 'Naya#Ghar2027', 'Naya#Ghar2027');
    submit();
    expect(await screen.findByRole('button', { name: 'Please wait...' })).toBeTruthy();
    expect(gate.calls[0]?.url).toMatch(/\/change-password$/);
    expect(JSON.parse(String(gate.calls[0]?.init?.body))).toEqual({
      current_password: 'Old#2026pass',
      new_password: 'Naya#Ghar2027',
      new_password_confirmation: 'Naya#Ghar2027',
    });
    gate.release();
    expect(await screen.findByText(M.passwordUpdated)).toBeTruthy();
    expect(screen.getByText('Your other 2 sessions were signed out.')).toBeTruthy();
    await waitFor(() => expect(input('Current Password').value).toBe(''));
    expect(input('New Password').value).toBe('');
  });

  it('shows a wrong current password inline and as a toast', async () => {
    mockApi({
      '/change-password': () => [
        422,
        {
          status: false,
          message: 'The current password is incorrect.',
          errors: { current_password: ['The current password is incorrect.'] },
        },
      ],
    });
    fill('Wrong#2026x', 'Naya#Ghar2027', 'Naya#Ghar2027');
    submit();
    await waitFor(() => expect(screen.getAllByText('The current password is incorrect.')).toHaveLength(2));
    expect(input('Current Password').getAttribute('aria-invalid')).toBe('true');
  });
});
