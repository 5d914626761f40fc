import { useAuthStore } from '@basera/shared';
import { AUTH_MESSAGES } from '@basera/shared/rules';
import { mockApi, testUser as user } from '@basera/shared/testing';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { formatCountdown } from './countdown';
import { fillSignUp, renderModals, type, where } from './test-support';

// Whole forms filled in jsdom: slow on a busy 2-core machine, not stuck.
jest.setTimeout(20_000);

beforeEach(() => {
  act(() => useAuthStore.getState().logout());
});

describe('login', () => {
  it('signs in, stores the session, goes to /myaccount and toasts the server message', async () => {
    const api = mockApi({
      '/user-login': () => [
        200,
        { status: true, message: 'Login success', token: 'tok', user, user_type: 'Customer' },
      ],
    });
    const onClose = renderModals();
    type('Email or Phone Number', 'asha@example.in');
    type('Password', 'secret1');
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(where()).toBe('/myaccount'));
    expect(api.calls[0]?.path).toBe('/user-login');
    expect(api.calls[0]?.body).toEqual({
      email_or_phone: 'asha@example.in',
      password: 'secret1',
      user_type: 'Customer',
    });
    expect(useAuthStore.getState().token).toBe('tok');
    expect(localStorage.getItem('usertype')).toBe('Customer');
    expect(onClose).toHaveBeenCalled();
    expect(await screen.findByText('Login success')).toBeTruthy();
  });

  it('shows the spec text for a 401 once, above the button (no toast as well)', async () => {
    mockApi({ '/user-login': () => [401, { status: false, message: 'nope' }] });
    renderModals();
    type('Email or Phone Number', '9876543210');
    type('Password', 'wrong12');
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Invalid username or password. Please try again.');
    expect(screen.getAllByText('Invalid username or password. Please try again.')).toHaveLength(1);
    expect(useAuthStore.getState().token).toBeNull();
  });

  it('validates before sending', async () => {
    const api = mockApi({});
    renderModals();
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText(AUTH_MESSAGES.identifierRequired)).toBeTruthy();
    expect(screen.getByText(AUTH_MESSAGES.passwordRequired)).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });
});

describe('sign-up', () => {
  const openSignUp = (mode: 'login' | 'post' = 'login') => {
    renderModals({ mode });
    fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
  };

  it('shows field messages as the user types', async () => {
    mockApi({});
    openSignUp();
    type('Phone Number', '0123');
    expect(await screen.findByText(AUTH_MESSAGES.phoneLength)).toBeTruthy();
    type('Phone Number', '0123456789');
    expect(await screen.findByText(AUTH_MESSAGES.phoneLeadingZero)).toBeTruthy();
    type('Email', 'asha@');
    expect(await screen.findByText(AUTH_MESSAGES.emailInvalid)).toBeTruthy();
  });

  it('refuses to submit an unverified Customer and Lister with the spec notices', async () => {
    const api = mockApi({});
    openSignUp();
    fillSignUp();
    fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText(AUTH_MESSAGES.verifyEmail)).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Lister'));
    fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText(AUTH_MESSAGES.verifyBoth)).toBeTruthy();
    expect(api.calls.filter((c) => c.path === '/user-register')).toHaveLength(0);
  });

  it('verifies the email with a 6-digit code, registers, and maps server field errors', async () => {
    let registerAnswer: [number, unknown] = [
      422,
      { status: false, message: 'taken', errors: { phone: ['This phone number is already registered.'] } },
    ];
    const api = mockApi({
      '/email-send-otp': () => [200, { status: true, resend_after: 60 }],
      '/email-verify-otp': () => [200, { status: true, message: 'Email verified successfully' }],
      '/user-register': () => registerAnswer,
    });
    openSignUp();
    fillSignUp();
    fireEvent.click(screen.getByRole('button', { name: 'Verify with OTP' }));
    const otp = await screen.findByLabelText('Email OTP');
    expect(await screen.findByText('Resend in 60s')).toBeTruthy();
    const verify = screen.getByRole('button', { name: 'Verify' }) as HTMLButtonElement;
    fireEvent.change(otp, { target: { value: '12345' } });
    expect(verify.disabled).toBe(true);
    fireEvent.change(otp, { target: { value: '1234567' } });
    expect((otp as HTMLInputElement).value).toBe('123456');
    expect(verify.disabled).toBe(false);
    fireEvent.click(verify);
    expect(await screen.findByText('Verified')).toBeTruthy();
    expect(api.calls.find((c) => c.path === '/email-verify-otp')?.body).toEqual({
      email: 'asha@example.in',
      otp: '123456',
    });

    fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    // Phone errors come back under `phone` and show under the phone field.
    expect((await screen.findAllByText('This phone number is already registered.')).length).toBeGreaterThan(
      0,
    );

    registerAnswer = [
      200,
      { status: true, message: 'Registration successful!', token: 'new', user, user_type: 'Customer' },
    ];
    fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    await waitFor(() => expect(where()).toBe('/myaccount'));
    expect(useAuthStore.getState().token).toBe('new');
    expect(api.calls.find((c) => c.path === '/user-register')?.body).toMatchObject({
      first_name: 'Asha',
      phone: '9876543210',
      password_confirmation: 'Ghar#2026Safe',
      user_type: 'Customer',
    });
  });

  it('offers only Lister in post mode and verifies the phone with the m:ss wait', async () => {
    mockApi({
      '/phone-send-otp': () => [200, { status: true, message: 'OTP sent successfully!', resend_after: 300 }],
    });
    openSignUp('post');
    expect(screen.queryByLabelText('Search User')).toBeNull();
    expect((screen.getByLabelText('Lister') as HTMLInputElement).checked).toBe(true);
    type('Phone Number', '9876543210');
    const buttons = screen.getAllByRole('button', { name: 'Verify with OTP' });
    fireEvent.click(buttons[1]!);
    expect(await screen.findByText('Resend in 5:00')).toBeTruthy();
    expect(await screen.findByText('OTP sent successfully!')).toBeTruthy();
  });
});

