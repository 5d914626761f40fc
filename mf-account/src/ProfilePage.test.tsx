import { useAuthStore } from '@basera/shared';
import { ACCOUNT_MESSAGES } from '@basera/shared/rules';
import {
  testUser as asha,
  gatedFetch,
  mockApi,
  renderPage,
  signIn,
  stubMatchMedia,
} from '@basera/shared/testing';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import ProfilePage from './ProfilePage';

const page = () => renderPage(<ProfilePage />, { url: '/myaccount', path: '/myaccount' });
const field = (label: string) => screen.getByLabelText(label, { exact: false }) as HTMLInputElement;

beforeEach(() => {
  stubMatchMedia(true);
  act(() => useAuthStore.getState().logout());
  signIn('Customer');
});

describe('ProfilePage', () => {
  it('shows the stored profile at once, the registration date read-only', async () => {
    const api = mockApi({});
    page();
    await waitFor(() => expect(field('First Name').value).toBe('Asha'));
    expect(field('Last Name').value).toBe('Rao');
    expect(field('Email').value).toBe('asha@example.in');
    expect(field('Phone Number').value).toBe('9876543210');
    expect(field('Registration Date').value).toBe('14 Mar 2026');
    expect(field('Email').readOnly).toBe(false);
    expect(field('Phone Number').readOnly).toBe(false);
    expect(field('Registration Date').readOnly).toBe(true);
    expect(field('First Name').readOnly).toBe(false);
    expect(screen.getByTestId('account-name').textContent).toBe('Welcome, Asha Rao');
    // The profile comes from the store: the only call is the menu's unread count.
    expect(api.calls.map((call) => call.path)).toEqual(['/enquiries/unread']);
  });

  it('checks the names with the spec messages before sending anything', async () => {
    const api = mockApi({ '/profile': () => [200, { status: true, user: asha, user_type: 'Customer' }] });
    page();
    await waitFor(() => expect(field('First Name').value).toBe('Asha'));
    fireEvent.change(field('First Name'), { target: { value: '' } });
    fireEvent.change(field('Last Name'), { target: { value: ' ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update Profile' }));
    expect(await screen.findByText(ACCOUNT_MESSAGES.firstNameRequired)).toBeTruthy();
    expect(screen.getByText(ACCOUNT_MESSAGES.lastNameRequired)).toBeTruthy();
    expect(api.calls.filter((c) => Object.keys(c.body).length > 0)).toHaveLength(0);
  });

  it("says 'Updating...', then the spec's success and the menu shows the new name", async () => {
    mockApi({ '/profile': () => [200, { status: true, user: asha, user_type: 'Customer' }] });
    page();
    await waitFor(() => expect(field('First Name').value).toBe('Asha'));
    const updated = { ...asha, fname: 'Meera' };
    const gate = gatedFetch(200, {
      status: true,
      message: ACCOUNT_MESSAGES.profileUpdated,
      user: updated,
      user_type: 'Customer',
    });
    fireEvent.change(field('First Name'), { target: { value: 'Meera' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update Profile' }));
    expect(await screen.findByRole('button', { name: 'Updating...' })).toBeTruthy();
    expect(JSON.parse(String(gate.calls[0]?.init?.body))).toEqual({
      fname: 'Meera',
      lname: 'Rao',
      email: 'asha@example.in',
      phone: '9876543210',
    });
    gate.release();
    expect(await screen.findByText(ACCOUNT_MESSAGES.profileUpdated)).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('account-name').textContent).toBe('Welcome, Meera Rao'));
    expect(useAuthStore.getState().user?.fname).toBe('Meera');
    expect(JSON.parse(localStorage.getItem('user') ?? '{}').fname).toBe('Meera');
  });

  it('changes the email only with the code sent to it: 202 shows a code field, the code saves it', async () => {
    const bodies: Array<Record<string, unknown>> = [];
    const updated = { ...asha, email: 'asha.new@example.in' };
    mockApi({
      '/profile': (body) => {
        bodies.push(body);
        if (!body.otp)
          return [
            202,
            { status: true, message: ACCOUNT_MESSAGES.contactCodeSent('email'), code_sent: 'email' },
          ];
        if (body.otp !== '424242') {
          const wrong = 'Invalid OTP. Please check the code and try again.';
          return [422, { status: false, message: wrong, errors: { otp: [wrong] } }];
        }
        return [
          200,
          { status: true, message: ACCOUNT_MESSAGES.profileUpdated, user: updated, user_type: 'Customer' },
        ];
      },
    });
    page();
    await waitFor(() => expect(field('Email').value).toBe('asha@example.in'));
    fireEvent.change(field('Email'), { target: { value: 'asha.new@example.in' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update Profile' }));
    expect(await screen.findByText(ACCOUNT_MESSAGES.contactCodeSent('email'))).toBeTruthy();
    expect(bodies[0]).toEqual({
      fname: 'Asha',
      lname: 'Rao',
      email: 'asha.new@example.in',
      phone: '9876543210',
    });
    // Nothing saved yet: the stored user keeps the old email.
    expect(useAuthStore.getState().user?.email).toBe('asha@example.in');

    const confirm = screen.getByRole('button', { name: 'Confirm' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    fireEvent.change(field('Verification code'), { target: { value: '12ab3456789' } });
    expect(field('Verification code').value).toBe('123456');
    fireEvent.click(confirm);
    expect(await screen.findAllByText('Invalid OTP. Please check the code and try again.')).toHaveLength(2);
    expect(useAuthStore.getState().user?.email).toBe('asha@example.in');

    fireEvent.change(field('Verification code'), { target: { value: '424242' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(ACCOUNT_MESSAGES.profileUpdated)).toBeTruthy();
    expect(bodies[2]).toEqual({ ...bodies[0], otp: '424242' });
    await waitFor(() => expect(useAuthStore.getState().user?.email).toBe('asha.new@example.in'));
    expect(screen.queryByLabelText('Verification code')).toBeNull();
  });

  it("shows the server's field error inline and as a toast", async () => {
    let saved = false;
    mockApi({
      '/profile': (body) => {
        if (!Object.keys(body).length) return [200, { status: true, user: asha, user_type: 'Customer' }];
        saved = true;
        return [
          422,
          {
            status: false,
            message: 'This phone number is already used by another account.',
            errors: { phone: ['This phone number is already used by another account.'] },
          },
        ];
      },
    });
    page();
    await waitFor(() => expect(field('First Name').value).toBe('Asha'));
    fireEvent.click(screen.getByRole('button', { name: 'Update Profile' }));
    await waitFor(() =>
      expect(screen.getAllByText('This phone number is already used by another account.')).toHaveLength(2),
    );
    expect(saved).toBe(true);
    expect(field('Phone Number').getAttribute('aria-invalid')).toBe('true');
  });

  it("falls back to 'Something went wrong' inline and as a toast when the server fails", async () => {
    mockApi({
      '/profile': (body) =>
        Object.keys(body).length
          ? [500, { status: false, message: 'Server error. Please try again later.' }]
          : [200, { status: true, user: asha, user_type: 'Customer' }],
    });
    page();
    await waitFor(() => expect(field('First Name').value).toBe('Asha'));
    fireEvent.click(screen.getByRole('button', { name: 'Update Profile' }));
    await waitFor(() => expect(screen.getAllByText('Something went wrong')).toHaveLength(2));
  });

  it('fetches the profile when no user is stored, with Retry on failure', async () => {
    act(() => useAuthStore.setState({ user: null }));
    let fail = true;
    mockApi({
      '/profile': () =>
        fail ? [500, { status: false }] : [200, { status: true, user: asha, user_type: 'Customer' }],
    });
    page();
    const retry = await screen.findByRole('button', { name: 'Retry' });
    fail = false;
    fireEvent.click(retry);
    await waitFor(() => expect(field('First Name').value).toBe('Asha'));
    expect(useAuthStore.getState().user?.email).toBe('asha@example.in');
  });
});
