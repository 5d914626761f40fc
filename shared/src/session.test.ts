import { useAuthStore } from './auth-store';
import { refreshSession, signOut } from './session';
import type { User } from './types';

const user: User = {
  id: 3,
  fname: 'Meera',
  lname: 'Das',
  email: 'meera@example.com',
  phone: '9988776655',
  created_at: '2024-03-04T05:06:07.000Z',
};

function reply(status: number, body: unknown = '') {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return { ok: status >= 200 && status < 300, status, statusText: '', text: async () => text };
}

const fetchMock = jest.fn();

function signIn() {
  useAuthStore.getState().setSession({ token: 'tok-live', user, usertype: 'Customer' });
  localStorage.setItem('unrelated', 'value');
}

beforeEach(() => {
  fetchMock.mockReset();
  (globalThis as { fetch?: unknown }).fetch = fetchMock;
  localStorage.clear();
  useAuthStore.setState({ token: null, user: null, usertype: null });
});

afterAll(() => {
  delete (globalThis as { fetch?: unknown }).fetch;
});

function expectSignedOut() {
  expect(useAuthStore.getState()).toMatchObject({ token: null, user: null, usertype: null });
  expect(localStorage.length).toBe(0);
}

describe('signOut', () => {
  it('posts to /user-logout with the bearer token, clears storage and goes to /', async () => {
    signIn();
    fetchMock.mockResolvedValue(reply(200, { status: true, message: 'Logged out' }));
    const navigate = jest.fn();

    await signOut(navigate);

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('http://localhost:4000/api/user-logout');
    expect(init.method).toBe('POST');
    expect(init.headers.Authorization).toBe('Bearer tok-live');
    expectSignedOut();
    expect(navigate).toHaveBeenCalledWith('/');
  });

  it('still signs out and goes to / when the API is unreachable', async () => {
    signIn();
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const navigate = jest.fn();

    await expect(signOut(navigate)).resolves.toBeUndefined();

    expectSignedOut();
    expect(navigate).toHaveBeenCalledWith('/');
  });

  it('still signs out and goes to / when the API answers an error', async () => {
    signIn();
    fetchMock.mockResolvedValue(reply(500, { status: false, message: 'Server error' }));
    const navigate = jest.fn();

    await signOut(navigate);

    expectSignedOut();
    expect(navigate).toHaveBeenCalledWith('/');
  });

  it('does not call the API when nobody is signed in, but still clears storage and goes to /', async () => {
    localStorage.setItem('unrelated', 'value');
    const navigate = jest.fn();

    await signOut(navigate);

    expect(fetchMock).not.toHaveBeenCalled();
    expectSignedOut();
    expect(navigate).toHaveBeenCalledWith('/');
  });

  it('clears the session only after the revoke call has been sent with the token', async () => {
    signIn();
    let tokenAtCall: string | null = 'unset';
    fetchMock.mockImplementation(async () => {
      tokenAtCall = useAuthStore.getState().token;
      return reply(200, { status: true });
    });

    await signOut(jest.fn());

    expect(tokenAtCall).toBe('tok-live');
    expectSignedOut();
  });
});

describe('signOut offline', () => {
  afterEach(() => jest.restoreAllMocks());

  it('clears storage and shows / through the router, not a reload that would show the browser error page', async () => {
    signIn();
    jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    window.history.pushState(null, '', '/signout');
    const popped = jest.fn();
    window.addEventListener('popstate', popped);

    await signOut();

    window.removeEventListener('popstate', popped);
    expectSignedOut();
    expect(window.location.pathname).toBe('/');
    expect(popped).toHaveBeenCalledTimes(1);
  });
});

describe('refreshSession', () => {
  it('refreshes the stored user from /me', async () => {
    signIn();
    const updated = { ...user, fname: 'Meenakshi' };
    fetchMock.mockResolvedValue(reply(200, { status: true, user: updated }));

    await refreshSession();

    expect(fetchMock.mock.calls[0][0]).toBe('http://localhost:4000/api/me');
    expect(useAuthStore.getState().user).toEqual(updated);
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual(updated);
  });

  it('signs out when the stored token is dead (401)', async () => {
    signIn();
    fetchMock.mockResolvedValue(reply(401, { status: false, message: 'Unauthenticated.' }));

    await refreshSession();

    expect(useAuthStore.getState().token).toBeNull();
    expect(localStorage.getItem('authToken')).toBeNull();
  });

  it('keeps the session when the API is unreachable', async () => {
    signIn();
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));

    await refreshSession();

    expect(useAuthStore.getState()).toMatchObject({ token: 'tok-live', user });
  });

  it('does nothing when signed out', async () => {
    await refreshSession();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
