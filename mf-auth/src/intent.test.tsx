import { useAuthStore } from '@basera/shared';
import { mockApi, testUser as user } from '@basera/shared/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fillSignUp, renderModals as renderOn, type, where } from './test-support';

/** On a results page the user should stay on. */
const renderModals = (options: Parameters<typeof renderOn>[0] = {}) => renderOn({ url: '/pg', ...options });

const signedIn = (usertype: 'Customer' | 'Lister') => () =>
  [200, { status: true, message: 'Login success', token: 'tok', user, user_type: usertype }] as [
    number,
    unknown,
  ];

// Whole forms filled in jsdom: slow on a busy 2-core machine, not stuck.
jest.setTimeout(20_000);

beforeEach(() => {
  act(() => useAuthStore.getState().logout());
});

describe('login with intent', () => {
  it('says why it opened, and after sign-in finishes the action where the user is', async () => {
    mockApi({ '/user-login': signedIn('Customer') });
    const resume = jest.fn();
    const onClose = renderModals({ intent: { reason: 'Sign in to save this place', resume } });
    const dialog = screen.getByRole('dialog');
    const described = document.getElementById(dialog.getAttribute('aria-describedby') ?? '');
    expect(described?.textContent).toBe('Sign in to save this place');
    type('Email or Phone Number', 'asha@example.in');
    type('Password', 'secret1');
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(resume).toHaveBeenCalledWith('Customer'));
    // The action ran with the new session in place, and nobody was sent to /myaccount.
    expect(useAuthStore.getState().token).toBe('tok');
    expect(onClose).toHaveBeenCalled();
    expect(where()).toBe('/pg');
  });

  it('goes where the intent says (a guarded page) instead of /myaccount', async () => {
    mockApi({ '/user-login': signedIn('Customer') });
    renderModals({ intent: { reason: 'Sign in to see your shortlist', to: '/user/wishlist' } });
    type('Email or Phone Number', 'asha@example.in');
    type('Password', 'secret1');
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(where()).toBe('/user/wishlist'));
  });

  it("takes a Lister where the intent says too (a lead's link), not to the dashboard", async () => {
    mockApi({ '/user-login': signedIn('Lister') });
    renderModals({ intent: { reason: 'Sign in to answer this lead', to: '/user/leads/5' } });
    type('Email or Phone Number', 'ravi@example.in');
    type('Password', 'secret1');
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(where()).toBe('/user/leads/5'));
  });

  it('keeps the reason in the sign-up box, and a new account finishes the action too', async () => {
    mockApi({
      '/email-send-otp': () => [200, { status: true, resend_after: 60 }],
      '/email-verify-otp': () => [200, { status: true, message: 'Email verified successfully' }],
      '/user-register': () => [
        200,
        { status: true, message: 'Registration successful!', token: 'new', user, user_type: 'Customer' },
      ],
    });
    const resume = jest.fn();
    renderModals({ intent: { reason: 'Sign in to save this place', resume } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(screen.getByText('Sign in to save this place')).toBeTruthy();
    fillSignUp();
    fireEvent.click(screen.getByRole('button', { name: 'Verify with OTP' }));
    fireEvent.change(await screen.findByLabelText('Email OTP'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await screen.findByText('Verified');
    fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    await waitFor(() => expect(resume).toHaveBeenCalledWith('Customer'));
    expect(useAuthStore.getState().token).toBe('new');
    expect(where()).toBe('/pg');
  });

  it('an intent without a reason or a page (the header button on a results page) stays on that page', async () => {
    mockApi({ '/user-login': signedIn('Customer') });
    renderModals({ url: '/pg?city_id=3&gender=Female', intent: {} });
    expect(screen.queryByRole('note')).toBeNull();
    expect(screen.getByRole('dialog').hasAttribute('aria-describedby')).toBe(false);
    type('Email or Phone Number', 'asha@example.in');
    type('Password', 'secret1');
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(useAuthStore.getState().token).toBe('tok'));
    expect(where()).toBe('/pg');
  });

  it('without an intent (the header button) shows no reason and takes a Lister to the dashboard', async () => {
    mockApi({ '/user-login': signedIn('Lister') });
    renderModals();
    expect(screen.getByRole('dialog').hasAttribute('aria-describedby')).toBe(false);
    expect(screen.queryByRole('note')).toBeNull();
    type('Email or Phone Number', 'ravi@example.in');
    type('Password', 'secret1');
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(where()).toBe('/user/dashboard'));
  });

  it('without an intent takes a Search User to /myaccount', async () => {
    mockApi({ '/user-login': signedIn('Customer') });
    renderModals();
    type('Email or Phone Number', 'asha@example.in');
    type('Password', 'secret1');
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(where()).toBe('/myaccount'));
  });
});

describe('wrong user type', () => {
  const wrongType = (right: 'Customer' | 'Lister', message: string) => ({
    status: false,
    message,
    code: 'wrong_user_type',
    user_type: right,
    errors: { user_type: [message] },
  });

  it('says which type the account is, once, and signs in with it in one tap', async () => {
    const api = mockApi({
      '/user-login': (body) =>
        (body as { user_type: string }).user_type === 'Lister'
          ? signedIn('Lister')()
          : [422, wrongType('Lister', 'This is a Lister account: choose Lister')],
    });
    renderModals();
    type('Email or Phone Number', 'ravi@example.in');
    type('Password', 'secret1');
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('This is a Lister account: choose Lister')).toBeTruthy();
    expect(screen.getAllByText('This is a Lister account: choose Lister')).toHaveLength(1);
    expect(screen.queryByText('Invalid username or password. Please try again.')).toBeNull();

    fireEvent.click(within(alert).getByRole('button', { name: 'Sign in as Lister' }));
    await waitFor(() => expect(where()).toBe('/user/dashboard'));
    expect(api.calls.map((call) => (call.body as { user_type: string }).user_type)).toEqual([
      'Customer',
      'Lister',
    ]);
    expect(useAuthStore.getState().usertype).toBe('Lister');
    expect((screen.getByLabelText('Lister') as HTMLInputElement).checked).toBe(true);
  });

  it('tells a Search User who chose Lister (Post Property) the mirror message', async () => {
    mockApi({
      '/user-login': () => [422, wrongType('Customer', 'This is a Search User account: choose Search User')],
    });
    renderModals({ mode: 'post' });
    type('Email or Phone Number', 'asha@example.in');
    type('Password', 'secret1');
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This is a Search User account: choose Search User');
    expect(within(alert).getByRole('button', { name: 'Sign in as Search User' })).toBeTruthy();
  });

  it('clears the message when the user picks a type by hand', async () => {
    mockApi({ '/user-login': () => [422, wrongType('Lister', 'This is a Lister account: choose Lister')] });
    renderModals();
    type('Email or Phone Number', 'ravi@example.in');
    type('Password', 'secret1');
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    await screen.findByRole('alert');
    fireEvent.click(screen.getByLabelText('Lister'));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('accessible names', () => {
  it('names the user type group and each radio by their visible labels', () => {
    mockApi({});
    renderModals();
    const group = screen.getByRole('radiogroup', { name: 'User type' });
    expect(screen.getByText('User type').id).toBe(group.getAttribute('aria-labelledby'));
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual(['Search User', 'Lister']);
    expect(within(group).getByRole('radio', { name: 'Search User' })).toBe(radios[0]);
    expect(radios.every((radio) => !radio.hasAttribute('aria-label'))).toBe(true);
  });
});
