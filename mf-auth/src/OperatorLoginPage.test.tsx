import { useAuthStore } from '@basera/shared';
import { mockApi, renderPage, signIn, testUser } from '@basera/shared/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import OperatorLoginPage from './OperatorLoginPage';
import { type } from './test-support';

const OPERATOR = { email: 'admin@demo.basera.in', password: 'Basera#Demo2026' };
const CODE_SENT = 'We sent a sign-in code to your email.';
const operatorUser = { ...testUser, id: 90, email: OPERATOR.email };

type Body = Record<string, unknown>;

/** The API's step-up: right password -> otp_required; with the right code -> the session. */
function operatorApi({ code = '482913' }: { code?: string } = {}) {
  return mockApi({
    '/user-login': (body: Body) => {
      if (body.email_or_phone !== OPERATOR.email || body.password !== OPERATOR.password)
        return [401, { status: false, message: 'Invalid credentials' }];
      if (body.otp === undefined) return [200, { status: true, otp_required: true, message: CODE_SENT }];
      if (body.otp !== code)
        return [
          422,
          {
            status: false,
            message: 'Invalid OTP. Please check the code and try again.',
            errors: { otp: ['Invalid OTP. Please check the code and try again.'] },
          },
        ];
      return [
        200,
        { status: true, message: 'Login success', token: 'op-token', user: operatorUser, user_type: 'Admin' },
      ];
    },
  });
}

const showPage = () => renderPage(<OperatorLoginPage />, { url: '/admin' });

async function passPasswordStep() {
  type('Email', OPERATOR.email);
  type('Password', OPERATOR.password);
  fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
  return screen.findByLabelText('Enter the code we emailed you');
}

beforeEach(() => {
  localStorage.clear();
  useAuthStore.getState().logout();
});

describe('OperatorLoginPage: password step', () => {
  it('sends email, password and user_type Admin, then asks for the emailed code', async () => {
    const { calls } = operatorApi();
    showPage();
    expect(screen.getByRole('heading', { name: 'Operator sign-in' })).toBeTruthy();
    await passPasswordStep();
    expect(calls[0]).toMatchObject({
      path: '/user-login',
      body: { email_or_phone: OPERATOR.email, password: OPERATOR.password, user_type: 'Admin' },
    });
    expect(calls[0]!.body).not.toHaveProperty('otp');
    expect(screen.getByText(new RegExp(CODE_SENT.replace('.', '\\.')))).toBeTruthy();
    // No session before the code.
    expect(useAuthStore.getState().token).toBeNull();
  });

  it('shows the missing fields under each field and sends nothing', async () => {
    const { calls } = operatorApi();
    showPage();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Email or phone number is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('says a wrong password plainly and stays on the password step', async () => {
    operatorApi();
    showPage();
    type('Email', OPERATOR.email);
    type('Password', 'wrong-password');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Invalid username or password. Please try again.')).toBeTruthy();
    expect(screen.queryByLabelText('Enter the code we emailed you')).toBeNull();
  });

  it('tells a Search User or Lister with the right password that this is not an operator account', async () => {
    mockApi({
      '/user-login': () => [
        422,
        {
          status: false,
          message: 'This is a Lister account: choose Lister',
          code: 'wrong_user_type',
          user_type: 'Lister',
          errors: { user_type: ['This is a Lister account: choose Lister'] },
        },
      ],
    });
    showPage();
    type('Email', 'owner@example.in');
    type('Password', 'Ghar#2026Safe');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('This account is not an operator account.')).toBeTruthy();
  });

  it('shows a banned operator the reason from the API', async () => {
    mockApi({
      '/user-login': () => [
        403,
        {
          status: false,
          message: 'This account has been banned. Write to us if you think this is a mistake.',
        },
      ],
    });
    showPage();
    type('Email', OPERATOR.email);
    type('Password', OPERATOR.password);
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByText('This account has been banned. Write to us if you think this is a mistake.'),
    ).toBeTruthy();
  });

  it('tells a signed-in Search User that the console needs an operator account', () => {
    signIn('Customer');
    showPage();
    expect(
      screen.getByText(/You are signed in as a Search User\. Sign in with an operator account/),
    ).toBeTruthy();
  });
});

describe('OperatorLoginPage: code step', () => {
  it('signs the operator in with the right code: the store holds the token, the user and usertype Admin', async () => {
    const { calls } = operatorApi();
    showPage();
    await passPasswordStep();
    type('Enter the code we emailed you', '482913');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(useAuthStore.getState().token).toBe('op-token'));
    expect(useAuthStore.getState()).toMatchObject({ user: operatorUser, usertype: 'Admin' });
    expect(localStorage.getItem('usertype')).toBe('Admin');
    expect(calls[1]!.body).toMatchObject({
      email_or_phone: OPERATOR.email,
      password: OPERATOR.password,
      user_type: 'Admin',
      otp: '482913',
    });
  });

  it('shows a wrong code under the code field and keeps the operator signed out', async () => {
    operatorApi();
    showPage();
    await passPasswordStep();
    type('Enter the code we emailed you', '111111');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Invalid OTP. Please check the code and try again.')).toBeTruthy();
    const field = screen.getByLabelText('Enter the code we emailed you');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(useAuthStore.getState().token).toBeNull();
  });

  it('asks for six digits before sending, and keeps only digits in the field', async () => {
    const { calls } = operatorApi();
    showPage();
    await passPasswordStep();
    type('Enter the code we emailed you', '12a3');
    expect((screen.getByLabelText('Enter the code we emailed you') as HTMLInputElement).value).toBe('123');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Enter the 6-digit code from the email.')).toBeTruthy();
    expect(calls).toHaveLength(1);
  });

  it('sends a new code on request, and goes back to the password step for another account', async () => {
    const { calls } = operatorApi();
    showPage();
    await passPasswordStep();
    fireEvent.click(screen.getByRole('button', { name: 'Send a new code' }));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]!.body).not.toHaveProperty('otp');
    fireEvent.click(screen.getByRole('button', { name: 'Use another account' }));
    expect(screen.getByRole('button', { name: 'Continue' })).toBeTruthy();
    expect(screen.queryByLabelText('Enter the code we emailed you')).toBeNull();
  });
});