describe('sign-up codes that fail', () => {
  it("shows the server's reason for a refused code and the fallback for a server fault", async () => {
    let sendAnswer: [number, unknown] = [
      500,
      { status: false, message: 'Server error. Please try again later.' },
    ];
    mockApi({
      '/email-send-otp': () => sendAnswer,
      '/email-verify-otp': () => [422, { status: false, message: 'Invalid OTP. 4 attempts left.' }],
    });
    renderModals();
    fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    type('Email', 'asha@example.in');
    fireEvent.click(await screen.findByRole('button', { name: 'Verify with OTP' }));
    expect(await screen.findByText('Failed to send OTP')).toBeTruthy();
    expect(screen.queryByText('Server error. Please try again later.')).toBeNull();
    sendAnswer = [200, { status: true, resend_after: 60 }];
    fireEvent.click(screen.getByRole('button', { name: 'Verify with OTP' }));
    fireEvent.change(await screen.findByLabelText('Email OTP'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Invalid OTP. 4 attempts left.')).toBeTruthy();
    expect(screen.queryByText('Verified')).toBeNull();
  });
});

describe('forgot password', () => {
  const requestCode = (email: string) => {
    renderModals();
    fireEvent.click(screen.getByRole('button', { name: 'Forgot Password?' }));
    type('Email', email);
    fireEvent.click(screen.getByRole('button', { name: 'Send Reset Code' }));
  };
  const setPassword = (otp: string, password: string, confirm: string) => {
    type('OTP', otp);
    type('New Password', password);
    type('Confirm New Password', confirm);
    fireEvent.click(screen.getByRole('button', { name: 'Update Password' }));
  };
  const sent = (): [number, unknown] => [
    200,
    { status: true, message: 'Password reset link sent to your email' },
  ];

  it('sends a code, then sets the new password and returns to the login box', async () => {
    const api = mockApi({
      '/user-forgot-password': sent,
      '/change-forgot-password': () => [200, { status: true, message: 'Password updated successfully' }],
    });
    requestCode('asha@example.in');
    expect(await screen.findByText('Password reset link sent to your email')).toBeTruthy();
    setPassword('123456', 'Naya#Ghar2027', 'Other#Ghar2027');
    expect(await screen.findByText(AUTH_MESSAGES.passwordsMismatch)).toBeTruthy();
    type('Confirm New Password', 'Naya#Ghar2027');
    fireEvent.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText('Password updated successfully')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Login' })).toBeTruthy();
    expect(api.calls.at(-1)?.path).toBe('/change-forgot-password');
    expect(api.calls.at(-1)?.body).toEqual({
      email: 'asha@example.in',
      otp: '123456',
      new_password: 'Naya#Ghar2027',
      new_password_confirmation: 'Naya#Ghar2027',
      usertype: 'Customer',
    });
  });

  it.each([
    [422, 'The selected email is invalid.', 'The selected email is invalid.'],
    [500, 'Failed to send reset link', 'Server error. Please try again later.'],
  ])('step 1 answered %i: says %j', async (status, shown, message) => {
    mockApi({ '/user-forgot-password': () => [status, { status: false, message }] });
    requestCode('x@example.in');
    expect(await screen.findByText(shown)).toBeTruthy();
  });

  it("shows a wrong code under the field and the server's message, or the fallback without an answer", async () => {
    let answer: [number, unknown] = [
      422,
      { status: false, message: 'Invalid or expired OTP.', errors: { otp: ['Invalid or expired OTP.'] } },
    ];
    mockApi({ '/user-forgot-password': sent, '/change-forgot-password': () => answer });
    requestCode('asha@example.in');
    await screen.findByLabelText('OTP');
    setPassword('000000', 'Naya#Ghar2027', 'Naya#Ghar2027');
    await waitFor(() => expect(screen.getAllByText('Invalid or expired OTP.')).toHaveLength(2));
    expect(screen.getByLabelText('OTP').getAttribute('aria-invalid')).toBe('true');
    answer = [503, { status: false }];
    fireEvent.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText('Failed to update password')).toBeTruthy();
    (globalThis as { fetch: unknown }).fetch = jest.fn(async () => {
      throw new TypeError('offline');
    });
    fireEvent.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText('An error occurred. Please try again.')).toBeTruthy();
  });
});

describe('formatCountdown', () => {
  it('shows the email wait in seconds and the phone wait as m:ss', () => {
    expect(formatCountdown(60, 'seconds')).toBe('60s');
    expect(formatCountdown(7, 'seconds')).toBe('7s');
    expect(formatCountdown(300, 'minutes')).toBe('5:00');
    expect(formatCountdown(245, 'minutes')).toBe('4:05');
    expect(formatCountdown(9, 'minutes')).toBe('0:09');
  });
});
